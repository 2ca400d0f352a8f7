"""The heuristic bot plays the factions' combat modifiers and movement abilities: the odds it reads off a
view count each faction's modifiers as the engine's odds do, and the systems it believes its ships can
reach are the ones the engine lets them move to (faction wormholes, nebulae, a flagship's links)."""

from __future__ import annotations

import pytest

from engines.galaxy import GAME
from engines.galaxy.bots.sight import Sight
from engines.galaxy.bots.tactics import Fleet
from engines.galaxy.combat.odds import seen_space_odds
from engines.galaxy.combat.odds import space_odds as state_space_odds
from engines.galaxy.layouts import layout
from engines.galaxy.state import TIState
from engines.galaxy.tactical.actions import Activate, MoveFrom
from engines.galaxy.tiles import catalogue
from engines.galaxy.view import game_view
from tests.engines.galaxy.tactics import options, put, start, table

TRIALS = 3000
FAIR = 0.04  # two estimates of the same odds from 3,000 battles each lie this close
FELT = 0.06  # a modifier of one on every die moves these battles' odds at least this much

# (faction at seat 0, its fleet, the enemy's fleet): battles where its modifier shows.
BATTLES = [
    ("sardakk", "cruiser=3", "cruiser=3"),  # Unrelenting: +1
    ("sardakk", "flagship=1,cruiser=2", "flagship=1,cruiser=3"),  # C'morran N'orr: +1 more for the others
    ("jolnar", "cruiser=3", "cruiser=3"),  # Fragile: -1
    ("winnu", "flagship=1", "destroyer=4"),  # Salai Sai Corian: a die per enemy non-fighter ship
]


def battle(faction: str, mine: str, theirs: str) -> TIState:
    state = table(factions=(faction, "hacan", "letnev"))
    put(state, 0, 1, mine)
    put(state, 1, 1, theirs)
    return state


@pytest.mark.parametrize(("faction", "mine", "theirs"), BATTLES)
def test_the_bots_odds_count_the_factions_combat_modifier_as_the_engine_does(faction: str, mine: str,
                                                                              theirs: str) -> None:
    """LRR 78.4, with Unrelenting, C'morran N'orr, Fragile, Salai Sai Corian (engines/galaxy/combat/seen.py)."""
    state = battle(faction, mine, theirs)
    seen = seen_space_odds(game_view(state, 0), 1, 0, trials=TRIALS, seed=5)
    actual = state_space_odds(state, 1, 0, trials=TRIALS)
    plain = seen_space_odds(game_view(battle("letnev", mine, theirs), 0), 1, 0, trials=TRIALS, seed=5)
    assert seen is not None and actual is not None and plain is not None
    assert abs(seen.attacker_win - actual.attacker_win) < FAIR
    assert abs(seen.attacker_win - plain.attacker_win) > FELT, "the modifier changes what the bot expects"


def unique_table(tiles: dict[int, str], factions: tuple[str, str, str]) -> TIState:
    """``tactics.table`` with every open position a different plain tile (the bots re-read the map string,
    where a tile may lie once)."""
    plain = [t.id for t in catalogue().values() if t.in_pool and t.kind != "home" and not t.anomalies
             and not t.wormholes and t.id not in tiles.values()]
    skeleton = layout("3p").skeleton_map().tokens
    open_positions = [i for i, token in enumerate(skeleton) if token == "?" and i not in tiles]
    return table({**dict(zip(open_positions, plain, strict=False)), **tiles}, factions=factions)


def engine_reach(state: TIState, seat: int, origin: int) -> set[int]:
    """Systems the engine lets ``seat``'s ships at ``origin`` move to (activated one at a time)."""
    found = set()
    for node in sorted(int(n) for n in state.systems):
        trial = GAME.state_from_json(GAME.state_json(state))
        start(trial, seat)
        if Activate(node) not in options(trial):
            continue
        GAME.apply(trial, seat, Activate(node))
        if MoveFrom(origin) in options(trial):
            found.add(node)
    return found


def bot_reach(state: TIState, seat: int, origin: int, kind: str) -> set[int]:
    sight = Sight(game_view(state, seat))
    return {n for n in sight.range_of(origin, sight.move_of(kind, origin), kind) if n != origin}


# (faction, tiles, the ship and where it stands, a system only the faction's rule lets it reach)
MOVES = [
    ("empyrean", {9: "42"}, "cruiser", 22, 2),  # Voidborn: a nebula neither stops nor slows them
    ("creuss", {9: "39", 11: "40"}, "carrier", 9, 11),  # Quantum Entanglement: alpha and beta connect
]


@pytest.mark.parametrize(("faction", "tiles", "kind", "origin", "only_theirs"), MOVES)
def test_the_bots_reach_is_the_engines_with_the_factions_movement_ability(faction: str, tiles: dict[int, str],
                                                                         kind: str, origin: int,
                                                                         only_theirs: int) -> None:
    state = unique_table(tiles, (faction, "hacan", "letnev"))
    put(state, 0, origin, kind)
    engine = engine_reach(state, 0, origin)
    assert only_theirs in engine and bot_reach(state, 0, origin, kind) == engine
    other = unique_table(tiles, ("letnev", "hacan", "sol"))
    put(other, 0, origin, kind)
    assert only_theirs not in bot_reach(other, 0, origin, kind), "without the ability it is out of reach"


def test_the_fleet_the_bot_plans_with_includes_ships_only_the_ability_brings() -> None:
    """The bot's plan for a target counts the ships that reach it (Fleet.arriving): the Creuss carrier in the
    alpha wormhole system counts for the beta wormhole system."""
    faction, tiles, kind, origin, target = MOVES[1]
    state = unique_table(tiles, (faction, "hacan", "letnev"))
    put(state, 0, origin, kind)
    arriving = Fleet(Sight(game_view(state, 0))).arriving(target)
    assert [u.kind for u in arriving.get(origin, [])] == [kind]
