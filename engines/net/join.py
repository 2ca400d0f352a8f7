"""`starboard join`: join a LAN game, play a seat with a bot (or watch), and report the end."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engines.core.bots import make_bot
from engines.core.saves import write_atomic
from engines.net.autoplay import play_seat
from engines.net.cli import UsageError, split_address
from engines.net.client import Client
from engines.net.listener import ClientListener
from engines.net.protocol import NetError, Rejected, Rejection
from engines.net.store import TokenStore


class Narrator(ClientListener):
    """Tells the console what happens at the table; stdout keeps only the final JSON line."""

    def notice(self, text: str, waiting: list[int]) -> None:
        _say(text)

    def rejected(self, rejected: Rejected) -> None:
        if rejected.code not in (Rejection.STALE, Rejection.RATE):
            _say(f"refused ({rejected.code}): {rejected.reason}")

    def disconnected(self, reason: str) -> None:
        _say(reason)


async def join(args: argparse.Namespace) -> dict[str, Any]:
    """Connect, take (or take back) a seat, play it to the end; returns the end summary."""
    host, port = split_address(args.address)
    client = Client(Narrator(), reconnect=True)
    room = await client.connect(host, port, args.code, args.name, args.timeout)
    assert client.game is not None
    try:
        bot = make_bot(client.game, args.bot)
    except ValueError as error:
        await client.close()
        raise UsageError(str(error)) from None
    store = TokenStore()
    key = TokenStore.key(client.address, args.code, args.name)
    try:
        if args.watch:
            await client.watch()
            _say(f"watching {room.title}")
            end = await client.wait_end()
        else:
            seat, back = await _sit(client, store, key, args.seat)
            again = " (took back my seat)" if back else ""
            _say(f"playing {room.title} in seat {seat} as {client.seat_name}{again}")
            end = await play_seat(client, bot, args.seed)
            store.forget(key)
    finally:
        await client.close()
    if args.replay is not None and client.recording is not None:
        write_atomic(args.replay, client.recording.to_bytes())
        _say(f"replay saved: {args.replay}")
    return end.summary([seat.name for seat in client.room.seats] if client.room is not None else None)


async def _sit(client: Client, store: TokenStore, key: str, seat: int | None) -> tuple[int, bool]:
    """Take back the remembered seat if there is one (True), else claim a seat (False)."""
    token = store.get(key)
    if token:
        try:
            return await client.rejoin(token), True
        except NetError as error:
            if error.code != Rejection.BAD_TOKEN:
                raise
            store.forget(key)
    taken = await client.claim(seat)
    store.put(key, client.token)
    return taken, False


def _say(text: str) -> None:
    print(f"join: {text}", file=sys.stderr, flush=True)
