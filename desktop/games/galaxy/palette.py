"""The galaxy's colours and marks: traits, technology specialties, wormholes, highlights."""

from __future__ import annotations

from PySide6.QtGui import QColor

SPACE_DEEP = QColor("#05070f")
SPACE_MID = QColor("#0d1630")
TILE_EDGE = QColor("#010204")
RESOURCE = QColor("#f1c232")
INFLUENCE = QColor("#3d8fe0")
LEGENDARY = QColor("#c9a0ff")
LANE = QColor("#9fe8ff")
OPEN_EDGE = QColor("#d8c48a")

# Planet discs are tinted by trait (the colours the printed trait icons use).
TRAIT_COLOURS = {
    "cultural": (QColor("#7fb6ff"), QColor("#1d3f8a")),
    "hazardous": (QColor("#ff9a6b"), QColor("#8a2a12")),
    "industrial": (QColor("#9ee07a"), QColor("#25652a")),
    None: (QColor("#e8dcc0"), QColor("#6d5a3a")),
}
TRAIT_LETTERS = {"cultural": "C", "hazardous": "H", "industrial": "I"}

TECH_COLOURS = {
    "biotic": QColor("#3fbf4f"),
    "cybernetic": QColor("#f0d000"),
    "propulsion": QColor("#3b8cff"),
    "warfare": QColor("#e8433a"),
}
TECH_LETTERS = {"biotic": "B", "cybernetic": "C", "propulsion": "P", "warfare": "W"}

WORMHOLE_COLOURS = {
    "alpha": QColor("#ff9f1c"),
    "beta": QColor("#3fd07a"),
    "gamma": QColor("#e05cd8"),
    "delta": QColor("#4fb8ff"),
}
WORMHOLE_LETTERS = {"alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ"}

ANOMALY_NAMES = {
    "asteroid_field": "asteroid field",
    "gravity_rift": "gravity rift",
    "nebula": "nebula",
    "supernova": "supernova",
}

# Highlight marks drawn over the tiles (never baked into the cached tile art).
SELECTED = QColor("#f2c14e")
NEIGHBOUR = QColor("#5fe3ff")
REACH = QColor("#7fe0a6")
LEGAL = QColor("#7fe0a6")
PICKED = QColor("#f2c14e")
