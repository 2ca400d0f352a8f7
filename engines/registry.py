"""The games Starboard knows. Adding a game adds one entry here (and one in desktop/games).

Each entry also carries what the launcher shows of the game (title, blurb, player counts), so the first
screen is drawn without importing any engine; tests/engines/test_registry.py keeps it equal to the Game.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core.contract import Game


@dataclass(frozen=True)
class GameInfo:
    """A game as the launcher and the resume list name it, before its engine is imported."""

    id: str
    module: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    cooperative: bool = False
    subtitle: str = ""  # what the game is, when the title alone does not say (Game.subtitle)

    @property
    def full_title(self) -> str:
        """The title with what the game is, as Game.full_title says it."""
        return f"{self.title}: {self.subtitle}" if self.subtitle else self.title


CATALOGUE: tuple[GameInfo, ...] = (
    GameInfo("lostworlds", "engines.lostworlds", "The Lost Worlds",
             "Settle or conquer lost worlds with fleets, dice and renown; savior or tyrant, 2 to 5 players.", 2, 5),
    GameInfo("cosmic", "engines.cosmic", "Cosmic Conquest",
             "Lead a team of three Contenders across a 3x3 grid of planets: fight, conquer, score Gambit Points.",
             2, 6),
    GameInfo("woodland", "engines.woodland", "Woodland",
             "The Lost Powers join the Marquise de Cat, the Eyrie Dynasties, the Woodland Alliance and the "
             "Vagabond in the Autumn or Winter woodland: first to 30 VP, or dominance.",
             2, 5, subtitle="the Lost Powers in Root"),
    GameInfo("galaxy", "engines.galaxy", "Twilight Imperium",
             "Twilight Imperium with Prophecy of Kings: factions, strategy cards, objectives, ten points to win.",
             3, 8, subtitle="fourth edition with Prophecy of Kings"),
    GameInfo("colony", "engines.colony", "Landfall",
             "Earth is gone. Pilot the last ships together and land enough people on a hostile planet.", 2, 6,
             cooperative=True, subtitle="the Last Starfleet landing game"),
)
GAME_MODULES: dict[str, str] = {info.id: info.module for info in CATALOGUE}
_INFO: dict[str, GameInfo] = {info.id: info for info in CATALOGUE}

_loaded: dict[str, Game[Any]] = {}
_extra: list[str] = []


def register(game: Game[Any]) -> None:
    """Add a game that is not in the catalogue (tests use this for their toy game)."""
    _loaded[game.id] = game
    if game.id not in _extra:
        _extra.append(game.id)


def _present(module: str) -> bool:
    """A regular package is installed (a folder without __init__.py is a game still being built)."""
    try:
        spec = importlib.util.find_spec(module)
    except ModuleNotFoundError:
        return False
    return spec is not None and spec.origin is not None


def game_ids() -> list[str]:
    """Ids of the games installed in this build, in launcher order."""
    return [gid for gid, module in GAME_MODULES.items() if _present(module)] + _extra


def game_info(game_id: str) -> GameInfo:
    """What the launcher shows of a game, without importing its engine (a registered game: from its Game)."""
    if game_id in _INFO:
        return _INFO[game_id]
    if game_id in _loaded:
        game = _loaded[game_id]
        return GameInfo(game.id, type(game).__module__, game.title, game.blurb, game.min_players,
                        game.max_players, game.cooperative, game.subtitle)
    raise KeyError(f"unknown game {game_id!r} (games: {', '.join(game_ids())})")


def get_game(game_id: str) -> Game[Any]:
    """The game object for an id (imports its engine); KeyError with the known ids if there is none."""
    if game_id in _loaded:
        return _loaded[game_id]
    if game_id not in GAME_MODULES or not _present(GAME_MODULES[game_id]):
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(game_ids())})")
    game: Game[Any] = importlib.import_module(GAME_MODULES[game_id]).GAME
    _loaded[game_id] = game
    return game


def all_games() -> list[Game[Any]]:
    return [get_game(gid) for gid in game_ids()]
