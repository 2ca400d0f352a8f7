"""M'aban on the table: the Naalu commander lets its owner look at the neighbours' promissory notes and the
agenda deck's top and bottom cards at any time; the leader's hover lists them for that seat only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from desktop.games.galaxy.leader_sheet import extra_text
from engines.galaxy.agenda.words import agenda_name
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.tables import table_factory


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def maban_hover(t: Any) -> list[str]:
    area = t.scene.table.area
    point = t.scene.table.point_of_zone(area, "leader", "maban")
    assert point is not None, "M'aban has no chip on the leader sheet"
    text = t.scene.game_hover_text(point)
    assert text is not None
    return list(text[1])


@pytest.mark.rule("TI-LEADER-9")
def test_maban_hover_lists_what_the_naalu_may_look_at_once_unlocked(table: Any) -> None:
    """LRR 51 (leaders), M'aban: locked, the hover promises nothing; unlocked, it names the agenda deck's top and
    bottom cards, and another seat looking at the same chip sees no such list."""
    t = table(3, factions="naalu,sol,hacan")
    t.play_until(lambda d: t.state.phase == "action" and d.seat == 0, passing=True)
    t.show(0)
    assert not [line for line in maban_hover(t) if line.startswith("You may look")]
    t.state.players[0].unlocked.append("maban")
    t.show(0)
    lines = [line for line in maban_hover(t) if line.startswith("You may look")]
    deck = t.state.agenda_deck
    assert lines and f"agenda {agenda_name(deck[0])}" in lines[0] and f"agenda {agenda_name(deck[-1])}" in lines[0]
    other = t.match.envelope(1).view  # Sol's view of the same leader: no list of the Naalu's looks
    text = extra_text(other, "leader", "maban", lambda seat: f"seat {seat}")
    assert text is not None and not [line for line in text[1] if line.startswith("You may look")]
