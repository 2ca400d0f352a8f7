"""The galaxy table's unit key (each unit's shape and the map's marks, with their names) in an eight-player game
mid-way, at 1280x800 and 1920x1200: shown whole, no label cut, no text under 8 screen pixels (branch ti-windows).
Later in the game, when the objectives and the faction's abilities take more of the column, the key keeps the
units' shapes. Screenshots go to /tmp/ti-windows/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from desktop.games.galaxy.game_table import COLUMN, GAP
from desktop.games.galaxy.unit_key import needed_height
from tests.desktop.games.legibility import texts_on_screen
from tests.desktop.games.test_galaxy_table2_midgame import played_to_round

SHOTS = Path("/tmp/ti-windows")
UNITS = ("war sun", "flagship", "dreadnought", "carrier", "cruiser", "destroyer", "fighter", "mech", "infantry",
         "PDS", "space dock")
MARKS = ("damaged unit", "command token", "planet controlled", "custodians token", "active system",
         "click to choose", "in range (moves)")


@pytest.mark.slow
@pytest.mark.parametrize(("round_number", "size", "marks"), [(2, (1280, 800), True), (2, (1920, 1200), True),
                                                             (4, (1280, 800), False)])
def test_the_unit_key_reads_whole_with_eight_seats(qtbot: Any, window: Any, round_number: int, size: tuple[int, int],
                                                   marks: bool) -> None:
    match = played_to_round(round_number)
    window.resize(*size)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None and page.scene.playing, timeout=20_000)
    if page.curtain.isVisible():
        page.curtain.button.click()
    page.fit()
    qtbot.wait(100)
    key = page.scene.table.key
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / f"unit-key-eight-round{round_number}-{size[0]}x{size[1]}.png"))
    table = page.scene.table
    column = [p for p in (table.tray, table.common, table.faction) if p.isVisible() and p.pos().x() == key.pos().x()]
    room = table.rect.bottom() - max(p.pos().y() + p.height for p in column) - GAP
    if not marks and room < needed_height(COLUMN, marks=False):
        # later in the game the tray and the strips may fill the column: the key gives way to them (only then)
        assert not key.isVisible(), f"the unit key overlaps the column ({room:.0f} of room)"
        offered = {i for i, _ in table.tray.data.buttons}
        assert offered and offered == {z.key for z in table.tray.zones if z.kind == "option"}, "a tray option lost"
        return
    assert key.isVisible(), f"the unit key is hidden with {room:.0f} of room"
    shown = page.board.mapToScene(page.board.viewport().rect()).boundingRect()
    assert shown.contains(key.sceneBoundingRect()), "the unit key lies outside the view"
    for panel in table.panels:  # nothing drawn over the key
        if panel is not key and panel.isVisible():
            assert not panel.sceneBoundingRect().intersects(key.sceneBoundingRect()), type(panel).__name__
    texts = texts_on_screen(page.board, [key])
    drawn = [w for _, w, _ in texts]
    assert sorted(drawn) == sorted(UNITS + MARKS if marks else UNITS), drawn
    assert not [w for w in drawn if "…" in w], drawn
    assert min(size for size, _, _ in texts) >= 8.0, sorted(texts)[:3]
