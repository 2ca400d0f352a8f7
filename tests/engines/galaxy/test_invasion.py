"""Invasion (LRR 49): bombardment (15, 65), committing ground forces, space cannon defence (77.6), ground combat
(42), establishing control (25, 49.5) and the custodians token (27), with the invasion technologies."""

from __future__ import annotations

from engines.galaxy.actions.rounds import ExhaustPlanet, SpendTradeGood
from engines.galaxy.tactical.actions import (
    Activate,
    Bombard,
    Decline,
    EndMovement,
    FinishBombardment,
    FinishLanding,
    FinishProduction,
    Fire,
    HoldFire,
    Land,
    Load,
    MoveFrom,
    MoveShip,
    Produce,
    TakeCustodians,
)
from engines.galaxy.tactical.events import CombatEnded, CustodiansTaken, DiceRolled, PlanetGained, UnitDestroyed
from tests.engines.galaxy.tactics import choose, decision, on, options, put, script, space, start, step_name, table

# Lodor (3 resources, 1 influence) sits at 9, next to Sol's home (22). Hacan (seat 1) holds it.


def invade(ships: str = "dreadnought,carrier", cargo: str = "infantry=2", tiles: dict[int, str] | None = None,
           target: int = 9) -> object:
    """Seat 0 arrives at ``target`` from 22 with ``ships`` carrying ``cargo`` from Jord; Hacan holds Lodor."""
    state = table(tiles or {9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 0, 22, ships)
    load = {k: int(n) for k, n in (p.split("=") for p in cargo.split(",") if p)}
    for kind, number in load.items():
        put(state, 0, 22, f"{kind}={number}", planet="Jord")
    return state, load


def go(state: object, ships: str, load: dict[str, int], target: int = 9) -> list[object]:
    start(state, 0)  # type: ignore[arg-type]
    choose(state, Activate(target))  # type: ignore[arg-type]
    choose(state, MoveFrom(22))  # type: ignore[arg-type]
    for kind in ships.split(","):
        choose(state, MoveShip(kind))  # type: ignore[arg-type]
    for kind, number in load.items():
        for _ in range(number):
            choose(state, Load(kind, 22, "Jord"))  # type: ignore[arg-type]
    return choose(state, EndMovement())  # type: ignore[arg-type]


def test_bombardment_destroys_ground_forces_chosen_by_their_owner_lrr_15() -> None:
    state, load = invade()
    put(state, 1, 9, "infantry=2", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    assert decision(state).rule == "LRR 15.1"
    assert options(state) == [Bombard("dreadnought", "Lodor"), FinishBombardment()]
    choose(state, Bombard("dreadnought", "Lodor"))
    script(state, 5)
    events = choose(state, FinishBombardment())
    assert [e.hits for e in events if isinstance(e, DiceRolled)] == [1]
    assert on(state, "Lodor", 1) == {"infantry": 1}
    assert decision(state).rule == "LRR 49.2"


def test_bombardment_that_clears_a_planet_scores_make_an_example_of_their_world() -> None:
    state, load = invade()
    state.players[0].secrets = ["make_an_example_of_their_world"]
    put(state, 1, 9, "infantry", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, Bombard("dreadnought", "Lodor"))
    script(state, 9)
    choose(state, FinishBombardment())
    assert state.players[0].scored == ["make_an_example_of_their_world"] and state.players[0].vp == 1


def test_a_planetary_shield_stops_bombardment_unless_a_war_sun_is_there_lrr_15_1f_65_3() -> None:
    state, load = invade()
    put(state, 1, 9, "infantry,pds", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, HoldFire())  # the PDS could have fired at the ships (space cannon offence)
    assert decision(state).rule == "LRR 49.2"  # no bombardment offered
    state, load = invade("war_sun,carrier")
    state.players[0].technologies.append("war_sun")
    put(state, 1, 9, "infantry,pds", planet="Lodor")
    go(state, "war_sun,carrier", load)
    choose(state, HoldFire())
    assert Bombard("war_sun", "Lodor") in options(state)


def test_x89_bacterial_weapon_doubles_bombardment_hits_and_exhausts_the_planet() -> None:
    state, load = invade()
    state.players[0].technologies.append("x89_bacterial_weapon")
    put(state, 1, 9, "infantry=3", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, Bombard("dreadnought", "Lodor"))
    script(state, 5)
    choose(state, FinishBombardment())
    assert on(state, "Lodor", 1) == {"infantry": 1} and state.planets["Lodor"].exhausted


def test_landing_then_ground_combat_then_control_of_the_planet_exhausted_lrr_49_25_1() -> None:
    state, load = invade()
    put(state, 1, 9, "infantry", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, FinishBombardment())  # no bombardment
    assert set(options(state)) == {Land("infantry", "Lodor"), FinishLanding()}
    choose(state, Land("infantry", "Lodor"))
    choose(state, Land("infantry", "Lodor"))
    script(state, 8, 1, 1)  # the attacker's two dice, then the defender's
    events = choose(state, FinishLanding())
    assert CombatEnded(system=9, planet="Lodor", winner=0, loser=1) in events
    assert PlanetGained(seat=0, planet="Lodor", previous=1) in events
    assert state.planets["Lodor"].owner == 0 and state.planets["Lodor"].exhausted


def test_other_players_structures_are_destroyed_when_control_changes_lrr_49_5a() -> None:
    state, load = invade(cargo="infantry=1")
    put(state, 1, 9, "space_dock", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, Land("infantry", "Lodor"))
    events = choose(state, FinishLanding())
    assert UnitDestroyed(seat=1, kind="space_dock", by=-1, cause="structures_alone") in events
    assert on(state, "Lodor", 1) == {} and state.planets["Lodor"].owner == 0


def test_space_cannon_defence_fires_at_the_landed_ground_forces_lrr_77_6() -> None:
    state, load = invade()
    put(state, 1, 9, "pds", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, HoldFire())
    choose(state, Land("infantry", "Lodor"))
    choose(state, FinishLanding())
    asked = decision(state)
    assert asked.seat == 1 and asked.rule == "LRR 77.6"
    script(state, 6)
    choose(state, Fire(0))
    assert on(state, "Lodor", 0) == {} and state.planets["Lodor"].owner == 1  # the PDS stands


def test_when_everyone_dies_the_defender_keeps_the_planet_lrr_49_5d() -> None:
    state, load = invade(cargo="infantry=1")
    put(state, 1, 9, "infantry", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, FinishBombardment())
    choose(state, Land("infantry", "Lodor"))
    script(state, 8, 8)
    events = choose(state, FinishLanding())
    assert CombatEnded(system=9, planet="Lodor", winner=-1, loser=-1) in events
    assert state.planets["Lodor"].owner == 1


def test_ground_combat_rounds_repeat_until_one_side_is_gone_lrr_42_3() -> None:
    state, load = invade(cargo="infantry=1")
    put(state, 1, 9, "infantry", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, FinishBombardment())
    choose(state, Land("infantry", "Lodor"))
    script(state, 1, 1, 1, 1, 9, 1)
    events = choose(state, FinishLanding())
    assert len([e for e in events if isinstance(e, DiceRolled) and e.purpose == "ground_combat"]) == 6
    assert state.planets["Lodor"].owner == 0


def test_dacxive_animators_adds_an_infantry_after_a_ground_combat_win() -> None:
    state, load = invade(cargo="infantry=1")
    state.players[0].technologies.append("dacxive_animators")
    put(state, 1, 9, "infantry", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    choose(state, FinishBombardment())
    choose(state, Land("infantry", "Lodor"))
    script(state, 9, 1)
    choose(state, FinishLanding())
    assert on(state, "Lodor", 0) == {"infantry": 2}


def test_magen_defense_grid_reinforces_structures_on_activation_and_hits_at_ground_combat_start() -> None:
    """Magen Defense Grid (Codex IV): an infantry joins each structure when anyone activates their system;
    at the start of ground combat on that planet, one hit on an enemy ground force."""
    state, load = invade(cargo="infantry=2")
    state.players[1].technologies.append("magen_defense_grid")
    put(state, 1, 9, "space_dock", planet="Lodor")
    go(state, "dreadnought,carrier", load)
    assert on(state, "Lodor", 1) == {"space_dock": 1, "infantry": 1}
    choose(state, FinishBombardment())
    choose(state, Land("infantry", "Lodor"))
    choose(state, Land("infantry", "Lodor"))
    script(state, 1, 1)  # after Magen's hit: the attacker's one die, the defender's one die (misses), ...
    events = choose(state, FinishLanding())
    assert UnitDestroyed(seat=0, kind="infantry", by=1, cause="magen_defense_grid") in events


def test_the_custodians_token_costs_6_influence_gives_1_vp_and_a_landing_on_mecatol_rex_lrr_27() -> None:
    state = table()
    put(state, 0, 2, "carrier,infantry=2")
    state.players[0].trade_goods = 6
    start(state, 0)
    choose(state, Activate(0))
    choose(state, MoveFrom(2))
    choose(state, MoveShip("carrier"))
    choose(state, Load("infantry", 2))
    choose(state, Load("infantry", 2))
    choose(state, EndMovement())
    assert decision(state).rule == "LRR 27.2" and options(state) == [TakeCustodians(), Decline()]
    choose(state, TakeCustodians())
    choose(state, ExhaustPlanet("Jord", "influence"))  # 2 influence
    for _ in range(3):
        choose(state, SpendTradeGood("influence"))
    events = choose(state, SpendTradeGood("influence"))
    assert CustodiansTaken(seat=0) in events
    assert state.players[0].vp == 1 and state.custodians == 0 and state.players[0].trade_goods == 2
    assert FinishLanding() not in options(state)  # one ground force must land on Mecatol Rex
    choose(state, Land("infantry", "Mecatol Rex"))
    choose(state, FinishLanding())
    assert state.planets["Mecatol Rex"].owner == 0


def test_nobody_lands_on_mecatol_rex_while_the_custodians_token_is_there_lrr_27_1() -> None:
    state = table()
    put(state, 0, 0, "carrier,infantry=2")
    start(state, 0)
    choose(state, Activate(0))
    choose(state, EndMovement())
    assert options(state) == [Decline()]  # not enough influence for the token (2 with Jord)
    choose(state, Decline())
    assert options(state) == [FinishLanding()]  # no landing on Mecatol Rex


def test_integrated_economy_produces_on_a_planet_just_gained() -> None:
    state, load = invade(cargo="infantry=1")
    state.players[0].technologies.append("integrated_economy")
    state.players[0].trade_goods = 5
    go(state, "dreadnought,carrier", load)
    choose(state, Land("infantry", "Lodor"))
    choose(state, FinishLanding())
    assert step_name(state) == "Production"  # Integrated Economy: up to Lodor's 3 resources
    assert Produce("infantry", "Lodor") in options(state) and Produce("cruiser") in options(state)
    assert Produce("dreadnought") not in options(state)  # costs 4
    choose(state, Produce("cruiser"))
    choose(state, FinishProduction())
    choose(state, SpendTradeGood("resources"))
    choose(state, SpendTradeGood("resources"))
    assert space(state, 9, 0).get("cruiser") == 1 and state.players[0].trade_goods == 3
