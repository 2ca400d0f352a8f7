"""What the faction modules share: which sources a faction puts in force, and small board helpers.

A seat's faction abilities and its faction units (flagship, replaced units) are effect sources in
force for it (``effects.source_finder``); its faction technologies are in force like any technology
it owns. Each faction module registers its functions under those ids: the ability's own id
(``pillage``), the unit's (``fourth_moon``), the technology's (``mirror_computing``). A unit's
function checks that the unit is where it must be. Mechs and leaders are the Prophecy of Kings
issue's, so their ids are not put in force here.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.actions.events import TechnologyExhausted
from engines.galaxy.actions.factions import FactionAbilityUsed
from engines.galaxy.board import add, count, planets_in, stats, system
from engines.galaxy.combat.hits import sustain_barred
from engines.galaxy.content.decks import decks
from engines.galaxy.content.texts import catalogue
from engines.galaxy.effects import Context, effect, in_force, source_finder
from engines.galaxy.forces import destroy
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.combat import GroundCombat, SpaceCombat
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import HitSustained, UnitPlaced

TEXT_KINDS = ("faction_abilities", "faction_units", "technologies", "promissory", "leaders", "relics", "exploration")


@cache
def faction_sources(faction: str) -> frozenset[str]:
    """A faction's abilities and its own units other than the mech."""
    extras = decks().factions.get(faction)
    if extras is None:
        return frozenset()
    return frozenset([a.id for a in extras.abilities] + [u.id for u in extras.units if u.type != "mech"])


@cache
def _every_faction_source() -> frozenset[str]:
    return frozenset().union(*(faction_sources(f) for f in decks().factions))


@source_finder(could_yield=lambda source: source in _every_faction_source())
def _faction_sources(state: TIState, seat: int) -> frozenset[str]:
    return faction_sources(state.players[seat].faction)


@cache
def unit_of(faction: str, kind: str) -> str:
    """The id of a faction's own unit of ``kind`` ("" if it has none): its flagship, its Spec Ops..."""
    extras = decks().factions.get(faction)
    return next((u.id for u in extras.units if u.type == kind), "") if extras is not None else ""


# Names of effects that are no card of their own (modifiers the abilities leave in the state).
INTERNAL_NAMES = {"faction_infantry_return": "infantry coming back"}


def name_of(source: str) -> str:
    """The printed name of an ability, faction unit, technology or note."""
    if source in INTERNAL_NAMES:
        return INTERNAL_NAMES[source]
    source = source.removeprefix("note_action:")  # a note played as a component action
    texts = catalogue()
    for kind in (*TEXT_KINDS, "agendas", "action_cards"):  # an agenda or a rider that puts units out
        if source in texts[kind]:
            return texts[kind][source].name
    return source.replace("_", " ").capitalize()


def text_of(source: str) -> str:
    """Our words for an ability, faction unit, technology or note."""
    texts = catalogue()
    for kind in TEXT_KINDS:
        if source in texts[kind]:
            return texts[kind][source].text
    return ""


def holders(state: TIState, source: str) -> list[int]:
    """Seats for which ``source`` is in force (usually the one seat playing that faction)."""
    return [p.seat for p in state.players if not p.eliminated and source in in_force(state, p.seat)]


def used(seat: int, source: str, detail: str = "") -> FactionAbilityUsed:
    return FactionAbilityUsed(seat=seat, source=source, detail=detail)


def units_here(state: TIState, seat: int, node: int, kinds: Iterable[str] | None = None) -> int:
    """The seat's units of ``kinds`` in a system's space area and on its planets."""
    found = count(system(state, node).space, seat, kinds)
    return found + sum(count(state.planets[p].units, seat, kinds) for p in planets_in(state, node))


def in_space(state: TIState, seat: int, node: int, kind: str) -> int:
    return count(system(state, node).space, seat, [kind])


def flagship_in(state: TIState, seat: int, node: int) -> bool:
    return str(node) in state.systems and in_space(state, seat, node, "flagship") > 0


def flagship_system(state: TIState, seat: int) -> int | None:
    """Where the seat's flagship is, if it is on the board."""
    for node, place in state.systems.items():  # plain loops: asked for every galaxy a Creuss seat's overlay makes
        for stack in place.space:
            if stack.owner == seat and stack.kind == "flagship":
                return int(node)
    return None


def ready(state: TIState, seat: int, card: str) -> bool:
    """An owned technology (or other card) that is not exhausted."""
    player = state.players[seat]
    return card in player.technologies and card not in player.exhausted


def exhaust(state: TIState, seat: int, card: str) -> list[Event]:
    state.players[seat].exhausted.append(card)
    return [TechnologyExhausted(seat=seat, technology=card)]


def spend_strategy_token(state: TIState, seat: int, why: str) -> list[Event]:
    from engines.galaxy.tokens import spend_strategy_token as spend

    return spend(state, seat, why)


def hit_chosen(state: TIState, seat: int, victim: int, node: int, kind: str, cause: str,
               combat: int = -1) -> list[Event]:
    """One hit on the chosen enemy ship: it uses SUSTAIN DAMAGE if it can (a careful owner), else it dies."""
    for stack in system(state, node).space:
        if stack.owner == victim and stack.kind == kind:
            if stats(state, victim, kind).sustain_damage and stack.damaged < stack.count and not sustain_barred(
                    state, victim, node):
                stack.damaged += 1
                return [HitSustained(seat=victim, kind=kind)]
            return destroy(state, victim, node, "", kind, by=seat, cause=cause, combat=combat)
    return []


def combat_serial(state: TIState) -> int:
    """The serial number of the combat in progress (LRR 61.7), -1 outside combat."""
    space, ground = flow.parent(state, SpaceCombat), flow.parent(state, GroundCombat)
    found = [c for c in (space, ground) if c is not None]
    if not found:
        return -1
    innermost = max(found, key=lambda c: next(i for i, s in enumerate(state.stack) if s is c))
    return innermost.serial


def seat_target(seat: int) -> str:
    return f"seat:{seat}"


def target_seat(target: str) -> int:
    return int(target.removeprefix("seat:"))


# ----- infantry that come back (Spec Ops II, Letani Warrior II, Crimson Legionnaire II) -------------------

RETURNING = "faction_infantry_return"


def infantry_may_return(state: TIState, seat: int, needed: int) -> None:
    """A destroyed infantry of the seat rolls; on ``needed`` or more (0: always) it comes back at the start
    of the seat's next turn (a modifier counts them until then)."""
    if needed and state.rng.roll(10) < needed:
        return
    for modifier in state.modifiers:
        if modifier.effect == RETURNING and modifier.owner == seat:
            modifier.amount += 1
            return
    state.modifiers.append(Modifier(RETURNING, seat, "game", amount=1))


@effect(RETURNING, hook="start_of_turn")
def infantry_come_back(ctx: Context) -> list[Event]:
    """Waiting infantry are placed on a planet of the seat's home system it still controls."""
    state, seat = ctx.state, ctx.seat
    waiting = [m for m in state.modifiers if m.effect == RETURNING and m.owner == seat]
    state.modifiers = [m for m in state.modifiers if m not in waiting]
    node = state.players[seat].home
    homes = [p for p in planets_in(state, node) if state.planets[p].owner == seat]
    if not waiting or not homes:
        return []
    number = sum(m.amount for m in waiting)
    add(state.planets[homes[0]].units, seat, "infantry", number)
    return [UnitPlaced(seat=seat, kind="infantry", system=node, planet=homes[0], source=RETURNING)]


def other_side(window: Window, seat: int) -> int:
    """The seat on the other side of a window's moment from ``seat`` (a combat's opponent, the active player)."""
    return next((s for s in (*window.actors, *window.opponents) if s != seat), -1)
