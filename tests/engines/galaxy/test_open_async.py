"""Two Twilight Imperium games worked on in two threads at once (open-async): the desktop reads a save in a
thread while another table's engine, its record or its battle odds run in others. The engine's "nothing
changes while only asking" cache (effects.unchanged) is per thread, so one thread's block never answers
another thread's questions."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from engines.core.match import Match, SeatConfig
from engines.core.saves import SaveError, load_match, save_match
from engines.registry import get_game


@pytest.mark.slow
def test_two_long_games_replay_at_once_in_two_threads(tmp_path: Path) -> None:
    paths = []
    for seed in (11, 12):
        match = Match(get_game("galaxy"), 6, seed, {}, [SeatConfig(f"P{i}", i, "human") for i in range(6)])
        rng = random.Random(seed)
        for _ in range(1200):
            decision = match.decisions()[0]
            match.apply(decision.seat, rng.choice(decision.options))
        paths.append(tmp_path / f"galaxy-{seed}.starboard")
        save_match(match, paths[-1])
    refused: list[str] = []

    def read(path: Path) -> None:
        for _ in range(3):
            try:
                load_match(path)
            except SaveError as error:
                refused.append(str(error))

    threads = [threading.Thread(target=read, args=(path,)) for path in paths]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert refused == [], "each replay is checked against its own game only"
