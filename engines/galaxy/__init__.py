"""Twilight Imperium galaxy: tiles, layouts, map strings, adjacency, movement, generator and the builder game."""

from engines.galaxy.game import GalaxyGame

GAME = GalaxyGame()
