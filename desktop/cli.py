"""The `starboard` command line: one program for the app and its headless tools.

Headless commands never import Qt, so they run on servers and in CI without a screen.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from desktop import __version__

USAGE_ERROR = 2


class CliError(Exception):
    """A user mistake reported as one line on stderr with exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"starboard: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="starboard", description="Starboard: five board games on one table.")
    parser.add_argument("--version", action="version", version=f"starboard {__version__}")
    parser.add_argument("--self-test", action="store_true", help="check every game offscreen, then exit")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = commands.add_parser("play", help="open a game directly")
    _game_arguments(play)
    play.add_argument("--seats", help="human,bot:hard,... one per seat (bots: easy, normal, hard)")

    load = commands.add_parser("load", help="resume a saved game")
    load.add_argument("file")

    commands.add_parser("games", help="list the game ids")

    sim = commands.add_parser("simulate", help="play bot games headless and report")
    _game_arguments(sim)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--bots", default="random",
                     help="easy, normal, hard (or random, heuristic) for every seat, or SPEC,SPEC,... per seat")
    sim.add_argument("--budget", type=float, default=1.0, metavar="SECONDS",
                     help="each bot's time per decision, in seconds of one core (default 1)")
    sim.add_argument("--swap", action="store_true",
                     help="reverse the bots' seats for the second half of the games")
    sim.add_argument("--save", metavar="DIR", help="write each finished game's save into DIR, to replay it")

    record = commands.add_parser("record", help="a save's record: result, scores after every round, figures")
    record.add_argument("file")
    record.add_argument("--json", action="store_true", help="one JSON object: game, result, moves, series...")

    shot = commands.add_parser("screenshot", help="render a game's table offscreen to a PNG")
    _game_arguments(shot)
    shot.add_argument("--out", required=True)
    shot.add_argument("--actions", type=int, default=0, help="random legal actions to play first")
    shot.add_argument("--size", default="1600x1000", help="WIDTHxHEIGHT")
    shot.add_argument("--bots", default="random",
                      help="who plays the --actions first: random, easy, normal, hard (one, or one per seat)")
    _net_commands(commands)
    return parser


def _net_commands(commands: Any) -> None:
    """`serve` and `join` come from engines.net, which needs no Qt."""
    try:
        from engines.net.cli import add_commands
    except ModuleNotFoundError as error:
        if error.name not in ("engines.net", "engines.net.cli"):
            raise
        return
    add_commands(commands)


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")


def main(argv: list[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0].endswith(".starboard"):
        args_list = ["load", *args_list]  # a double-clicked save arrives as the only argument
    if not args_list:  # the plain launch: straight to the launcher, without building the whole parser
        return _gui(argparse.Namespace(command=None, self_test=False))
    try:
        tool = _game_tool(args_list)
        if tool is not None:
            return tool
        args = build_parser().parse_args(args_list)
        return _dispatch(args)
    except CliError as error:
        print(f"starboard: {error}", file=sys.stderr)
        return USAGE_ERROR


def _game_tool(argv: list[str]) -> int | None:
    """`starboard galaxy generate ...`: a game's own tools, when the first word is a game id."""
    if not argv or argv[0].startswith("-"):
        return None
    from engines.registry import game_ids, get_game

    if argv[0] in game_ids():
        return get_game(argv[0]).tools(argv[1:])
    return None


def _dispatch(args: argparse.Namespace) -> int:
    handlers: dict[str | None, Callable[[argparse.Namespace], int]] = {
        "games": _games,
        "simulate": _simulate,
        "play": _gui,
        "load": _gui,
        "screenshot": _screenshot,
        "record": _record,
        None: _gui,
    }
    if hasattr(args, "handler"):
        result: int = args.handler(args)
        return result
    if args.self_test:
        from desktop.selftest import run_self_test

        return run_self_test()
    return handlers[args.command](args)


def resolve_game(game_id: str) -> Any:
    from engines.registry import get_game

    try:
        return get_game(game_id)
    except KeyError as error:
        raise CliError(error.args[0]) from None


def resolve_setup(args: argparse.Namespace) -> tuple[Any, int, dict[str, Any], int]:
    """The game, player count, validated options and seed named on the command line."""
    from engines.core.options import OptionError, parse_pairs
    from engines.core.rng import new_seed

    game = resolve_game(args.game)
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        raise CliError(f"{game.id} takes {game.min_players} to {game.max_players} players, not {players}")
    seed = args.seed if args.seed is not None else new_seed()
    try:
        options = game.resolve_options(parse_pairs(args.option))
        game.setup_note(players, options)
        game.new_state(players, seed, options)  # values that do not go together, refused here and not mid-run
    except OptionError as error:
        raise CliError(str(error)) from None
    return game, players, options, seed


def _games(args: argparse.Namespace) -> int:
    from engines.registry import game_ids

    for game_id in game_ids():
        print(game_id)
    return 0


def checked_bots(game: Any, text: str, players: int) -> list[str]:
    """``--bots``: one bot name for every seat or one a seat, each a bot the game has."""
    from engines.core.bots import bot_specs, make_bot

    try:
        specs = bot_specs(text, players)
        for spec in set(specs):
            make_bot(game, spec)
    except ValueError as error:
        raise CliError(str(error)) from None
    return specs


def _simulate(args: argparse.Namespace) -> int:
    from engines.core.simulate import simulate

    game, players, options, seed = resolve_setup(args)
    if args.seed is None:
        seed = 0
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if not 0 < args.budget <= 3600:
        raise CliError("--budget takes seconds, more than 0 and at most 3600")
    specs = checked_bots(game, args.bots, players)
    save_dir = _save_folder(args.save)
    report = simulate(game, args.games, players, specs, seed, options, progress=_progress_printer(),
                      budget=args.budget, swap=args.swap, save_dir=save_dir)
    print(json.dumps(report), flush=True)
    return 1 if report["errors"] else 0


def _save_folder(text: str | None) -> Path | None:
    if text is None:
        return None
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CliError(f"cannot write saves into {folder}: {error.strerror or error}") from None
    return folder


def _record(args: argparse.Namespace) -> int:
    from engines.core.record import build_record, record_json, record_text
    from engines.core.replay import open_replay
    from engines.core.saves import SaveError

    try:
        record = build_record(open_replay(Path(args.file)))
    except SaveError as error:
        raise CliError(str(error)) from None
    try:
        print(record_json(record).decode() if args.json else record_text(record), flush=True)
    except BrokenPipeError:  # `starboard record FILE | head`: the reader had enough
        sys.stdout = None  # type: ignore[assignment]  # nothing more to flush at exit
    return 0


def _progress_printer() -> Callable[[int, int], None]:
    started = time.monotonic()
    last = [started]

    def show(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] >= 2.0 or (done == total and now - started >= 2.0):
            last[0] = now
            print(f"simulate: {done}/{total} games, {now - started:.0f} s", file=sys.stderr, flush=True)

    return show


def _gui(args: argparse.Namespace) -> int:
    from desktop.app import run_gui

    return run_gui(args)


def _screenshot(args: argparse.Namespace) -> int:
    from desktop.screenshot import run_screenshot

    return run_screenshot(args)
