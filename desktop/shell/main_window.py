"""The main window: launcher and table pages, menus with shortcuts, save/load, rules, settings."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QScrollArea, QStackedWidget

from desktop import __version__
from desktop.games import game_hook
from desktop.settings import Settings, load_settings, save_settings, save_settings_soon
from desktop.shell.launcher import Launcher
from desktop.shell.warm_up import WarmUp
from desktop.widgets.motion import Motion
from engines.core.paths import SAVE_SUFFIX as SUFFIX
from engines.core.paths import autosaves_dir, saves_dir
from engines.registry import game_ids, get_game

# The launcher is the first screen: what only a table, a dialog or the LAN needs is imported when first
# used (bench/bench_startup.py measures the difference; tests/desktop/test_startup_imports.py guards it).
if TYPE_CHECKING:
    from desktop.channel import TableChannel
    from desktop.shell.game_page import GamePage
    from desktop.shell.lan_shell import LanShell
    from desktop.shell.load_ahead import LoadAhead
    from desktop.shell.new_game import NewGameChoice, NewGameDialog
    from desktop.shell.opening import Opening
    from desktop.shell.rules_browser import RulesBrowser
    from desktop.shell.save_ahead import SaveAhead
    from engines.core.contract import Game, Result
    from engines.core.match import Match, SeatConfig

FILE_FILTER = f"Starboard games (*{SUFFIX})"
SCENE_WARM_UP_MS = 100  # after the new-game dialog opens: it has drawn itself by then


class MainWindow(QMainWindow):
    replay_written = Signal(str, str)  # a replay's path and why it could not be written ("" once it is)

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.replay_written.connect(self._replay_written)
        self.settings = settings or load_settings()
        Motion.enabled = self.settings.animations
        Motion.speed = self.settings.animation_speed
        self.setWindowTitle("Starboard")
        self.resize(1500, 940)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.launcher = Launcher(game_ids())
        self.launcher.new_game.connect(self.new_game)
        self.launcher.resume.connect(lambda path: self.open_path(Path(path)))
        self.launcher.open_file.connect(self.open_dialog)
        self.launcher.replay.connect(lambda path: self.open_replay(Path(path)))
        self.launcher.intent.connect(lambda path: self.resume_intent(Path(path)))
        self._lan: LanShell | None = None
        self.launcher.host.connect(lambda: self.lan.host_game())
        self.launcher.join.connect(lambda: self.lan.join_game())
        # In a scroll area, so a small window (or screen) can still show the whole launcher.
        self.launcher_page = QScrollArea()
        self.launcher_page.setWidgetResizable(True)
        self.launcher_page.setWidget(self.launcher)
        self.stack.addWidget(self.launcher_page)
        self.page: GamePage | None = None
        self.ahead: LoadAhead | None = None  # the game the player is about to open loads ahead
        self.file_dialog: QFileDialog | None = None  # File > Open's, while it is open
        self.save_ahead: SaveAhead | None = None  # the save the player is about to open, read in a thread
        self.opening: Opening | None = None  # the game being opened, its save still being read
        self._busy_pointer = False
        self.save_path: Path | None = None
        self.rules: RulesBrowser | None = None
        self.replays: list[Any] = []  # open replay windows
        self.menu_actions: dict[str, QAction] = {}
        self._menus()
        self._update_actions()
        # Once the launcher is on screen, what every table needs loads in idle turns (desktop/shell/warm_up.py).
        self.freeze_when_warm = False  # `starboard` sets it: then gc.freeze the start-up objects after the warm-up
        self._opened_a_table = False
        self.warm_up = WarmUp(parent=self)
        self.launcher.first_painted.connect(self.warm_up.start)
        self.warm_up.done.connect(self._warmed_up)
        self.setAcceptDrops(True)  # a save dropped on the window opens as File > Open would

    def _warmed_up(self) -> None:
        # A table's objects must stay collectable, and so must a save read ahead (its match may never be opened).
        if self.freeze_when_warm and not self._opened_a_table and self.save_ahead is None:
            from desktop.gc_pin import freeze_startup_objects

            freeze_startup_objects()

    # ----- menus -----------------------------------------------------------------------------
    def _action(self, key: str, text: str, shortcut: Any, slot: Any) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        self.menu_actions[key] = action
        return action

    def _menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        for key, text, shortcut, slot in (
            ("new", "&New game…", QKeySequence.StandardKey.New, self.show_launcher),
            ("open", "&Open…", QKeySequence.StandardKey.Open, self.open_dialog),
            ("open_replay", "Open re&play…", "Ctrl+Shift+O", self.open_replay_dialog),
            ("save", "&Save", QKeySequence.StandardKey.Save, self.save),
            ("save_as", "Save &as…", "Ctrl+Shift+S", self.save_as),
            ("host", "&Host game…", "Ctrl+Shift+H", lambda: self.lan.host_game()),
            ("join", "&Join game…", "Ctrl+J", lambda: self.lan.join_game()),
            ("resume_lan", "&Resume hosted game…", "Ctrl+Shift+R", lambda: self.lan.resume_dialog()),
            ("launcher", "&Back to the launcher", "Ctrl+W", self.show_launcher),
            ("settings", "Se&ttings…", "Ctrl+,", self.edit_settings),
            ("quit", "&Quit", "Ctrl+Q", self.close),
        ):
            file_menu.addAction(self._action(key, text, shortcut, slot))
        edit = bar.addMenu("&Edit")
        edit.setToolTipsVisible(True)
        edit.addAction(self._action("undo", "&Undo", QKeySequence.StandardKey.Undo, self.undo))
        # While Undo is disabled its key still answers, with the reason (the two are never enabled together).
        self.undo_explainer = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_explainer.activated.connect(self._explain_undo)
        view = bar.addMenu("&View")
        view.addAction(self._action("zoom_in", "Zoom &in", QKeySequence.StandardKey.ZoomIn, self._zoom_in))
        view.addAction(self._action("zoom_out", "Zoom &out", QKeySequence.StandardKey.ZoomOut, self._zoom_out))
        view.addAction(self._action("fit", "&Fit the table", "Ctrl+0", self._fit))
        view.addAction(self._action("log", "Show/hide the &log", "Ctrl+L", self._toggle_log))
        view.addAction(self._action("fullscreen", "F&ull screen", "F11", self._toggle_full_screen))
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self._action("rules", "&Rules", "F1", self.show_rules))
        help_menu.addAction(self._action("about", "&About Starboard", "Ctrl+F1", self.about))
        self.menus = {"file": file_menu, "edit": edit, "view": view, "help": help_menu}

    def _update_actions(self) -> None:
        in_game = self.page is not None and self.stack.currentWidget() is self.page
        for key in ("save", "save_as", "zoom_in", "zoom_out", "fit", "log"):
            self.menu_actions[key].setEnabled(in_game)
        self.set_undo(False, "" if in_game else "No game is open.")
        if in_game:
            local_save = self.page is not None and self.page.channel.local_save
            for key in ("save", "save_as"):
                self.menu_actions[key].setEnabled(local_save)

    @property
    def lan(self) -> LanShell:
        """The LAN entry points, built (and the network stack imported) on first use."""
        if self._lan is None:
            from desktop.shell.lan_shell import LanShell

            self._lan = LanShell(self)
        return self._lan

    # ----- starting and ending tables --------------------------------------------------------
    def new_game(self, game_id: str) -> None:
        from desktop.shell.new_game import NewGameDialog

        game = get_game(game_id)
        players = self.settings.last_players.get(game_id)
        dialog = NewGameDialog(game, self.settings.player_name, players, self,
                               remembered=self.settings.last_setup.get(game_id))
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self._start_from(dialog))
        dialog.open()
        self.dialog = dialog
        # While the player reads the dialog, the game's scene loads and prepares its first frame; the table
        # then opens without waiting (desktop/shell/load_ahead.py).
        ahead = self.load_ahead(game_id, SCENE_WARM_UP_MS)
        dialog.finished.connect(ahead.stop)

    def load_ahead(self, game_id: str, delay_ms: int = 0) -> LoadAhead:
        """Load ``game_id``'s table ahead (its engine, scene and first frame's art) while the player shows
        they are about to open it: its new-game dialog, the pointer on a recent game, a save chosen in the
        file dialog, a LAN room's game. One game at a time; a table opening stops it."""
        from desktop.shell.load_ahead import LoadAhead

        if self.ahead is not None:
            if self.ahead.game_id == game_id and not self.ahead.stopped:
                return self.ahead
            self.ahead.stop()
            self.ahead.deleteLater()
        self.ahead = LoadAhead(game_id, self)
        self.ahead.start(delay_ms)
        return self.ahead

    def _start_from(self, dialog: NewGameDialog) -> None:
        self.settings.last_setup[dialog.game.id] = dialog.remember()
        self.start_choice(dialog.game, dialog.choice())

    def start_choice(self, game: Game[Any], choice: NewGameChoice) -> GamePage:
        from engines.core.match import Match

        self.settings.last_players[game.id] = choice.players
        save_settings_soon(self.settings)
        match = Match(game, choice.players, choice.seed, choice.options, choice.seats, choice.state)
        self.save_path = None
        return self.start_match(match)

    def start_match(self, match: Match) -> GamePage:
        from desktop.channel import LocalTable
        from engines.core.autosave import Autosaver

        autosaver = Autosaver(autosaves_dir(), match.game.id, self.settings.autosaves_kept, __version__)
        channel = LocalTable(match, autosaver, self.settings.bot_delay_ms, self.settings.bot_budget_s)
        return self.open_table(match.game, match.seats, channel)

    def open_table(self, game: Game[Any], seats: list[SeatConfig], channel: TableChannel) -> GamePage:
        from desktop.shell.game_page import GamePage

        self._opened_a_table = True
        self.cancel_opening()  # a table opened another way wins over a save still being read
        if self.ahead is not None:  # what it has not done by now the table makes itself
            self.ahead.stop()
        self.close_table()
        page = GamePage(game, seats, channel, curtain=self.settings.curtain)
        page.undo_available.connect(lambda possible: self.set_undo(possible, page.undo_note))
        page.finished.connect(self._finished)
        page.rule_requested.connect(self.show_rules)
        page.new_game_requested.connect(lambda choice: self.start_choice(game, choice))
        page.replay_requested.connect(self.open_replay)
        page.save_replay_requested.connect(self.save_replay)
        channel.failed.connect(lambda message: QMessageBox.warning(self, "Starboard", message))
        channel.saved.connect(lambda path: page.show_note(f"Saved to {path}"))
        self.page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.setWindowTitle(f"Starboard — {game.full_title}")
        channel.start()
        self._update_actions()
        return page

    def close_table(self) -> None:
        if self.page is not None:
            self.page.close_table()
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None

    def show_launcher(self) -> None:
        self.close_table()
        self.launcher.refresh_recent()
        self.stack.setCurrentWidget(self.launcher_page)
        self.setWindowTitle("Starboard")
        self._update_actions()

    def _finished(self, result: Result) -> None:
        """The result shows in the prompt panel beside the table, never in a box over the table's banner."""
        if self.page is None or self.page.last is None:
            return
        hook = game_hook(self.page.game.id, "on_match_finished")
        match = getattr(self.page.channel, "match", None)
        if hook is not None and match is not None:
            hook(self, match)  # the game's own wrap-up (e.g. campaign standings)
        self.setWindowTitle(f"Starboard — {self.page.game.full_title} (game over)")

    # ----- files -----------------------------------------------------------------------------
    def open_dialog(self) -> None:
        saves_dir().mkdir(parents=True, exist_ok=True)
        dialog = QFileDialog(self, "Open a saved game", str(saves_dir()), FILE_FILTER)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        # The save chosen in the dialog loads its table ahead while the player makes up their mind.
        dialog.currentChanged.connect(lambda chosen: self.resume_intent(Path(chosen)))
        self.file_dialog = dialog
        chosen = dialog.selectedFiles() if dialog.exec() else []
        self.file_dialog = None
        if chosen:
            self.open_path(Path(chosen[0]))

    def resume_intent(self, path: Path) -> None:
        """A save the player is about to open (pointed at in the recent games, chosen in File > Open): the
        save is read and checked in a thread and its game's table loads ahead. Its game comes from its
        listing, read with json: nothing is imported for a file that is not a save."""
        from engines.core.save_listing import read_listing

        if path.suffix != SUFFIX or not path.is_file():
            return
        going = self.ahead is not None and not self.ahead.stopped
        if going and self.save_ahead is not None and self.save_ahead.matches(path):
            return  # the pointer came back to the same save: it is being read (a long save's listing is not small)
        game_id, _ = read_listing(path)
        if game_id not in game_ids():
            return
        self.load_ahead(game_id)
        from engines.net.seats import room_file_path

        if room_file_path(path).exists():  # a hosted game resumes through the LAN host, which reads it
            return
        if self.save_ahead is None or not self.save_ahead.matches(path):
            from desktop.shell.save_ahead import SaveAhead

            self.save_ahead = SaveAhead(path)

    def open_path(self, path: Path) -> bool:
        """Open a save (File > Open, a recent game, a file given to the app). The save is read and checked in a
        thread; its table opens at once if that read is done (read ahead on intent), else when it is, the
        window drawing meanwhile and saying what it opens. False if it is refused now; a refusal found
        later is shown the same way (a box with the reason, no table)."""
        from engines.net.seats import room_file_path

        path = Path(path)
        if room_file_path(path).exists():  # a hosted game's autosave has its room file beside it
            return self.lan.resume_hosted(path)
        if self.opening is not None and self.opening.read.matches(path):
            return True  # a second click on the game being opened
        ahead, self.save_ahead = self.save_ahead, None
        if ahead is None or not ahead.matches(path):
            from desktop.shell.save_ahead import SaveAhead

            ahead = SaveAhead(path)
        return self.begin_opening(ahead, lambda read: self._open_read(read, path))

    def _open_read(self, read: SaveAhead, path: Path) -> bool:
        from engines.core.saves import SaveError

        try:
            match = read.take()
        except SaveError as error:
            QMessageBox.warning(self, "Cannot open this game", str(error))
            return False
        except Exception as error:  # a save that breaks the rules code: say so, open nothing, lose nothing
            QMessageBox.warning(self, "Cannot open this game", f"{path} could not be read: {error}")
            return False
        self.start_match(match)
        self.save_path = path if path.parent != autosaves_dir() else None
        return True

    def begin_opening(self, read: SaveAhead, finish: Callable[[SaveAhead], bool]) -> bool:
        """Open what ``read`` reads with ``finish`` (on the GUI thread): at once if the read is done, else once
        it is, the event loop running meanwhile. The latest opening wins: one still pending is dropped."""
        from desktop.shell.opening import Opening

        self.cancel_opening()
        if read.done:
            return finish(read)
        opening = Opening(read, finish, self)
        opening.ready.connect(self._opening_ready)
        self.opening = opening
        self._show_opening(opening.name)
        return True

    def _opening_ready(self, opening: Opening) -> None:
        if opening is not self.opening:
            return
        self.opening = None
        self._show_opening(None)
        opening.deleteLater()
        opening.finish(opening.read)

    def cancel_opening(self) -> None:
        """Drop the game being opened (its read ends in its thread; nothing it read is opened)."""
        opening, self.opening = self.opening, None
        if opening is not None:
            opening.cancel()
            opening.deleteLater()
            self._show_opening(None)

    def _show_opening(self, name: str | None) -> None:
        """What the player sees while a save is read: the file's name in the status line and on the launcher,
        and the busy pointer (the window still answers)."""
        self.launcher.show_opening(name)
        if name is None:
            self.statusBar().clearMessage()
            if self._busy_pointer:
                QApplication.restoreOverrideCursor()
                self._busy_pointer = False
            return
        self.statusBar().showMessage(f"Opening {name}…")
        if not self._busy_pointer:
            QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            self._busy_pointer = True

    def _dropped_save(self, event: Any) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        paths = [Path(url.toLocalFile()) for url in urls if url.isLocalFile()]
        return paths[0] if len(paths) == 1 and paths[0].suffix == SUFFIX else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_save(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = self._dropped_save(event)
        if path is not None:
            event.acceptProposedAction()
            self.open_path(path)

    # ----- replays ---------------------------------------------------------------------------
    def open_replay_dialog(self) -> None:
        from engines.core.replay import REPLAY_SUFFIX

        saves_dir().mkdir(parents=True, exist_ok=True)
        files = f"Starboard games and replays (*{SUFFIX} *{REPLAY_SUFFIX})"
        path, _ = QFileDialog.getOpenFileName(self, "Open a replay", str(saves_dir()), files)
        if path:
            self.open_replay(Path(path))

    def open_replay(self, source: Path | bytes, name: str = "") -> Any:
        """A replay window (its module is imported only now) for a file or a finished table's bytes."""
        from desktop.shell.replay_window import ReplayWindow

        window = ReplayWindow(source, name)
        window.continue_requested.connect(self._continue_replay)
        window.destroyed.connect(lambda _=None, w=window: self.replays.remove(w) if w in self.replays else None)
        self.replays.append(window)
        window.show()
        return window

    def _continue_replay(self, match: Match) -> None:
        self.save_path = None
        self.start_match(match)
        self.raise_()
        self.activateWindow()

    def save_replay(self) -> None:
        """Keep a finished table's replay: the whole game here or on a LAN host, what this seat saw on a joiner."""
        from engines.core.saves import write_atomic

        if self.page is None:
            return
        channel = self.page.channel
        suffix = getattr(channel, "replay_suffix", SUFFIX)
        saves_dir().mkdir(parents=True, exist_ok=True)
        suggested = saves_dir() / f"{self.page.game.id}-replay{suffix}"
        path, _ = QFileDialog.getSaveFileName(self, "Save the replay", str(suggested),
                                              f"Starboard replays (*{suffix})")
        if not path:
            return
        target = Path(path if path.endswith(suffix) else path + suffix)
        try:
            data = channel.replay_bytes()  # an encoding of the finished game: nothing else runs on it now
        except Exception as error:  # a closed LAN room: say so, lose nothing
            QMessageBox.warning(self, "Could not save the replay", f"{target}: {error}")
            return
        self.statusBar().showMessage(f"Saving the replay to {target}…")

        def write() -> None:  # the disk (written, flushed, renamed, the folder synced) in a thread of its own
            try:
                write_atomic(target, data)
                reason = ""
            except OSError as error:  # a full disk, a folder that cannot be written
                reason = error.strerror or str(error)
            with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
                self.replay_written.emit(str(target), reason)

        threading.Thread(target=write, name="replay-save").start()

    def _replay_written(self, target: str, reason: str) -> None:
        if reason:
            self.statusBar().clearMessage()
            QMessageBox.warning(self, "Could not save the replay", f"{target}: {reason}")
            return
        self.statusBar().showMessage(f"Replay saved to {target}", 4000)

    def save(self) -> None:
        if self.page is None:
            return
        if not self.page.channel.local_save:
            self.page.show_refusal("Only the host saves a LAN game; you rejoin with File > Join game.")
            return
        if self.save_path is None:
            self.save_as()
            return
        self.page.channel.save(str(self.save_path))

    def save_as(self) -> None:
        if self.page is None or not self.page.channel.local_save:
            return
        saves_dir().mkdir(parents=True, exist_ok=True)
        suggested = saves_dir() / f"{self.page.game.id}{SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", str(suggested), FILE_FILTER)
        if path:
            self.save_path = Path(path if path.endswith(SUFFIX) else path + SUFFIX)
            self.page.channel.save(str(self.save_path))

    # ----- other menu actions ----------------------------------------------------------------
    def set_undo(self, possible: bool, note: str) -> None:
        """Edit > Undo is enabled only when there is something to undo; its tooltip says why not."""
        action = self.menu_actions["undo"]
        action.setEnabled(possible)
        action.setText("&Undo" if possible else "&Undo (nothing to undo)")
        action.setToolTip("Take back your last move" if possible else note or "Nothing to undo now.")
        self.undo_explainer.setEnabled(not possible)

    def undo(self) -> None:
        if self.page is not None:
            self.page.undo()

    def _explain_undo(self) -> None:
        if self.page is not None and self.stack.currentWidget() is self.page:
            self.page.explain_undo()

    def _zoom_in(self) -> None:
        if self.page is not None:
            self.page.board.zoom_in()

    def _zoom_out(self) -> None:
        if self.page is not None:
            self.page.board.zoom_out()

    def _fit(self) -> None:
        if self.page is not None:
            self.page.fit()

    def _toggle_log(self) -> None:
        if self.page is not None:
            self.page.log.setVisible(not self.page.log.isVisible())

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def show_rules(self, clause: str = "") -> RulesBrowser:
        """The rules browser on this table's game: at ``clause`` (a refusal's rule link) or, for F1, at
        the rule of the step the table is waiting for."""
        from desktop.shell.rules_browser import RulesBrowser

        if self.rules is None:
            self.rules = RulesBrowser(self)
        self.rules.show()
        self.rules.raise_()
        if self.page is not None:
            self.rules.open_at(self.page.game.id, clause or self.page.current_rule())
        elif clause:
            self.rules.show_clause(clause)
        return self.rules

    def edit_settings(self) -> None:
        from desktop.shell.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.settings = dialog.result_settings()
            Motion.enabled = self.settings.animations
            Motion.speed = self.settings.animation_speed
            save_settings(self.settings)
            if self.page is not None:
                self.page.channel.set_bot_delay(self.settings.bot_delay_ms)

    def about(self) -> None:
        QMessageBox.about(self, "About Starboard",
                          f"Starboard {__version__}\nFive board games on one table: hot-seat, bots and LAN.")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_opening()
        for window in list(self.replays):
            window.close()
        if self._lan is not None:
            self._lan.close()
        self.close_table()
        super().closeEvent(event)


