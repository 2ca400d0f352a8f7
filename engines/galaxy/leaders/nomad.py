"""The Nomad's leaders: three agents (The Company: Artuno the Betrayer, Field Marshal Mercer, The Thundarian),
Navarch Feng (commander) and Ahk-Syl Siven (hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import remove, stats, system
from engines.galaxy.combat.rounds import current_combat
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect, end_scope
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import active, agent_window, hero_action, own_planets, put_units
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import close

ARTUNO, MERCER, THUNDARIAN = "artuno_the_betrayer", "field_marshal_mercer", "the_thundarian"
FENG, SIVEN = "navarch_feng", "ahk_syl_siven"
FREE_MOVES = "siven_free_moves"
ARTUNO_GOODS = "artuno_goods"  # the modifier holding the trade goods on Artuno (amount)
MERCER_MOVES = 2
register_targets(MERCER)


# ----- Artuno the Betrayer: goods from the supply doubled onto the card, collected when it readies ----------


def _artuno_could(state: TIState, seat: int, window: Window) -> bool:
    return active(window) == seat and window.amount > 0


@agent_window(ARTUNO, "after:gain_trade_goods", by="you", could=_artuno_could)
def artuno_the_betrayer(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """As many trade goods as the Nomad just took from the supply go onto the card."""
    held = next((m for m in state.modifiers if m.effect == ARTUNO_GOODS and m.owner == seat), None)
    if held is None:
        state.modifiers.append(Modifier(ARTUNO_GOODS, seat, "game", amount=window.amount))
    else:
        held.amount += window.amount
    return [used(seat, ARTUNO, f"puts {window.amount} trade goods on the card")]


def collect_artuno(state: TIState, seat: int) -> list[Event]:
    """Artuno readies: the Nomad take the goods on it (from the card, not the supply)."""
    held = next((m for m in state.modifiers if m.effect == ARTUNO_GOODS and m.owner == seat), None)
    if held is None:
        return []
    state.modifiers.remove(held)
    return gain_trade_goods(state, seat, held.amount, ARTUNO, supply=False)


@effect(ARTUNO_GOODS, hook="cards_readied")
def artuno_goods(ctx: Context) -> list[Event]:
    return collect_artuno(ctx.state, ctx.seat) if ARTUNO in ctx.details.get("cards", ()) else []


# ----- Field Marshal Mercer: two ground forces lifted onto the active player's planets in the system --------


def mercer_moves(state: TIState, seat: int, node: int) -> list[str]:
    """"kind@place>planet:P": a ground force of ``seat`` anywhere on the board onto its planet P in ``node``."""
    targets = own_planets(state, seat, node)
    if not targets:
        return []
    found: set[str] = set()
    for name, area in state.systems.items():
        for stack in area.space:
            if stack.owner == seat and stack.kind in GROUND_FORCES:
                found |= {f"{stack.kind}@system:{name}>planet:{p}" for p in targets}
    for key, planet in state.planets.items():
        for stack in planet.units:
            if stack.owner == seat and stack.kind in GROUND_FORCES:
                found |= {f"{stack.kind}@planet:{key}>planet:{p}" for p in targets if p != key}
    return sorted(found)


@agent_window(MERCER, "end:tactical_action", by="any",
              could=lambda s, seat, w: bool(mercer_moves(s, active(w), w.system)))
def field_marshal_mercer(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """At the end of a player's tactical action, that player may move up to 2 of their ground forces from
    anywhere on the board onto their planets in the active system (one at a time, each asked)."""
    mover = active(window)
    offer(state, mover, MERCER, mercer_moves(state, mover, window.system), system=window.system, other=seat)
    return [used(seat, MERCER, "lets {p%d} bring up to 2 ground forces" % mover)]


@resolves(MERCER, prompt=lambda state, step: "{p%d}: Field Marshal Mercer: move a ground force onto your planet "
          "(%d of %d)?" % (step.seat, step.amount + 1, MERCER_MOVES))
def _mercer_move(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    unit, _, rest = target.partition("@")
    origin, _, destination = rest.partition(">")
    where, _, place = origin.partition(":")
    stacks = system(state, int(place)).space if where == "system" else state.planets[place].units
    remove(stacks, step.seat, unit)
    planet = destination.removeprefix("planet:")
    put_units(state, step.seat, state.planets[planet].system, planet, unit)
    if step.amount + 1 < MERCER_MOVES:
        offer(state, step.seat, MERCER, mercer_moves(state, step.seat, step.system), system=step.system,
              other=step.other, amount=step.amount + 1)
    return []


# ----- The Thundarian: the round's dice are void and rolled again -------------------------------------------


def _thundarian_could(state: TIState, seat: int, window: Window) -> bool:
    combat = current_combat(state)
    return combat is not None and combat.stage == "count_defender"  # both sides have rolled


@agent_window(THUNDARIAN, "after:combat_roll", by="any", could=_thundarian_could)
def the_thundarian(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After both sides rolled in a combat round: no hits are assigned and the round goes back to its roll."""
    combat = current_combat(state)
    assert combat is not None
    combat.dice, combat.hits, combat.focused = [], [0, 0], [0, 0]
    combat.stage = "roll_attacker"
    end_scope(state, "roll")
    close(window)
    return [used(seat, THUNDARIAN, "the round's dice are rolled again")]


# ----- Navarch Feng, Ahk-Syl Siven ---------------------------------------------------------------------------


@effect(FENG, hook="production_discount")
def navarch_feng(ctx: Context) -> int:
    """The flagship is produced without spending resources (its cost comes off the order's)."""
    order = ctx.details.get("order") or ()
    wanted = any(getattr(o, "kind", "") == "flagship" for o in order)
    return (stats(ctx.state, ctx.seat, "flagship").cost or 0) if wanted else 0


@hero_action(SIVEN)
def ahk_syl_siven(state: TIState, seat: int, target: str) -> list[Event]:
    """For the rest of the round the Nomad's flagship, and the units it carries, may move out of systems holding
    their command tokens (and pick units up in them on its way)."""
    state.modifiers.append(Modifier(FREE_MOVES, seat, "round"))
    return [used(seat, SIVEN, "the flagship may leave systems with their tokens this round")]


@effect(FREE_MOVES, hook="leave_own_tokens_kinds")
def siven_free_moves(ctx: Context) -> list[str]:
    return ["flagship"]


