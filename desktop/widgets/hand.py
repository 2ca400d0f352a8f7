"""A hand of cards laid out in a gentle fan."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.widgets.card import CardItem


class HandItem(QGraphicsItem):
    """Holds card items and fans them within ``width``; overlapping when there are many."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.cards: list[CardItem] = []

    def set_cards(self, cards: list[CardItem]) -> None:
        for card in self.cards:
            card.setParentItem(None)  # type: ignore[arg-type]  # PySide6 stubs omit None
            if card.scene() is not None:
                card.scene().removeItem(card)
        self.cards = cards
        if not cards:
            return
        card_w = cards[0].width
        step = min(card_w + 10, (self.width - card_w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        total = card_w + step * (len(cards) - 1)
        start = (self.width - total) / 2
        middle = (len(cards) - 1) / 2
        for index, card in enumerate(cards):
            card.setParentItem(self)
            offset = index - middle
            card.setPos(start + index * step, abs(offset) * 3)
            card.setRotation(offset * 2.0 if len(cards) > 3 else 0)
            card.setZValue(index)

    def boundingRect(self) -> QRectF:
        height = self.cards[0].height if self.cards else 0
        return QRectF(0, 0, self.width, height + 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass
