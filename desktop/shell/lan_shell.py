"""The main window's LAN entry points: Host game, Join game, Resume hosted game, and LAN tables."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop.lan_channel import ClientTable, HostTable, LanTable
from desktop.lan_relay import ClientRelay, HostRelay, LanNetwork
from desktop.settings import save_settings
from desktop.shell.game_page import GamePage
from desktop.shell.host_dialog import HostDialog
from desktop.shell.join_dialog import JoinDialog
from desktop.shell.lan_panel import LanPanel
from engines.core.paths import autosaves_dir
from engines.core.saves import SaveError
from engines.net.host import LanHost
from engines.net.protocol import NetError
from engines.net.remote import LanClient
from engines.net.seats import RoomFileError
from engines.registry import get_game

if TYPE_CHECKING:
    from desktop.shell.main_window import MainWindow

KEEP_PORTS = 20
LAN_FILTER = "LAN autosaves (lan-*.starboard *.starboard)"


class LanShell:
    """Opens the LAN dialogs for a main window and turns their result into a table with the LAN panel."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.network = LanNetwork()
        self.dialog: Any = None

    def host_game(self, game_id: str | None = None) -> HostDialog:
        dialog = HostDialog(self.window.settings, self.network, self.window, game_id)
        dialog.started.connect(lambda: self._hosted(dialog))
        dialog.game_known.connect(self.window.load_ahead)
        self.window.load_ahead(dialog.game.id)
        dialog.open()
        self.dialog = dialog
        return dialog

    def _hosted(self, dialog: HostDialog) -> None:
        host = dialog.host
        assert host is not None
        self._remember_port(host)
        self.open_hosted(host, dialog.relay)

    def join_game(self) -> JoinDialog:
        dialog = JoinDialog(self.window.settings, self.network, self.window)
        dialog.joined.connect(lambda: self._joined(dialog))
        dialog.game_known.connect(self.window.load_ahead)
        dialog.open()
        self.dialog = dialog
        return dialog

    def _joined(self, dialog: JoinDialog) -> None:
        save_settings(self.window.settings)
        assert dialog.lan is not None
        self.open_joined(dialog.lan, dialog.relay)

    def resume_dialog(self) -> None:
        folder = autosaves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self.window, "Resume a hosted game", str(folder), LAN_FILTER)
        if path:
            self.resume_hosted(Path(path))

    def _remember_port(self, host: LanHost) -> None:
        """Resuming on the same port lets joiners' apps (and their remembered tokens) find the room again."""
        ports = self.window.settings.hosted_ports
        if host.autosave is not None:
            ports.pop(str(host.autosave), None)
            ports[str(host.autosave)] = host.port
            for old in list(ports)[:-KEEP_PORTS]:
                del ports[old]
        save_settings(self.window.settings)

    def resume_hosted(self, path: Path) -> bool:
        """Host again from a LAN autosave: same room code and seats; players rejoin with Join game. The
        autosave is read and checked in a thread (as any save opened: MainWindow.begin_opening); the room
        opens its port once it is read."""
        from desktop.shell.save_ahead import SaveAhead

        settings = self.window.settings
        relay = HostRelay()
        port = settings.hosted_ports.get(str(path), settings.lan_port)
        listener, host_name, network = relay.listener(), settings.player_name, self.network.host_kwargs()

        def read(autosave: Path) -> LanHost:
            return LanHost.resume(autosave, port=port, listener=listener, host_name=host_name, **network)

        return self.window.begin_opening(SaveAhead(Path(path), read), lambda done: self._resumed(done, relay))

    def _resumed(self, read: Any, relay: HostRelay) -> bool:
        try:
            host: LanHost = read.take()
            host.room.bots.delay = self.window.settings.bot_delay_ms / 1000
            host.start()
        except (SaveError, RoomFileError, NetError) as error:
            QMessageBox.warning(self.window, "Cannot resume this game", str(error))
            return False
        self._remember_port(host)
        page = self.open_hosted(host, relay)
        panel = page.side_panel
        assert isinstance(panel, LanPanel)
        panel.show_notice(f"Hosting again as room {host.code} on port {host.port}. Players come back with "
                          "File > Join game and the same address, room code and name.")
        return True

    def close(self) -> None:
        """The window closes: a room still in its lobby closes too."""
        if self.dialog is not None:
            self.dialog.reject()
            self.dialog = None

    def open_hosted(self, host: LanHost, relay: HostRelay) -> GamePage:
        return self._open(HostTable(host, relay, host.room.game))

    def open_joined(self, lan: LanClient, relay: ClientRelay) -> GamePage:
        room = lan.room
        assert room is not None
        return self._open(ClientTable(lan, relay, get_game(room.game)))

    def _open(self, channel: LanTable) -> GamePage:
        page = self.window.open_table(channel.game, channel.seats, channel)
        page.add_side_panel(LanPanel(channel))
        role = "hosting" if channel.is_host else "joined"
        self.window.setWindowTitle(f"Starboard — {channel.game.title} (LAN, {role} room {channel.code})")
        return page
