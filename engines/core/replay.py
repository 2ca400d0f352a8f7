"""Replays: a saved game shown again move by move, through one seat's eyes.

Position 0 is the table as dealt and position ``i`` the table after move ``i``. A replay of a save
plays the actions again from the seed, keeping a snapshot every few moves, so any position is a
snapshot and a handful of moves away. Through a seat's eyes a replay shows that seat's view at that
moment and the log lines that seat could read; "everything" is offered only for a finished game
whose players chose, at the end, to reveal it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

import msgspec

from engines.core.contract import Game, IllegalAction, Result, Standing, names_in
from engines.core.match import Envelope, LogEntry, Match, SeatConfig
from engines.core.saves import SaveError, different_table, read_file, refused_move

EVERYTHING = -1  # the eyes that see every seat's secrets (a finished game whose players chose to reveal them)
SPECTATOR = None
CHECKPOINT_EVERY = 16
Eyes = int | None
UNITS = ("move", "turn", "round")
NOT_A_GAME = "A replay saved by a joining player holds what that player saw, not the game itself."


class Move(msgspec.Struct):
    """One move as a replay tells it; texts keep seats as {p0}, {p1}... until they are shown."""

    seat: int  # -1: not known (a seat's own recording)
    words: str  # the action in words, as its own seat chose it
    log: list[LogEntry]
    turn: int  # counts turns from 1; the turn in effect after this move
    round: int  # the game's round (or turn) after this move
    open: bool = False  # the words tell every seat nothing hidden (``Game.says_openly``)


class Replay(ABC):
    """What the replay window and `starboard record` read, whichever kind of file it came from."""

    game: Game[Any]
    seats: list[SeatConfig]
    moves: list[Move]
    opening: list[LogEntry]  # lines written before the first move
    standings: list[Standing | None]  # one per position
    counts: dict[str, list[float]]  # the game's event figures, summed over the whole game (public events)
    reveal: bool = False
    options: dict[str, Any]

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def length(self) -> int:
        """The number of moves; positions run from 0 to ``length``."""
        return len(self.moves)

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    @abstractmethod
    def result(self) -> Result | None:
        """The outcome with names filled in, once the game is over."""

    @abstractmethod
    def eyes(self) -> list[tuple[str, Eyes]]:
        """The points of view this replay may show, as (label, eyes)."""

    @abstractmethod
    def envelope(self, position: int, eyes: Eyes) -> Envelope:
        """What ``eyes`` saw at ``position``: the view (never more), who was awaited, the result at the end."""

    def continue_block(self) -> str:
        """Why "Continue from here" is not possible ("" when it is)."""
        return NOT_A_GAME

    def continue_from(self, position: int, seats: list[SeatConfig]) -> Match:
        raise IllegalAction(self.continue_block())

    # ----- words ----------------------------------------------------------------------------------
    def sees(self, entry: LogEntry, eyes: Eyes) -> bool:
        return entry.only is None or eyes == EVERYTHING or entry.only == eyes

    def log(self, position: int, eyes: Eyes) -> list[LogEntry]:
        """The log as ``eyes`` could read it at ``position``."""
        lines = [*self.opening, *(entry for move in self.moves[:position] for entry in move.log)]
        return [LogEntry(e.version, self._line(e, eyes), e.only) for e in lines if self.sees(e, eyes)]

    def _line(self, entry: LogEntry, eyes: Eyes) -> str:
        """A log line in words; seen with every seat's eyes, a private line says whose it was."""
        names = self.names
        text = names_in(entry.text, names)
        if eyes == EVERYTHING and entry.only is not None and 0 <= entry.only < len(names):
            return f"{names[entry.only]} saw: {text}"
        return text

    def move_text(self, index: int, eyes: Eyes) -> str:
        """Move ``index`` (from 1) in words as ``eyes`` knew it: who did what, then what the log said."""
        move = self.moves[index - 1]
        names = self.names
        who = names[move.seat] if 0 <= move.seat < len(names) else ""
        told = eyes == EVERYTHING or not self.game.hidden_information or (eyes is not None and eyes == move.seat)
        lines = [self._line(e, eyes) for e in move.log if self.sees(e, eyes)]
        if move.words and (told or (move.open and not lines)) and who:
            head = f"{who}: {names_in(move.words, names)}"
        elif lines:
            head = lines.pop(0)
        else:
            head = f"{who} chose (the log does not say what)" if who else "The table changed"
        return "\n".join([f"{index}. {head}", *(f"    {line}" for line in lines)])

    # ----- steps ----------------------------------------------------------------------------------
    def turn_of(self, position: int) -> int:
        return self.moves[position - 1].turn if position > 0 else 1

    def round_of(self, position: int) -> int:
        standing = self.standings[position]
        if standing is not None:
            return standing.round
        return self.moves[position - 1].round if position > 0 else 1

    def keys(self, unit: str) -> list[int]:
        """For each position, the turn or round it belongs to ("move": the position itself)."""
        positions = range(self.length + 1)
        if unit == "move":
            return list(positions)
        of = self.turn_of if unit == "turn" else self.round_of
        return [of(position) for position in positions]

    def step(self, position: int, unit: str, direction: int) -> int:
        """The position one move, turn or round forward (direction 1) or back (-1) from ``position``."""
        return step_position(self.keys(unit), position, direction)


def step_position(keys: list[int], position: int, direction: int) -> int:
    """Forward: the first position of the next block of equal keys (or the last position). Back: the
    start of this block, or of the one before when already at its start."""
    last = len(keys) - 1
    position = max(0, min(position, last))
    if direction > 0:
        ahead = position + 1
        while ahead < last and keys[ahead] == keys[position]:
            ahead += 1
        return min(ahead, last)
    start = _block_start(keys, position)
    if start < position or start == 0:
        return start
    return _block_start(keys, start - 1)


def _block_start(keys: list[int], position: int) -> int:
    here = keys[position]
    while position > 0 and keys[position - 1] == here:
        position -= 1
    return position


class GameReplay(Replay):
    """A replay of a save: the seed and every action, played again and checked against the snapshot."""

    def __init__(self, match: Match, name: str = "this file") -> None:
        self.match = match
        self.game = match.game
        self.seats = match.seats
        self.options = match.options
        self.reveal = match.reveal
        self.moves = []
        self.opening = []
        self.standings = []
        self.counts = {}
        self._checkpoints: list[bytes] = []
        self._cache: tuple[int, Any] | None = None
        self._play(name)

    def _play(self, name: str) -> None:
        game, match = self.game, self.match
        state = match.initial_state()
        opening = getattr(game, "opening", None)  # the first roll or order dealt, where a game tells it
        if opening is not None:
            self.opening = self._lines(opening(state), 0)
        self._checkpoints.append(game.encode_state(state))
        self.standings.append(self._standing(state))
        turn, turn_key = 1, game.turn_key(state)
        for index, logged in enumerate(match.actions):
            words = game.describe(state, logged.action)
            said_openly = game.says_openly(state, logged.action)
            try:
                events = game.apply(state, logged.seat, logged.action)
            except IllegalAction as error:
                raise refused_move(name, index, error) from None
            position = index + 1
            self._count(events)
            key = game.turn_key(state)
            if key != turn_key:
                turn, turn_key = turn + 1, key
            standing = self._standing(state)
            self.standings.append(standing)
            self.moves.append(Move(logged.seat, words, self._lines(events, position), turn,
                                   standing.round if standing is not None else turn, said_openly))
            if position % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(game.encode_state(state))
        if game.state_json(state) != game.state_json(match.state):
            raise different_table(name)
        self._cache = (self.length, state)

    def _lines(self, events: list[Any], position: int) -> list[LogEntry]:
        lines = []
        for event in events:
            text = self.game.narrate(event)
            if text:
                lines.append(LogEntry(position, text, event.only))
        return lines

    def _count(self, events: list[Any]) -> None:
        players = self.match.players
        for event in events:
            if getattr(event, "only", None) is not None:
                continue  # a private event's count would tell the others something
            for figure, seat in self.game.figures(event):
                if 0 <= seat < players:
                    self.counts.setdefault(figure, [0.0] * players)[seat] += 1

    def _standing(self, state: Any) -> Standing | None:
        return self.game.standing(self.game.view(state, None))

    # ----- positions ------------------------------------------------------------------------------
    def state_at(self, position: int) -> Any:
        """The table at ``position``; shared with the replay's cache, so read it and never change it."""
        position = max(0, min(position, self.length))
        start = (position // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        cached = self._cache
        if cached is not None and cached[0] == position:
            return cached[1]
        if cached is not None and start <= cached[0] < position:
            # A copy: views already handed out may share parts of the cached table.
            at, state = cached[0], self.game.clone(cached[1])
        else:
            at, state = start, self.game.decode_state(self._checkpoints[start // CHECKPOINT_EVERY])
        actions = self.match.actions
        for index in range(at, position):
            self.game.perform(state, actions[index].seat, actions[index].action)
        self._cache = (position, state)
        return state

    @property
    def result(self) -> Result | None:
        result = self.game.result(self.match.state)
        if result is None:
            return None
        return msgspec.structs.replace(result, summary=names_in(result.summary, self.names))

    def eyes(self) -> list[tuple[str, Eyes]]:
        choices: list[tuple[str, Eyes]] = [(name, seat) for seat, name in enumerate(self.names)]
        choices.append(("Spectator (what everyone saw)", SPECTATOR))
        if self.reveal and self.finished:
            choices.append(("Everything (revealed at the end)", EVERYTHING))
        return choices

    def envelope(self, position: int, eyes: Eyes) -> Envelope:
        if eyes == EVERYTHING and not (self.reveal and self.finished):
            raise IllegalAction("Only a finished game whose players chose to reveal everything shows every seat.")
        position = max(0, min(position, self.length))
        state = self.state_at(position)
        decisions = self.game.decisions(state)
        waiting = sorted({d.seat for d in decisions})
        seat = eyes if eyes != EVERYTHING else self._acting(position, waiting)
        result = self.result if not decisions else None
        return Envelope(self.game.id, seat, position, self.game.view(state, seat), None, waiting, result,
                        False, self.names)

    def _acting(self, position: int, waiting: list[int]) -> int:
        """Whose view "everything" follows: the seat to decide next, or the last to move."""
        if waiting:
            return waiting[0]
        return self.moves[position - 1].seat if position > 0 else 0

    # ----- continuing -----------------------------------------------------------------------------
    def continue_block(self) -> str:
        return ""

    def continue_from(self, position: int, seats: list[SeatConfig]) -> Match:
        """A fresh match from ``position`` with new seats; its save replays from the same seed."""
        position = max(0, min(position, self.length))
        match = self.match
        state = self.game.clone(self.state_at(position))
        fresh = Match(self.game, match.players, match.seed, match.options, seats, state=state)
        fresh.actions = list(match.actions[:position])
        fresh.version = position
        names = fresh.names
        lines = [*self.opening, *(e for move in self.moves[:position] for e in move.log)]
        fresh.log = [LogEntry(e.version, names_in(e.text, names), e.only) for e in lines]
        return fresh


REPLAY_SUFFIX = ".starboard-replay"


def open_replay(path: Path) -> Replay:
    """A save or a seat's replay file as a Replay; SaveError says why a file cannot be shown."""
    return replay_from_bytes(read_file(path), str(path))


def replay_from_bytes(data: bytes, name: str = "this file") -> Replay:
    from engines.core import saves, seat_replay

    try:
        header = msgspec.json.decode(data, type=_Header)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise SaveError(f"{name} is damaged or is not a Starboard save or replay.") from None
    if header.format == seat_replay.FORMAT:
        return seat_replay.SeatReplay.from_bytes(data, name)
    if header.format != saves.FORMAT:
        raise SaveError(f"{name} is not a Starboard save or replay.")
    return GameReplay(saves.match_from_bytes(data, verify=False, name=name), name)


class _Header(msgspec.Struct):
    format: str = ""
