"""The view every table sits in: felt background, wheel zoom under the cursor, drag to pan."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPixmap, QRadialGradient, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from desktop import theme
from desktop.widgets.motion import Motion

MIN_ZOOM = 0.2
MAX_ZOOM = 5.0


class BoardView(QGraphicsView):
    """A QGraphicsView with zoom and pan that keeps the whole table reachable."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fitted = False
        self._felt: QPixmap | None = None

    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom() * factor))
        factor = target / self.zoom()
        self.scale(factor, factor)

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        rect = scene.itemsBoundingRect().adjusted(-30, -30, 30, 30)
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = True

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the table first ends whatever is still moving, then does what it would anyway."""
        Motion.skip_all()
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt stays put under the table: one cached viewport-sized pixmap, blitted per frame."""
        size = self.viewport().size()
        if self._felt is None or self._felt.size() != size:
            self._felt = _felt(size.width(), size.height())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, self._felt)
        painter.restore()


def _felt(width: int, height: int) -> QPixmap:
    pixmap = QPixmap(max(1, width), max(1, height))
    painter = QPainter(pixmap)
    gradient = QRadialGradient(width / 2, height / 2, max(width, height) * 0.75)
    gradient.setColorAt(0.0, theme.TABLE.lighter(118))
    gradient.setColorAt(1.0, theme.TABLE_EDGE)
    painter.fillRect(pixmap.rect(), QBrush(gradient))
    painter.fillRect(pixmap.rect(), QBrush(QColor(255, 255, 255, 6), Qt.BrushStyle.Dense7Pattern))
    painter.end()
    return pixmap
