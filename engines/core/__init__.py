"""The contract every game implements, and the machinery shared by all of them.

Names are imported on first use: `engines.core.paths` and the autosave listing (all the launcher needs
before its first frame) come without the contract, the match or msgspec.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core.bots import Bot, BotTurn, Cancelled, RandomBot, make_bot
    from engines.core.contract import Action, Decision, Event, Game, IllegalAction, Result, names_in, snake
    from engines.core.match import Envelope, Match, SeatConfig, StaleVersion
    from engines.core.options import GameOption, OptionError
    from engines.core.rng import Rng

_WHERE = {
    "Bot": "engines.core.bots",
    "BotTurn": "engines.core.bots",
    "Cancelled": "engines.core.bots",
    "RandomBot": "engines.core.bots",
    "make_bot": "engines.core.bots",
    "Action": "engines.core.contract",
    "Decision": "engines.core.contract",
    "Event": "engines.core.contract",
    "Game": "engines.core.contract",
    "IllegalAction": "engines.core.contract",
    "Result": "engines.core.contract",
    "names_in": "engines.core.contract",
    "snake": "engines.core.contract",
    "Envelope": "engines.core.match",
    "Match": "engines.core.match",
    "SeatConfig": "engines.core.match",
    "StaleVersion": "engines.core.match",
    "GameOption": "engines.core.options",
    "OptionError": "engines.core.options",
    "Rng": "engines.core.rng",
}

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


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'engines.core' has no attribute {name!r}")
    return getattr(importlib.import_module(_WHERE[name]), name)
