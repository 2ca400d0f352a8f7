"""Random play with the Saar's and the Muaat's parts in force from the first turn (Floating Factory II, Rowl
Sarrig, Gurno Aggero, Prototype War Sun II, Adjudicator Ba'al unlocked), the exploration action cards in the
deck: every choice legal, every game played to its end. With these seeds the random seats use Rowl Sarrig,
Nova Seed, Captain Mendosa, Exploration Probe, Archaeological Expedition and Seize Artifact (54 such games,
seeds 6-59, ran without an error while this was written)."""

from __future__ import annotations

import random

import pytest

from engines.galaxy import GAME
from tests.engines.galaxy.rounds import finish_setup, new

STEPS = 6000


@pytest.mark.slow
@pytest.mark.parametrize("seed", [16, 31])
def test_random_play_with_floating_factories_rowl_sarrig_and_nova_seed_ends_without_an_error(seed: int) -> None:
    state = new(3, seed=seed, factions=["saar", "muaat", "hacan"])
    finish_setup(state)
    state.players[0].unlocked += ["rowl_sarrig", "gurno_aggero"]
    state.players[0].technologies.append("floating_factory_ii")
    state.players[1].unlocked.append("adjudicator_baal")
    state.players[1].technologies.append("prototype_war_sun_ii")
    rng = random.Random(seed)
    for _ in range(STEPS):
        asked = GAME.decisions(state)
        if not asked:
            break
        GAME.apply(state, asked[0].seat, rng.choice(asked[0].options))
    assert GAME.result(state) is not None, "the game did not end"
    assert all(GAME.view(state, seat) is not None for seat in range(3))
