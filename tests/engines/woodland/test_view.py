"""What a seat sees: everything the table draws, nothing hidden (Law 1.2, LP-2.2-e, LP-2.2-g)."""

from __future__ import annotations

import msgspec

from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.view import WoodlandView
from tests.engines.woodland.helpers import LP, MQ, VB, act, at, give, pawn, put, table, tableau
from tests.engines.woodland.test_lp_elders import fight


def test_the_view_carries_the_map_pieces_boards_and_hand_counts() -> None:
    """Law 1.2: the table draws only views: map geometry, pieces by seat, fallen Elders, pawn, every board."""
    state = table(LP, MQ, VB)
    put(state, 0, 3, warriors=1, fallen=1)
    put(state, 1, 1, warriors=2, buildings=("sawmill",), tokens=("keep", "wood"))
    pawn(state, 2, 1)
    give(state, 1, "lookouts", "shoemaker")
    seen = GAME.view(state, 0)
    assert len(seen.map.paths) == 18 and len(seen.map.forests) == 7 and len(seen.map.xy) == 12
    assert seen.clearings[2].warriors[0] == 2 and seen.clearings[2].fallen == 1
    assert seen.clearings[0].pawns == [2] and seen.clearings[0].ruler == 1
    assert [s.faction for s in seen.seats] == [LP, MQ, VB]
    assert seen.seats[1].hand_count == 2 and seen.hand == []
    assert len(seen.seats[0].board.tableau) == 4 and seen.seats[1].board.cost["sawmill"][1] == 1
    assert seen.seats[2].board.items and seen.item_supply["sword"] == 2
    encoded = msgspec.json.encode(seen)
    assert GAME.view_from(msgspec.json.decode(encoded)).seats[1].board.keep == 1


def test_the_battle_view_shows_both_dice_and_whose_choice_is_pending() -> None:
    """Law 4.3: during a battle both dice, rolled and dealt hits, and the prompt of the seat choosing."""
    state = table(MQ, LP)
    put(state, 0, 9, warriors=5)
    put(state, 1, 9, warriors=1, fallen=1)
    fight(state, 0, 9, 1, high=3, low=1)
    seen = GAME.view(state, 0)
    assert seen.battle is not None and seen.battle.dice == [3, 1] and seen.battle.dealt == [3, 1]
    assert seen.waiting == [1] and "choose the Elder you lose" in seen.prompt and seen.task == "hits"
    act(state, A.Lose("fallen"))


def test_a_seat_sees_its_own_hand_and_the_worn_out_pile_but_no_decks() -> None:
    """LP-2.2-e: Worn Out face up; LP-2.2-g: Follower deck a count; Law 1.2: hands private."""
    state = table(LP, MQ)
    tableau(state, 0, "war_burrow")
    mine = give(state, 0, "lookouts")[0]
    at(state, "lp_cycle")
    own: WoodlandView = GAME.view(state, 0)
    other = GAME.view(state, 1)
    assert [c.id for c in own.hand] == [mine] and other.hand == []
    assert own.seats[0].board.worn_out == other.seats[0].board.worn_out
    assert own.deck_count == len(state.deck)
