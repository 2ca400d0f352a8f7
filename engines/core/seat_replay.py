"""A seat's own replay: what a LAN joiner received, frame by frame, and nothing else.

A joiner never holds the seed, the actions or another seat's view, so its replay file is the list
of updates it was sent: each frame has the version, the seat's view (in full every few frames,
otherwise as a patch on the frame before), the new log lines, the events, who was awaited and the
result. Replaying it shows exactly what that screen showed.
"""

from __future__ import annotations

import time
from typing import Any

import msgspec

from engines.core.contract import Game, Result
from engines.core.delta import PatchError, diff, patch
from engines.core.match import Envelope, LogEntry, SeatConfig
from engines.core.replay import SPECTATOR, Eyes, Move, Replay
from engines.core.saves import SaveError, game_of, newer_file

FORMAT = "starboard-replay"
FORMAT_VERSION = 1
KEYFRAME_EVERY = 32  # a full view this often; patches between


class Frame(msgspec.Struct, omit_defaults=True):
    """One update as the seat received it; ``view`` is the whole view when ``key``, else a patch."""

    version: int
    view: Any
    key: bool = False
    log: list[LogEntry] = []
    events: list[Any] = []
    waiting_for: list[int] = []
    result: Result | None = None
    full: bool = False  # the log was sent again whole (a rejoin or a resync)


class SeatReplayFile(msgspec.Struct):
    format: str
    format_version: int
    game: str
    players: int
    seat: int | None
    names: list[str]
    frames: list[Frame]
    options: dict[str, Any] = {}
    saved_at: float = 0.0
    app_version: str = ""


class Recorder:
    """Collects the updates one seat receives; ``to_bytes`` writes them as a seat's replay file."""

    def __init__(self, game_id: str, players: int, options: dict[str, Any] | None = None) -> None:
        self.game_id = game_id
        self.players = players
        self.options = dict(options or {})
        self.seat: int | None = None
        self.names: list[str] = []
        self.frames: list[Frame] = []
        self._last: Any = None

    def add(self, envelope: Envelope, log: list[LogEntry], events: list[Any], full: bool = False) -> None:
        view = msgspec.to_builtins(envelope.view)
        key = len(self.frames) % KEYFRAME_EVERY == 0
        shown = view if key else diff(self._last, view)
        self._last = view
        self.seat, self.names = envelope.seat, list(envelope.names)
        self.frames.append(Frame(envelope.version, shown, key, list(log), msgspec.to_builtins(events),
                                 list(envelope.waiting_for), envelope.result, full))

    def to_bytes(self, app_version: str = "") -> bytes:
        players = max(self.players, len(self.names))
        names = self.names + [f"Seat {i + 1}" for i in range(len(self.names), players)]
        data = SeatReplayFile(FORMAT, FORMAT_VERSION, self.game_id, players, self.seat, names, self.frames,
                              self.options, time.time(), app_version)
        return msgspec.json.encode(data)


class _Header(msgspec.Struct):
    format: str = ""
    format_version: int = 0
    game: str = ""


class SeatReplay(Replay):
    """A replay of one seat's frames: its own eyes only, nothing to continue from."""

    def __init__(self, game: Game[Any], data: SeatReplayFile, name: str = "this file") -> None:
        self.game = game
        self.data = data
        self.seat = data.seat
        self.options = data.options
        self.seats = [SeatConfig(n, i) for i, n in enumerate(data.names)]
        self.moves = []
        self.opening = []
        self.standings = []
        self.counts = {}
        self._keyframes: dict[int, Any] = {}
        self._read(name)

    @classmethod
    def from_bytes(cls, data: bytes, name: str = "this file") -> SeatReplay:
        try:
            header = msgspec.json.decode(data, type=_Header)
        except (msgspec.DecodeError, msgspec.ValidationError):
            raise SaveError(f"{name} is damaged or is not a Starboard replay.") from None
        if header.format_version > FORMAT_VERSION:
            raise newer_file(name, "replay", header.format_version, FORMAT_VERSION)
        if header.format != FORMAT or header.format_version < 1:
            raise SaveError(f"{name} is not a Starboard replay of a known format.")
        game = game_of(name, "replay", header.game)
        try:
            decoded = msgspec.json.decode(data, type=SeatReplayFile)
        except (msgspec.DecodeError, msgspec.ValidationError) as error:
            raise SaveError(f"{name} is damaged: {error}") from None
        return cls(game, decoded, name)

    def _read(self, name: str) -> None:
        """Rebuild every view once, to refuse a damaged file now rather than halfway through watching."""
        frames = self.data.frames
        if not frames:
            raise SaveError(f"{name} holds no table to show.")
        if not frames[0].key:
            raise SaveError(f"{name} is damaged: its first frame is not a whole table.")
        if self.seat is not None and not 0 <= self.seat < len(self.data.names):
            raise SaveError(f"{name} is damaged: it names seat {self.seat + 1} of {len(self.data.names)}.")
        view: Any = None
        log: list[LogEntry] = []
        turn, waiting = 1, frames[0].waiting_for
        for index, frame in enumerate(frames):
            try:
                view = frame.view if frame.key else patch(view, frame.view)
                typed = self.game.view_from(view)
            except (PatchError, msgspec.ValidationError, TypeError, ValueError) as error:
                raise SaveError(f"{name} is damaged at frame {index + 1}: {error}") from None
            if frame.key:
                self._keyframes[index] = view
            standing = self.game.standing(typed)
            self.standings.append(standing)
            events = self._events(frame.events)
            self._count(events)
            new = self._new_lines(log, frame)
            log = list(frame.log) if frame.full else log + list(frame.log)
            if index == 0:
                self.opening = new
                continue
            if frame.waiting_for != waiting:
                turn, waiting = turn + 1, frame.waiting_for
            mover = frames[index - 1].waiting_for
            self.moves.append(Move(mover[0] if len(mover) == 1 else -1, "", new, turn,
                                   standing.round if standing is not None else turn))

    @staticmethod
    def _new_lines(log: list[LogEntry], frame: Frame) -> list[LogEntry]:
        if not frame.full:
            return list(frame.log)
        same = 0
        while same < min(len(log), len(frame.log)) and log[same] == frame.log[same]:
            same += 1
        return list(frame.log[same:])

    def _events(self, raw: list[Any]) -> list[Any]:
        event_type = getattr(self.game, "event_type", None)
        found = []
        for event in raw:
            try:
                found.append(msgspec.convert(event, event_type) if event_type is not None else event)
            except (msgspec.ValidationError, TypeError):
                continue  # an event this version does not know counts for nothing
        return found

    def _count(self, events: list[Any]) -> None:
        players = self.data.players
        for event in events:
            if getattr(event, "only", None) is not None:
                continue
            for figure, seat in self.game.figures(event):
                if 0 <= seat < players:
                    self.counts.setdefault(figure, [0.0] * players)[seat] += 1

    # ----- the Replay interface -------------------------------------------------------------------
    @property
    def result(self) -> Result | None:
        return self.data.frames[-1].result

    def eyes(self) -> list[tuple[str, Eyes]]:
        if self.seat is None:
            return [("Spectator (what this screen saw)", SPECTATOR)]
        return [(self.names[self.seat], self.seat)]

    def view_data(self, position: int) -> Any:
        """The view at ``position`` as plain data: the keyframe before it and the patches after."""
        position = max(0, min(position, self.length))
        start = position
        while start not in self._keyframes:
            start -= 1
        view = self._keyframes[start]
        for frame in self.data.frames[start + 1 : position + 1]:
            view = patch(view, frame.view)
        return view

    def envelope(self, position: int, eyes: Eyes) -> Envelope:
        position = max(0, min(position, self.length))
        frame = self.data.frames[position]
        view = self.game.view_from(self.view_data(position))
        return Envelope(self.game.id, self.seat, frame.version, view, None, list(frame.waiting_for),
                        frame.result, False, self.names)

    def sees(self, entry: LogEntry, eyes: Eyes) -> bool:
        return True  # the host sent this seat only what it could read
