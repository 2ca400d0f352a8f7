"""Helpers shared by tests: random playouts and the registered games."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from typing import Any

import msgspec

from engines.core.bots import BotTurn
from engines.core.contract import Game
from engines.core.search import SearchBot
from engines.registry import all_games


def registered_games(with_toy: bool = True) -> list[Game[Any]]:
    """Every registered game, plus the core's toy game so the contract tests always run."""
    games = all_games()
    if with_toy:
        from engines.registry import register
        from tests.engines.core.toy import TOY

        register(TOY)
        games = [*games, TOY] if TOY not in games else games
    return games


def random_actions(game: Game[Any], state: Any, steps: int, seed: int) -> list[tuple[int, Any]]:
    """Play up to ``steps`` random legal actions on ``state`` (in place); return what was played."""
    rng = random.Random(seed)
    played: list[tuple[int, Any]] = []
    for _ in range(steps):
        decisions = game.decisions(state)
        if not decisions:
            break
        decision = decisions[0]
        action = rng.choice(decision.options)
        game.apply(state, decision.seat, action)
        played.append((decision.seat, action))
    return played


def player_counts(game: Game[Any]) -> list[int]:
    return sorted({game.min_players, game.max_players})


def option_variants(game: Game[Any]) -> list[dict[str, Any]]:
    """Option sets that between them turn every option on and off and try every listed choice.

    Variant k gives each option its k-th value (cycling): booleans both ways, every choice, and
    integers at their default and their bounds. The first variant is all defaults.
    """
    values: list[tuple[str, list[Any]]] = []
    for option in game.options:
        if isinstance(option.default, bool):
            tried: list[Any] = [option.default, not option.default]
        elif option.choices and not option.per_seat:  # a per-seat value is a list, one choice a seat
            tried = [option.default, *[c for c in option.choices if c != option.default]]
        elif isinstance(option.default, int):
            tried = list(dict.fromkeys(v for v in (option.default, option.minimum, option.maximum) if v is not None))
        else:
            tried = [option.default]
        values.append((option.key, tried))
    count = max([1, *(len(tried) for _, tried in values)])
    return [{key: tried[k % len(tried)] for key, tried in values} for k in range(count)]


def secrets_leaked(game: Game[Any], state: Any, players: int) -> list[str]:
    """What any seat's view (or the spectator's) shows of another seat's secrets or of the generator."""
    leaks = []
    rng_key = state.rng.key or str(state.rng.seed)
    for viewer in [*range(players), None]:
        text = msgspec.json.encode(game.view(state, viewer)).decode()
        if rng_key in text or '"rng"' in text:
            leaks.append(f"seat {viewer} sees the generator")
        for owner, secrets in game.secrets(state).items():
            if owner == viewer and owner is not None:
                continue
            leaks += [f"seat {viewer} sees {s!r} of {owner}" for s in secrets if s in text]
    return leaks


def normal_positions(game: Game[Any], players: int, seed: int, steps: int, every: int,
                     options: dict[str, Any] | None = None) -> list[Any]:
    """Copies of the state every ``every`` actions along one game of Normal bots (``steps`` actions at most)."""
    from engines.core.bots import BotTurn, make_bot

    state = game.new_state(players, seed, options or {})
    bots = [make_bot(game, "normal") for _ in range(players)]
    rng = random.Random(seed)
    found = []
    for step in range(steps):
        if not game.decisions(state):
            break
        if step % every == 0:
            found.append(game.clone(state))
        decision = game.decisions(state)[0]
        turn = BotTurn(game, decision.seat, decision, game.view(state, decision.seat), rng)
        game.perform(state, decision.seat, bots[decision.seat].choose(turn))
    return found


def answer_after_cancel(game: Game[Any], turn_with: Callable[[threading.Event], BotTurn],
                        thinking: float) -> tuple[Any, float]:
    """Start a search on its own thread, let it think for ``thinking`` seconds, cancel it and give its answer
    with the seconds it took to answer after the cancel."""
    cancel = threading.Event()
    found: list[Any] = []
    turn = turn_with(cancel)
    thinker = threading.Thread(target=lambda: found.append(SearchBot(game).choose(turn)))
    thinker.start()
    time.sleep(thinking)
    assert thinker.is_alive(), "still thinking before the cancel"
    cancelled_at = time.monotonic()
    cancel.set()
    thinker.join(5.0)
    waited = time.monotonic() - cancelled_at
    assert found, "no answer after the cancel"
    return found[0], waited
