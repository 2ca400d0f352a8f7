"""Objectives scored by their real conditions (LRR 61): the ``condition`` vocabulary of
``assets/galaxy/objectives.json`` evaluated on the board, what an objective costs, and scoring.

Every condition ``kind`` has an evaluator below; free-text ``where`` phrases are read through
``WHERE`` (a content test fails on a kind or a phrase the engine does not know). "event"
conditions are scored when their event happens (``engines/galaxy/objective_events.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import permutations
from typing import Any

from engines.core.contract import Event
from engines.galaxy.actions.events import ObjectiveScored
from engines.galaxy.adjacency import DELTA_HOME, NEXUS
from engines.galaxy.board import galaxy, stats
from engines.galaxy.content.objectives import Objective, objectives
from engines.galaxy.content.technologies import COLOURS, all_technologies
from engines.galaxy.content.units import SHIPS, STRUCTURES
from engines.galaxy.economy import MECATOL_REX, can_pay, controls_home, influence, printed, resources, specialty
from engines.galaxy.effects import fire
from engines.galaxy.exploration.attachments import legendary
from engines.galaxy.hexes import neighbour
from engines.galaxy.seats import in_game, neighbours
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.victory import gain_points

NON_FIGHTER_SHIPS = tuple(k for k in SHIPS if k != "fighter")
SPEND_KEYS = ("resources", "influence", "trade_goods", "tokens")

# Free-text places in the conditions, read as codes the evaluators below understand.
WHERE = {
    "another player's home system": "other_home",
    "each in or next to the home system of a different rival": "near_rival_homes",
    "adjacent to the Mecatol Rex system": "next_to_mecatol",
    "each adjacent to an anomaly": "next_to_anomaly",
    "adjacent to another player's home system": "next_to_other_home",
    "game board": "board",
    "another player's home system or the Mecatol Rex system": "other_home_or_mecatol",
    "systems without planets": "no_planets",
    "systems containing a legendary planet, Mecatol Rex, or an anomaly": "legendary_mecatol_anomaly",
    "systems on the edge of the board, excluding your home system": "edge_not_home",
    "outside your home system": "not_home",
    "wormhole nexus": "nexus",
    "your space dock": "own_space_dock",
}


# ----- what the board shows ---------------------------------------------------------------------


def homes(state: TIState) -> dict[int, int]:
    """Home system node -> its seat."""
    return {p.home: p.seat for p in state.players}


def mecatol_system(state: TIState) -> int:
    return state.planets[MECATOL_REX].system if MECATOL_REX in state.planets else 0


def ship_systems(state: TIState, seat: int) -> set[int]:
    found: set[int] = set()
    for node, system in state.systems.items():  # plain loops: the objectives ask them for every seat
        for stack in system.space:
            if stack.owner == seat and stack.kind in SHIPS:
                found.add(int(node))
                break
    return found


def unit_systems(state: TIState, seat: int) -> set[int]:
    found: set[int] = set()
    for node, system in state.systems.items():
        for stack in system.space:
            if stack.owner == seat:
                found.add(int(node))
                break
    for planet in state.planets.values():
        for stack in planet.units:
            if stack.owner == seat:
                found.add(planet.system)
                break
    return found


def units_on_board(state: TIState, seat: int, kinds: Iterable[str]) -> int:
    wanted = set(kinds)
    found = sum(s.count for system in state.systems.values() for s in system.space
                if s.owner == seat and s.kind in wanted)
    return found + sum(s.count for p in state.planets.values() for s in p.units if s.owner == seat and s.kind in wanted)


def ships_in(state: TIState, seat: int, node: int, kinds: Iterable[str] = SHIPS) -> int:
    wanted = set(kinds)
    return sum(s.count for s in state.systems[str(node)].space if s.owner == seat and s.kind in wanted)


def controlled(state: TIState, seat: int) -> list[str]:
    return [k for k, p in state.planets.items() if p.owner == seat]


def on_edge(state: TIState, node: int) -> bool:
    """A system on the edge of the board: a side with no tile beyond it (hyperlanes count as tiles);
    the nexus and the Creuss home off the board are on the edge."""
    if node in (NEXUS, DELTA_HOME) or node < 0:
        return True
    for edge in range(6):
        beside = neighbour(node, edge)
        if beside is None or beside >= len(state.tokens) or state.tokens[beside] in ("-1", "?"):
            return True
    return False


def has_anomaly(state: TIState, node: int) -> bool:
    return bool(galaxy(state).anomalies(node))


def adjacent(state: TIState, node: int) -> tuple[int, ...]:
    return galaxy(state).adjacent.get(node, ())


# ----- the evaluators ---------------------------------------------------------------------------

Evaluator = Callable[[TIState, int, dict[str, Any]], bool]
EVALUATORS: dict[str, Evaluator] = {}


def evaluator(kind: str) -> Callable[[Evaluator], Evaluator]:
    def register(function: Evaluator) -> Evaluator:
        EVALUATORS[kind] = function
        return function

    return register


def _where(condition: dict[str, Any], key: str = "where") -> str:
    text = condition.get(key)
    return WHERE[text] if text else ""


@evaluator("control_planets")
def _control_planets(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    mine = controlled(state, seat)
    home_nodes = set(homes(state))
    where = _where(c)
    if c.get("non_home"):
        mine = [k for k in mine if state.planets[k].system not in home_nodes]
    if c.get("with_tech_specialty"):
        mine = [k for k in mine if specialty(k, state)]
    if c.get("with_attachment"):
        mine = [k for k in mine if state.planets[k].attachments]
    if c.get("trait"):
        mine = [k for k in mine if printed(k).trait == c["trait"]]
    if c.get("legendary"):
        mine = [k for k in mine if legendary(state, k)]
    if where == "other_home":
        mine = [k for k in mine if homes(state).get(state.planets[k].system, seat) != seat]
    if where == "near_rival_homes":
        return _near_rival_homes(state, seat, mine, int(c["count"]))
    if c.get("same_trait"):
        traits = [printed(k).trait for k in mine]
        return max((traits.count(t) for t in ("cultural", "hazardous", "industrial")), default=0) >= int(c["count"])
    return len(mine) >= int(c["count"])


def _near_rival_homes(state: TIState, seat: int, mine: list[str], needed: int) -> bool:
    """``needed`` planets, each in or adjacent to the home system of a different other player."""
    rivals = [s for s in range(len(state.players)) if s != seat]
    near: dict[str, set[int]] = {}
    for key in mine:
        node = state.planets[key].system
        around = {node, *adjacent(state, node)}
        near[key] = {r for r in rivals if state.players[r].home in around}
    candidates = [k for k in mine if near[k]]
    for chosen in permutations(candidates, needed):
        for owners in permutations(rivals, needed):
            if all(owners[i] in near[chosen[i]] for i in range(needed)):
                return True
    return False


@evaluator("own_unit_upgrades")
def _own_unit_upgrades(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    techs = all_technologies()
    upgrades = [t for t in state.players[seat].technologies if t in techs and techs[t].unit_upgrade]
    return len(upgrades) >= int(c["count"])


def _colour_counts(state: TIState, seat: int) -> dict[str, int]:
    techs = all_technologies()
    counts = dict.fromkeys(COLOURS, 0)
    for tech in state.players[seat].technologies:
        colour = techs[tech].colour if tech in techs else None
        if colour:
            counts[colour] += 1
    return counts


@evaluator("own_techs_per_colour")
def _own_techs_per_colour(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    counts = _colour_counts(state, seat)
    return sum(1 for n in counts.values() if n >= int(c["count"])) >= int(c["colours"])


@evaluator("own_techs_same_colour")
def _own_techs_same_colour(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    return max(_colour_counts(state, seat).values()) >= int(c["count"])


@evaluator("own_faction_techs")
def _own_faction_techs(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    """Faction technologies the seat owns (Valefar Assimilator X and Y do not count)."""
    techs = all_technologies()
    faction = state.players[seat].faction
    owned = [t for t in state.players[seat].technologies
             if t in techs and techs[t].faction == faction and not t.startswith("valefar_assimilator")]
    return len(owned) >= int(c["count"])


@evaluator("spend")
def _spend(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    player = state.players[seat]
    if c.get("tokens"):
        return player.tactic + player.strategy >= int(c["tokens"])
    return can_pay(state, seat, int(c.get("resources", 0)), int(c.get("influence", 0)), int(c.get("trade_goods", 0)))


@evaluator("ships_in_systems")
def _ships_in_systems(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    systems = ship_systems(state, seat)
    where = _where(c)
    if where == "next_to_mecatol":
        mecatol = mecatol_system(state)
        systems = {n for n in systems if n != mecatol and mecatol in adjacent(state, n)}
    elif where == "next_to_anomaly":
        systems = {n for n in systems if any(has_anomaly(state, a) for a in adjacent(state, n))}
    elif where == "next_to_other_home":
        others = {h for h, s in homes(state).items() if s != seat}
        systems = {n for n in systems if others & set(adjacent(state, n))}
    return len(systems) >= int(c["count"])


@evaluator("have_units")
def _have_units(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    kinds = list(STRUCTURES) if c.get("unit_class") == "structure" else list(c["unit_types"])
    if _where(c) == "other_home_or_mecatol":
        places = {h for h, s in homes(state).items() if s != seat} | {mecatol_system(state)}
        return any(ships_in(state, seat, node, kinds) for node in places if str(node) in state.systems)
    return units_on_board(state, seat, kinds) >= int(c["count"])


@evaluator("units_in_systems")
def _units_in_systems(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    systems = unit_systems(state, seat)
    where = _where(c)
    if where == "no_planets":
        systems = {n for n in systems if not state.systems[str(n)].planets}
    elif where == "legendary_mecatol_anomaly":
        mecatol = mecatol_system(state)
        systems = {n for n in systems if n == mecatol or has_anomaly(state, n)
                   or any(legendary(state, k) for k in state.systems[str(n)].planets)}
    elif where == "edge_not_home":
        systems = {n for n in systems if n != state.players[seat].home and on_edge(state, n)}
    return len(systems) >= int(c["count"])


@evaluator("structures_on_planets")
def _structures_on_planets(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    home = state.players[seat].home
    found = [k for k, p in state.planets.items()
             if p.system != home and any(s.owner == seat and s.kind in STRUCTURES for s in p.units)]
    return len(found) >= int(c["count"])


@evaluator("control_more_planets_than_neighbours")
def _more_than_neighbours(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    mine = len(controlled(state, seat))
    fewer = [n for n in neighbours(state, seat) if len(controlled(state, n)) < mine]
    return len(fewer) >= int(c["neighbours"])


@evaluator("ships_in_one_system")
def _ships_in_one_system(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    kinds = NON_FIGHTER_SHIPS if c.get("non_fighter") else SHIPS
    return any(ships_in(state, seat, int(node), kinds) >= int(c["count"]) for node in state.systems)


@evaluator("ships_in_wormhole_systems")
def _ships_in_wormhole_systems(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    wormholes = {w for node in ship_systems(state, seat) for w in galaxy(state).wormholes(node)}
    return all(w in wormholes for w in ("alpha", "beta") if c.get(w))


@evaluator("ships_with_enemy_structure")
def _ships_with_enemy_structure(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    kind = c["structure"]
    for node in ship_systems(state, seat):
        for key in state.systems[str(node)].planets:
            if any(s.owner not in (seat, NOBODY) and s.kind == kind for s in state.planets[key].units):
                return True
    return False


@evaluator("discard_action_cards")
def _discard_action_cards(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    return len(state.players[seat].action_cards) >= int(c["count"])


@evaluator("control_mecatol_with_ships")
def _control_mecatol_with_ships(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    if state.planets.get(MECATOL_REX) is None or state.planets[MECATOL_REX].owner != seat:
        return False
    return ships_in(state, seat, mecatol_system(state)) >= int(c["ships"])


@evaluator("units_in_system")
def _units_in_system(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    node = galaxy(state).nexus if _where(c, "system") == "nexus" else NOBODY
    return node in unit_systems(state, seat)


@evaluator("purge_relic_fragments")
def _purge_relic_fragments(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    """Enough relic fragments to purge (of any type: the only such objective says so); they are purged
    as it is scored (``engines/galaxy/relics/fragments.py`` answers "objective_scored")."""
    return len(state.players[seat].fragments) >= int(c["count"])


@evaluator("control_planets_total")
def _control_planets_total(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    mine = controlled(state, seat)
    if "influence" in c:
        return sum(influence(state, k) for k in mine) >= int(c["influence"])
    return sum(resources(state, k) for k in mine) >= int(c["resources"])


@evaluator("neighbours_with_all")
def _neighbours_with_all(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    others = [s for s in in_game(state) if s != seat]
    return bool(others) and sorted(neighbours(state, seat)) == others


@evaluator("mechs_on_planets")
def _mechs_on_planets(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    found = [p for p in state.planets.values() if any(s.owner == seat and s.kind == "mech" for s in p.units)]
    return len(found) >= int(c["count"])


@evaluator("ground_forces_on_one_planet")
def _ground_forces_on_one_planet(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    for planet in state.planets.values():
        if any(s.owner == seat and s.kind == "space_dock" for s in planet.units):
            continue
        if sum(s.count for s in planet.units if s.owner == seat and s.kind in ("infantry", "mech")) >= int(c["count"]):
            return True
    return False


def production_in(state: TIState, seat: int, node: int) -> int:
    """The combined PRODUCTION values of a seat's units in a system (a space dock adds its planet's
    resources, LRR 68)."""
    found = 0
    for stack in state.systems[str(node)].space:
        unit = stats(state, seat, stack.kind) if stack.owner == seat else None
        if unit is not None and unit.production is not None:
            found += unit.production.value * stack.count
    for key in state.systems[str(node)].planets:
        for stack in state.planets[key].units:
            if stack.owner != seat:
                continue
            unit = stats(state, seat, stack.kind)
            if unit.production is not None:
                extra = resources(state, key) if unit.production.plus_planet else 0
                found += (unit.production.value + extra) * stack.count
    return found


@evaluator("production_value_in_system")
def _production_value_in_system(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    return any(production_in(state, seat, int(node)) >= int(c["value"]) for node in state.systems)


@evaluator("other_players_note_in_play_area")
def _other_players_note(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    """Promissory notes in play areas come with the politics issue; a note there is written
    ``<owner seat>:<note id>`` in ``PlayerState.promissory``."""
    return any(not note.startswith(f"{seat}:") for note in state.players[seat].promissory)


@evaluator("control_planet_sharing_system_with_other_player")
def _stake_your_claim(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    for system in state.systems.values():
        owners = {state.planets[k].owner for k in system.planets}
        if seat in owners and owners - {seat, NOBODY}:
            return True
    return False


@evaluator("laws_in_play")
def _laws_in_play(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    return len(state.laws) >= int(c["count"])


@evaluator("event")
def _event(state: TIState, seat: int, c: dict[str, Any]) -> bool:
    """Event objectives are scored when their event happens, never by looking at the board."""
    return False


# ----- claiming and scoring ---------------------------------------------------------------------


def objective(objective_id: str) -> Objective:
    return objectives()[objective_id]


def meets(state: TIState, seat: int, objective_id: str) -> bool:
    """Whether ``seat`` fulfils the objective's requirement now (its cost included: can it pay)."""
    condition = objective(objective_id).condition
    return EVALUATORS[condition["kind"]](state, seat, condition)


def scorable_publics(state: TIState, seat: int, phase: str = "status") -> list[str]:
    """Revealed public objectives ``seat`` has not scored and meets (it must control its home
    system's planets, LRR 61.17)."""
    if not controls_home(state, seat):
        return []
    player = state.players[seat]
    return [o for o in state.public if o not in player.scored and objective(o).phase == phase and meets(state, seat, o)]


def scorable_secrets(state: TIState, seat: int, phase: str = "status") -> list[str]:
    player = state.players[seat]
    return [o for o in player.secrets if objective(o).phase == phase and meets(state, seat, o)]


def cost_of(objective_id: str) -> dict[str, int]:
    """What scoring costs: resources, influence, trade goods, command tokens, action cards to discard."""
    condition = objective(objective_id).condition
    cost = {k: int(condition.get(k, 0)) for k in SPEND_KEYS} if condition["kind"] == "spend" else {}
    if condition["kind"] == "discard_action_cards":
        cost["discard"] = int(condition["count"])
    return {k: v for k, v in cost.items() if v}


def score(state: TIState, seat: int, objective_id: str) -> list[Event]:
    """Score an objective (its cost already paid): reveal it if secret, gain its points (LRR 61.13, 61.16)."""
    player = state.players[seat]
    if objective_id in player.secrets:
        player.secrets.remove(objective_id)
    player.scored.append(objective_id)
    state.tally.objectives_scored += 1
    points = objective(objective_id).vp
    events: list[Event] = [ObjectiveScored(seat=seat, objective=objective_id, points=points)]
    events += fire(state, "objective_scored", [seat], objective=objective_id)
    return events + gain_points(state, seat, points, objective_id)
