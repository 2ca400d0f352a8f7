"""Twilight Imperium: the galaxy (tiles, layouts, map strings, adjacency, movement, generator), the
galaxy builder, and the game."""

from engines.galaxy.game import TIGame

GAME = TIGame()

__all__ = ["GAME"]
