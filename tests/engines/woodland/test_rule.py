"""Rule (Law 2.5): most warriors plus buildings; ties rule nobody; the Lost Powers count thrice."""

from __future__ import annotations

import pytest

from engines.woodland.rule import ruler_of, rulers
from tests.engines.woodland.helpers import LP, MQ, VB, pawn, put, table


def test_most_warriors_plus_buildings_rules_and_a_tie_rules_nobody() -> None:
    """Law 2.5: warriors plus buildings; tokens and pawns do not count; a tie rules nobody."""
    state = table(MQ, LP, VB)
    put(state, 0, 5, warriors=1, buildings=("sawmill",), tokens=("wood", "wood"))
    assert rulers(state)[5] == 0
    put(state, 0, 6, warriors=1, tokens=("wood",))
    put(state, 1, 6, warriors=0)
    pawn(state, 2, 6)
    assert rulers(state)[6] == 0
    state.clearings[6 - 1].warriors[0] = 0
    assert rulers(state)[6] == -1, "tokens and a pawn rule nothing"


@pytest.mark.rule("LP-2.3-b")
def test_an_upright_elder_counts_three_times_for_rule() -> None:
    """LP-2.3-b: an upright Elder beats two Marquise warriors and ties three."""
    state = table(LP, MQ)
    put(state, 0, 7, warriors=1)
    put(state, 1, 7, warriors=2)
    assert ruler_of(state, state.clearings[7 - 1]) == 0
    put(state, 1, 7, warriors=1)
    assert ruler_of(state, state.clearings[7 - 1]) == -1


@pytest.mark.rule("LP-GAP-8", "LP-2.3-d")
def test_a_fallen_elder_counts_once_for_rule_or_not_at_all_by_option() -> None:
    """LP-GAP-8 (house): a fallen Elder counts nothing for rule by default (option fallen_rule=1 counts it once)."""
    state = table(LP, MQ)
    put(state, 0, 8, fallen=1)
    assert rulers(state)[8] == -1
    once = table(LP, MQ, fallen_rule=1)
    put(once, 0, 8, fallen=1)
    assert rulers(once)[8] == 0
    put(once, 1, 8, warriors=1)
    assert rulers(once)[8] == -1


def test_the_vagabond_never_rules() -> None:
    """Law 9.2.2: the pawn is not a warrior and does not rule."""
    state = table(VB, MQ)
    pawn(state, 0, 3)
    assert rulers(state)[3] == -1
