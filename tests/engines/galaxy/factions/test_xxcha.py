"""The Xxcha Kingdom: Peace Accords, Quash, Instinct Training, Nullification Field, Loncara Ssodu."""

from __future__ import annotations

from typing import Any

from engines.galaxy import flow
from engines.galaxy.effects import any_true, fire
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.actions import Activate
from engines.galaxy.tactical.space_cannon import offence_units
from tests.engines.galaxy.factions.helpers import answer, put, space, table_of, take, with_tech
from tests.engines.galaxy.tactics import choose, start


def test_peace_accords_take_an_empty_planet_next_to_the_xxcha() -> None:
    state = table_of("xxcha", tiles={9: "26", 23: "25"})
    fire(state, "diplomacy_resolved", [0], part="secondary")
    take(state, "peace_accords", "planet:Lodor")
    assert state.planets["Lodor"].owner == 0


def test_peace_accords_never_take_an_occupied_planet() -> None:
    from engines.galaxy.factions.xxcha import peaceful_planets

    state = table_of("xxcha", tiles={9: "26", 23: "25"})
    put(state, 1, 9, "infantry", planet="Lodor")
    assert peaceful_planets(state, 0) == ["Quann"]


def test_instinct_training_cancels_another_players_action_card() -> None:
    from engines.galaxy.cards.action_cards.actions import ActionCardCancelled
    from engines.galaxy.steps.cards import PlayCard

    state = table_of("xxcha")
    with_tech(state, 0, "instinct_training")
    state.players[0].strategy = 1
    state.players[1].action_cards = ["master_plan:1"]
    flow.push(state, PlayCard(seat=1, card="master_plan:1"))
    flow.settle(state)
    events = answer(state, 0, "instinct_training")
    assert any(isinstance(e, ActionCardCancelled) for e in events)
    assert state.players[0].strategy == 0 and "instinct_training" in state.players[0].exhausted


def test_nullification_field_ends_the_active_players_turn() -> None:
    state = table_of("xxcha")
    with_tech(state, 0, "nullification_field")
    state.players[0].strategy = 1
    put(state, 0, 9, "cruiser")
    put(state, 1, 10, "cruiser")
    start(state, 1)
    choose(state, Activate(9))
    answer(state, 0, "nullification_field")
    assert flow.parent(state, TacticalAction) is None  # no movement, no combat: the action is over
    assert space(state, 10, 1) == {"cruiser": 1} and state.players[0].strategy == 0


def test_loncara_ssodu_fires_space_cannon_into_adjacent_systems() -> None:
    state = table_of("xxcha")
    put(state, 0, 22, "flagship")
    put(state, 1, 9, "cruiser")
    assert [s.kind for s in offence_units(state, 0, 9)] == ["flagship"]
    assert any_true(state, "space_cannon_adjacent", 0, unit="flagship")


def _agenda_revealed(state: Any) -> Any:
    """The agenda phase with two agendas in the deck (mutiny on top), stopped at its "when revealed" window."""
    from engines.galaxy.steps.agenda import Agenda

    state.phase = "agenda"
    state.agenda_deck = ["committee_formation", "mutiny"]
    step = Agenda()
    flow.push(state, step)
    flow.settle(state)
    assert step.agenda == "mutiny"
    return step


def test_quash_throws_the_revealed_agenda_away_for_a_strategy_token() -> None:
    """Quash: the agenda is discarded and the next one is revealed in its place."""
    state = table_of("xxcha")
    state.players[0].strategy = 2
    step = _agenda_revealed(state)
    answer(state, 0, "quash")
    flow.settle(state)
    assert state.players[0].strategy == 1
    assert "mutiny" in state.agenda_discard and step.agenda == "committee_formation"


def test_quash_needs_a_strategy_token() -> None:
    from tests.engines.galaxy.factions.helpers import window_options

    state = table_of("xxcha")
    state.players[0].strategy = 0
    _agenda_revealed(state)
    assert not any(getattr(o, "source", "") == "quash" for o in window_options(state, 0))


def test_political_favor_has_the_xxcha_throw_the_agenda_away() -> None:
    """Political Favor: its holder plays it; the Xxcha spend a strategy token and the agenda is replaced."""
    from engines.galaxy.promissory.actions import PlayNote
    from tests.engines.galaxy.cards import pass_until

    state = table_of("xxcha")
    state.players[0].strategy = 1
    state.players[1].notes.append("0:political_favor")
    step = _agenda_revealed(state)
    decision = pass_until(state, 1)
    assert PlayNote("0:political_favor") in decision.options
    flow.perform(state, 1, PlayNote("0:political_favor"))
    flow.settle(state)
    assert state.players[0].strategy == 0 and step.agenda == "committee_formation"
    assert "0:political_favor" in state.players[0].notes, "the note goes back to the Xxcha"
