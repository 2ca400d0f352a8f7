"""LAND, ADD, surface spaces, occupied and adjacent spaces, and the goal (LSF-TERM-6..11, -28, -29)."""

from __future__ import annotations

import pytest

from engines.colony import actions as ev
from engines.colony.content import C
from tests.engines.colony.helpers import GAME, a, act, options, play, table


@pytest.mark.rule("LSF-TERM-6", "LSF-COMP-7", "LSF-COMP-5", "LSF-DIFF-2")
def test_landing_moves_people_from_the_ship_to_a_chosen_space_within_the_card_limit() -> None:
    state = table(("bastion", "wayfarer"), hands={0: ["armored_descent"]}, people={0: 8})
    cid = state.ships[0].hand[0]
    act(state, 0, a.PlayCard(cid))
    assert [o.space for o in options(state, 0)] == list(range(1, 9))
    act(state, 0, a.ChooseSpace(6))
    assert options(state, 0) == [a.ChooseCount(n) for n in (1, 2, 3)]
    act(state, 0, a.ChooseCount(3))
    assert state.ships[0].people == 5
    assert state.surface[6] == 3 + 1 and state.total == 4
    assert GAME.view(state, 1).total == 4 and GAME.view(state, 1).surface[5] == 4


@pytest.mark.rule("LSF-TERM-7", "LSF-COMP-8", "LSF-GAP-16")
def test_adding_takes_new_people_from_the_box() -> None:
    state = table(("mender", "bastion"), hands={0: ["triage", "recruit"]}, people={0: 50})
    play(state, 0, "triage", a.ChooseShip(1))
    assert state.ships[1].people == C.ships["bastion"].people + 2
    act(state, 1, a.AddPerson())
    play(state, 0, "recruit")
    assert state.ships[0].people == 53, "the supply never runs out"


@pytest.mark.rule("LSF-TERM-8", "LSF-TERM-9", "LSF-TERM-10", "LSF-GAP-23")
def test_people_added_by_a_landing_card_join_the_landing_but_are_not_landed() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["drop_pods"]}, slots={1: "creeping_vines"})
    events = play(state, 0, "drop_pods", a.ChooseSpace(7), a.ChooseCount(2))
    landed = next(e for e in events if isinstance(e, ev.Landed))
    assert (landed.space, landed.landed, landed.added) == (7, 1, 2), "the toll took a landed person only"
    assert state.surface[7] == 3


@pytest.mark.rule("LSF-TERM-11", "LSF-COMP-3")
def test_surface_spaces_are_numbered_s1_to_sn() -> None:
    state = table(("wayfarer", "bastion"), planet="cinderfall", hands={0: ["long_descent"]})
    cid = state.ships[0].hand[0]
    act(state, 0, a.PlayCard(cid))
    labels = [GAME.describe(state, o) for o in options(state, 0)]
    assert labels == [f"S{n} (0 people)" for n in range(1, 6)]


@pytest.mark.rule("LSF-TERM-28")
def test_occupied_means_any_people_on_the_space() -> None:
    state = table(("wayfarer", "pathfinder"), hands={0: ["mass_landing"], 1: ["scout_landing"]},
                  surface={2: 1, 5: 3})
    act(state, 0, a.PlayCard(state.ships[0].hand[0]))
    assert [o.space for o in options(state, 0)] == [2, 5]
    act(state, 0, a.ChooseSpace(2))
    act(state, 0, a.ChooseCount(1))
    act(state, 1, a.PlayCard(state.ships[1].hand[0]))
    assert [o.space for o in options(state, 1)] == [1, 3, 4, 6, 7, 8]


@pytest.mark.rule("LSF-TERM-29", "LSF-GAP-10")
def test_adjacent_spaces_are_the_neighbours_on_a_ring() -> None:
    eight, five = C.adjacency["eight"], C.adjacency["five"]
    assert sorted(eight[5]) == [4, 6], "S4 and S6 are adjacent to S5"
    assert sorted(eight[1]) == [2, 8] and sorted(five[5]) == [1, 4]
    for side in (eight, five):
        for space, near in enumerate(side[1:], start=1):
            assert all(space in side[n] for n in near)
    state = table(("pathfinder", "wayfarer"), hands={0: ["trailblazer"]}, surface={1: 2})
    act(state, 0, a.PlayCard(state.ships[0].hand[0]))
    assert [o.space for o in options(state, 0)] == [2, 8]


@pytest.mark.rule("LSF-GAP-19", "LSF-OVERVIEW-3")
def test_the_team_wins_the_moment_the_surface_total_reaches_the_goal() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, surface={1: 4, 3: 4}, goal=12)
    play(state, 0, "long_descent", a.ChooseSpace(5), a.ChooseCount(3))
    assert state.total == 12 and state.outcome == "won"
    assert not GAME.decisions(state) and GAME.result(state).winners == [0, 1]
    assert state.cycle == 1, "no need to wait for the end of the cycle"


@pytest.mark.rule("LSF-TERM-1")
def test_landing_every_person_aboard_leaves_a_ghost_ship() -> None:
    state = table(("bastion", "wayfarer"), hands={0: ["armored_descent"]}, people={0: 2})
    events = play(state, 0, "armored_descent", a.ChooseSpace(1), a.ChooseCount(2))
    assert ev.WentGhost(seat=0) in events and state.ships[0].ghost
