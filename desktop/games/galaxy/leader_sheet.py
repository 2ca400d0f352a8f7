"""The Prophecy of Kings part of a seat's play area: its leader sheet (each agent, the commander and the
hero with its status: ready, exhausted, locked, unlocked or purged), its relics, relic fragments by type,
legendary planet cards, and the units it holds captured on its faction sheet.

Each is a chip (``ExtraChip``) the player area lays out in its own row; the hover gives the whole text in
our words (``extra_text``). Everything comes from the view's ``expansion`` part, which is public.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from desktop import theme
from desktop.games.galaxy import ink
from desktop.games.galaxy.readings import unit_name, units
from engines.galaxy.content.factions import factions
from engines.galaxy.content.texts import catalogue
from engines.galaxy.expansion.sources import legendary_source

Name = Callable[[int], str]
Text = tuple[str, list[str]]
KINDS = ("leader", "relic", "fragment", "legendary", "captured")
TYPE_WORDS = {"agent": "Agent", "commander": "Commander", "hero": "Hero"}
STATUS_TONES = {"ready": "#4f9f6f", "exhausted": "#707070", "locked": "#55607a", "unlocked": "#c9a24a",
                "purged": "#7a3f3f"}
STATUS_WORDS = {"ready": "ready", "exhausted": "exhausted", "locked": "locked", "unlocked": "unlocked",
                "purged": "purged"}
FRAGMENT_TONES = {"cultural": "#4f7fbf", "hazardous": "#bf5a4f", "industrial": "#5a9f5a", "unknown": "#8a8a9a"}
RELIC_TONE = "#b0703a"
LEGENDARY_TONE = "#d4b24a"
FADED = ("exhausted", "locked", "purged")


@dataclass(frozen=True)
class ExtraChip:
    kind: str  # one of KINDS
    key: str  # a leader, relic or legendary card id; a fragment type; "owner:kind" for captured units
    label: str
    tone: str
    status: str = ""  # a leader's status, "exhausted" for a spent legendary card


def _entry(kind: str, key: str) -> Any:
    return catalogue().get(kind, {}).get(key)


def _name(kind: str, key: str) -> str:
    entry = _entry(kind, key)
    return str(entry.name) if entry is not None else key.replace("_", " ").title()


def extras_look(view: Any, seat: int, colour: Callable[[int], int], name: Name) -> tuple[ExtraChip, ...]:
    """The seat's chips: leaders in sheet order, then relics, fragments, legendary cards, captured units."""
    expansion = getattr(view, "expansion", None)
    if expansion is None or not 0 <= seat < len(expansion.seats):
        return ()
    own = expansion.seats[seat]
    chips = [ExtraChip("leader", x.id, f"{TYPE_WORDS.get(x.type, x.type)} {_name('leaders', x.id)} · "
                                       f"{STATUS_WORDS.get(x.status, x.status)}", STATUS_TONES.get(x.status, "#555"),
                       x.status) for x in own.leaders]
    chips += [ExtraChip("relic", relic, f"Relic: {_name('relics', relic)}", RELIC_TONE) for relic in own.relics]
    counts: dict[str, int] = {}
    for fragment in own.fragments:
        kind = fragment.removesuffix("_relic_fragment")
        counts[kind] = counts.get(kind, 0) + 1
    chips += [ExtraChip("fragment", kind, f"{count} {kind} fragment{'s' if count != 1 else ''}",
                        FRAGMENT_TONES.get(kind, "#777"))
              for kind, count in sorted(counts.items())]
    exhausted = set(view.players[seat].exhausted)
    for card in own.legendary:
        entry = _entry("legendary_planets", card)
        spent = legendary_source(card) in exhausted
        label = f"{entry.ability if entry is not None else card} ({_name('legendary_planets', card)})"
        chips.append(ExtraChip("legendary", card, label + (" · exhausted" if spent else ""), LEGENDARY_TONE,
                               "exhausted" if spent else ""))
    for unit in own.captured:
        whose = "no colour" if unit.owner < 0 else f"{name(unit.owner)}'s"
        tone = theme.seat_colour(colour(unit.owner)).name() if unit.owner >= 0 else "#8a8a9a"
        chips.append(ExtraChip("captured", f"{unit.owner}:{unit.kind}",
                               f"Captured: {units(unit.count, unit.kind)} ({whose})", tone))
    return tuple(chips)


def chip_of_source(view: Any, seat: int | None, source: str) -> tuple[str, str] | None:
    """(kind, key) of the seat's chip whose ability ``source`` is: a leader, a relic or a legendary card."""
    expansion = getattr(view, "expansion", None)
    if seat is None or expansion is None or not 0 <= seat < len(expansion.seats):
        return None
    own = expansion.seats[seat]
    if any(x.id == source for x in own.leaders):
        return "leader", source
    if source in own.relics:
        return "relic", source
    card = next((c for c in own.legendary if legendary_source(c) == source), None)
    return ("legendary", card) if card is not None else None


def section_caption(chips: tuple[ExtraChip, ...]) -> str:
    parts = ["Leader sheet"]
    kinds = {c.kind for c in chips}
    parts += [word for kind, word in (("relic", "relics"), ("fragment", "relic fragments"),
                                      ("legendary", "legendary planets"), ("captured", "captured units"))
              if kind in kinds]
    return ", ".join(parts) + " · hover to read"


def paint_extra(painter: QPainter, rect: QRectF, chip: ExtraChip) -> None:
    """A chip in its tone, faded when exhausted, locked or purged; a purged leader is struck through."""
    tone = QColor(chip.tone)
    faded = chip.status in FADED
    edge = QColor(tone.darker(140)) if faded else tone
    ink.panel(painter, rect, edge, QColor(tone.darker(380 if faded else 250)), radius=7, width=1.6)
    if chip.status == "locked":  # a small padlock at the left, so "locked" is a shape as well as a word
        body = QRectF(rect.left() + 7, rect.center().y() - 3, 11, 9)
        painter.setPen(QPen(theme.MUTED, 1.6))
        painter.setBrush(QColor(theme.MUTED))
        painter.drawRoundedRect(body, 2, 2)
        painter.setBrush(QColor(0, 0, 0, 0))
        painter.drawArc(QRectF(body.left() + 2, body.top() - 6, 7, 10), 0, 180 * 16)
        text = rect.adjusted(24, 0, -6, 0)
    elif chip.status == "ready":
        painter.setPen(QPen(QColor(0, 0, 0, 200), 1.2))
        painter.setBrush(tone.lighter(130))
        painter.drawEllipse(QPointF(rect.left() + 12, rect.center().y()), 5, 5)
        text = rect.adjusted(24, 0, -6, 0)
    else:
        text = rect.adjusted(8, 0, -6, 0)
    ink.text(painter, text, chip.label, ink.LEAST, colour=theme.MUTED if faded else theme.INK)
    if chip.status == "purged":
        painter.setPen(QPen(QColor(220, 220, 220, 170), 2.0))
        painter.drawLine(QPointF(rect.left() + 6, rect.center().y()), QPointF(rect.right() - 6, rect.center().y()))


def extra_text(view: Any, kind: str, key: str, name: Name) -> Text | None:
    """The hover of a chip: the whole card in our words, with its status."""
    if kind == "leader":
        return _leader_text(view, key, name)
    if kind == "relic":
        entry = _entry("relics", key)
        return (_name("relics", key), ["Relic, face up in the play area"]
                + ([f"When: {entry.timing}", entry.text] if entry is not None else []))
    if kind == "fragment":
        entry = _entry("exploration", f"{key}_relic_fragment")
        return (_name("exploration", f"{key}_relic_fragment"), [entry.text] if entry is not None else [])
    if kind == "legendary":
        entry = _entry("legendary_planets", key)
        if entry is None:
            return key, []
        return f"{entry.ability} ({entry.name})", [f"Legendary planet card of {entry.name}",
                                                   f"When: {entry.timing}", entry.text]
    if kind == "captured":
        owner, _, unit = key.partition(":")
        if int(owner) < 0:
            return f"Captured {unit_name(unit)}", [
                "Captured fighters and infantry lie here as tokens of no colour: no transaction or blockade "
                "returns them, only an ability that says so (they then go back to reinforcements)."]
        return f"Captured {unit_name(unit)}", [
            f"{name(int(owner))}'s unit, held on this faction sheet.",
            f"It goes back to {name(int(owner))} when the capturer agrees to in a transaction, when an ability "
            f"returns it (often as a cost), or when {name(int(owner))} blockades the capturer's space dock."]
    return None


def _looked_lines(view: Any, name: Name) -> list[str]:
    """What the seat's abilities let it look at now (M'aban: the neighbours' notes, the agenda deck's ends)."""
    from desktop.games.galaxy.game_looks import note_words_named
    from engines.galaxy.agenda.words import agenda_name

    looked = list(getattr(view, "looked", []) or [])
    if not looked:
        return []
    words = [note_words_named(card, name) if ":" in card else f"agenda {agenda_name(card)}" for card in looked]
    return ["You may look at these now: " + "; ".join(words) + "."]


def _leader_text(view: Any, leader: str, name: Name) -> Text:
    entry = _entry("leaders", leader)
    found = None
    for seat in getattr(view.expansion, "seats", []):
        found = next((x for x in seat.leaders if x.id == leader), found)
    kind = found.type if found is not None else ""
    status = found.status if found is not None else ""
    if entry is None:
        return leader, []
    owner = factions().get(entry.faction)
    body = [f"{TYPE_WORDS.get(kind, 'Leader')} of {owner.name if owner is not None else entry.faction}"
            + (f" · {STATUS_WORDS.get(status, status)}" if status else "")]
    if kind != "agent" and entry.unlock:
        body.append(f"Unlocks when: {entry.unlock}")
    ability = f"{entry.ability}: " if entry.ability else ""
    body.append(f"{ability}{entry.timing}: {entry.text}" if entry.timing else f"{ability}{entry.text}")
    if leader == "maban" and status == "unlocked" and found is not None and view.seat == _owner_seat(view, leader):
        body += _looked_lines(view, name)
    return entry.name, body


def _owner_seat(view: Any, leader: str) -> int:
    """The seat whose sheet holds ``leader`` (-1: none)."""
    for index, seat in enumerate(getattr(view.expansion, "seats", [])):
        if any(x.id == leader for x in seat.leaders):
            return getattr(seat, "seat", index)
    return -1
