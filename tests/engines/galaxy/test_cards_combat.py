"""Action cards played in combat (LRR 2, 78, 42, 77, 10): at a round's start, on retreats, on rolls, on hits,
after it. One test per card, named after it.

Sol (seat 0) attacks from its home (22) into 9, where Hacan (seat 1) defends, unless a test says otherwise.
"""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.state import key
from engines.galaxy.steps.combat import SpaceCombat
from engines.galaxy.tactical.actions import (
    Activate,
    AnnounceRetreat,
    AssignHit,
    EndMovement,
    FinishLanding,
    Fire,
    Land,
    Load,
    MoveFrom,
    MoveShip,
    Stay,
)
from engines.galaxy.tactical.events import UnitDestroyed
from tests.engines.galaxy.cards import hand, play
from tests.engines.galaxy.tactics import choose, on, options, pass_windows, put, script, space, start, table


def arrive(state: object, ships: str, origin: int = 22, target: int = 9, loads: str = "") -> None:
    """Seat 0 activates ``target`` and moves ``ships`` (and ``loads`` from Jord) there: the first window of the
    combat (or of space cannon offence) is open."""
    start(state, 0)  # type: ignore[arg-type]
    choose(state, Activate(target))  # type: ignore[arg-type]
    choose(state, MoveFrom(origin))  # type: ignore[arg-type]
    for kind in ships.split(","):
        choose(state, MoveShip(kind))  # type: ignore[arg-type]
    for kind in filter(None, loads.split(",")):
        choose(state, Load(kind, origin, "Jord"))  # type: ignore[arg-type]
    choose(state, EndMovement())  # type: ignore[arg-type]


def assign_all(state: object, kind: str) -> None:
    """Assign every hit asked for to units of ``kind``."""
    pass_windows(state)  # type: ignore[arg-type]
    while any(AssignHit(kind) in d.options for d in flow.decisions(state)):  # type: ignore[arg-type]
        choose(state, AssignHit(kind))  # type: ignore[arg-type]
        pass_windows(state)  # type: ignore[arg-type]


def stay_all(state: object) -> None:
    """Every side asked stays (no retreat) this round; the window that follows is left open."""
    pass_windows(state)  # type: ignore[arg-type]
    while any(Stay() in d.options for d in flow.decisions(state)):  # type: ignore[arg-type]
        seat = next(d.seat for d in flow.decisions(state) if Stay() in d.options)  # type: ignore[arg-type]
        flow.perform(state, seat, Stay())  # type: ignore[arg-type]


# ----- the start and end of a round ---------------------------------------------------------------------


def test_morale_boost_adds_one_to_combat_rolls_this_round() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    hand(state, 0, "morale_boost")
    arrive(state, "cruiser")
    play(state, 0, "morale_boost")
    script(state, 6, 1)  # the attacker's 6 hits on 7 with the boost; the defender misses
    stay_all(state)
    assert space(state, 9, 1) == {} and space(state, 9, 0) == {"cruiser": 1}


def test_fighter_prototype_adds_two_to_fighters_in_the_first_round() -> None:
    state = table()
    put(state, 1, 9, "carrier,fighter")
    put(state, 0, 22, "cruiser")
    hand(state, 1, "fighter_prototype")
    arrive(state, "cruiser")
    play(state, 1, "fighter_prototype")
    script(state, 1, 7, 7)  # the attacker misses; the carrier's 7 misses, the fighter's hits on 9 with +2
    stay_all(state)
    assert space(state, 9, 0) == {}


def test_emergency_repairs_repairs_your_damaged_units_there() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "dreadnought", damaged=1)
    hand(state, 0, "emergency_repairs")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("dreadnought", damaged=True))
    choose(state, EndMovement())
    play(state, 0, "emergency_repairs")
    assert all(s.damaged == 0 for s in state.systems[key(9)].space)


def test_skilled_retreat_moves_every_ship_out_and_ends_the_combat() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    hand(state, 1, "skilled_retreat")
    arrive(state, "cruiser")
    play(state, 1, "skilled_retreat", "system:10")
    pass_windows(state)
    assert space(state, 10, 1) == {"cruiser": 1} and 1 in state.systems[key(10)].tokens
    assert space(state, 9, 0) == {"cruiser": 1} and not any(isinstance(s, SpaceCombat) for s in state.stack)


# ----- retreats -------------------------------------------------------------------------------------------


def test_intercept_stops_the_announced_retreat() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 1, 10, "destroyer")  # somewhere for the defender to retreat
    put(state, 0, 22, "cruiser")
    hand(state, 0, "intercept")
    arrive(state, "cruiser")
    pass_windows(state)
    choose(state, AnnounceRetreat())
    script(state, 1, 1)  # the round's dice: both miss
    play(state, 0, "intercept")
    assert space(state, 9, 1) == {"cruiser": 1} and space(state, 10, 1) == {"destroyer": 1}  # no retreat
    assert any(isinstance(s, SpaceCombat) for s in state.stack)  # a second round


def test_rout_makes_the_attacker_announce_a_retreat() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    hand(state, 1, "rout")
    arrive(state, "cruiser")
    play(state, 1, "rout")
    pass_windows(state)
    attacker = next(d for d in flow.decisions(state) if d.seat == 0)
    assert AnnounceRetreat() in attacker.options and Stay() not in attacker.options


# ----- rolls --------------------------------------------------------------------------------------------------


def test_fire_team_rerolls_the_missed_ground_combat_dice() -> None:
    state = table({9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry", planet="Lodor")
    put(state, 0, 22, "carrier")
    put(state, 0, 22, "infantry", planet="Jord")
    hand(state, 0, "fire_team")
    arrive(state, "carrier", loads="infantry")
    pass_windows(state)
    choose(state, Land("infantry", "Lodor"))
    script(state, 1, 9, 1)  # the attacker misses (its reroll hits); the defender misses
    choose(state, FinishLanding())
    play(state, 0, "fire_team")
    pass_windows(state)
    assert state.planets["Lodor"].owner == 0 and on(state, "Lodor", 1) == {}


def test_scramble_frequency_makes_a_space_cannon_roll_again() -> None:
    state = table({2: "26"})
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "cruiser")
    hand(state, 0, "scramble_frequency")
    arrive(state, "cruiser", origin=9, target=2)
    script(state, 6, 1)  # a hit, then the reroll misses
    choose(state, Fire(0))
    play(state, 0, "scramble_frequency")
    pass_windows(state)
    assert space(state, 2, 0) == {"cruiser": 1}


def test_waylay_lets_anti_fighter_barrage_hit_any_ship() -> None:
    state = table()
    put(state, 1, 9, "cruiser=2,fighter")
    put(state, 0, 22, "destroyer")
    hand(state, 0, "waylay")
    arrive(state, "destroyer")
    script(state, 9, 9)  # two barrage hits
    events = play(state, 0, "waylay")
    lost = [e.kind for e in events if isinstance(e, UnitDestroyed) and e.cause == "anti_fighter_barrage"]
    assert lost.count("cruiser") >= 1


# ----- hits ---------------------------------------------------------------------------------------------------


def test_shields_holding_cancels_two_hits_on_your_ships() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser=2")
    hand(state, 1, "shields_holding")
    arrive(state, "cruiser,cruiser")
    script(state, 9, 9, 1)
    stay_all(state)
    play(state, 1, "shields_holding", "hits:2")
    pass_windows(state)
    assert space(state, 9, 1) == {"cruiser": 1}


def test_maneuvering_jets_cancels_a_space_cannon_hit() -> None:
    state = table({2: "26"})
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "cruiser")
    hand(state, 0, "maneuvering_jets")
    arrive(state, "cruiser", origin=9, target=2)
    script(state, 6)
    choose(state, Fire(0))
    play(state, 0, "maneuvering_jets")
    pass_windows(state)
    assert space(state, 2, 0) == {"cruiser": 1}


def test_direct_hit_destroys_the_ship_that_sustained_damage() -> None:
    state = table()
    put(state, 1, 9, "dreadnought")
    put(state, 0, 22, "cruiser")
    hand(state, 0, "direct_hit")
    arrive(state, "cruiser")
    script(state, 9, 1)
    stay_all(state)
    choose(state, AssignHit("dreadnought", sustain=True))
    play(state, 0, "direct_hit", "unit:dreadnought")
    assert space(state, 9, 1) == {}


def test_reflective_shielding_scores_two_hits_when_your_ship_sustains() -> None:
    state = table()
    put(state, 1, 9, "cruiser=2")
    put(state, 0, 22, "dreadnought")
    hand(state, 0, "reflective_shielding")
    arrive(state, "dreadnought")
    script(state, 1, 9, 1)
    stay_all(state)
    choose(state, AssignHit("dreadnought", sustain=True))
    play(state, 0, "reflective_shielding")
    assign_all(state, "cruiser")
    assert space(state, 9, 1) == {}


def test_courageous_to_the_end_rolls_two_dice_for_a_lost_ship() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser=2")
    hand(state, 1, "courageous_to_the_end")
    arrive(state, "cruiser,cruiser")
    script(state, 7, 1, 1)  # seat 0 hits once; seat 1 misses
    stay_all(state)
    script(state, 7, 8)  # the lost cruiser's two dice: both hit on 7
    play(state, 1, "courageous_to_the_end", "unit:cruiser")
    assign_all(state, "cruiser")
    assert space(state, 9, 0) == {}


# ----- after the combat -----------------------------------------------------------------------------------


def test_salvage_takes_the_losers_commodities() -> None:
    state = table()
    state.players[1].commodities = 3
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    hand(state, 0, "salvage")
    arrive(state, "cruiser")
    script(state, 9, 1)
    stay_all(state)
    play(state, 0, "salvage")
    assert state.players[0].trade_goods == 3 and state.players[1].commodities == 0


def test_reveal_prototype_researches_the_upgrade_of_a_unit_in_the_combat() -> None:
    from engines.galaxy.actions.rounds import ExhaustPlanet

    state = table()
    state.players[0].technologies += ["neural_motivator", "sarween_tools", "plasma_scoring"]
    put(state, 1, 9, "destroyer")
    put(state, 0, 22, "cruiser")
    hand(state, 0, "reveal_prototype")
    arrive(state, "cruiser")
    play(state, 0, "reveal_prototype", "technology:cruiser_2")
    choose(state, ExhaustPlanet("Jord", "resources"))
    assert "cruiser_2" in state.players[0].technologies and state.planets["Jord"].exhausted
    assert options(state)
