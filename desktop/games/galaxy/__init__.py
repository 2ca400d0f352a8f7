"""The Twilight Imperium table: the galaxy map with units, every player's sheets, the tactical action; and
the hot-seat galaxy builder (the game's ``mode=build``)."""

from desktop.games.galaxy.art_ahead import load_ahead
from desktop.games.galaxy.faction_picker import new_game_panel
from desktop.games.galaxy.scene import GalaxyScene as Scene

__all__ = ["Scene", "load_ahead", "new_game_panel"]
