"""The common play area's shared decks and cards beside the map: the laws in play (with who holds an elected
one), the four exploration decks (cards left face down and the discards face up beside each) and the relic
deck. Each is a chip whose hover gives the whole text (a law's card, a deck's discards by name).

The table places the strip with the faction strip (``game_table``); zones are ``("law", id)``,
``("explore_deck", deck)`` and ``("relic_deck", "")``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from desktop import theme
from desktop.games.galaxy import ink
from desktop.games.galaxy.leader_sheet import FRAGMENT_TONES, RELIC_TONE
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.players import _columns
from engines.galaxy.amounts import amount
from engines.galaxy.content.texts import catalogue

Name = Callable[[int], str]
Text = tuple[str, list[str]]
DECKS = ("cultural", "hazardous", "industrial", "frontier")
DECK_TONES = {**FRAGMENT_TONES, "frontier": "#6f7f9f"}
LAW_TONE = "#7f6fb0"
KINDS = ("law", "explore_deck", "relic_deck")
CAPTION = 34.0
CHIP = 40.0
GAP = 8.0


@dataclass(frozen=True)
class CommonChip:
    kind: str
    key: str
    label: str
    tone: str


def _name(kind: str, key: str) -> str:
    entry = catalogue().get(kind, {}).get(key)
    return str(entry.name) if entry is not None else key.replace("_", " ").title()


def common_look(view: Any, name: Name) -> tuple[CommonChip, ...]:
    """Laws first (they change the rules for everyone), then the decks."""
    chips = []
    for law in view.laws:
        holder = view.law_holders.get(law, -1)
        chips.append(CommonChip("law", law, f"Law: {_name('agendas', law)}"
                                + (f" ({name(holder)})" if holder >= 0 else ""), LAW_TONE))
    expansion = getattr(view, "expansion", None)
    if expansion is not None and (expansion.explore_decks or expansion.explore_discards):
        for deck in DECKS:
            left = expansion.explore_decks.get(deck, 0)
            up = len(expansion.explore_discards.get(deck, []))
            chips.append(CommonChip("explore_deck", deck, f"{deck.capitalize()} deck {left}"
                                    + (f" · {up} face up" if up else ""), DECK_TONES[deck]))
        chips.append(CommonChip("relic_deck", "", f"Relic deck {expansion.relic_deck}", RELIC_TONE))
    return tuple(chips)


def common_text(view: Any, kind: str, key: str, name: Name) -> Text | None:
    if kind == "law":
        entry = catalogue().get("agendas", {}).get(key)
        holder = view.law_holders.get(key, -1)
        body = ["A law in play" + (f", elected: {name(holder)}" if holder >= 0 else "")]
        if entry is not None:
            body.append(entry.text)
            body += [f"{outcome.capitalize()}: {words}" for outcome, words in entry.outcomes.items()]
        return _name("agendas", key), body
    expansion = getattr(view, "expansion", None)
    if expansion is None:
        return None
    if kind == "explore_deck":
        left = expansion.explore_decks.get(key, 0)
        up = expansion.explore_discards.get(key, [])
        where = "frontier tokens" if key == "frontier" else f"{key} planets"
        body = [f"{left} card{'s' if left != 1 else ''} face down; explored for {where}.",
                "Discarded, face up: " + (", ".join(_name("exploration", card) for card in up) if up else "none")]
        return f"{key.capitalize()} exploration deck", body
    if kind == "relic_deck":
        return "Relic deck", [f"{amount(expansion.relic_deck, 'relic')} face down. Three relic fragments of one "
                              "type are purged to draw one."]
    return None


class CommonStrip(Panel):
    """A caption and rows of chips: laws in purple, the decks in their types' colours."""

    def paint_content(self, painter: QPainter) -> None:
        chips: tuple[CommonChip, ...] = self.data or ()
        if not chips:
            return
        ink.panel(painter, QRectF(0, 0, self.width, self.height), ink.PANEL_EDGE, QColor(8, 12, 24, 230), radius=10)
        laws = sum(c.kind == "law" for c in chips)
        words = (f"{laws} law{'s' if laws != 1 else ''} in play" if laws else "No law in play") + \
            " · exploration and relic decks (cards left; discards face up) · hover to read"
        ink.text(painter, QRectF(12, 4, self.width - 24, 28), words, ink.LEAST, colour=theme.MUTED)
        columns = self.columns(chips, self.width)
        width = (self.width - 24 - GAP * (columns - 1)) / columns
        for index, chip in enumerate(chips):
            row, column = divmod(index, columns)
            rect = QRectF(12 + column * (width + GAP), CAPTION + row * (CHIP + 6), width, CHIP)
            self.zone(painter, rect, chip.kind, chip.key)
            tone = QColor(chip.tone)
            ink.panel(painter, rect, tone, QColor(tone.darker(260)), radius=7, width=1.6)
            ink.text(painter, rect.adjusted(8, 0, -6, 0), chip.label, ink.LEAST, colour=theme.INK)

    @staticmethod
    def columns(chips: tuple[CommonChip, ...], width: float) -> int:
        fit = _columns(width - 24, [c.label for c in chips], 0.0, bold=False, pad=14, gap=GAP)
        return max(1, min(len(chips), fit))

    def needed_height(self, chips: tuple[CommonChip, ...] | None, width: float) -> float:
        if not chips:
            return 0.0
        rows = -(-len(chips) // self.columns(chips, width))
        return CAPTION + rows * (CHIP + 6) + 8
