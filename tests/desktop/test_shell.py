"""The shell with qtbot: launcher, new-game dialog, prompt panel, undo, curtain, saves (rules: test_rules_browser)."""

from __future__ import annotations

import itertools
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QColor

from desktop.shell.game_page import GamePage
from desktop.shell.new_game import NewGameChoice
from engines.core.bots import Bot, BotTurn
from engines.core.match import SeatConfig
from engines.core.saves import load_match
from engines.registry import game_ids
from tests.engines.core.toy import TOY, Bank, Draw, Roll


def start(window: Any, qtbot: Any, kinds: list[str], seed: int = 3) -> GamePage:
    seats = [SeatConfig(f"P{i + 1}", i, kind) for i, kind in enumerate(kinds)]
    page = window.start_choice(TOY, NewGameChoice(len(kinds), seats, {}, seed))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    lift_curtain(page)
    return page


def lift_curtain(page: GamePage) -> None:
    if page.curtain.isVisible():
        page.curtain.button.click()


def click_option(page: GamePage, qtbot: Any, label: str) -> None:
    lift_curtain(page)
    version = page.last.version
    buttons = [b for b in page.prompt.buttons if label in b.text()]
    assert buttons, f"no button {label!r} in {page.prompt.option_labels()}"
    buttons[0].click()
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)


def test_the_launcher_is_drawn_on_the_dark_table_colour(window: Any) -> None:
    """Not the platform's light grey behind the scroll area."""
    window.resize(1400, 900)
    page = window.launcher_page
    corner = page.mapTo(window, QPoint(page.width() - 8, page.height() - 8))
    colour = QColor(window.grab().toImage().pixel(corner))
    assert colour.lightness() < 60, f"the launcher shows {colour.name()} behind its tiles"


def test_launcher_shows_a_tile_per_registered_game(window: Any) -> None:
    titles = [tile.game.title for tile in window.launcher.tiles]
    assert len(titles) == len(game_ids())
    assert "Toy" in titles


def test_new_game_dialog_starts_a_match_with_the_chosen_seats(window: Any, qtbot: Any) -> None:
    window.new_game("toy")
    dialog = window.dialog
    dialog.players.setValue(3)
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("human"))
    dialog.seed.setText("42")
    dialog.accept()
    qtbot.waitUntil(lambda: window.page is not None and window.page.last is not None, timeout=5000)
    assert window.page.channel.match.players == 3
    assert window.page.channel.match.seed == 42
    assert window.stack.currentWidget() is window.page


def test_a_new_game_without_a_seed_gets_128_bits_from_the_os(window: Any, qtbot: Any) -> None:
    window.new_game("toy")
    window.dialog.accept()
    qtbot.waitUntil(lambda: window.page is not None and window.page.last is not None, timeout=5000)
    assert window.page.channel.match.seed.bit_length() > 64


def test_clicking_a_prompt_button_applies_the_action(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    click_option(page, qtbot, "bank (points 2)")
    assert page.channel.match.state.scores[0] == 2


def test_undo_from_the_menu_takes_back_your_move(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    click_option(page, qtbot, "bank (points 2)")
    assert window.menu_actions["undo"].isEnabled()
    version = page.last.version
    window.menu_actions["undo"].trigger()
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)
    assert page.channel.match.state.scores[0] == 0


def test_a_refused_action_shows_its_reason(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    page.channel.send(1, Bank(1), page.last.version)
    qtbot.waitUntil(lambda: page.prompt.refusal.isVisible(), timeout=5000)
    assert "not your decision" in page.prompt.refusal.text()


def test_hot_seat_shows_the_curtain_before_another_seats_hidden_hand(window: Any, qtbot: Any) -> None:
    seats = [SeatConfig(f"P{i + 1}", i, "human") for i in range(2)]
    page = window.start_choice(TOY, NewGameChoice(2, seats, {}, 3))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    assert page.curtain.isHidden(), "P1 holds nothing hidden yet: no curtain"
    click_option(page, qtbot, "draw")
    click_option(page, qtbot, "end turn")
    assert page.curtain.isHidden() and page.shown_seat == 1, "P2's hand is empty: nothing to hide from P1"
    click_option(page, qtbot, "draw")
    click_option(page, qtbot, "end turn")
    assert page.curtain.isVisible() and "P1" in page.curtain.message.text(), "P1's hand holds a card"
    assert page.shown_seat is None, "behind the curtain only public information is drawn"
    page.curtain.button.click()
    assert page.shown_seat == 0 and page.curtain.isHidden()


def test_a_bot_seat_plays_by_itself(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["bot:random", "bot:random"])
    qtbot.waitUntil(lambda: page.last.version >= 5, timeout=10000)


class SlowBot(Bot):
    """Thinks until its budget is spent or it is cancelled."""

    name = "slow"

    def choose(self, turn: BotTurn) -> Any:
        while not turn.should_stop():
            time.sleep(0.01)
        return turn.options[0]


def test_the_ui_thread_stays_responsive_while_a_bot_thinks(window: Any, qtbot: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TOY, "bots", lambda: {"slow": SlowBot})
    window.settings.bot_budget_s = 1.5
    page = start(window, qtbot, ["bot:slow", "human"])
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    qtbot.wait(800)
    timer.stop()
    assert page.last.version == 0, "the bot is still thinking"
    assert len(ticks) >= 20, "the UI thread kept running its event loop"
    assert max(b - a for a, b in itertools.pairwise(ticks)) < 0.3


def test_save_and_load_through_the_window(window: Any, qtbot: Any, tmp_path: Path) -> None:
    page = start(window, qtbot, ["human", "human"])
    click_option(page, qtbot, "bank (points 2)")
    path = tmp_path / "mine.starboard"
    window.save_path = path
    with qtbot.waitSignal(page.channel.saved, timeout=5000):
        window.save()
    assert load_match(path).state.scores[0] == 2
    window.show_launcher()
    assert window.open_path(path)
    qtbot.waitUntil(lambda: window.opening is None, timeout=10000)  # the save is read in a thread
    qtbot.waitUntil(lambda: window.page.last is not None, timeout=5000)
    assert window.page.channel.match.state.scores[0] == 2


def test_an_autosave_is_written_after_each_move(window: Any, qtbot: Any) -> None:
    from engines.core.autosave import newest_autosaves
    from engines.core.paths import autosaves_dir

    page = start(window, qtbot, ["human", "human"])
    click_option(page, qtbot, "bank (points 1)")
    saves = newest_autosaves(autosaves_dir())
    assert saves and load_match(saves[0]).state.scores[0] == 1


def test_a_damaged_save_is_refused_with_a_message(window: Any, qtbot: Any, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr("desktop.shell.main_window.QMessageBox.warning",
                        lambda parent, title, text: shown.append(text))
    path = tmp_path / "broken.starboard"
    path.write_text("{not json")
    window.open_path(path)
    qtbot.waitUntil(lambda: window.opening is None, timeout=10000)  # the save is read in a thread
    assert shown and "damaged" in shown[0]
    assert path.read_text() == "{not json"


def test_every_menu_action_has_a_keyboard_shortcut(window: Any) -> None:
    missing = [key for key, action in window.menu_actions.items() if action.shortcut().isEmpty()]
    assert missing == []


def test_the_prompt_panel_number_keys_choose_options(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    version = page.last.version
    page.prompt.choose_number(2)
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)
    assert page.channel.match.actions[0].action == Bank(2)


def test_a_roll_cannot_be_undone(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human", "human"])
    click_option(page, qtbot, "roll")
    assert not window.menu_actions["undo"].isEnabled()
    assert Roll() == page.channel.match.actions[-1].action
    assert Draw() not in [a.action for a in page.channel.match.actions]


def test_the_window_warms_up_after_the_launchers_first_frame_and_freezes_only_before_a_table(
        window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import desktop.gc_pin

    frozen: list[bool] = []
    monkeypatch.setattr(desktop.gc_pin, "freeze_startup_objects", lambda: frozen.append(True))
    qtbot.waitUntil(lambda: window.warm_up.finished, timeout=10000)
    assert frozen == [], "tests (and anything but `starboard`) never freeze"
    window.freeze_when_warm = True
    window._warmed_up()
    assert frozen == [True]
    start(window, qtbot, ["human", "human"])
    window._warmed_up()
    assert frozen == [True], "once a table was opened its objects must stay collectable"
