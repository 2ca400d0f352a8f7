"""`starboard screenshot`: render a game's table (or the launcher) offscreen to a PNG."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from desktop.offscreen import ensure_offscreen, play_bots, wait_until


def _size(text: str) -> tuple[int, int]:
    from desktop.cli import CliError

    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise CliError(f"--size is WIDTHxHEIGHT, not {text!r}") from None
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise CliError("--size must be between 200x200 and 8000x8000")
    return width, height


ART_WAIT_S = 60


def run_screenshot(args: argparse.Namespace) -> int:
    ensure_offscreen()
    width, height = _size(args.size)
    if args.actions < 0:
        from desktop.cli import CliError

        raise CliError(f"--actions is how many moves the bots play first: 0 or more, not {args.actions}")
    if args.game == "launcher":
        return _save(_launcher_window(), width, height, Path(args.out))
    from desktop.cli import checked_bots, resolve_setup
    from engines.core.match import Match, SeatConfig

    game, players, options, seed = resolve_setup(args)
    if args.seed is None:
        seed = 1
    specs = checked_bots(game, args.bots, players)
    seats = [SeatConfig(f"Player {i + 1}", i, "human") for i in range(players)]
    match = Match(game, players, seed, options, seats)
    play_bots(match, args.actions, specs, seed)
    window = _table_window(match)
    return _save(window, width, height, Path(args.out))


def _launcher_window() -> Any:
    from desktop.app import make_app
    from desktop.shell.main_window import MainWindow
    from desktop.widgets.motion import Motion

    make_app()
    Motion.enabled = False
    return MainWindow()


def _table_window(match: Any) -> Any:
    from desktop.app import make_app
    from desktop.settings import Settings
    from desktop.shell.main_window import MainWindow
    from desktop.widgets.motion import Motion

    make_app()
    settings = Settings(curtain=False, animations=False, bot_pace="instant")
    window = MainWindow(settings)
    Motion.enabled = False
    page = window.start_match(match)
    wait_until(lambda: page.last is not None, timeout=20)
    return window


def _save(window: Any, width: int, height: int, out: Path) -> int:
    from desktop.cli import CliError

    window.resize(width, height)
    window.show()
    wait_until(lambda: False, timeout=0.3)
    page = getattr(window, "page", None)
    if page is not None:
        page.fit()
        wait_until(lambda: False, timeout=0.1)
        # A busy machine may still be rendering tile art: the picture shows the table, not its stand-ins.
        wait_until(lambda: not page.scene.art_pending(), timeout=ART_WAIT_S)
        wait_until(lambda: False, timeout=0.1)
    image = window.grab()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise CliError(f"cannot write {out}")
    if page is not None:
        window.close_table()
    print(out)
    return 0
