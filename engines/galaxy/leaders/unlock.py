"""Unlocking commanders and heroes (TI-LEADER-13, 14): each card's condition, checked by the engine after
every action (and its automatic aftermath), the card turned over with a log line when it holds.

Conditions are the facts' structured ``unlock`` (``faction_extras.json``): a kind and its numbers. Most
read the board; three are events of the action just taken (producing a war sun, using a faction
ability) are read from the events it produced, a combat in the Mecatol Rex system from the combat in
progress.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from engines.core.contract import Event
from engines.galaxy.actions import events as ev
from engines.galaxy.actions import expansion as xev
from engines.galaxy.actions.expansion import LeaderUnlocked
from engines.galaxy.board import galaxy, stats
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES
from engines.galaxy.economy import HELD_TOKEN, MECATOL_REX, influence, resources
from engines.galaxy.effects import once, unchanged
from engines.galaxy.flow import after_action
from engines.galaxy.leaders.base import commander_of, hero_of, leader
from engines.galaxy.seats import in_game, neighbours
from engines.galaxy.state import TIState
from engines.galaxy.tactical import events as tev

NON_FIGHTERS = tuple(k for k in SHIPS if k != "fighter")
VALEFARS = ("valefar_assimilator_x", "valefar_assimilator_y")

def kinds(*types: type[Event]) -> frozenset[type[Event]]:
    return frozenset(types)


# Events after which no condition can have come true: they spend, exhaust, announce, roll or take away.
QUIET: frozenset[type[Event]] = kinds(
    ev.TurnStarted, ev.Passed, ev.PhaseStarted, ev.RoundStarted, ev.PlanetExhausted, ev.CommandTokenSpent,
    ev.CommandTokenPlaced, ev.CommandTokenRemoved, ev.TechnologyExhausted, ev.SecondaryDeclined,
    ev.StrategicActionTaken, ev.TransactionOffered, ev.AbilityUsed, ev.StatusStep, ev.CommandTokensArranged,
    ev.ActionCardDiscarded, ev.TradeGoodsSpent, ev.PlanetsReadied, ev.TechnologyReadied, ev.SecretDrawn,
    ev.SecretKept, ev.SecretReturned, ev.ObjectiveRevealed, ev.VictoryPointGained, ev.TradeGoodsPlacedOnCards,
    ev.CommoditiesReplenished, ev.SecondaryResolved, ev.ComponentActionTaken, ev.CommandTokensGained,
    tev.SystemActivated, tev.UnitDestroyed, tev.HitSustained, tev.RetreatAnnounced, tev.UnitsRemoved,
    tev.RiftRoll, tev.UnitRepaired, tev.CombatEnded, xev.LeaderExhausted, xev.LeaderUnlocked, xev.Explored,
    xev.ComponentPurged, xev.FrontierTokenRemoved,
)
_UNITS = kinds(tev.UnitsProduced, tev.ShipsMoved, tev.UnitPlaced, tev.GroundForcesLanded, tev.Retreated,
                    tev.PlanetGained, tev.StructuresTakenOver, ev.StructurePlaced, ev.ForceRelocated,
                    xev.BoardTokenPlaced, xev.CapturedReturned)
_PLANETS = kinds(tev.PlanetGained, xev.AttachmentPlaced)
# The events that may make each kind of condition come true (an event not named anywhere checks them all).
TRIGGERS: dict[str, frozenset[type[Event]]] = {
    "start": kinds(), "scored_objectives": kinds(ev.ObjectiveScored),
    "scored_secrets": kinds(ev.ObjectiveScored), "units_on_board": _UNITS, "structures_on_board": _UNITS,
    "mechs_in_systems": _UNITS, "units_in_gravity_rifts": _UNITS, "units_in_wormhole_systems": _UNITS,
    "non_fighter_ships_in_one_system": _UNITS, "ground_forces_on_planets": _UNITS,
    "ground_forces_near_mecatol": _UNITS, "units_with_abilities": _UNITS | {ev.TechnologyResearched},
    "neighbours_with_all": _UNITS, "planets_resources": _PLANETS, "planets_influence": _PLANETS,
    "control_non_home_planets": _PLANETS, "technologies": kinds(ev.TechnologyResearched),
    "trade_goods": kinds(ev.TradeGoodsGained, ev.TransactionAnswered, ev.StrategyCardPicked),
    "action_cards": kinds(ev.ActionCardsDrawn, ev.ActionCardDrawn),
    "other_tokens_in_fleet_pool": kinds(), "mecatol_control_or_combat": kinds(tev.PlanetGained,
                                                                                         tev.DiceRolled),
    "produce_unit": kinds(tev.UnitsProduced), "use_faction_ability": kinds(),
}
KNOWN: frozenset[type[Event]] = QUIET.union(*TRIGGERS.values()) | {tev.DiceRolled}


Check = Callable[[TIState, int, dict[str, Any], Sequence[Event]], bool]
CHECKS: dict[str, Check] = {}


def condition(kind: str) -> Callable[[Check], Check]:
    def register(check: Check) -> Check:
        CHECKS[kind] = check
        return check

    return register


def locked(state: TIState) -> list[tuple[int, str]]:
    """(seat, leader) for every commander and hero still locked, seats in order."""
    found = []
    for player in state.players:
        if player.eliminated:
            continue
        for card in (commander_of(player.faction), hero_of(player.faction)):
            if card and card not in player.unlocked:
                found.append((player.seat, card))
    return found


def met(state: TIState, seat: int, leader_id: str, events: Sequence[Event] = ()) -> bool:
    unlock = leader(leader_id).unlock
    return CHECKS[unlock["kind"]](state, seat, unlock, events)


@cache
def _sheet(faction: str) -> tuple[tuple[str, frozenset[type[Event]]], ...]:
    """A faction's commander and hero (in that order, as ``locked`` lists them), each with the events that may
    make its condition come true."""
    return tuple((card, TRIGGERS[leader(card).unlock["kind"]]) for card in (commander_of(faction), hero_of(faction))
                 if card)


@after_action
def check_unlocks(state: TIState, events: Sequence[Event] = ()) -> list[Event]:
    """Turn over every locked commander and hero whose condition holds now. An action that changed
    nothing a condition reads (a pass in a window, a planet exhausted to pay) is not checked after."""
    found: list[Event] = []
    happened = {type(e) for e in events}
    unknown = bool(happened - KNOWN)
    if not unknown and happened <= QUIET:
        return found
    pending = [(player.seat, card) for player in state.players if not player.eliminated
               for card, triggers in _sheet(player.faction)
               if card not in player.unlocked and (unknown or happened & triggers)]
    while pending:
        # Only asking until a condition holds (the board's facts are worked out once); a card turned over
        # changes the state, so the cards after it are asked in a new block.
        with unchanged():
            first = next((i for i, (seat, card) in enumerate(pending) if met(state, seat, card, events)), None)
        if first is None:
            break
        seat, card = pending[first]
        state.players[seat].unlocked.append(card)
        found.append(LeaderUnlocked(seat=seat, leader=card))
        pending = pending[first + 1:]
    return found


# ----- the conditions ---------------------------------------------------------------------------------


def _units(state: TIState, seat: int) -> list[tuple[int, str, str, int]]:
    """(system, planet or "", kind, count) of every stack of the seat's on the board, space areas first (every
    seat's in one pass, once a block of ``unchanged``: the seats' commanders and heroes all ask; never changed by
    its callers)."""
    return once(state, "unlock_units", lambda: _board_units(state)).get(seat, [])


def _board_units(state: TIState) -> dict[int, list[tuple[int, str, str, int]]]:
    found: dict[int, list[tuple[int, str, str, int]]] = {}
    for name, place in state.systems.items():
        if place.space:
            node = int(name)
            for stack in place.space:
                found.setdefault(stack.owner, []).append((node, "", stack.kind, stack.count))
    for key, planet in state.planets.items():
        for stack in planet.units:
            found.setdefault(stack.owner, []).append((planet.system, key, stack.kind, stack.count))
    return found


@condition("start")
def _start(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return True


@condition("scored_objectives")
def _scored(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return len(state.players[seat].scored) >= int(c["count"])


@condition("scored_secrets")
def _scored_secrets(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return sum(1 for o in state.players[seat].scored if not objectives()[o].public) >= int(c["count"])


@condition("units_on_board")
def _units_on_board(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return sum(n for _, _, kind, n in _units(state, seat) if kind == c["unit"]) >= int(c["count"])


@condition("structures_on_board")
def _structures(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return sum(n for _, _, kind, n in _units(state, seat) if kind in STRUCTURES) >= int(c["count"])


@condition("planets_resources")
def _resources(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return sum(resources(state, k) for k, p in state.planets.items() if p.owner == seat) >= int(c["count"])


@condition("planets_influence")
def _influence(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return sum(influence(state, k) for k, p in state.planets.items() if p.owner == seat) >= int(c["count"])


@condition("technologies")
def _technologies(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    """Technologies owned; a Valefar Assimilator without its token is not one yet (the Nekro commander)."""
    owned = [t for t in state.players[seat].technologies if t not in VALEFARS]
    return len(owned) >= int(c["count"])


@condition("trade_goods")
def _trade_goods(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return state.players[seat].trade_goods >= int(c["count"])


@condition("action_cards")
def _action_cards(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return len(state.players[seat].action_cards) >= int(c["count"])


@condition("mechs_in_systems")
def _mechs_in_systems(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return len({node for node, _, kind, _ in _units(state, seat) if kind == "mech"}) >= int(c["count"])


@condition("units_in_gravity_rifts")
def _rifts(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    from engines.galaxy.board import galaxy_for

    board = galaxy_for(state)
    found = {node for node, _, _, _ in _units(state, seat) if "gravity_rift" in board.anomalies(node)}
    return len(found) >= int(c["count"])


@condition("units_in_wormhole_systems")
def _wormholes(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    from engines.galaxy.board import galaxy_for

    board = galaxy_for(state)
    kinds = set(c.get("wormholes", ("alpha", "beta")))
    occupied = {node for node, _, _, _ in _units(state, seat)}  # each system once, however many stacks it holds
    found = {node for node in occupied if not kinds.isdisjoint(board.wormholes(node))}
    return len(found) >= int(c["count"])


@condition("non_fighter_ships_in_one_system")
def _fleet(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    wanted = int(c["count"])
    for place in state.systems.values():  # skipping empty space areas (most of them) when they cannot count
        if (place.space or wanted <= 0) and sum(
                s.count for s in place.space if s.owner == seat and s.kind in NON_FIGHTERS) >= wanted:
            return True
    return False


@condition("control_non_home_planets")
def _non_home(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    home = state.players[seat].home
    return sum(1 for p in state.planets.values() if p.owner == seat and p.system != home) >= int(c["count"])


@condition("ground_forces_on_planets")
def _ground_forces(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    return sum(n for _, planet, kind, n in _units(state, seat) if planet and kind in GROUND_FORCES) >= int(c["count"])


@condition("other_tokens_in_fleet_pool")
def _held_tokens(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    held = {m.target for m in state.modifiers if m.effect == HELD_TOKEN and m.owner == seat}
    return len(held) >= int(c["count"])


@condition("neighbours_with_all")
def _neighbours_with_all(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    others = [s for s in in_game(state) if s != seat]
    return bool(others) and sorted(neighbours(state, seat)) == others


def _mecatol_system(state: TIState) -> int | None:
    planet = state.planets.get(MECATOL_REX)
    return planet.system if planet is not None else None


@condition("ground_forces_near_mecatol")
def _near_mecatol(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    mecatol = _mecatol_system(state)
    if mecatol is None:
        return False
    near = {mecatol, *galaxy(state).adjacent.get(mecatol, ())}
    return any(node in near and kind in GROUND_FORCES for node, _, kind, _ in _units(state, seat))


@condition("mecatol_control_or_combat")
def _mecatol(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    from engines.galaxy.steps import Step
    from engines.galaxy.steps.combat import GroundCombat, SpaceCombat

    stack: list[Step] = list(state.stack)
    planet = state.planets.get(MECATOL_REX)
    if planet is not None and planet.owner == seat:
        return True
    mecatol = _mecatol_system(state)
    return any(isinstance(step, (SpaceCombat, GroundCombat)) and step.system == mecatol
               and seat in (step.seat, step.defender) for step in stack)


@condition("produce_unit")
def _produced(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    from engines.galaxy.tactical.events import UnitsProduced

    return any(isinstance(e, UnitsProduced) and e.seat == seat and any(
        label.split("@")[0] == c["unit"] for label in e.units) for e in events)


@condition("use_faction_ability")
def _faction_ability(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    from engines.galaxy.actions.factions import FactionAbilityUsed
    from engines.galaxy.factions.base import faction_sources

    abilities = faction_sources(state.players[seat].faction)
    return any(isinstance(e, FactionAbilityUsed) and e.seat == seat and e.source in abilities for e in events)


@condition("units_with_abilities")
def _with_abilities(state: TIState, seat: int, c: dict[str, Any], events: Sequence[Event]) -> bool:
    wanted = tuple(c["abilities"])
    total = 0
    for _, _, kind, n in _units(state, seat):
        unit = stats(state, seat, kind)
        if any(getattr(unit, ability) for ability in wanted):
            total += n
    return total >= int(c["count"])
