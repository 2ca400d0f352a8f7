"""Log lines read as plain English."""

from engines.woodland import actions as A
from engines.woodland.deck import count_cards
from engines.woodland.text import narrate


def test_a_vagabond_leaving_a_forest_is_not_said_to_leave_clearing_zero() -> None:
    line = narrate(A.Moved(seat=2, origin=0, dest=11, count=1))
    assert line == "{p2} moves 1 from a forest to clearing 11"


def test_moves_between_clearings_name_both() -> None:
    assert narrate(A.Moved(seat=0, origin=9, dest=12, count=3)) == "{p0} moves 3 from clearing 9 to clearing 12"


def test_card_counts_agree_in_number() -> None:
    assert [count_cards(n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
