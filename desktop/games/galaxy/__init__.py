"""The Twilight Imperium galaxy's table: the map drawn from data, and the hot-seat galaxy builder."""

from desktop.games.galaxy.scene import GalaxyScene as Scene

__all__ = ["Scene"]
