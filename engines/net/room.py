"""A LAN room: one game hosted for several connections, with its lobby, seats, tokens and bots.

The room is the authority. It owns the Match, answers every message with Accepted or Rejected,
then pushes each seat its own Update. Everything here runs on the network thread's event loop;
``handle`` never raises, so a bad message never stops the host or the match.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import re
from collections.abc import Callable
from typing import Any

import msgspec

from engines.core.contract import Event, Game, IllegalAction
from engines.core.match import Match, SeatConfig, StaleVersion
from engines.core.rng import new_seed
from engines.net import lobby, push
from engines.net.hostbots import BotDriver
from engines.net.listener import RoomListener, guarded
from engines.net.names import clean_name
from engines.net.peer import LOBBY, PLAYER, SPECTATOR, Peer
from engines.net.protocol import (
    PROTOCOL,
    SEATED_MESSAGES,
    Accepted,
    Chat,
    ChatLine,
    Claim,
    End,
    Hello,
    Leave,
    Limits,
    Move,
    NetError,
    Notice,
    Rejected,
    Rejection,
    Rejoin,
    Resync,
    RoomInfo,
    RoomUpdate,
    SeatInfo,
    Undo,
    Watch,
    Welcome,
    client_decoder,
    encode,
    header,
    state_digest,
)
from engines.net.seats import LOCAL, OPEN, SeatSlot, new_code, normal_code
from engines.net.typed import action_reader

log = logging.getLogger("starboard.net")
Reply = Accepted | Rejected
Tap = Callable[[int | None, bytes], None]
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
CHAT_HISTORY = 50
REASON_LENGTH = 300  # characters of a refusal's reason

__all__ = ["NetError", "Reply", "Room"]


class Room:
    """One hosted game: lobby first, then the match, then its end."""

    def __init__(
        self,
        game: Game[Any],
        seats: list[SeatSlot],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        code: str | None = None,
        limits: Limits | None = None,
        listener: RoomListener | None = None,
        host_name: str = "",
    ) -> None:
        if not game.min_players <= len(seats) <= game.max_players:
            raise NetError(f"{game.title} takes {game.min_players} to {game.max_players} players")
        self.game = game
        self.players = len(seats)
        self.options = game.resolve_options(options or {})
        self.seed = seed if seed is not None else new_seed()
        self.fixed_seed = seed is not None  # the players are told: such a game can be predicted
        self.code = normal_code(code) if code else new_code()
        self.slots = seats
        self.limits = limits or Limits()
        self.listener = listener
        self.host_name = host_name
        self.match: Match | None = None
        self.end: End | None = None
        self.peers: set[Peer] = set()
        self.seat_peers: dict[int, Peer] = {}
        self.auto_start = False
        self.leak_guard = True
        self.tap: Tap | None = None  # tests: tap(seat, data) sees every message sent
        self.on_change: Callable[[], None] | None = None  # the autosaver hooks in here
        self.on_seats: Callable[[], None] | None = None
        self.on_move: Callable[[Match], None] | None = None  # a move applied, before anyone is told
        self.on_rewrite: Callable[[Match, bool], None] | None = None  # undo or start: the whole match changed
        self.chat_history: list[ChatLine] = []
        self.bots = BotDriver(self)
        self._read_action = action_reader(game)
        for slot in seats:
            if slot.bot:
                self.bots.check_kind(slot.bot)
        self.log_mark = 0
        self._pending: tuple[list[Event], bool] | None = None
        self._waiters: list[asyncio.Future[End]] = []

    # ----- reading ------------------------------------------------------------------------------
    @property
    def listener(self) -> RoomListener:
        return self._listener

    @listener.setter
    def listener(self, listener: RoomListener | None) -> None:
        self._listener = guarded(listener or RoomListener())

    @property
    def started(self) -> bool:
        return self.match is not None

    def info(self) -> RoomInfo:
        seats = [SeatInfo(i, s.name, s.colour, s.kind, self._status(i, s)) for i, s in enumerate(self.slots)]
        spectators = sum(1 for p in self.peers if p.role == SPECTATOR)
        return RoomInfo(self.game.id, self.game.title, self.players, self.options, seats,
                        self.started, self.end is not None, spectators, self.host_name)

    def _status(self, seat: int, slot: SeatSlot) -> str:
        if slot.kind in (OPEN, LOCAL) and not slot.bot:
            return slot.kind
        if slot.bot:
            return "bot"
        return "connected" if seat in self.seat_peers else "away"

    def away(self) -> list[int]:
        """Remote seats whose player is gone and that no bot plays."""
        return [i for i, s in enumerate(self.slots) if self._status(i, s) == "away"]

    async def finished(self) -> End:
        """Wait for the end of the game."""
        if self.end is not None:
            return self.end
        waiter: asyncio.Future[End] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        return await waiter

    # ----- connections ----------------------------------------------------------------------------
    def code_matches(self, code: str) -> bool:
        return hmac.compare_digest(normal_code(code).encode(), self.code.encode())

    def capacity(self) -> int:
        """Connections this room takes: one per seat, its lobby and its spectators."""
        return self.players + self.limits.max_lobby + self.limits.max_spectators

    def lobby_count(self) -> int:
        return sum(1 for p in self.peers if p.role == LOBBY)

    def attach(self, peer: Peer, hello: Hello) -> None:
        """A peer said hello with this room's code: welcome it to the lobby."""
        peer.role = LOBBY
        name = clean_name(hello.name)[: self.limits.name_length].strip()
        peer.name = lobby.unique_name(self, name or "Guest")
        self.peers.add(peer)
        self.send(peer, encode(Welcome(id=hello.id, protocol=PROTOCOL, room=self.info())))
        for line in self.chat_history:
            self.send(peer, encode(line))
        if self.end is not None:
            self.send(peer, encode(self.end))

    def detach(self, peer: Peer) -> None:
        """A connection ended (closed, dropped or killed)."""
        if peer not in self.peers:
            return
        self.peers.discard(peer)
        if peer.role == PLAYER and peer.seat is not None and self.seat_peers.get(peer.seat) is peer:
            del self.seat_peers[peer.seat]
            self.room_changed()
            if self.started and self.end is None and peer.seat in self.away():
                self.notice(f"{self.slots[peer.seat].name} left; waiting for them to come back.")
        elif peer.role == SPECTATOR:
            self.room_changed()

    def handle(self, peer: Peer, raw: bytes | str) -> None:
        """Answer one message from a peer that said hello; never raises."""
        if len(raw) > self.limits.max_message:
            size = self.limits.max_message // 1024
            self.reject(peer, header(raw[:64]).id, Rejection.TOO_BIG, f"Messages are limited to {size} KiB.")
            return
        if not peer.bucket.take():
            self.reject(peer, header(raw).id, Rejection.RATE, "Too many messages: slow down.")
            return
        try:
            message = client_decoder.decode(raw)
        except Exception as error:  # any decoding failure is the sender's fault, never the host's
            self.reject(peer, header(raw).id, Rejection.MALFORMED, f"Not a message this host reads: {_short(error)}")
            return
        try:
            self._dispatch(peer, message)
        except Exception:  # a bug must not stop the match: log it and refuse this one message
            log.exception("error handling %s from %s", type(message).__name__, peer.address)
            self.listener.error(f"Error handling a message from {peer.name}; the game goes on.")
            self._pending = None
            self.reject(peer, message.id, Rejection.INTERNAL, "The host could not handle that message.")

    def _dispatch(self, peer: Peer, message: Any) -> None:
        if isinstance(message, SEATED_MESSAGES):
            if not peer.seated:
                self.reject(peer, message.id, Rejection.NOT_SEATED, "Claim a seat or watch first.")
            elif not hmac.compare_digest(message.token.encode(), peer.token.encode()):
                self.reject(peer, message.id, Rejection.BAD_TOKEN, "That seat token is not yours.")
            else:
                self._seated(peer, message)
        elif isinstance(message, Hello):
            self.reject(peer, message.id, Rejection.PROTOCOL, "You already said hello.")
        elif peer.seated:
            self.reject(peer, message.id, Rejection.PROTOCOL, "You already have a seat.")
        elif isinstance(message, Claim):
            lobby.claim(self, peer, message)
        elif isinstance(message, Rejoin):
            lobby.rejoin(self, peer, message)
        elif isinstance(message, Watch):
            lobby.watch(self, peer, message)

    def _seated(self, peer: Peer, message: Any) -> None:
        seat = peer.seat
        if isinstance(message, Move | Undo) and seat is None:
            self._reply(peer, message.id, _no(Rejection.NOT_YOURS, "Spectators cannot move."))
        elif isinstance(message, Move) and seat is not None:
            self._reply(peer, message.id, self._move(seat, message.action, message.version))
        elif isinstance(message, Undo) and seat is not None:
            self._reply(peer, message.id, self._undo(seat, message.version))
        elif isinstance(message, Chat):
            if not peer.chat_bucket.take():
                self._reply(peer, message.id, _no(Rejection.RATE, "You are chatting too fast: wait a moment."))
            else:
                self._reply(peer, message.id, self.say(message.text, seat, peer.name))
        elif isinstance(message, Resync):
            if not peer.resync_bucket.take():
                self._reply(peer, message.id, _no(Rejection.RATE, "You asked for the whole table again too soon: "
                                                  "wait a second and ask once."))
            else:
                self._reply(peer, message.id, self._ok())
                self.send_full(peer)
        elif isinstance(message, Leave):
            self._reply(peer, message.id, self._ok())
            lobby.leave(self, peer)
        else:
            self._reply(peer, message.id, self._ok())

    # ----- the host's own operations ----------------------------------------------------------------
    def start(self) -> None:
        """Deal and begin once every seat is filled."""
        if self.started:
            raise NetError("The game has already started.")
        open_seats = [s.name for s in self.slots if s.is_open]
        if open_seats:
            raise NetError(f"Waiting for joiners: {', '.join(open_seats)} still open.")
        configs = [SeatConfig(s.name, s.colour, f"bot:{s.bot}" if s.bot else "human") for s in self.slots]
        self.adopt(Match(self.game, self.players, self.seed, self.options, configs), fresh=True)
        if self.fixed_seed:
            self.notice("The host chose this game's seed: whoever knows it can work out the deal and every draw.")

    def adopt(self, match: Match, fresh: bool = False) -> None:
        """Play ``match``: a new one (``fresh``), or one reloaded from the autosave."""
        self.match = match
        self.log_mark = 0
        if self.on_rewrite is not None:
            self.on_rewrite(match, fresh)  # on disk before the first view goes out
        self.room_changed(save=True)
        self._pending = ([], True)
        self.flush()

    def act(self, seat: int, action: Any, version: int) -> Reply:
        """A local seat's (or a bot's) action chosen on ``version``; refusals change nothing."""
        reply = self._apply(seat, action, version)
        self.flush()
        return reply

    def undo(self, seat: int, version: int) -> Reply:
        reply = self._undo(seat, version)
        self.flush()
        return reply

    def say(self, text: str, seat: int | None, name: str) -> Reply:
        """Chat from a seat, a spectator or the host."""
        clean = _clean(text, 4 * self.limits.chat_length).strip()
        if not clean:
            return _no(Rejection.MALFORMED, "An empty chat line.")
        if len(clean) > self.limits.chat_length:
            return _no(Rejection.TOO_BIG, f"Chat lines are limited to {self.limits.chat_length} characters.")
        line = ChatLine(seat=seat, name=name, text=clean)
        self.chat_history = [*self.chat_history[-CHAT_HISTORY + 1 :], line]
        self._broadcast(encode(line))
        self.listener.chat(line)
        return self._ok()

    def notice(self, text: str) -> None:
        waiting = [s for s in self.match.waiting_for() if s in self.away()] if self.match else []
        self._broadcast(encode(Notice(text=text, waiting=waiting)))
        self.listener.notice(text, waiting)

    # ----- applying -----------------------------------------------------------------------------------
    def _move(self, seat: int, data: dict[str, Any], version: int) -> Reply:
        if self.match is None:
            return _no(Rejection.NOT_STARTED, "The game has not started yet.")
        try:
            action = self._read_action(data)
        except Exception as error:  # a wrongly typed action is refused, whatever went wrong
            return _no(Rejection.MALFORMED, f"That is not a move of {self.game.title}: {_short(error)}")
        return self._apply(seat, action, version)

    def _apply(self, seat: int, action: Any, version: int) -> Reply:
        match = self.match
        if match is None:
            return _no(Rejection.NOT_STARTED, "The game has not started yet.")
        decisions = match.decisions()
        if not decisions:
            return _no(Rejection.GAME_OVER, "The game is over.")
        if version != match.version:
            return _no(Rejection.STALE, f"The table changed since you chose (you saw version {version}, "
                       f"it is now {match.version}); look again.")
        if all(d.seat != seat for d in decisions):
            names = ", ".join(sorted({self.slots[d.seat].name for d in decisions}))
            return _no(Rejection.NOT_YOURS, f"It is not your decision now: waiting for {names}.")
        try:
            events = match.apply(seat, action, version)
        except StaleVersion as error:
            return _no(Rejection.STALE, error.reason)
        except IllegalAction as error:  # the reason may quote the move: a client's text is never echoed at length
            reason = _short(error.reason, REASON_LENGTH)
            return _no(Rejection.ILLEGAL, f"{reason} ({error.rule})" if error.rule else reason)
        except Exception:  # the rules crashed on a listed option: put the table back as it was
            log.exception("%s failed on %s by seat %d", self.game.id, _short(repr(action)), seat)
            self.listener.error(f"{self.game.title} failed on a move; the table is as it was before it.")
            _rebuild(match)
            return _no(Rejection.INTERNAL, "The rules could not play that move; nothing changed. Try another.")
        if self.on_move is not None:
            self.on_move(match)  # on disk before the reply and the new views go out
        self._pending = (events, False)
        return Accepted(version=match.version)

    def _undo(self, seat: int, version: int) -> Reply:
        match = self.match
        if match is None:
            return _no(Rejection.NOT_STARTED, "The game has not started yet.")
        if version != match.version:
            return _no(Rejection.STALE, "The table changed since you asked; look again.")
        try:
            match.undo(seat)
        except IllegalAction as error:
            return _no(Rejection.ILLEGAL, error.reason)
        if self.on_rewrite is not None:
            self.on_rewrite(match, False)
        self._pending = ([], True)
        return Accepted(version=match.version)

    def _ok(self) -> Accepted:
        return Accepted(version=self.match.version if self.match else 0)

    # ----- sending ------------------------------------------------------------------------------------
    def send(self, peer: Peer, data: bytes) -> None:
        if self.tap is not None:
            self.tap(peer.seat if peer.seated else -1, data)
        peer.send(data)

    def _broadcast(self, data: bytes) -> None:
        for peer in list(self.peers):
            self.send(peer, data)

    def reject(self, peer: Peer, message_id: int, code: str, reason: str) -> None:
        self.send(peer, encode(Rejected(id=message_id, code=code, reason=reason)))

    def _reply(self, peer: Peer, message_id: int, reply: Reply) -> None:
        """Answer one message, then push the change it caused (if any) to every seat."""
        self.send(peer, encode(msgspec.structs.replace(reply, id=message_id)))
        self.flush()

    def room_changed(self, save: bool = False) -> None:
        info = self.info()
        self._broadcast(encode(RoomUpdate(room=info)))
        self.listener.room_changed(info)
        if save and self.on_seats is not None:
            self.on_seats()

    def send_full(self, peer: Peer) -> None:
        """The whole current picture for one peer: joining, rejoining or asking to resync."""
        push.send_full(self, peer)

    def flush(self) -> None:
        """Push the pending change to every seat: its own envelope, log lines and events."""
        if self._pending is None or self.match is None:
            return
        events, full = self._pending
        self._pending = None
        push.push_change(self, self.match, events, full)
        self.after_change()

    def after_change(self) -> None:
        match = self.match
        if match is None:
            return
        if self.end is None and match.is_over():
            self._finish(match)
        if self.on_change is not None:
            self.on_change()
        self.bots.changed()

    def _finish(self, match: Match) -> None:
        result = match.result()
        if result is None:
            return
        self.end = End(result=result, version=match.version, digest=state_digest(self.game.state_json(match.state)))
        self._broadcast(encode(self.end))
        self.room_changed()
        self.listener.finished(self.end)
        for waiter in self._waiters:
            if not waiter.done():
                waiter.set_result(self.end)
        self._waiters.clear()


def _rebuild(match: Match) -> None:
    """The state as the logged actions make it (perform may have half-changed it before failing)."""
    state = match.initial_state()
    for logged in match.actions:
        match.game.apply(state, logged.seat, logged.action)
    match.state = state


def _no(code: str, reason: str) -> Rejected:
    return Rejected(code=code, reason=reason)


def _clean(text: str, limit: int) -> str:
    """Text from a peer without control characters, cut to ``limit``."""
    return _CONTROL.sub(" ", text[:limit])


def _short(error: Exception | str, limit: int = 160) -> str:
    """At most ``limit`` characters of a message that may quote what a client sent."""
    text = str(error) or type(error).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."
