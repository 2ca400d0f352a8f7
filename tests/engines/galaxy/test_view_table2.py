"""The view's Prophecy of Kings part, what the table draws it from: each seat's leader sheet, relics,
fragments, legendary cards and captured units (public), the exploration and relic decks as sizes only
(their order is hidden) with the discards face up, the frontier tokens and the tokens on the board."""

from __future__ import annotations

import msgspec
import pytest

from engines.galaxy.game import TIGame
from engines.galaxy.leaders.base import leaders_of
from engines.galaxy.state import Stack
from tests.engines.galaxy.pok import pok_table


@pytest.mark.rule("TI-LEADER-9")
def test_the_view_shows_every_seats_leader_sheet_with_statuses() -> None:
    state = pok_table()
    leaders = leaders_of(state.players[1].faction)
    assert leaders is not None
    state.players[1].exhausted.append(leaders.agents[0].id)
    state.players[1].unlocked.append(leaders.commander.id)
    seen = TIGame().view(state, 0).expansion
    assert seen is not None
    sheet = {(x.id, x.type): x.status for x in seen.seats[1].leaders}
    assert sheet == {(leaders.agents[0].id, "agent"): "exhausted", (leaders.commander.id, "commander"): "unlocked",
                     (leaders.hero.id, "hero"): "locked"}


@pytest.mark.rule("TI-CAPTURE-2")
def test_relics_fragments_and_captured_units_are_public() -> None:
    state = pok_table()
    state.players[2].relics = ["dominus_orb"]
    state.players[2].fragments = ["cultural_relic_fragment"]
    state.players[2].captured = [Stack(0, "cruiser", 1)]
    for seat in (0, None):
        seen = TIGame().view(state, seat).expansion
        assert seen is not None
        mine = seen.seats[2]
        assert (mine.relics, mine.fragments) == (["dominus_orb"], ["cultural_relic_fragment"])
        assert [(u.owner, u.kind, u.count) for u in mine.captured] == [(0, "cruiser", 1)]


@pytest.mark.rule("TI-EXPLORE-2")
def test_the_exploration_decks_show_their_sizes_never_their_order() -> None:
    state = pok_table()
    top = state.explore_decks["hazardous"][-1]
    state.explore_discards["cultural"] = [state.explore_decks["cultural"].pop()]
    seen = TIGame().view(state, 0).expansion
    assert seen is not None
    assert seen.explore_decks == {deck: len(cards) for deck, cards in state.explore_decks.items()}
    assert seen.explore_discards["cultural"] == state.explore_discards["cultural"]
    assert seen.relic_deck == len(state.relic_deck) and seen.frontier == state.frontier
    words = msgspec.json.encode(seen).decode()
    if top not in state.explore_discards["cultural"] and all(top not in p.fragments for p in state.players):
        assert top not in words, "the top of a face-down deck shows"
