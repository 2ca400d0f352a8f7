"""`starboard galaxy generate`, `adjacency` and `combat`: the galaxy's command-line tools."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, NoReturn

from engines.core.rng import Rng
from engines.galaxy.adjacency import Galaxy, node_name
from engines.galaxy.combat_cli import BattleError, add_combat_parser, run_combat
from engines.galaxy.generator import generate
from engines.galaxy.layouts import LAYOUT_CHOICES, LayoutError, layout_for
from engines.galaxy.mapstring import MapStringError, parse_map

USAGE_ERROR = 2


class _ToolError(Exception):
    """A mistake on the command line, reported as one line on stderr."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _ToolError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="starboard galaxy", description="Twilight Imperium galaxy tools.")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser, required=True)
    gen = commands.add_parser("generate", help="print a random or balanced galaxy as a map string")
    gen.add_argument("--players", type=int, required=True)
    gen.add_argument("--layout", choices=LAYOUT_CHOICES, default="standard")
    gen.add_argument("--balanced", action="store_true")
    gen.add_argument("--seed", type=int, default=None)
    adj = commands.add_parser("adjacency", help="print the systems and their neighbours as JSON")
    adj.add_argument("--map", required=True, dest="map_string")
    adj.add_argument("--nexus", choices=("active", "inactive"), default="inactive")
    add_combat_parser(commands)
    return parser


def run(argv: list[str]) -> int:
    """Run one tool; a user mistake prints one line on stderr and returns 2."""
    try:
        args = build_parser().parse_args(argv)
        if args.command == "generate":
            print(_generate(args.players, args.layout, args.balanced, args.seed))
        elif args.command == "combat":
            print(run_combat(args))
        else:
            print(json.dumps(adjacency_json(args.map_string, args.nexus == "active")))
    except (_ToolError, LayoutError, MapStringError, BattleError) as error:
        print(f"starboard galaxy: {error}", file=sys.stderr)
        return USAGE_ERROR
    return 0


def _generate(players: int, choice: str, balanced: bool, seed: int | None) -> str:
    chosen = layout_for(players, choice)
    seed = seed if seed is not None else int(time.time() * 1000) % 1_000_000_007
    return generate(chosen, Rng.from_seed(seed), balanced).map_string


def adjacency_json(text: str, nexus_active: bool = False) -> dict[str, Any]:
    """{"tiles": {position: tile}, "adjacent": {position: [positions]}} for the systems of a map."""
    galaxy = Galaxy(parse_map(text), nexus_active=nexus_active)
    nodes = sorted(galaxy.tokens, key=_order)
    tiles = {node_name(n): galaxy.tokens[n] for n in nodes}
    adjacent = {node_name(n): [_label(m) for m in sorted(galaxy.neighbours(n), key=_order)] for n in nodes}
    return {"tiles": tiles, "adjacent": adjacent}


def _order(node: int) -> tuple[int, int]:
    return (1, -node) if node < 0 else (0, node)


def _label(node: int) -> int | str:
    return node if node >= 0 else node_name(node)
