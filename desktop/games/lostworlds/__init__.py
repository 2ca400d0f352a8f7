"""The Lost Worlds table: World cards, Hyperspace, dice, events, panels and the Space Opera campaign."""

from desktop.games.lostworlds.campaign_gui import on_match_finished
from desktop.games.lostworlds.scene import LostWorldsScene as Scene

__all__ = ["Scene", "on_match_finished"]
