"""Fabrication (Naaz-Rokha faction technology) is played from the table by a click, the way the heuristic bot
takes it: the ti-balance session put it back among the bot's faction component actions (it had been taken out
while a click on a unit under a token mark sent nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engines.galaxy.actions import rounds as ac
from engines.galaxy.bots.reactions import COMPONENT_ACTIONS
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.tables import table_factory


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def test_fabrication_is_a_click_on_the_table_and_one_of_the_bots_component_actions(table: Any) -> None:
    """Fabrication: ACTION, purge 2 relic fragments of a type for a relic, or 1 for a command token."""
    assert "fabrication" in COMPONENT_ACTIONS
    t = table(6, factions="naazrokha,sol,hacan,letnev,arborec,yin")
    t.play_until(lambda d: d.seat == 0 and any(isinstance(o, ac.TakeTacticalAction) for o in d.options),
                 passing=True)  # seat 0's turn in the action phase
    player = t.state.players[0]
    if "fabrication" not in player.technologies:
        player.technologies.append("fabrication")
    player.fragments = ["hazardous_relic_fragment", "hazardous_relic_fragment"]
    t.show(0)
    options = [o for o in t.options() if isinstance(o, ac.TakeComponentAction) and o.source == "fabrication"]
    assert ac.TakeComponentAction("fabrication", "relic:hazardous") in options, options
    for option in options:  # each of its choices has its place on the table and a click sends it
        t.click_option(option, apply=False)
    t.click_option(ac.TakeComponentAction("fabrication", "relic:hazardous"))
    assert t.state.players[0].fragments == [] and len(t.state.players[0].relics) == 1
