"""Colours, shapes and the application style: one place for how Starboard looks.

Player colours are the Okabe-Ito palette, distinguishable with the common colour-vision
deficiencies; every seat also has its own shape so colour is never the only cue.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QPainterPath, QPolygonF

SEAT_COLOURS = [
    ("Orange", "#E69F00"),
    ("Sky", "#56B4E9"),
    ("Green", "#009E73"),
    ("Yellow", "#F0E442"),
    ("Blue", "#0072B2"),
    ("Vermilion", "#D55E00"),
    ("Purple", "#CC79A7"),
    ("Silver", "#BBBBBB"),
]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "pentagon", "hexagon", "star", "cross"]

TABLE = QColor("#1d2b26")
TABLE_EDGE = QColor("#0f1714")
INK = QColor("#f3efe4")
MUTED = QColor("#a9b3ad")
ACCENT = QColor("#f2c14e")
LEGAL = QColor("#7fe0a6")
DANGER = QColor("#ff6b5b")
CARD_FACE = QColor("#f7f1e1")
CARD_EDGE = QColor("#3b2f1f")


def seat_colour(index: int) -> QColor:
    return QColor(SEAT_COLOURS[index % len(SEAT_COLOURS)][1])


def seat_colour_name(index: int) -> str:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)][0]


def seat_shape(index: int) -> str:
    return SEAT_SHAPES[index % len(SEAT_SHAPES)]


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    luminance = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return QColor("#111111") if luminance > 140 else QColor("#ffffff")


def shape_path(shape: str, radius: float) -> QPainterPath:
    """A seat's marker shape centred on (0, 0)."""
    import math

    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(QPointF(0, 0), radius, radius)
        return path
    if shape == "square":
        side = radius * 1.7
        path.addRect(-side / 2, -side / 2, side, side)
        return path
    if shape == "cross":
        arm = radius * 0.42
        path.addRect(-radius, -arm, 2 * radius, 2 * arm)
        upright = QPainterPath()
        upright.addRect(-arm, -radius, 2 * arm, 2 * radius)
        return path.united(upright)  # one outline: two overlapping rectangles would leave the middle hollow
    corners = {"triangle": 3, "diamond": 4, "pentagon": 5, "hexagon": 6, "star": 10}[shape]
    points = []
    for i in range(corners):
        angle = -math.pi / 2 + 2 * math.pi * i / corners
        r = radius * (0.45 if shape == "star" and i % 2 else 1.0)
        r *= 1.15 if shape == "triangle" else 1.0
        points.append(QPointF(r * math.cos(angle), r * math.sin(angle) + (radius * 0.2 if shape == "triangle" else 0)))
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def title_font(size: float = 20, bold: bool = True) -> QFont:
    font = QFont("DejaVu Serif")
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def body_font(size: float = 10, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


STYLE_SHEET = """
QMainWindow, QDialog { background: #16201c; color: #f3efe4; }
QWidget { color: #f3efe4; font-family: "DejaVu Sans"; font-size: 10pt; }
QMenuBar { background: #101814; }
QMenuBar::item:selected, QMenu::item:selected { background: #2f4a3f; }
QMenu { background: #16201c; border: 1px solid #2f4a3f; }
QPushButton { background: #2a3c35; border: 1px solid #43605a; border-radius: 6px; padding: 6px 12px; }
QPushButton:hover { background: #35524a; border-color: #f2c14e; }
QPushButton:pressed { background: #1f2e29; }
QPushButton:disabled { color: #6d7a74; border-color: #2a3c35; }
QPushButton[primary="true"] { background: #c9972b; color: #111; border-color: #f2c14e; font-weight: bold; }
QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox, QPlainTextEdit, QTextBrowser, QListWidget {
    background: #0f1714; border: 1px solid #33483f; border-radius: 4px; padding: 3px;
    selection-background-color: #35524a; }
QComboBox QAbstractItemView { background: #0f1714; }
QAbstractItemView, QTreeView, QListView, QTableView {
    background: #0f1714; color: #f3efe4; alternate-background-color: #14201b;
    selection-background-color: #35524a; selection-color: #ffffff; }
QHeaderView::section { background: #16201c; color: #f3efe4; border: 1px solid #2a3c35; padding: 3px 6px; }
QToolButton { background: #2a3c35; border: 1px solid #43605a; border-radius: 4px; padding: 2px; }
QToolButton:hover { border-color: #f2c14e; }
QGroupBox { border: 1px solid #33483f; border-radius: 6px; margin-top: 14px; padding-top: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; color: #f2c14e; }
QScrollArea { border: none; background: transparent; }
QScrollArea > QWidget > QWidget { background: transparent; }
QLabel[role="heading"] { font-family: "DejaVu Serif"; font-size: 15pt; font-weight: bold; color: #f2c14e; }
QLabel[role="muted"] { color: #a9b3ad; }
QLabel[role="refusal"] { color: #ff8b7d; }
QSplitter::handle { background: #101814; }
QTableWidget { background: #0f1714; gridline-color: #2c3b35; border: 1px solid #33483f; }
QHeaderView, QTableCornerButton::section { background: #1c2a25; border: 0; }
QHeaderView::section { background: #1c2a25; color: #f3efe4; border: 0; padding: 3px 5px; }
QTabWidget::pane { border: 1px solid #33483f; top: -1px; }
QTabBar::tab { background: #1c2a25; border: 1px solid #33483f; padding: 5px 14px; }
QTabBar::tab:selected { background: #2f4a3f; color: #f2c14e; }
QToolTip { background: #f7f1e1; color: #1b1b1b; border: 1px solid #3b2f1f; }
"""
