"""The LAN protocol: every message as a msgspec Struct, JSON over WebSocket, and the limits.

A client says Hello (protocol version and room code), then Claims a seat, Rejoins with a seat
token or Watches; from then on every message carries that token. The host answers every
message with Accepted or Rejected (a code and a reason in words), then pushes each seat its
own Update. Nothing here is ever pickled or evaluated: each message is decoded against its
schema, and anything that does not fit is refused as malformed.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from engines.core.contract import Result, names_in, snake
from engines.core.match import Envelope, LogEntry
from engines.net.ports import DEFAULT_PORT as DEFAULT_PORT
from engines.net.ports import DISCOVERY_PORT as DISCOVERY_PORT

PROTOCOL = 1


class NetError(Exception):
    """Something a player or host must be told: a refusal, a lost connection, a seat not free."""

    def __init__(self, reason: str, code: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code


class Limits(msgspec.Struct, frozen=True):
    """Size, rate and timing limits a host enforces on each connection."""

    max_message: int = 64 * 1024  # bigger messages are refused, the connection stays
    max_frame: int = 1024 * 1024  # bigger frames close the connection (websockets' own check)
    rate: float = 100.0  # messages per second, sustained
    burst: int = 200
    max_backlog: int = 8 * 1024 * 1024  # unsent bytes before a stalled reader is dropped
    max_connections: int = 0  # connections that said hello, host-wide; 0: every room's seats, lobby and spectators
    max_spectators: int = 16  # per room
    max_lobby: int = 16  # per room: said hello, no seat yet
    max_pending: int = 64  # host-wide: connections that have not said hello yet
    max_pending_per_address: int = 8
    name_length: int = 32
    chat_length: int = 500
    chat_rate: float = 2.0  # chat lines a second, per connection
    chat_burst: int = 8
    resync_rate: float = 1.0  # full pictures a second, per connection (each costs the whole view and log)
    resync_burst: int = 3
    hello_timeout: float = 3.0  # seconds from connecting to a hello (a Starboard says it at once)
    wrong_code_delay: float = 0.5  # seconds before refusing a wrong room code: guessing takes long
    ping_interval: float = 5.0
    ping_timeout: float = 20.0


class Rejection:
    """The codes a Rejected or Refused message carries (the reason says it in words)."""

    MALFORMED = "malformed"
    TOO_BIG = "too_big"
    RATE = "rate_limited"
    PROTOCOL = "protocol"
    WRONG_CODE = "wrong_code"
    BAD_TOKEN = "bad_token"
    NOT_SEATED = "not_seated"
    STALE = "stale"
    ILLEGAL = "illegal"
    NOT_YOURS = "not_your_decision"
    NOT_STARTED = "not_started"
    GAME_OVER = "game_over"
    SEAT_TAKEN = "seat_taken"
    COLOUR_TAKEN = "colour_taken"
    FULL = "full"
    INTERNAL = "internal"


class _Message(msgspec.Struct, frozen=True, tag_field="type", tag=snake, kw_only=True):
    """Base of every message; ``id`` is the sender's number for matching replies."""

    id: int = 0


# ----- client to host ---------------------------------------------------------------------------
class Hello(_Message, frozen=True):
    protocol: int
    code: str
    name: str = ""
    app: str = ""


class Claim(_Message, frozen=True):
    """Take a free seat (None: the first free one) and a colour (None: the seat's own)."""

    seat: int | None = None
    colour: int | None = None


class Rejoin(_Message, frozen=True):
    token: str


class Watch(_Message, frozen=True):
    """Join as a spectator: public information only."""


class Move(_Message, frozen=True):
    token: str
    version: int
    action: dict[str, Any]


class Undo(_Message, frozen=True):
    token: str
    version: int


class Chat(_Message, frozen=True):
    token: str
    text: str


class Resync(_Message, frozen=True):
    """Ask for the full current view and log again."""

    token: str


class Ping(_Message, frozen=True):
    token: str


class Leave(_Message, frozen=True):
    token: str


ClientMessage = Hello | Claim | Rejoin | Watch | Move | Undo | Chat | Resync | Ping | Leave
SEATED_MESSAGES = (Move, Undo, Chat, Resync, Ping, Leave)


# ----- host to client ---------------------------------------------------------------------------
class SeatInfo(msgspec.Struct):
    """One seat as the lobby shows it; ``status`` is open, connected, away, bot or local."""

    seat: int
    name: str
    colour: int
    kind: str
    status: str


class RoomInfo(msgspec.Struct):
    """What a joiner sees of a room: game, options, seats, and whether play has started."""

    game: str
    title: str
    players: int
    options: dict[str, Any]
    seats: list[SeatInfo]
    started: bool
    finished: bool
    spectators: int
    host: str = ""

    def free_seats(self) -> list[int]:
        return [s.seat for s in self.seats if s.status == "open"]


class Welcome(_Message, frozen=True):
    protocol: int
    room: RoomInfo


class Refused(_Message, frozen=True):
    """A hello the host will not take; the connection closes after it."""

    code: str
    reason: str


class Seated(_Message, frozen=True):
    """Your seat (None: spectator) and the token every later message must carry."""

    seat: int | None
    token: str
    name: str


class Accepted(_Message, frozen=True):
    version: int


class Rejected(_Message, frozen=True):
    code: str
    reason: str


class RoomUpdate(_Message, frozen=True):
    room: RoomInfo


class Update(_Message, frozen=True):
    """A seat's own envelope after a change, its new log lines and events; ``full`` replaces the log."""

    envelope: Envelope
    log: list[LogEntry]
    events: list[Any] = []
    full: bool = False


class ChatLine(_Message, frozen=True):
    seat: int | None
    name: str
    text: str


class Notice(_Message, frozen=True):
    """A line for the player: waiting for someone, a seat handed to a bot, the host leaving."""

    text: str
    waiting: list[int] = []


class End(_Message, frozen=True):
    """The game is over: result, final version and a digest of the final state."""

    result: Result
    version: int
    digest: str

    def summary(self, names: list[str] | None = None) -> dict[str, Any]:
        """The one JSON line `serve` and `join` print at the end; ``names`` fill the seats into the summary."""
        result = msgspec.to_builtins(self.result)
        if names:
            result["summary"] = names_in(str(result.get("summary", "")), names)
        return {"result": result, "version": self.version, "digest": self.digest}


HostMessage = Welcome | Refused | Seated | Accepted | Rejected | RoomUpdate | Update | ChatLine | Notice | End


class _Header(msgspec.Struct):
    """Just enough of any message to answer it: its type, id and protocol (for old or new peers)."""

    type: str = ""
    id: int = 0
    protocol: int = 0


_encoder = msgspec.json.Encoder()
client_decoder = msgspec.json.Decoder(ClientMessage)
host_decoder = msgspec.json.Decoder(HostMessage)
_header_decoder = msgspec.json.Decoder(_Header)


def encode(message: Any) -> bytes:
    return _encoder.encode(message)


def header(raw: bytes | str) -> _Header:
    """The type and id of a message that failed to decode, or an empty header."""
    try:
        return _header_decoder.decode(raw)
    except Exception:  # anything at all: this only picks an id to echo
        return _Header()


def state_digest(state_json: bytes) -> str:
    """A short hash of a state's JSON, the same on host and clients."""
    return hashlib.sha256(state_json).hexdigest()[:32]
