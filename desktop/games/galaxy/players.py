"""Every player's sheets beside the map: a row per seat for everyone, and one seat's whole play area.

A row: seat mark, name and faction, victory points, the three command pools, trade goods and commodities,
action cards and secret objectives held, strategy cards, technologies by colour, the planets and the
resources and influence of the ready ones.
The area: the faction sheet, the command sheet, trade goods and commodities, planet cards (ready or
exhausted, with resources and influence), technologies by colour and, for the seat itself, its hand
and secret objectives.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from desktop import theme
from desktop.games.galaxy import ink, palette
from desktop.games.galaxy.leader_sheet import ExtraChip, paint_extra, section_caption
from desktop.games.galaxy.panel import LIT, Panel
from desktop.games.galaxy.status_panels import STRATEGY_COLOURS
from desktop.games.galaxy.unit_art import paint_seat_emblem
from engines.galaxy.amounts import amount

TECH_GROUPS = ("biotic", "propulsion", "cybernetic", "warfare", "unit")
GROUP_WORDS = {"biotic": "Biotic", "propulsion": "Propulsion", "cybernetic": "Cybernetic", "warfare": "Warfare",
               "unit": "Unit upgrades"}
UNIT_COLOUR = QColor("#b8b8c8")


def group_colour(group: str) -> QColor:
    return palette.TECH_COLOURS.get(group, UNIT_COLOUR)


@dataclass(frozen=True)
class RowLook:
    seat: int
    colour: int
    name: str
    faction: str
    vp: int
    pools: tuple[int, int, int]
    trade_goods: int
    commodities: int
    commodity_value: int
    action_cards: int
    secrets: int
    cards: tuple[tuple[int, str, bool], ...]  # (initiative, name, used)
    techs: tuple[int, ...]  # per TECH_GROUPS
    planets: tuple[int, int, int, int, int]  # count, ready resources, ready influence, all resources, all influence
    passed: bool
    eliminated: bool
    active: bool
    speaker: bool
    focused: bool
    notes: int = 0  # promissory notes in hand


class PlayerRows(Panel):
    """One row per seat; a click on a row shows that seat's area (or answers a choice of player)."""

    def paint_content(self, painter: QPainter) -> None:
        rows: tuple[RowLook, ...] = self.data or ()
        if not rows:
            return
        gap = 8.0
        height = (self.height - gap * (len(rows) - 1)) / len(rows)
        for index, row in enumerate(rows):
            self._row(painter, QRectF(0, index * (height + gap), self.width, height), row)

    def _row(self, painter: QPainter, rect: QRectF, row: RowLook) -> None:
        lit = self.zone(painter, rect, "seat", row.seat)
        colour = theme.seat_colour(row.colour)
        fill = QColor(colour.darker(420))
        fill.setAlpha(235)
        edge = theme.ACCENT if row.active else (colour if row.focused else ink.PANEL_EDGE)
        ink.panel(painter, rect, LIT if lit else edge, fill, radius=12, width=3.5 if row.active or lit else 1.8)
        line = min(40.0, rect.height() / 2 - 4)
        top = QRectF(rect.left() + 10, rect.top() + 4, rect.width() - 20, line)
        bottom = QRectF(rect.left() + 10, rect.bottom() - line - 4, rect.width() - 20, line)
        paint_seat_emblem(painter, row.colour, QPointF(top.left() + 14, top.center().y()), 13)
        vp_box = QRectF(top.right() - 92, top.top(), 92, line)
        ink.text(painter, vp_box, f"{row.vp} VP", ink.HEADING, bold=True, colour=theme.ACCENT,
                 align=Qt.AlignmentFlag.AlignRight)
        status = "eliminated" if row.eliminated else "passed" if row.passed else ""
        cards_w = 208.0 * len(row.cards)
        right = vp_box.left() - 10
        for index, (initiative, name, used) in enumerate(row.cards):
            chip = QRectF(right - cards_w + index * 208, top.top() + 3, 200, line - 6)
            tone = QColor(STRATEGY_COLOURS.get(initiative, "#555555"))
            ink.panel(painter, chip, tone, QColor(tone.darker(250 if used else 170)), radius=8)
            ink.text(painter, chip.adjusted(8, 0, -6, 0), f"{initiative} {name}", ink.LEAST, bold=True,
                     colour=theme.MUTED if used else theme.INK)
        name_w = right - cards_w - top.left() - 40
        suffix = (" · speaker" if row.speaker else "") + (f" · {status}" if status else "")
        faction_w = QFontMetricsF(ink.font(ink.LEAST, condensed=True)).horizontalAdvance(row.faction)
        room = max(name_w * 0.65, name_w - faction_w - 10)  # the faction gives way first: its hover names it
        drawn = _name_and_status(painter, QRectF(top.left() + 34, top.top(), room, line), row.name, suffix,
                                 theme.MUTED if status else theme.INK)
        ink.text(painter, QRectF(top.left() + 44 + drawn, top.top(), name_w - drawn - 10, line), row.faction,
                 ink.LEAST, colour=theme.MUTED)
        self._sheet_line(painter, bottom, row)

    def _sheet_line(self, painter: QPainter, rect: QRectF, row: RowLook) -> None:
        x = rect.left()
        tactic, fleet, strategy = row.pools
        x = _pools(painter, QPointF(x, rect.center().y()), rect.height(), tactic, fleet, strategy) + 16
        goods = ink.badge_radius(str(row.trade_goods), 13)
        ink.badge(painter, QPointF(x + goods, rect.center().y()), 13, str(row.trade_goods), palette.RESOURCE)
        x += 2 * goods + 4
        x += ink.text(painter, QRectF(x, rect.top(), 190, rect.height()),
                      f"TG · {row.commodities}/{row.commodity_value} comm.", ink.LEAST) + 18
        x += ink.text(painter, QRectF(x, rect.top(), 220, rect.height()),
                      f"{row.action_cards} AC · {row.secrets} SO · {row.notes} PN", ink.LEAST) + 18
        for group, count in zip(TECH_GROUPS, row.techs, strict=True):
            centre = QPointF(x + 12, rect.center().y())
            painter.setPen(QPen(QColor(0, 0, 0, 220), 1.5))
            painter.setBrush(group_colour(group))
            painter.drawRoundedRect(QRectF(centre.x() - 12, centre.y() - 12, 24, 24), 5, 5)
            ink.text(painter, QRectF(x, rect.top(), 24, rect.height()), str(count), ink.LEAST, bold=True,
                     colour=theme.text_on(group_colour(group)), align=Qt.AlignmentFlag.AlignCenter)
            x += 30
        count, ready_r, ready_i, _, _ = row.planets  # what the ready planets hold, as the planet cards show it
        y = rect.center().y()
        say, worth = ink.badge_radius(str(ready_i), 14), ink.badge_radius(str(ready_r), 14)
        ink.badge(painter, QPointF(rect.right() - say, y), 14, str(ready_i), palette.INFLUENCE, QColor("#ffffff"),
                  shield=True)
        left = rect.right() - 2 * say - 6 - 2 * worth
        ink.badge(painter, QPointF(left + worth, y), 14, str(ready_r), palette.RESOURCE)
        ink.text(painter, QRectF(x + 10, rect.top(), left - x - 16, rect.height()),
                 amount(count, "planet"), ink.LEAST, colour=theme.INK, align=Qt.AlignmentFlag.AlignRight)


def _name_and_status(painter: QPainter, rect: QRectF, name: str, suffix: str, colour: QColor) -> float:
    """The seat's name and its status (speaker, passed): shrunk to fit, and where even the smallest size is too
    wide, the name elided and the status kept whole. Returns the width drawn."""
    chosen = ink.fitting(name + suffix, rect.width(), ink.BODY, bold=True)
    metrics = QFontMetricsF(chosen)
    name_room = max(0.0, rect.width() - metrics.horizontalAdvance(suffix))
    shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_room) + suffix
    painter.setFont(chosen)
    painter.setPen(colour)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
    return min(rect.width(), metrics.horizontalAdvance(shown))


def _pools(painter: QPainter, left: QPointF, height: float, tactic: int, fleet: int, strategy: int) -> float:
    """The command sheet's three pools as labelled boxes; returns the right edge."""
    x = left.x()
    for letter, count, tone in (("T", tactic, "#4f8f5f"), ("F", fleet, "#4f6f9f"), ("S", strategy, "#9f6f3f")):
        box = QRectF(x, left.y() - height / 2 + 2, 64, height - 4)
        ink.panel(painter, box, QColor(tone).lighter(140), QColor(tone).darker(200), radius=7, width=1.5)
        ink.text(painter, box.adjusted(6, 0, -4, 0), f"{letter} {count}", ink.LEAST, bold=True)
        x += 70
    return x


@dataclass(frozen=True)
class PlanetCard:
    key: str
    name: str
    resources: int
    influence: int
    trait: str | None
    specialty: str | None
    legendary: bool
    exhausted: bool


@dataclass(frozen=True)
class TechLook:
    id: str
    name: str
    group: str
    exhausted: bool


@dataclass(frozen=True)
class AreaLook:
    seat: int
    colour: int
    name: str
    faction: str
    faction_name: str
    mine: bool
    pools: tuple[int, int, int]
    reinforcements: int
    trade_goods: int
    commodities: int
    commodity_value: int
    planets: tuple[PlanetCard, ...]
    techs: tuple[TechLook, ...]
    hand: tuple[tuple[str, str], ...]  # (physical card, name): the seat's own hand only
    secrets: tuple[tuple[str, str], ...]  # (objective, name): its own unscored secrets only
    action_cards: int
    secret_count: int
    notes: int = 0  # promissory notes in hand (a count everyone sees)
    notes_held: tuple[tuple[str, str], ...] = ()  # ("owner:note", words): other players' notes in its own hand
    notes_face_up: tuple[tuple[str, str], ...] = ()  # notes lying face up in the play area (public)
    extras: tuple[ExtraChip, ...] = ()  # leader sheet, relics, fragments, legendary cards, captured units


NOTE_COLOUR = QColor("#3f8a80")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _hand(look: AreaLook) -> list[tuple[str, str]]:
    """As chips: the seat's own action cards, unscored secret objectives (keys marked "secret:") and promissory
    notes in hand ("note:"), then the notes face up in its play area (which everyone sees)."""
    own = list(look.hand) + [("secret:" + key, "Secret: " + name) for key, name in look.secrets] + \
        [("note:" + key, "Note: " + words) for key, words in look.notes_held] if look.mine else []
    return own + [("note:" + key, "Face up: " + words) for key, words in look.notes_face_up]


def _columns(width: float, names: list[str], least: float, bold: bool, pad: float, gap: float = 8.0) -> int:
    """How many chips of one width fit in a row when the longest of ``names`` must read whole at ``ink.LEAST``."""
    metrics = QFontMetricsF(ink.font(ink.LEAST, bold, condensed=True))
    widest = max((metrics.horizontalAdvance(name) for name in names), default=0.0) + pad
    return max(1, int((width + gap) // (max(least, widest) + gap)))


CAPTION = 28.0
LEAST_SIZES = (62.0, 29.0, 29.0, 29.0)  # planet cards, technology chips, leader row, hand chips: the least that reads


class PlayerArea(Panel):
    """One seat's play area, as it lies in front of that player: the sheets on the left; planet cards,
    technologies and (for the seat itself) the hand and secret objectives in rows on the right."""

    SHEET = 280.0

    def paint_content(self, painter: QPainter) -> None:
        look: AreaLook | None = self.data
        if look is None:
            return
        colour = theme.seat_colour(look.colour)
        fill = QColor(colour.darker(500))
        fill.setAlpha(238)
        ink.panel(painter, QRectF(0, 0, self.width, self.height), colour, fill, radius=14, width=2.5)
        head = QRectF(14, 6, self.width - 28, 40)
        paint_seat_emblem(painter, look.colour, QPointF(head.left() + 14, head.center().y()), 14)
        title = f"{look.name}'s play area" if not look.mine else "Your play area"
        used = ink.text(painter, QRectF(head.left() + 36, head.top(), head.width() * 0.45, head.height()), title,
                        ink.HEADING, bold=True)
        faction = QRectF(head.left() + 50 + used, head.top(), head.width() - used - 54, head.height())
        self.zone(painter, faction, "faction", look.faction)
        ink.text(painter, faction, f"{look.faction_name} · faction sheet (hover)", ink.LEAST, colour=theme.MUTED)
        self._sheets(painter, QRectF(14, 52, self.SHEET, self.height - 64), look)
        right = QRectF(self.SHEET + 28, 52, self.width - self.SHEET - 42, self.height - 60)
        self._right(painter, right, look)

    def _sheets(self, painter: QPainter, rect: QRectF, look: AreaLook) -> None:
        ink.panel(painter, rect, ink.PANEL_EDGE, QColor(8, 12, 24, 220), radius=10)
        step = min(44.0, (rect.height() - 16) / 9)
        y = rect.top() + 6
        ink.text(painter, QRectF(rect.left() + 10, y, rect.width() - 20, step - 4), "Command sheet", ink.LEAST,
                 bold=True, colour=theme.MUTED)
        y += step
        names = ("tactic", "fleet", "strategy")
        for name, count, tone in zip(names, look.pools, ("#4f8f5f", "#4f6f9f", "#9f6f3f"), strict=True):
            box = QRectF(rect.left() + 10, y, rect.width() - 20, step - 5)
            ink.panel(painter, box, QColor(tone).lighter(140), QColor(tone).darker(210), radius=8, width=1.5)
            self.zone(painter, box, "pool", name)
            ink.text(painter, box.adjusted(10, 0, -60, 0), f"{name.capitalize()} pool", ink.LEAST)
            ink.text(painter, box.adjusted(0, 0, -12, 0), str(count), ink.HEADING, bold=True,
                     align=Qt.AlignmentFlag.AlignRight)
            y += step
        ink.text(painter, QRectF(rect.left() + 10, y, rect.width() - 20, step - 4),
                 f"{look.reinforcements} in reinforcements", ink.LEAST, colour=theme.MUTED)
        y += step
        goods = QRectF(rect.left() + 10, y, rect.width() - 20, step - 4)
        self.zone(painter, goods, "trade_goods", "")
        ink.badge(painter, QPointF(goods.left() + 17, goods.center().y()), 16, str(look.trade_goods), palette.RESOURCE)
        ink.text(painter, goods.adjusted(42, 0, 0, 0), "trade goods", ink.LEAST)
        y += step
        comm = QRectF(rect.left() + 10, y, rect.width() - 20, step - 4)
        ink.badge(painter, QPointF(comm.left() + 17, comm.center().y()), 16, str(look.commodities), QColor("#8fb3c9"))
        ink.text(painter, comm.adjusted(42, 0, 0, 0), f"commodities (of {look.commodity_value})", ink.LEAST)
        y += step
        hand = f"{_plural(look.action_cards, 'action card')} · {_plural(look.secret_count, 'secret')}"
        ink.text(painter, QRectF(rect.left() + 10, y, rect.width() - 20, step - 4), hand, ink.LEAST,
                 colour=theme.MUTED)
        y += step
        notes = QRectF(rect.left() + 10, y, rect.width() - 20, step - 4)
        self.zone(painter, notes, "notes", look.seat)
        ink.text(painter, notes, _plural(look.notes, "promissory note"), ink.LEAST, colour=theme.MUTED)

    @staticmethod
    def _grid(look: AreaLook, width: float) -> tuple[list[int], list[int]]:
        """Columns and rows of the planet cards, the technologies, the leader sheet's row (leaders, relics,
        captured units) and the hand: as many columns as the longest name in each lets fit whole; no rows
        for an empty leader row or hand."""
        hand = _hand(look)
        sections = [len(look.planets), len(look.techs), len(look.extras), len(hand)]
        columns = [_columns(width, [p.name for p in look.planets], 120.0, bold=True, pad=14),
                   _columns(width, [t.name for t in look.techs], 232.0, bold=False, pad=18),
                   _columns(width, [c.label for c in look.extras], 232.0, bold=False, pad=34),
                   _columns(width, [name for _, name in hand], 300.0, bold=False, pad=18)]
        rows = [max(1 if index < 2 else 0, -(-n // c)) for index, (n, c) in enumerate(zip(sections, columns,
                                                                                            strict=True))]
        return columns, rows

    def needed_height(self, look: AreaLook | None, width: float) -> float:
        """How tall the area must be for everything at the smallest legible sizes."""
        if look is None:
            return 0.0
        _, rows = self._grid(look, width - self.SHEET - 42)
        content = sum(CAPTION + 6 + r * (h + 6) for r, h in zip(rows, LEAST_SIZES, strict=True) if r)
        return max(52 + 9 * 34 + 20, 52 + content + 14)

    def _right(self, painter: QPainter, rect: QRectF, look: AreaLook) -> None:
        """Planet cards, then technologies, then the hand: each a caption and rows of chips that shrink
        (never below a legible height) until everything fits."""
        hand = _hand(look)
        columns, rows = self._grid(look, rect.width())
        caption = CAPTION
        tall = [84.0, 36.0, 34.0, 34.0]

        def height() -> float:
            return sum(caption + 6 + r * (h + 6) for r, h in zip(rows, tall, strict=True) if r)

        while height() > rect.height() and any(t > m for t, m in zip(tall, LEAST_SIZES, strict=True)):
            tall = [max(m, t - 2) for t, m in zip(tall, LEAST_SIZES, strict=True)]
        y = rect.top()
        ready = [p for p in look.planets if not p.exhausted]
        words = (f"Planets: {len(ready)} of {len(look.planets)} ready · "
                 f"{amount(sum(p.resources for p in ready), 'resource')} and {sum(p.influence for p in ready)} "
                 "influence to spend")
        ink.text(painter, QRectF(rect.left(), y, rect.width(), caption), words, ink.LEAST, colour=theme.MUTED)
        y += caption
        width = (rect.width() - 8 * (columns[0] - 1)) / columns[0]
        for index, card in enumerate(look.planets):
            box = QRectF(rect.left() + (index % columns[0]) * (width + 8), y + (index // columns[0]) * (tall[0] + 6),
                         width, tall[0])
            self._planet(painter, box, card)
        y += rows[0] * (tall[0] + 6) + 6
        spent = sum(t.exhausted for t in look.techs)
        words = f"Technologies ({len(look.techs)}" + (f" · {spent} exhausted, greyed)" if spent else ")")
        ink.text(painter, QRectF(rect.left(), y, rect.width(), caption), words, ink.LEAST, colour=theme.MUTED)
        y += caption
        width = (rect.width() - 8 * (columns[1] - 1)) / columns[1]
        order = sorted(look.techs, key=lambda t: TECH_GROUPS.index(t.group))
        for index, tech in enumerate(order):
            chip = QRectF(rect.left() + (index % columns[1]) * (width + 8), y + (index // columns[1]) * (tall[1] + 4),
                          width, tall[1])
            self._tech(painter, chip, tech)
        y += rows[1] * (tall[1] + 4) + 8
        if look.extras:
            ink.text(painter, QRectF(rect.left(), y, rect.width(), caption), section_caption(look.extras),
                     ink.LEAST, colour=theme.MUTED)
            y += caption
            width = (rect.width() - 8 * (columns[2] - 1)) / columns[2]
            for index, extra in enumerate(look.extras):
                chip = QRectF(rect.left() + (index % columns[2]) * (width + 8),
                              y + (index // columns[2]) * (tall[2] + 4), width, tall[2])
                self.zone(painter, chip, extra.kind, extra.key)
                paint_extra(painter, chip, extra)
            y += rows[2] * (tall[2] + 4) + 8
        if not hand:
            return
        words = "Your action cards, secrets and notes (only you see them, but those face up)" \
            if look.mine else "Promissory notes face up in the play area"
        ink.text(painter, QRectF(rect.left(), y, rect.width(), caption), words, ink.LEAST, colour=theme.MUTED)
        y += caption
        width = (rect.width() - 8 * (columns[3] - 1)) / columns[3]
        for index, (key, name) in enumerate(hand):
            chip = QRectF(rect.left() + (index % columns[3]) * (width + 8), y + (index // columns[3]) * (tall[3] + 4),
                          width, tall[3])
            secret, note = key.startswith("secret:"), key.startswith("note:")
            self.zone(painter, chip, "objective" if secret else "note" if note else "hand",
                      key.removeprefix("secret:").removeprefix("note:"))
            tone = ink.STAGE_COLOURS["secret"] if secret else NOTE_COLOUR if note else QColor("#7a5bb0")
            ink.panel(painter, chip, tone, QColor(tone.darker(260)), radius=7, width=1.5)
            ink.text(painter, chip.adjusted(8, 0, -6, 0), name, ink.LEAST)

    def _tech(self, painter: QPainter, chip: QRectF, tech: TechLook) -> None:
        self.zone(painter, chip, "technology", tech.id)
        tone = group_colour(tech.group)
        fill = QColor(tone.darker(300 if tech.exhausted else 200))
        ink.panel(painter, chip, tone if not tech.exhausted else QColor("#666666"), fill, radius=7, width=1.6)
        ink.text(painter, chip.adjusted(8, 0, -6, 0), tech.name, ink.LEAST,
                 colour=theme.MUTED if tech.exhausted else theme.INK)

    def _planet(self, painter: QPainter, rect: QRectF, card: PlanetCard) -> None:
        self.zone(painter, rect, "planet", card.key)
        light, dark = palette.TRAIT_COLOURS.get(card.trait, palette.TRAIT_COLOURS[None])
        fill = QColor(dark.darker(170) if card.exhausted else dark)
        ink.panel(painter, rect, QColor("#555555") if card.exhausted else light, fill, radius=9, width=2.0)
        ink.text(painter, QRectF(rect.left() + 5, rect.top() + 3, rect.width() - 10, 28), card.name, ink.BODY,
                 bold=True, colour=theme.MUTED if card.exhausted else theme.INK, align=Qt.AlignmentFlag.AlignCenter)
        y = rect.top() + 30 + (rect.height() - 30) * 0.45
        radius = min(15.0, (rect.height() - 34) / 2.2)
        ink.badge(painter, QPointF(rect.center().x() - radius * 1.35, y), radius, str(card.resources), palette.RESOURCE)
        ink.badge(painter, QPointF(rect.center().x() + radius * 1.35, y), radius, str(card.influence),
                  palette.INFLUENCE, QColor("#ffffff"), shield=True)
        if card.legendary:
            ink.text(painter, QRectF(rect.left() + 3, rect.bottom() - 26, 24, 24), "★", ink.LEAST,
                     colour=palette.LEGENDARY)
        if card.specialty:
            tone = palette.TECH_COLOURS.get(card.specialty, QColor("#999999"))
            painter.setPen(QPen(QColor(0, 0, 0, 220), 1.4))
            painter.setBrush(tone)
            painter.drawEllipse(QPointF(rect.right() - 10, rect.bottom() - 10), 7, 7)
        if card.exhausted:  # a stroke under the name (which stays readable), across the values
            painter.setPen(QPen(QColor(0, 0, 0, 150), 5))
            painter.drawLine(QPointF(rect.left() + 8, rect.top() + 32), rect.bottomRight() - QPointF(8, 8))
