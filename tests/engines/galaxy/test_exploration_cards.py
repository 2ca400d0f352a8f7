"""Every exploration card, one test named after each: what it does when a planet (or a frontier token) is
explored, and the attachments (TI-ATTACH-1..3)."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import flow
from engines.galaxy.actions.expansion import AttachmentPlaced, BoardTokenPlaced
from engines.galaxy.actions.rounds import ExhaustPlanet, TakeComponentAction
from engines.galaxy.board import galaxy_for
from engines.galaxy.content.decks import decks
from engines.galaxy.economy import influence, resources, specialty
from engines.galaxy.exploration.attachments import demilitarized, legendary
from engines.galaxy.exploration.explore import Site, explore_frontier, resolve
from engines.galaxy.exploration.frontier import frontier_systems
from engines.galaxy.phases.action import action_options
from engines.galaxy.steps.common import Research
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.actions import FinishProduction, Produce
from engines.galaxy.tactical.invasion import landing_planets
from tests.engines.galaxy.pok import decline, gain, offer, on_top, pok_table, take
from tests.engines.galaxy.tactics import on, put, space

LODOR, NEW_ALBION, STARPOINT, WELLON, VEFUT = "Lodor", "New Albion", "Starpoint", "Wellon", "Vefut II"
# Lodor (26) cultural 3/1; Starpoint (27) hazardous 3/1 beside New Albion industrial biotic 1/1;
# Wellon (19) industrial cybernetic 1/2; Vefut II (20) hazardous 2/2.
TILES = {9: "26", 10: "27", 11: "19", 12: "20"}
LAST: list[Any] = []  # the events of the last exploration a helper made


def explore(card: str, planet: str = LODOR, seat: int = 0, **units: int) -> Any:
    """A table where ``seat`` gains ``planet`` with ``units`` on it and draws ``card``."""
    state = pok_table(TILES)
    for kind, number in units.items():
        put(state, seat, state.planets[planet].system, f"{kind}={number}", planet=planet)
    deck = decks().exploration_cards()[card].deck
    on_top(state, deck, card)
    LAST[:] = gain(state, seat, planet)
    return state


def node(state: Any) -> int:
    """The system whose frontier token ``frontier`` explored (the first one at setup)."""
    return frontier_systems(pok_table(TILES))[0]


def frontier(card: str, seat: int = 0) -> Any:
    state = pok_table(TILES)
    node = state.frontier[0]
    on_top(state, "frontier", card)
    LAST[:] = explore_frontier(state, seat, node) + flow.settle(state)
    return state


# ----- relic fragments -------------------------------------------------------------------------------------


@pytest.mark.parametrize("card,planet", [("cultural_relic_fragment", LODOR), ("hazardous_relic_fragment", STARPOINT),
                                         ("industrial_relic_fragment", NEW_ALBION)])
def test_cultural_hazardous_and_industrial_relic_fragments_are_kept(card: str, planet: str) -> None:
    state = explore(card, planet)
    assert state.players[0].fragments == [card]


def test_cultural_relic_fragment() -> None:
    assert explore("cultural_relic_fragment").players[0].fragments == ["cultural_relic_fragment"]


def test_hazardous_relic_fragment() -> None:
    assert explore("hazardous_relic_fragment", STARPOINT).players[0].fragments == ["hazardous_relic_fragment"]


def test_industrial_relic_fragment() -> None:
    assert explore("industrial_relic_fragment", NEW_ALBION).players[0].fragments == ["industrial_relic_fragment"]


def test_unknown_relic_fragment() -> None:
    assert frontier("unknown_relic_fragment").players[0].fragments == ["unknown_relic_fragment"]


# ----- attachments -----------------------------------------------------------------------------------------


@pytest.mark.rule("TI-ATTACH-1", "TI-ATTACH-2", "TI-GAP-16", "TI-GAP-9")
def test_an_attachment_goes_under_the_planet_and_changes_its_values() -> None:
    state = explore("dyson_sphere")
    assert AttachmentPlaced(planet=LODOR, card="dyson_sphere") in LAST
    assert state.planets[LODOR].attachments == ["dyson_sphere"]
    assert (resources(state, LODOR), influence(state, LODOR)) == (5, 2)
    assert state.explore_discards["cultural"] == []


@pytest.mark.rule("TI-ATTACH-3")
def test_an_attachment_stays_when_another_player_takes_the_planet() -> None:
    state = explore("paradise_world")
    gain(state, 1, LODOR)
    assert state.planets[LODOR].attachments == ["paradise_world"]
    assert state.planets[LODOR].owner == 1 and influence(state, LODOR) == 3


def test_dyson_sphere() -> None:
    state = explore("dyson_sphere")
    assert (resources(state, LODOR), influence(state, LODOR)) == (5, 2)


def test_paradise_world() -> None:
    state = explore("paradise_world")
    assert (resources(state, LODOR), influence(state, LODOR)) == (3, 3)


def test_tomb_of_emphidia() -> None:
    state = explore("tomb_of_emphidia")
    assert (resources(state, LODOR), influence(state, LODOR)) == (3, 2)


def test_lazax_survivors() -> None:
    state = explore("lazax_survivors", STARPOINT)
    assert (resources(state, STARPOINT), influence(state, STARPOINT)) == (4, 3)


def test_mining_world() -> None:
    state = explore("mining_world", STARPOINT)
    assert (resources(state, STARPOINT), influence(state, STARPOINT)) == (5, 1)


def test_rich_world() -> None:
    state = explore("rich_world", STARPOINT)
    assert (resources(state, STARPOINT), influence(state, STARPOINT)) == (4, 1)


def test_warfare_research_facility() -> None:
    state = explore("warfare_research_facility", STARPOINT)
    assert specialty(STARPOINT, state) == "red" and (resources(state, STARPOINT), influence(state, STARPOINT)) == (3, 1)


@pytest.mark.parametrize("card,colour", [("biotic_research_facility", "green"),
                                         ("cybernetic_research_facility", "yellow"),
                                         ("propulsion_research_facility", "blue")])
def test_a_research_facility_on_a_planet_with_a_specialty_adds_a_resource_and_an_influence(card: str,
                                                                                          colour: str) -> None:
    state = explore(card, WELLON)  # Wellon: cybernetic 1/2
    assert specialty(WELLON, state) == "yellow" and (resources(state, WELLON), influence(state, WELLON)) == (2, 3)


def test_biotic_research_facility() -> None:
    state = explore("biotic_research_facility", NEW_ALBION)
    assert specialty(NEW_ALBION, state) == "green" and resources(state, NEW_ALBION) == 2  # already biotic


def test_cybernetic_research_facility() -> None:
    state = pok_table({9: "23"})  # Saudor: industrial, no specialty
    on_top(state, "industrial", "cybernetic_research_facility")
    gain(state, 0, "Saudor")
    assert specialty("Saudor", state) == "yellow" and resources(state, "Saudor") == 2


def test_propulsion_research_facility() -> None:
    state = pok_table({9: "23"})
    on_top(state, "industrial", "propulsion_research_facility")
    gain(state, 0, "Saudor")
    assert specialty("Saudor", state) == "blue"


def test_demilitarized_zone() -> None:
    state = pok_table(TILES)
    put(state, 0, 9, "infantry=2,pds", planet=LODOR)
    on_top(state, "cultural", "demilitarized_zone")
    gain(state, 0, LODOR)
    assert demilitarized(state, LODOR) and on(state, LODOR, 0) == {} and space(state, 9, 0) == {"infantry": 2}
    invasion = Invasion(seat=1, system=9)
    assert LODOR not in landing_planets(state, invasion)
    production = Production(seat=0, system=9, purpose="system", limit=1)
    from engines.galaxy.production import places

    assert places(state, production, "infantry") == []


# ----- cultural -------------------------------------------------------------------------------------------


def test_freelancers() -> None:
    state = explore("freelancers")
    state.planets[LODOR].exhausted = False
    take(state)
    decision = flow.decisions(state)[0]
    assert Produce("infantry", LODOR) in decision.options and Produce("cruiser", "") in decision.options
    flow.perform(state, 0, Produce("cruiser", ""))
    flow.perform(state, 0, FinishProduction())
    paying = flow.decisions(state)[0]
    assert ExhaustPlanet("Jord", "either") in paying.options  # influence may pay too
    flow.perform(state, 0, ExhaustPlanet("Jord", "either"))  # Jord: 4 resources, 2 influence
    assert space(state, 9, 0) == {"cruiser": 1}


def test_gamma_wormhole() -> None:
    state = explore("gamma_wormhole")
    assert BoardTokenPlaced(system=9, token="gamma_wormhole") in LAST
    assert "gamma" in galaxy_for(state).wormholes(9) and "exploration:gamma_wormhole" in state.purged
    assert galaxy_for(state).nexus in galaxy_for(state).adjacent[9]


def test_mercenary_outfit() -> None:
    state = explore("mercenary_outfit")
    take(state)
    assert on(state, LODOR, 0) == {"infantry": 1}


# ----- hazardous --------------------------------------------------------------------------------------------


def test_core_mine() -> None:
    state = explore("core_mine", STARPOINT, infantry=1)
    assert offer(state).targets == ["by_returning_1_infantry"]
    take(state, "by_returning_1_infantry")
    assert state.players[0].trade_goods == 1 and on(state, STARPOINT, 0) == {}


def test_core_mine_with_a_mech_costs_nothing() -> None:
    state = explore("core_mine", STARPOINT, mech=1)
    take(state, "with_your_mech")
    assert state.players[0].trade_goods == 1 and on(state, STARPOINT, 0) == {"mech": 1}


def test_core_mine_without_ground_forces_does_nothing() -> None:
    state = explore("core_mine", STARPOINT)
    from engines.galaxy.steps.factions import FactionOffer

    assert not isinstance(flow.top(state), FactionOffer) and state.players[0].trade_goods == 0


def test_expedition() -> None:
    state = explore("expedition", STARPOINT, mech=1)
    assert state.planets[STARPOINT].exhausted
    take(state, "with_your_mech")
    assert not state.planets[STARPOINT].exhausted


def test_volatile_fuel_source() -> None:
    state = explore("volatile_fuel_source", STARPOINT, infantry=2)
    take(state, "by_returning_1_infantry")
    assert type(flow.top(state)).__name__ == "PlaceTokens" and on(state, STARPOINT, 0) == {"infantry": 1}


# ----- industrial ---------------------------------------------------------------------------------------------


def test_abandoned_warehouses() -> None:
    state = explore("abandoned_warehouses", NEW_ALBION)
    state.players[0].commodities = 1
    decline_impossible = offer(state)
    assert decline_impossible.must and decline_impossible.targets == ["gain_2_commodities"]
    take(state, "gain_2_commodities")
    assert state.players[0].commodities == 3


def test_abandoned_warehouses_turns_two_commodities_into_trade_goods() -> None:
    state = pok_table(TILES)
    state.players[0].commodities = 3
    on_top(state, "industrial", "abandoned_warehouses")
    gain(state, 0, NEW_ALBION)
    take(state, "convert_2_commodities")
    assert (state.players[0].commodities, state.players[0].trade_goods) == (1, 2)


def test_functioning_base() -> None:
    state = pok_table(TILES)
    state.players[0].trade_goods = 1
    on_top(state, "industrial", "functioning_base")
    gain(state, 0, NEW_ALBION)
    assert offer(state).targets == ["gain_1_commodity", "draw_an_action_card_by_trade_good"]
    take(state, "draw_an_action_card_by_trade_good")
    assert state.players[0].trade_goods == 0 and len(state.players[0].action_cards) == 1


def test_local_fabricators() -> None:
    state = pok_table(TILES)
    state.players[0].commodities = 1
    on_top(state, "industrial", "local_fabricators")
    gain(state, 0, NEW_ALBION)
    take(state, "place_a_mech_by_commodity")
    assert on(state, NEW_ALBION, 0) == {"mech": 1} and state.players[0].commodities == 0


def test_local_fabricators_gives_a_commodity() -> None:
    state = explore("local_fabricators", NEW_ALBION)
    take(state, "gain_1_commodity")
    assert state.players[0].commodities == 1


# ----- frontier ---------------------------------------------------------------------------------------------


def test_derelict_vessel() -> None:
    state = frontier("derelict_vessel")
    assert len(state.players[0].secrets) == 1


def test_enigmatic_device() -> None:
    state = frontier("enigmatic_device")
    assert state.players[0].kept == ["enigmatic_device"]
    state.planets["Jord"].owner = 0
    state.players[0].trade_goods = 2  # Jord's 4 resources and 2 trade goods pay the 6
    assert TakeComponentAction("enigmatic_device") in action_options(state, 0)
    from engines.galaxy.abilities import find

    find("enigmatic_device", ("action",)).use(state, 0, "")
    assert isinstance(flow.top(state), Research) and flow.top(state).cost == 6  # type: ignore[union-attr]
    assert state.players[0].kept == [] and "exploration:enigmatic_device" in state.purged


def test_gamma_relay() -> None:
    state = frontier("gamma_relay")
    assert "gamma" in galaxy_for(state).wormholes(node(state))


def test_ion_storm() -> None:
    state = frontier("ion_storm")
    take(state, "beta_side_up")
    assert state.board_tokens[str(node(state))] == ["ion_storm:beta"]
    assert "beta" in galaxy_for(state).wormholes(node(state))
    assert "ion_storm" not in state.explore_discards["frontier"]  # it lies in the common area
    from engines.galaxy.effects import Context
    from engines.galaxy.exploration.tokens import flip_ion_storm

    flip_ion_storm(Context(state, 0, "always", {"system": node(state), "origins": ()}))
    assert state.board_tokens[str(node(state))] == ["ion_storm:alpha"]


def test_lost_crew() -> None:
    assert len(frontier("lost_crew").players[0].action_cards) == 2


def test_merchant_station() -> None:
    state = frontier("merchant_station")
    take(state, "replenish_commodities")
    assert state.players[0].commodities == 4  # Sol's commodity value


def test_mirage() -> None:
    state = frontier("mirage")
    assert "Mirage" in state.systems[str(node(state))].planets
    assert state.planets["Mirage"].owner == 0 and not state.planets["Mirage"].exhausted
    assert legendary(state, "Mirage") and (resources(state, "Mirage"), influence(state, "Mirage")) == (1, 2)
    assert state.players[0].legendary == ["mirage"] and "exploration:mirage" in state.purged


# ----- the optional Codex frontier cards (not in the printed deck) -----------------------------------------------


def _optional(card: str) -> Any:
    state = pok_table(TILES)
    node = state.frontier[0]
    LAST[:] = resolve(state, Site(0, "frontier", card, node)) + flow.settle(state)
    return state


def test_dead_world() -> None:
    state = _optional("dead_world")
    assert len(state.players[0].relics) == 1


def test_entropic_field() -> None:
    state = _optional("entropic_field")
    assert state.players[0].trade_goods == 2 and type(flow.top(state)).__name__ == "PlaceTokens"


def test_minor_entropic_field() -> None:
    assert _optional("minor_entropic_field").players[0].trade_goods == 1


def test_major_entropic_field() -> None:
    assert _optional("major_entropic_field").players[0].trade_goods == 3


def test_keleres_ship() -> None:
    state = _optional("keleres_ship")
    assert flow.top(state).count == 2  # type: ignore[union-attr]


def test_every_card_with_an_effect_of_its_own_is_registered() -> None:
    from engines.galaxy.exploration.explore import CARDS

    own = {k for k, c in {**decks().exploration_cards(), **decks().optional_frontier}.items()
           if c.kind not in ("relic_fragment", "attachment", "kept")}
    assert own == set(CARDS)


def test_a_declined_card_choice_changes_nothing() -> None:
    state = explore("mercenary_outfit")
    decline(state)
    assert on(state, LODOR, 0) == {}
