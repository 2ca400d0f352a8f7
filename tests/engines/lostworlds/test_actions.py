"""Action phase: pass, activating dice, two-icon and '/' faces, each icon (LW-ACTION-*, LW-ROLL-7 to -10)."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from tests.engines.lostworlds.helpers import face, fleets, kind, new, on, options, place, play, scenario, wid

TWO = ("glasshaven", "cinderfall")


@pytest.mark.rule("LW-ACTION-1", "LW-ACTION-2", "LW-ACTION-3", "LW-GLOSS-2")
def test_pass_readies_two_fleets_from_hyperspace_or_gains_one_renown() -> None:
    state = new(2)
    play(state, A.PASS_READY)
    assert (state.ps[0].home, state.ps[0].hyper) == (5, 1)
    play(state, A.PASS_RENOWN)
    assert state.ps[1].renown == 2 and state.active == 0


@pytest.mark.rule("LW-GAP-21", "LW-ACTION-1")
def test_pass_is_instead_of_activating_so_it_is_gone_once_a_die_is_spent() -> None:
    state = scenario(2, TWO, dice=(face(0, "M"), 0, 0))
    play(state, A.ACTIVATE[0], A.SKIP)
    assert A.PASS_READY not in options(state) and A.END_TURN in options(state)
    with pytest.raises(IllegalAction, match="pass only instead"):
        GAME.apply(state, 0, A.PASS_READY)
    play(state, A.END_TURN)
    assert state.active == 1 and state.spent == 0


@pytest.mark.rule("LW-ACTION-4", "LW-ACTION-5")
def test_dice_may_be_activated_in_any_order_and_each_is_spent_once() -> None:
    state = scenario(2, TWO, dice=(face(0, "M"), face(1, "RR", "and"), face(2, "M")))
    play(state, A.ACTIVATE[2], A.SKIP, A.ACTIVATE[1])
    assert state.spent == 0b110 and state.ps[0].renown == 3
    assert A.ACTIVATE[1] not in options(state) and A.ACTIVATE[0] in options(state)


@pytest.mark.rule("LW-ACTION-6")
def test_both_icons_of_a_two_icon_face_resolve_before_another_die() -> None:
    state = scenario(2, TWO, dice=(face(0, "SS", "and"), 0, 0))
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"))
    assert kind(state) == "settle"
    assert not any(isinstance(o, A.Activate) for o in options(state))
    play(state, place("cinderfall", "settle"))
    assert kind(state) == "menu" and state.ps[0].home == 1


@pytest.mark.rule("LW-ACTION-7")
def test_a_slash_face_offers_a_choice_of_one_of_its_icons() -> None:
    state = scenario(2, TWO, dice=(face(0, "SC", "or"), 0, 0))
    play(state, A.ACTIVATE[0])
    assert options(state) == [A.Choose("settle"), A.Choose("conquer")]
    play(state, A.Choose("conquer"), place("glasshaven", "conquer"))
    assert on(state, "glasshaven", "conquer", 0) == 1 and kind(state) == "menu"


@pytest.mark.rule("LW-ACTION-8")
def test_every_individual_action_may_be_skipped() -> None:
    state = scenario(2, TWO, dice=(face(0, "SS", "and"), 0, 0))
    play(state, A.ACTIVATE[0], A.SKIP, A.SKIP)
    assert state.ps[0].home == 3 and kind(state) == "menu"


@pytest.mark.rule("LW-ROLL-7", "LW-GLOSS-5", "LW-ACQ-3", "LW-GAP-31")
def test_settle_places_a_home_fleet_on_the_settle_side_of_any_world() -> None:
    state = scenario(2, TWO, dice=(face(0, "S"), 0, 0))
    play(state, A.ACTIVATE[0])
    assert set(options(state)) == {place("glasshaven", "settle"), place("cinderfall", "settle"), A.SKIP}
    play(state, place("cinderfall", "settle"))
    assert on(state, "cinderfall", "settle", 0) == 1 and state.ps[0].home == 2


@pytest.mark.rule("LW-ROLL-8", "LW-GLOSS-6", "LW-ACQ-3")
def test_conquer_places_a_home_fleet_on_the_conquer_side() -> None:
    state = scenario(2, TWO, dice=(0, 0, face(2, "C")))
    play(state, A.ACTIVATE[2], place("glasshaven", "conquer"))
    assert on(state, "glasshaven", "conquer", 0) == 1


@pytest.mark.rule("LW-ROLL-9", "LW-GLOSS-7", "LW-ACQ-5")
def test_move_readies_a_fleet_or_moves_one_to_any_side_of_any_world() -> None:
    state = scenario(2, TWO, dice=(face(0, "M"), face(1, "MM", "and"), 0))
    fleets(state, "glasshaven", "conquer", 0, 1)
    play(state, A.ACTIVATE[0])
    assert A.READY in options(state) and A.MOVE_FROM[wid("glasshaven")][1] in options(state)
    play(state, A.MOVE_FROM[wid("glasshaven")][1])
    assert A.MOVE_TO[wid("glasshaven")][0] in options(state)  # the same world's other side
    assert A.MOVE_TO[wid("glasshaven")][1] not in options(state)
    play(state, A.MOVE_TO[wid("cinderfall")][1], A.ACTIVATE[1], A.READY, A.SKIP)
    assert on(state, "cinderfall", "conquer", 0) == 1 and state.ps[0].hyper == 2


@pytest.mark.rule("LW-ROLL-10", "LW-GLOSS-8", "LW-RENOWN-1")
def test_each_renown_icon_gains_one_renown() -> None:
    state = scenario(2, TWO, dice=(0, face(1, "RR", "and"), 0))
    play(state, A.ACTIVATE[1])
    assert state.ps[0].renown == 3


@pytest.mark.rule("LW-ACQ-4")
def test_any_players_may_share_both_sides_of_a_world() -> None:
    state = scenario(2, ("starwake_bastion", "cinderfall"), dice=(face(0, "SS", "and"), 0, face(2, "C")))
    fleets(state, "starwake_bastion", "settle", 1, 2)
    fleets(state, "starwake_bastion", "conquer", 1, 1)
    play(state, A.ACTIVATE[0], place("starwake_bastion", "settle"), place("starwake_bastion", "settle"))
    play(state, A.ACTIVATE[2], place("starwake_bastion", "conquer"))
    view = GAME.view(state, None)
    bastion = next(w for w in view.worlds if w.id == wid("starwake_bastion"))
    assert bastion.settle == [2, 2] and bastion.conquer == [1, 1]
