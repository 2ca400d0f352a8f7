"""The seat side of a room: claiming, rejoining with a token, watching, leaving, and the host's seat changes."""

from __future__ import annotations

import hmac
from typing import TYPE_CHECKING, Any

from engines.net.names import unique
from engines.net.peer import LOBBY, PLAYER, SPECTATOR, Peer
from engines.net.protocol import Claim, NetError, Notice, Rejection, Rejoin, Seated, Watch, encode
from engines.net.seats import OPEN, REMOTE, SeatSlot, new_token, plan_seats

if TYPE_CHECKING:
    from engines.net.room import Room

MAX_COLOUR = 15


def claim(room: Room, peer: Peer, message: Claim) -> None:
    """Give a peer a free seat and a colour, or refuse with the reason."""
    free = [i for i, s in enumerate(room.slots) if s.is_open]
    seat = message.seat if message.seat is not None else (free[0] if free else None)
    if seat is None:
        room.reject(peer, message.id, Rejection.FULL, "No seat is free; you may watch instead.")
        return
    if seat not in free:
        room.reject(peer, message.id, Rejection.SEAT_TAKEN, "That seat is not free; pick another.")
        return
    colour = message.colour if message.colour is not None else free_colour(room.slots, seat)
    if not 0 <= colour <= MAX_COLOUR or colour in taken_colours(room.slots, seat):
        room.reject(peer, message.id, Rejection.COLOUR_TAKEN, "That colour is taken; pick another.")
        return
    room.slots[seat] = SeatSlot(REMOTE, peer.name, colour, new_token())
    bind(room, peer, seat, message.id)
    if room.auto_start and not room.started and not any(s.is_open for s in room.slots):
        room.start()


def rejoin(room: Room, peer: Peer, message: Rejoin) -> None:
    """Give a peer back the seat its token belongs to; a bot playing it steps aside."""
    token = message.token.encode()
    for seat, slot in enumerate(room.slots):
        if slot.kind == REMOTE and slot.token and hmac.compare_digest(token, slot.token.encode()):
            old = room.seat_peers.pop(seat, None)
            if old is not None and old is not peer:
                old.role, old.seat, old.token = LOBBY, None, ""
                old.close(4000, "Your seat was taken over by a new connection with your token.")
            peer.name = slot.name
            handed = bool(slot.bot)
            slot.bot = ""
            bind(room, peer, seat, message.id)
            if room.started and room.end is None:
                room.notice(f"{slot.name} is back.")
            if handed:
                room.bots.changed()
            return
    room.reject(peer, message.id, Rejection.BAD_TOKEN, "That seat token is not valid for this room.")


def watch(room: Room, peer: Peer, message: Watch) -> None:
    """Seat a peer as a spectator: the public view only."""
    if sum(1 for p in room.peers if p.role == SPECTATOR) >= room.limits.max_spectators:
        room.reject(peer, message.id, Rejection.FULL, "This room has all the spectators it takes.")
        return
    peer.role, peer.seat, peer.token = SPECTATOR, None, new_token()
    room.send(peer, encode(Seated(id=message.id, seat=None, token=peer.token, name=peer.name)))
    room.room_changed()
    room.send_full(peer)


def bind(room: Room, peer: Peer, seat: int, message_id: int) -> None:
    slot = room.slots[seat]
    peer.role, peer.seat, peer.token = PLAYER, seat, slot.token
    room.seat_peers[seat] = peer
    room.room_changed(save=True)  # the token is on disk before its holder hears of it
    room.send(peer, encode(Seated(id=message_id, seat=seat, token=slot.token, name=slot.name)))
    room.send_full(peer)


def leave(room: Room, peer: Peer) -> None:
    """A peer says goodbye; before the start its seat opens again, after it the seat waits."""
    if not room.started and peer.role == PLAYER and peer.seat is not None:
        room.slots[peer.seat] = SeatSlot(OPEN, f"Seat {peer.seat + 1}", peer.seat)
    room.detach(peer)
    peer.close(1000, "You left the room.")


def set_seat(room: Room, seat: int, kind: str) -> None:
    """Before the start: make a seat open, local or a bot ('bot:heuristic')."""
    if room.started:
        raise NetError("The game has started; hand a seat to a bot instead.")
    check_seat(room, seat)
    try:
        slot = plan_seats([kind])[0]
    except ValueError as error:
        raise NetError(str(error)) from None
    if slot.bot:
        room.bots.check_kind(slot.bot)
    slot.name = f"{slot.bot.capitalize()} bot {seat + 1}" if slot.bot else slot.name
    slot.name = f"Seat {seat + 1}" if slot.kind == OPEN else slot.name
    slot.colour = free_colour(room.slots, seat)
    old = room.seat_peers.pop(seat, None)
    if old is not None:
        old.role, old.seat, old.token = LOBBY, None, ""
        room.send(old, encode(Notice(text="The host changed your seat; pick another.")))
    room.slots[seat] = slot
    room.room_changed(save=True)


def hand_to_bot(room: Room, seat: int, kind: str = "random") -> None:
    """A bot plays this seat from now on, until its player rejoins with their token."""
    if not room.started or room.end is not None:
        raise NetError("Only a game in progress can hand a seat to a bot.")
    check_seat(room, seat)
    room.bots.check_kind(kind)
    room.slots[seat].bot = kind
    room.notice(f"A {kind} bot now plays for {room.slots[seat].name}.")
    room.room_changed(save=True)
    room.bots.changed()


def take_back(room: Room, seat: int) -> None:
    """The host takes a seat back from its bot (a remote player gets it back by rejoining)."""
    check_seat(room, seat)
    if room.slots[seat].bot and room.slots[seat].kind != OPEN and not room.slots[seat].kind.startswith("bot:"):
        room.slots[seat].bot = ""
        room.notice(f"{room.slots[seat].name} plays again.")
        room.room_changed(save=True)


def check_seat(room: Room, seat: Any) -> None:
    if not isinstance(seat, int) or not 0 <= seat < room.players:
        raise NetError(f"There is no seat {seat}.")


def taken_colours(slots: list[SeatSlot], seat: int) -> set[int]:
    return {s.colour for i, s in enumerate(slots) if i != seat and not s.is_open}


def free_colour(slots: list[SeatSlot], seat: int) -> int:
    taken = taken_colours(slots, seat)
    return int(next(c for c in [seat, *range(MAX_COLOUR + 1)] if c not in taken))


def unique_name(room: Room, name: str) -> str:
    """The name, or the name with a number when it reads like one already in the room (the host's too)."""
    taken = [p.name for p in room.peers] + [s.name for s in room.slots] + [room.host_name]
    return unique(name, [t for t in taken if t])
