"""The Lost Worlds table: World cards, Hyperspace, dice, events, panels and the Space Opera campaign."""

from desktop.games.lostworlds.campaign_gui import LAUNCHER_ACTIONS, on_match_finished
from desktop.games.lostworlds.scene import LostWorldsScene as Scene

ACCENT = "#8a5cc7"
GLYPH = "♆"

__all__ = ["ACCENT", "GLYPH", "LAUNCHER_ACTIONS", "Scene", "on_match_finished"]
