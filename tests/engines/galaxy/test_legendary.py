"""Legendary planets (TI-LEGEND-1..5): their ability cards go with the planet and are used at the end of a turn."""

from __future__ import annotations

import pytest

from engines.galaxy import flow
from engines.galaxy.abilities import find, offered
from engines.galaxy.actions.expansion import LegendaryCardTaken
from engines.galaxy.content.decks import decks
from engines.galaxy.economy import printed
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.expansion.sources import legendary_source
from engines.galaxy.tiles import catalogue
from tests.engines.galaxy.pok import events_of, gain, pok_table, take
from tests.engines.galaxy.tactics import on, put, space

PRIMOR, HOPES_END, MALLICE = "Primor", "Hope's End", "Mallice"


def table_with_legends() -> object:
    return pok_table({9: "65", 10: "66"})


def use(state: object, card: str, target: str, seat: int = 0) -> list[object]:
    events = find(legendary_source(card), ("end",)).use(state, seat, target)  # type: ignore[arg-type]
    return events + flow.settle(state)  # type: ignore[arg-type]


@pytest.mark.rule("TI-LEGEND-1", "TI-COMP-3")
def test_four_planets_are_legendary_each_with_its_ability_card() -> None:
    tiles = [p for t in catalogue().values() for p in t.planets if p.legendary]
    assert sorted(p.name for p in tiles) == [HOPES_END, MALLICE, PRIMOR]  # the Mirage comes as a token
    assert printed("Mirage").legendary
    assert sorted(c.planet for c in decks().legendary_planets.values()) == [HOPES_END, MALLICE, "Mirage", PRIMOR]


@pytest.mark.rule("TI-LEGEND-2", "TI-LEGEND-3", "TI-GAP-18")
def test_gaining_a_legendary_planet_brings_its_card_ready() -> None:
    state = table_with_legends()
    events = gain(state, 0, PRIMOR)
    assert LegendaryCardTaken(seat=0, card="primor", exhausted=False) in events
    assert state.players[0].legendary == ["primor"]
    assert ruling("legendary")["card"].startswith("lies with its planet card")


@pytest.mark.rule("TI-LEGEND-4", "TI-GAP-7")
def test_a_legendary_card_is_used_at_the_end_of_a_turn_by_exhausting_it_and_readied_in_the_status_phase() -> None:
    state = table_with_legends()
    gain(state, 0, PRIMOR)
    assert [a.source for a, _ in offered(state, 0, ("end",))].count("the_atrament") >= 1
    assert "the_atrament" not in [a.source for a, _ in offered(state, 0, ("action", "start"))]
    use(state, "primor", f"planet:{PRIMOR}")
    assert "the_atrament" in state.players[0].exhausted
    assert "the_atrament" not in [a.source for a, _ in offered(state, 0, ("end",))]
    from engines.galaxy.phases.status import StatusHandler
    from engines.galaxy.steps.phases import StatusPhase

    StatusHandler()._ready(state, StatusPhase())
    assert "the_atrament" not in state.players[0].exhausted


@pytest.mark.rule("TI-LEGEND-5")
def test_a_player_who_takes_the_planet_while_its_card_is_exhausted_takes_it_exhausted() -> None:
    state = table_with_legends()
    gain(state, 0, PRIMOR)
    use(state, "primor", f"planet:{PRIMOR}")
    events = gain(state, 1, PRIMOR)
    assert LegendaryCardTaken(seat=1, card="primor", exhausted=True) in events_of(events, LegendaryCardTaken)
    assert state.players[0].legendary == [] and "the_atrament" not in state.players[0].exhausted
    assert state.players[1].legendary == ["primor"] and "the_atrament" in state.players[1].exhausted


def test_the_atrament() -> None:
    state = table_with_legends()
    gain(state, 0, PRIMOR)
    state.planets["Jord"].owner = 0
    use(state, "primor", "planet:Jord")
    take(state, f"planet:{PRIMOR}")
    assert on(state, "Jord", 0) == {"infantry": 1} and on(state, PRIMOR, 0) == {"infantry": 1}


def test_imperial_arms_vault() -> None:
    state = table_with_legends()
    gain(state, 0, HOPES_END)
    use(state, "hopes_end", f"planet:{HOPES_END}")
    assert on(state, HOPES_END, 0) == {"mech": 1}


def test_imperial_arms_vault_draws_an_action_card() -> None:
    state = table_with_legends()
    gain(state, 0, HOPES_END)
    use(state, "hopes_end", "draw_an_action_card")
    assert len(state.players[0].action_cards) == 1


def test_exterrix_headquarters() -> None:
    state = pok_table()
    gain(state, 0, MALLICE)
    assert state.nexus_active  # TI-NEXUS-6: gaining Mallice turns the nexus over
    state.players[0].commodities = 3
    use(state, "mallice", "convert_all_commodities")
    assert (state.players[0].commodities, state.players[0].trade_goods) == (0, 3)


def test_exterrix_headquarters_gives_two_trade_goods() -> None:
    state = pok_table()
    gain(state, 0, MALLICE)
    use(state, "mallice", "gain_2_trade_goods")
    assert state.players[0].trade_goods == 2


def test_mirage_flight_academy() -> None:
    from engines.galaxy.exploration.explore import explore_frontier

    state = pok_table()
    node = state.frontier[0]
    from tests.engines.galaxy.pok import on_top

    on_top(state, "frontier", "mirage")
    explore_frontier(state, 0, node)
    flow.settle(state)
    put(state, 0, node, "carrier")
    use(state, "mirage", f"system:{node}")
    take(state, f"system:{node}")
    assert space(state, node, 0) == {"carrier": 1, "fighter": 2}
