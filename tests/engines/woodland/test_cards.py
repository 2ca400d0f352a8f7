"""The base deck's effects, each a registered function named after the card (our names, Law 4.1)."""

from __future__ import annotations

import pytest

from engines.woodland import actions as A
from engines.woodland.cards import resolve_immediate
from tests.engines.woodland.helpers import (
    LP,
    MQ,
    VB,
    act,
    asked,
    at,
    board,
    give,
    options,
    pawn,
    put,
    settle,
    table,
    texts,
)


def crafted(state, seat: int, key: str) -> str:  # type: ignore[no-untyped-def]
    card = give(state, seat, key)[0]
    state.hands[seat].remove(card)
    state.crafted[seat].append(card)
    return card


def test_warren_savings_draws_for_you_and_a_player_you_choose() -> None:
    """Law 4.1.3, Warren Savings (start of Birdsong): you draw and one other player draws."""
    state = table(MQ, LP, VB)
    card = crafted(state, 0, "warren_savings")
    at(state, "bs_start")
    act(state, A.UseCard(card))
    assert options(state) == [A.ChooseSeat(1), A.ChooseSeat(2)]
    act(state, A.ChooseSeat(2))
    assert len(state.hands[0]) == 1 and len(state.hands[2]) == 1 and not state.hands[1]


def test_highway_robbery_takes_a_random_card_and_pays_the_victim_a_point() -> None:
    """Law 4.1.3, Highway Robbery (Birdsong): a random card from another hand; that player scores 1."""
    state = table(MQ, LP)
    card = crafted(state, 0, "highway_robbery")
    stolen = give(state, 1, "lookouts")[0]
    at(state, "bs_start")
    events = act(state, A.UseCard(card))
    events += act(state, A.ChooseSeat(1))
    assert state.hands[0] == [stolen] and state.vp[1] == 1
    private = [e for e in events if e.only == 0]
    assert private and "Lookouts" in texts(private)[0]


def test_crown_decree_scores_a_point_per_ruled_clearing_then_goes() -> None:
    """Law 4.1.3, Crown Decree (Birdsong): discard to score 1 VP per clearing you rule."""
    state = table(MQ, LP)
    card = crafted(state, 0, "crown_decree")
    for cid in (1, 2, 3):
        put(state, 0, cid, warriors=1)
    at(state, "bs_start")
    act(state, A.UseCard(card))
    assert state.vp[0] == 3 and card in state.discard and not state.crafted[0]


def test_tithe_gatherer_removes_your_warrior_to_draw_once_per_daylight() -> None:
    """Law 4.1.3, Tithe Gatherer (Daylight, once): remove one of your warriors, draw a card."""
    state = table(MQ, LP)
    card = crafted(state, 0, "tithe_gatherer")
    put(state, 0, 4, warriors=2)
    at(state, "mq_actions")
    act(state, A.UseCard(card))
    act(state, A.ChooseClearing(4))
    assert state.clearings[3].warriors[0] == 1 and len(state.hands[0]) == 1
    assert A.UseCard(card) not in options(state)


def test_cipher_readers_shows_a_hand_to_its_owner_only() -> None:
    """Law 4.1.3, Cipher Readers (Daylight, once): look at another player's hand."""
    state = table(MQ, LP)
    card = crafted(state, 0, "cipher_readers")
    give(state, 1, "fox_ambush")
    at(state, "mq_actions")
    act(state, A.UseCard(card))
    events = act(state, A.ChooseSeat(1))
    assert [e.only for e in events if "Ambush" in getattr(e, "text", "")] == [0]


def test_war_burrow_and_shoemaker_open_a_battle_and_a_move() -> None:
    """Law 4.1.3, War Burrow: a battle at the start of Daylight; Shoemaker: a move at the start of Evening."""
    state = table(MQ, LP)
    burrow = crafted(state, 0, "war_burrow")
    shoe = crafted(state, 0, "shoemaker")
    put(state, 0, 6, warriors=2)
    put(state, 1, 6, warriors=1)
    put(state, 0, 2, warriors=1)
    at(state, "dl_start")
    assert options(state) == [A.UseCard(burrow), A.Done()]
    act(state, A.UseCard(burrow))
    assert A.Battle(6, 1) in options(state)
    at(state, "ev_start")
    act(state, A.UseCard(shoe))
    assert A.Move(6, 2) in options(state)


def test_an_uprising_clears_every_enemy_piece_of_its_suit_and_hurts_the_vagabond_thrice() -> None:
    """Law 4.1.3 and 9.2.7: an Uprising clears enemy pieces from its suit; the Vagabond damages three items."""
    state = table(MQ, LP, VB)
    put(state, 1, 1, warriors=1)
    pawn(state, 2, 12, items=("boot", "sword", "torch", "hammer"))
    put(state, 0, 8, warriors=2, buildings=("sawmill",))
    events: list = []
    resolve_immediate(state, 0, give(state, 0, "fox_uprising")[0], events)
    settle(state)
    assert state.clearings[0].fallen == 1, "a lone Elder falls instead (LP-2.3-a)"
    assert sum(i.damaged for i in board(state, 2).items) == 3
    assert state.clearings[7].warriors[0] == 2, "your own pieces stay"


def test_dominance_is_activated_at_ten_points_and_wins_at_the_start_of_birdsong() -> None:
    """Law 3.3: activate with 10+ VP in Daylight; your score stops; rule three clearings of the suit to win."""
    state = table(MQ, LP, VB)
    card = give(state, 0, "mouse_dominance")[0]
    state.vp[0] = 9
    at(state, "mq_actions")
    assert A.Activate(card) not in options(state)
    state.vp[0] = 10
    state.seq += 1
    act(state, A.Activate(card))
    from engines.woodland.scoring import score

    score(state, 0, 3, "test", [])
    assert state.vp[0] == 10 and state.dominance[0] == card
    for cid in (2, 7, 9):
        put(state, 0, cid, warriors=1)
    at(state, "bs_start", active=0)
    assert state.over and state.winners == [0] and state.end_reason == "dominance"


def test_bird_dominance_wins_with_two_opposite_corners() -> None:
    """Law 3.3.2: the bird card needs two opposite corner clearings."""
    state = table(MQ, LP, VB)
    state.dominance[0] = give(state, 0, "bird_dominance")[0]
    state.hands[0].clear()
    put(state, 0, 1, warriors=1)
    put(state, 0, 2, warriors=1)
    at(state, "bs_start", active=0)
    assert not state.over
    put(state, 0, 3, warriors=1)
    at(state, "bs_start", active=0)
    assert state.over and state.winners == [0]


def test_discarded_dominance_waits_beside_the_map_and_is_taken_for_a_matching_card() -> None:
    """Law 3.3.3: a discarded dominance card is available; take it by spending a card of its suit."""
    state = table(LP, MQ, VB)
    dom, fox = give(state, 1, "fox_dominance", "fox_uprising")
    bird = give(state, 1, "savage_charge")[0]
    state.hands[1].remove(dom)
    from engines.woodland.deck import discard

    discard(state, dom)
    assert state.available_dominance == [dom] and dom not in state.discard
    put(state, 1, 2, buildings=("sawmill",))
    at(state, "mq_actions", active=1)
    assert A.TakeDominance(dom, fox) in options(state) and A.TakeDominance(dom, bird) in options(state)
    act(state, A.TakeDominance(dom, fox))
    assert dom in state.hands[1] and fox in state.discard and asked(state) == 1


@pytest.mark.rule("LP-2.3-a", "LP-2.2-c")
def test_tithe_gatherer_draws_nothing_when_a_lone_elder_only_falls() -> None:
    """Slow and Steady (LP-2.3-a): the lone Elder is laid down, not removed, so the card's price is unpaid."""
    from tests.engines.woodland.helpers import tableau

    state = table(LP, MQ)
    card = tableau(state, 0, "tithe_gatherer")[0]
    put(state, 0, 7, warriors=1)
    at(state, "lp_daylight")
    act(state, A.UseCard(card))
    act(state, A.ChooseClearing(7))
    assert state.clearings[6].fallen == 1 and not state.hands[0]
