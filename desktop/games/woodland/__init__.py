"""The woodland table: the Autumn map, faction boards, the hand, the score track and battles."""

from desktop.games.woodland.scene import WoodlandScene as Scene

ACCENT = "#4f7d3a"
GLYPH = "❦"

__all__ = ["ACCENT", "GLYPH", "Scene"]
