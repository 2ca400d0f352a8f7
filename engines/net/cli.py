"""`starboard serve` (host without a window) and `starboard join` (play a seat with a bot).

Both print one JSON line at the end: ``result``, ``version`` (the final state version) and
``digest`` (a hash of the final state, as the host computed it). Mistakes print one line on
stderr and return 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engines.net.ports import DEFAULT_PORT, DISCOVERY_PORT

USAGE_ERROR = 2
STOPPED = 130


class UsageError(Exception):
    """A mistake on the command line or a refusal, reported as one line."""


def add_commands(subparsers: Any) -> None:
    """Add `serve` and `join` to the `starboard` command line."""
    serve = subparsers.add_parser("serve", help="host a LAN game without a window")
    serve.add_argument("game")
    serve.add_argument("--players", type=int, help="number of seats (default: the game's minimum)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any)")
    serve.add_argument("--code", help="room code joiners must give (default: a random one)")
    serve.add_argument("--bots", default="", metavar="SPEC,...",
                       help="per seat from seat 0: easy, normal, hard (or random, heuristic) or open; "
                            "seats not given wait for joiners")
    serve.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    serve.add_argument("--seed", type=int, default=None)
    serve.add_argument("--bind", default="0.0.0.0",
                       help="address to listen on (default 0.0.0.0: every interface; 127.0.0.1: this computer only)")
    serve.add_argument("--name", default="", help="host name shown in the join list")
    serve.add_argument("--announce", action="append", default=[], metavar="ADDRESS",
                       help="where to announce the game (repeatable; default: the LAN's broadcast address, "
                            "or 127.0.0.1 when bound to this computer only)")
    serve.add_argument("--no-beacon", action="store_true", help="do not advertise on the LAN")
    serve.add_argument("--discovery-port", type=int, default=DISCOVERY_PORT, help=argparse.SUPPRESS)
    serve.add_argument("--autosave", type=Path, help="autosave file (default: in the user data folder)")
    serve.add_argument("--resume", type=Path, metavar="AUTOSAVE", help="reload a LAN game's autosave")
    serve.add_argument("--bot-delay", type=float, default=0.0, help="seconds before each bot move")
    serve.add_argument("--replace-after", type=float, default=0.0, metavar="SECONDS",
                       help="hand a seat whose player is gone this long to a random bot (0: wait)")
    serve.add_argument("--replay", type=Path, metavar="FILE", help="at the end, save the game there to replay it")
    serve.set_defaults(handler=_serve)

    join = subparsers.add_parser("join", help="join a LAN game and play a seat with a bot")
    join.add_argument("address", metavar="HOST:PORT")
    join.add_argument("--code", required=True)
    join.add_argument("--name", required=True)
    join.add_argument("--seat", type=int, default=None, help="seat number from 0 (default: the first free)")
    join.add_argument("--bot", default="random",
                      help="random, easy or normal (default random); hard needs the whole state, so a joined "
                           "seat plays it as normal")
    join.add_argument("--seed", type=int, default=0, help="seed of the bot's own choices")
    join.add_argument("--watch", action="store_true", help="watch as a spectator instead of playing")
    join.add_argument("--timeout", type=float, default=5.0, help="seconds to wait for the host")
    join.add_argument("--replay", type=Path, metavar="FILE",
                      help="at the end, save this seat's own replay there (what it was shown)")
    join.set_defaults(handler=_join)


def _serve(args: argparse.Namespace) -> int:
    from engines.net.serve import serve

    return _guard(lambda: serve(args))


def _join(args: argparse.Namespace) -> int:
    from engines.net.join import join

    return _guard(lambda: join(args))


def _guard(run: Any) -> int:
    import asyncio

    from engines.core.options import OptionError
    from engines.core.saves import SaveError
    from engines.net.protocol import NetError
    from engines.net.seats import RoomFileError
    from engines.net.serve import Stopped

    try:
        summary = asyncio.run(run())
    except (UsageError, NetError, OptionError, SaveError, RoomFileError, ValueError) as error:
        print(f"starboard: {error}", file=sys.stderr, flush=True)
        return USAGE_ERROR
    except Stopped as stopped:
        print(f"starboard: {stopped}", file=sys.stderr, flush=True)
        return STOPPED
    except KeyboardInterrupt:
        print("starboard: stopped", file=sys.stderr, flush=True)
        return STOPPED
    print(json.dumps(summary), flush=True)
    return 0


def split_address(text: str) -> tuple[str, int]:
    """'192.168.1.5:47800' -> ('192.168.1.5', 47800); a missing port is the default one."""
    host, sep, port = text.strip().rpartition(":")
    if not sep:
        return text.strip(), DEFAULT_PORT
    host = host.strip("[]")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise UsageError(f"an address is HOST:PORT, like 192.168.1.5:{DEFAULT_PORT}, not {text!r}")
    return host, int(port)


def seat_kinds(spec: str, players: int) -> list[str]:
    """`--bots random,open,heuristic` as seat kinds; seats not named are open for joiners."""
    given = [part.strip() for part in spec.split(",")] if spec.strip() else []
    if len(given) > players:
        raise UsageError(f"--bots names {len(given)} seats but the game has {players}")
    kinds = []
    for part in given + [""] * (players - len(given)):
        kind = part.removeprefix("bot:")
        kinds.append("open" if kind in ("", "-", "open", "human") else f"bot:{kind}")
    return kinds
