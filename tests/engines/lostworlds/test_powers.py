"""World Powers: token, timing and each of the eighteen worlds' powers (LW-POWER-*, LW-GAP-3)."""

from __future__ import annotations

import pytest

from engines.lostworlds import actions as A
from engines.lostworlds.content import WORLDS
from engines.lostworlds.powers import POWERS
from engines.lostworlds.state import LWState
from tests.engines.lostworlds.helpers import face, fleets, kind, on, options, place, play, scenario, wid

TABLE = ("starwake_bastion", "glasshaven")


def holding(key: str, players: int = 2, dice: tuple[int, ...] = (0, 0, 0)) -> LWState:
    """Seat 0 has settled the world ``key`` and its Power Token is on it."""
    state = scenario(players, TABLE, dice=dice)
    state.ps[0].settled = [wid(key)]
    state.ps[0].tokens = [wid(key)]
    return state


def use(state: LWState, key: str) -> None:
    play(state, A.USE_POWER[wid(key)])


@pytest.mark.rule("LW-GAP-3", "LW-POWER-4")
def test_every_world_has_a_registered_power_function_named_after_it() -> None:
    assert set(POWERS) == {w.key for w in WORLDS}
    assert all(POWERS[w.key].__name__ == w.key for w in WORLDS)


@pytest.mark.rule("LW-POWER-1", "LW-POWER-2")
def test_a_power_is_used_on_your_turn_by_discarding_its_token() -> None:
    state = holding("halcyon_reach")
    assert A.USE_POWER[wid("halcyon_reach")] in options(state)
    use(state, "halcyon_reach")
    assert state.ps[0].renown == 3 and state.ps[0].tokens == []
    assert A.USE_POWER[wid("halcyon_reach")] not in options(state)


@pytest.mark.rule("LW-POWER-3", "LW-ACQ-16")
def test_a_power_may_be_used_right_after_acquiring_even_with_no_dice_left() -> None:
    state = scenario(2, ("glasshaven", "cinderfall"), dice=(face(0, "SS", "and"), 0, 0))
    state.spent = 0b110
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))
    assert A.USE_POWER[wid("glasshaven")] in options(state)
    use(state, "glasshaven")
    assert state.ps[0].hyper == 3


def test_glasshaven_readies_two_fleets() -> None:
    state = holding("glasshaven")
    use(state, "glasshaven")
    assert (state.ps[0].home, state.ps[0].hyper) == (5, 1)


def test_brasshollow_readies_one_fleet_and_gains_one_renown() -> None:
    state = holding("brasshollow")
    use(state, "brasshollow")
    assert (state.ps[0].home, state.ps[0].hyper, state.ps[0].renown) == (4, 2, 2)


def test_cinderfall_wrecks_one_opponent_fleet_which_gives_its_owner_renown() -> None:
    state = holding("cinderfall")
    fleets(state, "glasshaven", "conquer", 1, 2)
    use(state, "cinderfall")
    assert options(state) == [A.Wreck(wid("glasshaven"), "conquer", 1), A.SKIP]
    play(state, A.Wreck(wid("glasshaven"), "conquer", 1))
    assert on(state, "glasshaven", "conquer", 1) == 1 and state.ps[1].renown == 2


@pytest.mark.rule("LW-GLOSS-3")
def test_maw_of_vorth_steals_twice_and_sable_exchange_steals_once_then_gains_one() -> None:
    state = holding("maw_of_vorth", players=3)
    state.ps[1].renown, state.ps[2].renown = 1, 3
    use(state, "maw_of_vorth")
    play(state, A.Steal(1), A.Steal(2))
    assert [p.renown for p in state.ps] == [3, 0, 2]
    state = holding("sable_exchange")
    use(state, "sable_exchange")
    play(state, A.Steal(1))
    assert [p.renown for p in state.ps] == [3, 0]


@pytest.mark.rule("LW-GLOSS-4")
def test_the_brass_orrery_sets_an_unspent_die_to_any_face() -> None:
    state = holding("brass_orrery")
    use(state, "brass_orrery")
    play(state, A.SET_DIE[2], A.SET_FACE[1])
    assert state.dice[2] == 1 and kind(state) == "menu"


def test_echo_deep_grants_two_rerolls_of_any_dice() -> None:
    state = holding("echo_deep")
    state.rerolls = 0
    use(state, "echo_deep")
    assert state.free_rerolls == 2 and A.TOGGLE[0] in options(state)


def test_ashen_crown_conquers_and_verdant_spindle_settles_with_a_home_fleet() -> None:
    state = holding("ashen_crown")
    use(state, "ashen_crown")
    play(state, place("starwake_bastion", "conquer"))
    assert on(state, "starwake_bastion", "conquer", 0) == 1
    state = holding("verdant_spindle")
    use(state, "verdant_spindle")
    play(state, place("glasshaven", "settle"))
    assert on(state, "glasshaven", "settle", 0) == 1


def test_starwake_bastion_moves_then_steals() -> None:
    state = holding("starwake_bastion")
    use(state, "starwake_bastion")
    play(state, A.READY, A.Steal(1))
    assert (state.ps[0].hyper, state.ps[0].renown, state.ps[1].renown) == (2, 2, 0)


def test_obsidian_throne_and_lantern_of_ys_place_pieces_free_whatever_the_morality() -> None:
    state = holding("obsidian_throne")
    state.ps[0].morality, state.ps[0].renown = 0, 0
    use(state, "obsidian_throne")
    play(state, A.DREADNOUGHT[wid("glasshaven")])
    assert (state.dread_owner, state.ps[0].renown) == (0, 1)
    state = holding("lantern_of_ys")
    state.ps[0].morality, state.ps[0].renown = 6, 0
    use(state, "lantern_of_ys")
    play(state, A.CHAMPION[wid("glasshaven")])
    assert state.ps[0].champ == 1


def test_tidewrack_wrecks_up_to_two_opponent_fleets_on_a_world_you_occupy() -> None:
    state = holding("tidewrack")
    fleets(state, "glasshaven", "settle", 0, 1)
    fleets(state, "glasshaven", "conquer", 1, 3)
    fleets(state, "starwake_bastion", "settle", 1, 1)
    use(state, "tidewrack")
    assert options(state) == [A.PICK_WORLD[wid("glasshaven")], A.SKIP]
    wreck = A.Wreck(wid("glasshaven"), "conquer", 1)
    play(state, A.PICK_WORLD[wid("glasshaven")], wreck, wreck)
    assert on(state, "glasshaven", "conquer", 1) == 1 and state.ps[1].renown == 3


def test_quiet_meridian_moves_morality_one_space_either_way() -> None:
    state = holding("quiet_meridian")
    use(state, "quiet_meridian")
    assert options(state) == [A.Morality(-1), A.Morality(1), A.SKIP]
    play(state, A.Morality(1))
    assert state.ps[0].morality == 4


def test_gilded_abyss_wrecks_one_fleet_of_each_opponent() -> None:
    state = holding("gilded_abyss", players=3)
    fleets(state, "glasshaven", "conquer", 1, 1)
    fleets(state, "starwake_bastion", "settle", 2, 1)
    use(state, "gilded_abyss")
    play(state, A.Wreck(wid("glasshaven"), "conquer", 1), A.Wreck(wid("starwake_bastion"), "settle", 2))
    assert on(state, "glasshaven", "conquer", 1) == on(state, "starwake_bastion", "settle", 2) == 0


def test_heliotrope_gate_doubles_the_next_action_die() -> None:
    state = holding("heliotrope_gate", dice=(0, face(1, "RR", "and"), 0))
    use(state, "heliotrope_gate")
    play(state, A.ACTIVATE[1])
    assert state.ps[0].renown == 5


def test_mirelight_grants_one_reroll_and_halcyon_reach_two_renown() -> None:
    state = holding("mirelight")
    use(state, "mirelight")
    assert state.free_rerolls == 1
    state = holding("halcyon_reach")
    use(state, "halcyon_reach")
    assert state.ps[0].renown == 3
