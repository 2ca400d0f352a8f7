"""Twilight Imperium on the game page, as a player meets it: a six-player hot-seat game against five
heuristic bots played by clicks on the table from the faction draft through three full rounds, and the
screenshots at 1280x800 (the map mid-game with fleets, a combat, the player area)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from engines.core.bots import BotTurn
from engines.core.match import Match, SeatConfig
from engines.galaxy import GAME
from engines.galaxy.bots import HeuristicBot
from engines.galaxy.tactical import actions as ta
from tests.desktop.games.galaxy_tables import NAMES

SHOTS = Path("/tmp/ti-table")


def open_page(window: Any, match: Match) -> Any:
    window.resize(1280, 800)
    page = window.start_match(match)
    return page


def click_on_table(page: Any, point: QPointF) -> None:
    QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=page.board.mapFromScene(point))


def answer_by_clicks(qtbot: Any, page: Any, seat: int, action: Any, sent: list[Any]) -> None:
    """Click where the table shows ``action`` (a system to activate takes a second click to confirm) and
    wait for the game to take it."""
    point = page.scene.target_point(action)
    assert point is not None, f"the table has no place for {action!r}"
    assert page.board.viewport().rect().contains(page.board.mapFromScene(point)), f"{action!r} is off the screen"
    version = page.last.version
    sent.clear()
    click_on_table(page, point)
    if not sent and isinstance(action, ta.Activate):
        click_on_table(page, point)
    assert sent == [action], f"clicking for {action!r} sent {sent!r}"
    qtbot.waitUntil(lambda: page.last.version > version, timeout=10_000)


def wait_for_seat(qtbot: Any, page: Any, seat: int) -> None:
    qtbot.waitUntil(lambda: page.last is not None and (page.last.result is not None or seat in page.last.pending),
                    timeout=30_000)
    if page.curtain.isVisible():
        page.curtain.button.click()


SHOT_AT: dict[str, Any] = {}


def odds_shown(qtbot: Any, page: Any) -> bool:
    """Whether the action panel shows a battle (the coming one during movement, or one being fought); if so,
    wait for the engine's odds (worked out on a worker thread) and check the panel shows them."""
    look = page.scene.action.data if page.scene.action.isVisible() else None
    if look is None or not look.sides:
        return False
    qtbot.waitUntil(lambda: not page.scene.forecasts.busy(), timeout=20_000)
    # the odds once worked out, or, when one side has no ships left, who holds the system
    qtbot.waitUntil(lambda: ("odds" in page.scene.action.data.odds or "combat decided" in page.scene.action.data.odds)
                    and "worked out" not in page.scene.action.data.odds, timeout=5_000)
    return True


def shoot(qtbot: Any, page: Any, state: Any, action: Any) -> None:
    """Screenshots of the window at moments a player would want to see (the first of each kind)."""
    battle = odds_shown(qtbot, page)
    moments = {"draft": type(action).__name__ == "DraftFaction",
               "round3-map": state.round == 3 and state.phase == "action",
               "combat": battle and state.stack and any(type(s).__name__ == "SpaceCombat" for s in state.stack),
               "coming-battle": battle and isinstance(action, ta.EndMovement)}
    for name, now in moments.items():
        if now and name not in SHOT_AT:
            SHOT_AT[name] = True
            qtbot.wait(30)  # the prompt panel lays out its new buttons first
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.window().grab().save(str(SHOTS / f"game-{name}.png"))
            if name == "round3-map":  # the player area as the window shows it, cut out
                area = page.board.mapFromScene(page.scene.table.area.sceneBoundingRect()).boundingRect()
                page.board.viewport().grab(area).save(str(SHOTS / "game-player-area.png"))


@pytest.mark.slow
def test_six_player_hot_seat_against_five_heuristic_bots_three_rounds_by_table_clicks(qtbot: Any,
                                                                                      window: Any) -> None:
    """LRR 3 (action phase), 81 (status phase), 84 (strategy phase), setup by a faction draft: the human seat
    answers every decision by a click on the table while five heuristic bots play their seats."""
    seats = [SeatConfig(NAMES[0], 0, "human")] + [SeatConfig(NAMES[i], i, "bot:heuristic") for i in range(1, 6)]
    match = Match(GAME, 6, 5, GAME.resolve_options({"factions": "draft"}), seats)
    page = open_page(window, match)
    sent: list[Any] = []
    page.scene.action_chosen.connect(sent.append)
    bot, rng = HeuristicBot(), random.Random(5)
    state = page.channel.match.state
    kinds: set[str] = set()
    clicked = 0
    try:
        while True:
            wait_for_seat(qtbot, page, 0)
            state = page.channel.match.state
            if page.last.result is not None or (state.round >= 4 and state.phase == "strategy"):
                break
            decision = page.channel.match.decisions()[0]
            envelope = page.last.envelopes[0]
            assert decision.seat == 0 and envelope.decision is not None
            listed = [button.shown_text() for button in page.prompt.buttons]
            assert listed == [o.label for o in envelope.decision.options], "the prompt lists every legal choice"
            action = bot.choose(BotTurn(GAME, 0, decision, envelope.view, rng))
            shoot(qtbot, page, state, action)
            answer_by_clicks(qtbot, page, 0, action, sent)
            kinds.add(type(action).__name__)
            clicked += 1
        assert state.round >= 4 and page.last.result is None
        assert clicked > 60
        assert {"DraftFaction", "PickStrategyCard", "TakeTacticalAction", "Activate", "MoveShip",
                "EndMovement", "Pass"} <= kinds, kinds
    finally:
        window.close_table()
