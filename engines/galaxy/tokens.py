"""Command tokens (LRR 20): gaining them into pools of the player's choice, redistributing the
command sheet, and the fleet pool's limit on non-fighter ships in a system (LRR 37)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import CommandTokensArranged, CommandTokensGained, ShipRemoved
from engines.galaxy.actions.rounds import RemoveShip, SetPool
from engines.galaxy.board import remove
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import token_reinforcements
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import PlaceTokens, TrimFleet

NON_FIGHTER = tuple(k for k in SHIPS if k != "fighter")


def spend_strategy_token(state: TIState, seat: int, why: str) -> list[Event]:
    """``seat`` spends a token from its strategy pool (a secondary, an ability).

    Hooks: ``strategy_token_instead`` (why): the id of a ready card that pays with a token from
    reinforcements instead, exhausted for it (the Scepter of Emelpar); ``strategy_token_spent`` (why):
    a hook point afterwards (the Muaat commander's trade good).
    """
    from engines.galaxy.actions.events import CommandTokenSpent, TechnologyExhausted
    from engines.galaxy.effects import collect, fire

    player = state.players[seat]
    instead = [str(a) for a in collect(state, "strategy_token_instead", seat, why=why)]
    if instead:
        player.exhausted.append(instead[0])
        events: list[Event] = [TechnologyExhausted(seat=seat, technology=instead[0]),
                               CommandTokenSpent(seat=seat, pool="reinforcements", why=why)]
    else:
        player.strategy -= 1
        events = [CommandTokenSpent(seat=seat, pool="strategy", why=why)]
    return events + fire(state, "strategy_token_spent", [seat], why=why)


def gain_tokens(state: TIState, seat: int, count: int) -> None:
    """Ask ``seat`` where ``count`` gained tokens go (fewer if its reinforcements run out, LRR 20.3a)."""
    count = min(count, token_reinforcements(state, seat))
    if count > 0:
        push(state, PlaceTokens(seat=seat, count=count))


def redistribute(state: TIState, seat: int) -> None:
    push(state, PlaceTokens(seat=seat, redistribute=True))


def fleet_limit(state: TIState, seat: int) -> int:
    """Non-fighter ships a seat may have in one system: its fleet tokens, changed by effects (worked out once a
    block of ``unchanged``: a production asks it for every order it tries)."""
    from engines.galaxy.effects import once, total

    return once(state, f"fleet_limit:{seat}", lambda: state.players[seat].fleet + total(state, "fleet_limit", seat))


def over_limit(state: TIState, seat: int) -> list[int]:
    """Systems where ``seat`` has more non-fighter ships than its fleet pool allows (LRR 37.2)."""
    limit = fleet_limit(state, seat)
    found = []
    for node, system in state.systems.items():
        if not system.space and limit >= 0:  # most systems: no ships to count
            continue
        ships = sum(s.count for s in system.space if s.owner == seat and s.kind in NON_FIGHTER)
        if ships > limit:
            found.append(int(node))
    return found


def fleet_cap(state: TIState, seat: int) -> int | None:
    """The most tokens the fleet pool may hold (Fleet Regulations: 4), None for no cap."""
    from engines.galaxy.effects import collect

    caps = [int(c) for c in collect(state, "fleet_pool_cap", seat)]
    return min(caps) if caps else None


def check_fleet(state: TIState, seat: int) -> None:
    if over_limit(state, seat):
        push(state, TrimFleet(seat=seat))


@handles(PlaceTokens)
class PlaceTokensHandler:
    def _total(self, state: TIState, step: PlaceTokens) -> int:
        player = state.players[step.seat]
        return player.tactic + player.fleet + player.strategy if step.redistribute else step.count

    def asks(self, state: TIState, step: PlaceTokens) -> bool:
        """The seat is asked while it has tokens to place."""
        return self._total(state, step) != 0

    def decisions(self, state: TIState, step: PlaceTokens) -> list[Decision]:
        total = self._total(state, step)
        if total == 0:
            return []
        seat = step.seat
        if step.tactic < 0:
            what = "keep in your tactic pool" if step.redistribute else "put in your tactic pool"
            prompt = "{p%d}: how many of your %d command tokens to %s" % (seat, total, what)
            return [Decision(seat, prompt, [SetPool("tactic", n) for n in range(total + 1)], "LRR 20.3")]
        rest = total - step.tactic
        cap = fleet_cap(state, seat)
        most = rest if cap is None else max(0, min(rest, cap - (0 if step.redistribute else state.players[seat].fleet)))
        prompt = "{p%d}: how many of the other %d to the fleet pool (the rest go to strategy)" % (seat, rest)
        return [Decision(seat, prompt, [SetPool("fleet", n) for n in range(most + 1)], "LRR 20.3")]

    def perform(self, state: TIState, step: PlaceTokens, seat: int, action: Any) -> list[Event]:
        if action.pool == "tactic":
            step.tactic = action.count
            return []
        total = self._total(state, step)
        fleet, strategy = action.count, total - step.tactic - action.count
        player = state.players[seat]
        pop(state, step)
        if step.redistribute:
            player.tactic, player.fleet, player.strategy = step.tactic, fleet, strategy
            check_fleet(state, seat)
            return [CommandTokensArranged(seat=seat, tactic=step.tactic, fleet=fleet, strategy=strategy)]
        player.tactic += step.tactic
        player.fleet += fleet
        player.strategy += strategy
        return [CommandTokensGained(seat=seat, tactic=step.tactic, fleet=fleet, strategy=strategy)]

    def run(self, state: TIState, step: PlaceTokens) -> list[Event]:
        pop(state, step)
        return []


@handles(TrimFleet)
class TrimFleetHandler:
    def decisions(self, state: TIState, step: TrimFleet) -> list[Decision]:
        systems = over_limit(state, step.seat)
        if not systems:
            return []
        options = [RemoveShip(node, s.kind) for node in systems for s in state.systems[str(node)].space
                   if s.owner == step.seat and s.kind in NON_FIGHTER]
        prompt = "{p%d}: your fleet pool is too small; remove a ship" % step.seat
        return [Decision(step.seat, prompt, options, "LRR 37.2")]

    def perform(self, state: TIState, step: TrimFleet, seat: int, action: Any) -> list[Event]:
        remove(state.systems[str(action.system)].space, seat, action.kind)
        return [ShipRemoved(seat=seat, kind=action.kind, system=action.system)]

    def run(self, state: TIState, step: TrimFleet) -> list[Event]:
        pop(state, step)
        return []
