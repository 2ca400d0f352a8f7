"""The row of table buttons under the dice: pass, re-roll, skip, end turn, choices and morality."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.lostworlds import art
from desktop.games.lostworlds.items import Button
from engines.lostworlds import actions as A

BUTTON_H = 50.0
GAP = 12.0
BUTTON_TYPES = (A.Reroll, A.Pass, A.EndTurn, A.Skip, A.Ready, A.Choose, A.Morality, A.AcquireBy, A.Senate,
                A.NameSector)
ORDER: dict[type, int] = {kind: n for n, kind in enumerate(
    (A.Choose, A.AcquireBy, A.Senate, A.NameSector, A.Morality, A.Ready, A.Reroll, A.Pass, A.Skip, A.EndTurn))}


def icon_of(action: Any) -> str:
    """The action icon a button shows, if any."""
    if isinstance(action, A.Choose):
        return action.icon
    if isinstance(action, A.AcquireBy):
        return action.side
    if isinstance(action, A.Pass):
        return "move" if action.gain == "ready" else "renown"
    if isinstance(action, A.Ready):
        return "move"
    return ""


def button_for(label: str, action: Any) -> Button:
    icon = icon_of(action)
    width = QFontMetricsF(art.font(BUTTON_H * 0.42, True)).horizontalAdvance(label) + 34 + (36 if icon else 0)
    return Button(label, max(120.0, width), BUTTON_H, icon)


def lay_out(items: list[QGraphicsItem], left: float, top: float, width: float) -> float:
    """Place items in rows from (left, top) within ``width``; returns the bottom."""
    x, y, row = left, top, 0.0
    for item in items:
        box = item.boundingRect()
        w = box.width() - 8
        if x > left and x + w > left + width:
            x, y = left, y + row + GAP
            row = 0.0
        item.setPos(x - box.left() - 3, y - box.top() - 3)
        x += w + GAP
        row = max(row, box.height() - 8)
    return y + row


def bar_options(options: list[Any]) -> list[Any]:
    """The options shown as buttons, in a steady order (choices first, ending the turn last)."""
    shown = [o for o in options if isinstance(o, BUTTON_TYPES)]
    return sorted(shown, key=lambda o: ORDER[type(o)])
