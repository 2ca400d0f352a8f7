"""The focused seat's faction, under its play area: its abilities and its two faction technologies
(researched or not), each a chip whose hover gives the whole text.

The table places the strip (``game_table``); zones are ``("ability", id)`` and ``("technology", id)``, so a
faction technology lit for research is chosen here as anywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from desktop import theme
from desktop.games.galaxy import ink
from desktop.games.galaxy.faction_sheet import sheet
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.players import _columns, group_colour
from desktop.games.galaxy.readings import tech_colour
from engines.galaxy.content.factions import factions

HEIGHT = 92.0  # one row of chips
CHIP = 42.0
CAPTION = 36.0
ABILITY = QColor("#c9a24a")
GAP = 8.0


@dataclass(frozen=True)
class Chip:
    kind: str  # "ability" or "technology"
    key: str
    name: str
    group: str  # a technology's colour group ("unit" for upgrades); "" for abilities
    owned: bool


@dataclass(frozen=True)
class StripLook:
    faction: str
    faction_name: str
    chips: tuple[Chip, ...]


def strip_look(view: Any, seat: int) -> StripLook | None:
    """The focused seat's faction parts, from its public sheet and technologies."""
    if not 0 <= seat < len(view.players) or view.players[seat].faction not in factions():
        return None
    player = view.players[seat]
    found = sheet(player.faction)
    chips = [Chip("ability", a.id, a.name, "", True) for a in found.abilities]
    chips += [Chip("technology", t.id, t.name, tech_colour(t.id), t.id in player.technologies)
              for t in found.faction_technologies]
    return StripLook(player.faction, found.name, tuple(chips))


class FactionStrip(Panel):
    """A caption and one row of chips: abilities in gold, faction technologies in their colour (dimmed
    until researched)."""

    def paint_content(self, painter: QPainter) -> None:
        look: StripLook | None = self.data
        if look is None or not look.chips:
            return
        ink.panel(painter, QRectF(0, 0, self.width, self.height), ink.PANEL_EDGE, QColor(8, 12, 24, 230), radius=10)
        ink.text(painter, QRectF(12, 4, self.width - 24, 28),
                 "Faction abilities (gold) and faction technologies (dim until researched) · hover to read",
                 ink.LEAST, colour=theme.MUTED)
        columns = self.columns(look, self.width)
        width = (self.width - 24 - GAP * (columns - 1)) / columns
        for index, chip in enumerate(look.chips):
            row, column = divmod(index, columns)
            self._chip(painter, QRectF(12 + column * (width + GAP), CAPTION + row * (CHIP + 6), width, CHIP), chip)

    @staticmethod
    def columns(look: StripLook, width: float) -> int:
        """As many chips a row as the longest name lets read whole (all in one row when they fit)."""
        fit = _columns(width - 24, [c.name for c in look.chips], 0.0, bold=False, pad=14, gap=GAP)
        return max(1, min(len(look.chips), fit))

    def needed_height(self, look: StripLook | None, width: float) -> float:
        if look is None or not look.chips:
            return 0.0
        rows = -(-len(look.chips) // self.columns(look, width))
        return CAPTION + rows * (CHIP + 6) + 8

    def _chip(self, painter: QPainter, rect: QRectF, chip: Chip) -> None:
        self.zone(painter, rect, chip.kind, chip.key)
        tone = ABILITY if chip.kind == "ability" else group_colour(chip.group)
        edge = tone if chip.owned else QColor(tone.darker(160))
        ink.panel(painter, rect, edge, QColor(tone.darker(260 if chip.owned else 420)), radius=7, width=1.6)
        ink.text(painter, rect.adjusted(8, 0, -6, 0), chip.name, ink.LEAST,
                 colour=theme.INK if chip.owned else theme.MUTED)
