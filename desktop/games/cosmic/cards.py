"""Contender cards and Armory cards: CardItem faces drawn from the view (hover zooms them)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from desktop import theme
from desktop.games.cosmic import art
from desktop.widgets.card import CardItem
from desktop.widgets.text import (
    LEGIBLE_PX,
    advance,
    draw_lines,
    fit_lines,
    fitted_font,
    legible_size,
    painting_font,
    scene_font,
    screen_scale,
)

CARD_W = 150.0
CARD_H = 214.0
INK = QColor("#21190f")
SOFT = QColor("#5c4e3b")
DETAIL_SCALE = 1.2  # screen pixels per card unit from which a card shows its full texts (a magnified card)
CENTRE = int(Qt.AlignmentFlag.AlignHCenter)


class Clickable(CardItem):
    """A CardItem that knows which option its click sends (``activate``, as the mouse does)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.options: list[Any] = []
        self.send: Any = None
        self.clicked.connect(self.activate)

    def set_options(self, options: list[Any], send: Any) -> None:
        self.options, self.send = options, send
        self.set_legal(bool(options))

    def actions(self) -> list[Any]:
        return list(self.options)

    @property
    def clickable(self) -> bool:
        return bool(self.options)

    def activate(self) -> None:
        if self.options and self.send is not None:
            self.send(self.options[0])


class ContenderCard(Clickable):
    """One Contender: class, side, Health bar, cooldown spinners, passive or abilities, Weapon."""

    def __init__(self, contender: Any, colour_index: int, engaged: str = "", width: float = CARD_W,
                 height: float = CARD_H) -> None:
        super().__init__(width, height)
        self.c = contender
        self.colour_index = colour_index
        self.engaged = engaged  # "attacker", "defender" or ""
        self.band = art.CLASS_COLOURS.get(contender.klass, QColor("#555"))
        self.title = contender.name
        self.setToolTip(tooltip(contender))

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        """At rest only what a player must read, legible at any zoom; magnified, every ability in full."""
        c = self.c
        w = rect.width()
        scale = screen_scale(painter)
        least = LEGIBLE_PX / scale
        band = QRectF(4, 4, w - 8, 50)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5, 5)
        if scale >= DETAIL_SCALE:
            self._header_small(painter, band)
            self._health(painter, QRectF(8, 58, w - 16, 20))
            self._details(painter, QRectF(8, 82, w - 16, rect.height() - 88))
            return
        painter.setPen(QColor("#ffffff"))
        draw_lines(painter, band.adjusted(4, 1, -4, -1), c.name, 19, least, 2, bold=True, align=CENTRE)
        side = "★ Awakened" if c.awakened else "Unrivaled"
        painter.setPen(art.GOLD.darker(150) if c.awakened else SOFT)
        draw_lines(painter, QRectF(8, 56, w - 16, 22), side, 17, least, bold=True, align=CENTRE)
        self._health(painter, QRectF(8, 80, w - 16, 24))
        if c.awakened:
            self._cooldowns(painter, QRectF(8, 108, w - 16, 28))
            names = [f"⚔ {c.combat.name}", f"✚ {c.support.name}"]
        else:
            names = [f"◉ {c.passive.name}"]
        top = 135.0 if c.awakened else 110.0
        weapon = QRectF(6, rect.height() - 34, w - 12, 28)
        # two abilities a line each between the cooldowns and the Weapon (not over it); a passive: two lines
        room = QRectF(4, top, w - 8, (weapon.top() - top) / 2 if c.awakened else weapon.top() - 2 - top)
        for name in names:
            words, bold = _fitting(painter, room.width(), name, 1 if c.awakened else 2)
            painter.setPen(INK if words == name else ABILITY_INKS[name[0]])  # its glyph dropped: its colour says it
            draw_lines(painter, room, words, 16, least, 1 if c.awakened else 2, bold=bold)
            room.translate(0, room.height())
        self._weapon(painter, weapon, least)
        if self.engaged:
            colour = art.RED_DIE if self.engaged == "attacker" else art.BLUE_DIE
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 5))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)

    def _header_small(self, painter: QPainter, band: QRectF) -> None:
        """The magnified header: class emblem, side, the owner's mark and the name."""
        c, w = self.c, band.width() + 8
        art.draw_class_emblem(painter, QRectF(8, 8, 18, 18), c.klass)
        if c.owner >= 0:  # the standee's mark: owner's shape with the Contender's initials
            art.draw_seat_mark(painter, QPointF(w - 20, 17), 13, self.colour_index)
            painter.setPen(theme.text_on(theme.seat_colour(self.colour_index)))
            painter.setFont(scene_font(10, bold=True))
            painter.drawText(QRectF(w - 33, 5, 26, 24), Qt.AlignmentFlag.AlignCenter, initials(c.name))
        painter.setPen(QColor("#ffffff"))
        painter.setFont(fitted_font(c.name, w - 18, 19, bold=True))
        painter.drawText(QRectF(8, 27, w - 16, 22), Qt.AlignmentFlag.AlignCenter, c.name)
        side = f"{art.CLASS_NAMES.get(c.klass, c.klass)} · {'Awakened' if c.awakened else 'Unrivaled'}"
        painter.setFont(fitted_font(side, w - 66, 12, bold=True))
        painter.drawText(QRectF(30, 5, w - 66, 20), art.LEFT_MID, side)

    def _health(self, painter: QPainter, rect: QRectF) -> None:
        health = max(0, self.c.health)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#d8cdb6"))
        painter.drawRoundedRect(rect, 5, 5)
        fill = QRectF(rect.x(), rect.y(), rect.width() * min(1.0, health / 20), rect.height())
        painter.setBrush(art.HEALTH if health > 7 else art.HEALTH_LOW)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(fill, 5, 5)
        painter.setPen(INK)
        painter.setFont(art.font(max(16.0, LEGIBLE_PX / screen_scale(painter)), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"♥ {health}/20")

    def _cooldowns(self, painter: QPainter, rect: QRectF) -> None:
        """Two spinners: the Combat Action's and the Support Action's cooldown (CC-GAP-16)."""
        half = rect.width() / 2
        for index, (label, value) in enumerate((("⚔", self.c.cd_combat), ("✚", self.c.cd_support))):
            box = QRectF(rect.x() + index * half, rect.y(), half - 4, rect.height())
            ready = value == 0 and self.c.awakened
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#7fd39a") if ready else QColor("#e7dcc6"))
            painter.drawRoundedRect(box, 9, 9)
            painter.setPen(INK)
            painter.setFont(art.font(max(15.0, LEGIBLE_PX / screen_scale(painter)), bold=True))
            text = f"{label} {value}" if self.c.awakened else f"{label} –"
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _details(self, painter: QPainter, rect: QRectF) -> None:
        """The zoomed face: passive (when shown), both actions with their spinners, home and Weapons."""
        c = self.c
        rows = []
        if c.passive_active:
            rows.append((f"◉ {c.passive.name} (passive)", c.passive.text))
        rows.append((f"⚔ {c.combat.name}: cooldown {c.combat.cooldown}, now {c.cd_combat}", c.combat.text))
        rows.append((f"✚ {c.support.name}: cooldown {c.support.cooldown}, now {c.cd_support}", c.support.text))
        rows += [(f"Weapon: {w.name}", w.text) for w in c.weapons]
        top = rect.y()
        share = (rect.height() - 12) / len(rows)
        least = LEGIBLE_PX / screen_scale(painter)
        for title, text in rows:
            painter.setPen(INK)
            draw_lines(painter, QRectF(rect.x(), top, rect.width(), 11), title, 8.5, least, bold=True)
            painter.setPen(SOFT)
            draw_lines(painter, QRectF(rect.x(), top + 11, rect.width(), share - 12), text, 8, least, 12)
            top += share
        painter.setPen(SOFT)
        draw_lines(painter, QRectF(rect.x(), rect.bottom() - 11, rect.width(), 11), f"Home: {c.home_name}", 8,
                   least, bold=True)

    def _weapon(self, painter: QPainter, rect: QRectF, least: float) -> None:
        weapons = self.c.weapons
        colour = art.TYPE_COLOURS["weapon"] if weapons else QColor("#cfc4ad")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, 6, 6)
        text = " + ".join(w.name for w in weapons) if weapons else "no Weapon"
        floor = legible_size(painter)
        if len(weapons) > 1 and advance(text, floor) > rect.width() - 4:
            text = f"{len(weapons)} Weapons"  # their names in the tooltip, not cut into one line
        painter.setPen(QColor("#ffffff") if weapons else SOFT)
        bold = bool(weapons) and advance(text, floor, True) <= rect.width() - 4  # else plain
        draw_lines(painter, rect.adjusted(2, 0, -2, 0), text, 16, least, bold=bold, align=CENTRE)


ABILITY_INKS = {"⚔": QColor("#9e3324"), "✚": QColor("#2f6e3a"), "◉": QColor("#2c5a7a")}  # combat, support, passive


def _fitting(painter: QPainter, width: float, name: str, lines: int = 1) -> tuple[str, bool]:
    """An ability's line at a size that reads here: in bold with its glyph, else plain, else plain without the
    glyph (``ABILITY_INKS`` colours it instead); in ``lines`` lines at most. The whole name is in the tooltip
    and the magnified card."""
    floor = legible_size(painter)
    bare = name.split(" ", 1)[-1]
    for words, bold in ((name, True), (name, False), (bare, False)):
        _, shown = fit_lines(QRectF(0, 0, width, 99), words, floor, floor, lines, bold)
        if len(shown) <= lines and not any(line.endswith("…") for line in shown):
            return words, bold
    return bare, False


class ArmoryCard(Clickable):
    """An Armory card: type band, XP cost, name and text."""

    def __init__(self, card: Any, price: str = "", width: float = CARD_W, height: float = CARD_H) -> None:
        super().__init__(width, height)
        self.card = card
        self.price = price
        self.band = art.TYPE_COLOURS.get(card.type, QColor("#666"))
        self.title = card.name
        self.setToolTip(f"{card.name} ({art.TYPE_NAMES.get(card.type, card.type)}, {card.cost} XP)\n{card.text}")

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        """Type, cost and name always legible; the rules text whole when magnified, else its start."""
        card = self.card
        w = rect.width()
        scale = screen_scale(painter)
        least = LEGIBLE_PX / scale
        kind = art.TYPE_NAMES.get(card.type, card.type)
        room = w - 8 - 46  # beside the XP gem
        font = painting_font(max(15.0, float(legible_size(painter))), True)
        if QFontMetricsF(font).horizontalAdvance(kind) > room and "-" in kind:
            kind = kind.replace("-", "-\n")  # "Non-" over "Combat" in a taller band rather than "Non-C…"
        lines = kind.count("\n") + 1
        band = QRectF(4, 4, w - 8, max(32.0, lines * QFontMetricsF(font).lineSpacing() + 4))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5, 5)
        painter.setPen(QColor("#ffffff"))
        draw_lines(painter, band.adjusted(6, 2, -40, -2), kind, 15, least, lines, bold=True,
                   align=int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft))
        art.draw_gem(painter, QPointF(w - 24, 22), 18, art.XP_COLOUR, str(card.cost))
        painter.setPen(INK)
        name_top = band.bottom() + 4
        floor = legible_size(painter)
        bold = all(advance(word, floor, True) <= w - 14 for word in card.name.split())  # a long word: plain, whole
        used = draw_lines(painter, QRectF(7, name_top, w - 14, 46), card.name, 19, least, 2, bold=bold, align=CENTRE)
        line = name_top + used * 23 + 2
        painter.setPen(QPen(self.band, 2))
        painter.drawLine(QPointF(14, line), QPointF(w - 14, line))
        bottom = rect.height() - (28 if self.price else 6)
        painter.setPen(SOFT)
        body = QRectF(9, line + 5, w - 18, bottom - line - 7)
        if scale >= DETAIL_SCALE:
            art.wrap_text(painter, body, card.text, 12, SOFT, minimum=least)
        else:
            draw_lines(painter, body, card.text, 15, least, 6)
        if self.price:
            painter.setPen(QColor("#1d5a2e"))
            draw_lines(painter, QRectF(6, rect.height() - 26, w - 12, 22), self.price, 15, least, bold=True,
                       align=CENTRE)


class CardBack(CardItem):
    """A face-down card (the Armory deck, another player's hand)."""

    def __init__(self, label: str, width: float = CARD_W * 0.7, height: float = CARD_H * 0.7) -> None:
        super().__init__(width, height, band=QColor("#3a4f8c"))
        self.face_down = True
        self.hover_zoom = False
        self.label = label

    def paint_back(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        super().paint_back(painter, rect, radius)
        painter.setPen(QColor("#e8ecff"))
        painter.setFont(art.fitted(self.label, rect.width() - 10, 20, bold=True))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), self.label)


def initials(name: str) -> str:
    parts = name.split()
    return (parts[0][0] + parts[-1][0]).upper() if len(parts) > 1 else name[:2].upper()


def tooltip(c: Any) -> str:
    side = "Awakened" if c.awakened else "Unrivaled"
    lines = [f"{c.name}: {art.CLASS_NAMES.get(c.klass, c.klass)}, {side}, home {c.home_name}",
             f"Health {c.health}/20"]
    if c.passive_active:
        lines.append(f"Passive, {c.passive.name}: {c.passive.text}")
    lines.append(f"Combat Action, {c.combat.name} (cooldown {c.combat.cooldown}, now {c.cd_combat}): {c.combat.text}")
    lines.append(f"Support Action, {c.support.name} (cooldown {c.support.cooldown}, now {c.cd_support}): "
                 f"{c.support.text}")
    lines += [f"Weapon: {w.name}: {w.text}" for w in c.weapons]
    return "\n".join(lines)


def ink_for(colour: QColor) -> QColor:
    return theme.text_on(colour)
