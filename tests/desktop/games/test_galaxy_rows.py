"""The players' rows beside the map: a seat's name with its status (speaker, passed) reads whole beside two
strategy cards, and where a long name leaves no room the name gives way, never the status."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import tests.desktop.games.galaxy_tables as galaxy_tables
from engines.galaxy.actions import rounds as ac
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.legibility import texts_on_screen
from tests.desktop.games.tables import table_factory


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def speaker_who_passed(t: Any) -> int:
    """Round 2's action phase (three players: two strategy cards each), another seat's turn; seat 0 the
    speaker, and passed."""
    t.play_until(lambda d: t.state.round >= 2 and t.state.phase == "action" and d.seat != 0
                 and ac.TakeTacticalAction() in d.options, passing=True)  # no window: the rows are shown
    t.state.speaker = 0
    t.state.players[0].passed = True
    t.show()
    return 0


def row_text(t: Any, name: str) -> str:
    drawn = [words for _, words, item in texts_on_screen(t.view) if item is t.scene.table.rows]
    found = [words for words in drawn if words.startswith(name[:4])]
    assert len(found) == 1, drawn
    return found[0]


def test_a_speaker_who_passed_reads_whole_beside_two_strategy_cards(table: Any) -> None:
    """LRR 3.1 (the speaker), 3.2 (a player who passed): both shown in the seat's row."""
    t = table(3, factions="creuss,sol,hacan")
    speaker_who_passed(t)
    row = next(r for r in t.scene.table.rows.data if r.seat == 0)
    assert row.speaker and row.passed and len(row.cards) == 2
    assert row_text(t, "Ada") == "Ada · speaker · passed"


def test_a_long_name_is_cut_and_the_status_kept(table: Any, monkeypatch: Any) -> None:
    long_name = "Bartholomew the Unhurried Admiral"[:32]
    monkeypatch.setattr(galaxy_tables, "NAMES", [long_name, *galaxy_tables.NAMES[1:]])
    t = table(3, factions="creuss,sol,hacan")
    speaker_who_passed(t)
    words = row_text(t, long_name)
    assert words.endswith("… · speaker · passed") and words.startswith(long_name[:6])
    title, _body = t.scene.game_hover_text(t.scene.table.point_of_zone(t.scene.table.rows, "seat", 0))
    assert title.startswith(f"{long_name} · ") and "Creuss" in title, "the row's hover names the seat whole"


def test_the_row_counts_the_planets_and_what_the_ready_ones_hold(table: Any) -> None:
    """LRR 14.1 and 47.1 (resources and influence are spent by exhausting planets): the row shows the planets a
    seat controls and the resources and influence of the ready ones; its hover says so in words."""
    t = table(3, factions="creuss,sol,hacan")
    speaker_who_passed(t)
    mine = [p for p in t.state.planets.values() if p.owner == 1]
    for planet in mine[:1]:
        planet.exhausted = True
    t.state.players[1].trade_goods = 12
    t.show()
    view = t.scene.envelope.view
    ready = [p for p in view.planets if p.owner == 1 and not p.exhausted]
    worth, say = sum(p.resources for p in ready), sum(p.influence for p in ready)
    drawn = [words for _, words, item in texts_on_screen(t.view) if item is t.scene.table.rows]
    assert len(mine) == 1 and not ready  # Sol holds Jord alone, exhausted above
    start = drawn.index("1 planet", drawn.index("12"))  # seat 1's line, after its trade goods
    assert drawn[start - 2:start] == [str(say), str(worth)]  # drawn right to left: influence, then resources
    _title, body = t.scene.game_hover_text(t.scene.table.point_of_zone(t.scene.table.rows, "seat", 1))
    assert body[0] == "1 planet, exhausted"
    mine[0].exhausted = False
    t.show()
    _title, body = t.scene.game_hover_text(t.scene.table.point_of_zone(t.scene.table.rows, "seat", 1))
    assert body[0] == "1 planet, ready: 4 resources and 2 influence to spend"  # Jord, 4/2


def test_a_two_digit_number_sits_inside_its_badge() -> None:
    from PySide6.QtGui import QFontMetricsF

    from desktop.app import make_app
    from desktop.games.galaxy import ink

    make_app()
    for radius in (13.0, 14.0, 15.0):
        advance = QFontMetricsF(ink.font(max(ink.LEAST, radius * 1.25), bold=True)).horizontalAdvance
        for number in range(100):
            assert advance(str(number)) <= 2 * ink.badge_radius(str(number), radius) * 0.9, (radius, number)
