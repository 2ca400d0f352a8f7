"""Before and after a game, in words: the new-game dialog (every option of every game), the house rules in
play, the result beside the table, files on the dark theme, the resume list, curtains and game names."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDir
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit, QMessageBox, QStatusBar, QTreeView

from desktop.shell.new_game import NewGameChoice, NewGameDialog
from desktop.shell.option_editors import OneLine
from engines.core.autosave import Autosaver
from engines.core.match import Match, SeatConfig
from engines.core.paths import autosaves_dir
from engines.registry import all_games, get_game
from tests.desktop.test_shell import start

SHOTS = Path("/tmp/ui-voice")
GAMES = [game.id for game in all_games()]


def dialog_for(qtbot: Any, game_id: str, players: int | None = None) -> NewGameDialog:
    dialog = NewGameDialog(get_game(game_id), "Ada", players)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def finished(game_id: str, players: int = 2, seed: int = 5, **options: Any) -> Match:
    match = Match(get_game(game_id), players, seed, options, [SeatConfig(n, i) for i, n in enumerate(("Ada", "Bea"))])
    rng = random.Random(seed)
    while match.decisions():
        decision = match.decisions()[0]
        match.apply(decision.seat, rng.choice(decision.options))
    return match


# ----- 4. dialogs in words ----------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_has_a_label_a_one_line_help_and_choices_in_words(qtbot: Any, game_id: str) -> None:
    dialog = dialog_for(qtbot, game_id)
    for option in get_game(game_id).options:
        if not option.in_dialog:
            assert option.key not in dialog.editors
            continue
        assert option.label and option.help, option.key
        worded = dict(option.words)
        assert all(choice in worded for choice in option.choices), f"{option.key}: a choice without words"
        if not option.per_seat:
            assert isinstance(dialog.tags[option.key], OneLine), "the help is one line"
    assert "campaign" not in dialog.editors or game_id != "lostworlds"


@pytest.mark.parametrize("game_id", GAMES)
def test_no_typed_value_of_any_game_closes_the_dialog_with_a_traceback(qtbot: Any, game_id: str) -> None:
    for typed in ("lost powers,cats", "not a number", "-1", "999999"):
        dialog = dialog_for(qtbot, game_id)
        texts = [e for e in dialog.editors.values() if isinstance(e, QLineEdit)]
        for editor in texts:
            editor.setText(typed)
        dialog.seed.setText(typed if typed.lstrip("-").isdigit() else "")
        dialog.accept()
        if dialog.result() == QDialog.DialogCode.Accepted:
            assert dialog.problem() == "", "accepted only when the game can be set up"
            match = Match(dialog.game, dialog.choice().players, 1, dialog.choice().options)
            assert match.decisions()
        else:
            assert dialog.error.isVisible() and dialog.error.text().startswith("Cannot start: ")
            assert "Traceback" not in dialog.error.text()


def test_a_bad_seed_and_repeated_factions_are_refused_in_the_dialog_with_the_reason(qtbot: Any) -> None:
    dialog = dialog_for(qtbot, "woodland", 3)
    dialog.rows[1].extras["factions"].setCurrentIndex(dialog.rows[1].extras["factions"].findData("lost_powers"))
    assert "one seat only" in dialog.error.text() and not dialog.start_button.isEnabled()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    dialog.rows[1].extras["factions"].setCurrentIndex(dialog.rows[1].extras["factions"].findData("marquise"))
    assert dialog.error.isHidden()
    dialog.seed.setText("lucky")
    assert "seed is a whole number" in dialog.error.text()
    assert dialog.problem(values={**dialog.option_values(), "factions": "lost powers,cats"})


def test_landfall_shows_the_planet_with_its_goal_and_seats_by_number(qtbot: Any) -> None:
    dialog = dialog_for(qtbot, "colony", 3)
    planet = dialog.editors["planet"]
    planet.setCurrentIndex(planet.findData("verdance"))
    assert "Verdance" in planet.currentText()
    assert "must land 20 people" in dialog.note.text()
    first = dialog.editors["first_player"]
    assert [first.itemText(i) for i in range(first.count())] == ["Drawn at random", "Seat 1", "Seat 2", "Seat 3"]
    dialog.grab().save(str(SHOTS / "dialog-landfall.png"))


def test_the_dialog_remembers_every_choice(window: Any, qtbot: Any) -> None:
    window.new_game("cosmic")
    dialog = window.dialog
    dialog.players.setValue(3)
    dialog.rows[2].name.setText("Cyd")
    dialog.editors["draft"].setCurrentIndex(dialog.editors["draft"].findData("random"))
    dialog.editors["timer"].setValue(14)
    dialog.seed.setText("77")
    dialog.accept()
    qtbot.waitUntil(lambda: window.page is not None and window.page.last is not None, timeout=5000)
    window.show_launcher()
    window.new_game("cosmic")
    again = window.dialog
    assert again is not dialog
    assert again.players.value() == 3 and again.rows[2].name.text() == "Cyd"
    assert again.editors["draft"].currentData() == "random" and again.editors["timer"].value() == 14
    assert again.seed.text() == "77"
    again.reject()


# ----- 6. house rules are visible -----------------------------------------------------------------
def test_a_house_rule_that_changes_the_printed_rules_shows_in_the_dialog_and_on_the_table(
        window: Any, qtbot: Any) -> None:
    dialog = dialog_for(qtbot, "lostworlds")
    assert "house rule: not as printed" in dialog.tags["catch_up"].text()
    assert "Later seats start stronger" in dialog.note.text()
    dialog.editors["catch_up"].setChecked(False)
    assert "as printed" in dialog.tags["catch_up"].text() and "Later seats" not in dialog.note.text()
    seats = [SeatConfig("Ada", 0), SeatConfig("Bea", 1, "bot:random")]
    page = window.start_choice(get_game("lostworlds"), NewGameChoice(2, seats, {}, 4))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    assert page.house.isVisible() and "Later seats start stronger" in page.house.text()
    page = window.start_choice(get_game("lostworlds"), NewGameChoice(2, seats, {"catch_up": False}, 4))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    assert page.house.isHidden()


def test_the_woodland_head_start_is_shown_with_its_points(qtbot: Any) -> None:
    dialog = dialog_for(qtbot, "woodland", 2)
    dialog.rows[0].extras["factions"].setCurrentIndex(dialog.rows[0].extras["factions"].findData("vagabond"))
    dialog.rows[1].extras["factions"].setCurrentIndex(dialog.rows[1].extras["factions"].findData("lost_powers"))
    assert "the Vagabond starts with 9 VP against the Lost Powers" in dialog.note.text()
    dialog.players.setValue(3)
    dialog.rows[2].extras["factions"].setCurrentIndex(dialog.rows[2].extras["factions"].findData("marquise"))
    assert dialog.error.isHidden() and "head start" not in dialog.note.text(), "three-player games have none"


# ----- 7. game over reads well --------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "words"), [("lostworlds", "settled worlds"), ("cosmic", "scored in play"),
                                                ("colony", "landed")])
def test_the_result_shows_beside_the_table_with_each_seats_breakdown(window: Any, qtbot: Any, game_id: str,
                                                                     words: str) -> None:
    window.resize(1280, 800)
    match = finished(game_id)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(50)
    text = page.prompt.prompt.text()
    assert page.prompt.heading.text() == "Game over" and words in text
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    if get_game(game_id).cooperative:
        assert "Ada: " not in text and "Scores" not in text, "a co-operative game is won or lost together"
    else:
        assert "Ada: " in text and "Bea: " in text
    window.grab().save(str(SHOTS / f"game-over-{game_id}.png"))


def test_woodland_names_seats_and_factions_in_words() -> None:
    match = finished("woodland")
    result = match._named_result()
    assert result is not None and "Ada (the " in result.summary and "seat 1" not in result.summary
    assert "lost_powers" not in result.summary


# ----- 9. files and the launcher ------------------------------------------------------------------
def test_file_names_read_on_the_dark_theme(qtbot: Any, tmp_path: Path) -> None:
    from desktop.app import make_app

    make_app()
    (tmp_path / "evening.starboard").write_text("{}")
    dialog = QFileDialog(None, "Open a saved game", str(tmp_path), "Starboard games (*.starboard)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setFilter(QDir.Filter.Files)
    qtbot.addWidget(dialog)
    dialog.resize(800, 500)
    dialog.show()
    qtbot.wait(300)
    view = dialog.findChild(QTreeView)
    assert view is not None
    image = view.viewport().grab().toImage()
    background = QColor(image.pixel(image.width() - 5, image.height() - 5))
    ink = view.palette().color(view.foregroundRole())
    assert background.lightness() < 60 and abs(ink.lightness() - background.lightness()) > 120
    dialog.grab().save(str(SHOTS / "file-dialog.png"))


def test_saving_shows_a_note_and_does_not_shift_the_table(window: Any, qtbot: Any, tmp_path: Path) -> None:
    page = start(window, qtbot, ["human", "human"])
    before = page.board.geometry()
    window.save_path = tmp_path / "mine.starboard"
    with qtbot.waitSignal(page.channel.saved, timeout=5000):
        window.save()
    qtbot.wait(50)
    assert page.toast.isVisible() and "Saved to" in page.toast.text()
    assert page.board.geometry() == before
    assert not [bar for bar in window.findChildren(QStatusBar) if bar.isVisible()]


def test_the_resume_list_shows_players_and_progress_and_offers_finished_games_to_replay_only(window: Any) -> None:
    running = Match(get_game("lostworlds"), 2, 3, {}, [SeatConfig("Ada", 0), SeatConfig("Bea", 1)])
    Autosaver(autosaves_dir(), "lostworlds").save(running)
    Autosaver(autosaves_dir(), "cosmic").save(finished("cosmic"))
    window.show_launcher()
    recent = window.launcher.recent
    items = {recent.item(i).text(): i for i in range(recent.count())}
    assert len(items) == 2, items
    playing = next(t for t in items if t.startswith("The Lost Worlds"))
    assert "Ada, Bea" in playing and "turn 1" in playing
    over = next(t for t in items if t.startswith("Cosmic Conquest"))
    assert "finished" in over
    recent.setCurrentRow(items[over])
    assert not window.launcher.resume_button.isEnabled() and window.launcher.replay_button.isEnabled()
    assert "over" in window.launcher.resume_button.toolTip()
    recent.setCurrentRow(items[playing])
    assert window.launcher.resume_button.isEnabled()


# ----- 10. curtains only when something is hidden -------------------------------------------------
def test_landfall_ship_picking_needs_no_curtain_but_hands_do(window: Any, qtbot: Any) -> None:
    seats = [SeatConfig("Ada", 0), SeatConfig("Bea", 1)]
    page = window.start_choice(get_game("colony"), NewGameChoice(2, seats, {"first_player": 1}, 6))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    assert page.curtain.isHidden(), "nothing is hidden while ships are picked"
    version = page.last.version
    page.prompt.buttons[0].click()
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)
    assert page.curtain.isHidden() and page.shown_seat == 1
    version = page.last.version
    page.prompt.buttons[0].click()
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)
    match = page.channel.match
    assert match.state.phase != "draft" and any(ship.hand for ship in match.state.ships)
    if page.shown_seat is None:
        assert page.curtain.isVisible(), "with hands dealt the next seat's cards are hidden first"


# ----- 11. names people know ----------------------------------------------------------------------
def test_the_launcher_and_dialogs_say_what_each_game_is(window: Any, qtbot: Any) -> None:
    names = {tile.game.id: tile.accessibleName() for tile in window.launcher.tiles}
    assert names["woodland"] == "Woodland: the Lost Powers in Root"
    assert names["colony"].startswith("Landfall: the Last Starfleet")
    dialog = dialog_for(qtbot, "colony")
    assert dialog.windowTitle() == "New game: " + names["colony"]
    window.grab().save(str(SHOTS / "launcher.png"))
