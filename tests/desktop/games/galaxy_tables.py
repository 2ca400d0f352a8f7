"""The Twilight Imperium table under test: a match of the game, its scene in a board view, clicks on the
table where a player would make them, and scenarios (a fleet facing an enemy fleet)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop.games.galaxy import Scene
from engines.core.match import Match, SeatConfig
from engines.galaxy import GAME
from engines.galaxy.actions import rounds as ac
from engines.galaxy.board import add, galaxy
from engines.galaxy.tactical import actions as ta
from engines.galaxy.windows.actions import PassWindow
from tests.desktop.games.tables import SceneTable

NAMES = ["Ada", "Bram", "Cleo", "Dario", "Esme", "Farid", "Gwen", "Hiro"]


class GameTable(SceneTable):
    """A game of Twilight Imperium (every seat human: the test decides for all of them)."""

    def __init__(self, qtbot: Any, players: int = 6, seed: int = 11, size: tuple[int, int] = (1600, 1000),
                 **options: Any) -> None:
        seats = [SeatConfig(NAMES[i], i, "human") for i in range(players)]
        super().__init__(qtbot, Scene, Match(GAME, players, seed, options, seats), size)
        self.rng = random.Random(seed)
        self._fitted = False

    @property
    def state(self) -> Any:
        return self.match.state

    def seat(self) -> int:
        return int(self.match.decisions()[0].seat)

    def show(self, seat: int | None = None) -> None:
        self.scene.show_envelope(self.match.envelope(self.seat() if seat is None else seat))
        if not self._fitted:
            self._fitted = True
            self.view.fitInView(self.scene.table_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def apply(self, action: Any) -> None:
        self.match.apply(self.seat(), action)

    def play_until(self, done: Callable[[Any], bool], limit: int = 4000, passing: bool = False) -> Any:
        """Random options until ``done(decision)``; returns that decision (shown on the table). With ``passing``
        every timing window is passed (the cards and abilities played in them would take the game elsewhere)."""
        for _ in range(limit):
            decision = self.match.decisions()[0]
            if done(decision):
                self.show(decision.seat)
                return decision
            chosen = PassWindow() if passing and PassWindow() in decision.options else self.rng.choice(decision.options)
            self.match.apply(decision.seat, chosen)
        raise AssertionError("never reached")

    def click(self, point: QPointF) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.view.mapFromScene(point))

    def click_option(self, action: Any, apply: bool = True) -> None:
        """Click where the table shows ``action`` (twice for a system to activate: choose, then confirm)."""
        point = self.scene.target_point(action)
        assert point is not None, f"the table has no place for {action!r}"
        self.sent.clear()
        self.click(point)
        if not self.sent and isinstance(action, ta.Activate):
            self.click(point)
        assert self.sent == [action], f"clicking for {action!r} sent {self.sent!r}"
        self.sent.clear()
        if apply:
            self.apply(action)
            self.show()

    def hover(self, point: QPointF) -> None:
        """Rest the pointer on ``point`` (moving in from elsewhere: the first move only enters the view)."""
        QTest.mouseMove(self.view.viewport(), QPoint(2, 2))
        QTest.mouseMove(self.view.viewport(), self.view.mapFromScene(point))


def fleets_face_each_other(t: GameTable) -> tuple[int, int, int]:
    """Seat 0 to take a turn with a fleet at home beside a system seat 1 holds with ships and ground forces;
    returns (seat, home, target). The galaxy and seeds are the table's; units are put there by hand."""
    t.play_until(lambda d: d.seat == 0 and ac.TakeTacticalAction() in d.options and t.state.round >= 2)
    state = t.state
    home = state.players[0].home
    target = next(n for n in galaxy(state).adjacent[home] if n >= 0 and state.systems[str(n)].planets)
    for node in (home, target):  # no earlier activation this round stands in the way
        state.systems[str(node)].tokens[:] = [s for s in state.systems[str(node)].tokens if s != 0]
    space = state.systems[str(home)].space
    for kind, number in (("dreadnought", 2), ("cruiser", 2), ("carrier", 1), ("fighter", 3)):
        add(space, 0, kind, number)
    for planet in state.systems[str(home)].planets:
        add(state.planets[planet].units, 0, "infantry", 2)
    big = sum(s.count for s in space if s.owner == 0 and s.kind != "fighter")  # and what the random play built
    state.players[0].fleet = max(state.players[0].fleet, big)
    state.players[1].fleet = max(state.players[1].fleet, 3)  # random play may have spent its fleet tokens
    enemy = state.systems[str(target)].space
    add(enemy, 1, "cruiser", 2)
    add(enemy, 1, "destroyer", 1)
    for planet in state.systems[str(target)].planets:
        state.planets[planet].owner = 1
        add(state.planets[planet].units, 1, "infantry", 1)
    t.show(0)
    return 0, home, target


def pass_windows(t: GameTable) -> None:
    """Every seat asked in a timing window (LRR 1.13-1.20: cards and abilities) passes it, by a click."""
    for _ in range(20):
        decisions = t.match.decisions()
        if not decisions or PassWindow() not in decisions[0].options:
            return
        t.show(decisions[0].seat)
        t.click_option(PassWindow())
    raise AssertionError("the windows never closed")


def move_in(t: GameTable, home: int, target: int) -> None:
    """Activate ``target`` and declare every ship (and what they can carry) from ``home``, by clicks."""
    t.click_option(ac.TakeTacticalAction())
    t.click_option(ta.Activate(target))
    pass_windows(t)
    t.click_option(ta.MoveFrom(home))
    for _ in range(60):  # every ship and all it carries, however many the random play left at home
        moving = [o for o in t.options() if isinstance(o, ta.MoveShip | ta.Load)]
        if not moving:
            break
        t.click_option(moving[0])
