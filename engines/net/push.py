"""Pushing the table to everyone after a change: each seat's own Update, encoded once, checked for leaks.

A seat's envelope is encoded once and written to every connection of that seat; spectators share
the public one. With the room's leak guard on, a view that would show another seat's secrets (or
the generator state) never leaves the host: that seat gets a notice instead and the host an error.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import msgspec

from engines.core.match import Match
from engines.net import edge
from engines.net.peer import Peer
from engines.net.protocol import Notice, Update, encode
from engines.net.seats import LOCAL

if TYPE_CHECKING:
    from engines.net.room import Room

log = logging.getLogger("starboard.net")
Banned = dict[int | None, list[bytes]]


def push_change(room: Room, match: Match, events: list[Any], full: bool) -> None:
    """Every recipient's Update after a change (``full``: the whole log, after an undo or a start)."""
    by_seat: dict[int | None, list[Peer]] = {}
    for peer in room.peers:
        if peer.seated:
            by_seat.setdefault(peer.seat, []).append(peer)
    local = {i for i, s in enumerate(room.slots) if s.kind == LOCAL}
    public = room.listener.watch_public
    wanted = set(by_seat) | local | ({None} if public else set())
    new_log = match.log if full else match.log[room.log_mark :]
    room.log_mark = len(match.log)
    banned = edge.forbidden(match) if room.leak_guard and by_seat else None
    for seat, envelope in edge.envelopes(match, sorted(wanted, key=_seat_order)).items():
        update = Update(envelope=envelope, log=edge.log_for(new_log, seat),
                        events=edge.events_for(events, seat), full=full)
        deliver(room, match, by_seat.get(seat, []), update, banned)
        if seat in local or (seat is None and public):
            room.listener.update(seat, update)


def send_full(room: Room, peer: Peer) -> None:
    """The whole current picture for one peer, and the end if the game is over."""
    match = room.match
    if match is None:
        return
    envelope = edge.envelopes(match, [peer.seat])[peer.seat]
    deliver(room, match, [peer], Update(envelope=envelope, log=edge.log_for(match.log, peer.seat), full=True))
    if room.end is not None:
        room.send(peer, encode(room.end))


def deliver(room: Room, match: Match, peers: list[Peer], update: Update, banned: Banned | None = None) -> None:
    """Encode one seat's Update once and write it to each of its connections."""
    if not peers:
        return
    seat = update.envelope.seat
    if room.leak_guard:
        view = encode(update.envelope.view)
        found = edge.leaks(view, (banned or edge.forbidden(match))[seat])
        if found:
            withhold(room, seat, peers, len(found))
            return
        envelope = msgspec.structs.replace(update.envelope, view=msgspec.Raw(view))
        update = msgspec.structs.replace(update, envelope=envelope)
    data = encode(update)
    for peer in peers:
        room.send(peer, data)


def withhold(room: Room, seat: int | None, peers: list[Peer], count: int) -> None:
    log.error("withheld a view of seat %s of %s: it showed %d hidden strings", seat, room.game.id, count)
    room.listener.error(f"{room.game.title} tried to show seat {seat} hidden information; view withheld.")
    data = encode(Notice(text="The host withheld a view that would have shown hidden information."))
    for peer in peers:
        room.send(peer, data)


def _seat_order(seat: int | None) -> int:
    return -1 if seat is None else seat
