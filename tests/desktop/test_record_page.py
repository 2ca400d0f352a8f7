"""The record page: a co-operative game's chart has one line, the team's, and its legend and table say so."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QTableWidget

from desktop.shell.record_page import RecordPage
from engines.core.record import Record


def record(cooperative: bool) -> Record:
    return Record(game="colony" if cooperative else "cosmic", title="", moves=50, rounds=[1, 2, 3],
                  series=[[4.0, 11.0, 19.0], [4.0, 11.0, 19.0]] if cooperative else [[1.0, 3.0, 5.0], [2.0, 2.0, 6.0]],
                  unit="cycle", score="people on the surface", seats=["Ann", "Bo"],
                  figures={"cards played": [8.0, 10.0]}, cooperative=cooperative,
                  result={"winner_names": ["Ann", "Bo"], "summary": ""})


def legend_words(page: RecordPage) -> list[str]:
    items = (page.legend.itemAt(i) for i in range(page.legend.count()))
    labels = (item.widget() for item in items if item is not None)
    return [w.text() for w in labels if isinstance(w, QLabel) and w.text()]


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item.text()


def test_a_cooperative_legend_names_the_one_line_and_who_is_in_it(qtbot: Any) -> None:
    page = RecordPage()
    qtbot.addWidget(page)
    page.show_record(record(True), [0, 1])
    assert legend_words(page) == ["Everyone together: Ann and Bo"]
    assert page.chart_title.text() == "People on the surface after every cycle"


def test_a_cooperative_score_is_one_number_across_the_seats_and_the_figures_stay_per_seat(qtbot: Any) -> None:
    page = RecordPage()
    qtbot.addWidget(page)
    page.show_record(record(True), [0, 1])
    table = page.table
    assert cell(table, 0, 0) == "People on the surface at the end"
    assert cell(table, 0, 1) == "19" and table.columnSpan(0, 1) == 2 and table.item(0, 2) is None
    assert [cell(table, 1, c) for c in range(3)] == ["Cards played", "8", "10"]


def test_a_competitive_legend_and_table_keep_a_line_and_a_column_a_seat(qtbot: Any) -> None:
    page = RecordPage()
    qtbot.addWidget(page)
    page.show_record(record(True), [0, 1])
    page.show_record(record(False), [0, 1])  # the same page shown again: no span left over
    assert legend_words(page) == ["Ann", "Bo"]
    table = page.table
    assert [cell(table, 0, c) for c in (1, 2)] == ["5", "6"] and table.columnSpan(0, 1) == 1
