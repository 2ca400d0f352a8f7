"""Promissory notes in words: "Ceasefire of {p2}", offers, log lines."""

from __future__ import annotations

from typing import Any

from engines.galaxy.content.texts import name
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Transaction


def note_words(note: str) -> str:
    """``"2:ceasefire"`` -> "Ceasefire of {p2}"; a bare id -> its name."""
    owner, _, ident = note.replace("/", ":").partition(":")
    if not ident:
        return name("promissory", owner)
    return f"{name('promissory', ident)} of {{p{owner}}}"


def amounts(tg: int, commodities: int) -> list[str]:
    parts = []
    if tg:
        parts.append(f"{tg} trade good{'s' if tg != 1 else ''}")
    if commodities:
        parts.append(f"{commodities} commodit{'ies' if commodities != 1 else 'y'}")
    return parts


def offer_words(step: Transaction) -> str:
    """The whole offer as the partner reads it (it names the note offered: the partner may see it)."""
    gives = amounts(step.give_tg, step.give_commodities)
    if step.give_note:
        gives.append(note_words(step.give_note))
    gives += [good_words(f"{k}:{v}") for k, v in step.gives.items() if v]
    gets = amounts(step.get_tg, step.get_commodities)
    if step.get_note:
        gets.append("a promissory note of your choice" if step.get_note == "any" else note_words(step.get_note))
    gets += [good_words(f"{k}:{v}") for k, v in step.gets.items() if v]
    return f"{' and '.join(gives) or 'nothing'} for {' and '.join(gets) or 'nothing'}"


def good_words(entry: str) -> str:
    """"fragment:cultural_relic_fragment" -> the good's own label for the value (the value if unknown)."""
    from engines.galaxy.transactions import GOODS

    name, _, value = entry.partition(":")
    return GOODS[name].label(value) if name in GOODS else value


def _register() -> None:
    from engines.galaxy.actions import events as ev
    from engines.galaxy.actions.rounds import AcceptTransaction
    from engines.galaxy.promissory import actions as ac
    from engines.galaxy.words import label_for, line_for, seat

    @label_for(ac.PlayNote)
    def _play(state: TIState, action: Any) -> str:
        return f"Play {note_words(action.note)}"

    @label_for(ac.OfferNote)
    def _offer_note(state: TIState, action: Any) -> str:
        if not action.note:
            return "No note"
        return "Any note of their choice" if action.note == "any" else note_words(action.note)

    @label_for(ac.OfferGood)
    def _offer_good(state: TIState, action: Any) -> str:
        from engines.galaxy.flow import top
        from engines.galaxy.steps.common import Transaction

        step = top(state)
        name = step.stage.partition("_")[2] if isinstance(step, Transaction) else ""
        if action.value:
            return good_words(f"{name}:{action.value}")
        from engines.galaxy.transactions import GOODS

        return GOODS[name].nothing if name in GOODS else "Nothing of this kind"

    @label_for(AcceptTransaction)
    def _accept(state: TIState, action: Any) -> str:
        return f"Accept, giving {note_words(action.note)}" if action.note else "Accept"

    @line_for(ac.NotePlayed)
    def _played(event: Any) -> str:
        return f"{seat(event.seat)} plays {note_words(event.note)}"

    @line_for(ac.NoteGiven)
    def _given(event: Any) -> str:
        if event.note:  # the private twin of the two sides: it adds only which note (they read the public line)
            held = event.note if ":" in event.note else f"{event.owner}:{event.note}"  # as a hand holds it
            return f"The note given: {note_words(held)}"
        return f"{seat(event.seat)} gives {seat(event.to)} one of {seat(event.owner)}'s notes"

    @line_for(ac.NoteReturned)
    def _returned(event: Any) -> str:
        return f"{note_words(event.note)} goes back to {seat(event.owner)}"

    @line_for(ac.NoteEffect)
    def _effect(event: Any) -> str:
        return f"{note_words(event.note)}: {seat(event.seat)} {event.what}"

    @line_for(ev.TransactionOffered)
    def _offered(event: Any) -> str:
        if event.only is not None:  # the private twin adds only the notes named (the public line says the rest)
            named = [note_words(f"{event.give_note_owner}:{event.give_note}")] if event.give_note else []
            if event.get_note:
                named.append("a note of their choice" if event.get_note == "any"
                             else note_words(f"{event.get_note_owner}:{event.get_note}"))
            return f"The notes in this offer: {' and '.join(named)}" if named else ""
        gives = amounts(event.give_tg, event.give_commodities)
        if event.give_note_owner >= 0:
            gives.append(note_words(f"{event.give_note_owner}:{event.give_note}") if event.give_note
                         else f"a note of {seat(event.give_note_owner)}")
        gets = amounts(event.get_tg, event.get_commodities)
        if event.get_note_owner >= 0:
            gets.append("a note of their choice" if event.get_note == "any" else
                        note_words(f"{event.get_note_owner}:{event.get_note}") if event.get_note else "a note")
        gives += [good_words(g.removeprefix("give_")) for g in event.goods if g.startswith("give_")]
        gets += [good_words(g.removeprefix("get_")) for g in event.goods if g.startswith("get_")]
        return f"{seat(event.seat)} offers {seat(event.partner)} {' and '.join(gives) or 'nothing'} for " \
               f"{' and '.join(gets) or 'nothing'}"


_register()
