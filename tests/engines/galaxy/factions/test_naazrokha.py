"""The Naaz-Rokha Alliance: Distant Suns, Fabrication, Supercharge, Pre-Fab Arcologies, Visz El Vir."""

from __future__ import annotations

from engines.galaxy.combat import dice
from engines.galaxy.research import pool
from tests.engines.galaxy.factions.helpers import answer, duel, put, rolls, script, table_of, with_tech


def test_distant_suns_and_fabrication_wait_for_exploration_and_relics() -> None:
    from engines.galaxy.factions.base import faction_sources

    assert {"distant_suns", "fabrication"} <= faction_sources("naazrokha")


def test_pre_fab_arcologies_is_researchable_by_the_naaz_rokha_only() -> None:
    state = table_of("naazrokha")
    assert "pre_fab_arcologies" in pool(state, 0) and "pre_fab_arcologies" not in pool(state, 1)


def test_supercharge_adds_one_to_the_combat_rolls_of_a_round() -> None:
    state = table_of("naazrokha")
    with_tech(state, 0, "supercharge")
    script(state, 6, 1)
    duel(state, "cruiser", "cruiser")
    events = answer(state, 0, "supercharge")
    from tests.engines.galaxy.factions.helpers import drive_quietly

    events += drive_quietly(state)
    assert rolls(events, 0)[0].hit_on == 6


def test_visz_el_vir_gives_mechs_in_its_system_one_more_die() -> None:
    state = table_of("naazrokha")
    alone = dice.plan(state, 0, ["mech"], "combat", target=1, combat="ground", system=9, planet="", opponent=1)
    put(state, 0, 9, "flagship")
    beside = dice.plan(state, 0, ["mech"], "combat", target=1, combat="ground", system=9, planet="", opponent=1)
    assert beside.aims[0].dice == alone.aims[0].dice + 1
