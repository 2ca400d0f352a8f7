"""The rules browser from the shell: F1 opens the table's own game at the rule of the step it waits for, a
refusal's rule link opens its clause, ids inside an entry are links, and the page scrolls to the entry."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QUrl

from desktop.shell.game_page import GamePage
from desktop.shell.new_game import NewGameChoice
from engines.core.match import SeatConfig
from engines.core.reference import find, load_reference
from engines.lostworlds.actions import BuyPowerDie
from engines.registry import get_game

PLAYERS = {"lostworlds": 2, "cosmic": 2, "woodland": 2, "galaxy": 3, "colony": 2}


def open_table(window: Any, qtbot: Any, game_id: str) -> GamePage:
    game = get_game(game_id)
    players = PLAYERS[game_id]
    seats = [SeatConfig(f"P{i + 1}", i, "human") for i in range(players)]
    page = window.start_choice(game, NewGameChoice(players, seats, {}, 5))
    qtbot.waitUntil(lambda: page.last is not None, timeout=10000)
    if page.curtain.isVisible():
        page.curtain.button.click()
    return page


def shown_entry(browser: Any) -> str:
    """The id of the entry the browser has selected."""
    return str(browser.text.textCursor().selectedText())


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_f1_opens_the_tables_game_at_the_rule_of_the_current_step(window: Any, qtbot: Any, game_id: str) -> None:
    page = open_table(window, qtbot, game_id)
    rule = page.current_rule()
    assert rule, "the first decision cites a rule"
    window.menu_actions["rules"].trigger()  # what F1 does
    browser = window.rules
    assert browser.isVisible()
    assert browser.current_title() == load_reference(game_id).title
    assert shown_entry(browser) == find(rule, game_id)[1]
    bar = browser.text.verticalScrollBar()
    top = browser.text.cursorRect().top()
    assert 0 <= top < browser.text.viewport().height() // 3, "the entry is at the top of the page"
    assert bar.value() > 0 or top < 40


def test_f1_without_a_table_opens_the_browser_and_lists_every_game_in_launcher_order(window: Any) -> None:
    window.menu_actions["rules"].trigger()
    titles = [window.rules.list.item(i).text() for i in range(window.rules.list.count())]
    assert titles == [load_reference(g).title for g in ("lostworlds", "cosmic", "woodland", "galaxy", "colony")]


def test_a_refusals_rule_link_opens_its_clause(window: Any, qtbot: Any) -> None:
    page = open_table(window, qtbot, "lostworlds")
    page.send(BuyPowerDie())  # one Renown at the start: the Power Die costs three
    qtbot.waitUntil(lambda: page.prompt.refusal.isVisible(), timeout=5000)
    text = page.prompt.refusal.text()
    assert "3 Renown" in text
    rule = text.split('href="')[1].split('"')[0]
    page.prompt.refusal.linkActivated.emit(rule)  # the player clicks the rule
    assert window.rules.current_title() == load_reference("lostworlds").title
    assert shown_entry(window.rules) == find(rule, "lostworlds")[1]


def test_the_rules_browser_opens_at_a_cited_clause(window: Any) -> None:
    browser = window.show_rules("LW-ACQ-9")
    assert "Lost Worlds" in browser.current_title()
    assert shown_entry(browser) == "LW-ACQ-9"
    assert browser.status.text() == "LW-ACQ-9"


def test_a_section_citation_opens_the_section(window: Any) -> None:
    browser = window.show_rules("LRR 78.7")
    assert "Twilight Imperium" in browser.current_title()
    assert shown_entry(browser) == "LRR 78"
    assert "LRR 78.7" in browser.status.text()


def test_ids_inside_an_entry_are_links_to_their_entries(window: Any) -> None:
    browser = window.show_rules("LW-GLOSS-5")
    assert "clause:LW-ROLL-7" in browser.text.toHtml()
    browser.text.anchorClicked.emit(QUrl("clause:LW-ROLL-7"))
    assert shown_entry(browser) == "LW-ROLL-7"
    browser.text.anchorClicked.emit(QUrl("clause:Law_4.3.1.II"))
    assert shown_entry(browser) == "Law 4.3.1.II"


def test_the_search_box_finds_clause_ids_and_words(window: Any) -> None:
    browser = window.show_rules("LW-ACQ-9")
    browser.search.setText("CC-GAP-6")
    assert browser.find_next() and shown_entry(browser) == "CC-GAP-6"
    browser.search.setText("Gambit Points")
    assert browser.find_next()
    browser.search.setText("no such words anywhere")
    assert not browser.find_next() and "not in this reference" in browser.status.text()
    browser.search.setText("CC-NOPE-1")
    assert not browser.find_next()
