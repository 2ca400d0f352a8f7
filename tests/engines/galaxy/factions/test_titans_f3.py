"""Faction abilities of the Titans of Ul (TI-EXPLORE-*, LRR 49 ground combat): Terragenesis and Coalescence, each
tested by name, in play."""

from __future__ import annotations

import pytest

from engines.galaxy import flow
from engines.galaxy.actions.factions import DeclineFactionAbility
from engines.galaxy.actions.rounds import UseAbility
from engines.galaxy.factions.titans import SLEEPER
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.tactical.actions import Activate, EndMovement, FinishLanding
from engines.galaxy.windows.actions import PassWindow
from tests.engines.galaxy.pok import gain, offer, on_top, pok_table, take
from tests.engines.galaxy.tactics import choose, on, put, script, start


@pytest.mark.rule("TI-EXPLORE-1")
def test_terragenesis_puts_a_sleeper_on_a_planet_just_explored_or_moves_one_there() -> None:
    state = pok_table({9: "26", 10: "27"}, factions=("titans", "hacan", "letnev"))
    on_top(state, "cultural", "paradise_world")  # an attachment: no choice of its own
    gain(state, 0, "Lodor")
    found = offer(state)
    assert (found.source, found.targets) == ("terragenesis", ["place"])
    take(state, "place")
    assert SLEEPER in state.planets["Lodor"].attachments
    for planet in ("New Albion", "Arretze", "Hercant", "Kamdorn"):  # the other four tokens out
        state.planets[planet].attachments.append(SLEEPER)
    on_top(state, "hazardous", "rich_world")
    gain(state, 0, "Starpoint")
    targets = offer(state).targets
    assert "place" not in targets and "planet:New Albion" in targets  # all five out: only a move
    take(state, "planet:New Albion")
    assert SLEEPER in state.planets["Starpoint"].attachments and SLEEPER not in state.planets["New Albion"].attachments


def test_terragenesis_is_not_offered_on_a_planet_that_already_has_a_sleeper() -> None:
    state = pok_table({9: "26"}, factions=("titans", "hacan", "letnev"))
    state.planets["Lodor"].attachments.append(SLEEPER)
    on_top(state, "cultural", "paradise_world")
    gain(state, 0, "Lodor")
    flow.settle(state)
    assert not any(isinstance(s, FactionOffer) and s.source == "terragenesis" for s in state.stack)


@pytest.mark.rule("TI-LEADER-6")
def test_coalescence_makes_an_awakened_hel_titan_fight_the_ground_forces_on_its_planet_and_take_it() -> None:
    """LRR 49.4: ground combat on each planet with both sides' ground forces; Coalescence makes the Hel-Titan
    Awaken put among another player's infantry fight there, in the invasion of that tactical action."""
    state = pok_table({9: "26"}, factions=("titans", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    state.planets["Lodor"].attachments.append(SLEEPER)
    put(state, 1, 9, "infantry=1", planet="Lodor")
    start(state, 0)
    choose(state, Activate(9))
    for _ in range(10):
        asked = flow.decisions(state)
        if any(UseAbility("awaken", "planet:Lodor") in d.options for d in asked):
            flow.perform(state, 0, UseAbility("awaken", "planet:Lodor"))
            break
        flow.perform(state, asked[0].seat, PassWindow())
    flow.perform(state, 0, DeclineFactionAbility("hecatoncheires"))  # the PDS, not the mech (ti-flagged)
    assert on(state, "Lodor", 0) == {"pds": 1}
    script(state, 10, 1)  # the Hel-Titan hits, the infantry misses
    choose(state, EndMovement())
    for _ in range(40):
        asked = flow.decisions(state)
        if not asked or state.planets["Lodor"].owner == 0:
            break
        options = asked[0].options
        flow.perform(state, asked[0].seat, FinishLanding() if FinishLanding() in options else (
            PassWindow() if PassWindow() in options else options[0]))
    assert on(state, "Lodor", 1) == {} and state.planets["Lodor"].owner == 0
