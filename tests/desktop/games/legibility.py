"""How big every text a table draws is on the screen: each item is painted through a spy that notes the
font of every drawText, then scaled by the item's transform and the view's zoom."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

DPI = 96.0


def pixels(font: QFont) -> float:
    return float(font.pixelSize()) if font.pixelSize() > 0 else font.pointSizeF() * DPI / 72


class FontSpy:
    """Stands in for the QPainter an item paints with; forwards everything, notes each text's font."""

    def __init__(self, painter: QPainter) -> None:
        self._painter = painter
        self._font = QFont(painter.font())
        self._stack: list[QFont] = []
        self.seen: list[tuple[float, str]] = []

    def setFont(self, font: QFont) -> None:
        self._font = QFont(font)
        self._painter.setFont(font)

    def font(self) -> QFont:
        return QFont(self._font)

    def save(self) -> None:
        self._stack.append(QFont(self._font))
        self._painter.save()

    def restore(self) -> None:
        if self._stack:
            self._font = self._stack.pop()
        self._painter.restore()

    def drawText(self, *args: Any) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            transform = self._painter.deviceTransform()
            scale = abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()) ** 0.5
            self.seen.append((pixels(self._font) * scale, text))
        self._painter.drawText(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._painter, name)


def texts_on_screen(view: QGraphicsView, items: list[QGraphicsItem] | None = None) -> list[tuple[float, str, Any]]:
    """(on-screen pixel size, text, item) for every text the visible items draw at rest."""
    zoom = view.transform().m22()
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)
    found: list[tuple[float, str, Any]] = []
    scene = view.scene()
    for item in items if items is not None else scene.items():
        if not item.isVisible() or item.opacity() < 0.3 or item.boundingRect().isEmpty():
            continue
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            words = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if words.strip():
                found.append((pixels(item.font()) * item.sceneTransform().m22() * zoom, words, item))
            continue
        painter = QPainter(image)
        painter.setTransform(item.deviceTransform(view.viewportTransform()))  # as the screen draws it
        spy = FontSpy(painter)
        try:
            item.paint(spy, None, None)  # type: ignore[arg-type]
        except TypeError:
            pass  # painted through Qt itself: no text of ours
        finally:
            painter.end()
        found += [(size, words, item) for size, words in spy.seen]
    return found


def smallest(view: QGraphicsView, least: float) -> list[tuple[float, str, str]]:
    """Texts drawn smaller than ``least`` screen pixels: (size, text, item class)."""
    return sorted((round(size, 1), words[:50], type(item).__name__) for size, words, item in texts_on_screen(view)
                  if size < least)
