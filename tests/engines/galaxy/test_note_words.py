"""LRR 69 (promissory notes) and 94 (transactions): every event of a note changing hands reads in words, the
private lines naming the note to the two sides (a saved bot game's log stopped at "no promissory text for
'0:ceasefire'": the private twins carry the note as a hand holds it, owner and id)."""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.promissory.notes import give


def test_a_note_given_reads_in_the_public_line_and_both_private_ones() -> None:
    state = GAME.new_state(3, 2, GAME.resolve_options({}))
    note = next(n for n in state.players[0].notes if n.endswith(":ceasefire"))
    events = give(state, 0, 1, note)
    lines = [GAME.narrate(event) for event in events]
    assert len(lines) == 3 and all(lines)
    assert "Ceasefire" not in lines[0] and all("Ceasefire" in line for line in lines[1:])
