"""While the new-game dialog is read, the game's scene loads and prepares its table's first frame
(desktop/shell/load_ahead.py); closing the dialog stops it."""

from __future__ import annotations

import sys
from typing import Any

from desktop.games import SCENE_MODULES
from desktop.offscreen import wait_until


def test_the_dialog_loads_the_scene_and_renders_the_galaxy_tiles_ahead(window: Any) -> None:
    from desktop.games.galaxy.art_ahead import LEVEL, game_faces
    from desktop.games.galaxy.tile_item import ART

    ART.clear()
    window.new_game("galaxy")
    ahead = window.ahead
    assert ahead is not None and not ahead.finished
    assert wait_until(lambda: ahead.finished, 60)
    assert {(face.key, LEVEL) for face in game_faces()} <= set(ART.masters)
    window.dialog.reject()


def test_a_game_without_a_load_ahead_hook_has_its_scene_loaded(window: Any) -> None:
    window.new_game("toy")
    assert wait_until(lambda: window.ahead.finished, 30)
    window.new_game("cosmic")
    assert wait_until(lambda: window.ahead.finished, 30)
    assert SCENE_MODULES["cosmic"] in sys.modules


def test_closing_the_dialog_stops_the_work_ahead(window: Any) -> None:
    from desktop.games.galaxy.art_ahead import game_faces
    from desktop.games.galaxy.tile_item import ART

    ART.clear()
    window.new_game("galaxy")
    assert wait_until(lambda: window.ahead.steps is not None, 30)
    window.dialog.reject()
    ahead = window.ahead
    assert ahead.stopped
    done = len(ART.masters)
    wait_until(lambda: False, 0.5)
    assert len(ART.masters) == done < len(game_faces()), "no step ran after the dialog closed"
    assert not ahead.finished
