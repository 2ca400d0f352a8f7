"""What the sheets around the map say, read as a player would: the strategy cards' holders whole even on a
used card, the promissory notes of a player (counted for everyone, named for their holder, face up for all),
counts in words that agree with the number, and "passed" only while passing means something."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engines.core.match import Match, SeatConfig
from engines.galaxy import GAME
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.legibility import texts_on_screen
from tests.desktop.games.tables import table_factory


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def drawn_by(view: Any, item: Any) -> list[str]:
    return [words for _, words, _ in texts_on_screen(view, [item])]


def test_a_used_strategy_card_names_its_holder_whole(qtbot: Any, window: Any) -> None:
    """LRR 83 (strategy cards): once its primary is used the card says so, and still says who holds it."""
    window.resize(1280, 800)
    seats = [SeatConfig(f"Player {i + 1}", i, "human") for i in range(6)]
    match = Match(GAME, 6, 7, GAME.resolve_options({}), seats)
    while not (match.state.phase == "action" and sum(s.used for s in match.state.strategy) >= 2):
        decision = match.decisions()[0]
        match.apply(decision.seat, decision.options[-1] if match.state.phase != "action" else decision.options[0])
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None and page.scene.playing, timeout=10_000)
    page.fit()
    words = drawn_by(page.board, page.scene.table.strategy)
    used = [s for s in match.state.strategy if s.used]
    assert words.count("used") == len(used)
    for card in used:
        assert f"Player {card.holder + 1}" in words, words
    assert not [w for w in words if "…" in w]


def test_the_area_shows_the_notes_held_and_face_up_and_the_rows_count_them(table: Any) -> None:
    """LRR 69 (promissory notes): a player's hand of notes is hidden, its size is not; a note face up in a
    play area is seen by everyone."""
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action" and d.seat == 0)
    state = t.state
    given = state.players[2].notes.pop(0)  # a note of Cleo's in Ada's hand
    state.players[0].notes.append(given)
    face_up = state.players[3].notes.pop(0)  # a note of Dario's face up in Bram's play area
    state.players[1].promissory.append(face_up)
    t.show(0)
    area = t.scene.table.area
    mine = drawn_by(t.view, area)
    name = next(words for words in mine if words.startswith("Note: "))
    assert name.endswith("of Cleo") and f"{len(state.players[0].notes)} promissory notes" in mine
    title, body = t.scene.game_hover_text(t.scene.table.point_of_zone(area, "notes", 0))
    assert title == "Your promissory notes" and len(body) == len(state.players[0].notes) and name[6:] in body
    assert any(f"{len(p.action_cards)} AC · {len(p.secrets)} SO · {len(p.notes)} PN" in w
               for p in state.players for w in drawn_by(t.view, t.scene.table.rows))
    t.click(t.scene.table.point_of_zone(t.scene.table.rows, "seat", 1))
    theirs = drawn_by(t.view, area)
    face_up_name = next(w for w in theirs if w.startswith("Face up: "))
    assert face_up_name.endswith("of Dario") and not any(w.startswith("Note: ") for w in theirs)
    title, body = t.scene.game_hover_text(t.scene.table.point_of_zone(area, "notes", 1))
    assert body == [f"Bram holds {len(state.players[1].notes)}; which ones only they know."]


def test_counts_agree_with_their_nouns(table: Any) -> None:
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action" and d.seat == 0)
    t.state.players[0].secrets = t.state.players[0].secrets[:1]
    t.state.players[0].action_cards = t.state.players[0].action_cards[:1] or t.state.action_deck[:1]
    t.show(0)
    words = drawn_by(t.view, t.scene.table.area)
    assert "1 action card · 1 secret" in words


def test_passed_shows_in_the_action_phase_only(table: Any) -> None:
    """LRR 3.5 (a player who passed takes no more actions this action phase): in the next strategy phase
    nobody is shown as passed."""
    t = table(6)
    t.play_until(lambda d: t.state.round >= 2 and t.state.phase == "strategy", limit=20_000)
    assert any(p.passed for p in t.state.players), "the engine keeps the flag until the action phase"
    t.show()
    rows = " ".join(drawn_by(t.view, t.scene.table.rows))
    assert "passed" not in rows


def test_an_action_card_is_played_by_a_click_on_it_in_the_hand(table: Any) -> None:
    """LRR 2.3 (an action card is played from its owner's hand at its timing): in a window the card in the
    player's hand is lit and a click on it plays it (the prompt panel lists it too)."""
    from engines.galaxy.cards.action_cards.actions import PlayActionCard
    from engines.galaxy.content.action_deck import card_of

    def single(decision: Any) -> list[Any]:
        plays = [o for o in decision.options if isinstance(o, PlayActionCard)]
        return [o for o in plays if [p.card for p in plays].count(o.card) == 1]

    t = table(6)
    decision = t.play_until(lambda d: bool(single(d)), limit=20_000)
    play = single(decision)[0]
    area = t.scene.table.area
    physical = next(card for card in t.scene.envelope.view.hand if card_of(card) == play.card)
    assert ("hand", physical) in area.lit
    assert t.scene.target_point(play) == t.scene.table.point_of_zone(area, "hand", physical)
    t.click_option(play)


def test_an_ability_that_takes_an_action_card_is_answered_by_a_click_on_the_card(table: Any) -> None:
    """The Yssaril's Scheming (draw one more action card, then discard one): the card to discard is clicked in
    the hand."""
    from engines.galaxy.actions.factions import UseFactionAbility

    t = table(6, factions="yssaril,sol,hacan,jolnar,letnev,xxcha")
    decision = t.play_until(lambda d: any(isinstance(o, UseFactionAbility) and o.target in t.state.players[
        d.seat].action_cards for o in d.options), limit=20_000)
    choice = next(o for o in decision.options if isinstance(o, UseFactionAbility))
    assert t.scene.target_point(choice) == t.scene.table.point_of_zone(t.scene.table.area, "hand", choice.target)
    t.click_option(choice)
    assert choice.target not in t.state.players[decision.seat].action_cards


def test_votes_are_cast_by_clicks_on_the_planet_cards(table: Any) -> None:
    """LRR 8.2 (a player votes by exhausting planets, each for its influence): the ready planets are lit in
    the area and a click exhausts one; a planet that cannot vote says why."""
    from engines.galaxy.agenda.actions import ExhaustForVotes
    from engines.galaxy.agenda.phase import _name

    t = table(6)
    t.play_until(lambda d: t.state.phase == "action")
    t.state.custodians = 0  # the custodians token is taken: the agenda phase follows this round's status phase
    decision = t.play_until(lambda d: any(isinstance(o, ExhaustForVotes) for o in d.options), limit=20_000)
    vote = next(o for o in decision.options if isinstance(o, ExhaustForVotes))
    agenda = next(s for s in t.state.stack if type(s).__name__ == "Agenda")
    assert f" on {_name(agenda)} so far" in decision.prompt, "the prompt names the agenda voted on"
    area = t.scene.table.area
    assert ("planet", vote.planet) in area.lit
    assert t.scene.target_point(vote) == t.scene.table.point_of_zone(area, "planet", vote.planet)
    t.click_option(vote)
    assert t.state.planets[vote.planet].exhausted
    if t.match.decisions()[0].seat == decision.seat:
        t.sent.clear()
        t.click(t.scene.table.point_of_zone(area, "planet", vote.planet))
        assert not t.sent and t.refusals, "an exhausted planet is refused with a reason"


def test_a_long_prompt_keeps_above_the_strategy_cards(table: Any) -> None:
    """The prompt under the title shrinks to a smaller size rather than running into the cards below it."""
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action")
    table_ = t.scene.table
    table_.show_status("Bram: When Esmeralda replenishes commodities. Use a card or an ability, or pass " * 2)
    assert table_.status.sceneBoundingRect().bottom() <= table_.strategy.sceneBoundingRect().top()
    table_.show_status("Bram: take an action or pass")
    assert table_.status.size == 27 and table_.status.sceneBoundingRect().height() < 40
