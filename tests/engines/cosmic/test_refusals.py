"""Illegal actions are refused with a reason a player can read."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.cosmic import actions as A
from tests.engines.cosmic.helpers import act, cell, key, table

TEAMS = [["clarity", "seren", "vex"], ["ossa", "kaida", "grael"]]


@pytest.mark.parametrize(("action", "words"), [
    (A.Buy(0), "Armory Phase"),
    (A.Awaken(0), "recovery"),
    (A.Conquer(4), "conquest"),
    (A.Draft(3), "draft"),
    (A.Attack(key("clarity"), key("ossa")), "same planet"),
    (A.Move(key("vex"), cell("evelon")), "adjacent"),
    (A.ToggleDie(0), "re-roll"),
    (A.ChooseContender(0), "choices offered"),
])
def test_an_illegal_action_names_the_rule(action: object, words: str) -> None:
    state = table(TEAMS, ["sable", "hollow"])
    with pytest.raises(IllegalAction) as error:
        act(state, action, seat=0)
    assert words.lower() in str(error.value).lower()


def test_the_wrong_seat_and_a_pending_choice_are_explained() -> None:
    state = table(TEAMS, ["sable", "hollow"])
    with pytest.raises(IllegalAction, match="not your decision"):
        act(state, A.DONE, seat=1)
    act(state, A.Traverse(key("seren")))
    with pytest.raises(IllegalAction, match="First choose a planet"):
        act(state, A.DONE, seat=0)
