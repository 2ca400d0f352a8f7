"""The Arborec: Mitosis, Bioplasmosis, Letani Warrior I/II, Duha Menaimon."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.board import stats
from engines.galaxy.effects import fire
from engines.galaxy.factions.base import RETURNING
from engines.galaxy.forces import destroy
from engines.galaxy.production import producers
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.actions import Activate, Produce
from engines.galaxy.windows import open_window
from tests.engines.galaxy.factions.helpers import answer, put, script, table_of, take, with_tech
from tests.engines.galaxy.tactics import choose, on, options, start

HOME = "Nestphar"


def test_mitosis_grows_an_infantry_at_the_start_of_the_status_phase() -> None:
    state = table_of("arborec")
    fire(state, "status_phase_started", [0, 1, 2])
    take(state, "mitosis", f"planet:{HOME}")
    assert on(state, HOME, 0) == {"infantry": 1}


def test_mitosis_keeps_the_space_docks_from_producing_infantry() -> None:
    state = table_of("arborec")
    put(state, 0, 22, "space_dock", planet=HOME)
    flow.push(state, Production(seat=0, system=22))
    flow.settle(state)
    assert Produce("infantry", HOME) not in options(state) and Produce("cruiser") in options(state)
    put(state, 0, 22, "infantry", planet=HOME)  # a Letani Warrior has PRODUCTION 1
    assert Produce("infantry", HOME) in options(state)


def test_bioplasmosis_moves_infantry_between_nearby_planets_at_the_end_of_the_status_phase() -> None:
    state = table_of("arborec", tiles={9: "26"})
    with_tech(state, 0, "bioplasmosis")
    state.planets["Lodor"].owner = 0
    put(state, 0, 22, "infantry=2", planet=HOME)
    open_window(state, "end:status_phase")
    answer(state, 0, "bioplasmosis", f"{HOME}>Lodor")
    answer(state, 0, "bioplasmosis", f"{HOME}>Lodor")  # as many as they like
    assert on(state, "Lodor", 0) == {"infantry": 2}


def test_letani_warrior_i_has_production_one() -> None:
    state = table_of("arborec")
    assert stats(state, 0, "infantry").production.value == 1  # type: ignore[union-attr]
    put(state, 0, 22, "infantry=3", planet=HOME)
    assert producers(state, 0, 22) == [(HOME, 1)] * 3


def test_letani_warrior_ii_comes_back_on_a_six() -> None:
    state = table_of("arborec")
    with_tech(state, 0, "letani_warrior_ii")
    assert stats(state, 0, "infantry").production.value == 2  # type: ignore[union-attr]
    put(state, 0, 22, "infantry=2", planet=HOME)
    script(state, 6, 5)
    destroy(state, 0, 22, HOME, "infantry", by=1)
    destroy(state, 0, 22, HOME, "infantry", by=1)
    assert [m.amount for m in state.modifiers if m.effect == RETURNING] == [1]


def test_duha_menaimon_produces_five_units_in_its_system_without_a_dock() -> None:
    state = table_of("arborec")
    state.players[0].trade_goods = 5
    put(state, 0, 9, "flagship")
    start(state, 0)
    flow.perform(state, 0, Activate(9))
    answer(state, 0, "duha_menaimon")
    for _ in range(5):
        choose(state, Produce("fighter"))
    assert Produce("fighter") not in options(state)
