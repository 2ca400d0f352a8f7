"""Every click and key answered, in the shell every game shares: refusals beside the pointer with their
rule, undo that says what it cannot do, and a prompt panel whose keys stay put and whose labels fit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from desktop.shell.game_page import GamePage
from desktop.shell.new_game import NewGameChoice
from desktop.widgets.option_keys import NEXT_DIGIT_MS, OptionNumbers
from desktop.widgets.prompt_panel import PromptPanel
from engines.core.contract import IllegalAction
from engines.core.match import DecisionView, Match, OptionView, SeatConfig
from engines.lostworlds import GAME as LOST_WORLDS
from engines.lostworlds import actions as A
from tests.desktop.test_shell import click_option, start
from tests.engines.core.toy import Bank

SHOTS = Path("/tmp/ui-voice")


def lost_worlds_page(window: Any, qtbot: Any, seed: int = 8) -> GamePage:
    seats = [SeatConfig("Ada", 0), SeatConfig("Bea", 1)]
    page = window.start_choice(LOST_WORLDS, NewGameChoice(2, seats, {}, seed))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    return page


def wait_version(page: GamePage, qtbot: Any, version: int) -> None:
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)


def screen_point(page: GamePage, item: Any) -> QPoint:
    point = page.scene.click_point(item) if hasattr(page.scene, "click_point") else None
    centre = point if point is not None else item.sceneBoundingRect().center()
    return page.board.mapFromScene(centre)


# ----- 1. a refused click says why --------------------------------------------------------------
def test_a_click_on_a_spent_die_shows_the_reason_and_its_rule_beside_the_pointer(window: Any, qtbot: Any) -> None:
    window.resize(1280, 800)
    page = lost_worlds_page(window, qtbot)
    activate = next(o for o in page.scene.options if isinstance(o, A.Activate) and o.die < 3)
    version = page.last.version
    die = page.scene.dice[activate.die]
    QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=screen_point(page, die))
    wait_version(page, qtbot, version)
    spent = page.scene.dice[activate.die]
    where = screen_point(page, spent)
    QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: page.toast.isVisible(), timeout=5000)
    assert "Refused" in page.toast.text() and page.prompt.refusal.isVisible()
    assert 'href="LW-' in page.toast.text(), "the rule is a link"
    pointer = page.board.viewport().mapTo(page, where)
    assert (page.toast.geometry().center() - pointer).manhattanLength() < 500, "the refusal shows near the pointer"
    assert page.rect().contains(page.toast.geometry()), "inside the window"
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "refused-spent-die.png"))
    clause = page.toast.text().split('href="')[1].split('"')[0]
    assert clause.startswith("LW-")
    page.toast.label.linkActivated.emit(clause)  # the rule link in the note beside the pointer
    assert window.rules is not None and window.rules.isVisible()
    assert window.rules.current_title() and clause in window.rules.status.text(), "open at that clause"


def test_a_number_key_with_no_option_says_which_keys_there_are(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    QTest.keyClick(window, Qt.Key.Key_8)
    qtbot.waitUntil(lambda: page.toast.isVisible(), timeout=3000)
    assert "no option 8" in page.prompt.refusal.text()
    assert "1, 2, 3, 4, 5" in page.prompt.refusal.text()


def test_a_refusal_names_seats_not_placeholders() -> None:
    match = Match(LOST_WORLDS, 2, 3, {}, [SeatConfig("Ada", 0), SeatConfig("Bea", 1)])
    with pytest.raises(IllegalAction) as refused:
        match.apply(0, A.Steal(1))
    assert "Bea" in refused.value.reason and "{p" not in refused.value.reason


# ----- 2. undo says what it cannot do -----------------------------------------------------------
def test_undo_is_disabled_with_nothing_to_undo_and_its_key_says_why(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    undo = window.menu_actions["undo"]
    assert not undo.isEnabled()
    assert "Nothing to undo yet" in undo.toolTip()
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.Undo))
    qtbot.waitUntil(lambda: page.prompt.refusal.isVisible(), timeout=3000)
    assert "Nothing to undo yet" in page.prompt.refusal.text()
    click_option(page, qtbot, "bank (points 2)")
    assert undo.isEnabled() and undo.toolTip() == "Take back your last move"
    click_option(page, qtbot, "roll")
    assert not undo.isEnabled()
    assert "rolled, drew or revealed" in undo.toolTip()


def test_undo_across_another_seats_move_is_refused_with_the_reason(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    click_option(page, qtbot, "bank (points 1)")
    click_option(page, qtbot, "end turn")
    page.curtain.button.click() if page.curtain.isVisible() else None
    assert not window.menu_actions["undo"].isEnabled()
    assert "new turn" in window.menu_actions["undo"].toolTip()
    page.undo()
    qtbot.waitUntil(lambda: page.prompt.refusal.isVisible(), timeout=3000)
    assert "new turn" in page.prompt.refusal.text()


# ----- 3. the prompt panel fits and its keys stay put -------------------------------------------
def decision(*labels: str, confirm: dict[int, str] | None = None) -> DecisionView:
    confirm = confirm or {}
    return DecisionView(0, "Choose", [OptionView(label, Bank(i), confirm.get(i, ""))
                                      for i, label in enumerate(labels)])


def labelled(panel: PromptPanel) -> dict[str, int]:
    return {b.label: b.number for b in panel.buttons}


def test_an_option_keeps_its_number_while_it_is_offered() -> None:
    numbers = OptionNumbers()
    assert numbers.assign(["a", "b", "c", "d"]) == [1, 2, 3, 4]
    assert numbers.assign(["a", "c", "d", "e"]) == [1, 3, 4, 5], "2 is gone, not given to a newcomer"
    assert numbers.assign(["x", "y"]) == [1, 2], "a new decision starts at 1"


def test_ampersands_show_and_long_labels_wrap_inside_the_panel(qtbot: Any) -> None:
    panel = PromptPanel()
    qtbot.addWidget(panel)
    panel.resize(330, 600)
    panel.show()
    long = "Activate the black die (CONQUER & CONQUER, then the world power of a very distant planet)"
    panel.show_decision("Ada", decision("MOVE & SETTLE", long))
    qtbot.wait(50)
    assert [b.shown_text() for b in panel.buttons] == ["MOVE & SETTLE", long]
    assert panel._scroll.horizontalScrollBar().maximum() == 0, "no horizontal scrolling"
    assert all(b.fits() for b in panel.buttons), "every label shows whole"
    assert panel.buttons[1].height() > panel.buttons[0].height(), "the long label wraps to more lines"


def test_keys_beyond_nine_are_typed_digit_by_digit(qtbot: Any) -> None:
    panel = PromptPanel()
    qtbot.addWidget(panel)
    chosen: list[Any] = []
    panel.chosen.connect(chosen.append)
    panel.show_decision("Ada", decision(*[f"option {i}" for i in range(12)]))
    panel.press_digit(1)
    panel.press_digit(2)
    assert chosen == [Bank(11)], "1 then 2 is option 12"
    panel.press_digit(1)
    assert chosen == [Bank(11)], "1 waits: it may be the start of 10, 11 or 12"
    qtbot.wait(NEXT_DIGIT_MS + 200)
    assert chosen == [Bank(11), Bank(0)], "and then it is option 1"
    panel.press_digit(5)
    assert chosen[-1] == Bank(4), "5 has no longer number: it is taken at once"


def test_a_key_that_spends_something_irreversible_asks_once(qtbot: Any) -> None:
    panel = PromptPanel()
    qtbot.addWidget(panel)
    chosen: list[Any] = []
    panel.chosen.connect(chosen.append)
    panel.show_decision("Ada", decision("keep", "recycle the Armory (2 XP)",
                                        confirm={1: "Recycling costs 2 XP and cannot be taken back."}))
    panel.press_digit(2)
    assert chosen == [] and "Press 2 again" in panel.note.text()
    panel.press_digit(2)
    assert chosen == [Bank(1)]
    panel.buttons[1].click()
    assert chosen == [Bank(1), Bank(1)], "a click on the labelled button needs no question"


def test_the_lost_worlds_panel_fits_at_1280_by_800(window: Any, qtbot: Any) -> None:
    window.resize(1280, 800)
    page = lost_worlds_page(window, qtbot, seed=3)
    qtbot.wait(100)
    buttons = page.prompt.buttons
    assert buttons and all(b.fits() for b in buttons)
    assert page.prompt._scroll.horizontalScrollBar().maximum() == 0
    viewport = page.prompt._scroll.viewport()
    last = buttons[-1]
    bottom = last.mapTo(viewport, QPoint(0, last.height())).y()
    assert bottom <= viewport.height(), "the last option is in sight"
    assert not any("_" in b.shown_text() and "&" not in b.label for b in buttons)
    window.grab().save(str(SHOTS / "prompt-1280x800.png"))


def test_number_keys_still_choose_on_the_table_as_before(window: Any, qtbot: Any) -> None:
    """A regression guard for item 3: the old keys 1-9 keep working with the new numbering."""
    page = start(window, qtbot, ["human", "human"])
    version = page.last.version
    QTest.keyClick(window, Qt.Key.Key_2)
    wait_version(page, qtbot, version)
    assert page.channel.match.actions[0].action == Bank(2)
