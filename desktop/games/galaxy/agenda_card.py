"""The agenda card on the action panel during the agenda phase: the card (its name, law or directive, its
text in our words) and under it a row per outcome with its votes as a bar, each seat's votes as cast (seat
mark, name and count), the riders on it, what it does, and the result once decided.

An election lists the candidates with votes or riders (most votes first) and counts the others (whose
buttons are below while the decision offers them). Every number is the view's: the votes recorded on the
agenda step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from desktop import theme
from desktop.games.galaxy import ink
from desktop.games.galaxy.unit_art import paint_seat_emblem
from engines.galaxy.agenda.words import agenda_name, outcome_words
from engines.galaxy.content.texts import entry

Name = Callable[[int], str]
Colour = Callable[[int], int]
CARD_TONE = QColor("#c9a24a")
WON = QColor("#7fe0a6")
ROW = 34.0
LINE = 30.0


@dataclass(frozen=True)
class OutcomeRow:
    outcome: str
    label: str
    votes: int
    voters: tuple[tuple[int, str, int], ...]  # (colour index, name, votes) in the order cast
    riders: tuple[str, ...]  # "Ada's Leadership Rider"
    effect: str
    won: bool


@dataclass(frozen=True)
class AgendaCard:
    name: str
    kind: str  # "law", "directive" or "" (hidden)
    text: str
    rows: tuple[OutcomeRow, ...]
    others: int  # candidates of an election not listed (no votes, no riders)
    result: str  # "" until decided
    offered: bool = False  # the decision offers the outcomes as buttons (a vote, or the speaker's choice)


def _named(text: str, name: Name) -> str:
    import re

    return re.sub(r"\{p(\d+)\}", lambda m: name(int(m.group(1))), text)


def outcome_label(outcome: str, name: Name) -> str:
    return _named(outcome_words(None, "outcome", outcome), name) if outcome else ""


def agenda_card(view: Any, colour: Colour, name: Name, offered: bool = False) -> AgendaCard | None:
    """The card of the agenda being decided, from the view's agenda part; ``offered`` when the decision's
    buttons are the outcomes."""
    agenda = view.agenda
    if agenda is None:
        return None
    from engines.galaxy.content.action_deck import card_name
    from engines.galaxy.content.decks import decks

    text = entry("agendas", agenda.agenda) if agenda.agenda and not agenda.hidden else None
    card = decks().agendas.get(agenda.agenda) if not agenda.hidden else None
    plain = set(agenda.outcomes) <= {"for", "against"}
    rows = []
    for outcome in agenda.outcomes:
        cast = [v for v in agenda.votes if v.outcome == outcome]
        riders = tuple(f"{name(r.seat)}'s {card_name(r.card + ':1')}" for r in agenda.riders if r.outcome == outcome)
        if not plain and not cast and not riders and outcome != agenda.outcome:
            continue
        effect = text.outcomes.get(outcome, "") if text is not None and plain else ""
        rows.append(OutcomeRow(outcome, outcome_label(outcome, name), sum(v.count for v in cast),
                               tuple((colour(v.seat), name(v.seat), v.count) for v in cast), riders, effect,
                               outcome == agenda.outcome))
    if not plain:
        rows.sort(key=lambda r: -r.votes)
    words = text.text if text is not None else "Only the speaker knows this agenda (Covert Legislation)."
    result = ""
    if agenda.outcome:
        won = next((r for r in rows if r.outcome == agenda.outcome), None)
        votes = won.votes if won is not None else 0
        result = f"Result: {outcome_label(agenda.outcome, name)}" + (
            f" with {votes} vote{'s' if votes != 1 else ''}" if votes else " (decided without votes)")
    return AgendaCard(agenda_name(agenda.agenda) if not agenda.hidden else "A hidden agenda",
                      str(card.type) if card is not None else "", _named(words, name), tuple(rows),
                      len(agenda.outcomes) - len(rows), result, offered)


def _wrap(text: str, width: float) -> list[str]:
    metrics = QFontMetricsF(ink.font(ink.LEAST, condensed=True))
    lines: list[str] = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _row_lines(row: OutcomeRow, width: float) -> list[str]:
    """The words under an outcome's bar: its riders and what it does."""
    parts = ([f"Riders: {', '.join(row.riders)}"] if row.riders else []) + ([row.effect] if row.effect else [])
    return [line for part in parts for line in _wrap(part, width)]


def card_height(card: AgendaCard, width: float) -> float:
    inner = width - 24
    height = 12 + 38 + LINE * len(_wrap(card.text, inner)) + 8
    for row in card.rows:
        height += ROW + LINE * len(_row_lines(row, inner - 20)) + 6
    height += (LINE if card.others else 0) + (LINE if card.result else 0) + 8
    return height


def paint_agenda_card(painter: QPainter, rect: QRectF, card: AgendaCard) -> None:
    """The card in gold, its text, then each outcome: label, votes as a bar with the seats' parts, riders."""
    ink.panel(painter, rect, CARD_TONE, QColor(28, 22, 8, 235), radius=12, width=2.5)
    inner = rect.width() - 24
    x, y = rect.left() + 12, rect.top() + 8
    kind = f" · {card.kind}" if card.kind else ""
    ink.text(painter, QRectF(x, y, inner, 36), f"{card.name}{kind}", ink.BODY, bold=True, colour=CARD_TONE)
    y += 38
    for line in _wrap(card.text, inner):
        ink.text(painter, QRectF(x, y, inner, LINE), line, ink.LEAST)
        y += LINE
    y += 8
    most = max((r.votes for r in card.rows), default=0) or 1
    for row in card.rows:
        y = _paint_row(painter, QRectF(x, y, inner, ROW), row, most)
        for line in _row_lines(row, inner - 20):
            ink.text(painter, QRectF(x + 20, y, inner - 20, LINE), line, ink.LEAST, colour=theme.MUTED)
            y += LINE
        y += 6
    if card.others:
        words = f"{card.others} other choice{'s' if card.others != 1 else ''}: no votes yet" + (
            " (their buttons are below)" if card.offered else "")
        ink.text(painter, QRectF(x, y, inner, LINE), words, ink.LEAST, colour=theme.MUTED)
        y += LINE
    if card.result:
        ink.text(painter, QRectF(x, y, inner, LINE), card.result, ink.LEAST, bold=True, colour=WON)


def _paint_row(painter: QPainter, rect: QRectF, row: OutcomeRow, most: int) -> float:
    """Label, total, then a bar split into the seats' votes (emblem, name and count in each part)."""
    label_w = min(230.0, rect.width() * 0.26)
    edge = WON if row.won else QColor("#8a7a50")
    ink.panel(painter, rect, edge, QColor(12, 14, 24, 230), radius=8, width=2.4 if row.won else 1.4)
    ink.text(painter, QRectF(rect.left() + 10, rect.top(), label_w - 10, rect.height()),
             ("✓ " if row.won else "") + row.label, ink.LEAST, bold=True, colour=WON if row.won else theme.INK)
    total = f"{row.votes} vote{'s' if row.votes != 1 else ''}"
    ink.text(painter, QRectF(rect.left() + label_w, rect.top(), 116, rect.height()), total, ink.LEAST, bold=True)
    bar = QRectF(rect.left() + label_w + 120, rect.top() + 3, rect.width() - label_w - 126, rect.height() - 6)
    metrics = QFontMetricsF(ink.font(ink.LEAST, condensed=True))
    x = bar.left()
    # Each seat's part is as wide as its share, but never narrower than its words need.
    for index, (colour, name, count) in enumerate(row.voters):
        words = f"{name} {count}"
        width = max(bar.width() * count / most * 0.6, metrics.horizontalAdvance(words) + 34)
        if x + width > bar.right():  # more voters than room: the rest as a count (the lines above name them)
            rest = len(row.voters) - index
            ink.text(painter, QRectF(x, bar.top(), bar.right() - x, bar.height()), f"+{rest}", ink.LEAST)
            break
        part = QRectF(x, bar.top(), width, bar.height())
        tone = theme.seat_colour(colour)
        ink.panel(painter, part, tone, QColor(tone.darker(300)), radius=6, width=1.2)
        paint_seat_emblem(painter, colour, QPointF(part.left() + 13, part.center().y()), 8)
        ink.text(painter, part.adjusted(26, 0, -4, 0), words, ink.LEAST)
        x += width + 4
    return rect.bottom() + 2
