"""A game in progress: state, version, action log, seats, undo and change listeners.

Hot-seat play, the desktop worker and the LAN host all drive a Match. Undo follows the rule
players converged on: only your own actions, only this turn, never back across a die roll,
a card draw or any reveal, never across another player's action.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from engines.core.contract import Decision, Event, Game, IllegalAction, Result, names_in
from engines.core.rng import seeding_like


class SeatConfig(msgspec.Struct):
    """Who sits in a seat: a name, a palette colour index and a kind ('human', 'bot:random'...)."""

    name: str
    colour: int
    kind: str = "human"

    @property
    def is_bot(self) -> bool:
        return self.kind.startswith("bot:")


class LoggedAction(msgspec.Struct):
    seat: int
    action: Any


class LogEntry(msgspec.Struct):
    """One line of the game log; ``only`` keeps a private line to its seat."""

    version: int
    text: str
    only: int | None = None


class OptionView(msgspec.Struct):
    """An option as a button: its label, the action, and a question to ask before a key takes it."""

    label: str
    action: Any
    confirm: str = ""


class DecisionView(msgspec.Struct):
    """A Decision as a seat's screen shows it: prompt with names filled, labelled options."""

    seat: int
    prompt: str
    options: list[OptionView]
    rule: str = ""


class Envelope(msgspec.Struct):
    """Everything one seat's screen needs after a change; the same for hot-seat and LAN."""

    game: str
    seat: int | None
    version: int
    view: Any
    decision: DecisionView | None
    waiting_for: list[int]
    result: Result | None
    can_undo: bool
    names: list[str]
    undo_note: str = ""  # why this seat cannot undo now ("" when it can)


class StaleVersion(IllegalAction):
    """The action was chosen on an older view; the player must look again."""


class _Checkpoint(msgspec.Struct):
    snapshot: bytes
    seat: int
    turn: Any
    actions: int
    log: int


NOTHING_YET = "Nothing to undo yet: no move of yours this turn."
AFTER_REVEAL = "Nothing to undo: the last move rolled, drew or revealed something, and that cannot be taken back."
AFTER_TURN = "Nothing to undo: a new turn has begun, and moves of earlier turns stay."

Listener = Callable[["Match", list[Event]], None]


def default_seats(players: int) -> list[SeatConfig]:
    return [SeatConfig(name=f"Player {i + 1}", colour=i) for i in range(players)]


class Match:
    """One game in progress."""

    def __init__(
        self,
        game: Game[Any],
        players: int,
        seed: int,
        options: dict[str, Any],
        seats: list[SeatConfig] | None = None,
        state: Any = None,
    ) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = game.resolve_options(options)
        self.seats = seats or default_seats(players)
        if len(self.seats) != players:
            raise ValueError(f"{players} players need {players} seats, not {len(self.seats)}")
        self.state = state if state is not None else game.new_state(players, seed, self.options)
        self.version = 0
        self.actions: list[LoggedAction] = []
        self.log: list[LogEntry] = []
        self.reveal = False  # chosen at the end: a replay of this game may show every seat's secrets
        if state is None:
            self._record(game.opening(self.state))  # the first roll, the order dealt…
        self._undo: list[_Checkpoint] = []
        self._undo_stop = NOTHING_YET
        self._listeners: list[Listener] = []

    # ----- reading ----------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def decisions(self) -> list[Decision]:
        return self.game.decisions(self.state)

    def waiting_for(self) -> list[int]:
        return sorted({d.seat for d in self.decisions()})

    def result(self) -> Result | None:
        return self.game.result(self.state)

    def is_over(self) -> bool:
        return not self.decisions()

    def initial_state(self) -> Any:
        """The table before the first action, dealt again from the seed by the same kind of generator."""
        with seeding_like(getattr(self.state, "rng", None)):
            return self.game.new_state(self.players, self.seed, self.options)

    def log_for(self, seat: int | None) -> list[LogEntry]:
        return [e for e in self.log if e.only is None or e.only == seat]

    def envelope(self, seat: int | None) -> Envelope:
        return self.envelopes([seat])[seat]

    def envelopes(self, seats: Iterable[int | None]) -> dict[int | None, Envelope]:
        """Each seat's Envelope, sharing one decisions() call (the LAN host sends many at once)."""
        decisions = self.decisions()
        waiting = sorted({d.seat for d in decisions})
        result = self._named_result()
        built: dict[int | None, Envelope] = {}
        for seat in seats:
            mine = next((d for d in decisions if d.seat == seat), None) if seat is not None else None
            built[seat] = Envelope(
                game=self.game.id,
                seat=seat,
                version=self.version,
                view=self.game.view(self.state, seat),
                decision=self._decision_view(mine) if mine is not None else None,
                waiting_for=waiting,
                result=result,
                can_undo=seat is not None and self.can_undo(seat),
                names=self.names,
                undo_note=self.undo_note(seat),
            )
        return built

    def _named_result(self) -> Result | None:
        result = self.result()
        if result is None or "{p" not in result.summary:
            return result
        return Result(result.winners, result.scores, names_in(result.summary, self.names), result.breakdown)

    def _decision_view(self, decision: Decision) -> DecisionView:
        names = self.names
        game, state = self.game, self.state
        options = [OptionView(names_in(game.describe(state, a), names), a, names_in(game.confirm(state, a), names))
                   for a in decision.options]
        prompt = names_in(decision.prompt, self.names)
        return DecisionView(decision.seat, prompt, options, decision.rule)

    # ----- changing ---------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def apply(self, seat: int, action: Any, expected_version: int | None = None) -> list[Event]:
        """Apply a seat's action; raises IllegalAction (StaleVersion) and changes nothing then."""
        if expected_version is not None and expected_version != self.version:
            raise StaleVersion(
                f"The table changed since you chose (version {expected_version}, now {self.version})."
            )
        try:
            self.game.check(self.state, seat, action)
        except StaleVersion:
            raise
        except IllegalAction as error:  # seats appear in refusals as {p0}…, like prompts
            raise IllegalAction(names_in(error.reason, self.names), error.rule) from None
        before = self.game.encode_state(self.state)
        draws = self.state.rng.draws
        turn = self.game.turn_key(self.state)
        checkpoint = _Checkpoint(before, seat, turn, len(self.actions), len(self.log))
        try:
            events = self.game.perform(self.state, seat, action)
        except Exception:
            self.state = self.game.decode_state(before)  # a crash in the rules leaves the table as it was
            raise
        self.version += 1
        self.actions.append(LoggedAction(seat, action))
        self._record(events)
        irreversible = self.state.rng.draws != draws or any(type(e).reveals for e in events)
        if irreversible:
            self._undo.clear()
            self._undo_stop = AFTER_REVEAL
        elif self.game.turn_key(self.state) != turn:
            self._undo.clear()
            self._undo_stop = AFTER_TURN
        else:
            if self._undo and self._undo[-1].seat != seat:
                self._undo.clear()
            self._undo.append(checkpoint)
        self._notify(events)
        return events

    def can_undo(self, seat: int) -> bool:
        return bool(self._undo) and self._undo[-1].seat == seat

    def undo_note(self, seat: int | None) -> str:
        """Why ``seat`` (None: a table behind the curtain, or a spectator) cannot undo now ("" when it can)."""
        if seat is not None and self.can_undo(seat):
            return ""
        if self._undo and seat is None:
            return f"Only {self.names[self._undo[-1].seat]} can take back the last move, at their seat."
        if self._undo:
            return (f"The last move was {self.names[self._undo[-1].seat]}'s: "
                    "you can take back only your own moves.")
        return self._undo_stop

    def undo(self, seat: int) -> None:
        """Take back this seat's last action of this turn, or raise IllegalAction saying why not."""
        if not self.can_undo(seat):
            raise IllegalAction(self.undo_note(seat))
        checkpoint = self._undo.pop()
        self.state = self.game.decode_state(checkpoint.snapshot)
        del self.actions[checkpoint.actions :]
        del self.log[checkpoint.log :]
        self.version += 1
        self.log.append(LogEntry(self.version, f"{self.names[seat]} took back a move."))
        self._notify([])

    def _record(self, events: list[Event]) -> None:
        for event in events:
            text = self.game.narrate(event)
            if text:
                self.log.append(LogEntry(self.version, names_in(text, self.names), event.only))

    def _notify(self, events: list[Event]) -> None:
        for listener in list(self._listeners):
            listener(self, events)
