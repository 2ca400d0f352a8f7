"""A game's record: the result, each seat's score after every round (or turn), and a few figures.

The record page draws it and `starboard record FILE --json` prints it; both read a Replay, so a
host's save and a joiner's own replay give their record the same way.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engines.core.contract import Result, Standing
from engines.core.replay import Replay


class Record(msgspec.Struct):
    """What the record page shows; ``series[seat][i]`` is that seat's score after ``rounds[i]``."""

    game: str
    title: str
    result: dict[str, Any] | None
    moves: int
    series: list[list[float]]
    rounds: list[int]
    unit: str
    score: str
    seats: list[str]
    figures: dict[str, list[float]]
    cooperative: bool = False


def build_record(replay: Replay) -> Record:
    game = replay.game
    names = replay.names
    rounds, series = score_series(replay.standings, len(names))
    last = next((s for s in reversed(replay.standings) if s is not None), None)
    figures: dict[str, list[float]] = {}
    if last is not None:
        figures.update({k: list(v) for k, v in last.figures.items()})
    figures.update({k: list(v) for k, v in replay.counts.items()})
    return Record(
        game=game.id,
        title=game.title,
        result=_result(replay.result, names),
        moves=replay.length,
        series=series,
        rounds=rounds,
        unit=last.unit if last is not None else "round",
        score=last.score if last is not None else "points",
        seats=names,
        figures=figures,
        cooperative=game.cooperative,
    )


def score_series(standings: list[Standing | None], players: int) -> tuple[list[int], list[list[float]]]:
    """The scores at the last position of every round, and at the end; the start (position 0) is left out."""
    rounds: list[int] = []
    series: list[list[float]] = [[] for _ in range(players)]
    last = len(standings) - 1
    for position in range(1, last + 1):
        standing = standings[position]
        if standing is None:
            continue
        following = standings[position + 1] if position < last else None
        if following is not None and following.round == standing.round:
            continue
        rounds.append(standing.round)
        for seat in range(players):
            series[seat].append(float(standing.scores[seat]) if seat < len(standing.scores) else 0.0)
    return rounds, series


def _result(result: Result | None, names: list[str]) -> dict[str, Any] | None:
    if result is None:
        return None
    return {
        "winners": list(result.winners),
        "winner_names": [names[w] for w in result.winners if 0 <= w < len(names)],
        "scores": list(result.scores),
        "summary": result.summary,
    }


def record_json(record: Record) -> bytes:
    """One JSON object on one line, as `starboard record FILE --json` prints it."""
    return msgspec.json.encode(record)


def record_text(record: Record) -> str:
    """The record in a few lines of words, for `starboard record FILE` without --json."""
    lines = [f"{record.title}: {record.moves} moves"]
    result = record.result
    if result is None:
        lines.append("The game is not over.")
    else:
        winners = result["winner_names"]
        lines.append((" and ".join(winners) + " won.") if winners else "Nobody won.")
        if result["summary"]:
            lines.append(result["summary"])
    if record.rounds:
        lines.append(f"{record.score.capitalize()} after each {record.unit} ({', '.join(map(str, record.rounds))}):")
        for name, scores in zip(record.seats, record.series, strict=False):
            lines.append(f"  {name}: " + " ".join(f"{s:g}" for s in scores))
    for figure, values in record.figures.items():
        lines.append(f"{figure.capitalize()}: " + ", ".join(f"{n} {v:g}" for n, v in zip(record.seats, values,
                                                                                        strict=False)))
    return "\n".join(lines)
