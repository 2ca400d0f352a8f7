"""How the searching bot judges a Lost Worlds position (bot_value.py): the terms fitted on heuristic games."""

from __future__ import annotations

from engines.lostworlds.bot_value import values, worth_of
from engines.lostworlds.content import WORLDS
from tests.engines.lostworlds.helpers import new


def test_a_fleet_in_hyperspace_weighs_below_none() -> None:
    """A fleet that needs a READY before it can work again counts against its seat (fitted HYPER < 0)."""
    state = new()
    before = worth_of(state, 0)
    state.ps[0].hyper += 1
    assert worth_of(state, 0) < before


def test_a_world_held_is_worth_more_than_its_points_alone() -> None:
    """The same points from a world and from a bonus: the world also brings the end nearer and breaks ties."""
    world = next(w for w in WORLDS if w.vp[0] > 0)
    held, bonus = new(), new()
    held.ps[0].settled.append(world.id)
    bonus.ps[0].vp_bonus = world.vp[0]
    assert worth_of(held, 0) > worth_of(bonus, 0)


def test_the_seat_to_play_is_ahead_in_an_even_position() -> None:
    state = new()
    shares = values(state, None)
    assert shares[state.active] > 0.5
    state.active = 1 - state.active
    assert values(state, None)[state.active] > 0.5


def test_the_shares_of_a_win_sum_to_one_with_five_players() -> None:
    shares = values(new(5), None)
    assert abs(sum(shares) - 1.0) < 1e-9 and all(0.0 < s < 1.0 for s in shares)
