"""Setup: planet, board side, planet deck, ships, people, opening hands, difficulty, first player."""

from __future__ import annotations

import pytest

from engines.colony.content import CARDS, C
from engines.core.options import OptionError
from tests.engines.colony.helpers import GAME, a, act, options


def picked(players: int = 2, **opts: object) -> object:
    state = GAME.new_state(players, 3, {"planet": "verdance", "first_player": 1, **opts})
    return state


@pytest.mark.rule("LSF-INFO-1", "LSF-GAP-1")
def test_landfall_is_cooperative_for_two_to_six_players() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 6)
    assert GAME.cooperative and GAME.id == "colony" and GAME.title == "Landfall"
    for players in range(2, 7):
        assert len(GAME.new_state(players, 1).ships) == players
    with pytest.raises(ValueError):
        GAME.new_state(7, 1)


@pytest.mark.rule("LSF-SETUP-1", "LSF-SETUP-2", "LSF-COMP-4", "LSF-COMP-11", "LSF-COMP-3", "LSF-OVERVIEW-1")
def test_the_planet_chosen_sets_the_board_side() -> None:
    eight = GAME.new_state(2, 1, {"planet": "verdance"})
    five = GAME.new_state(2, 1, {"planet": "cinderfall"})
    assert (eight.side, len(eight.surface) - 1) == ("eight", 8)
    assert (five.side, len(five.surface) - 1) == ("five", 5)
    sides = {GAME.new_state(2, seed).planet for seed in range(20)}
    assert sides == {"verdance", "cinderfall"}, "a random planet can be either"


@pytest.mark.rule("LSF-COMP-12", "LSF-GAP-25")
def test_each_planet_names_its_nemesis_but_any_ship_may_be_chosen() -> None:
    assert C.planets["verdance"].nemesis == "mender" and C.planets["cinderfall"].nemesis == "bastion"
    state = picked()
    assert GAME.view(state, 0).planet.nemesis_name == "Mender"
    assert a.PickShip("lancer") in options(state, 0), "the nemesis is advice, not a rule"


@pytest.mark.rule("LSF-SETUP-3", "LSF-COMP-10", "LSF-COMP-13", "LSF-COMP-15")
def test_the_planet_deck_is_the_planet_cards_shuffled_with_the_orbit_deck() -> None:
    state = picked()
    assert sorted(state.deck) == sorted(C.decks["verdance"] + C.decks["orbit"])
    assert len(state.deck) == 21 + 15
    orders = set()
    orbit = planet = 0
    for seed in range(40):
        game = GAME.new_state(2, seed, {"planet": "verdance", "ships": "random"})
        drawn = [e for e in game.discard + [s.card for s in game.slots if s.card]]
        orders.add(tuple(drawn + game.deck))
        orbit += sum(CARDS[c].orbit for c in drawn)
        planet += sum(not CARDS[c].orbit for c in drawn)
    assert len(orders) == 40, "each game shuffles the deck anew"
    assert orbit and planet, "orbit and planet cards come mixed"


@pytest.mark.rule("LSF-SETUP-4", "LSF-COMP-16", "LSF-OVERVIEW-4", "LSF-GAP-5")
def test_players_pick_ships_in_turn_order_and_no_ship_twice() -> None:
    state = GAME.new_state(3, 3, {"planet": "verdance", "first_player": 2})
    assert [d.seat for d in GAME.decisions(state)] == [1]
    act(state, 1, a.PickShip("mender"))
    assert a.PickShip("mender") not in options(state, 2)
    act(state, 2, a.PickShip("lancer"))
    act(state, 0, a.PickShip("wayfarer"))
    assert [s.key for s in state.ships] == ["wayfarer", "mender", "lancer"]
    random_ships = GAME.new_state(4, 3, {"ships": "random"})
    assert len({s.key for s in random_ships.ships}) == 4 and random_ships.phase != "draft"


@pytest.mark.rule("LSF-SETUP-5", "LSF-SETUP-6", "LSF-SETUP-7", "LSF-COMP-17", "LSF-COMP-18", "LSF-GAP-8")
def test_each_ship_starts_with_its_mat_people_and_three_cards() -> None:
    state = GAME.new_state(2, 5, {"planet": "verdance", "first_player": 1})
    act(state, 0, a.PickShip("pathfinder"))
    act(state, 1, a.PickShip("foundry"))
    for seat, key in enumerate(("pathfinder", "foundry")):
        ship = state.ships[seat]
        assert len(ship.hand) + len(ship.deck) + len(ship.discard) + len(ship.docked) == 23
        assert len(ship.hand) + len(ship.discard) == 3, "three cards drawn (reactions may have been played)"
        assert all(CARDS[c].deck == key for c in ship.hand + ship.discard)
    # people: the ship mat's number less whatever the first planet turn did to them
    view = GAME.view(state, 0)
    assert view.ships[0].people <= C.ships["pathfinder"].people


@pytest.mark.rule("LSF-SETUP-8", "LSF-DIFF-1", "LSF-DIFF-3", "LSF-GAP-2", "LSF-GAP-6")
def test_the_difficulty_sets_the_goal_per_board_side_and_player_count() -> None:
    goals = [GAME.new_state(3, 1, {"planet": "verdance", "difficulty": level}).goal
             for level in ("cadet", "commander", "admiral")]
    assert goals == sorted(goals) and len(set(goals)) == 3
    assert goals[1] == C.levels["commander"]["goal"]["eight"]["3"]
    assert GAME.new_state(3, 1, {"planet": "verdance", "goal": 12}).goal == 12
    assert sum(GAME.new_state(3, 1).surface) == 0, "no people are placed on the surface at the start"


@pytest.mark.rule("LSF-SETUP-9", "LSF-GAP-7", "LSF-GAP-18")
def test_the_first_player_is_chosen_before_ships_and_starts_every_cycle() -> None:
    firsts = {GAME.new_state(4, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}, "drawn at random by default"
    state = GAME.new_state(4, 1, {"first_player": 3})
    assert state.first == 2 and state.draft == [2, 3, 0, 1]
    with pytest.raises(OptionError):
        GAME.new_state(2, 1, {"first_player": 5})


@pytest.mark.rule("LSF-SETUP-10", "LSF-OVERVIEW-3")
def test_play_continues_until_the_goal_or_every_ship_is_ghost() -> None:
    for seed in range(6):
        state = GAME.new_state(3, seed, {"ships": "random"})
        while GAME.decisions(state):
            decision = GAME.decisions(state)[0]
            act(state, decision.seat, decision.options[-1])
        result = GAME.result(state)
        assert result is not None
        won = state.total >= state.goal
        assert won or all(s.ghost for s in state.ships)
        assert result.winners == ([0, 1, 2] if won else [])


@pytest.mark.rule("LSF-COMP-20", "LSF-GAP-3")
def test_every_ship_has_a_ghost_ability_on_its_mat() -> None:
    assert len(C.ships) == 6
    for ship in C.ships.values():
        assert ship.ghost.text and ship.ghost.origin == "ghost"
