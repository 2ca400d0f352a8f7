"""`starboard --self-test`: every registered game, offscreen, through the real worker and scene.

For each game: start a match in the worker thread, play 20 random actions through the game
page, draw the scene, save through the worker, reload the save and compare the state.
"""

from __future__ import annotations

import random
import sys
import tempfile
import traceback
from functools import partial
from pathlib import Path
from typing import Any

from desktop.offscreen import ensure_offscreen, wait_until

ACTIONS = 20


def run_self_test() -> int:
    ensure_offscreen()
    from desktop.app import make_app
    from desktop.widgets.motion import Motion
    from engines.registry import GAME_MODULES, game_ids

    app = make_app()
    Motion.enabled = False
    failures = 0
    ids = [g for g in game_ids() if g in GAME_MODULES]
    if not ids:
        print("self-test: no games are registered", flush=True)
        return 1
    for game_id in ids:
        try:
            detail = _check_game(game_id)
            print(f"ok    {game_id}: {detail}", flush=True)
        except Exception as error:  # report every game, then fail
            failures += 1
            print(f"FAIL  {game_id}: {error}", flush=True)
            traceback.print_exc(file=sys.stdout)
    app.processEvents()
    print("self-test passed" if not failures else f"self-test FAILED for {failures} game(s)", flush=True)
    return 1 if failures else 0


def _check_game(game_id: str) -> str:
    from desktop.channel import LocalTable
    from desktop.shell.game_page import GamePage
    from engines.core.match import Match, SeatConfig
    from engines.core.saves import load_match
    from engines.registry import get_game

    game = get_game(game_id)
    players = game.min_players
    seats = [SeatConfig(f"Player {i + 1}", i, "human") for i in range(players)]
    match = Match(game, players, 1234, {}, seats)
    channel = LocalTable(match, bot_delay_ms=0)
    page = GamePage(game, seats, channel, curtain=False)
    page.resize(1280, 800)
    channel.start()
    try:
        played = _play(page, random.Random(7))
        image = _render(page)
        saved = _save_and_reload(channel, load_match, game)
    finally:
        channel.close()
        page.deleteLater()
    return f"{played} actions, scene {image}, save reloads ({saved})"


def _play(page: Any, rng: random.Random) -> int:
    if not wait_until(lambda: page.last is not None, 20):
        raise RuntimeError("the worker never published the table")
    for played in range(ACTIONS):
        update = page.last
        seat = page.shown_seat
        envelope = update.envelopes.get(seat)
        if update.result is not None or envelope is None or envelope.decision is None:
            return played
        version = update.version
        option = rng.choice(envelope.decision.options)
        page.send(option.action)
        if not wait_until(partial(_moved_past, page, version), 20):
            raise RuntimeError(f"action {played + 1} ({option.label}) was not applied")
    return ACTIONS


def _moved_past(page: Any, version: int) -> bool:
    return bool(page.last.version > version)


def _render(page: Any) -> str:
    from PySide6.QtGui import QImage, QPainter

    rect = page.scene.itemsBoundingRect()
    if rect.isEmpty():
        raise RuntimeError("the scene drew nothing")
    image = QImage(800, 500, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    page.scene.render(painter)
    painter.end()
    return f"{len(page.scene.items())} items"


def _save_and_reload(channel: Any, load_match: Any, game: Any) -> str:
    folder = Path(tempfile.mkdtemp(prefix="starboard-selftest-"))
    path = folder / f"{game.id}.starboard"
    saved: list[str] = []
    channel.saved.connect(saved.append)
    channel.save(str(path))
    if not wait_until(lambda: bool(saved), 20):
        raise RuntimeError("the worker did not save")
    channel.close()
    loaded = load_match(path)
    if game.state_json(loaded.state) != game.state_json(channel.match.state):
        raise RuntimeError("the reloaded save differs from the table")
    path.unlink()
    folder.rmdir()
    return f"version {loaded.version}"
