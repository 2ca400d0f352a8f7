"""What the table says must be true (issue 19, woodland findings): followers named from the deciding seat's
tableau, no stale "acted" marks after Cycle, Retire promising no points under dominance (Law 3.3.1),
"1 warrior", the keep shown destroyed only once it was, and bots that use and fight dominance."""

from __future__ import annotations

import random

import pytest

from engines.core.bots import BotTurn
from engines.core.simulate import play_one
from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.bots import HeuristicBot
from tests.engines.woodland.helpers import LP, MQ, VB, act, asked, at, board, give, options, prompt, put, table, tableau
from tests.engines.woodland.test_lp_elders import fight


def labels(state) -> list[str]:  # type: ignore[no-untyped-def]
    return [GAME.describe(state, o) for o in options(state)]


@pytest.mark.rule("LP-2.4-b", "LP-GAP-9")
def test_an_elder_lost_on_another_turn_names_the_followers_of_the_seat_that_chooses() -> None:
    """LP-2.4-b: the Marquise's battle costs an Elder; the Lost Powers choose between their own followers,
    named, not "slot 1"."""
    state = table(MQ, LP)
    put(state, 0, 7, warriors=3)
    put(state, 1, 7, warriors=2)
    tableau(state, 1, "war_burrow", "shoemaker", "smith_rusk")
    fight(state, 0, 7, 1, high=3, low=0)
    assert state.active == 0 and asked(state) == 1
    assert labels(state) == ["wear out War Burrow", "wear out Shoemaker"]


@pytest.mark.rule("LP-6.3-a")
def test_new_followers_after_cycle_carry_no_marks_of_the_old_ones() -> None:
    """LP-6.3: Cycle brings four new followers; none of them has acted or raised an Elder this turn."""
    state = table(LP, MQ)
    tableau(state, 0, "miller_brindle", "auntie_clover")
    put(state, 0, 3, warriors=1)
    mine = board(state, 0)
    mine.used, mine.first_act, mine.risen = [1, 1, 0, 0], ["recruit", "draw", "", ""], [1, 0, 0, 0]
    at(state, "lp_cycle", active=0)
    seen = GAME.view(state, 1).seats[0].board
    assert seen.used == [0, 0, 0, 0] and seen.first_act == [""] * 4 and seen.risen == [0, 0, 0, 0]


@pytest.mark.rule("LP-6.1-a")
def test_retire_promises_no_points_once_dominance_froze_the_score() -> None:
    """Law 3.3.1: with an activated dominance the score no longer moves, so Retire says so."""
    state = table(LP, MQ, VB)
    tableau(state, 0, "war_burrow")
    put(state, 0, 3, warriors=1)
    state.dominance[0] = give(state, 0, "fox_dominance")[0]
    state.hands[0].clear()
    at(state, "lp_retire", active=0)
    assert "no points" in prompt(state) and "score 1 VP" not in prompt(state)
    assert labels(state)[0] == "retire War Burrow (no points: dominance)"
    act(state, A.Retire(0))
    assert state.vp[0] == 0


def test_one_warrior_is_one_warrior() -> None:
    """Words agree in number: Field Hospitals for a single warrior, and the log of its loss."""
    state = table(MQ, LP)
    put(state, 0, 5, warriors=1, tokens=("keep",))
    put(state, 0, 7, warriors=1)
    put(state, 1, 7, warriors=2)
    give(state, 0, "mouse_ambush")
    at(state, "lp_daylight", active=1)
    fight(state, 1, 7, 0, high=1, low=0)
    act(state, A.Done())  # no ambush
    assert prompt(state).startswith("{p0}: 1 warrior fell in clearing 7")
    assert GAME.narrate(A.Removed(seat=0, clearing=7, piece="warrior", by=1)) == "{p0} loses 1 warrior in clearing 7"
    state = table(MQ, LP)
    at(state, "mq_actions", active=0)
    board(state, 0).actions = 1
    state.seq += 1
    assert prompt(state) == "{p0}: Daylight, 1 action left"


def test_the_keep_is_destroyed_only_once_it_was_placed_and_removed() -> None:
    """Law 6.2.2: before setup places it the keep is not yet on the map; removed, it is gone for good."""
    state = GAME.new_state(2, 1, {"factions": "marquise,lost_powers"})
    seen = GAME.view(state, 0).seats[0].board
    assert seen.keep == 0 and not seen.keep_lost
    act(state, A.PlaceKeep(1))
    lost = table(LP, MQ)
    put(lost, 1, 1, tokens=("keep",))
    from engines.woodland.pieces import remove

    remove(lost, 1, 1, "keep", 0, [])
    seen = GAME.view(lost, 0).seats[1].board
    assert seen.keep == 0 and seen.keep_lost


def _bot(state):  # type: ignore[no-untyped-def]
    decision = GAME.decisions(state)[0]
    return HeuristicBot().choose(BotTurn(GAME, decision.seat, decision, GAME.view(state, decision.seat),
                                         random.Random(1)))


def test_a_bot_activates_dominance_it_is_close_to_holding() -> None:
    """Law 3.3.1: with 10 VP and two of the three fox clearings ruled, the bot activates fox dominance."""
    state = table(MQ, LP, VB)
    state.vp[0] = 12
    put(state, 0, 1, warriors=2)
    put(state, 0, 6, warriors=2)
    card = give(state, 0, "fox_dominance")[0]
    at(state, "mq_actions", active=0)
    board(state, 0).actions = 0
    assert _bot(state) == A.Activate(card)


def test_a_bot_battles_where_a_rival_dominance_is_held() -> None:
    """Law 3.3.2: a rival with activated fox dominance rules fox clearings; the bot breaks that rule first."""
    state = table(MQ, LP, VB)
    put(state, 0, 1, warriors=2)
    put(state, 0, 3, warriors=2)
    put(state, 1, 1, warriors=1)
    put(state, 1, 3, fallen=1)  # otherwise the better fight: a lone fallen Elder
    put(state, 1, 6, warriors=1)
    state.dominance[1] = give(state, 1, "fox_dominance")[0]
    state.hands[1].clear()
    at(state, "mq_actions", active=0)
    board(state, 0).actions = 3
    assert _bot(state) == A.Battle(1, 1), "clearing 1 is fox and holds the Lost Powers' dominance"


@pytest.mark.slow
def test_bots_use_dominance_in_three_player_games() -> None:
    """Law 3.3: over a few bot games with three factions, dominance cards are activated and some games end
    by dominance."""
    reasons, activations = [], 0
    for seed in range(12):
        bots = [HeuristicBot() for _ in range(3)]
        _, _, state = play_one(GAME, 3, bots, seed, GAME.resolve_options({}))
        reasons.append(state.end_reason)
        activations += sum(1 for d in state.dominance if d)
    assert activations > 0 and "dominance" in reasons


def test_the_result_names_players_and_factions_in_words() -> None:
    """Law 3.1 and 3.3: the result says who won and how, with faction names and any dominance played for."""
    from engines.woodland.scoring import end

    state = table(LP, MQ, VB)
    state.vp = [31, 12, 10]
    state.dominance[1] = give(state, 1, "mouse_dominance")[0]
    end(state, [0], "30 victory points", [])
    summary = GAME.result(state).summary
    assert summary == ("30 victory points: {p0} (the Lost Powers) 31 VP, {p1} (the Marquise de Cat) 12 VP, "
                       "mouse dominance, {p2} (the Vagabond) 10 VP")
