"""Space cannon offence and space combat (LRR 77, 78, 10, 87, 59.3, 31) with the combat technologies."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.state import key
from engines.galaxy.steps.combat import AssignHits
from engines.galaxy.tactical.actions import (
    Activate,
    AnnounceRetreat,
    AssignHit,
    EndMovement,
    Fire,
    HoldFire,
    MoveFrom,
    MoveShip,
    RetreatTo,
    Stay,
)
from engines.galaxy.tactical.events import CombatEnded, DiceRolled, UnitDestroyed, UnitRepaired, UnitsRemoved
from tests.engines.galaxy.tactics import choose, decision, options, put, script, space, start, step_name, table

# Sol (seat 0) lives at 22, next to 9, 21 and 23; Hacan (seat 1) at 28; Letnev (seat 2) at 34.


def arrive(state: object, ships: str, origin: int = 22, target: int = 9) -> list[object]:
    """Seat 0 activates ``target`` and moves ``ships`` there from ``origin``; returns the events."""
    start(state, 0)  # type: ignore[arg-type]
    choose(state, Activate(target))  # type: ignore[arg-type]
    choose(state, MoveFrom(origin))  # type: ignore[arg-type]
    for kind in ships.split(","):
        choose(state, MoveShip(kind))  # type: ignore[arg-type]
    return choose(state, EndMovement())  # type: ignore[arg-type]


def rolls(events: list[object], purpose: str) -> list[tuple[int, list[int]]]:
    return [(e.seat, [d.result for d in e.dice]) for e in events if isinstance(e, DiceRolled) and e.purpose == purpose]


# ----- space cannon offence ---------------------------------------------------------------------------------

def test_space_cannon_fires_at_the_active_players_ships_after_movement_lrr_77_2() -> None:
    """LRR 77.2, 77.5a: another player's PDS in the active system shoots at the active player's ships."""
    state = table({2: "26"})
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "cruiser")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    asked = decision(state)
    assert asked.seat == 1 and asked.options == [Fire(0), HoldFire()] and asked.rule == "LRR 77.2"
    script(state, 6)
    events = choose(state, Fire(0))
    assert rolls(events, "space_cannon") == [(1, [6])]
    assert space(state, 2, 0) == {}


def test_space_cannon_that_destroys_the_last_non_fighter_ship_scores_turn_their_fleets_to_dust() -> None:
    state = table({2: "26"})
    state.players[1].secrets = ["turn_their_fleets_to_dust"]
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "cruiser")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    script(state, 6)
    choose(state, Fire(0))
    assert state.players[1].scored == ["turn_their_fleets_to_dust"]


def test_space_cannon_is_used_even_when_no_ship_moved_lrr_77_4() -> None:
    state = table({2: "26"})
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 2, "cruiser")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, EndMovement())
    assert decision(state).seat == 1 and Fire(0) in options(state)


def test_the_active_player_chooses_whom_its_space_cannon_shoots_lrr_77_5b() -> None:
    state = table({2: "26"})
    put(state, 0, 2, "pds", planet="Lodor")
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "cruiser")
    put(state, 2, 2, "destroyer")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    assert decision(state).seat == 0 and options(state) == [Fire(2), HoldFire()]


def test_pds_2_reaches_adjacent_systems_pds_1_does_not_lrr_77_3c() -> None:
    for upgrade, asked in (("", False), ("pds_2", True)):
        state = table({3: "26"})
        if upgrade:
            state.players[1].technologies.append(upgrade)
        put(state, 1, 3, "pds", planet="Lodor")
        put(state, 0, 9, "cruiser")
        start(state, 0)
        choose(state, Activate(2))  # 3 is next to 2
        choose(state, MoveFrom(9))
        choose(state, MoveShip("cruiser"))
        choose(state, EndMovement())
        assert (step_name(state) == "SpaceCannonOffence") is asked, upgrade


def test_antimass_deflectors_take_one_from_space_cannon_dice_against_you() -> None:
    state = table({2: "26"})
    state.players[0].technologies.append("antimass_deflectors")
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "cruiser")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    script(state, 6)
    events = choose(state, Fire(0))
    assert [e.hits for e in events if isinstance(e, DiceRolled)] == [0]
    assert space(state, 2, 0) == {"cruiser": 1}


def test_plasma_scoring_adds_a_die_to_space_cannon() -> None:
    state = table({2: "26"})
    state.players[1].technologies.append("plasma_scoring")
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "cruiser")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    script(state, 1, 2)
    assert rolls(choose(state, Fire(0)), "space_cannon") == [(1, [1, 2])]


def test_graviton_laser_system_sends_space_cannon_hits_to_non_fighters() -> None:
    state = table({2: "26"})
    state.players[1].technologies.append("graviton_laser_system")
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "carrier,fighter=2")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("carrier"))
    from engines.galaxy.tactical.actions import Load

    choose(state, Load("fighter", 9))
    choose(state, EndMovement())
    assert options(state) == [Fire(0), Fire(0, graviton=True), HoldFire()]
    script(state, 9)
    choose(state, Fire(0, graviton=True))
    assert space(state, 2, 0) == {}  # the carrier had to take it; then its fighter had no capacity (16.3)
    assert "graviton_laser_system" in state.players[1].exhausted


# ----- space combat -----------------------------------------------------------------------------------------------

def test_anti_fighter_barrage_in_the_first_round_destroys_only_fighters_lrr_10() -> None:
    """LRR 10.2, 78.3, 87.4a: barrage hits fall on fighters only; a dreadnought cannot sustain them."""
    state = table()
    put(state, 1, 9, "fighter=3,carrier,dreadnought")
    put(state, 0, 22, "destroyer,dreadnought")
    script(state, 9, 9)
    events = arrive(state, "destroyer,dreadnought")
    assert rolls(events, "anti_fighter_barrage") == [(0, [9, 9])]
    assert space(state, 9, 1) == {"fighter": 1, "carrier": 1, "dreadnought": 1}
    assert all(s.damaged == 0 for s in state.systems[key(9)].space)
    assert decision(state).rule == "LRR 78.4"


def test_retreats_are_announced_defender_first_then_the_attacker_lrr_78_4() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 1, 21, "destroyer")  # somewhere for the defender to go
    put(state, 0, 22, "cruiser")
    arrive(state, "cruiser")
    assert decision(state).seat == 1 and options(state) == [Stay(), AnnounceRetreat()]
    choose(state, AnnounceRetreat())
    assert step_name(state) != "SpaceCombat" or decision(state).seat != 0  # 78.4b: the attacker is not asked


def test_attacker_rolls_first_then_each_player_assigns_their_own_hits_lrr_78_5_78_6() -> None:
    state = table()
    put(state, 1, 9, "cruiser=2")
    put(state, 0, 22, "dreadnought,destroyer")
    arrive(state, "dreadnought,destroyer")
    choose(state, Stay())
    script(state, 1, 1, 7, 1)  # attacker: dreadnought 1, destroyer 1; defender: one hit, one miss
    events = choose(state, Stay()) if decision(state).rule == "LRR 78.4" else []
    del events
    asked = decision(state)
    assert asked.seat == 0 and set(asked.options) == {AssignHit("dreadnought", sustain=True), AssignHit("dreadnought"),
                                                      AssignHit("destroyer")}
    choose(state, AssignHit("dreadnought", sustain=True))
    ours = [s for s in state.systems[key(9)].space if s.owner == 0 and s.kind == "dreadnought"]
    assert ours[0].damaged == 1


def test_the_dice_of_a_round_attacker_then_defender() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    arrive(state, "cruiser")
    script(state, 2, 3)
    events = choose(state, Stay())
    assert rolls(events, "space_combat") == [(0, [2]), (1, [3])]


def test_combat_continues_until_one_side_has_no_ships_and_names_the_winner_lrr_78_9_78_10() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    arrive(state, "cruiser")
    script(state, 1, 1, 7, 1)
    events = choose(state, Stay())  # round 1: nobody hits
    events += choose(state, Stay())  # round 2: the attacker hits
    ended = [e for e in events if isinstance(e, CombatEnded)]
    assert ended == [CombatEnded(system=9, planet="", winner=0, loser=1)]
    assert state.tally.combats == 1


def test_a_combat_where_both_sides_die_is_a_draw_lrr_78_10() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    arrive(state, "cruiser")
    script(state, 7, 7)
    events = choose(state, Stay())
    assert [e for e in events if isinstance(e, CombatEnded)] == [CombatEnded(system=9, planet="", winner=-1, loser=-1)]


def test_a_retreat_moves_the_ships_to_an_eligible_adjacent_system_with_a_command_token_lrr_78_7() -> None:
    """LRR 78.7b-d: ships with a move value leave to an adjacent system holding the retreater's units or planets
    and no other ships; a command token goes there; fighters beyond capacity are removed (the Hacan: a plain
    carrier)."""
    state = table(factions=("hacan", "sol", "letnev"))
    put(state, 1, 9, "cruiser=2")
    put(state, 0, 21, "destroyer")  # 21 holds a unit of seat 0; 22 is its home
    put(state, 0, 23, "carrier,fighter=2")
    arrive(state, "carrier", origin=23)
    put(state, 0, 9, "fighter=6")  # fighters beside it: during combat capacity is not checked (16.3c)
    assert decision(state).seat == 0  # the defender has nowhere to retreat to and is not asked (78.4c)
    script(state, 1, 1, 1)
    choose(state, AnnounceRetreat())
    assert decision(state).rule == "LRR 78.7"
    assert set(options(state)) == {RetreatTo(21), RetreatTo(22)}  # 23 kept nothing of seat 0
    events = choose(state, RetreatTo(21))
    assert space(state, 21, 0) == {"destroyer": 1, "carrier": 1, "fighter": 4}
    assert UnitsRemoved(seat=0, kind="fighter", number=2, reason="retreat") in events
    assert 0 in state.systems[key(21)].tokens
    state2 = state  # the combat ended: the attacker left
    assert not any(isinstance(s, AssignHits) for s in state2.stack)


def test_no_retreat_into_a_system_with_other_players_ships_lrr_78_7c() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 2, 21, "destroyer")
    put(state, 0, 21, "destroyer")
    put(state, 0, 22, "cruiser")
    arrive(state, "cruiser")
    script(state, 1, 1)
    choose(state, AnnounceRetreat())  # the defender has nowhere to go and is not asked (78.4c)
    assert decision(state).options == [RetreatTo(22)]  # 21 holds seat 2's destroyer


def test_defender_in_a_nebula_gets_plus_one_lrr_59_3() -> None:
    state = table({9: "42"})
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    arrive(state, "cruiser")
    script(state, 1, 6)
    events = choose(state, Stay())
    rolled = [e for e in events if isinstance(e, DiceRolled)]
    assert [d.hit_on for e in rolled for d in e.dice] == [7, 6]
    assert space(state, 22, 0) == {} and space(state, 9, 0) == {}


def test_duranium_armor_repairs_a_unit_that_did_not_sustain_this_round() -> None:
    state = table()
    state.players[0].technologies.append("duranium_armor")
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "dreadnought=2")
    arrive(state, "dreadnought,dreadnought")
    script(state, 1, 1, 7)
    choose(state, Stay())  # round 1: the defender hits
    events = choose(state, AssignHit("dreadnought", sustain=True))  # and nothing is repaired this round
    assert not any(isinstance(e, UnitRepaired) for e in events)
    ours = next(s for s in state.systems[key(9)].space if s.owner == 0)
    assert ours.damaged == 1
    script(state, 1, 1, 1)
    events = choose(state, Stay())  # round 2: no hits; the damaged one did not sustain this round
    assert [e for e in events if isinstance(e, UnitRepaired)] == [UnitRepaired(seat=0, kind="dreadnought")]
    assert ours.damaged == 0


def test_assault_cannon_makes_the_opponent_destroy_a_non_fighter_ship() -> None:
    state = table()
    state.players[0].technologies.append("assault_cannon")
    put(state, 1, 9, "dreadnought,fighter")
    put(state, 0, 22, "cruiser=3")
    events = arrive(state, "cruiser,cruiser,cruiser")
    destroyed = [e for e in events if isinstance(e, UnitDestroyed)]
    assert destroyed[0] == UnitDestroyed(seat=1, kind="dreadnought", by=0, cause="assault_cannon")


def test_excess_fighters_are_removed_at_the_end_of_combat_lrr_16_3c() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 23, "carrier,fighter=4")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(23))
    choose(state, MoveShip("carrier"))
    from engines.galaxy.tactical.actions import Load

    for _ in range(4):
        choose(state, Load("fighter", 23))
    choose(state, EndMovement())
    script(state, 1, 1, 1, 1, 1, 9)  # the defender hits the carrier
    choose(state, Stay())
    asked = decision(state)
    choose(state, AssignHit("carrier") if AssignHit("carrier") in asked.options else asked.options[0])
    script(state, 10, 1, 1, 1)
    while flow.decisions(state) and decision(state).rule == "LRR 78.4":
        choose(state, Stay())
    assert space(state, 9, 0).get("fighter", 0) <= 3 and "carrier" not in space(state, 9, 0)


def test_ground_forces_carried_into_a_space_combat_roll_no_dice_lrr_78_3a() -> None:
    """LRR 78.3a: each ship rolls; infantry aboard a carrier in the space area do not."""
    from engines.galaxy.tactical.actions import Load

    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 23, "carrier,infantry=2")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(23))
    choose(state, MoveShip("carrier"))
    for _ in range(2):
        choose(state, Load("infantry", 23))
    choose(state, EndMovement())
    script(state, 2, 3, 4, 5)
    events = choose(state, Stay())
    assert rolls(events, "space_combat") == [(0, [2]), (1, [3])]
