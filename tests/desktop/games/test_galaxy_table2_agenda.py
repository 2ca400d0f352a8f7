"""The agenda phase on the table, read as a player would: the agenda card drawn on the action panel with its
outcomes (each seat's votes as cast, the riders, the result), vote buttons that read as sentences, and the
law in play on the table once the council has passed it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engines.galaxy.agenda.actions import Abstain, CastVotes
from tests.desktop.games.legibility import texts_on_screen
from tests.desktop.games.tables import table_factory
from tests.desktop.games.test_galaxy_politics import PoliticsTable, vote
from tests.engines.galaxy.cards import hand, play
from tests.engines.galaxy.council import pass_all, reveal
from tests.engines.galaxy.council import table as council


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, PoliticsTable)


def drawn_by(t: Any, item: Any) -> list[str]:
    return [words for _, words, _ in texts_on_screen(t.view, [item])]


def fleet_regulations_with_a_rider(table: Any) -> Any:
    state = council()
    hand(state, 0, "leadership_rider")
    reveal(state, "fleet_regulations")
    play(state, 0, "leadership_rider", "outcome:for")
    pass_all(state)
    t = table(state)
    t.show()
    return t


def test_the_vote_buttons_read_as_sentences(table: Any) -> None:
    """LRR 8.2 (voting): "Vote For" and "Vote Against" on a plain agenda, "Vote for Bram" in an election;
    never "Vote for For"."""
    t = fleet_regulations_with_a_rider(table)
    assert t.chips() == ["Vote For", "Vote Against", "Abstain"]
    assert [o.label for o in t.match.envelope(1).decision.options if isinstance(o.action, CastVotes)] == \
        ["Vote For", "Vote Against"]
    vote(t, "for", ["Darien"])
    assert any(e.text == "Bram casts 4 votes in favour" for e in t.match.log_for(1)), \
        [e.text for e in t.match.log_for(1)][-5:]
    state = council()
    reveal(state, "minister_of_commerce")
    pass_all(state)
    election = table(state)
    election.show()
    assert "Vote for Bram" in election.chips() and not any(c.startswith("Vote for For") for c in election.chips())


def test_the_agenda_card_shows_its_outcomes_votes_as_cast_riders_and_the_result(table: Any) -> None:
    """LRR 7 and 8: the card of the agenda with its text; a row per outcome with its votes, the seats that cast
    them and the riders on it; the result once the votes are in. Nothing on it is cut."""
    t = fleet_regulations_with_a_rider(table)
    panel = t.scene.action
    words = drawn_by(t, panel)
    assert "Fleet Regulations · law" in words
    assert {"For", "Against"} <= set(words) and words.count("0 votes") == 2
    assert "Riders: Ada's Leadership Rider" in words
    vote(t, "for", ["Darien"])
    t.show()
    t.click_option(Abstain())
    t.show()
    words = drawn_by(t, panel)
    assert "✓ For" in words and "4 votes" in words and "Bram 4" in words and "0 votes" in words
    assert "Result: For with 4 votes" in words
    assert not [w for w in words if "…" in w], [w for w in words if "…" in w]
    assert panel.needed_height(t.look()) <= panel.height + 0.5, "the panel is too short for its card and buttons"


def test_a_law_the_council_passes_lies_on_the_table(table: Any) -> None:
    """LRR 7.12 (laws stay in play): once resolved, the law is in the common strip, its hover the card."""
    t = fleet_regulations_with_a_rider(table)
    vote(t, "for", ["Darien"])
    t.show()
    t.click_option(Abstain())
    for _ in range(30):
        if "fleet_regulations" in t.state.laws:
            break
        decision = t.match.decisions()[0]
        t.apply(decision.options[0])
    assert "fleet_regulations" in t.state.laws
    t.show()
    strip = t.scene.table.common
    assert strip.isVisible() and "Law: Fleet Regulations" in drawn_by(t, strip)
    title, body = t.scene.game_hover_text(t.scene.table.point_of_zone(strip, "law", "fleet_regulations"))
    assert title == "Fleet Regulations" and body[0] == "A law in play"
