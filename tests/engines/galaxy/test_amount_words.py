"""Counts in the galaxy's log and prompts agree with their nouns: "1 resource", "3 resources" (a player saw
"exhausts Jol for 1 resources" and "pay 1 resources")."""

from __future__ import annotations

from engines.galaxy.actions.events import PlanetExhausted
from engines.galaxy.amounts import amount
from engines.galaxy.paying import PayHandler
from engines.galaxy.steps.common import Pay
from engines.galaxy.tactical.events import UnitsProduced
from engines.galaxy.words import narrate
from tests.engines.galaxy.pok import gain, on_top, pok_table, take
from tests.engines.galaxy.tactics import table


def test_a_count_of_one_takes_the_singular_and_influence_has_no_plural() -> None:
    assert [amount(1, "resource"), amount(3, "resource"), amount(2, "influence"), amount(1, "commodity"),
            amount(2, "commodity"), amount(2, "resource or influence")] == [
        "1 resource", "3 resources", "2 influence", "1 commodity", "2 commodities", "2 resources or influence"]


def test_the_log_says_one_resource() -> None:
    assert narrate(PlanetExhausted(0, "Jol", "resources", 1)).endswith("exhausts Jol for 1 resource")
    assert narrate(PlanetExhausted(0, "Jol", "either", 2)).endswith("exhausts Jol for 2 resources")
    assert narrate(PlanetExhausted(0, "Nar", "influence", 3)).endswith("exhausts Nar for 3 influence")
    assert narrate(UnitsProduced(0, 12, {"infantry": 2}, 1)).endswith("for 1 resource")


def test_a_payment_prompt_says_one_resource() -> None:
    state = table()
    state.players[0].trade_goods = 3
    prompt = PayHandler().decisions(state, Pay(seat=0, amount=1, kind="resources", why="production"))[0].prompt
    assert prompt == "{p0}: pay 1 resource for production (0 paid)"


def taken(card: str, commodities: int, target: str) -> list[str]:
    """The log lines of ``target`` chosen on an industrial exploration card, the seat holding ``commodities``."""
    state = pok_table({9: "26", 10: "27", 11: "19", 12: "20"})
    state.players[0].commodities = commodities
    on_top(state, "industrial", card)
    gain(state, 0, "New Albion")
    return [narrate(e) for e in take(state, target)]


def test_a_commodity_gained_at_the_limit_says_why_there_is_none() -> None:
    lines = taken("functioning_base", 4, "gain_1_commodity")
    assert any(line.endswith("gains 0 commodities (its commodities are at their limit)") for line in lines), lines


def test_a_conversion_says_which_card_turned_commodities_into_trade_goods() -> None:
    lines = taken("abandoned_warehouses", 3, "convert_2_commodities")
    assert lines[-2:] == ["{p0} uses Abandoned Warehouses: turns 2 commodities into trade goods",
                          "{p0} gains 2 trade goods"], lines


def test_units_taken_off_by_a_card_name_the_card_not_its_key() -> None:
    from engines.galaxy.tactical.events import UnitsRemoved

    assert narrate(UnitsRemoved(0, "infantry", 1, "core_mine")) == "{p0} removes 1 infantry (Core Mine)"
    assert narrate(UnitsRemoved(0, "space_dock", 1, "demilitarized_zone")).endswith("(Demilitarized Zone)")
    assert narrate(UnitsRemoved(0, "infantry", 2, "capacity")).endswith("(over capacity)")


def test_a_unit_placed_names_the_agenda_or_rider_that_put_it_there_and_no_empty_brackets() -> None:
    from engines.galaxy.tactical.events import UnitPlaced

    assert narrate(UnitPlaced(seat=0, kind="infantry", system=12, planet="Abyz", source="")) == \
        "{p0} places an infantry on Abyz"
    assert narrate(UnitPlaced(seat=0, kind="infantry", system=12, planet="Abyz", source="swords_to_plowshares")) \
        == "{p0} places an infantry on Abyz (Swords to Plowshares)"
    assert narrate(UnitPlaced(seat=1, kind="dreadnought", system=12, planet="", source="warfare_rider")) == \
        "{p1} places a dreadnought in space (Warfare Rider)"

