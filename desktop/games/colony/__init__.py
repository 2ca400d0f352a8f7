"""Landfall's table: the planet board, the ship mats, the hand and the reaction prompt."""

from desktop.games.colony.scene import ColonyScene as Scene

ACCENT = "#2f8596"
GLYPH = "◐"

__all__ = ["ACCENT", "GLYPH", "Scene"]
