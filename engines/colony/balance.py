"""`starboard colony balance`: bot-team win rates per planet, difficulty and player count, as Markdown."""

from __future__ import annotations

import argparse
import time
from collections import Counter
from typing import Any

from engines.colony.content import C
from engines.core.contract import Game, Result
from engines.core.simulate import simulate

TARGETS = {"cadet": 70, "commander": 45, "admiral": 25}


class Tally:
    """What the games of one setting did: wins, cycles, and how each ship's teams fared."""

    def __init__(self) -> None:
        self.games = self.wins = self.cycles = 0
        self.ship_games: Counter[str] = Counter()
        self.ship_wins: Counter[str] = Counter()

    def add(self, result: Result, state: Any) -> None:
        won = bool(result.winners)
        self.games += 1
        self.wins += won
        self.cycles += state.cycle
        for ship in state.ships:
            self.ship_games[ship.key] += 1
            self.ship_wins[ship.key] += won


def measure(game: Game[Any], games: int, seed: int) -> dict[tuple[str, str, int], Tally]:
    """Play ``games`` heuristic-team games for every planet, difficulty and player count; the bots
    pick their ships (nemesis first). Key (planet, "random", players): Commander with ships dealt
    at random, to compare the ships fairly."""
    tallies: dict[tuple[str, str, int], Tally] = {}
    for planet in C.planets:
        for level in [*C.raw["difficulty"]["order"], "random"]:
            for players in range(2, 7):
                tally = tallies[planet, level, players] = Tally()
                options = ({"planet": planet, "difficulty": "commander", "ships": "random"} if level == "random"
                           else {"planet": planet, "difficulty": level})
                report = simulate(game, games, players, ["heuristic"] * players, seed, options, on_result=tally.add)
                if report["errors"]:
                    raise RuntimeError(report["first_error"])
    return tallies


def markdown(tallies: dict[tuple[str, str, int], Tally], games: int, seed: int, seconds: float) -> str:
    """The report: a win-rate table per planet, averages per level, and each ship's share of wins."""
    lines = [f"Heuristic bot team, {games} games per cell (seeds {seed}..{seed + games - 1}), "
             f"{seconds:.0f} s. Targets: cadet ~70%, commander ~45%, admiral ~25%.", ""]
    for planet in C.planets:
        lines += [f"### {C.planets[planet].name} ({C.planets[planet].side} side)", "",
                  "| level | goal (2-6 p) | 2 p | 3 p | 4 p | 5 p | 6 p | mean | mean cycles |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for level in C.raw["difficulty"]["order"]:
            cells = [tallies[planet, level, n] for n in range(2, 7)]
            goals = "/".join(str(C.levels[level]["goal"][C.planets[planet].side][str(n)]) for n in range(2, 7))
            rates = [100.0 * t.wins / t.games for t in cells]
            cycles = sum(t.cycles for t in cells) / sum(t.games for t in cells)
            lines.append(f"| {level} | {goals} | " + " | ".join(f"{r:.1f}%" for r in rates)
                         + f" | {sum(rates) / len(rates):.1f}% | {cycles:.1f} |")
        lines.append("")
    lines += ["### Ships dealt at random (Commander, 2-6 players)", "",
              "Win rate of the teams that had each ship aboard. The bots pick the nemesis first when they",
              "choose, so this block deals ships at random instead to compare them fairly.", "",
              "| ship | " + " | ".join(C.planets[p].name for p in C.planets) + " |",
              "|---|" + "---|" * len(C.planets)]
    for ship in C.ships:
        shares: list[str] = []
        for planet in C.planets:
            games_with = sum(tallies[planet, "random", n].ship_games[ship] for n in range(2, 7))
            wins_with = sum(tallies[planet, "random", n].ship_wins[ship] for n in range(2, 7))
            shares.append(f"{100.0 * wins_with / max(1, games_with):.1f}% of {games_with}")
        lines.append(f"| {C.ships[ship].name} | " + " | ".join(shares) + " |")
    overall = [sum(tallies[p, "random", n].wins for n in range(2, 7)) / sum(tallies[p, "random", n].games
               for n in range(2, 7)) for p in C.planets]
    lines += ["", "All random-ship games: " + ", ".join(f"{C.planets[p].name} {100 * r:.1f}%"
                                                       for p, r in zip(C.planets, overall, strict=True)), ""]
    return "\n".join(lines) + "\n"


def main(game: Game[Any], argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="starboard colony", description="Landfall tools")
    tools = parser.add_subparsers(dest="tool", required=True)
    balance = tools.add_parser("balance", help="bot-team win rates as a Markdown report")
    balance.add_argument("--games", type=int, default=300)
    balance.add_argument("--seed", type=int, default=90_000)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tallies = measure(game, args.games, args.seed)
    print(markdown(tallies, args.games, args.seed, time.perf_counter() - started), flush=True)
    return 0
