"""What each seat sees: everything the table draws, nothing hidden from it."""

from __future__ import annotations

import msgspec
import pytest

from engines.cosmic import GAME
from engines.cosmic import actions as A
from engines.cosmic.content import DEFENSE, HIT, card_id
from tests.engines.cosmic.helpers import act, arm, cell, fight, give, key, table

TEAMS = [["clarity", "seren", "vex"], ["ossa", "kaida", "grael"]]


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others() -> None:
    state = table(TEAMS, ["sable", "hollow"])
    mine = give(state, 0, "brace")
    theirs = give(state, 1, "sabotage")
    view = GAME.view(state, 0)
    assert [c.id for c in view.hand] == [card_id(mine)]
    assert view.seats[1].hand_count == 1
    text = msgspec.json.encode(view).decode()
    assert card_id(theirs) not in text
    assert GAME.view(state, None).hand == []
    assert all(card_id(c) not in text for c in state.deck)


def test_the_view_carries_the_grid_the_contenders_and_the_economy() -> None:
    state = table(TEAMS, ["sable", "sable"])
    state.control[cell("evelon")] = 1
    weapon = arm(state, "vex", "ion_lance")
    state.contenders[key("ossa")].awakened = True
    state.contenders[key("ossa")].cd_support = 2
    view = GAME.view(state, 0)
    sable = view.planets[cell("sable")]
    assert sable.name == "Sable Drift" and sable.conquer and sable.overthrow and sable.passive.text
    assert [(t.seat, sorted(t.contenders)) for t in sable.teams] == [
        (0, sorted(key(n) for n in TEAMS[0])), (1, sorted(key(n) for n in TEAMS[1]))]
    assert view.planets[cell("evelon")].controller == 1
    vex = view.contenders[key("vex")]
    assert vex.weapons[0].id == card_id(weapon) and vex.health == 20 and not vex.awakened
    ossa = view.contenders[key("ossa")]
    assert ossa.awakened and ossa.cd_support == 2 and not ossa.passive_active
    assert view.seats[0].xp == 10 and view.seats[1].gp == 0
    assert view.timer == 10 and len(view.market) == 5 and view.deck_count == len(state.deck)
    assert view.seats[1].planets == [cell("evelon")]


def test_the_combat_view_shows_both_pools_the_selection_the_steps_and_the_damage() -> None:
    state = table(TEAMS, ["sable", "sable"])
    fight(state, "clarity", "kaida", [HIT] * 6, [DEFENSE] * 5)
    act(state, A.ToggleDie(2))
    combat = GAME.view(state, 1).combat
    assert combat is not None
    assert combat.step == "reroll_atk" and combat.attacker.selected == [2]
    assert combat.attacker.colour == "red" and combat.defender.colour == "blue"
    assert combat.attacker.dice == ["hit"] * 6 and combat.defender.dice == ["defense"] * 5
    act(state, A.ToggleDie(2))
    act(state, A.KEEP)
    act(state, A.KEEP)
    last = GAME.view(state, 0).last_combat
    assert last is not None and last.attacker.final_hits == 6 and last.defender.damage_taken == 1


def test_a_pending_choice_is_shown_to_everyone_but_decided_by_its_seat() -> None:
    state = table(TEAMS, ["sable", "sable"])
    act(state, A.Traverse(key("seren")))
    view = GAME.view(state, 1)
    assert view.pending is not None and view.pending.seat == 0 and view.pending.choose == "planet"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_views_round_trip_through_json_for_the_lan(players: int) -> None:
    state = GAME.new_state(players, 3)
    view = GAME.view(state, 0)
    again = GAME.view_from(msgspec.json.decode(msgspec.json.encode(view)))
    assert again == view
