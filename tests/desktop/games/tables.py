"""What every scene test's table shares: a match, the game's scene in a board view, what it sent."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from desktop.widgets.board_view import BoardView
from engines.core.contract import IllegalAction
from engines.core.match import Match

T = TypeVar("T", bound="SceneTable")


class SceneTable:
    """Subclasses build their match and call ``super().__init__``; the view is shown at ``size``."""

    RENDER_SIZE = (900, 700)

    def __init__(self, qtbot: Any, scene_class: Callable[..., Any], match: Match,
                 size: tuple[int, int] = (1600, 1000)) -> None:
        self.match = match
        self.scene = scene_class(match.game, match.seats)
        self.view = BoardView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(*size)
        self.view.show()
        self.sent: list[Any] = []
        self.scene.action_chosen.connect(self.sent.append)
        self.refusals: list[tuple[str, str]] = []  # (reason, rule) of every click answered with a refusal
        self.scene.action_probed.connect(self._probed)
        self.scene.refusal_noted.connect(lambda reason, rule: self.refusals.append((reason, rule)))

    def _probed(self, action: Any) -> None:
        """As the worker would: the engine checks the probed action and words the refusal, or takes it
        (an action the game accepts beyond its listed options, such as a sector name a player typed)."""
        envelope = self.scene.envelope
        seat = envelope.seat if envelope is not None and envelope.seat is not None else 0
        assert action not in self.options(), f"the scene probed {action}, a listed option: it should choose it"
        try:
            self.match.game.check(self.match.state, seat, action)
        except IllegalAction as error:
            self.refusals.append((error.reason, error.rule))
            return
        self.sent.append(action)

    def options(self) -> list[Any]:
        """The options of the first decision open now (none when the game is over)."""
        decisions = self.match.decisions()
        return list(decisions[0].options) if decisions else []

    def click_at(self, point: QPointF) -> None:
        """A real left click on the viewport at a scene point."""
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.view.mapFromScene(point))

    def render(self) -> QImage:
        """Paint the whole table into an image, as a screenshot would."""
        image = QImage(*self.RENDER_SIZE, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        self.scene.render(painter, source=self.scene.table_rect())
        painter.end()
        return image


def table_factory(qtbot: Any, table_class: type[T]) -> Callable[..., T]:
    """For a fixture: the app set up, then a maker of tables bound to this test's qtbot."""
    from desktop.app import make_app

    make_app()
    return lambda *args, **kwargs: table_class(qtbot, *args, **kwargs)


def play_randomly(match: Match, actions: int, seed: int = 3) -> None:
    """Up to ``actions`` random legal options, each from the first decision open (stops at the end)."""
    rng = random.Random(seed)
    for _ in range(actions):
        decisions = match.decisions()
        if not decisions:
            return
        match.apply(decisions[0].seat, rng.choice(decisions[0].options))


def reach_until(table: Any, kind: type, seed: int = 4, limit: int = 400) -> Any:
    """Play randomly until an option of ``kind`` is offered; shows that seat and returns the option.
    ``table`` has ``seat()`` (the seat asked) and ``show()``."""
    rng = random.Random(seed)
    for _ in range(limit):
        found = [o for o in table.options() if isinstance(o, kind)]
        if found:
            table.show()
            return found[0]
        table.match.apply(table.seat(), rng.choice(table.options()))
    raise AssertionError(f"no {kind.__name__} offered in {limit} actions")
