"""The Nekro Virus: Galactic Threat, Technological Singularity, Propagation, Valefar Assimilator X/Y, The Alastor."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.board import stats
from engines.galaxy.combat.rounds import combatants
from engines.galaxy.steps.combat import SpaceCombat
from engines.galaxy.steps.common import Research
from engines.galaxy.windows import open_window
from tests.engines.galaxy.factions.helpers import answer, drive_quietly, put, table_of, window_options
from tests.engines.galaxy.tactics import choose


def test_galactic_threat_is_the_nekros_for_the_agenda_phase() -> None:
    from engines.galaxy.factions.base import faction_sources

    assert "galactic_threat" in faction_sources("nekro")


def in_combat(state: object) -> None:
    flow.push(state, SpaceCombat(seat=0, system=9, defender=1, serial=1))  # type: ignore[arg-type]


def test_technological_singularity_takes_a_technology_once_per_combat() -> None:
    state = table_of("nekro")
    state.players[1].technologies = ["gravity_drive", "plasma_scoring"]
    in_combat(state)
    open_window(state, "after:unit_destroyed", actors=[1], opponents=[0], system=9, subject="cruiser")
    answer(state, 0, "technological_singularity", "gravity_drive")
    assert "gravity_drive" in state.players[0].technologies
    open_window(state, "after:unit_destroyed", actors=[1], opponents=[0], system=9, subject="cruiser")
    assert window_options(state, 0) == []  # once per combat


def test_technological_singularity_spares_the_holder_of_the_antivirus() -> None:
    state = table_of("nekro")
    state.players[1].technologies = ["gravity_drive"]
    state.players[1].promissory.append("0:antivirus")
    in_combat(state)
    open_window(state, "after:unit_destroyed", actors=[1], opponents=[0], system=9, subject="cruiser")
    assert window_options(state, 0) == []


def test_propagation_turns_research_into_three_command_tokens() -> None:
    state = table_of("nekro")
    flow.push(state, Research(seat=0))
    flow.settle(state)
    choose(state, UseFactionAbility("propagation"))
    tokens = flow.top(state)
    assert type(tokens).__name__ == "PlaceTokens" and tokens.count == 3  # type: ignore[union-attr]
    drive_quietly(state)
    assert state.players[0].technologies == []


def test_valefar_assimilator_x_takes_the_place_of_another_factions_technology() -> None:
    state = table_of("nekro", "sol")
    state.players[0].technologies = ["valefar_assimilator_x", "valefar_assimilator_y"]
    state.players[1].technologies = ["spec_ops_ii"]
    in_combat(state)
    open_window(state, "after:unit_destroyed", actors=[1], opponents=[0], system=9, subject="infantry")
    answer(state, 0, "technological_singularity", "spec_ops_ii")
    assert state.players[0].technologies == ["valefar_assimilator_y", "spec_ops_ii"]
    assert stats(state, 0, "infantry").combat.hit_on == 6  # type: ignore[union-attr]


def test_valefar_assimilator_y_is_needed_for_a_second_faction_technology() -> None:
    from engines.galaxy.factions.nekro import takeable

    state = table_of("nekro", "sol")
    state.players[0].technologies = ["valefar_assimilator_y", "spec_ops_ii"]
    state.players[1].technologies = ["advanced_carrier_ii", "gravity_drive"]
    assert takeable(state, 0, 1) == ["advanced_carrier_ii", "gravity_drive"]
    state.players[0].technologies = ["spec_ops_ii", "letani_warrior_ii"]  # both tokens used
    assert takeable(state, 0, 1) == ["gravity_drive"]


def test_the_alastor_makes_ground_forces_in_its_system_fight_in_space() -> None:
    state = table_of("nekro")
    step = SpaceCombat(seat=0, system=9, defender=1)
    assert "infantry" not in combatants(state, step, 0)
    put(state, 0, 9, "flagship,infantry=2")
    assert {"infantry", "mech"} <= combatants(state, step, 0)
