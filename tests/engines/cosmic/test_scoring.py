"""Winning: Gambit Points during play, the end trigger, end-game bonuses and tie-breakers."""

from __future__ import annotations

from typing import Any

import pytest

from engines.cosmic import GAME, scoring
from engines.cosmic import actions as A
from engines.cosmic.content import DEFENSE, DOUBLE, HIT, MISS
from engines.cosmic.effects import gain_gp, heal
from engines.cosmic.scoring import bonuses, finish
from tests.engines.cosmic.helpers import act, arm, begin_turn, cell, fight, give, key, options, table
from tests.engines.cosmic.helpers import finish as finish_combat

H, D2, DF, M = HIT, DOUBLE, DEFENSE, MISS
TEAMS = [["clarity", "seren", "vex"], ["ossa", "kaida", "grael"]]


def end_now(state: Any) -> Any:
    events: list[Any] = []
    finish(state, events)
    return state.final


@pytest.mark.rule("CC-WIN-1")
def test_the_most_gambit_points_after_bonuses_wins() -> None:
    state = table(TEAMS, ["sable", "hollow"], xp=0)
    state.gp = [7, 9]
    final = end_now(state)
    assert final.winner == 1 and final.totals == [7, 9] and final.decided_by == "points"
    result = GAME.result(state)
    assert result is not None and result.winners == [1] and result.scores == [7.0, 9.0]
    assert GAME.decisions(state) == []


@pytest.mark.rule("CC-WIN-2", "CC-WIN-3", "CC-GAP-19")
def test_twenty_gambit_points_end_the_game_when_the_round_is_complete() -> None:
    state = table([*TEAMS, ["iro", "pell", "nyx"]], ["sable", "hollow", "lumen"], xp=0)
    begin_turn(state, 0)
    while state.active == 0:
        act(state, A.DONE)
    assert state.active == 1
    state.gp[0] = 19
    gain_gp(state, 0, 1, "test", [])  # seat 0 reaches 20 during seat 1's turn
    assert state.ending and state.final is None
    while state.active == 1:
        act(state, A.DONE)
    assert state.active == 2 and state.final is None  # the round goes on
    while state.final is None:
        act(state, A.DONE)
    assert state.round == 1 and state.phase == "over" and state.final.winner == 0


@pytest.mark.rule("CC-GP-3", "CC-GAP-20")
def test_five_damage_to_one_opponent_scores_once_per_combat_for_either_side() -> None:
    state = table(TEAMS, ["sable", "sable"])
    give(state, 0, "relentless")
    fight(state, "clarity", "kaida", [H] * 6, [H, H, H, H, D2])
    act(state, A.KEEP)
    act(state, A.KEEP)
    act(state, A.PlayCard(state.hands[0][0]))
    finish_combat(state)
    assert state.contenders[key("kaida")].health == 20 - 6 - 2
    assert state.gp == [1, 1]  # attacker once despite 8 damage; the defender dealt 6
    state = table(TEAMS, ["sable", "sable"])
    fight(state, "clarity", "kaida", [H, H, H, H, DF, DF], [M] * 5)
    finish_combat(state)
    assert state.gp == [0, 0]


@pytest.mark.rule("CC-GP-4", "CC-GAP-20")
def test_restoring_six_health_in_one_turn_scores_once_per_turn() -> None:
    state = table(TEAMS, ["sable", "hollow"])
    for name in ("clarity", "seren", "vex"):
        state.contenders[key(name)].health = 5
    heal(state, 0, key("clarity"), 4, [], "test")
    assert state.gp[0] == 0
    heal(state, 0, key("seren"), 2, [], "test")
    assert state.gp[0] == 1
    heal(state, 0, key("vex"), 9, [], "test")
    assert state.gp[0] == 1
    begin_turn(state, 1)  # any player's turn counts, but only once per turn
    heal(state, 0, key("vex"), 6, [], "test")
    assert state.gp[0] == 2


@pytest.mark.rule("CC-GP-5", "CC-GP-6")
def test_defeating_an_unrivaled_contender_scores_one_and_an_awakened_two() -> None:
    for awakened, points in ((False, 1), (True, 2)):
        state = table(TEAMS, ["sable", "sable"])
        kaida = state.contenders[key("kaida")]
        kaida.health, kaida.awakened = 2, awakened
        fight(state, "clarity", "kaida", [H, H, H, DF, DF, DF], [M] * 5)
        finish_combat(state)
        assert state.gp[0] == points and kaida.health == 15


@pytest.mark.rule("CC-BONUS-1", "CC-BONUS-2", "CC-BONUS-3", "CC-BONUS-4", "CC-BONUS-5", "CC-GAP-5")
def test_end_bonuses_count_awakened_planets_homes_xp_and_cards_in_hand() -> None:
    state = table(TEAMS, ["sable", "hollow"], xp=14)
    state.contenders[key("clarity")].awakened = True
    state.contenders[key("vex")].awakened = True
    state.control[cell("evelon")] = 0  # home of Clarity and of Seren
    state.control[cell("ashfall")] = 0  # home of Vex
    state.control[cell("lumen")] = 0  # nobody's home here
    for name in ("bad_intentions", "brace", "overcharge"):
        give(state, 0, name)  # 5 + 2 + 2 = 9 XP of cards
    assert bonuses(state, 0) == {"awakened": 2, "planets": 3, "homes": 2, "xp": 2, "cards": 1}
    per_contender = table(TEAMS, ["sable", "hollow"], options={"home_bonus": "per_contender"})
    per_contender.control[cell("evelon")] = 0
    assert bonuses(per_contender, 0)["homes"] == 2
    final = end_now(state)
    assert final.totals[0] == sum(bonuses(state, 0).values()) + state.gp[0]


def tied_table() -> Any:
    state = table(TEAMS, ["sable", "hollow"], xp=3)
    state.gp = [5, 5]
    return state


@pytest.mark.rule("CC-TIE-1", "CC-TIE-2")
def test_a_tie_goes_first_to_the_player_with_more_planets() -> None:
    state = tied_table()
    state.control[cell("lumen")] = 0
    state.gp[1] += 1  # the planet's bonus point evens the totals
    final = end_now(state)
    assert final.winner == 0 and final.decided_by == "planets"


@pytest.mark.rule("CC-TIE-3")
def test_then_to_more_awakened_contenders() -> None:
    state = tied_table()
    state.contenders[key("ossa")].awakened = True
    state.gp[0] += 1
    final = end_now(state)
    assert final.winner == 1 and final.decided_by == "awakened"


@pytest.mark.rule("CC-TIE-4", "CC-GAP-26")
def test_then_to_more_unspent_xp() -> None:
    state = tied_table()
    state.xp = [4, 3]
    give(state, 1, "brace")  # cards in hand do not count as XP here
    final = end_now(state)
    assert final.winner == 0 and final.decided_by == "xp"


@pytest.mark.rule("CC-TIE-5", "CC-GAP-26")
def test_then_to_more_attached_weapons() -> None:
    state = tied_table()
    arm(state, "grael", "ion_lance")
    final = end_now(state)
    assert final.winner == 1 and final.decided_by == "weapons"


@pytest.mark.rule("CC-TIE-6", "CC-TIE-7", "CC-TIE-8")
def test_last_each_player_rolls_six_attack_dice_again_until_one_is_highest(monkeypatch: pytest.MonkeyPatch) -> None:
    rolls = iter([[H, H, H, DF, DF, DF], [D2, H, DF, DF, DF, DF], [H] * 6, [D2, D2, D2, H, DF, DF]])
    monkeypatch.setattr(scoring, "roll", lambda state, faces, count: next(rolls))
    state = tied_table()
    final = end_now(state)
    assert final.decided_by == "rolloff"
    assert final.rolloffs == [[3, 3], [6, 7]]
    assert final.winner == 1


@pytest.mark.rule("CC-GAP-11")
def test_the_rulebooks_symbols_name_every_face_and_card_type_and_no_coming_soon_mode_is_offered() -> None:
    from engines.cosmic.content import CARDS, FACE_NAMES, RULES

    symbols = RULES["symbols"]
    assert set(FACE_NAMES) == set(symbols["faces"])
    assert {card.type for card in CARDS} == set(symbols["cards"])
    assert not any("mode" in option.key for option in GAME.options)
    assert {g["id"] for g in RULES["gaps"]} == {f"CC-GAP-{n}" for n in range(1, 27)}


def test_the_view_shows_the_final_count_to_everyone() -> None:
    state = tied_table()
    state.gp = [3, 8]
    end_now(state)
    view = GAME.view(state, None)
    assert view.final is not None and view.final.winner == 1 and view.phase == "over"
    assert options(state) == []
