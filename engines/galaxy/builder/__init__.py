"""The galaxy builder: players deal and place system tiles ring by ring (issue 6's game).

It is a Game of its own (``BUILDER``) and a part of the full game: the ``mode=build`` option plays
only the build, and ``galaxy=build`` makes a real game's galaxy this way before the factions arrive.
"""

from engines.galaxy.builder.game import GalaxyGame

BUILDER = GalaxyGame()
