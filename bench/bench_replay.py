"""Replay scrubbing: from any move, showing any other move of a long game takes at most 100 ms.

For each game a random game of at least 1,000 moves where the game lasts that long (the longest of a
few tries otherwise) is saved and opened as a replay. A jump is timed from one random position to
another: the engine's part (the table at that move, its decisions, the seat's view and log) and, with
the game's own scene, the whole show including drawing the table. The yardstick is the replay
without checkpoints (dealing again and playing every move up to the target), measured in the same run.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from engines.core.contract import Game
from engines.core.match import Match, SeatConfig
from engines.core.replay import GameReplay, open_replay
from engines.core.saves import save_match
from engines.registry import all_games

LONG_GAME = 1000
# Options that make a game last longer (more rounds, a later end), so its replay comes nearer 1,000 moves.
LONGER: dict[str, dict[str, Any]] = {
    "cosmic": {"timer": 20, "gp_end": 60},
    "colony": {"difficulty": "cadet", "goal": 140},
    "galaxy": {"layout": "large"},
}
PLAYERS = {"galaxy": 6}  # the large galaxy is for six
TARGET_MS = 100.0
JUMPS = 150
DRAWN_JUMPS = 25


def long_match(game: Game[Any], tries: int = 6) -> Match:
    """The first random game reaching LONG_GAME moves, else the longest of ``tries`` (played to its end)."""
    best: Match | None = None
    for attempt in range(tries):
        players = PLAYERS.get(game.id, game.max_players if attempt % 2 == 0 else game.min_players)
        seats = [SeatConfig(f"Seat {i + 1}", i) for i in range(players)]
        match = Match(game, players, 900 + attempt, LONGER.get(game.id, {}), seats)
        rng = random.Random(attempt)
        while match.decisions() and len(match.actions) < 3 * LONG_GAME:
            decision = match.decisions()[0]
            match.apply(decision.seat, rng.choice(decision.options))
        if best is None or len(match.actions) > len(best.actions):
            best = match
        if len(best.actions) >= LONG_GAME:
            break
    assert best is not None
    return best


def jump_times(replay: GameReplay, jumps: int, show: Any) -> list[float]:
    """Milliseconds to show a random position after another random one."""
    rng = random.Random(11)
    eyes = list(range(len(replay.names)))
    times = []
    for _ in range(jumps):
        seat = rng.choice(eyes)
        show(rng.randrange(replay.length + 1), seat)
        target = rng.randrange(replay.length + 1)
        started = time.perf_counter()
        show(target, seat)
        times.append((time.perf_counter() - started) * 1000)
    return times


def naive_ms(replay: GameReplay, jumps: int = 20) -> float:
    """The yardstick: deal again and play every move up to a random position, each time."""
    match, game = replay.match, replay.game
    rng = random.Random(12)
    times = []
    for _ in range(jumps):
        target = rng.randrange(replay.length + 1)
        started = time.perf_counter()
        state = match.initial_state()
        for logged in match.actions[:target]:
            game.perform(state, logged.seat, logged.action)
        game.view(state, 0)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.mean(times)


def drawn(replay: GameReplay) -> Any:
    """A show function that also draws the table with the game's scene (Qt offscreen)."""
    from desktop.games import scene_class
    from desktop.offscreen import ensure_offscreen

    ensure_offscreen()
    from desktop.app import make_app

    make_app()
    scene = scene_class(replay.game.id)(replay.game, replay.seats)

    def show(position: int, seat: int) -> None:
        replay.log(position, seat)
        scene.show_envelope(replay.envelope(position, seat))

    show(replay.length, 0)  # the first drawing loads fonts and art once for the whole app
    return show


def run() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    folder = Path(tempfile.mkdtemp(prefix="bench-replay-"))
    for game in all_games():
        match = long_match(game)
        path = folder / f"{game.id}.starboard"
        save_match(match, path)
        started = time.perf_counter()
        replay = open_replay(path)
        opened = (time.perf_counter() - started) * 1000
        assert isinstance(replay, GameReplay)
        engine = jump_times(replay, JUMPS, lambda p, s, r=replay: (r.envelope(p, s), r.log(p, s)))
        whole = jump_times(replay, DRAWN_JUMPS, drawn(replay))
        yardstick = naive_ms(replay)
        moves = replay.length
        rows += [
            {"metric": f"{game.id}: moves in the replayed game", "value": moves, "unit": "moves"},
            {"metric": f"{game.id}: open the replay (check every move)", "value": round(opened, 1), "unit": "ms"},
            {"metric": f"{game.id}: jump to any move, engine, median", "value": round(statistics.median(engine), 2),
             "unit": "ms"},
            {"metric": f"{game.id}: jump to any move, engine, worst", "value": round(max(engine), 2), "unit": "ms",
             "target": f"<= {TARGET_MS:g}", "ok": max(engine) <= TARGET_MS},
            {"metric": f"{game.id}: jump and draw the table, median", "value": round(statistics.median(whole), 1),
             "unit": "ms"},
            {"metric": f"{game.id}: jump and draw the table, worst", "value": round(max(whole), 1), "unit": "ms",
             "target": f"<= {TARGET_MS:g}", "ok": max(whole) <= TARGET_MS},
            {"metric": f"{game.id}: replay from the start instead, mean", "value": round(yardstick, 2), "unit": "ms"},
            {"metric": f"{game.id}: checkpoints / from the start (mean)",
             "value": round(statistics.mean(engine) / yardstick, 3) if yardstick else 0.0, "unit": "ratio"},
        ]
    return rows
