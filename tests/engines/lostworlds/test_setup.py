"""Components, setup and turn order (LW-COMP-*, LW-SETUP-*, LW-TURN-*)."""

from __future__ import annotations

import pytest

from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.content import COLOURS, EVENTS, FACES, MORALITY, POWER_KEYS, RULES, THRESHOLDS, WORLDS
from engines.lostworlds.state import ROLLING
from tests.engines.lostworlds.helpers import new, options, play


@pytest.mark.rule("LW-COMP-1", "LW-GAP-3", "LW-ACQ-1")
def test_there_are_eighteen_world_cards_each_with_two_values_and_a_power() -> None:
    assert len(WORLDS) == 18
    assert len({w.name for w in WORLDS}) == 18
    for w in WORLDS:
        assert all(1 <= v <= 6 for v in w.value) and all(vp >= 1 for vp in w.vp) and w.power


@pytest.mark.rule("LW-COMP-3", "LW-GAP-4")
def test_three_unique_action_dice_white_grey_black() -> None:
    assert COLOURS == ("white", "grey", "black")
    assert len({tuple((f.icons, f.join) for f in die) for die in FACES}) == 3
    assert all(len(die) == 6 for die in FACES)


@pytest.mark.rule("LW-GAP-4")
def test_white_leans_settle_black_conquer_and_some_faces_are_double_or_choices() -> None:
    def count(die: int, icon: str) -> int:
        return sum(f.icons.count(icon) for f in FACES[die])

    assert count(0, "S") > count(0, "C") and count(2, "C") > count(2, "S")
    every = [f for die in FACES for f in die]
    assert any(f.join == "and" for f in every) and any(f.join == "or" for f in every)


@pytest.mark.rule("LW-COMP-2", "LW-COMP-4", "LW-COMP-5", "LW-COMP-8", "LW-SETUP-4", "LW-SETUP-5", "LW-SETUP-8",
                  "LW-SETUP-9", "LW-GAP-28", "LW-GAP-10")
def test_each_player_has_three_fleets_home_three_in_hyperspace_one_renown_and_is_a_scoundrel() -> None:
    state = new(5)
    view = GAME.view(state, 0)
    assert len(view.panels) == 5
    for panel in view.panels:
        assert (panel.home, panel.hyperspace, panel.renown, panel.morality_name) == (3, 3, 1, "Scoundrel")
    assert sum(view.hyperspace) == 15


@pytest.mark.rule("LW-COMP-6", "LW-COMP-7", "LW-COMP-9", "LW-SETUP-6", "LW-SETUP-10", "LW-GAP-17")
def test_champions_and_the_one_dreadnought_start_off_the_worlds() -> None:
    state = new(4)
    view = GAME.view(state, 1)
    assert view.dreadnought_in_hyperspace
    assert all(p.champion == -1 and p.dreadnought == -1 for p in view.panels)
    assert all(not w.champions and not w.dreadnought for w in view.worlds)


@pytest.mark.rule("LW-SETUP-1", "LW-SETUP-2")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_worlds_equal_to_the_player_count_are_revealed_from_a_shuffled_deck(players: int) -> None:
    states = [new(players, seed) for seed in range(5)]
    assert all(len(s.table) == players and len(s.deck) == 18 - players for s in states)
    assert len({tuple(s.table[0].world for s in states)}) > 1 or len({s.deck[0] for s in states}) > 1


@pytest.mark.rule("LW-SETUP-3")
def test_a_five_player_game_reveals_only_four_worlds() -> None:
    assert len(new(5).table) == 4


@pytest.mark.rule("LW-SETUP-7", "LW-COMP-10", "LW-COMP-11", "LW-COMP-12")
def test_power_tokens_renown_and_the_power_die_are_available_from_the_start() -> None:
    state = new(2)
    assert state.ps[0].tokens == [] and RULES["renown"]["max"] == 5 and len(POWER_KEYS) == 6
    assert state.power_die and GAME.resolve_options({})["power_die"] is True


@pytest.mark.rule("LW-TURN-1", "LW-TURN-2", "LW-TURN-3")
def test_the_first_seat_starts_and_turns_pass_clockwise_each_with_a_rolling_phase() -> None:
    state = new(3)
    seen = []
    for _ in range(4):
        assert state.phase == ROLLING
        seen.append(state.active)
        play(state, A.PASS_RENOWN)
    assert seen == [0, 1, 2, 0]


@pytest.mark.rule("LW-GAP-7")
def test_two_to_five_players_and_no_solo_game() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    with pytest.raises(ValueError):
        GAME.new_state(1, 1)
    assert set(THRESHOLDS) == {2, 3, 4, 5}


@pytest.mark.rule("LW-GAP-18", "LW-EVENT-1", "LW-PDIE-1")
def test_the_power_die_and_the_event_cards_are_separate_toggles() -> None:
    keys = {o.key for o in GAME.options}
    assert {"power_die", "events"} <= keys
    plain = new(2, power_die=False, events=False)
    assert A.BUY_PDIE not in options(plain) and plain.ev_table == []
    both = new(2, power_die=True, events=True)
    assert len(both.ev_table) == 2


@pytest.mark.rule("LW-GAP-5")
def test_the_morality_track_has_seven_spaces_from_savior_to_tyrant() -> None:
    assert [s.name for s in MORALITY] == ["Savior", "Saint", "Hero", "Scoundrel", "Villain", "Scourge", "Tyrant"]
    assert MORALITY[3].dice == (0, 1, 2) and MORALITY[3].bonus == 0
    assert MORALITY[0].bonus > 0 and MORALITY[6].bonus > 0
    assert len(MORALITY[0].dice) == len(MORALITY[6].dice) == 1


@pytest.mark.rule("LW-GAP-8")
def test_the_event_deck_holds_one_of_each_of_the_thirteen_events() -> None:
    assert len(EVENTS) == 13 and len({e.key for e in EVENTS}) == 13
    assert len(new(3, events=True).ev_deck) == 11


def test_seat_compensation_gives_later_seats_fleets_and_renown() -> None:
    for players in (2, 3, 4, 5):
        state = GAME.new_state(players, 1, {"catch_up": True})
        table = RULES["catch_up"][str(players)]
        assert [p.home for p in state.ps] == [3 + fleets for fleets, _ in table]
        assert [p.renown for p in state.ps] == [1 + renown for _, renown in table]
        assert table[0] == [0, 0] and any(fleets for fleets, _ in table[1:])
