"""Random bots play whole 4-player games of the Naalu, the Nekro Virus, the Naaz-Rokha and the Nomad to the end
without an error; from their first action phase every commander and hero is unlocked, the Nomad hold Temporal
Command Suite, the Naaz-Rokha Pre-Fab Arcologies and everyone relic fragments, so the random choices reach the
leaders, abilities and notes of these factions (counted from the log's events)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.galaxy import GAME
from engines.galaxy.leaders.base import leaders_of
from engines.galaxy.state import TIState

FACTIONS = "naalu,nekro,naazrokha,nomad"
SOURCES = {"zeu", "nekro_malleon", "unit_dsgn_flayesh", "fabrication", "hesh_and_prit", "black_market_forgery",
           "temporal_command_suite", "artuno_the_betrayer", "field_marshal_mercer", "the_thundarian", "ahk_syl_siven",
           "galactic_threat", "future_sight"}
MAX_ACTIONS = 20000


def boost(state: TIState) -> None:
    for player in state.players:
        found = leaders_of(player.faction)
        assert found is not None
        player.unlocked = [found.commander.id, found.hero.id]
        player.technologies += {"nomad": ["temporal_command_suite"], "naazrokha": ["pre_fab_arcologies"]}.get(
            player.faction, [])
        player.fragments = ["cultural_relic_fragment", "cultural_relic_fragment", "unknown_relic_fragment"]


def source_of(event: object) -> str:
    found = getattr(event, "source", None) or getattr(event, "leader", None) or getattr(event, "note", "")
    return str(found).rpartition(":")[2]


def play(seed: int) -> tuple[TIState, Counter[str]]:
    state = GAME.new_state(4, seed, {"factions": FACTIONS})
    rng, used, boosted = random.Random(seed), Counter[str](), False
    for _ in range(MAX_ACTIONS):
        if not boosted and state.phase == "action":
            boost(state)
            boosted = True
        found = GAME.decisions(state)
        if not found:
            break
        decision = found[0]
        used.update(s for s in map(source_of, GAME.perform(state, decision.seat, rng.choice(decision.options)))
                    if s in SOURCES)
    return state, used


@pytest.mark.slow
def test_random_games_of_the_naalu_nekro_naaz_rokha_and_nomad_play_to_the_end() -> None:
    used: Counter[str] = Counter()
    for seed in (1, 2):
        state, found = play(seed)
        assert not GAME.decisions(state) and GAME.result(state) is not None, f"seed {seed} did not end"
        used += found
    assert {"zeu", "nekro_malleon", "fabrication", "hesh_and_prit", "temporal_command_suite"} <= set(used), used
