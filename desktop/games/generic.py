"""The plain table for a game whose own scene is not built yet: the view in words."""

from __future__ import annotations

from typing import Any

import msgspec
from PySide6.QtCore import QRectF

from desktop import theme
from desktop.games.base import GameScene
from desktop.widgets.card import CardItem
from engines.core.match import Envelope


class GenericScene(GameScene):
    """Shows the seat's view as labelled cards, one per top-level field."""

    def draw(self, envelope: Envelope) -> None:
        self.clear()
        self.label(self.game.title, 0, -60, 22, bold=True, colour=theme.ACCENT)
        fields = msgspec.to_builtins(envelope.view)
        items = fields.items() if isinstance(fields, dict) else [("view", fields)]
        for index, (key, value) in enumerate(items):
            card = CardItem(260, 170, str(key), _summary(value))
            card.setPos((index % 5) * 280, (index // 5) * 190)
            self.addItem(card)

    def table_rect(self) -> QRectF:
        return self.itemsBoundingRect()


def _summary(value: Any) -> str:
    text = msgspec.json.encode(value).decode()
    return text if len(text) < 400 else text[:397] + "..."
