"""Late in a big game the objectives outgrow the room the table keeps for them (three rows): the cards grow
narrower, never shorter, so every name still reads whole on its card above the marks of who scored it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engines.galaxy.content.objectives import by_stage
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.legibility import texts_on_screen
from tests.desktop.games.tables import table_factory


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def test_fourteen_objectives_keep_three_rows_of_whole_names(table: Any) -> None:
    t = table(8, layout="alternate")
    t.play_until(lambda d: t.state.phase == "action", passing=True)
    state = t.state
    state.public = (by_stage("I")[:5] + by_stage("II")[:3])
    for seat, secret in enumerate(by_stage("secret")[:6]):
        state.players[seat % 8].scored.append(secret)
    t.show()
    panel = t.scene.table.objectives
    assert panel.rows_needed(14) == 3 and panel.per_row(14) == 5
    cards = [z.rect for z in panel.zones if z.kind == "objective"]
    assert len(cards) == 14 and min(r.height() for r in cards) >= 95.0, "the cards were squashed"
    words = [w for _, w, _ in texts_on_screen(t.view, [panel])]
    assert not [w for w in words if "…" in w], [w for w in words if "…" in w]
