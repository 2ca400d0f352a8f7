"""The Twilight Imperium table in politics: the agenda view (the agenda, its outcomes, each seat's votes as they
are cast, riders, the result), the hand of action cards lit when a card is playable now, the window prompt with
its pass and standing-pass buttons, and a transaction between two seats, each side behind the hot-seat curtain.

The scenes are the engine tests' three-player table (Sol, Yin, Arborec: Ada, Bram, Cleo), shown at 1280x800;
screenshots go to /tmp/ti-politics."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF

from desktop.games.galaxy import Scene, ink
from desktop.games.galaxy.action_looks import ActionLook
from desktop.worker import private_seats
from engines.core.match import Match, SeatConfig
from engines.galaxy import GAME
from engines.galaxy.actions.rounds import AcceptTransaction, OfferAmount, OfferTransaction
from engines.galaxy.agenda.actions import Abstain, CastVotes, DoneVoting, ExhaustForVotes
from engines.galaxy.board import add
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.promissory.actions import OfferNote
from engines.galaxy.state import TIState
from engines.galaxy.windows.actions import PassWindow
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.tables import SceneTable, table_factory
from tests.engines.galaxy.cards import hand, play
from tests.engines.galaxy.council import pass_all, reveal
from tests.engines.galaxy.council import table as council
from tests.engines.galaxy.rounds import give, known

SHOTS = Path("/tmp/ti-politics")
NAMES = ["Ada", "Bram", "Cleo"]


class PoliticsTable(GameTable):
    """A table around a state an engine scenario built (every seat human)."""

    def __init__(self, qtbot: Any, state: TIState, size: tuple[int, int] = (1280, 800)) -> None:
        seats = [SeatConfig(NAMES[i], i, "human") for i in range(len(state.players))]
        SceneTable.__init__(self, qtbot, Scene, Match(GAME, len(state.players), 1, {}, seats, state=state), size)
        self._fitted = False

    def look(self) -> ActionLook:
        assert self.scene.action.isVisible(), "the action panel is hidden"
        look: ActionLook = self.scene.action.data
        return look

    def text(self) -> str:
        look = self.look()
        return "\n".join((look.title, *look.lines))

    def chips(self) -> list[str]:
        return [chip.label for chip in self.look().chips]

    def shot(self, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.view.grab().save(str(SHOTS / f"{name}.png"))


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, PoliticsTable)


def fits(t: PoliticsTable) -> None:
    """Every line and button of the panel reads whole at the least legible size (nothing elided)."""
    panel = t.scene.action
    look = t.look()
    metrics = QFontMetricsF(ink.font(ink.LEAST, condensed=True))
    for line in look.lines:
        assert metrics.horizontalAdvance(line) <= panel.width - 28, f"cut: {line!r}"
    assert metrics.horizontalAdvance(look.title) <= panel.width - 28
    assert panel.needed_height(look) <= panel.height + 0.5, "the panel is too short for its lines and buttons"


def vote(t: PoliticsTable, outcome: str, planets: list[str]) -> None:
    t.click_option(CastVotes(outcome))
    for planet in planets:
        t.click_option(ExhaustForVotes(planet))
    t.click_option(DoneVoting())


# ----- the agenda view -----------------------------------------------------------------------------
def test_the_agenda_view_shows_the_outcomes_each_seats_votes_as_cast_and_the_riders(table: Any) -> None:
    """LRR 7 and 8: the agenda, its outcomes with their effects, the votes in voting order as they are cast
    (Bram 4 For, Cleo abstains), Ada's rider on For; the vote buttons send the engine's options. The outcomes,
    their votes, riders and the result are on the agenda card."""
    state = council()
    hand(state, 0, "leadership_rider")
    reveal(state, "fleet_regulations")
    play(state, 0, "leadership_rider", "outcome:for")
    pass_all(state)
    t = table(state)
    t.show()
    assert t.seat() == 1
    text = t.text()
    rows = {row.outcome: row for row in t.look().agenda.rows}
    assert "Agenda: Fleet Regulations (law)" in text and rows["for"].votes == 0 and "capped at 4" in rows["for"].effect
    assert "you vote now" in text and "Cleo (2 influence ready)" in text and "Ada played a rider (no vote)" in text
    assert rows["for"].riders == ("Ada's Leadership Rider",) and rows["against"].riders == ()
    assert t.chips() == ["Vote For", "Vote Against", "Abstain"]
    fits(t)
    vote(t, "for", ["Darien"])
    t.show()
    assert t.seat() == 2
    text = t.text()
    rows = {row.outcome: row for row in t.look().agenda.rows}
    assert rows["for"].votes == 4 and [(n, c) for _, n, c in rows["for"].voters] == [("Bram", 4)]
    assert "Bram 4 For · you vote now" in text
    t.click_option(Abstain())
    t.show()
    assert "Cleo abstained" in t.text() and "you played a rider (no vote)" in t.text()
    assert t.look().agenda.result == "Result: For with 4 votes"
    t.shot("agenda-vote")
    fits(t)


def test_the_result_is_shown_with_its_votes_while_the_agenda_resolves(table: Any) -> None:
    """LRR 7.10-7.12: once the votes are counted the view names the winning outcome and its votes."""
    state = council()
    hand(state, 2, "confounding_legal_text")
    reveal(state, "minister_of_commerce")
    pass_all(state)
    t = table(state)
    t.show()
    vote(t, "seat:1", ["Darien"])  # Bram votes himself in
    t.click_option(Abstain())
    t.click_option(Abstain())
    t.show()
    text = t.text()
    card = t.look().agenda
    assert [(r.label, r.votes, [(n, c) for _, n, c in r.voters]) for r in card.rows] == [("Bram", 4, [("Bram", 4)])]
    assert card.others == 2 and "Agenda: Minister of Commerce" in text
    if card.result:  # a window after the outcome is decided keeps the agenda on the table
        assert card.result == "Result: Bram with 4 votes"
    t.shot("agenda-election")
    fits(t)


def test_an_election_among_many_planets_grows_the_panel_and_every_button_is_clickable(table: Any) -> None:
    """An election of a planet: one button per planet the agenda allows, all on the table."""
    state = council()
    free = sorted(p for p, planet in state.planets.items() if planet.owner < 0 and p != "Mecatol Rex")[:21]
    for index, planet in enumerate(free):
        give(state, index % 3, planet)
    reveal(state, "compensated_disarmament")  # elects any planet that has an owner
    pass_all(state)
    t = table(state)
    t.show()
    votes = [o for o in t.options() if isinstance(o, CastVotes)]
    assert len(votes) == 24
    assert t.scene.action.height > t.scene.table.rows.height  # grown over the tray, which moved below it
    assert t.scene.table.tray.pos().y() >= t.scene.action.pos().y() + t.scene.action.height
    for action in votes:
        assert t.scene.target_point(action) is not None
    fits(t)
    t.shot("agenda-many-outcomes")


def test_the_card_speaks_of_the_candidates_buttons_only_while_they_are_offered(table: Any) -> None:
    """An election before its vote (the window when it is revealed) counts the candidates without votes and
    does not send the player to buttons that are not there; in the vote, their buttons are below."""
    state = council()
    hand(state, 1, "veto")  # playable when an agenda is revealed: the window is asked
    reveal(state, "minister_of_commerce")  # elects a player
    t = table(state)
    t.show()
    assert PassWindow() in t.options() and not any(isinstance(o, CastVotes) for o in t.options())
    card = t.look().agenda
    assert card is not None and card.others == 3 and not card.offered
    assert "3 other choices: no votes yet" in painted(t)
    pass_all(t.match.state)
    t.show()
    assert any(isinstance(o, CastVotes) for o in t.options())
    assert "3 other choices: no votes yet (their buttons are below)" in painted(t)


def painted(t: PoliticsTable) -> list[str]:
    from tests.desktop.games.legibility import texts_on_screen

    return [words for _, words, _ in texts_on_screen(t.view, [t.scene.action])]


# ----- windows and the hand ------------------------------------------------------------------------
def test_a_window_asks_with_pass_buttons_and_lights_the_playable_card_in_the_hand(table: Any, qtbot: Any) -> None:
    """LRR 1.13-1.20: the window names the moment and who is asked; the pass, standing-pass buttons are the
    same for every seat; a card playable now is lit in the hand and a click on it plays it."""
    state = known("leadership")
    hand(state, 1, "sabotage", "ghost_ship")
    hand(state, 2, "spy", "plague")
    hand(state, 0, "insubordination")
    play(state, 0, "insubordination", "seat:1")
    t = table(state)
    t.show()
    assert t.seat() == 1
    text = t.text()
    assert "Window: When Ada plays Insubordination · you are asked now" in text and "Resolution order" in text
    assert "Your standing passes: none" in text
    passes = [c for c in t.chips() if c.startswith("Pass")]
    assert (passes and "Play Sabotage" in " ".join(t.chips())) or any("Sabotage" in c for c in t.chips())
    sabotage = next(c for c in t.match.state.players[1].action_cards if c.startswith("sabotage"))
    assert ("hand", sabotage) in t.scene.table.area.lit
    ghost = next(c for c in t.match.state.players[1].action_cards if c.startswith("ghost_ship"))
    assert ("hand", ghost) not in t.scene.table.area.lit
    t.shot("window-sabotage")
    fits(t)
    point = t.scene.table.point_of_zone(t.scene.table.area, "hand", sabotage)
    title, body = t.scene.game_hover_text(point)
    assert title == "Sabotage" and body[-1] == "Playable now: click it to play it."
    ghost_point = t.scene.table.point_of_zone(t.scene.table.area, "hand", ghost)
    assert not any("Playable now" in line for line in t.scene.game_hover_text(ghost_point)[1])
    t.hover(point)
    qtbot.waitUntil(t.scene.info_card.isVisible, timeout=2000)
    t.shot("hand-hover")
    t.sent.clear()
    t.click(point)
    assert t.sent == [PlayActionCard("sabotage")]
    t.click_option(PassWindow(), apply=False)
    own = [c for c in t.chips() if c.startswith("Pass")]
    t.match.apply(1, PassWindow())
    t.show()
    assert t.seat() == 2 and [c for c in t.chips() if c.startswith("Pass")] == own  # Cleo holds no answer


def test_a_standing_pass_is_set_from_the_window_and_listed(table: Any) -> None:
    """The auto-pass settings: a standing pass is one click in the window and the window lists it after."""
    state = known("leadership")
    hand(state, 1, "sabotage")
    hand(state, 2, "sabotage")
    hand(state, 0, "insubordination")
    play(state, 0, "insubordination", "seat:1")
    t = table(state)
    t.show()
    standing = next(o for o in t.options() if isinstance(o, PassWindow) and o.until and not o.every)
    point = t.scene.target_point(standing)
    title, body = t.scene.game_hover_text(point)
    assert title == "A standing pass" and "whatever your hand holds" in body[0]
    t.click_option(standing)
    assert t.match.state.players[1].autopass and t.seat() == 2
    t.show(1)  # Bram looks at the table while Cleo is asked: his standing pass is listed
    assert "Your standing passes: \"when\" windows of action card played until the end of this round" in t.text()
    fits(t)


# ----- a transaction -------------------------------------------------------------------------------
def transaction_table() -> TIState:
    state = known("leadership")
    add(state.systems["13"].space, 0, "cruiser")  # Ada's cruiser beside the Yin: neighbours
    for player in state.players[:2]:
        player.trade_goods, player.commodities = 3, 2
    return state


def test_a_transaction_is_built_by_one_side_and_answered_by_the_other_behind_the_curtain(table: Any) -> None:
    """LRR 94: Ada offers 2 trade goods for Bram's commodities; the offer shows as it is built; Bram reads it
    and accepts. Each side's view holds its hand, so hot-seat shows the curtain between them."""
    t = table(transaction_table())
    t.show()
    t.click_option(OfferTransaction(1))
    text = t.text()
    assert "Transaction: Ada and Bram" in text and "Ada gives: nothing so far" in text
    assert "Ada holds 3 trade goods and 2 commodities · Bram 3 and 2" in text
    t.click_option(OfferAmount(2))
    assert "Ada gives: 2 trade goods" in t.text()
    for amount in (0, 0, 2):
        t.click_option(OfferAmount(amount))
    t.click_option(OfferNote(""))
    t.click_option(OfferNote(""))
    assert t.seat() == 1
    envelopes = t.match.envelopes([0, 1, None])
    assert private_seats(t.match, envelopes) == [0, 1]  # both sides hold secrets: the curtain goes down between
    t.show(1)
    text = t.text()
    assert "Ada gives: 2 trade goods" in text and "Bram gives: 2 commodities" in text
    assert "accepts or refuses" in text and {"Accept", "Refuse"} <= {c.split(" ")[0] for c in t.chips()}
    t.shot("transaction-answer")
    fits(t)
    t.click_option(AcceptTransaction())
    state = t.match.state
    # Ada's 2 trade goods go to Bram; Bram's 2 commodities become trade goods for Ada (LRR 21.5)
    assert [(p.trade_goods, p.commodities) for p in state.players[:2]] == [(3 - 2 + 2, 2), (3 + 2, 0)]


def test_a_window_inside_a_combat_joins_the_combat_view_with_its_buttons(table: Any) -> None:
    """LRR 78.3 (start of a combat round): the combat's sides stay, the window's line and buttons join them, and
    Morale Boost (playable now) is lit in the hand while Shields Holding (for hits) is not."""
    from tests.engines.galaxy.tactics import put
    from tests.engines.galaxy.tactics import table as battle
    from tests.engines.galaxy.test_cards_combat import arrive

    state = battle()
    put(state, 1, 9, "cruiser,destroyer")
    put(state, 0, 22, "cruiser,dreadnought")
    boost, shields = hand(state, 0, "morale_boost", "shields_holding")
    arrive(state, "cruiser,dreadnought")
    while PlayActionCard("morale_boost") not in GAME.decisions(state)[0].options:
        GAME.apply(state, GAME.decisions(state)[0].seat, PassWindow())
    t = table(state)
    t.show()
    look = t.look()
    assert len(look.sides) == 2 and "Window: At the start of the space combat round · you are asked now" in look.lines
    assert "Play Morale Boost" in t.chips() and "Pass" in t.chips()
    assert ("hand", boost) in t.scene.table.area.lit and ("hand", shields) not in t.scene.table.area.lit
    assert t.scene.table.tray.pos().y() >= t.scene.action.pos().y() + t.scene.action.height
    t.shot("combat-window")
    fits(t)
    t.click_option(PlayActionCard("morale_boost"))


def test_on_the_game_page_the_curtain_comes_down_between_the_two_sides_of_a_transaction(qtbot: Any,
                                                                                        window: Any) -> None:
    """Hot-seat: Ada builds the offer at her screen; before Bram reads it the curtain asks the others to look away
    (each side's view holds its own hand), and once lifted Bram's table shows the offer and Accept / Refuse."""
    from tests.desktop.games.test_galaxy_game_page import answer_by_clicks, open_page

    seats = [SeatConfig(NAMES[0], 0, "human"), SeatConfig(NAMES[1], 1, "human"), SeatConfig(NAMES[2], 2, "human")]
    page = open_page(window, Match(GAME, 3, 1, {}, seats, state=transaction_table()))
    sent: list[Any] = []
    page.scene.action_chosen.connect(sent.append)
    qtbot.waitUntil(lambda: page.last is not None and 0 in page.last.pending, timeout=10_000)
    if page.curtain.isVisible():
        page.curtain.button.click()
    for action in (OfferTransaction(1), OfferAmount(2), OfferAmount(0), OfferAmount(0), OfferAmount(2),
                   OfferNote(""), OfferNote("")):
        answer_by_clicks(qtbot, page, 0, action, sent)
    qtbot.waitUntil(lambda: 1 in page.last.pending, timeout=10_000)
    assert page.curtain.isVisible() and page.curtain.seat == 1
    page.curtain.button.click()
    look = page.scene.action.data
    assert look.title == "Transaction: Ada and Bram" and "Ada gives: 2 trade goods" in look.lines
    qtbot.wait(30)  # the prompt panel lays out its new buttons first
    listed = [button.shown_text() for button in page.prompt.buttons]
    assert listed == [o.label for o in page.last.envelopes[1].decision.options]
    lines = [entry.text for entry in page.channel.match.log_for(1)]
    assert sum("Ada offers Bram 2 trade goods for 2 commodities" in line for line in lines) == 1  # said once
    page.window().grab().save(str(SHOTS / "transaction-game-page.png"))
    answer_by_clicks(qtbot, page, 1, AcceptTransaction(), sent)
    window.close_table()
