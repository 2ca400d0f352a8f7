"""The result beside a finished table: who won, the game's summary, then each seat's score where the summary does
not already give it."""

from __future__ import annotations

from types import SimpleNamespace

from desktop.shell.game_page import result_text
from engines.core.contract import Result


def shown(result: Result, names: list[str]) -> list[str]:
    return result_text(SimpleNamespace(result=result, names=names)).splitlines()  # type: ignore[arg-type]


def test_scores_the_summary_gives_are_not_said_again() -> None:
    summary = "30 victory points: Ann (the Eyrie Dynasties) 34 VP, Bo (the Vagabond) 25 VP"
    assert shown(Result([0], [34.0, 25.0], summary), ["Ann", "Bo"]) == ["Ann wins!", summary]


def test_a_score_with_its_breakdown_or_missing_from_the_summary_keeps_its_line() -> None:
    lines = shown(Result([1], [11.0, 12.0], "Victory points decide.", [[("worlds", 11.0)], []]), ["Ann", "Anna"])
    assert lines == ["Anna wins!", "Victory points decide.", "Ann: 11 (worlds 11)", "Anna: 12"]
    lines = shown(Result([0], [7.0, 7.0], "Anna (the Lost Powers) 7 VP"), ["Ann", "Anna"])
    assert lines[-1] == "Ann: 7", "Ann is not Anna"
