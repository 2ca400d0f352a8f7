"""Woodland: Root's core game with the Lost Powers, the Marquise de Cat and the Vagabond."""

from engines.woodland.game import WoodlandGame

GAME = WoodlandGame()

__all__ = ["GAME", "WoodlandGame"]
