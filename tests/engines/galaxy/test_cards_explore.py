"""The cards that waited for the expansion's exploration and relic rules (issue 16), one test per card named
after it: the action cards Archaeological Expedition, Exploration Probe and Seize Artifact, the agenda Minister
of Antiquities, and Dark Energy Tap's exploring through the "explore" procedure.

The table: the known three-player map (tests/engines/galaxy/rounds.py), seat 0 (Sol, home Jord at 22) to act,
seat 1 (Yin, Darien at 28), seat 2 (Arborec, Nestphar at 34); frontier tokens in the empty systems 21, 23, 27,
29, 33 and 35.
"""

from __future__ import annotations

import pytest

from engines.galaxy import GAME, procedures
from engines.galaxy.actions.expansion import ExplorationCardsRevealed, Explored, FrontierTokenRemoved, RelicGained
from engines.galaxy.board import add
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.coverage import WAITING, waiting_problems
from engines.galaxy.state import TIState
from engines.galaxy.words import narrate
from tests.engines.galaxy.cards import hand, offered, play
from tests.engines.galaxy.council import decided
from tests.engines.galaxy.pok import events_of, on_top, relic_on_top
from tests.engines.galaxy.rounds import give, known

LODOR = "Lodor"  # cultural, at position 8 of the known map


def turn(card: str) -> TIState:
    """Seat 0's first turn of the action phase, ``card`` in its hand."""
    state = known("leadership")
    hand(state, 0, card)
    return state


def targets(state: TIState, card: str) -> list[str]:
    return [o.target for o in offered(state, 0) if isinstance(o, PlayActionCard) and o.card == card]


def discarded(state: TIState, card: str) -> bool:
    return any(c.startswith(card + ":") for c in state.action_discard) and not any(
        c.startswith(card + ":") for c in state.players[0].action_cards)


def test_archaeological_expedition_keeps_the_fragments_of_three_cards_and_discards_the_rest() -> None:
    state = turn("archaeological_expedition")
    assert targets(state, "archaeological_expedition") == []  # Jord has no trait: no deck matches
    give(state, 0, LODOR)
    assert targets(state, "archaeological_expedition") == ["deck:cultural"]
    for card in ("mercenary_outfit", "cultural_relic_fragment", "freelancers"):
        on_top(state, "cultural", card)
    size = len(state.explore_decks["cultural"])
    events = play(state, 0, "archaeological_expedition", "deck:cultural")
    shown = ["freelancers", "cultural_relic_fragment", "mercenary_outfit"]
    assert events_of(events, ExplorationCardsRevealed) == [ExplorationCardsRevealed(seat=0, deck="cultural",
                                                                                    cards=shown)]
    assert state.players[0].fragments == ["cultural_relic_fragment"]
    assert state.explore_discards["cultural"] == ["freelancers", "mercenary_outfit"]
    assert len(state.explore_decks["cultural"]) == size - 3
    assert events_of(events, Explored) == []  # turned over, not explored: Mercenary Outfit places no fighter
    assert not any(s.kind == "fighter" and s.owner == 0 for s in state.planets[LODOR].units)
    assert discarded(state, "archaeological_expedition")
    line = narrate(events_of(events, ExplorationCardsRevealed)[0])
    assert "cultural" in line and "Freelancers" in line


def test_exploration_probe_explores_a_frontier_token_in_or_next_to_a_system_with_ships() -> None:
    state = turn("exploration_probe")
    assert targets(state, "exploration_probe") == ["system:21", "system:23"]  # next to Jord's ships at 22
    on_top(state, "frontier", "lost_crew")
    events = play(state, 0, "exploration_probe", "system:21")
    assert FrontierTokenRemoved(system=21) in events
    assert events_of(events, Explored) == [Explored(seat=0, deck="frontier", card="lost_crew", system=21)]
    assert 21 not in state.frontier and 23 in state.frontier
    assert state.explore_discards["frontier"] == ["lost_crew"]
    assert discarded(state, "exploration_probe")


def test_exploration_probe_is_not_offered_without_a_frontier_token_near_the_seats_ships() -> None:
    state = turn("exploration_probe")
    state.frontier = [27, 29]  # beside the Yin's home only
    assert targets(state, "exploration_probe") == []
    add(state.systems["13"].space, 0, "destroyer")  # 13 touches 27 and 29
    assert targets(state, "exploration_probe") == ["system:27", "system:29"]


def test_seize_artifact_takes_the_named_fragment_from_a_neighbour() -> None:
    state = turn("seize_artifact")
    state.players[1].fragments = ["hazardous_relic_fragment", "cultural_relic_fragment"]
    state.players[2].fragments = ["industrial_relic_fragment"]
    assert targets(state, "seize_artifact") == []  # nobody is a neighbour yet
    add(state.systems["13"].space, 0, "cruiser")  # a neighbour of the Yin, not of the Arborec
    assert targets(state, "seize_artifact") == ["pair:seat:1+fragment:cultural_relic_fragment",
                                                "pair:seat:1+fragment:hazardous_relic_fragment"]
    play(state, 0, "seize_artifact", "pair:seat:1+fragment:hazardous_relic_fragment")
    assert state.players[0].fragments == ["hazardous_relic_fragment"]
    assert state.players[1].fragments == ["cultural_relic_fragment"]
    assert discarded(state, "seize_artifact")
    from engines.galaxy.cards.action_cards.words import play_label

    label = play_label(state, "seize_artifact", "pair:seat:1+fragment:cultural_relic_fragment")
    assert "Cultural" in label and "fragment:" not in label


@pytest.mark.rule("TI-RELIC-3")
def test_minister_of_antiquities_gives_the_elected_player_the_top_relic() -> None:
    state = known("leadership")
    relic_on_top(state, "codex")
    size = len(state.relic_deck)
    decided(state, "minister_of_antiquities", "seat:1")
    assert state.players[1].relics == ["codex"] and len(state.relic_deck) == size - 1
    assert "minister_of_antiquities" in state.agenda_discard


def test_minister_of_antiquities_with_the_relic_deck_empty_gives_nothing() -> None:
    state = known("leadership")
    state.relic_deck = []
    decided(state, "minister_of_antiquities", "seat:1")
    assert state.players[1].relics == [] and "minister_of_antiquities" in state.agenda_discard


@pytest.mark.rule("TI-EXPLORE-5", "TI-EXPLORE-6")
def test_dark_energy_tap_and_the_cards_explore_through_the_registered_explore_procedure() -> None:
    """The "explore" and "relic" procedures are registered, so nothing waits for them any more."""
    assert procedures.available("explore") and procedures.available("relic")
    assert WAITING == {} and waiting_problems() == []
    state = known("leadership")
    on_top(state, "frontier", "derelict_vessel")
    events = procedures.run("explore", state, 0, "system:23", "dark_energy_tap")
    assert 23 not in state.frontier and Explored(seat=0, deck="frontier", card="derelict_vessel",
                                                 system=23) in events
    relic_on_top(state, "obsidian")
    assert RelicGained(seat=2, relic="obsidian") in procedures.run("relic", state, 2, "test")
    assert GAME.decisions(state)


@pytest.mark.rule("TI-LEGEND-1")
def test_every_legendary_card_has_its_ability_registered_and_a_test_named_after_it() -> None:
    """Hope's End, Mallice, Primor and the Mirage: each card's ability (Imperial Arms Vault, Exterrix
    Headquarters, The Atrament, Mirage Flight Academy) is a registered rule with a test of its own
    (tests/engines/galaxy/test_legendary.py), so the coverage table lists none of them."""
    from engines.galaxy.content.decks import decks
    from engines.galaxy.coverage import report, rule_sources
    from engines.galaxy.expansion.sources import legendary_source
    from tests.engines.galaxy.test_every_effect_tested import untested

    abilities = [legendary_source(k) for k in decks().legendary_planets]
    assert sorted(abilities) == ["exterrix_headquarters", "imperial_arms_vault", "mirage_flight_academy",
                                 "the_atrament"]
    assert set(abilities) <= rule_sources() and untested(abilities) == []
    assert next(r for r in report() if r.kind == "legendary planet cards").names == []


def test_seize_artifact_names_the_fragment_with_the_right_article() -> None:
    """The prompt reads "an Industrial Relic Fragment", "a Hazardous Relic Fragment"."""
    from engines.galaxy.cards.action_cards.words import target_words

    assert target_words(None, "seize_artifact", "fragment:industrial_relic_fragment") == "an Industrial Relic Fragment"
    assert target_words(None, "seize_artifact", "fragment:hazardous_relic_fragment") == "a Hazardous Relic Fragment"


def test_a_fragment_gained_reads_with_the_right_article_in_the_log() -> None:
    import engines.galaxy.expansion.words  # noqa: F401  (registers the expansion's log lines)
    from engines.galaxy.actions.expansion import FragmentGained
    from engines.galaxy.words import LINES

    line = LINES[FragmentGained](FragmentGained(seat=0, fragment="industrial_relic_fragment"))
    assert line.endswith("keeps an Industrial Relic Fragment"), line
