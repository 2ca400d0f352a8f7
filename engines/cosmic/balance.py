"""Balance figures for Cosmic Conquest from bot games: `python -m engines.cosmic.balance`.

Plays heuristic bots against each other (and against random) with engines.core.simulate and
prints a Markdown report: wins by seat, and how often each Contender and Armory design was on
the winning side (in the winner's team; bought by the winner at least once).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

from engines.core.contract import Result
from engines.core.simulate import simulate
from engines.cosmic import GAME
from engines.cosmic.content import CARDS, CONTENDERS
from engines.cosmic.state import CosmicState

LIMIT = 0.70


class Presence:
    """Counts, over won games, the winner's Contenders and the designs the winner bought."""

    def __init__(self) -> None:
        self.wins = 0
        self.contenders: Counter[str] = Counter()
        self.cards: Counter[str] = Counter()
        self.picked: Counter[str] = Counter()
        self.positions: Counter[int] = Counter()
        self.games = 0

    def __call__(self, result: Result, state: Any) -> None:
        assert isinstance(state, CosmicState)
        winner = result.winners[0]
        self.wins += 1
        self.games += 1
        self.positions[state.order.index(winner)] += 1
        for team in state.teams:
            for key in team:
                self.picked[CONTENDERS[key].name] += 1
        for key in state.teams[winner]:
            self.contenders[CONTENDERS[key].name] += 1
        for index in set(state.bought[winner]):
            self.cards[CARDS[index].name] += 1

    def worst(self, counter: Counter[str]) -> tuple[str, float]:
        if not counter or not self.wins:
            return ("-", 0.0)
        name, count = counter.most_common(1)[0]
        return name, count / self.wins


def run(games: int, players: int, bots: list[str], seed: int = 0) -> tuple[dict[str, Any], Presence]:
    presence = Presence()
    report = simulate(GAME, games, players, bots, seed=seed, on_result=presence)
    return report, presence


def _table(title: str, counter: Counter[str], wins: int, picked: Counter[str] | None = None) -> list[str]:
    if picked is None:
        lines = [f"| {title} | wins present | share of wins |", "|---|---:|---:|"]
        return lines + [f"| {name} | {count} | {count / wins:.1%} |" for name, count in counter.most_common()]
    lines = [f"| {title} | wins present | share of wins | games played | wins when played |",
             "|---|---:|---:|---:|---:|"]
    for name, count in counter.most_common():
        games = picked[name]
        lines.append(f"| {name} | {count} | {count / wins:.1%} | {games} | {count / games if games else 0:.1%} |")
    return lines


def report(games: int, seed: int) -> str:
    out = ["# Cosmic Conquest balance (measured)", ""]
    for players, bots in ((2, ["heuristic", "random"]), (2, ["random", "heuristic"])):
        summary, _ = run(games, players, bots, seed)
        out.append(f"- {players} players, {','.join(bots)}: win rate by seat {summary['win_rate_by_seat']}, "
                   f"errors {summary['errors']}")
    for players in (2, 4, 6):
        summary, presence = run(games, players, ["heuristic"] * players, seed)
        name, share = presence.worst(presence.contenders)
        card, card_share = presence.worst(presence.cards)
        by_turn = [round(presence.positions[i] / presence.wins, 3) for i in range(players)]
        out += ["", f"## {players} heuristic bots, {games} games", "",
                f"- win rate by seat: {summary['win_rate_by_seat']} (errors {summary['errors']})",
                f"- win rate by place in turn order: {by_turn}",
                f"- most present Contender in wins: {name} {share:.1%} (limit {LIMIT:.0%})",
                f"- most present Armory design in wins (bought by the winner): {card} {card_share:.1%}", ""]
        out += [*_table("Contender", presence.contenders, presence.wins, presence.picked), ""]
        out += _table("Armory design", presence.cards, presence.wins)
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.cosmic.balance", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    sys.stdout.write(report(args.games, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
