"""The Lost Worlds: settle or conquer worlds with fleets, dice and Renown (2 to 5 players)."""

from engines.lostworlds.game import LostWorlds

GAME = LostWorlds()

__all__ = ["GAME", "LostWorlds"]
