"""Bots for Twilight Imperium. ``heuristic`` plays the whole game from its seat's view: it expands onto
planets, builds at its space docks, researches toward useful technologies, picks strategy cards and
actions that reach objectives, claims every objective it can and fights only when the engine's odds
favour it. Any decision it has no opinion on (or a choice that is not among the options) falls back
to a random legal option. When the players build the galaxy, the builder's heuristic places tiles.
"""

from __future__ import annotations

from typing import Any

from engines.core.bots import Bot, BotTurn
from engines.galaxy.bots.choices import choose
from engines.galaxy.bots.memory import Memory
from engines.galaxy.builder.actions import PickTile, PlaceTile
from engines.galaxy.builder.bots import HeuristicBot as BuilderBot
from engines.galaxy.effects import unchanged


class HeuristicBot(Bot):
    name = "heuristic"

    def __init__(self) -> None:
        self.builder = BuilderBot()
        self.memory = Memory()

    def choose(self, turn: BotTurn) -> Any:
        options = turn.options
        if len(options) == 1:
            return options[0]
        if any(isinstance(o, PickTile | PlaceTile) for o in options):
            build = BotTurn(turn.game, turn.seat, turn.decision, turn.view.galaxy, turn.rng)
            return self.builder.choose(build)
        with unchanged():  # the bot only reads: what its view's fields ask of the state is worked out once
            picked = choose(turn, self.memory)
        if picked is None or picked not in options:
            return turn.rng.choice(options)
        return picked
