"""The Lost Worlds table answers every click and says what it shows: refusals, headers, spent dice,
powers that can do nothing, campaign claims, the map's wormholes, the wrap-up and the morality strip."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engines.lostworlds import actions as A
from tests.desktop.games.tables import reach_until, table_factory
from tests.desktop.games.test_lostworlds_scene import Table


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, Table)


def test_a_click_on_a_spent_die_is_refused_with_its_rule(table: Any) -> None:
    t = table(2, seed=8)
    activate = reach_until(t, A.Activate)
    t.click(t.scene.dice[activate.die])
    t.apply_sent()
    while not [d for d in t.match.envelope(t.seat()).view.dice if d.spent]:
        t.match.apply(t.seat(), t.options()[0])
        t.show()
    spent = next(d for d in t.match.envelope(t.seat()).view.dice if d.spent)
    t.click_at(t.scene.dice[spent.die].sceneBoundingRect().center())
    assert t.sent == []
    assert t.refusals, "the click on a spent die was answered"
    print(t.refusals)
