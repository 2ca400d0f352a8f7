"""The contract every game implements, and the machinery shared by all of them."""

from engines.core.bots import Bot, BotTurn, Cancelled, RandomBot, make_bot
from engines.core.contract import (
    Action,
    Decision,
    Event,
    Game,
    IllegalAction,
    Result,
    names_in,
    snake,
)
from engines.core.match import Envelope, Match, SeatConfig, StaleVersion
from engines.core.options import GameOption, OptionError
from engines.core.rng import Rng

__all__ = [
    "Action",
    "Bot",
    "BotTurn",
    "Cancelled",
    "Decision",
    "Envelope",
    "Event",
    "Game",
    "GameOption",
    "IllegalAction",
    "Match",
    "OptionError",
    "RandomBot",
    "Result",
    "Rng",
    "SeatConfig",
    "StaleVersion",
    "make_bot",
    "names_in",
    "snake",
]
