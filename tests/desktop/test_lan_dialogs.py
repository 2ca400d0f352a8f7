"""Host and Join from the app: two main windows in one process play the toy game over loopback.

Real sockets on 127.0.0.1 only: the game port is any free port, the beacon goes to loopback on a
free UDP port, and the join list listens there.
"""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from desktop.lan_channel import ClientTable, HostTable, split_rule
from desktop.lan_relay import LanNetwork
from desktop.settings import Settings
from desktop.shell.game_page import GamePage
from desktop.shell.host_dialog import HostDialog
from desktop.shell.join_dialog import JoinDialog, parse_address
from desktop.shell.lan_panel import LanPanel
from tests.engines.core.toy import ToyView

LOOPBACK = "127.0.0.1"
WAIT = 8000


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def windows(qtbot: Any, toy_registered: None) -> Iterator[Callable[[], Any]]:
    """Makes main windows that host and join on loopback; closes joiners before hosts at the end."""
    from desktop.app import make_app
    from desktop.shell.main_window import MainWindow

    make_app()
    network = LanNetwork(bind=LOOPBACK, discovery_port=free_udp_port(), beacon_targets=(LOOPBACK,),
                         browse_bind=LOOPBACK)
    made: list[Any] = []

    def make() -> Any:
        window = MainWindow(Settings(animations=False, bot_pace="instant", curtain=True, lan_port=0))
        window.lan.network = network
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield make
    for window in sorted(made, key=lambda w: isinstance(getattr(w.page, "channel", None), HostTable)):
        window.lan.close()
        window.close_table()


def open_room(window: Any, qtbot: Any, kinds: list[str], goal: int = 6) -> HostDialog:
    dialog = window.lan.host_game("toy")
    dialog.players.setValue(len(kinds))
    for box, kind in zip(dialog.kind_boxes, kinds, strict=True):
        box.setCurrentIndex(box.findData(kind))
    dialog.name_edits[0].setText("Hana")
    dialog.editors["goal"].setValue(goal)
    dialog.open_button.click()
    assert dialog.host is not None, dialog.status.text()
    return dialog


def target(dialog: HostDialog) -> str:
    assert dialog.host is not None
    return f"{LOOPBACK}:{dialog.host.port}"


def join(window: Any, qtbot: Any, address: str, code: str, name: str) -> JoinDialog:
    """Join dialog, typed address, Connect; returns once it shows the seats or has rejoined."""
    dialog = window.lan.join_game()
    dialog.address.setText(address)
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.connect_button.click()
    qtbot.waitUntil(lambda: dialog.seat_box.isVisible() or dialog.handed_over, timeout=WAIT)
    return dialog


def take_seat(window: Any, qtbot: Any, dialog: JoinDialog, seat: int) -> GamePage:
    dialog.seats.setCurrentRow(seat)
    dialog.claim_button.click()
    assert dialog.handed_over, dialog.status.text()
    return window.page


def start(window: Any, qtbot: Any, dialog: HostDialog) -> GamePage:
    qtbot.waitUntil(dialog.start_button.isEnabled, timeout=WAIT)
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.page is not None and window.page.last is not None, timeout=WAIT)
    return window.page


def panel(page: GamePage) -> LanPanel:
    found = page.side_panel
    assert isinstance(found, LanPanel)
    return found


def hosted_pair(windows: Callable[[], Any], qtbot: Any, goal: int = 6,
                bot_pace: str = "instant") -> tuple[Any, Any, GamePage, GamePage]:
    """Hana hosts with a local seat 0 and an open seat 1; Jo joins by typed address and takes seat 1."""
    host_window, join_window = windows(), windows()
    host_window.settings.bot_pace = bot_pace
    room = open_room(host_window, qtbot, ["local", "open"], goal)
    joining = join(join_window, qtbot, target(room), room.code.text().lower(), "Jo")
    joined = take_seat(join_window, qtbot, joining, 1)
    host_page = start(host_window, qtbot, room)
    qtbot.waitUntil(lambda: joined.last is not None, timeout=WAIT)
    return host_window, join_window, host_page, joined


class Player:
    """Plays a page through its prompt panel: bank 2, then end the turn; cheers when asked."""

    def __init__(self, page: GamePage) -> None:
        self.page = page
        self.banked = False

    def move(self, qtbot: Any) -> bool:
        buttons = self.page.prompt.buttons
        if not buttons or self.page.last is None or self.page.last.result is not None:
            return False
        cheer = [b for b in buttons if "cheer" in b.text().lower()]
        want = "end turn" if self.banked else "bank (points 2)"
        chosen = cheer or [b for b in buttons if want in b.text()] or buttons
        if not cheer:
            self.banked = not self.banked
        version = self.page.last.version
        chosen[0].click()
        qtbot.waitUntil(lambda: self.page.last.version > version, timeout=WAIT)
        return True


def play_out(qtbot: Any, *players: Player, moves: int = 200) -> None:
    for _ in range(moves):
        if all(p.page.last is not None and p.page.last.result is not None for p in players):
            return
        if not any(p.move(qtbot) for p in players):
            qtbot.wait(10)
    raise AssertionError("the game did not end")


def test_the_host_dialog_shows_the_room_and_a_joiner_found_on_the_lan_list(windows: Any, qtbot: Any) -> None:
    host_window, join_window = windows(), windows()
    room = open_room(host_window, qtbot, ["local", "open"])
    code = room.code.text()
    assert len(code) == 5 and code.isalnum()
    assert room.port_label.text() == str(room.host.port) and f":{room.host.port}" in room.where.text()
    assert not room.start_button.isEnabled()
    joining = join_window.lan.join_game()
    qtbot.waitUntil(lambda: joining.found.count() == 1, timeout=WAIT)
    assert "Toy" in joining.found.item(0).text() and "1 free seat of 2" in joining.found.item(0).text()
    joining.found.setCurrentRow(0)
    assert joining.address.text() == target(room)
    joining.code.setText(code)
    joining.name.setText("Jo")
    joining.connect_button.click()
    qtbot.waitUntil(joining.seat_box.isVisible, timeout=WAIT)
    assert joining.selected_seat() == 1, "the host's local seat is not free"
    take_seat(join_window, qtbot, joining, 1)
    qtbot.waitUntil(lambda: "Jo" in room.seat_labels[1].text(), timeout=WAIT)
    assert "connected" in room.seat_labels[1].text() and room.start_button.isEnabled()
    assert not join_window.menu_actions["save"].isEnabled(), "a joiner has nothing to save"


def test_a_wrong_room_code_is_refused_in_the_join_dialog(windows: Any, qtbot: Any) -> None:
    host_window, join_window = windows(), windows()
    room = open_room(host_window, qtbot, ["local", "open"])
    joining = join_window.lan.join_game()
    joining.address.setText(target(room))
    joining.code.setText("ZZZZZ")
    joining.connect_button.click()
    qtbot.waitUntil(lambda: "code" in joining.status.text().lower(), timeout=WAIT)
    assert not joining.seat_box.isVisible() and join_window.page is None


def test_two_windows_play_to_the_end_each_seeing_only_its_own_seat(windows: Any, qtbot: Any) -> None:
    host_window, join_window, hana, jo = hosted_pair(windows, qtbot)
    assert set(hana.last.envelopes) == {0, None} and set(jo.last.envelopes) == {1, None}
    jo_player = Player(jo)
    qtbot.waitUntil(lambda: bool(hana.prompt.buttons), timeout=WAIT)
    Player(hana).move(qtbot)  # bank
    [end_turn] = [b for b in hana.prompt.buttons if "end turn" in b.text()]
    end_turn.click()
    qtbot.waitUntil(lambda: bool(jo.prompt.buttons), timeout=WAIT)
    [draw] = [b for b in jo.prompt.buttons if b.text().endswith("draw")]
    draw.click()
    qtbot.waitUntil(lambda: jo.last.envelopes[1].view.hand != [], timeout=WAIT)
    card = jo.last.envelopes[1].view.hand[0]
    qtbot.waitUntil(lambda: hana.last.envelopes[None].view.hand_sizes == [0, 1], timeout=WAIT)
    host_views: list[ToyView] = [e.view for e in hana.last.envelopes.values()]
    assert all(card not in view.hand for view in host_views), "the host never sees the joiner's hand"
    assert all(card not in line for line in hana.log.lines())
    play_out(qtbot, Player(hana), jo_player)
    assert hana.last.result == jo.last.result and hana.last.result.winners
    assert host_window.menu_actions["save"].isEnabled() and not join_window.menu_actions["save"].isEnabled()


def test_chat_reaches_the_other_window_both_ways(windows: Any, qtbot: Any) -> None:
    _, _, hana, jo = hosted_pair(windows, qtbot)
    panel(jo).chat_input.setText("hello from Jo")
    panel(jo).send_chat()
    qtbot.waitUntil(lambda: "Jo: hello from Jo" in panel(hana).chat.toPlainText(), timeout=WAIT)
    panel(hana).chat_input.setText("welcome!")
    panel(hana).chat_input.returnPressed.emit()
    qtbot.waitUntil(lambda: "Hana: welcome!" in panel(jo).chat.toPlainText(), timeout=WAIT)


def test_a_dropped_player_is_awaited_played_by_a_bot_and_rejoins_with_the_token(windows: Any, qtbot: Any) -> None:
    _, join_window, hana, jo = hosted_pair(windows, qtbot, goal=20, bot_pace="brisk")
    hana_player = Player(hana)
    hana_player.move(qtbot)
    hana_player.move(qtbot)  # bank, end turn: Jo's turn
    qtbot.waitUntil(lambda: bool(jo.prompt.buttons), timeout=WAIT)
    join_window.show_launcher()  # Jo's app closes the table: the seat token stays on this computer
    qtbot.waitUntil(lambda: "waiting for them" in panel(hana).notice.text(), timeout=WAIT)
    assert "Jo left" in panel(hana).notice.text() and "away" in panel(hana).seats.item(1).text()
    assert "Waiting for Jo" in hana.prompt.prompt.text()
    panel(hana).seats.setCurrentRow(1)
    assert panel(hana).to_bot.isEnabled() and not panel(hana).take_back.isEnabled()
    version = hana.last.version
    panel(hana).to_bot.click()
    qtbot.waitUntil(lambda: hana.last.version > version, timeout=WAIT)  # the bot moved for Jo
    assert "bot" in panel(hana).seats.item(1).text() and panel(hana).take_back.isEnabled()
    again = join(join_window, qtbot, target_of(hana), hana.channel.code, "Jo")
    assert again.handed_over, "the remembered token took the seat back without asking"
    jo = join_window.page
    qtbot.waitUntil(lambda: jo.last is not None, timeout=WAIT)
    assert jo.last.envelopes[1].view.seat == 1 and jo.last.version >= version + 1
    qtbot.waitUntil(lambda: "connected" in panel(hana).seats.item(1).text(), timeout=WAIT)
    qtbot.waitUntil(lambda: "Jo is back" in panel(hana).notice.text(), timeout=WAIT)
    play_out(qtbot, Player(hana), Player(jo), moves=400)
    assert hana.last.result == jo.last.result


def target_of(page: GamePage) -> str:
    channel = page.channel
    assert isinstance(channel, HostTable)
    return f"{LOOPBACK}:{channel.host.port}"


def test_a_spectator_sees_only_public_information(windows: Any, qtbot: Any) -> None:
    _, _, hana, _ = hosted_pair(windows, qtbot)
    Player(hana).move(qtbot)
    [draw] = [b for b in hana.prompt.buttons if b.text().endswith("draw")]
    draw.click()
    qtbot.waitUntil(lambda: hana.last.envelopes[0].view.hand != [], timeout=WAIT)
    card = hana.last.envelopes[0].view.hand[0]
    watcher = windows()
    dialog = join(watcher, qtbot, target_of(hana), hana.channel.code, "Vi")
    dialog.watch_button.click()
    page = watcher.page
    qtbot.waitUntil(lambda: page.last is not None, timeout=WAIT)
    assert set(page.last.envelopes) == {None} and page.shown_seat is None
    view = page.last.envelopes[None].view
    assert view.seat is None and view.hand == [] and view.hand_sizes == [1, 0]
    assert page.prompt.buttons == [] and page.prompt.heading.text() == "Watching"
    assert all(card not in line for line in page.log.lines())
    seat_list = panel(hana).seats
    qtbot.waitUntil(lambda: seat_list.count() == 3 and "1 watching" in seat_list.item(2).text(), timeout=WAIT)


def test_the_host_resumes_from_its_lan_autosave_and_the_joiner_rejoins(windows: Any, qtbot: Any) -> None:
    host_window, join_window, hana, jo = hosted_pair(windows, qtbot, goal=12)
    Player(hana).move(qtbot)  # Hana banks 2
    channel = hana.channel
    assert isinstance(channel, HostTable) and channel.autosave is not None
    autosave, code = channel.autosave, channel.code
    join_window.show_launcher()
    host_window.show_launcher()  # the host quits: the room closes and the autosave is flushed
    assert host_window.open_path(autosave), "a LAN autosave (from the launcher list or Open) hosts again"
    qtbot.waitUntil(lambda: host_window.opening is None, timeout=10000)  # the save is read in a thread
    hana = host_window.page
    qtbot.waitUntil(lambda: hana.last is not None, timeout=WAIT)  # the table's picture comes from the room's thread
    assert hana.channel.code == code and hana.last.envelopes[0].view.scores == [2, 0]
    assert "Hosting again" in panel(hana).notice.text()
    again = join(join_window, qtbot, target_of(hana), code, "Jo")
    assert again.handed_over
    jo = join_window.page
    qtbot.waitUntil(lambda: jo.last is not None and jo.last.envelopes[1].view.scores == [2, 0], timeout=WAIT)
    play_out(qtbot, Player(hana), Player(jo), moves=400)


def test_addresses_are_read_with_or_without_a_port_and_refusals_keep_their_rule() -> None:
    assert parse_address("192.168.1.20:47801") == ("192.168.1.20", 47801)
    assert parse_address(" 10.0.0.5 ") == ("10.0.0.5", 47800)
    assert parse_address("[fe80::1]:5000") == ("fe80::1", 5000)
    with pytest.raises(ValueError, match="port"):
        parse_address("host:http")
    assert split_rule("You cannot settle there (LW-ACQ-9)") == ("You cannot settle there", "LW-ACQ-9")
    assert split_rule("The table changed (version 3)") == ("The table changed (version 3)", "")


def test_a_client_table_saves_nothing_and_says_why(windows: Any, qtbot: Any) -> None:
    _, join_window, _, jo = hosted_pair(windows, qtbot)
    assert isinstance(jo.channel, ClientTable) and not jo.channel.local_save
    join_window.save()
    assert "Only the host" in jo.prompt.refusal.text() and jo.toast.isVisible()


def test_undo_goes_to_the_host_and_the_host_saves_a_copy(windows: Any, qtbot: Any, tmp_path: Any) -> None:
    from engines.core.saves import load_match

    host_window, join_window, hana, jo = hosted_pair(windows, qtbot)
    Player(hana).move(qtbot)  # Hana banks 2
    assert host_window.menu_actions["undo"].isEnabled()
    version = hana.last.version
    host_window.menu_actions["undo"].trigger()
    qtbot.waitUntil(lambda: hana.last.version > version, timeout=WAIT)
    assert hana.last.envelopes[0].view.scores == [0, 0]
    hana_player = Player(hana)
    hana_player.move(qtbot)
    hana_player.move(qtbot)  # bank, end turn
    qtbot.waitUntil(lambda: bool(jo.prompt.buttons), timeout=WAIT)
    Player(jo).move(qtbot)  # Jo banks 2
    qtbot.waitUntil(lambda: join_window.menu_actions["undo"].isEnabled(), timeout=WAIT)
    version = jo.last.version
    join_window.menu_actions["undo"].trigger()
    qtbot.waitUntil(lambda: jo.last.version > version, timeout=WAIT)
    assert jo.last.envelopes[1].view.scores == [2, 0]
    path = tmp_path / "copy.starboard"
    host_window.save_path = path
    with qtbot.waitSignal(hana.channel.saved, timeout=WAIT):
        host_window.save()
    assert load_match(path).state.scores == [2, 0]


def test_the_launcher_buttons_and_file_menu_open_the_lan_dialogs(windows: Any, qtbot: Any) -> None:
    from PySide6.QtWidgets import QPushButton

    window = windows()
    buttons = {b.text(): b for b in window.launcher.findChildren(QPushButton)}
    buttons["Host a LAN game…"].click()
    assert isinstance(window.lan.dialog, HostDialog) and window.lan.dialog.isVisible()
    window.lan.dialog.reject()
    buttons["Join a LAN game…"].click()
    assert isinstance(window.lan.dialog, JoinDialog) and window.lan.dialog.isVisible()
    window.lan.dialog.reject()
    window.menu_actions["join"].trigger()
    assert isinstance(window.lan.dialog, JoinDialog)
    window.lan.dialog.reject()
    assert window.menu_actions["host"].shortcut().toString() == "Ctrl+Shift+H"
    assert window.menu_actions["join"].shortcut().toString() == "Ctrl+J"
    assert window.menu_actions["resume_lan"].shortcut().toString() == "Ctrl+Shift+R"


def test_a_damaged_lan_autosave_is_refused_with_a_message(windows: Any, qtbot: Any, tmp_path: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr("desktop.shell.lan_shell.QMessageBox.warning", lambda parent, title, text: shown.append(text))
    path = tmp_path / "lan-toy-ABCDE.starboard"
    path.write_text("{not json")
    (tmp_path / "lan-toy-ABCDE.starboard.room.json").write_text("{}")
    window = windows()
    window.open_path(path)
    qtbot.waitUntil(lambda: window.opening is None, timeout=10000)  # the save is read in a thread
    assert shown and window.page is None


def test_at_the_end_host_and_joiner_each_save_their_own_replay(windows: Any, qtbot: Any, tmp_path: Any,
                                                               monkeypatch: Any) -> None:
    from engines.core.replay import GameReplay, open_replay
    from engines.core.seat_replay import SeatReplay

    host_window, join_window, hana, jo = hosted_pair(windows, qtbot)
    play_out(qtbot, Player(hana), Player(jo))
    for page in (hana, jo):
        qtbot.waitUntil(lambda p=page: p.game_over is not None and p.game_over.page.record is not None,
                        timeout=WAIT)
    assert hana.game_over.reveal.isVisibleTo(hana) and not jo.game_over.reveal.isVisibleTo(jo)
    chosen = {"host": tmp_path / "hana", "joiner": tmp_path / "jo"}
    for who, window in (("host", host_window), ("joiner", join_window)):
        monkeypatch.setattr("desktop.shell.main_window.QFileDialog.getSaveFileName",
                            lambda *args, w=who: (str(chosen[w]), ""))
        with qtbot.waitSignal(window.replay_written, timeout=WAIT):  # written in a thread
            window.save_replay()
    whole = open_replay(tmp_path / "hana.starboard")
    own = open_replay(tmp_path / "jo.starboard-replay")
    assert isinstance(whole, GameReplay) and whole.names == ["Hana", "Jo"] and whole.finished
    assert isinstance(own, SeatReplay) and own.eyes() == [("Jo", 1)] and own.result == whole.result
    assert own.envelope(own.length, 1).view == jo.last.envelopes[1].view, "it ends on what Jo's screen showed"
    assert [e.text for e in own.log(own.length, 1)] == jo.log.lines()
