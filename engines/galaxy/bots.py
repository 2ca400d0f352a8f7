"""Bots for the game. ``heuristic`` builds the galaxy with the builder's heuristic (when the players
build it, or in the builder mode) and plays the rest like the random bot: the game's own heuristic
bot is a later issue's."""

from __future__ import annotations

from typing import Any

from engines.core.bots import Bot, BotTurn
from engines.galaxy.builder.actions import PickTile, PlaceTile
from engines.galaxy.builder.bots import HeuristicBot as BuilderBot


class HeuristicBot(Bot):
    name = "heuristic"

    def __init__(self) -> None:
        self.builder = BuilderBot()

    def choose(self, turn: BotTurn) -> Any:
        if any(isinstance(o, PickTile | PlaceTile) for o in turn.options):
            build = BotTurn(turn.game, turn.seat, turn.decision, turn.view.galaxy, turn.rng)
            return self.builder.choose(build)
        return turn.rng.choice(turn.options)
