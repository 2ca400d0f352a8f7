"""Helpers for running the app without a screen: self-test, screenshots and benchmarks."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from typing import Any

from engines.core.contract import Decision
from engines.core.match import Match


def ensure_offscreen() -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    quiet_offscreen_warnings()


def wait_until(predicate: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Process Qt events until ``predicate`` holds or ``timeout`` seconds pass."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            return False
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.002)
    return True


def play_random(match: Match, actions: int, seed: int) -> int:
    """Apply up to ``actions`` random legal actions to a match directly; returns how many."""
    rng = random.Random(seed)
    return _play(match, actions, lambda decision: rng.choice(decision.options))


def play_bots(match: Match, actions: int, specs: list[str], seed: int, budget: float = 0.1) -> int:
    """Up to ``actions`` moves, each chosen by the asked seat's bot (``specs``: one bot name a seat) with
    ``budget`` seconds of one core a decision; returns how many. All-random plays as ``play_random``."""
    if all(spec == "random" for spec in specs):
        return play_random(match, actions, seed)
    from engines.core.bots import BotTurn, make_bot

    game = match.game
    bots = [make_bot(game, spec) for spec in specs]
    rng = random.Random(seed)

    def choose(decision: Decision) -> Any:
        seat = decision.seat
        turn = BotTurn(game, seat, decision, game.view(match.state, seat), rng, budget,
                       seen=game.seen(match.state, seat), clock=time.process_time)
        return bots[seat].choose(turn)

    return _play(match, actions, choose)


def _play(match: Match, actions: int, choose: Callable[[Decision], Any]) -> int:
    """Up to ``actions`` moves, each ``choose``'s answer to the first decision open; returns how many."""
    for done in range(actions):
        decisions = match.decisions()
        if not decisions:
            return done
        match.apply(decisions[0].seat, choose(decisions[0]))
    return actions


HARMLESS = ("This plugin does not support propagateSizeHints", "This plugin does not support raise")


def quiet_offscreen_warnings() -> None:
    """Drop the offscreen platform's notes about window features it lacks; keep everything else."""
    import sys

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if not message.startswith(HARMLESS):
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)
