"""Guards the PySide6 pin: a binding that drops references to None aborts Python 3.11 later."""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QPropertyAnimation, QRectF
from PySide6.QtWidgets import QGraphicsObject


class _Item(QGraphicsObject):
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 1, 1)

    def paint(self, *args: Any) -> None:
        pass


def test_void_methods_keep_the_reference_count_of_none(qtbot: Any) -> None:
    item = _Item()
    animation = QPropertyAnimation(item, b"scale")
    before = sys.getrefcount(None)
    for _ in range(2000):
        animation.stop()
        item.setScale(1.5)
    assert sys.getrefcount(None) >= before - 50
