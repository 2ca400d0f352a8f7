"""Playing a card or activating an ability: targets, the choices they need, and when they act."""

from __future__ import annotations

from collections.abc import Callable

from engines.core.contract import Event
from engines.cosmic.board import ADJACENT, team_cell
from engines.cosmic.content import CARD_OF, DOUBLE, HEALTH_MAX
from engines.cosmic.effects import DATA, READY, REGISTRY, Ctx, cant, side_of
from engines.cosmic.state import CosmicState, Effect, Pending

MODES = ("hit", "defense")
CHOOSE = {
    "own": "contender", "own_hurt": "contender", "own_cooling": "contender", "own_unrivaled": "contender",
    "foe_awakened": "contender", "foe_near": "contender", "idle_foe": "contender",
    "own_die": "die", "mode": "mode", "discard_weapon": "card", "adjacent": "planet",
}
Builtin = Callable[[CosmicState, Pending, int, list[Event]], None]
BUILTINS: dict[str, Builtin] = {}


def _foes(state: CosmicState, seat: int, noncombat: bool) -> list[int]:
    """Opposing Contenders a card of this seat may choose ('can't' wins, CC-TERM-6)."""
    found = []
    for c in state.contenders:
        if c.owner >= 0 and c.owner != seat and not (noncombat and cant(state, "card_target", c.key, seat)):
            found.append(c.key)
    return found


def candidates(state: CosmicState, seat: int, kind: str, first: int = -1, noncombat: bool = False) -> list[int]:
    """Everything a target of this kind may be."""
    team = state.teams[seat]
    contenders = state.contenders
    if kind == "own":
        return list(team)
    if kind == "own_hurt":
        return [k for k in team if contenders[k].health < HEALTH_MAX]
    if kind == "own_cooling":
        return [k for k in team if contenders[k].awakened and (contenders[k].cd_combat or contenders[k].cd_support)]
    if kind == "own_unrivaled":
        return [k for k in team if not contenders[k].awakened]
    if kind == "foe_awakened":
        return [k for k in _foes(state, seat, noncombat) if contenders[k].awakened]
    if kind == "foe_near":
        mine = {contenders[k].cell for k in team}
        return [k for k in _foes(state, seat, noncombat) if contenders[k].cell in mine]
    if kind == "idle_foe":
        return _idle_foes(state, seat)
    if kind == "own_die":
        side = side_of(state.combat, seat)
        return [] if side is None else [i for i, f in enumerate(side.dice) if f != DOUBLE]
    if kind == "mode":
        return [0, 1]
    if kind == "discard_weapon":
        return [card for card in state.discard if CARD_OF[card].type == "weapon"]
    if kind == "adjacent":
        cell = team_cell(state, seat) if first < 0 else contenders[first].cell
        return list(ADJACENT[cell])
    raise ValueError(f"unknown target kind {kind}")


def _idle_foes(state: CosmicState, seat: int) -> list[int]:
    combat = state.combat
    if combat is None:
        return []
    foe = combat.dfn if combat.atk.seat == seat else combat.atk
    return [k for k in state.teams[foe.seat] if k != foe.contender]


def _has_candidate(state: CosmicState, seat: int, kind: str, noncombat: bool) -> bool:
    """Whether a target of this kind exists (the common kinds answered without building the list)."""
    if kind == "own":
        return bool(state.teams[seat])
    if kind == "own_hurt":
        contenders = state.contenders
        for key in state.teams[seat]:  # noqa: SIM110  (a loop: no generator frame on this hot path)
            if contenders[key].health < HEALTH_MAX:
                return True
        return False
    if kind == "discard_weapon":
        return any(CARD_OF[card].type == "weapon" for card in state.discard)
    return bool(candidates(state, seat, kind, noncombat=noncombat))


def usable(state: CosmicState, seat: int, name: str, noncombat: bool = False) -> bool:
    """Whether a card or ability has every target it needs and its own condition holds."""
    data = DATA[name]
    if data.target and not _has_candidate(state, seat, data.target, noncombat):
        return False
    if data.then and data.then != "adjacent" and not candidates(state, seat, data.then):
        return False
    check = READY.get(name)
    return check is None or check(Ctx(state, seat, name, [], "ready"))


def begin(state: CosmicState, seat: int, name: str, source: int, events: list[Event],
          noncombat: bool = False) -> None:
    """Start a play: ask for its target if it needs one, else carry it out."""
    data = DATA[name]
    if not data.target:
        proceed(state, seat, name, source, -1, -1, events)
        return
    among = candidates(state, seat, data.target, noncombat=noncombat)
    if len(among) == 1:
        proceed(state, seat, name, source, among[0], -1, events)
    else:
        state.pending.append(Pending(seat, name, CHOOSE[data.target], among, "target", source))


def proceed(state: CosmicState, seat: int, name: str, source: int, target: int, second: int,
            events: list[Event]) -> None:
    """Carry out a play whose targets are known: now, at the final count, or after damage."""
    data = DATA[name]
    if data.then and second < 0:
        among = candidates(state, seat, data.then, first=target)
        if len(among) != 1:
            state.pending.append(Pending(seat, name, CHOOSE[data.then], among, "then", source, target))
            return
        second = among[0]
    mode = MODES[target] if data.target == "mode" else ""
    effect = Effect(name, seat, source, target, second, mode, stage=data.when)
    side = side_of(state.combat, seat)
    if data.when == "final" and side is not None:
        side.finals.append(effect)
    elif data.when == "after" and state.combat is not None:
        state.combat.queue.append(effect)
    else:
        run(state, effect, "play", events)


def run(state: CosmicState, effect: Effect, stage: str, events: list[Event]) -> None:
    ctx = Ctx(state, effect.seat, effect.name, events, stage, effect.source, effect.target, effect.second,
              effect.mode)
    REGISTRY[effect.name](ctx)


def choose(state: CosmicState, value: int, events: list[Event]) -> None:
    """Answer the first pending choice."""
    pending = state.pending.pop(0)
    if pending.stage == "target":
        proceed(state, pending.seat, pending.effect, pending.source, value, -1, events)
    elif pending.stage == "then":
        proceed(state, pending.seat, pending.effect, pending.source, pending.first, value, events)
    elif pending.stage == "chosen":
        REGISTRY[pending.effect](Ctx(state, pending.seat, pending.effect, events, "chosen", pending.source,
                                     value, amount=pending.amount))
    else:
        BUILTINS[pending.effect](state, pending, value, events)
