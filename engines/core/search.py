"""The searching bot ('hard'): Monte Carlo policy improvement over the game's heuristic.

For every legal option it plays sampled futures: a full state drawn from what its seat knows
(``Game.sample``), the option, then every seat played by the game's heuristic bot until the
look-ahead ends (``Game.evaluate`` judges the position there) or the game does. Each option's
k-th future uses the same k-th sampled world and the same random streams, so options are
compared on the same luck; options that do no better than the heuristic's own choice are
dropped as evidence comes in, and the bot keeps the heuristic's choice unless another option
beats it clearly. docs/search.md says why this method and not a deeper tree.

It knows no rules: it calls ``decisions``, ``perform`` (only on options the game has just listed,
as the simulator does), ``clone``, ``turn_key``, ``sample`` and ``evaluate``, and the heuristic
reads ``view``; dice and draws are whatever the sampled generator gives.
"""

from __future__ import annotations

import copy
import math
import random
from dataclasses import dataclass, field
from typing import Any

from engines.core.bots import Bot, BotTurn, make_bot
from engines.core.contract import Game
from engines.core.hidden import Seen
from engines.core.rng import Rng

CHECK_EVERY = 1  # rollout steps between two looks at the clock and the cancel flag (a look costs about 1 us;
# one galaxy step can cost 10 ms, so looking less often overran its budget)
MIN_PAIRS = 4  # futures an option needs before it may be dropped or chosen
DROP_Z = 1.0  # drop an option once it is this many standard errors from beating the heuristic
PICK_Z = 1.5  # choose another option only when it beats the heuristic's by this many
SURE_Z = 4.0  # ... and stop searching early once one beats it by this many
WIDTH = 6  # options compared at most: with more, those that look best one step ahead


@dataclass
class Candidate:
    """One root option and its value in each sampled future (index k: the k-th world)."""

    index: int
    action: Any
    values: list[float] = field(default_factory=list)
    alive: bool = True

    def advantage(self, base: Candidate) -> tuple[float, float, int]:
        """Mean and standard error of (this - base) over the futures both have played."""
        k = min(len(self.values), len(base.values))
        if k == 0:
            return 0.0, math.inf, 0
        diffs = [a - b for a, b in zip(self.values[:k], base.values[:k], strict=True)]
        mean = sum(diffs) / k
        if k < 2:
            return mean, math.inf, k
        var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
        return mean, math.sqrt(var / k), k


@dataclass
class SearchStats:
    """What the last search did, for benchmarks and tests."""

    futures: int = 0
    steps: int = 0
    candidates: int = 0
    kept_heuristic: bool = True
    values: dict[int, list[float]] = field(default_factory=dict)  # option index -> value per future


class SearchBot(Bot):
    """Hard: compares the options by sampled futures played out with the heuristic."""

    name = "hard"

    def __init__(self, game: Game[Any], horizon: int | None = None, futures: int | None = None) -> None:
        self.game = game
        self.policy = make_bot(game, "normal")
        self.horizon = game.search_horizon if horizon is None else horizon
        self.max_futures = futures  # a fixed count instead of the clock (tests, benchmarks)
        self.stats = SearchStats()

    def choose(self, turn: BotTurn) -> Any:
        self.stats = SearchStats()
        options = turn.options
        if len(options) == 1:
            return options[0]
        default = self.policy.choose(turn)
        if not self.game.worth_searching(turn.decision):
            return default
        seen = turn.seen if self.game.searchable else None
        if seen is None:
            return default
        return _Search(self, turn, seen, default).run()


class _Search:
    """One decision's search."""

    def __init__(self, bot: SearchBot, turn: BotTurn, seen: Seen[Any], default: Any) -> None:
        self.bot = bot
        self.game = bot.game
        self.turn = turn
        self.seen = seen
        self.seed = turn.rng.getrandbits(62)
        options = turn.options
        if default not in options:  # a heuristic that strays off the list: start from the first option
            default = options[0]
        self.base = Candidate(options.index(default), default)
        self.others = [Candidate(i, a) for i, a in enumerate(options) if a != default]
        self.stats = SearchStats(candidates=len(options))
        bot.stats = self.stats
        self.stopped = False
        self.leaf = self.game.search_leaf(turn)
        pairs = self.game.search_pairs(turn)
        self.min_pairs = MIN_PAIRS if pairs is None else pairs
        self.narrows = pairs is not None and bot.max_futures is None  # a count of futures has no clock to narrow by
        self.ranked: list[Candidate] = []  # the named options, most promising first (what narrowing keeps)
        self.started = turn.clock()

    def run(self) -> Any:
        self._shortlist()
        k = 0
        while not self._out_of_time(k):
            alive = [c for c in self.others if c.alive]
            if not alive:
                break
            for candidate in [self.base, *alive]:
                if not candidate.alive:  # narrowed out in this round
                    continue
                value = self._future(candidate.action, k)
                if value is None:
                    break
                candidate.values.append(value)
                if self.narrows:
                    self._narrow()
            if self.stopped:
                break
            k += 1
            self._prune()
            if self._sure():
                break
        self.stats.values = {c.index: c.values for c in [self.base, *self.others]}
        return self._best().action

    def _out_of_time(self, k: int) -> bool:
        if self.bot.max_futures is not None:
            return k >= self.bot.max_futures or self.turn.cancelled()
        return self.turn.should_stop()

    def _prune(self) -> None:
        for c in self.others:
            if c.alive:
                mean, se, n = c.advantage(self.base)
                if n >= self.min_pairs and mean + DROP_Z * se <= self.game.search_margin:
                    c.alive = False

    def _shortlist(self) -> None:
        """With many options, compare only those that look best right after they are taken
        (``evaluate`` on one sampled world); the heuristic's choice is always among them. A game may
        name the options to compare instead (``Game.search_options``)."""
        named = self.game.search_options(self.turn, self.base.action)
        if named is not None:
            named = [a for a in named if a != self.base.action and a in self.turn.options]
            kept = [self.turn.options.index(a) for a in named[: WIDTH - 1]]
            by_index = {c.index: c for c in self.others}
            self.ranked = [by_index[i] for i in kept]
            for c in self.others:
                c.alive = c.index in kept
            return
        if len(self.others) < WIDTH:
            return
        game, seat = self.game, self.turn.seat
        world = game.sample(self.seen, Rng.from_seed(self.seed - 1))
        ranked = []
        for order, c in enumerate(self.others):
            if self._stop_now():
                return
            state = game.clone(world)
            game.perform(state, seat, c.action)
            values = game.evaluate(state)
            ranked.append((-(values[seat] if values else 0.0), order, c))
        ranked.sort(key=lambda r: (r[0], r[1]))
        for _, _, c in ranked[WIDTH - 1 :]:
            c.alive = False

    def _narrow(self) -> None:
        """Keep only as many of the named options, most promising first, as can still reach ``min_pairs``
        futures (with the heuristic's choice) in the time left, at what a future has cost so far; the others are
        dropped unplayed, so a dear decision compares fewer options instead of none."""
        if not self.stats.futures:
            return
        cost = (self.turn.clock() - self.started) / self.stats.futures
        left = self.turn.time_left()
        needed = max(0, self.min_pairs - len(self.base.values))
        for c in self.ranked:
            if not c.alive:
                continue
            own = max(0, self.min_pairs - len(c.values))
            if (needed + own) * cost > left:
                c.alive = False
            else:
                needed += own

    def _sure(self) -> bool:
        """One option beats the heuristic's choice beyond doubt: no need to look further."""
        for c in self.others:
            if c.alive:
                mean, se, n = c.advantage(self.base)
                if n >= 2 * self.min_pairs and mean > SURE_Z * se and mean > self.game.search_margin:
                    return True
        return False

    def _best(self) -> Candidate:
        """The option with the largest clear advantage over the heuristic's, if it is above the game's
        ``search_margin`` (0 for most games: any clear advantage)."""
        best, best_mean = self.base, self.game.search_margin
        for c in self.others:
            mean, se, n = c.advantage(self.base)
            if n >= self.min_pairs and mean > PICK_Z * se and mean > best_mean:
                best, best_mean = c, mean
        self.stats.kept_heuristic = best is self.base
        return best

    # ----- one sampled future ------------------------------------------------------------------
    def _future(self, action: Any, k: int) -> float | None:
        """The seat's value after ``action`` in the k-th sampled world; None if time ran out."""
        game, seat = self.game, self.turn.seat
        state = game.sample(self.seen, Rng.from_seed(self.seed + k))
        mine = game.decision_for(state, seat)
        if mine is None or action not in mine.options:
            raise SampleMismatch(f"{game.id}: a sampled state does not offer seat {seat} the same options")
        root_turn = game.turn_key(state)
        game.perform(state, seat, action)
        values = self._play_out(state, random.Random(self.seed + k), root_turn)
        if values is None:
            return None
        self.stats.futures += 1
        return values[seat]

    def _play_out(self, state: Any, rng: random.Random, root_turn: Any) -> list[float] | None:
        """Play the heuristic from ``state`` until the look-ahead ends, counted from the decision's own
        turn (``root_turn``): an option that ends the turn is judged at the same point as one that does
        not, instead of a whole turn of its own later.

        A heuristic may remember things between its decisions (the galaxy's plan of the tactical action
        under way). Every seat of every future plays a copy of the bot's own heuristic as it stands at the
        decision, so no future inherits what another future did, and the heuristic's choice at the next
        real decision is the one Normal would make (docs/search.md, the galaxy game: "Why Hard was not stronger")."""
        game = self.game
        policies: dict[int, Bot] = {}  # each seat's own copy of the heuristic, fresh for every future
        last_turn = game.turn_key(state)
        turns = 0 if last_turn == root_turn else 1
        steps = 0
        while True:
            decisions = game.decisions(state)
            if not decisions:
                break
            if self._at_leaf(state, turns):
                values = game.evaluate(state)
                if values is not None:
                    return values
            steps += 1
            self.stats.steps += 1
            if steps % CHECK_EVERY == 0 and self._stop_now():
                return None
            decision = decisions[0]
            options = decision.options
            if len(options) == 1:
                action = options[0]
            else:
                view = _lazy_view(game, state, decision.seat)
                policy = policies.get(decision.seat)
                if policy is None:
                    policy = policies[decision.seat] = copy.deepcopy(self.bot.policy)
                action = policy.choose(BotTurn(game, decision.seat, decision, view, rng, 0.0))
            game.perform(state, decision.seat, action)
            key = game.turn_key(state)
            if key != last_turn:
                turns, last_turn = turns + 1, key
        values = game.evaluate(state)
        assert values is not None, "a finished game has a result"
        return values

    def _at_leaf(self, state: Any, turns: int) -> bool:
        """Where the future is judged: where the game's ``search_leaf`` says, else ``horizon`` turns on."""
        if self.leaf is not None:
            return self.leaf(state)
        return bool(self.bot.horizon) and turns >= self.bot.horizon

    def _stop_now(self) -> bool:
        if self.turn.cancelled() or (self.bot.max_futures is None and self.turn.should_stop()):
            self.stopped = True
        return self.stopped


class SampleMismatch(AssertionError):
    """A game's sampler drew a state that does not match the seat's decision: a bug in the game."""


def _lazy_view(game: Game[Any], state: Any, seat: int) -> Any:
    return lambda: game.search_view(state, seat)
