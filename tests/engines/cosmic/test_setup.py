"""Contents and the nine setup steps."""

from __future__ import annotations

import pytest

from engines.cosmic import GAME
from engines.cosmic import actions as A
from engines.cosmic.content import BLUE_FACES, CARDS, CONTENDERS, DECK, PLANETS, RED_FACES, RULES
from engines.cosmic.options import OPTIONS
from engines.cosmic.turn import snake_order
from tests.engines.cosmic.helpers import act, options


def classes(state, seat):  # type: ignore[no-untyped-def]
    return sorted(CONTENDERS[k].klass for k in state.teams[seat])


@pytest.mark.rule("CC-COMP-1", "CC-COMP-2", "CC-COMP-3", "CC-COMP-4", "CC-COMP-8", "CC-GAP-2", "CC-GAP-3", "CC-GAP-4")
def test_the_box_holds_nine_planets_eighteen_contenders_and_eighty_armory_cards() -> None:
    assert len(PLANETS) == 9
    assert len(CONTENDERS) == 18
    assert len(DECK) == 80
    assert sum(card.copies for card in CARDS) == 80
    assert {c.klass for c in CONTENDERS} == {"sentinel", "savior", "destroyer"}
    assert all(sum(1 for c in CONTENDERS if c.klass == k) == 6 for k in ("sentinel", "savior", "destroyer"))
    state = GAME.new_state(6, 1, {"draft": "random"})
    view = GAME.view(state, 0)
    assert len(view.planets) == 9 and len(view.contenders) == 18  # every standee is on the table


@pytest.mark.rule("CC-COMP-5", "CC-COMP-6", "CC-COMP-7", "CC-GAP-1")
def test_two_to_six_players_each_with_a_team_holder_guide_and_gambit_card() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 6)
    state = GAME.new_state(6, 3, {"draft": "random"})
    assert state.gp == [0] * 6
    assert sorted(k for team in state.teams for k in team) == list(range(18))
    with pytest.raises(ValueError):
        GAME.new_state(7, 1)
    with pytest.raises(ValueError):
        GAME.new_state(1, 1)


@pytest.mark.rule("CC-COMP-9", "CC-COMP-10", "CC-DICE-7", "CC-GAP-13")
def test_twelve_dice_of_each_colour_cap_any_pool() -> None:
    assert RULES["numbers"]["pool_cap"] == 12
    assert RULES["dice"]["attack"]["colour"] == "red" and RULES["dice"]["defense"]["colour"] == "blue"


@pytest.mark.rule("CC-COMP-11", "CC-COMP-12", "CC-GAP-10")
def test_xp_is_unlimited_and_the_timer_is_a_d20() -> None:
    timer = next(o for o in OPTIONS if o.key == "timer")
    assert timer.default == 10 and timer.maximum == 20
    state = GAME.new_state(2, 1, {"draft": "random"})
    state.xp = [10_000, 10_000]
    assert GAME.view(state, 0).seats[0].xp == 10_000


@pytest.mark.rule("CC-SETUP-1", "CC-SETUP-5", "CC-SETUP-6", "CC-SETUP-9")
def test_every_player_starts_with_ten_xp_no_gambit_points_and_the_timer_at_ten() -> None:
    state = GAME.new_state(4, 2)
    assert state.xp == [10, 10, 10, 10]
    assert state.gp == [0, 0, 0, 0]
    assert state.timer == 10


@pytest.mark.rule("CC-SETUP-2", "CC-SETUP-3", "CC-SETUP-4")
def test_the_armory_is_shuffled_and_five_cards_are_face_up() -> None:
    first = GAME.new_state(2, 1)
    second = GAME.new_state(2, 2)
    assert len(first.market) == 5 and all(card >= 0 for card in first.market)
    assert len(first.deck) == 75
    assert sorted(first.deck + first.market) == list(range(80))
    assert first.deck != second.deck


@pytest.mark.rule("CC-SETUP-7", "CC-SETUP-8", "CC-TERM-4", "CC-TERM-7", "CC-TERM-11")
def test_attack_dice_are_red_and_defense_dice_blue() -> None:
    from engines.cosmic.content import DEFENSE, DOUBLE, HIT, MISS

    assert sorted(RED_FACES) == sorted([HIT, HIT, HIT, DOUBLE, DEFENSE, DEFENSE])
    assert sorted(BLUE_FACES) == sorted([HIT, HIT, DOUBLE, DEFENSE, DEFENSE, MISS])


@pytest.mark.rule("CC-SETUP-10")
def test_planet_tiles_are_shuffled_into_a_three_by_three_grid() -> None:
    grids = {tuple(GAME.new_state(2, seed).grid) for seed in range(8)}
    assert len(grids) > 1
    assert all(sorted(grid) == list(range(9)) for grid in grids)
    view = GAME.view(GAME.new_state(2, 1), None)
    assert {(p.row, p.col) for p in view.planets} == {(r, c) for r in range(3) for c in range(3)}


@pytest.mark.rule("CC-SETUP-11", "CC-SETUP-12", "CC-SETUP-16", "CC-SETUP-18")
def test_a_random_deal_gives_each_player_one_contender_of_each_class_unrivaled() -> None:
    firsts = set()
    for seed in range(12):
        state = GAME.new_state(3, seed, {"draft": "random"})
        assert state.phase == "awaken"
        for seat in range(3):
            assert classes(state, seat) == ["destroyer", "savior", "sentinel"]
            assert not any(state.contenders[k].awakened for k in state.teams[seat])
        assert state.order == [(state.order[0] + i) % 3 for i in range(3)]  # clockwise
        firsts.add(state.order[0])
    assert len(firsts) > 1


@pytest.mark.rule("CC-SETUP-13", "CC-SETUP-14")
def test_the_snake_draft_reverses_the_pick_order_every_round() -> None:
    assert snake_order(4, 0) == [0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3]
    firsts = {GAME.new_state(4, seed).draft_order[0] for seed in range(12)}
    assert len(firsts) > 1
    state = GAME.new_state(4, 5)
    first = state.draft_order[0]
    assert state.draft_order == snake_order(4, first)


@pytest.mark.rule("CC-SETUP-15", "CC-SETUP-11")
def test_contender_classes_may_be_drafted_in_any_order_but_one_of_each() -> None:
    state = GAME.new_state(2, 4)
    seat = state.draft_order[0]
    offered = {CONTENDERS[o.contender].klass for o in options(state, seat)}
    assert offered == {"sentinel", "savior", "destroyer"}
    savior = next(o for o in options(state, seat) if CONTENDERS[o.contender].klass == "savior")
    act(state, savior)
    act(state, options(state)[0])  # the other player picks twice (snake order)
    act(state, options(state)[0])
    assert state.active == seat
    assert options(state, seat)
    assert all(CONTENDERS[o.contender].klass != "savior" for o in options(state, seat))
    with pytest.raises(Exception, match="CC-SETUP-11"):
        act(state, A.Draft(next(c.index for c in CONTENDERS if c.klass == "savior"
                                and state.contenders[c.index].owner < 0)), seat)


def draft_all(state):  # type: ignore[no-untyped-def]
    while state.phase == "draft":
        act(state, options(state)[0])


@pytest.mark.rule("CC-SETUP-17", "CC-SETUP-19", "CC-GAP-22")
def test_after_a_draft_the_last_drafter_awakens_first_then_clockwise() -> None:
    state = GAME.new_state(4, 6)
    first = state.draft_order[0]
    draft_all(state)
    last = state.draft_order[-1]
    assert last == (first + 3) % 4
    assert state.order == [last, first, (first + 1) % 4, (first + 2) % 4]
    assert state.active == last
    for seat in range(4):
        assert classes(state, seat) == ["destroyer", "savior", "sentinel"]


@pytest.mark.rule("CC-SETUP-20", "CC-GAP-21")
def test_recycling_the_market_during_awakening_is_free() -> None:
    state = GAME.new_state(2, 1, {"draft": "random"})
    seat = state.active
    before = list(state.market)
    act(state, A.RECYCLE)
    assert state.xp[seat] == 10
    assert set(before) <= set(state.discard) and len(state.market) == 5
    assert A.RECYCLE not in options(state)  # once per visit
    paid = GAME.new_state(2, 1, {"draft": "random", "setup_recycle": 2})
    act(paid, A.RECYCLE)
    assert paid.xp[paid.active] == 8


@pytest.mark.rule("CC-SETUP-21", "CC-SETUP-22", "CC-TERM-5")
def test_during_awakening_players_buy_cards_and_awaken_for_five_xp_each() -> None:
    state = GAME.new_state(2, 1, {"draft": "random"})
    seat = state.active
    state.xp[seat] = 30
    buys = [o for o in options(state) if isinstance(o, A.Buy)]
    act(state, buys[0])
    while state.pending:
        act(state, options(state)[0])
    act(state, next(o for o in options(state) if isinstance(o, A.Buy)))
    while state.pending:
        act(state, options(state)[0])
    spent = 30 - state.xp[seat]
    assert spent > 0
    for contender in list(state.teams[seat])[:2]:
        act(state, A.Awaken(contender))
    assert 30 - spent - state.xp[seat] == 10
    assert sum(state.contenders[k].awakened for k in state.teams[seat]) == 2


@pytest.mark.rule("CC-SETUP-23", "CC-SETUP-24", "CC-SETUP-25", "CC-SETUP-26")
def test_teams_are_placed_on_one_planet_each_in_turn_order_at_full_health() -> None:
    state = GAME.new_state(3, 2, {"draft": "random"})
    while state.phase == "awaken":
        act(state, A.DONE)
    assert state.phase == "place"
    placed = []
    for cell in (4, 4, 0):
        placed.append(state.active)
        act(state, A.Place(cell))
    assert placed == state.order
    for seat, cell in zip(placed, (4, 4, 0), strict=True):
        assert {state.contenders[k].cell for k in state.teams[seat]} == {cell}
        assert all(state.contenders[k].health == 20 for k in state.teams[seat])
    assert state.phase in ("recovery", "armory", "action") and state.active == state.order[0]
    assert GAME.view(state, placed[0]).seats[placed[0]].team == state.teams[placed[0]]
