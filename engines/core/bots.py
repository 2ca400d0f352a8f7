"""Bots: the interface every bot implements, the generic RandomBot, and bot specs like 'heuristic'."""

from __future__ import annotations

import random
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core.contract import Decision, Game


class Cancelled(Exception):
    """Raised inside a bot when the turn it was thinking about no longer matters."""


class BotTurn:
    """What a bot may use to choose: its seat, the decision, its seat's view and a time budget.

    A bot sees only its seat's view (the same one a human gets), so the same bot plays in
    simulations, in the desktop worker and as a LAN client that never holds the full state.
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
    ) -> None:
        self.game = game
        self.seat = seat
        self.decision = decision
        self.rng = rng
        self.deadline = time.monotonic() + budget
        self._cancel = cancel
        self._view_source = view
        self._view: Any = None
        self._view_ready = not callable(view)
        if self._view_ready:
            self._view = view

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
        return self.deadline - time.monotonic()

    def should_stop(self) -> bool:
        """True when the bot must answer now with the best it has (budget spent or cancelled)."""
        return self.cancelled() or time.monotonic() >= self.deadline

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


def bot_kinds(game: Game[Any]) -> list[str]:
    return ["random", *sorted(k for k in game.bots() if k != "random")]


def make_bot(game: Game[Any], spec: str) -> Bot:
    """Build a bot from its spec ('random', 'heuristic', or a kind the game offers)."""
    kind = spec.removeprefix("bot:").strip()
    if kind == "random":
        return RandomBot()
    factories = game.bots()
    if kind not in factories:
        raise ValueError(f"{game.id} has no bot {kind!r} (bots: {', '.join(bot_kinds(game))})")
    return factories[kind]()


def bot_specs(text: str, players: int) -> list[str]:
    """'heuristic' for every seat, or 'random,heuristic,...' one per seat."""
    specs = [s.strip() for s in text.split(",") if s.strip()]
    if len(specs) == 1:
        return specs * players
    if len(specs) != players:
        raise ValueError(f"give one bot for all seats or exactly {players}, not {len(specs)}")
    return specs
