"""Entry point: the command line, the QApplication and the main window."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from desktop import __version__


def main(argv: list[str] | None = None) -> int:
    from desktop.cli import main as cli_main

    return cli_main(argv)


def make_app(argv: list[str] | None = None) -> Any:
    """The QApplication with Starboard's name, icon and style (reused if one exists)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from desktop.theme import STYLE_SHEET
    from engines.core.paths import assets_dir

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or [sys.argv[0]])
    app.setApplicationName("Starboard")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Starboard")
    app.setStyleSheet(STYLE_SHEET)
    from PySide6.QtGui import QPixmapCache

    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 96 * 1024))  # tile art caches per zoom level
    icon = assets_dir() / "ui" / "icon.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    from desktop.gc_pin import pin_gc_to_gui_thread

    pin_gc_to_gui_thread()
    return app


def seats_from_spec(game: Any, players: int, spec: str | None, player_name: str) -> list[Any]:
    """`human,bot:hard,...` into seat configs (default: you, then Normal bots); old bot names still work."""
    from desktop.cli import CliError
    from engines.core.bots import make_bot
    from engines.core.match import SeatConfig

    kinds = [k.strip() for k in spec.split(",")] if spec else ["human"] + ["bot:normal"] * (players - 1)
    if len(kinds) != players:
        raise CliError(f"--seats needs {players} entries, not {len(kinds)}")
    seats = []
    for index, kind in enumerate(kinds):
        if kind == "bot:heuristic" and "heuristic" not in game.bots():
            kind = "bot:random"
        if kind != "human":
            try:
                make_bot(game, kind)
            except ValueError as error:
                raise CliError(str(error)) from None
            if not kind.startswith("bot:"):
                kind = f"bot:{kind}"
        name = (player_name if index == 0 else f"Player {index + 1}") if kind == "human" else f"Bot {index + 1}"
        seats.append(SeatConfig(name, index, kind))
    return seats


def run_gui(args: argparse.Namespace) -> int:
    """`starboard`, `starboard play ...` and `starboard load FILE`."""
    from desktop.cli import CliError, resolve_setup
    from desktop.qtcheck import advice

    match = None
    if args.command == "load":
        from engines.core.saves import SaveError, check_save_file

        try:  # the quick refusals stay on the command line; the replay check runs once the window shows
            check_save_file(args.file)
        except SaveError as error:
            raise CliError(str(error)) from None
    elif args.command == "play":
        game, players, options, seed = resolve_setup(args)
        from desktop.settings import load_settings
        from engines.core.match import Match

        seats = seats_from_spec(game, players, args.seats, load_settings().player_name)
        match = Match(game, players, seed, options, seats)
    message = advice()
    if message:
        print(message, file=sys.stderr)
        return 1
    app = make_app()
    from desktop.shell.main_window import MainWindow

    window = MainWindow()
    app.installEventFilter(_file_open_filter(window))
    if match is not None or args.command == "load":
        from desktop.gc_pin import freeze_startup_objects

        freeze_startup_objects()  # before the table: a frozen table would never be collected once closed
        if match is not None:
            window.start_match(match)
        else:  # read and checked in a thread: the window says it is opening the game meanwhile
            from pathlib import Path

            window.open_path(Path(args.file))
    else:
        window.freeze_when_warm = True  # after the launcher's first frame and the warm-up that follows it
    window.show()
    return int(app.exec())


def _file_open_filter(window: Any) -> Any:
    """macOS sends a double-clicked save to a running app as a FileOpen event, not an argument."""
    from pathlib import Path

    from PySide6.QtCore import QEvent, QObject

    class FileOpenFilter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FileOpen:
                path = event.file()  # type: ignore[attr-defined]
                if path:
                    window.open_path(Path(path))
                    return True
            return False

    return FileOpenFilter(window)


if __name__ == "__main__":
    sys.exit(main())
