"""The Woodland Alliance (Law 8): the hidden supporters stack, sympathy, Outrage, Guerrilla War, revolts,
officers and their operations, and what a lost base costs."""

from __future__ import annotations

import pytest

from engines.woodland import GAME
from engines.woodland import actions as A
from tests.engines.woodland.helpers import (
    AL,
    EY,
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
    supporters,
    table,
    texts,
)
from tests.engines.woodland.test_lp_elders import fight


def test_setup_draws_three_supporters_and_places_nothing() -> None:
    """Law 8.3: three supporters from the deck, no piece on the map; the stack is hidden, its size public
    (Law 8.2.1), and the leak checks know the cards (secrets)."""
    state = GAME.new_state(2, 4, {"factions": "alliance,marquise"})
    mine = board(state, 0)
    assert len(mine.supporters) == 3 and all(c.warriors[0] == 0 and not c.tokens for c in state.clearings)
    own, other = GAME.view(state, 0).seats[0].board, GAME.view(state, 1).seats[0].board
    assert [r.id for r in own.own_supporters] == mine.supporters and own.supporters == 3
    assert other.own_supporters is None and other.supporters == 3
    assert set(mine.supporters) <= set(GAME.secrets(state)[0])
    assert not set(mine.supporters) & set(GAME.secrets(state)[1])


def test_without_a_base_the_stack_holds_five() -> None:
    """Law 8.2.1: a sixth supporter is discarded while no base is on the map."""
    state = table(AL, MQ)
    cards = supporters(state, 0, "fox_ambush", "road_boots", "toll_gate", "forge_steel", "smithy_hammer")
    extra = give(state, 0, "war_burrow")[0]
    at(state, "al_daylight", active=0)
    act(state, A.Mobilize(extra))
    assert board(state, 0).supporters == cards and state.discard[-1] == extra


def test_mobilize_puts_a_card_from_hand_on_the_supporters_stack() -> None:
    """Law 8.5: in Daylight, Mobilize adds any card from hand to the supporters stack."""
    state = table(AL, MQ)
    cards = supporters(state, 0, "fox_ambush")
    extra = give(state, 0, "war_burrow")[0]
    at(state, "al_daylight", active=0)
    act(state, A.Mobilize(extra))
    assert board(state, 0).supporters == [*cards, extra] and extra not in state.hands[0]


def test_sympathy_spreads_next_to_sympathy_for_matching_supporters_and_scores_its_space() -> None:
    """Law 8.4.2: the first token anywhere; then next to a sympathetic clearing, paid with supporters of the
    target's suit (birds too), scoring the space it leaves; never in the keep's clearing (Law 6.2.2)."""
    state = table(AL, MQ)
    put(state, 1, 10, tokens=("keep",))
    supporters(state, 0, "fox_ambush", "savage_charge", "war_burrow")
    at(state, "al_spread", active=0)
    spots = {o.clearing for o in options(state) if isinstance(o, A.Spread)}
    assert spots == {1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12}, "anywhere but the keep"
    act(state, A.Spread(1))
    assert state.vp[0] == 0 and board(state, 0).sympathy == 9 and len(board(state, 0).supporters) == 2
    spots = {o.clearing for o in options(state) if isinstance(o, A.Spread)}
    assert spots == {5, 9}, "next to clearing 1 (10 holds the keep), paid with a rabbit or a bird"
    act(state, A.Spread(5))
    assert state.vp[0] == 1


def test_martial_law_costs_one_more_supporter() -> None:
    """Law 8.4.2: three warriors of another faction in the target raise the cost by one."""
    state = table(AL, MQ)
    put(state, 0, 1, tokens=("sympathy",))
    put(state, 1, 5, warriors=3)
    supporters(state, 0, "war_burrow")
    at(state, "al_spread", active=0)
    assert A.Spread(5) not in options(state)
    supporters(state, 0, "shoemaker", "warren_savings")
    at(state, "al_spread", active=0)
    assert A.Spread(5) in options(state)


def test_a_revolt_clears_the_enemy_places_the_base_warriors_and_an_officer() -> None:
    """Law 8.4.1: two supporters of a sympathetic clearing's suit; every enemy piece there goes (buildings
    and tokens score), then the base, a warrior per sympathetic clearing of that suit, and an officer."""
    state = table(AL, MQ)
    for cid in (1, 6):  # fox clearings
        put(state, 0, cid, tokens=("sympathy",))
    put(state, 1, 6, warriors=2, buildings=("sawmill",), tokens=("wood",))
    supporters(state, 0, "fox_ambush", "bird_ambush", "war_burrow")
    at(state, "al_revolt", active=0)
    assert set(options(state)) == {A.Revolt(1), A.Revolt(6), A.Done()}
    act(state, A.Revolt(6))
    here = state.clearings[5]
    assert here.warriors == [2, 0] and [b.kind for b in here.buildings] == ["base"]
    assert state.vp[0] == 2 and board(state, 0).officers == 1 and board(state, 0).bases["fox"] == 6
    assert [c for c in board(state, 0).supporters] and len(board(state, 0).supporters) == 1


def test_outrage_for_removing_sympathy_costs_the_remover_a_matching_card() -> None:
    """Law 8.2.4: the faction that removes a sympathy token gives the Alliance a card of its clearing's
    suit; the giver chooses which."""
    state = table(MQ, AL)
    put(state, 0, 5, warriors=3)
    put(state, 1, 5, tokens=("sympathy",))
    rabbit, bird = give(state, 0, "war_burrow", "savage_charge")
    fight(state, 0, 5, 1, high=2, low=0)
    settle_to(state, "outrage")
    assert asked(state) == 0 and set(options(state)) == {A.PlayCard(rabbit), A.PlayCard(bird)}
    lines = texts(act(state, A.PlayCard(bird)))
    assert board(state, 1).supporters == [bird] and bird not in state.hands[0]
    assert "Outrage: {p0} gives {p1} a card as a supporter" in lines
    assert state.vp[0] == 1, "the token scored for its remover (Law 3.2.1)"


def test_outrage_without_a_matching_card_shows_the_hand_and_the_alliance_draws() -> None:
    """Law 8.2.4: no card of the suit: the hand is shown to the Alliance, which draws a supporter."""
    state = table(MQ, AL)
    put(state, 0, 1, warriors=2)
    put(state, 1, 5, tokens=("sympathy",))
    fox = give(state, 0, "fox_uprising")[0]
    at(state, "mq_actions", active=0)
    board(state, 0).actions = 3
    act(state, A.March())
    act(state, A.Move(1, 5))
    events = act(state, A.MoveCount(1))
    shown = [e for e in events if getattr(e, "only", None) == 1]
    assert any("Fox Uprising" in e.text for e in shown), "only the Alliance sees the hand"
    assert len(board(state, 1).supporters) == 1 and fox in state.hands[0]


def test_moving_warriors_into_sympathy_is_outrage_for_the_mover() -> None:
    """Law 8.2.4: moving warriors into a sympathetic clearing costs a matching card."""
    state = table(MQ, AL)
    put(state, 0, 1, warriors=2)
    put(state, 1, 5, tokens=("sympathy",))
    rabbit = give(state, 0, "war_burrow")[0]
    at(state, "mq_actions", active=0)
    board(state, 0).actions = 3
    act(state, A.March())
    act(state, A.Move(1, 5))
    act(state, A.MoveCount(2))
    assert asked(state) == 0 and options(state) == [A.PlayCard(rabbit)]
    act(state, A.PlayCard(rabbit))
    assert board(state, 1).supporters == [rabbit]


def test_guerrilla_war_gives_the_defending_alliance_the_higher_die() -> None:
    """Law 8.2.3: defending, the Alliance deals the higher roll and the attacker the lower."""
    state = table(MQ, AL)
    put(state, 0, 5, warriors=3)
    put(state, 1, 5, warriors=3)
    fight(state, 0, 5, 1, high=3, low=1)
    settle(state)
    battle = state.last_battle
    assert battle is not None and battle.rolled == [1, 3] and battle.guerrilla
    assert state.clearings[4].warriors == [0, 2]
    assert "{p1} up to 3" in texts([__import__("engines.woodland.actions", fromlist=["x"]).DiceRolled(
        clearing=5, attacker=0, defender=1, dice=[3, 1], guerrilla=True)])[0]


def test_daylight_trains_officers_with_cards_of_a_base_and_crafts_with_sympathy() -> None:
    """Law 8.5: Train spends a card matching a base on the map for an officer; sympathy tokens are the
    crafting pieces (Law 8.5.1), each once per turn."""
    state = table(AL, MQ)
    put(state, 0, 1, buildings=("base",), tokens=("sympathy",))
    fox, rabbit, crossbow = give(state, 0, "fox_uprising", "war_burrow", "sky_crossbow")
    at(state, "al_daylight", active=0)
    assert A.Train(fox) in options(state) and A.Train(rabbit) not in options(state)
    act(state, A.Train(fox))
    assert board(state, 0).officers == 1 and board(state, 0).supply == 9
    act(state, A.Craft(crossbow))
    assert "crossbow" in state.crafted_items[0] and not any(isinstance(o, A.Craft) for o in options(state))


def test_each_officer_buys_one_military_operation() -> None:
    """Law 8.6.1: move, battle, recruit at a base or organize, one per officer."""
    state = table(AL, MQ)
    put(state, 0, 1, warriors=2, buildings=("base",), tokens=("sympathy",))
    board(state, 0).officers = 2
    at(state, "al_operations", active=0)
    act(state, A.RecruitAt(1))
    assert A.Organize(5) not in options(state)
    act(state, A.Move(1, 5))
    act(state, A.MoveCount(1))
    assert board(state, 0).operations == 0 and state.step != "al_operations", "two officers, two operations"
    assert state.clearings[0].warriors[0] == 2 and state.clearings[4].warriors[0] == 1


def test_organize_turns_a_warrior_into_sympathy_and_scores() -> None:
    """Law 8.6.1: remove a warrior from an unsympathetic clearing to place sympathy there and score it."""
    state = table(AL, MQ)
    put(state, 0, 1, tokens=("sympathy",))
    put(state, 0, 5, warriors=1)
    board(state, 0).officers = 1
    at(state, "al_operations", active=0)
    act(state, A.Organize(5))
    assert state.clearings[4].warriors[0] == 0 and state.clearings[4].tokens[0].kind == "sympathy"
    assert state.vp[0] == 1


def test_evening_draws_one_plus_one_per_base() -> None:
    """Law 8.6.2: one card plus one per base on the map."""
    state = table(AL, MQ)
    put(state, 0, 1, buildings=("base",))
    put(state, 0, 3, buildings=("base",))
    at(state, "al_draw", active=0)
    assert len(state.hands[0]) == 3


def test_a_lost_base_costs_its_suit_and_birds_and_half_the_officers() -> None:
    """Law 8.2.5: the base's suit and bird supporters are discarded, half the officers (rounded up) go;
    with no base left the stack is cut to five."""
    state = table(MQ, AL)
    put(state, 0, 1, warriors=4)
    put(state, 1, 1, buildings=("base",))
    board(state, 1).officers = 3
    keep = supporters(state, 1, "fox_ambush", "bird_ambush", "war_burrow", "shoemaker", "warren_savings",
                      "mouse_ambush", "lookouts", "cipher_readers")
    fight(state, 0, 1, 1, high=1, low=0)
    settle_to(state, "al_trim")
    mine = board(state, 1)
    assert mine.officers == 1 and mine.supply == 12 and mine.bases["fox"] == 0 and state.vp[0] == 1
    assert keep[0] not in mine.supporters and keep[1] not in mine.supporters
    assert asked(state) == 1 and len(options(state)) == 6
    act(state, A.Discard(keep[2]))
    assert len(mine.supporters) == 5 and not (state.stack and state.stack[-1].kind == "al_trim")


def test_disarm_of_sympathy_is_outrage_for_the_lost_powers() -> None:
    """Law 8.2.4 and ROOT-Q5: the Alliance chooses to lose a sympathy token to Disarm: the Lost Powers owe a
    card."""
    state = table(LP, AL)
    put(state, 0, 5, warriors=1)
    put(state, 1, 5, tokens=("sympathy",))
    rabbit = give(state, 0, "war_burrow")[0]
    at(state, "lp_disarm", active=0)
    settle_to(state, "outrage")
    act(state, A.PlayCard(rabbit))
    assert board(state, 1).supporters == [rabbit] and state.vp[0] == 1


@pytest.mark.parametrize("mover", [EY, VB])
def test_vagabond_pawns_and_allies_cause_no_outrage_but_eyrie_moves_do(mover: str) -> None:
    """Law 8.2.4 speaks of warriors: the Vagabond's pawn is none; an Eyrie Decree move is."""
    state = table(mover, AL)
    put(state, 1, 5, tokens=("sympathy",))
    give(state, 0, "war_burrow")
    if mover == VB:
        pawn(state, 0, cid=1, items=("boot", "torch"))
        at(state, "vb_daylight", active=0)
        act(state, A.Travel(5))
        assert not state.stack
    else:
        put(state, 0, 1, warriors=2, buildings=("roost",))
        from tests.engines.woodland.helpers import decree

        decree(state, 0, "despot")
        at(state, "ey_decree", active=0)
        act(state, A.Move(1, 5))
        act(state, A.MoveCount(1))
        assert state.stack and state.stack[-1].kind == "outrage"


def settle_to(state, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Answer with first options until a task of ``kind`` is on top."""
    for _ in range(40):
        if state.stack and state.stack[-1].kind == kind:
            return
        act(state, options(state)[0])
    raise AssertionError(f"no {kind}")


def test_the_alliance_turn_is_revolt_spread_daylight_operations_draw() -> None:
    """Law 8.4-8.6: Birdsong revolts then spreads sympathy, Daylight, then Evening operations and the draw."""
    from engines.woodland.factions.alliance import ALLIANCE

    assert ALLIANCE.steps() == ("bs_start", "al_revolt", "al_spread", "dl_start", "al_daylight", "ev_start",
                                "al_operations", "al_draw", "discard", "end_turn")
