"""Exploration (TI-EXPLORE-1..8): planets gained from no one are explored from their trait's deck, the card is
resolved, then discarded, kept or attached; frontier tokens with Dark Energy Tap; the order of several planets."""

from __future__ import annotations

import pytest

from engines.galaxy.actions.expansion import Explored, FragmentGained, FrontierTokenRemoved
from engines.galaxy.content.decks import decks
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.expansion.setup import setup_expansion
from engines.galaxy.exploration.decks import deck_for, draw
from engines.galaxy.exploration.frontier import frontier_systems
from engines.galaxy.phases.setup import home_tiles
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.tactical.actions import Activate, EndMovement, FinishLanding, Land, Load, MoveFrom, MoveShip
from tests.engines.galaxy.pok import events_of, gain, offer, on_top, pok_table, take
from tests.engines.galaxy.tactics import choose, put, start

LODOR, NEW_ALBION, STARPOINT = "Lodor", "New Albion", "Starpoint"


def drive_quietly(state: object) -> list[object]:
    """Finish the tactical action producing nothing, passing every window; the events of it all."""
    from engines.galaxy import flow
    from engines.galaxy.tactical.actions import FinishProduction
    from tests.engines.galaxy.tactics import pass_windows

    events: list[object] = []
    for _ in range(200):
        pass_windows(state)  # type: ignore[arg-type]
        asked = flow.decisions(state)  # type: ignore[arg-type]
        if not asked:
            return events
        pick = next((o for o in asked[0].options if isinstance(o, FinishProduction)), asked[0].options[-1])
        events += flow.perform(state, asked[0].seat, pick)  # type: ignore[arg-type]
    raise AssertionError("the tactical action never ended")


@pytest.mark.rule("TI-COMP-5", "TI-GAP-8")
def test_four_decks_by_trait_hold_74_cards_with_the_white_frontier_deck_of_14() -> None:
    sizes = {name: deck.size for name, deck in decks().exploration.items()}
    assert sizes == {"cultural": 20, "hazardous": 20, "industrial": 20, "frontier": 14}
    state = pok_table()
    assert {k: len(v) for k, v in state.explore_decks.items()} == sizes
    assert ruling("exploration")["decks"] == {"cultural": "cultural", "hazardous": "hazardous",
                                              "industrial": "industrial"}
    assert ruling("exploration")["colours"] == {"cultural": "blue", "hazardous": "red", "industrial": "green",
                                                "frontier": "white"}
    assert deck_for(LODOR) == "cultural" and deck_for(STARPOINT) == "hazardous" and deck_for(NEW_ALBION) == "industrial"


@pytest.mark.rule("TI-EXPLORE-1", "TI-EXPLORE-2", "TI-EXPLORE-3", "TI-GAP-18")
def test_a_planet_gained_from_no_one_is_explored_from_its_traits_deck_and_the_card_discarded() -> None:
    state = pok_table({9: "26"})
    on_top(state, "cultural", "paradise_world")
    on_top(state, "cultural", "mercenary_outfit")
    events = gain(state, 0, LODOR)
    assert events_of(events, Explored) == [Explored(seat=0, deck="cultural", card="mercenary_outfit", planet=LODOR,
                                                    system=9)]
    take(state)
    assert state.explore_discards["cultural"] == ["mercenary_outfit"]
    assert {s.kind: s.count for s in state.planets[LODOR].units} == {"infantry": 1}


@pytest.mark.rule("TI-EXPLORE-1", "TI-GAP-18")
def test_a_planet_taken_from_another_player_is_not_explored_but_one_nobody_holds_is_again() -> None:
    state = pok_table({9: "26"})
    state.planets[LODOR].owner = 1
    assert not events_of(gain(state, 0, LODOR), Explored)
    state.planets[LODOR].owner = -1  # lost to no one: it is nobody's at the moment it is gained
    on_top(state, "cultural", "cultural_relic_fragment")
    assert events_of(gain(state, 2, LODOR), Explored)


@pytest.mark.rule("TI-EXPLORE-4")
def test_a_planet_without_a_trait_is_never_explored() -> None:
    state = pok_table()
    before = {k: list(v) for k, v in state.explore_decks.items()}
    assert deck_for("Mecatol Rex") is None
    assert not events_of(gain(state, 0, "Mecatol Rex"), Explored)
    assert state.explore_decks == before


@pytest.mark.rule("TI-RELIC-1", "TI-EXPLORE-3")
def test_a_relic_fragment_explored_is_kept_face_up_not_discarded() -> None:
    state = pok_table({9: "26"})
    on_top(state, "cultural", "cultural_relic_fragment")
    events = gain(state, 0, LODOR)
    assert FragmentGained(seat=0, fragment="cultural_relic_fragment") in events
    assert state.players[0].fragments == ["cultural_relic_fragment"]
    assert state.explore_discards["cultural"] == []


@pytest.mark.rule("TI-GAP-5")
def test_an_empty_deck_is_made_again_from_its_shuffled_discards() -> None:
    state = pok_table()
    state.explore_discards["frontier"] = list(state.explore_decks["frontier"])
    state.explore_decks["frontier"] = []
    assert draw(state, "frontier") is not None
    assert len(state.explore_decks["frontier"]) == 13 and state.explore_discards["frontier"] == []


@pytest.mark.rule("TI-GAP-5", "TI-COMP-7")
def test_frontier_tokens_lie_in_every_system_without_planets_but_homes_and_the_creuss_gate() -> None:
    state = pok_table({9: "26", 10: "17"})
    homes = {p.home for p in state.players}
    placed = frontier_systems(state)
    assert state.frontier == placed and 9 not in placed and 10 not in placed and 0 not in placed
    assert not homes & set(placed)
    assert all(not state.systems[str(n)].planets for n in placed) and len(placed) >= 10
    assert "17" in home_tiles()
    assert ruling("frontier_tokens")["except"] == ["home systems", "the Creuss gate", "the wormhole nexus"]


@pytest.mark.rule("TI-EXPLORE-5", "TI-EXPLORE-6", "TI-GAP-7", "TI-GAP-14")
def test_dark_energy_tap_explores_the_frontier_token_where_its_owner_ends_a_tactical_action_with_ships() -> None:
    state = pok_table()
    state.players[0].technologies = ["dark_energy_tap"]
    target = next(n for n in state.frontier if n in (9, 10, 11, 12, 13, 14))
    on_top(state, "frontier", "lost_crew")
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(target))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    events = choose(state, EndMovement())
    events += drive_quietly(state)
    assert target not in state.frontier
    assert events_of(events, FrontierTokenRemoved) == [FrontierTokenRemoved(system=target)]
    assert events_of(events, Explored) == [Explored(seat=0, deck="frontier", card="lost_crew", system=target)]
    assert len(state.players[0].action_cards) == 2 and state.explore_discards["frontier"] == ["lost_crew"]


@pytest.mark.rule("TI-EXPLORE-5")
def test_without_dark_energy_tap_a_frontier_token_stays() -> None:
    state = pok_table()
    target = next(n for n in state.frontier if n in (9, 10, 11, 12, 13, 14))
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(target))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    drive_quietly(state)
    assert target in state.frontier


@pytest.mark.rule("TI-EXPLORE-7", "TI-EXPLORE-8")
def test_the_invader_chooses_the_order_of_several_planets_and_each_card_resolves_before_the_next() -> None:
    state = pok_table({9: "27"})
    on_top(state, "industrial", "abandoned_warehouses")
    on_top(state, "hazardous", "hazardous_relic_fragment")
    put(state, 0, 22, "carrier")
    put(state, 0, 22, "infantry=2", planet="Jord")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    choose(state, Load("infantry", 22, "Jord"))
    choose(state, Load("infantry", 22, "Jord"))
    choose(state, EndMovement())
    choose(state, Land("infantry", NEW_ALBION))
    choose(state, Land("infantry", STARPOINT))
    choose(state, FinishLanding())
    ordering = offer(state)
    assert ordering.source == "exploration_order" and ordering.targets == [f"planet:{NEW_ALBION}",
                                                                         f"planet:{STARPOINT}"]
    events = take(state, f"planet:{STARPOINT}")
    explored = [(i, e.planet) for i, e in enumerate(events) if isinstance(e, Explored)]
    assert [p for _, p in explored] == [STARPOINT, NEW_ALBION]
    kept = next(i for i, e in enumerate(events) if isinstance(e, FragmentGained))
    assert explored[0][0] < kept < explored[1][0]  # the first card resolved before the second was drawn
    assert state.players[0].fragments == ["hazardous_relic_fragment"]
    top = offer(state)  # the second card asks its choice
    assert isinstance(top, FactionOffer) and top.source == "abandoned_warehouses"
    assert state.planets[NEW_ALBION].owner == 0
    from engines.galaxy import flow

    assert isinstance(flow.parent(state, Invasion), Invasion)


def test_a_state_set_up_again_deals_the_same_decks_from_the_same_seed() -> None:
    first, second = pok_table(seed=3), pok_table(seed=3)
    setup_expansion(second)
    setup_expansion(first)
    assert first.explore_decks == second.explore_decks and first.relic_deck == second.relic_deck
