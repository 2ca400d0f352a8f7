"""Landfall's table: the planet board, the ship mats, the hand and the reaction prompt."""

from desktop.games.colony.scene import ColonyScene as Scene

__all__ = ["Scene"]
