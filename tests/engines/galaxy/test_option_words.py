"""Option labels read as English: a count of one takes the singular (LRR 75 resources, LRR 8 votes)."""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import ExhaustPlanet
from engines.galaxy.agenda.words import _planet_votes


def test_one_resource_and_one_vote_are_singular() -> None:
    state = GAME.setup(6, 1, GAME.resolve_options({}))
    ones = [k for k, p in state.planets.items() if GAME.describe(state, ExhaustPlanet(k, "resources")).endswith(
        "(1 resource)")]
    assert ones, "some planet is worth one resource"
    assert GAME.describe(state, ExhaustPlanet(ones[0], "resources")) == f"Exhaust {ones[0]} (1 resource)"
    votes = {k: _planet_votes(state, k) for k in state.planets}
    assert any(v.endswith("(1 vote)") for v in votes.values())
    assert not any(v.endswith("(1 votes)") for v in votes.values())
