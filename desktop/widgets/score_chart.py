"""A small line chart of each seat's score after every round, painted with QPainter.

Each seat keeps its colour and its shape at every point, so the lines tell apart without colour.
A co-operative game draws one line for the whole team. A marker shows the round on screen.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import theme

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 38.0, 12.0, 10.0, 30.0


class ScoreChart(QWidget):
    """``show_series(rounds, series, colours, ...)``; ``mark(round)`` draws the replay's current round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rounds: list[int] = []
        self.series: list[list[float]] = []
        self.colours: list[int] = []
        self.names: list[str] = []
        self.unit = "round"
        self.together = False
        self.marked: int | None = None
        self.setMinimumSize(240, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(320, 180)

    def show_series(self, rounds: list[int], series: list[list[float]], colours: list[int], names: list[str],
                    unit: str = "round", together: bool = False) -> None:
        self.rounds, self.series, self.colours, self.names = list(rounds), [list(s) for s in series], colours, names
        self.unit, self.together = unit, together
        self.setAccessibleDescription(self.describe())
        self.update()

    def mark(self, round_number: int | None) -> None:
        if round_number != self.marked:
            self.marked = round_number
            self.update()

    def lines(self) -> list[tuple[int, list[float]]]:
        """(seat, scores) for each line drawn: one for the team in a co-operative game."""
        if self.together and self.series:
            return [(0, self.series[0])]
        return list(enumerate(self.series))

    def describe(self) -> str:
        """The chart in words, for a screen reader and a tooltip."""
        if not self.rounds:
            return "No scores yet."
        last = [f"{'Together' if self.together else self.names[s]} {scores[-1]:g}" for s, scores in self.lines()
                if scores and s < len(self.names)]
        return f"After {self.unit} {self.rounds[-1]}: " + ", ".join(last)

    # ----- painting -----------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(MARGIN_LEFT, MARGIN_TOP, -MARGIN_RIGHT, -MARGIN_BOTTOM)
        painter.fillRect(QRectF(self.rect()), QColor("#15201c"))
        if not self.rounds or area.width() < 20 or area.height() < 20:
            painter.setPen(theme.MUTED)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, "No scores yet")
            return
        bottom = min([0.0, *(v for _, scores in self.lines() for v in scores)])
        top, step = nice_scale(max([1.0, *(v for _, scores in self.lines() for v in scores)]) - bottom)
        top += bottom
        self._axes(painter, area, bottom, top, step)
        for seat, scores in self.lines():
            self._line(painter, area, seat, scores, bottom, top)

    def _x(self, area: QRectF, index: int) -> float:
        count = len(self.rounds)
        return area.left() + (area.width() * index / (count - 1) if count > 1 else area.width() / 2)

    def _y(self, area: QRectF, value: float, bottom: float, top: float) -> float:
        return area.bottom() - area.height() * (value - bottom) / (top - bottom)

    def _axes(self, painter: QPainter, area: QRectF, bottom: float, top: float, step: float) -> None:
        painter.setFont(theme.body_font(8))
        grid = QPen(QColor("#2c3b35"), 1)
        ticks = round((top - bottom) / step)
        for tick in range(ticks + 1):
            value = bottom + step * tick
            y = self._y(area, value, bottom, top)
            painter.setPen(grid)
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(theme.MUTED)
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 5, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{value:g}")
        every = max(1, len(self.rounds) // 8)
        for index, number in enumerate(self.rounds):
            if index % every and index != len(self.rounds) - 1:
                continue
            x = self._x(area, index)
            painter.drawText(QRectF(x - 18, area.bottom() + 3, 36, 14), Qt.AlignmentFlag.AlignCenter, str(number))
        painter.drawText(QRectF(area.left(), area.bottom() + 15, area.width(), 14), Qt.AlignmentFlag.AlignCenter,
                         self.unit)
        if self.marked in self.rounds:
            x = self._x(area, self.rounds.index(self.marked))
            painter.setPen(QPen(theme.ACCENT, 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))

    def _line(self, painter: QPainter, area: QRectF, seat: int, scores: list[float], bottom: float,
              top: float) -> None:
        colour_index = self.colours[seat] if seat < len(self.colours) else seat
        colour = theme.ACCENT if self.together else theme.seat_colour(colour_index)
        points = [QPointF(self._x(area, i), self._y(area, v, bottom, top)) for i, v in enumerate(scores)]
        painter.setPen(QPen(colour, 2))
        for start, end in itertools.pairwise(points):
            painter.drawLine(start, end)
        shape = theme.shape_path(theme.seat_shape(colour_index), 3.6)
        painter.setPen(QPen(QColor("#0b0f0d"), 0.8))
        painter.setBrush(colour)
        step = max(1, len(points) // 16)  # markers on every point of a short game, fewer on a long one
        for index, point in enumerate(points):
            if index % step == 0 or index == len(points) - 1:
                painter.drawPath(shape.translated(point))
        painter.setBrush(Qt.BrushStyle.NoBrush)


def nice_scale(span: float) -> tuple[float, float]:
    """A round top for the axis and its step (1, 2 or 5 times a power of ten), four to eight steps."""
    import math

    magnitude = 10 ** math.floor(math.log10(max(span, 1e-9) / 4))
    for factor in (1, 2, 5, 10):
        step = factor * magnitude
        if span / step <= 8:
            break
    return math.ceil(span / step) * step, step
