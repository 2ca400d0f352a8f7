"""Landfall, Starboard's game of the LSF rulebook: co-operative landing on a hostile planet."""

from engines.colony.game import ColonyGame

GAME = ColonyGame()

__all__ = ["GAME", "ColonyGame"]
