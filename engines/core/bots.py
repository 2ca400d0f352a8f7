"""Bots: the interface every bot implements, the generic bots, and specs like 'hard' or 'heuristic'.

Players choose a difficulty per bot seat: Easy (random with a light heuristic bias), Normal (the
game's heuristic) and Hard (the searching bot of engines/core/search.py). The older names
'random' and 'heuristic' keep working in saves and on the command line.
"""

from __future__ import annotations

import random
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core.contract import Decision, Game
    from engines.core.hidden import Seen

DIFFICULTIES = ("easy", "normal", "hard")
DIFFICULTY_LABELS = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
EASY_BIAS = 0.2  # how often the Easy bot takes the heuristic's move instead of a random one


class Cancelled(Exception):
    """Raised inside a bot when the turn it was thinking about no longer matters."""


class BotTurn:
    """What a bot may use to choose: its seat, the decision, its seat's view and a time budget.

    A bot sees only its seat's view (the same one a human gets), so the same bot plays in
    simulations, in the desktop worker and as a LAN client that never holds the full state.
    Where the state is at hand, ``seen`` adds the seat's knowledge in the form a search can
    sample from (engines/core/hidden.py); a LAN client has none and a searching bot then plays
    its heuristic. ``clock`` measures the budget: wall time at a table, one core's time in
    simulations (so measurements do not depend on how busy the machine is).
    """

    def __init__(
        self,
        game: Game[Any],
        seat: int,
        decision: Decision,
        view: Callable[[], Any] | Any,
        rng: random.Random,
        budget: float = 1.0,
        cancel: threading.Event | None = None,
        seen: Callable[[], Seen[Any] | None] | Seen[Any] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.game = game
        self.seat = seat
        self.decision = decision
        self.rng = rng
        self.budget = budget
        self.clock = clock
        self.deadline = clock() + budget
        self._cancel = cancel
        self._view_source = view
        self._view: Any = None
        self._view_ready = not callable(view)
        if self._view_ready:
            self._view = view
        self._seen_source = seen

    @property
    def seen(self) -> Seen[Any] | None:
        """The seat's knowledge for sampling, or None where the real state is out of reach."""
        if callable(self._seen_source):
            self._seen_source = self._seen_source()
        return self._seen_source

    @property
    def view(self) -> Any:
        if not self._view_ready:
            self._view = self._view_source()
            self._view_ready = True
        return self._view

    @property
    def options(self) -> list[Any]:
        return self.decision.options

    def time_left(self) -> float:
        return self.deadline - self.clock()

    def should_stop(self) -> bool:
        """True when the bot must answer now with the best it has (budget spent or cancelled)."""
        return self.cancelled() or self.clock() >= self.deadline

    def cancelled(self) -> bool:
        return self._cancel is not None and self._cancel.is_set()

    def check_cancelled(self) -> None:
        if self.cancelled():
            raise Cancelled()


class Bot(ABC):
    """A seat's automatic player."""

    name: str = "bot"

    @abstractmethod
    def choose(self, turn: BotTurn) -> Any:
        """One of ``turn.options``."""


class RandomBot(Bot):
    """Picks uniformly among the legal options; the baseline every heuristic must beat."""

    name = "random"

    def choose(self, turn: BotTurn) -> Any:
        return turn.rng.choice(turn.options)


class EasyBot(Bot):
    """Mostly random, now and then the heuristic's move: a table for beginners."""

    name = "easy"

    def __init__(self, heuristic: Bot, bias: float = EASY_BIAS) -> None:
        self.heuristic = heuristic
        self.bias = bias

    def choose(self, turn: BotTurn) -> Any:
        if len(turn.options) > 1 and turn.rng.random() < self.bias:
            return self.heuristic.choose(turn)
        return turn.rng.choice(turn.options)


def bot_kinds(game: Game[Any]) -> list[str]:
    """The bot kinds a player chooses from: the difficulties (Hard where the game can be searched),
    then any other kind the game offers."""
    offered = [d for d in DIFFICULTIES if d != "hard" or game.searchable]
    extra = sorted(k for k in game.bots() if k not in ("random", "heuristic", *DIFFICULTIES))
    return [*offered, *extra]


def bot_label(kind: str) -> str:
    """'hard' -> 'Hard'; the old names and a game's own kinds as they are."""
    kind = kind.removeprefix("bot:")
    return DIFFICULTY_LABELS.get(kind, kind)


def make_bot(game: Game[Any], spec: str) -> Bot:
    """Build a bot from its spec: a difficulty, 'random', 'heuristic' or a kind the game offers."""
    kind = spec.removeprefix("bot:").strip()
    if kind == "random":
        return RandomBot()
    if kind == "easy":
        return EasyBot(make_bot(game, "normal"))
    if kind == "hard":
        from engines.core.search import SearchBot

        return SearchBot(game)
    factories = game.bots()
    if kind == "normal":
        return factories["heuristic"]() if "heuristic" in factories else RandomBot()
    if kind not in factories:
        known = ", ".join([*bot_kinds(game), "random", *(["heuristic"] if "heuristic" in factories else [])])
        raise ValueError(f"{game.id} has no bot {kind!r} (bots: {known})")
    return factories[kind]()


def bot_specs(text: str, players: int) -> list[str]:
    """'hard' for every seat, or 'hard,normal,...' one per seat."""
    specs = [s.strip() for s in text.split(",") if s.strip()]
    if len(specs) == 1:
        return specs * players
    if len(specs) != players:
        raise ValueError(f"give one bot for all seats or exactly {players}, not {len(specs)}")
    return specs
