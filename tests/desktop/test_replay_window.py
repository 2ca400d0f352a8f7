"""Replays and records in the app: the record at the end of a table, the replay window, continuing."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog

from desktop.shell.game_page import GamePage
from desktop.shell.replay_window import READ_ONLY, ReplayWindow
from engines.core.match import Match, SeatConfig
from engines.core.replay import EVERYTHING, SPECTATOR
from engines.core.saves import load_match, save_match
from tests.engines.core.toy import TOY, Bank


def finished_toy(seed: int = 4) -> Match:
    match = Match(TOY, 2, 77, {"goal": 15}, [SeatConfig("Ann", 0), SeatConfig("Bob", 1)])
    rng = random.Random(seed)
    while match.decisions():
        decision = match.decisions()[0]
        match.apply(decision.seat, rng.choice(decision.options))
    return match


def ended_table(window: Any, qtbot: Any) -> GamePage:
    page = window.start_match(finished_toy())
    qtbot.waitUntil(lambda: page.game_over is not None and page.game_over.page.record is not None, timeout=10000)
    return page


def opened(window: Any, qtbot: Any) -> ReplayWindow:
    qtbot.waitUntil(lambda: bool(window.replays), timeout=5000)
    replay: ReplayWindow = window.replays[-1]
    qtbot.waitUntil(lambda: replay.info is not None and replay.where.text() != "", timeout=10000)
    return replay


def test_a_finished_table_shows_its_record_and_replays_from_its_record(window: Any, qtbot: Any) -> None:
    page = ended_table(window, qtbot)
    record = page.game_over.page.record
    assert record.result is not None and record.moves == len(page.channel.match.actions)
    assert page.game_over.page.chart.rounds == record.rounds and record.series
    page.game_over.replay.click()
    replay = opened(window, qtbot)
    assert replay.info.length == record.moves
    assert replay.move_list.count() == record.moves + 1
    assert [eyes for _, eyes in replay.info.eyes] == [0, 1, SPECTATOR], "no 'everything' unless chosen"
    assert replay.where.text().startswith("The table as dealt")
    assert replay.banner.text() == f"Replay: {TOY.title}", "the game's name once, not 'Toy — Toy'"
    replay.close()


def test_the_finished_tables_words_take_their_lines_and_the_record_the_room(window: Any, qtbot: Any) -> None:
    window.resize(1280, 800)
    page = ended_table(window, qtbot)
    qtbot.waitUntil(lambda: page._record_fitted, timeout=5000)
    prompt, record, log = page.side.sizes()[:3]
    assert page.prompt.words_height() <= prompt <= page.prompt.words_height() + 40
    assert record > prompt and record > log


def test_the_timeline_steps_by_move_turn_and_round_and_jumps(window: Any, qtbot: Any) -> None:
    ended_table(window, qtbot).game_over.replay.click()
    replay = opened(window, qtbot)
    length = replay.info.length
    replay.step_buttons["move_on"].click()
    qtbot.waitUntil(lambda: replay.scene.envelope is not None and replay.scene.envelope.version == 1)
    assert replay.where.text().startswith(f"Move 1 of {length}")
    replay.step_buttons["end"].click()
    qtbot.waitUntil(lambda: replay.scene.envelope.version == length)
    assert "game over" in replay.where.text()
    replay.step_buttons["turn_back"].click()
    turn_start = replay.position
    assert turn_start < length and replay.info.turns[turn_start] == replay.info.turns[length]
    replay.step_buttons["start"].click()
    replay.step_buttons["turn_on"].click()
    assert replay.info.turns[replay.position] == 2 and replay.info.turns[replay.position - 1] == 1
    replay.move_list.setCurrentRow(7)
    qtbot.waitUntil(lambda: replay.scene.envelope.version == 7)
    assert replay.slider.value() == 7 and replay.jump.value() == 7
    replay.jump.setValue(3)
    qtbot.waitUntil(lambda: replay.scene.envelope.version == 3)
    replay.speed.setCurrentIndex(replay.speed.count() - 1)
    replay.play.setChecked(True)
    qtbot.waitUntil(lambda: replay.position >= 5, timeout=5000)
    replay.play.setChecked(False)
    replay.scene.action_chosen.emit(Bank(1))
    assert replay.status.text() == READ_ONLY, "a click on the table says why nothing happens"
    replay.close()


def test_seen_by_a_seat_shows_its_hand_and_the_spectator_none(window: Any, qtbot: Any, tmp_path: Path) -> None:
    match = finished_toy()
    path = tmp_path / "toy.starboard"
    save_match(match, path)
    replay = window.open_replay(path)
    qtbot.waitUntil(lambda: replay.info is not None, timeout=10000)
    replay.step_buttons["end"].click()
    ann_cards = match.state.hands[0]
    for index in range(replay.eyes_box.count()):
        replay.eyes_box.setCurrentIndex(index)
        eyes = replay.eyes_box.itemData(index)
        qtbot.waitUntil(lambda e=eyes: replay.scene.envelope is not None and replay.scene.envelope.seat == e)
        assert replay.scene.envelope.view.hand == (match.state.hands[eyes] if eyes is not None else [])
    if ann_cards:
        qtbot.waitUntil(lambda: all(c not in replay.move_list.item(i).text() for c in ann_cards
                                    for i in range(replay.move_list.count())))
    replay.close()


def test_reveal_everything_is_chosen_at_the_end_and_kept_in_the_save(window: Any, qtbot: Any) -> None:
    page = ended_table(window, qtbot)
    assert page.game_over.reveal.isVisible()
    page.game_over.reveal.setChecked(True)
    autosave = page.channel.worker.autosaver.path
    qtbot.waitUntil(lambda: autosave.exists() and load_match(autosave).reveal, timeout=5000)
    page.game_over.replay.click()
    replay = opened(window, qtbot)
    assert EVERYTHING in [eyes for _, eyes in replay.info.eyes]
    assert replay.eyes_box.currentData() == EVERYTHING
    replay.close()
    assert window.open_path(autosave)
    qtbot.waitUntil(lambda: window.opening is None, timeout=10000)  # the save is read in a thread
    again = window.page
    qtbot.waitUntil(lambda: again.game_over is not None, timeout=5000)
    assert again.game_over.reveal.isChecked(), "a finished game opened again remembers the choice"


def test_continue_from_here_starts_a_fresh_match_with_the_seats_chosen_again(window: Any, qtbot: Any) -> None:
    ended = ended_table(window, qtbot)
    ended.game_over.replay.click()
    replay = opened(window, qtbot)
    replay.go_to(6)
    replay.continue_here()
    dialog = replay.continue_dialog
    dialog.rows[1].name.setText("Cleo")
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("bot:easy"))
    dialog.done(QDialog.DialogCode.Accepted)
    qtbot.waitUntil(lambda: window.page is not None and window.page is not ended, timeout=5000)
    fresh = window.page.channel.match
    assert fresh.version == 6 and not fresh.is_over()
    assert fresh.names == ["Ann", "Cleo"] and fresh.seats[1].kind == "bot:easy"
    assert fresh.actions[:6] == replay.worker.replay.match.actions[:6]
    replay.close()


def test_open_replay_refuses_a_damaged_file_with_the_reason(window: Any, qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "broken.starboard"
    path.write_text('{"format": "starboard-save", "format_version": 99}')
    replay = window.open_replay(path)
    qtbot.waitUntil(lambda: "newer Starboard" in replay.status.text(), timeout=5000)
    assert replay.failure_box.isVisible() and "newer Starboard" in replay.failure_box.text()
    replay.failure_box.done(0)


def test_the_launcher_replays_the_chosen_recent_game(window: Any, qtbot: Any) -> None:
    from engines.core.paths import autosaves_dir

    save_match(finished_toy(), autosaves_dir() / "toy-20260101-120000-000.starboard")
    window.show_launcher()
    launcher = window.launcher
    assert launcher.recent.currentRow() == 0 and launcher.replay_button.isEnabled()
    launcher.replay_button.click()
    replay = opened(window, qtbot)
    assert replay.info.game_id == "toy" and replay.info.length > 0
    replay.close()
    assert "open_replay" in window.menu_actions and not window.menu_actions["open_replay"].shortcut().isEmpty()


def test_continue_keeps_a_seat_kind_from_before_the_difficulties(qtbot: Any) -> None:
    """A save made before Easy/Normal/Hard names its bots "bot:random" or "bot:heuristic": continuing
    from its replay keeps that bot instead of turning the seat into a person."""
    from desktop.shell.continue_dialog import ContinueDialog

    seats = [SeatConfig("Ann", 0, "human"), SeatConfig("Bob", 1, "bot:random")]
    dialog = ContinueDialog(TOY, seats, 3)
    qtbot.addWidget(dialog)
    assert [s.kind for s in dialog.seats()] == ["human", "bot:random"]
