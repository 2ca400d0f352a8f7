"""PyInstaller runtime hook: runs in the frozen app only, before Starboard's own code.

- Windows: holds two named mutexes for the app's lifetime; the Inno Setup installer and uninstaller
  (AppMutex in packaging/windows/starboard.iss) refuse to run while a copy of Starboard holds them.
- Two probes for the packaging checks, inert unless their environment variable names an output file
  (a file rather than stdout, because a windowed Windows build has no stdout):
  STARBOARD_BUNDLE_PROBE=FILE   write where the bundle finds its assets, rules references and games, then exit 0;
  STARBOARD_STARTUP_PROBE=FILE  write when the launcher window first painted (and when the hook ran, Qt was
                                imported and the event loop started), then quit.
"""

import json
import os
import sys
import time

MUTEX_NAMES = ("StarboardRunning", "Global\\StarboardRunning")
HOOK_STARTED = time.time()  # when the interpreter reached Starboard's first Python line


def _hold_mutexes() -> None:
    import ctypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.CreateMutexW.restype = ctypes.c_void_p
    # Kept on sys so the handles live until the process exits (Windows closes them then).
    sys._starboard_mutexes = [kernel32.CreateMutexW(None, False, name) for name in MUTEX_NAMES]  # type: ignore[attr-defined]


def _bundle_report() -> dict:
    from engines.core.paths import app_root, assets_dir
    from engines.core.reference import load_reference
    from engines.registry import game_ids

    games = game_ids()
    return {
        "frozen": bool(getattr(sys, "frozen", False)),
        "app_root": str(app_root()),
        "assets_dir": str(assets_dir()),
        "icon": (assets_dir() / "ui" / "icon.svg").is_file(),
        "references": {game: len(ref.entries) if (ref := load_reference(game)) else 0 for game in games},
        "games": games,
    }


def _write(path: str, data: dict) -> None:
    with open(path, "w", encoding="utf-8") as out:
        json.dump(data, out)


def _watch_first_paint(path: str) -> None:
    """Wrap QApplication.exec: when a widget of the main window first paints, record the time and quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    marks = {"hook_at": HOOK_STARTED, "qt_imported_at": time.time()}
    original_exec = QApplication.exec

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            painted = event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
            if painted and isinstance(watched.window(), QMainWindow):
                QApplication.instance().removeEventFilter(self)
                QTimer.singleShot(0, self.done)  # after the whole first frame is painted
            return False

        def done(self) -> None:
            _write(path, {**marks, "painted_at": time.time()})
            QApplication.quit()

    def exec_and_watch(*args: object) -> int:
        marks["exec_at"] = time.time()  # the window is built and shown; the event loop starts
        app = QApplication.instance()
        app._starboard_first_paint = FirstPaint(app)  # type: ignore[attr-defined]
        app.installEventFilter(app._starboard_first_paint)  # type: ignore[attr-defined]
        return int(original_exec())

    QApplication.exec = exec_and_watch  # type: ignore[method-assign]


if sys.platform == "win32":
    _hold_mutexes()
if os.environ.get("STARBOARD_BUNDLE_PROBE"):
    _write(os.environ["STARBOARD_BUNDLE_PROBE"], _bundle_report())
    sys.exit(0)
if os.environ.get("STARBOARD_STARTUP_PROBE"):
    _watch_first_paint(os.environ["STARBOARD_STARTUP_PROBE"])
