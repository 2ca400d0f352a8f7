"""The Vuil'raith Cabal's leaders: The Stillness of Stars (agent: after another player replenishes commodities,
they become trade goods and the Cabal captures a unit of theirs from reinforcements costing no more than their
commodity value), That Which Molds Flesh (commander) and It Feeds on Carrion (hero: every other player's
non-fighter ship in or next to a dimensional tear is captured on a roll of 1 to 3)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.adjacency import node_name
from engines.galaxy.board import galaxy, remove, stats, system
from engines.galaxy.capture.units import can_capture, capture
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES
from engines.galaxy.economy import commodity_value, convert_commodities
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.vuilraith import dock_systems
from engines.galaxy.forces import NON_FIGHTERS, excess, reinforcements
from engines.galaxy.leaders.common import active, agent_window, hero_action, others
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window

STILLNESS, MOLDS_FLESH, CARRION = "the_stillness_of_stars", "that_which_molds_flesh", "it_feeds_on_carrion"
CARRION_CAPTURES = 3  # a die of 3 or less captures the ship
# The order units over capacity are taken in after ships are captured (the owner's choice in the rules).
OVERFLOW = ("fighter", "infantry", "mech")
register_targets(STILLNESS)


def _affordable(state: TIState, owner: int) -> list[str]:
    """Kinds in ``owner``'s reinforcements (not structures) that cost no more than its commodity value."""
    value = commodity_value(state, owner)
    found = []
    for kind in (*SHIPS, *GROUND_FORCES):
        unit = stats(state, owner, kind)
        cost = unit.cost
        if cost is None or kind in STRUCTURES or reinforcements(state, owner, kind) == 0:
            continue
        if cost / (unit.units_per_cost or 1) <= value:
            found.append(f"{owner}:{kind}")
    return found


def _stillness_targets(state: TIState, seat: int, window: Window) -> list[str]:
    owner = active(window)
    if owner < 0 or owner == seat:
        return []
    return _affordable(state, owner) or [""]


@agent_window(STILLNESS, "after:replenish_commodities", by="other",
              could=lambda s, seat, w: bool(_stillness_targets(s, seat, w)), targets=_stillness_targets)
def the_stillness_of_stars(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The replenished commodities turn into trade goods; a unit of theirs is captured from reinforcements."""
    owner = active(window)
    turned = convert_commodities(state, owner, state.players[owner].commodities)
    events: list[Event] = [used(seat, STILLNESS, "{p%d}'s %d commodities become trade goods" % (owner, turned))]
    if target:
        events += capture(state, seat, owner, target.split(":", 1)[1], STILLNESS)
    return events


@effect(MOLDS_FLESH, hook="uncounted_units")
def that_which_molds_flesh(ctx: Context) -> int:
    """Two fighters or infantry of a production do not count against its limit."""
    return 2


def _anchored(state: TIState, seat: int) -> list[int]:
    """The systems with a dimensional tear (a Cabal space dock) and those next to one."""
    tears = dock_systems(state, seat)
    space = galaxy(state)
    return sorted({*tears, *(n for t in tears for n in space.neighbours(t))})


def _carrion_ready(state: TIState, seat: int) -> bool:
    return any(s.owner != seat and s.kind in NON_FIGHTERS for n in _anchored(state, seat)
               for s in system(state, n).space)


@hero_action(CARRION, ready=_carrion_ready)
def it_feeds_on_carrion(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: each other player rolls a die for each of their non-fighter ships in or next to a dimensional
    tear; on 1-3 the Cabal captures it, with the fighters and ground forces it no longer has room for."""
    events: list[Event] = [used(seat, CARRION, "Dimensional Anchor")]
    for owner in others(state, seat):
        if not can_capture(state, seat, owner):  # it blockades a Cabal space dock (TI-CAPTURE-4)
            continue
        for node in _anchored(state, seat):
            ships = [(s.kind, s.count) for s in system(state, node).space
                     if s.owner == owner and s.kind in NON_FIGHTERS]
            rolls: list[str] = []
            captured: list[Event] = []
            for kind, number in ships:
                for _ in range(number):
                    result = state.rng.roll(10)
                    rolls.append(str(result))
                    if result <= CARRION_CAPTURES:
                        remove(system(state, node).space, owner, kind)
                        captured += capture(state, seat, owner, kind, CARRION)
            if rolls:
                events.append(used(owner, CARRION, "rolls %s in %s" % (", ".join(rolls), node_name(node))))
            if captured:
                events += [*captured, *_overflow(state, seat, owner, node)]
    return events


def _overflow(state: TIState, seat: int, owner: int, node: int) -> list[Event]:
    events: list[Event] = []
    over = excess(state, owner, node)[0]
    for kind in OVERFLOW:
        while over > 0 and any(s.owner == owner and s.kind == kind for s in system(state, node).space):
            remove(system(state, node).space, owner, kind)
            events += capture(state, seat, owner, kind, CARRION)
            over -= 1
    return events
