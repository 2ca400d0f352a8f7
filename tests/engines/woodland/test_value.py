"""How the searching bot judges a woodland position (bots/value.py), for the factions whose worth lies off
the map too: the Eyrie's roost income and Decree, the Alliance's supporters and officers."""

from __future__ import annotations

from engines.woodland.bots.value import values, worth_of
from tests.engines.woodland.helpers import AL, EY, MQ, board, decree, put, supporters, table


def test_each_roost_on_the_map_is_worth_more_than_the_building_it_is() -> None:
    """Law 7.6: the roosts on the map score again every Evening, so a third roost adds its piece and the
    income it uncovers on the track."""
    state = table(EY, MQ)
    put(state, 0, 1, warriors=1, buildings=("roost",))
    put(state, 0, 2, warriors=1, buildings=("roost",))
    two = worth_of(state, 0)
    put(state, 0, 3, buildings=("roost",))
    assert worth_of(state, 0) - two > 0.6 + 0.5


def test_bird_cards_in_the_decree_count_against_the_eyrie() -> None:
    """Law 7.7: a turmoil costs a point for each bird card in the Decree."""
    plain, birds = table(EY, MQ), table(EY, MQ)
    decree(plain, 0, "builder", recruit=("road_boots",))
    decree(birds, 0, "builder", recruit=("road_boots",), battle=("bird_ambush",))
    assert worth_of(birds, 0) < worth_of(plain, 0)


def test_supporters_and_officers_add_to_the_alliance() -> None:
    """Law 8.4 and 8.6: supporters pay for revolts and sympathy, officers give operations."""
    state = table(AL, MQ)
    empty = worth_of(state, 0)
    supporters(state, 0, "fox_ambush", "war_burrow")
    with_cards = worth_of(state, 0)
    board(state, 0).officers = 2
    assert empty < with_cards < worth_of(state, 0)


def test_the_shares_of_a_win_sum_to_one_with_five_factions() -> None:
    state = table(AL, EY, MQ, "vagabond", "lost_powers")
    supporters(state, 0, "fox_ambush")
    put(state, 1, 1, warriors=2, buildings=("roost",))
    shares = values(state, None)
    assert len(shares) == 5 and abs(sum(shares) - 1) < 1e-9
    assert shares[1] == max(shares)
