"""The Cosmic Conquest table: the 3x3 planet grid, teams of Contenders, the Armory and combat dice."""

from desktop.games.cosmic.scene import CosmicScene as Scene

__all__ = ["Scene"]
