"""Promissory notes (LRR 69): dealt at setup, given in transactions, played, returned to their owner.

A note is written ``<owner seat>:<note id>`` (``"2:ceasefire"``). In a hand (``PlayerState.notes``)
it is hidden; in a play area (``PlayerState.promissory``) it is public. A player never plays its own
notes. Which player's note changes hands is public (the log says "one of {p2}'s notes"), which note is
not, so who *might* play a note of a given owner is public: the windows ask by that.

A note's effect registers with ``window_note`` (the windows it answers; ``by`` "owner": the note's
owner is the window's actor, "any": anyone's) or with ``received`` (what happens when it is given:
Support for the Throne and Alliance go to the play area). ``returns`` of the facts says when it goes
home: "after_use" once played; notes in play areas go home by their own effects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.core.contract import Event
from engines.galaxy.content.decks import decks
from engines.galaxy.effects import any_true, fire
from engines.galaxy.promissory.actions import NoteGiven, NotePlayed, NoteReturned
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows.registry import Answer, Kind, answer, kind

GENERIC = ("ceasefire", "trade_agreement", "political_secret", "support_for_the_throne", "alliance")


@cache
def owner_of(note: str) -> int:
    """The seat a note ("<owner seat>:<note id>") belongs to (kept by the text: asked for every note in every
    hand at every window)."""
    return int(note.partition(":")[0])


@cache
def note_id(note: str) -> str:
    return note.partition(":")[2]


def notes_of_faction(faction: str) -> list[str]:
    extras = decks().factions.get(faction)
    return list(extras.notes) if extras is not None else []


def deal_notes(state: TIState) -> None:
    """Each player starts with its five generic notes and its faction's (LRR 69.1)."""
    for player in state.players:
        player.notes = [f"{player.seat}:{n}" for n in (*GENERIC, *notes_of_faction(player.faction))]
    fire(state, "notes_dealt", [p.seat for p in state.players])  # Hubris purges the Mahact's Alliance


def refuses(state: TIState, seat: int, note: str) -> bool:
    """Whether ``seat`` may never receive ``note`` (hook ``refuses_note``, note: its id; Hubris)."""
    return owner_of(note) != seat and any_true(state, "refuses_note", seat, note=note_id(note))


def foreign(state: TIState, seat: int, owners: list[int] | None = None) -> list[str]:
    """Notes of other players in the seat's hand (of ``owners`` only, when given)."""
    return [n for n in state.players[seat].notes if owner_of(n) != seat and (owners is None or owner_of(n) in owners)]


# ----- notes as window answers ------------------------------------------------------------------------------

Use = Callable[[TIState, int, str, Window], list[Event]]
Receive = Callable[[TIState, int, str], list[Event]]


@dataclass(frozen=True)
class NoteRule:
    note: str
    by: str
    use: Use


NOTES: dict[str, NoteRule] = {}
ON_RECEIPT: dict[str, Receive] = {}


def _owners(rule: NoteRule, window: Window) -> list[int] | None:
    return list(window.actors) if rule.by == "owner" else None


def window_note(note: str, keys: tuple[str, ...] | str, by: str = "owner",
                could: Callable[[TIState, int, str, Window], bool] | None = None) -> Callable[[Use], Use]:
    """Register ``note``'s effect in windows of ``keys``; ``could(state, seat, physical, window)`` is a public
    condition on one copy the seat might hold (its owner is public)."""
    listed = (keys,) if isinstance(keys, str) else tuple(keys)

    def register(use: Use) -> Use:
        rule = NoteRule(note, by, use)
        NOTES[note] = rule

        def public(state: TIState, seat: int, window: Window) -> bool:
            return bool(_candidates(state, seat, window, rule, could, public_only=True))

        def targets(state: TIState, seat: int, window: Window) -> list[str]:
            return _candidates(state, seat, window, rule, could, public_only=False)

        answer(note, listed, kind="note", by="any" if by == "owner" else by, could=public, targets=targets)(_unused)
        return use

    return register


def _candidates(state: TIState, seat: int, window: Window, rule: NoteRule,
                could: Callable[[TIState, int, str, Window], bool] | None, public_only: bool) -> list[str]:
    """Public: the owners whose notes the seat holds (as ``owner:note`` of this note id, whether or not it is
    that note); private: the copies of this note it really holds."""
    owners = _owners(rule, window)
    held = foreign(state, seat, owners)
    if public_only:
        maybe = sorted({f"{owner_of(n)}:{rule.note}" for n in held})
        return [n for n in maybe if could is None or could(state, seat, n, window)]
    return [n for n in held if note_id(n) == rule.note and (could is None or could(state, seat, n, window))]


def _unused(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    raise RuntimeError("notes resolve through their kind")


def received(note: str) -> Callable[[Receive], Receive]:
    """Register what happens when ``note`` is given to a player other than its owner."""

    def register(function: Receive) -> Receive:
        ON_RECEIPT[note] = function
        return function

    return register


def _public_holds(state: TIState, seat: int, source: str, window: Window) -> bool:
    rule = NOTES.get(source)
    return rule is not None and bool(foreign(state, seat, _owners(rule, window)))


def _holds_foreign(state: TIState, seat: int) -> bool:
    """Whether ``_public_holds`` could be True for some note: the seat holds another player's note."""
    for note in state.players[seat].notes:  # noqa: SIM110 (a plain loop: every window asks it of every seat)
        if owner_of(note) != seat:
            return True
    return False


def _holds(state: TIState, seat: int, source: str) -> bool:
    return any(note_id(n) == source for n in foreign(state, seat))


def _option(source: str, target: str) -> Any:
    from engines.galaxy.promissory.actions import PlayNote

    return PlayNote(target)


def _read(action: Any) -> tuple[str, str] | None:
    from engines.galaxy.promissory.actions import PlayNote

    return (note_id(action.note), action.note) if isinstance(action, PlayNote) else None


def _use(state: TIState, seat: int, entry: Answer, window: Window, target: str) -> list[Event]:
    """Play the note ``target``: it is shown, resolves, then goes back to its owner (LRR 69.4)."""
    state.players[seat].notes.remove(target)
    events: list[Event] = [NotePlayed(seat=seat, note=target)]
    events += NOTES[entry.source].use(state, seat, target, window)
    facts = decks().notes.get(note_id(target))
    if facts is not None and facts.returns == "after_use" and not eliminated(state, owner_of(target)):
        events += give_back(state, target)
    return events


kind(Kind("note", True, _public_holds, _holds, _option, _read, _use, gate=_holds_foreign))


# ----- moving notes ------------------------------------------------------------------------------------------


def eliminated(state: TIState, seat: int) -> bool:
    return state.players[seat].eliminated


def give(state: TIState, giver: int, receiver: int, note: str) -> list[Event]:
    """``giver`` hands ``note`` to ``receiver`` (public: whose note; private to both: which)."""
    state.players[giver].notes.remove(note)
    owner = owner_of(note)
    events: list[Event] = [NoteGiven(seat=giver, to=receiver, owner=owner),
                           NoteGiven(seat=giver, to=receiver, owner=owner, note=note, only=giver),
                           NoteGiven(seat=giver, to=receiver, owner=owner, note=note, only=receiver)]
    if owner == receiver:
        state.players[receiver].notes.append(note)
        return events
    if refuses(state, receiver, note):  # an effect handed it to a player who may not have it: it goes home
        state.players[owner].notes.append(note)
        return [*events, NoteReturned(note=note, owner=owner)]
    on_receipt = ON_RECEIPT.get(note_id(note))
    if on_receipt is not None:
        return events + on_receipt(state, receiver, note)
    state.players[receiver].notes.append(note)
    return events


def give_back(state: TIState, note: str) -> list[Event]:
    """A note (played, or leaving a play area) goes back to its owner's hand."""
    for player in state.players:
        if note in player.promissory:
            player.promissory.remove(note)
    owner = owner_of(note)
    if not eliminated(state, owner) and note not in state.players[owner].notes:
        state.players[owner].notes.append(note)
    return [NoteReturned(note=note, owner=owner)]


def in_play_areas(state: TIState, note: str) -> list[tuple[int, str]]:
    """(holder, note) for every copy of ``note`` (an id) in a play area."""
    return [(p.seat, n) for p in state.players for n in p.promissory if note_id(n) == note]


def remove_notes_of(state: TIState, seat: int) -> None:
    """An eliminated player's notes leave the game (LRR 33.4); its hand of others' notes goes home."""
    for player in state.players:
        player.notes = [n for n in player.notes if owner_of(n) != seat]
        player.promissory = [n for n in player.promissory if owner_of(n) != seat]
    mine = state.players[seat]
    for note in list(mine.notes):
        if owner_of(note) != seat:
            give_back(state, note)
    mine.notes = []

