"""The log's words for promissory notes (LRR 69): a note is written with its owner's seat and named once,
with its owner; the two sides of a transaction read the public line and, beside it, only what it hides."""

from __future__ import annotations

from engines.galaxy.promissory.actions import NoteGiven
from engines.galaxy.words import narrate


def test_a_note_given_is_named_with_its_owner_to_the_two_sides_and_hidden_from_the_others() -> None:
    """LRR 69.2 (a transaction hands over a note; which one only the two sides know)."""
    private = narrate(NoteGiven(seat=2, to=3, owner=0, note="0:ceasefire", only=3))
    assert private == "The note given: Ceasefire of {p0}"
    public = narrate(NoteGiven(seat=2, to=3, owner=0))
    assert public == "{p2} gives {p3} one of {p0}'s notes"


def test_the_sides_of_an_offer_read_it_once_and_the_notes_beside_it() -> None:
    """LRR 94 (transactions): an offer of goods alone has no private line; one with notes names them."""
    from engines.galaxy.actions.events import TransactionOffered

    goods = {"seat": 1, "partner": 0, "give_tg": 0, "give_commodities": 2, "get_tg": 0, "get_commodities": 2,
             "give_note_owner": -1, "get_note_owner": -1, "goods": []}
    assert narrate(TransactionOffered(**goods)) == "{p1} offers {p0} 2 commodities for 2 commodities"
    assert narrate(TransactionOffered(**goods, only=0)) == ""
    notes = {**goods, "give_note_owner": 1, "get_note_owner": 0}
    assert narrate(TransactionOffered(**notes, give_note="ceasefire", get_note="any", only=0)) == \
        "The notes in this offer: Ceasefire of {p1} and a note of their choice"
