"""Round futures of the galaxy's searching bot (``bots/horizon.py``): their CPU cost and a digest of what they play.

A round future starts at a strategy card pick and is played to the end of the round's action phase, every seat by
the heuristic, through the search's own code (``engines.core.search._Search._future``: a sampled world, the
option, ``_play_out`` with the game's leaf and lean views). The positions are fixed: the first strategy card pick
of round 1 or 2 (``early``) and of round 3 or later (``late``) of three-player Normal games on seeds 51000..51009.
At each, the heuristic's card and its next best are each played ``--futures`` times (the k-th future of each on
the k-th sampled world, as the search pairs them).

The digest (SHA-256) covers every future's leaf value and every move played in it (seat and action), so two trees
that give the same digest played the same futures. Run it against another tree with ``PYTHONPATH=<tree>``::

    python bench/profile_round_futures.py --futures 2            # CPU time and futures/s by stage
    python bench/profile_round_futures.py --digest               # the digest of moves and values
    python bench/profile_round_futures.py --profile late         # cProfile of the late futures
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import pstats
import random
import time
from typing import Any

from engines.core.bots import BotTurn, make_bot
from engines.core.search import SearchBot, _Search
from engines.galaxy.state import TIState
from engines.registry import get_game

GALAXY = get_game("galaxy")
SEEDS = tuple(range(51000, 51010))
EARLY, LATE = "early", "late"


def positions(seeds: tuple[int, ...] = SEEDS) -> dict[str, list[tuple[TIState, Any]]]:
    """For each seed, the first strategy card pick of round 1 or 2 and the first of round 3 or later."""
    found: dict[str, list[tuple[TIState, Any]]] = {EARLY: [], LATE: []}
    for seed in seeds:
        state = GALAXY.new_state(3, seed)
        bots = [make_bot(GALAXY, "normal") for _ in range(3)]
        rng = random.Random(seed)
        taken: set[str] = set()
        while (decisions := GALAXY.decisions(state)) and len(taken) < 2:
            decision = decisions[0]
            if len(decision.options) > 1 and any(type(o).__name__ == "PickStrategyCard" for o in decision.options):
                stage = EARLY if state.round <= 2 else LATE
                if stage not in taken:
                    taken.add(stage)
                    found[stage].append((GALAXY.clone(state), decision))
            action = bots[decision.seat].choose(BotTurn(GALAXY, decision.seat, decision,
                                                        GALAXY.view(state, decision.seat), rng))
            GALAXY.perform(state, decision.seat, action)
    return found


def searches(stage: list[tuple[TIState, Any]]) -> list[tuple[_Search, list[Any]]]:
    """At each position the search object a Hard bot at 30 s would build, and the two cards it plays first."""
    built = []
    for number, (state, decision) in enumerate(stage):
        seat = decision.seat
        turn = BotTurn(GALAXY, seat, decision, GALAXY.view(state, seat), random.Random(number), 30.0,
                       seen=GALAXY.seen(state, seat))
        bot = SearchBot(GALAXY, futures=1 << 30)  # a count, not the clock: no future is cut short
        default = bot.policy.choose(turn)
        named = GALAXY.search_options(turn, default) or []
        assert turn.seen is not None
        built.append((_Search(bot, turn, turn.seen, default), [default, *named[:1]]))
    return built


def play(built: list[tuple[_Search, list[Any]]], futures: int, digest: Any | None = None) -> tuple[int, int]:
    """Play every position's futures; feed each future's moves and value to ``digest``. Futures and steps."""
    count = steps = 0
    for search, cards in built:
        for k in range(futures):
            for card in cards:
                value = search._future(card, k)
                assert value is not None
                count += 1
                if digest is not None:
                    digest.update(repr(("value", value)).encode())
        steps += search.stats.steps
        search.stats.steps = 0
    return count, steps


class _Recorded:
    """The galaxy game with every move performed fed to a digest (only for ``--digest``)."""

    def __init__(self, digest: Any) -> None:
        self.digest = digest
        self.perform = GALAXY.perform

    def __call__(self, state: TIState, seat: int, action: Any) -> Any:
        self.digest.update(repr((seat, action)).encode())
        return self.perform(state, seat, action)


def digest_of(futures: int) -> str:
    found = positions()
    digest = hashlib.sha256()
    recorder = _Recorded(digest)
    GALAXY.perform = recorder  # type: ignore[method-assign]
    try:
        for stage in (EARLY, LATE):
            play(searches(found[stage]), futures, digest)
    finally:
        del GALAXY.perform
    return digest.hexdigest()


def timed(futures: int) -> dict[str, Any]:
    found = positions()
    report: dict[str, Any] = {}
    values = hashlib.sha256()
    for stage in (EARLY, LATE):
        built = searches(found[stage])
        started = time.process_time()
        count, steps = play(built, futures, values)
        spent = time.process_time() - started
        report[stage] = {"futures": count, "steps": steps, "cpu_s": round(spent, 3),
                         "s_per_future": round(spent / count, 4), "futures_per_s": round(count / spent, 2)}
    report["values_sha256"] = values.hexdigest()
    return report


def profiled(stage: str, futures: int, top: int) -> None:
    built = searches(positions()[stage])
    profile = cProfile.Profile(time.process_time)
    profile.enable()
    play(built, futures)
    profile.disable()
    stats = pstats.Stats(profile)
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--futures", type=int, default=2, help="futures of each card at each position")
    parser.add_argument("--digest", action="store_true", help="print the digest of moves and values")
    parser.add_argument("--profile", choices=(EARLY, LATE), help="cProfile one stage's futures")
    parser.add_argument("--top", type=int, default=45)
    args = parser.parse_args()
    if args.profile:
        profiled(args.profile, args.futures, args.top)
    elif args.digest:
        print(json.dumps({"futures": args.futures, "sha256": digest_of(args.futures)}))
    else:
        print(json.dumps(timed(args.futures)))


if __name__ == "__main__":
    main()
