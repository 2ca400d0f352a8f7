"""Production (LRR 67, 68, 14, 96) and paying with planets and trade goods (75, 93), with its technologies."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.abilities import find, offered
from engines.galaxy.actions.rounds import ExhaustPlanet, SpendTradeGood
from engines.galaxy.production import home_dock_production
from engines.galaxy.tactical.actions import (
    Activate,
    Decline,
    EndMovement,
    FinishProduction,
    PlaceMech,
    Produce,
    ProduceAt,
    Unproduce,
    UseTechnology,
)
from engines.galaxy.tactical.events import UnitsProduced
from tests.engines.galaxy.tactics import choose, decision, on, options, put, space, start, step_name, table

# Sol's home 22 holds Jord (4 resources, 2 influence); a space dock there produces 4 + 2 = 6 units.


def at_home(dock: bool = True, **tiles: str) -> object:
    state = table()
    if dock:
        put(state, 0, 22, "space_dock", planet="Jord")
    return state


def produce(state: object, *orders: Produce) -> None:
    start(state, 0)  # type: ignore[arg-type]
    choose(state, Activate(22))  # type: ignore[arg-type]
    choose(state, EndMovement())  # type: ignore[arg-type]
    for order in orders:
        choose(state, order)  # type: ignore[arg-type]


def test_a_space_dock_produces_up_to_its_planets_resources_plus_2_lrr_68_1() -> None:
    state = at_home()
    produce(state, *[Produce("infantry", "Jord")] * 6)
    assert decision(state).rule == "LRR 68"
    assert not [o for o in options(state) if isinstance(o, Produce)]  # six units: the limit


def test_space_dock_2_produces_resources_plus_4() -> None:
    state = at_home()
    state.players[0].technologies.append("space_dock_2")
    produce(state, *[Produce("infantry", "Jord")] * 8)
    assert not [o for o in options(state) if isinstance(o, Produce)]


def test_two_fighters_for_one_cost_each_counting_toward_the_limit_lrr_67_2_68_1b() -> None:
    state = at_home()
    state.players[0].trade_goods = 10
    produce(state, Produce("carrier"), *[Produce("fighter")] * 5)
    assert not [o for o in options(state) if isinstance(o, Produce)]
    choose(state, FinishProduction())
    assert "pay 6 resources" in decision(state).prompt  # carrier 3, five fighters 3
    for _ in range(5):
        choose(state, SpendTradeGood("resources"))
    events = choose(state, SpendTradeGood("resources"))  # paid in full: the units are placed
    assert UnitsProduced(seat=0, system=22, units={"carrier": 1, "fighter": 5}, cost=6) in events
    assert space(state, 22, 0) == {"carrier": 1, "fighter": 5}


def test_fighters_need_capacity_beyond_the_three_a_space_dock_keeps_lrr_16() -> None:
    state = at_home()
    produce(state, *[Produce("fighter")] * 3)
    assert Produce("fighter") not in options(state)


def test_payment_exhausts_planets_and_spends_trade_goods_excess_is_lost_lrr_67_1b() -> None:
    state = at_home()
    state.players[0].trade_goods = 1
    produce(state, Produce("cruiser"))
    choose(state, FinishProduction())
    assert set(options(state)) == {ExhaustPlanet("Jord", "resources"), SpendTradeGood("resources")}
    choose(state, ExhaustPlanet("Jord", "resources"))  # 4 resources for a cost of 2: the rest is lost
    assert state.planets["Jord"].exhausted and state.players[0].trade_goods == 1
    assert space(state, 22, 0) == {"cruiser": 1} and not state.stack


def test_only_orders_that_can_be_paid_are_offered_and_units_come_off_the_order() -> None:
    state = at_home()
    state.players[0].trade_goods = 4
    produce(state, Produce("dreadnought"), Produce("dreadnought"))
    assert Produce("dreadnought") not in options(state)  # a third one could not be paid for
    choose(state, Unproduce("dreadnought"))
    assert Produce("dreadnought") in options(state)
    choose(state, FinishProduction())
    choose(state, ExhaustPlanet("Jord", "resources"))
    assert space(state, 22, 0) == {"dreadnought": 1} and state.players[0].trade_goods == 4


def test_no_ships_where_other_players_have_ships_but_ground_forces_still_lrr_67_6_14_1() -> None:
    state = at_home()
    put(state, 1, 22, "destroyer")
    start(state, 0)
    choose(state, Activate(22))
    choose(state, EndMovement())
    while step_name(state) != "Production":
        choose(state, options(state)[-1])  # skip space cannon, combat... (no ships of ours: no combat)
    produced = [o for o in options(state) if isinstance(o, Produce)]
    assert produced and all(o.kind in ("infantry", "mech") for o in produced)


def test_ground_forces_go_on_the_producing_planet_lrr_68_3() -> None:
    state = at_home()
    state.players[0].trade_goods = 1
    produce(state, Produce("infantry", "Jord"), Produce("infantry", "Jord"))
    assert Produce("infantry", "") not in options(state)  # the dock is on a planet, not in space
    choose(state, FinishProduction())
    choose(state, SpendTradeGood("resources"))
    assert on(state, "Jord", 0) == {"space_dock": 1, "infantry": 2}


def test_reinforcements_limit_production_lrr_96() -> None:
    state = at_home()
    put(state, 0, 23, "dreadnought=5")
    produce(state)
    assert Produce("dreadnought") not in options(state) and Produce("cruiser") in options(state)


def test_war_suns_need_the_war_sun_technology() -> None:
    state = at_home()
    produce(state)
    assert Produce("war_sun") not in options(state)
    state = at_home()
    state.players[0].technologies.append("war_sun")
    state.players[0].trade_goods = 8
    produce(state)
    assert Produce("war_sun") in options(state)


def test_the_fleet_pool_limits_produced_ships_lrr_37() -> None:
    state = at_home()
    state.players[0].fleet = 1
    produce(state, Produce("destroyer"))
    assert not [o for o in options(state) if isinstance(o, Produce) and o.kind in ("destroyer", "cruiser")]


def test_nothing_to_produce_without_a_production_unit() -> None:
    state = at_home(dock=False)
    start(state, 0)
    choose(state, Activate(22))
    choose(state, EndMovement())
    assert not state.stack


def test_sarween_tools_takes_one_off_the_cost() -> None:
    state = at_home()
    state.players[0].technologies.append("sarween_tools")
    produce(state, Produce("destroyer"))
    events = choose(state, FinishProduction())  # free: nothing to pay
    assert UnitsProduced(seat=0, system=22, units={"destroyer": 1}, cost=0) in events


def test_ai_development_algorithm_discounts_by_unit_upgrades_when_exhausted() -> None:
    state = at_home()
    state.players[0].technologies += ["ai_development_algorithm", "carrier_2", "cruiser_2"]
    produce(state, Produce("cruiser"))
    choose(state, UseTechnology("ai_development_algorithm"))
    assert UseTechnology("ai_development_algorithm") not in options(state)
    events = choose(state, FinishProduction())
    assert UnitsProduced(seat=0, system=22, units={"cruiser": 1}, cost=0) in events
    assert "ai_development_algorithm" in state.players[0].exhausted


def test_self_assembly_routines_places_a_mech_after_producing() -> None:
    state = at_home()
    state.players[0].technologies.append("self_assembly_routines")
    state.players[0].trade_goods = 1
    produce(state, Produce("destroyer"))
    choose(state, FinishProduction())
    choose(state, SpendTradeGood("resources"))
    assert options(state) == [PlaceMech("Jord"), Decline()]
    choose(state, PlaceMech("Jord"))
    assert on(state, "Jord", 0).get("mech") == 1 and "self_assembly_routines" in state.players[0].exhausted


def test_the_warfare_secondary_uses_one_space_dock_in_the_home_system_lrr_99_3() -> None:
    state = at_home()
    flow.push(state, home_dock_production(state, 0))
    flow.settle(state)
    assert step_name(state) == "Production"
    for _ in range(6):
        choose(state, Produce("infantry", "Jord"))
    assert Produce("infantry", "Jord") not in options(state)


def test_sling_relay_produces_one_ship_at_a_space_dock() -> None:
    state = at_home()
    state.players[0].technologies.append("sling_relay")
    assert "sling_relay" in [a.source for a, _ in offered(state, 0, ("action",))]
    find("sling_relay", ("action",)).use(state, 0, "")
    flow.settle(state)
    assert "sling_relay" in state.players[0].exhausted
    assert options(state) == [ProduceAt(22)]
    choose(state, ProduceAt(22))
    choose(state, Produce("destroyer"))
    assert [o for o in options(state) if isinstance(o, Produce)] == []
    assert Produce("infantry", "Jord") not in options(state)


def test_production_in_the_creuss_home_shows_its_sums_lrr_67() -> None:
    """LRR 67 (producing units), 53.1 (the Creuss home lies off the board): a production in the home beyond
    the delta gate is a production like any other, with its count, limit, cost and spendable resources."""
    from engines.galaxy.adjacency import DELTA_HOME
    from engines.galaxy.steps.production import Production
    from engines.galaxy.tactical.view import production_sums, tactical_view

    state = table(factions=("creuss", "hacan", "letnev"))
    home = state.systems[str(DELTA_HOME)].planets[0]
    put(state, 0, DELTA_HOME, "space_dock", planet=home)
    step = Production(seat=0, system=DELTA_HOME)
    state.stack.append(step)
    found = tactical_view(state)
    assert found is not None and found.sums == production_sums(state, step)
    assert found.sums.allowed > 0


def test_the_production_prompt_counts_one_unit_and_one_more_allowed_lrr_68_1() -> None:
    """Six units may be produced at Jord's dock: after one, "1 unit ordered"; after five, "1 more unit allowed"."""
    state = at_home()
    state.players[0].trade_goods = 10
    produce(state, Produce("infantry", "Jord"))
    assert ": 1 unit ordered, cost " in decision(state).prompt and "5 more units allowed" in decision(state).prompt
    produce_more = [Produce("infantry", "Jord")] * 4
    for order in produce_more:
        choose(state, order)  # type: ignore[arg-type]
    assert ": 5 units ordered, cost " in decision(state).prompt and "1 more unit allowed" in decision(state).prompt
