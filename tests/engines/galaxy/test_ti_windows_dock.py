"""The Saar's Floating Factory: the space dock that stands in space is logged there (branch ti-windows)."""

from __future__ import annotations

from engines.galaxy import flow


def test_floating_factory_placed_is_logged_in_space_in_the_planets_system() -> None:
    """Floating Factory: the Saar's space dock stands in the space area, so the log and the option say so."""
    from engines.galaxy.actions.rounds import PlaceStructureOn
    from engines.galaxy.steps.common import PlaceStructure
    from engines.galaxy.words import describe, narrate
    from tests.engines.galaxy.factions.helpers import table_of

    state = table_of("saar", "hacan")
    home = state.players[0].home
    planet = state.systems[str(home)].planets[0]
    state.planets[planet].owner = 0
    flow.push(state, PlaceStructure(seat=0, kinds=["space_dock"]))
    option = PlaceStructureOn("space_dock", planet)
    assert option in flow.decisions(state)[0].options
    assert describe(state, option) == f"Space dock in space, in {planet}'s system"
    events = flow.perform(state, 0, option)
    lines = [narrate(e) for e in events]
    assert f"{{p0}} places a space dock in space at position {home}, in {planet}'s system" in lines, lines
    assert not any(f"on {planet}" in (line or "") for line in lines)
    assert any(s.kind == "space_dock" for s in state.systems[str(home)].space)


def test_a_space_dock_that_does_not_float_is_still_logged_on_its_planet() -> None:
    from engines.galaxy.actions.rounds import PlaceStructureOn
    from engines.galaxy.steps.common import PlaceStructure
    from engines.galaxy.words import describe, narrate
    from tests.engines.galaxy.factions.helpers import table_of

    state = table_of("hacan")
    planet = state.systems[str(state.players[0].home)].planets[0]
    state.planets[planet].owner = 0
    flow.push(state, PlaceStructure(seat=0, kinds=["space_dock"]))
    option = PlaceStructureOn("space_dock", planet)
    assert describe(state, option) == f"Space dock on {planet}"
    lines = [narrate(e) for e in flow.perform(state, 0, option)]
    assert f"{{p0}} places a space dock on {planet}" in lines, lines
