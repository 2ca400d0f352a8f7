"""The record page: the result, each seat's score after every round as a chart, and the game's figures."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.widgets.score_chart import ScoreChart
from engines.core.record import Record


def seat_icon(colour_index: int, size: int = 14, colour: QColor | None = None) -> QIcon:
    """The seat's colour in its shape, as in the chart and on the table (``colour``: the team's line)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#0b0f0d"), 1))
    painter.setBrush(colour if colour is not None else theme.seat_colour(colour_index))
    painter.drawPath(theme.shape_path(theme.seat_shape(colour_index), size * 0.4).translated(QPointF(size / 2,
                                                                                                  size / 2)))
    painter.end()
    return QIcon(pixmap)


def result_words(record: Record) -> str:
    """Who won and the game's own summary, in a line or two."""
    result = record.result
    if result is None:
        return f"The game is not over ({record.moves} moves so far)."
    winners = result["winner_names"]
    if record.cooperative:
        head = "Everyone wins together!" if winners else "Everyone loses together."
    elif winners:
        head = " and ".join(winners) + (" win!" if len(winners) > 1 else " wins!")
    else:
        head = "No one wins."
    return "\n".join(part for part in (head, result["summary"], f"{record.moves} moves.") if part)


class RecordPage(QWidget):
    """Shows one Record; ``mark(round)`` points the chart at the round a replay is showing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.heading = QLabel("Record")
        self.heading.setProperty("role", "heading")
        self.result = QLabel("")
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart_title = QLabel("")
        self.chart_title.setProperty("role", "muted")
        self.chart_title.setWordWrap(True)
        self.chart = ScoreChart()
        self.legend = QGridLayout()
        self.legend.setHorizontalSpacing(6)
        self.legend.setVerticalSpacing(2)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for widget in (self.heading, self.result, self.chart_title, self.chart):
            layout.addWidget(widget)
        layout.addLayout(self.legend)
        layout.addWidget(self.table)
        layout.addStretch(1)
        self.record: Record | None = None

    def show_record(self, record: Record, colours: list[int]) -> None:
        self.record = record
        self.result.setText(result_words(record))
        whose = "" if record.cooperative else " of each seat"
        self.chart_title.setText(f"{record.score.capitalize()}{whose} after every {record.unit}")
        self.chart.show_series(record.rounds, record.series, colours, record.seats, record.unit, record.cooperative)
        self._fill_legend(record, colours)
        self._fill_table(record, colours)

    def _fill_legend(self, record: Record, colours: list[int]) -> None:
        """Each seat's marker and name, two to a row; the table's columns carry the same markers. A
        co-operative game's chart has one line, the team's: the legend names it and who is in it."""
        while self.legend.count():
            item = self.legend.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
        self.legend.setColumnStretch(1, 1)
        self.legend.setColumnStretch(3, 1)
        if record.cooperative:
            icon = QLabel()
            icon.setPixmap(seat_icon(_colour(colours, 0), colour=theme.ACCENT).pixmap(14, 14))
            label = QLabel(f"Everyone together: {_and(record.seats)}")
            label.setWordWrap(True)
            self.legend.addWidget(icon, 0, 0)
            self.legend.addWidget(label, 0, 1, 1, 3)
            return
        for seat, name in enumerate(record.seats):
            icon = QLabel()
            icon.setPixmap(seat_icon(_colour(colours, seat)).pixmap(14, 14))
            label = QLabel(name)
            row, column = divmod(seat, 2)
            self.legend.addWidget(icon, row, column * 2)
            self.legend.addWidget(label, row, column * 2 + 1)

    def _fill_table(self, record: Record, colours: list[int]) -> None:
        """A row per figure (the final score first): its name, then a column per seat headed by its marker."""
        rows: list[tuple[str, list[float]]] = []
        if record.series and record.series[0]:
            rows.append((f"{record.score} at the end", [scores[-1] for scores in record.series]))
        shared = 0 if rows and record.cooperative else -1  # the team's score: one number across the seats
        rows += list(record.figures.items())
        table = self.table
        table.clear()
        table.clearSpans()
        table.setRowCount(len(rows))
        table.setColumnCount(len(record.seats) + 1)
        table.verticalHeader().setVisible(False)
        table.setWordWrap(True)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalHeaderItem(0, QTableWidgetItem(""))
        for seat, name in enumerate(record.seats):
            marker = QTableWidgetItem(seat_icon(_colour(colours, seat)), "")
            marker.setToolTip(name)
            table.setHorizontalHeaderItem(seat + 1, marker)
        for row, (figure, values) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(figure.capitalize()))
            if row == shared:
                item = QTableWidgetItem(number_text(values[0]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(f"Everyone together: {figure} {number_text(values[0])}")
                table.setItem(row, 1, item)
                if len(record.seats) > 1:
                    table.setSpan(row, 1, 1, len(record.seats))
                continue
            for seat, value in enumerate(values[: len(record.seats)]):
                item = QTableWidgetItem(number_text(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(f"{record.seats[seat]}: {figure} {number_text(value)}")
                table.setItem(row, seat + 1, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(record.seats) + 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()
        height = header.sizeHint().height() + 4 + sum(table.rowHeight(row) for row in range(len(rows)))
        table.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.record is not None:  # wrapped figure names change height with the width
            self.table.resizeRowsToContents()
            rows = self.table.rowCount()
            height = self.table.horizontalHeader().sizeHint().height() + 4
            self.table.setFixedHeight(height + sum(self.table.rowHeight(row) for row in range(rows)))

    def mark(self, round_number: int | None) -> None:
        self.chart.mark(round_number)


def number_text(value: float) -> str:
    """Whole numbers as they are, others to one decimal: a table cell stays narrow."""
    return f"{value:g}" if float(value).is_integer() else f"{value:.1f}"


def _and(names: list[str]) -> str:
    return names[0] if len(names) < 2 else ", ".join(names[:-1]) + " and " + names[-1]


def _colour(colours: list[int], seat: int) -> int:
    return colours[seat] if seat < len(colours) else seat
