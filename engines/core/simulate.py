"""Headless bot games for `starboard simulate`: throughput, errors and wins by seat."""

from __future__ import annotations

import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engines.core.bots import Bot, BotTurn, RandomBot, make_bot
from engines.core.contract import Event, Game, Result, names_in
from engines.core.hidden import Seen
from engines.core.match import LogEntry, LoggedAction, Match, SeatConfig
from engines.core.saves import SUFFIX, save_match

MAX_ACTIONS = 200_000


class GameFailed(Exception):
    """A simulated game raised, stalled or a bot chose an illegal action."""


def play_one(
    game: Game[Any],
    players: int,
    bots: list[Bot],
    seed: int,
    options: dict[str, Any],
    budget: float = 1.0,
    max_actions: int = MAX_ACTIONS,
    on_move: Callable[[int, Any, list[Event]], None] | None = None,
) -> tuple[Result, int, Any]:
    """Play one game with bots to the end; returns its result, the action count and final state.

    ``on_move(seat, action, events)`` hears of every move (to write the game's save)."""
    state = game.new_state(players, seed, options)
    rng = random.Random(seed)
    actions = 0
    while True:
        decisions = game.decisions(state)
        if not decisions:
            break
        if actions >= max_actions:
            raise GameFailed(f"no end after {max_actions} actions")
        decision = decisions[0]
        seat = decision.seat
        bot = bots[seat]
        if type(bot) is RandomBot:  # the same choice RandomBot makes, without building a BotTurn
            action = rng.choice(decision.options)
        else:
            turn = BotTurn(game, seat, decision, _viewer(game, state, seat), rng, budget,
                           seen=_seer(game, state, seat), clock=time.thread_time)
            action = bot.choose(turn)
        # The option list was just computed, so membership replaces the full legality check.
        if action not in decision.options:
            raise GameFailed(f"bot {bot.name} chose an illegal action {action!r}")
        events = game.perform(state, seat, action)
        if on_move is not None:
            on_move(seat, action, events)
        actions += 1
    result = game.result(state)
    if result is None:
        raise GameFailed("no decisions left but no result")
    return result, actions, state


class _Keeper:
    """The actions and log of one simulated game, written as a save at its end."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any], specs: list[str]) -> None:
        self.game, self.players, self.seed, self.options = game, players, seed, options
        kinds = [spec.removeprefix("bot:") for spec in specs]
        self.seats = [SeatConfig(f"Bot {i + 1} ({kind})", i, f"bot:{kind}") for i, kind in enumerate(kinds)]
        self.actions: list[LoggedAction] = []
        self.log: list[LogEntry] = []

    def move(self, seat: int, action: Any, events: list[Event]) -> None:
        self.actions.append(LoggedAction(seat, action))
        names = [s.name for s in self.seats]
        for event in events:
            text = self.game.narrate(event)
            if text:
                self.log.append(LogEntry(len(self.actions), names_in(text, names), event.only))

    def save(self, state: Any, folder: Path) -> Path:
        match = Match(self.game, self.players, self.seed, self.options, self.seats, state=state)
        match.actions, match.log, match.version = self.actions, self.log, len(self.actions)
        path = Path(folder) / f"{self.game.id}-seed{self.seed}{SUFFIX}"
        save_match(match, path)
        return path


def _viewer(game: Game[Any], state: Any, seat: int) -> Callable[[], Any]:
    return lambda: game.view(state, seat)


def _seer(game: Game[Any], state: Any, seat: int) -> Callable[[], Seen[Any] | None]:
    return lambda: game.seen(state, seat)


def simulate(
    game: Game[Any],
    games: int,
    players: int,
    bot_specs: list[str],
    seed: int = 0,
    options: dict[str, Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
    on_result: Callable[[Result, Any], None] | None = None,
    budget: float = 1.0,
    swap: bool = False,
    save_dir: Path | None = None,
) -> dict[str, Any]:
    """Play ``games`` bot games and summarise them as the JSON object `starboard simulate` prints.

    ``budget`` is each bot's time per decision in seconds of one core; ``swap`` reverses the bots'
    seats for the second half of the games, so a bot's wins do not depend on where it sat. With
    ``save_dir`` each finished game is also written there as a save, to replay or to record.
    """
    resolved = game.resolve_options(options or {})
    wins = [0.0] * players
    by_bot = dict.fromkeys(bot_specs, 0.0)
    seated = dict.fromkeys(bot_specs, 0)
    completed = errors = total_actions = 0
    started = time.perf_counter()
    cpu_started = time.process_time()
    first_error = ""
    tallies: dict[str, float] = {}
    sides = SideWins()
    for index in range(games):
        specs = bot_specs[::-1] if swap and index >= games // 2 else bot_specs
        bots = [make_bot(game, spec) for spec in specs]
        keeper = _Keeper(game, players, seed + index, resolved, specs) if save_dir is not None else None
        try:
            result, actions, state = play_one(game, players, bots, seed + index, resolved, budget,
                                              on_move=keeper.move if keeper is not None else None)
            if keeper is not None and save_dir is not None:
                keeper.save(state, save_dir)
        except Exception as error:  # a crash in one game is counted and reported, not fatal
            errors += 1
            if not first_error:
                first_error = f"game seed {seed + index}: {error!r}"
                traceback.print_exc(file=sys.stderr)
            continue
        completed += 1
        total_actions += actions
        for spec in specs:
            seated[spec] += 1
        for key, value in game.tallies(state).items():
            tallies[key] = tallies.get(key, 0.0) + value
        for seat in result.winners:
            share = 1.0 / (1 if game.cooperative else len(result.winners))
            wins[seat] += share
            by_bot[specs[seat]] += share
        sides.add(game.sides(state), result.winners, game.cooperative)
        if on_result is not None:
            on_result(result, state)
        if progress is not None:
            progress(index + 1, games)
    seconds = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    return {
        "game": game.id,
        "games": games,
        "players": players,
        "bots": bot_specs,
        "completed": completed,
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_s": round(completed / seconds, 2) if seconds else 0.0,
        "actions_per_s": round(total_actions / seconds, 1) if seconds else 0.0,
        "cpu_seconds": round(cpu, 3),
        "actions_per_cpu_s": round(total_actions / cpu, 1) if cpu else 0.0,
        "mean_actions": round(total_actions / completed, 1) if completed else 0.0,
        "wins_by_seat": [round(w, 2) for w in wins],
        "win_rate_by_seat": [round(w / completed, 4) if completed else 0.0 for w in wins],
        "budget": budget,
        "swapped": swap,
        "win_rate_by_bot": {spec: round(by_bot[spec] / seated[spec], 4) if seated[spec] else 0.0
                            for spec in by_bot},
        "first_error": first_error,
        **{key: round(value / completed, 3) for key, value in tallies.items()},
        **sides.report(),
    }


class SideWins:
    """Wins and games played per label of each kind of side (faction...), over the finished games."""

    def __init__(self) -> None:
        self.wins: dict[str, dict[str, float]] = {}
        self.played: dict[str, dict[str, int]] = {}

    def add(self, sides: dict[str, list[str]], winners: list[int], cooperative: bool) -> None:
        share = 1.0 / (1 if cooperative or not winners else len(winners))
        for kind, labels in sides.items():
            wins, played = self.wins.setdefault(kind, {}), self.played.setdefault(kind, {})
            for seat, label in enumerate(labels):
                played[label] = played.get(label, 0) + 1
                wins[label] = wins.get(label, 0.0) + (share if seat in winners else 0.0)

    def report(self) -> dict[str, Any]:
        """``win_rate_by_<kind>`` (label to wins over games played), with the counts behind each rate."""
        out: dict[str, Any] = {}
        for kind in sorted(self.played):
            played, wins = self.played[kind], self.wins[kind]
            labels = sorted(played)
            out[f"win_rate_by_{kind}"] = {label: round(wins[label] / played[label], 4) for label in labels}
            out[f"wins_by_{kind}"] = {label: round(wins[label], 2) for label in labels}
            out[f"played_by_{kind}"] = {label: played[label] for label in labels}
        return out
