"""Landfall's table: every view draws, the lit items are exactly the options, and games play by clicks."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.colony import Scene
from desktop.games.colony.items import Clickable
from desktop.widgets.board_view import BoardView
from desktop.widgets.card import CardItem
from engines.colony import GAME
from engines.colony import actions as a
from engines.core.match import Match, SeatConfig
from tests.desktop.games.tables import SceneTable, table_factory
from tests.engines.colony.helpers import table


class Table(SceneTable):
    """A match, the colony scene in a board view, and the actions the scene sent."""

    RENDER_SIZE = (900, 600)

    def __init__(self, qtbot: Any, players: int, seed: int = 1, state: Any = None, **options: Any) -> None:
        super().__init__(qtbot, Scene, Match(GAME, players, seed, options, state=state), (1400, 950))
        self.seat: int | None = None
        self.show()

    def show(self, seat: int | None = None) -> None:
        """Draw the seat's envelope (by default the first seat asked) and fit the table."""
        waiting = self.match.waiting_for()
        self.seat = seat if seat is not None else waiting[0] if waiting else None
        self.scene.show_envelope(self.match.envelope(self.seat))
        self.view.fitInView(self.scene.table_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def options(self) -> list[Any]:
        decision = self.match.envelope(self.seat).decision if self.seat is not None else None
        return [o.action for o in decision.options] if decision is not None else []

    def offered(self) -> list[Any]:
        return [action for _, action in self.scene.targets]

    def click(self, item: QGraphicsItem) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(self.view, item))

    def apply_sent(self) -> None:
        actions, self.sent[:] = list(self.sent), []
        assert self.seat is not None
        for action in actions:
            self.match.apply(self.seat, action)
        self.show()


def point_on(view: BoardView, item: QGraphicsItem) -> QPoint:
    """A point of the viewport where a press reaches ``item`` (or a child of it) first."""
    rect = item.sceneBoundingRect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.12, 0.88, 0.05):
            point = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            taker = receiver(view, point)
            if taker is item or (taker is not None and item.isAncestorOf(taker)):
                return view.mapFromScene(point)
    raise AssertionError(f"no visible point of {item} takes a click")


def receiver(view: BoardView, point: QPointF) -> QGraphicsItem | None:
    """The item a press at ``point`` goes to: the topmost one that takes it (lit items only)."""
    scene = view.scene()
    for item in scene.items(point, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
        if isinstance(item, Clickable | CardItem) and item.legal and item.isVisible():
            return item
    return None


@pytest.fixture
def table_of(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, Table)


def random_steps(match: Match, count: int, rng: random.Random) -> None:
    for _ in range(count):
        decisions = match.decisions()
        if not decisions:
            return
        decision = rng.choice(decisions)
        match.apply(decision.seat, rng.choice(decision.options))


def assert_offered_are_the_options(t: Table) -> None:
    offered, options = t.offered(), t.options()
    assert sorted(map(repr, offered)) == sorted(map(repr, options)), t.match.envelope(t.seat).decision


# ----- drawing -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("planet", ["verdance", "cinderfall"])
def test_random_views_draw_for_every_seat_and_light_exactly_the_options(table_of: Any, players: int,
                                                                        planet: str) -> None:
    t = table_of(players, players * 7, planet=planet)
    rng = random.Random(players)
    for _ in range(6):
        random_steps(t.match, 25, rng)
        for seat in (*t.match.waiting_for(), None):
            t.show(seat)
            assert_offered_are_the_options(t)
        t.render()
        spaces = 8 if planet == "verdance" else 5
        assert t.scene.board is not None and len(t.scene.board.spaces) == spaces
        assert len(t.scene.mats) == players


def test_the_draft_shows_the_free_ships_and_a_click_takes_one(table_of: Any) -> None:
    t = table_of(3)
    designs = [item.design.key for item in t.scene.hand_cards]
    assert len(designs) == 6 and set(designs) == {o.ship for o in t.options()}
    target = next(item for item, action in t.scene.targets if action == a.PickShip("lancer"))
    t.click(target)
    assert t.sent == [a.PickShip("lancer")]
    t.apply_sent()
    assert "lancer" not in [item.design.key for item in t.scene.hand_cards]


# ----- clicks --------------------------------------------------------------------------------------------
def test_playing_a_landing_card_then_a_space_then_a_count_by_clicks(table_of: Any) -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, surface={3: 2})
    t = table_of(2, state=state)
    card = next(c for c in t.scene.hand_cards if c.card.key == "long_descent")
    t.click(card)
    assert t.sent == [a.PlayCard(card.card.id)]
    t.apply_sent()
    assert_offered_are_the_options(t)
    assert t.scene.board is not None
    t.click(t.scene.board.spaces[3])
    assert t.sent == [a.ChooseSpace(3)]
    t.apply_sent()
    chip = next(item for item, action in t.scene.targets if action == a.ChooseCount(2))
    t.click(chip)
    assert t.sent == [a.ChooseCount(2)]
    t.apply_sent()
    assert t.match.state.surface[3] == 2 + 2 + 1


def test_adding_a_person_is_a_button_on_your_own_mat(table_of: Any) -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]})
    t = table_of(2, state=state)
    chip = t.scene.mats[0].add_chip
    assert chip is not None and t.scene.mats[1].add_chip is None
    t.click(chip)
    assert t.sent == [a.AddPerson()]


@pytest.mark.qt_log_ignore("Mouse event .* not accepted")
def test_items_that_are_not_options_send_nothing(table_of: Any) -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent", "brace_for_impact"]}, surface={3: 2})
    t = table_of(2, state=state)
    assert t.scene.board is not None
    reaction = next(c for c in t.scene.hand_cards if c.card.key == "brace_for_impact")
    for item in (t.scene.board.spaces[3], t.scene.board.slots[1], t.scene.mats[1], reaction):
        QTest.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=t.view.mapFromScene(item.sceneBoundingRect().center()))
    assert t.sent == []
    assert not reaction.legal, "a reaction is never played on your own turn (LSF-CARD-6)"


def test_a_reaction_window_lights_the_reaction_and_no_reaction(table_of: Any) -> None:
    state = table(("bastion", "wayfarer"), "cinderfall", hands={0: ["deflector_screen"], 1: ["long_descent"]},
                  deck=["tremor", "quiet_crater"])
    t = table_of(2, state=state)
    t.click(t.scene.mats[0].add_chip)
    t.apply_sent()
    t.click(t.scene.mats[1].add_chip)
    t.apply_sent()
    assert t.match.waiting_for() == [0] and t.seat == 0
    assert_offered_are_the_options(t)
    assert t.scene.panel is not None and t.scene.panel.card is not None
    assert t.scene.panel.card.card.key == "tremor"
    assert t.scene.mats[0].marks["asked"] and not t.scene.mats[1].marks["asked"]
    screen = next(c for c in t.scene.hand_cards if c.card.key == "deflector_screen")
    t.click(screen)
    assert t.sent == [a.React(screen.card.id)]


def test_a_surveyed_card_and_a_salvage_are_chosen_on_the_table(table_of: Any) -> None:
    state = table(("pathfinder", "foundry"), hands={0: ["long_range_scan"]}, deck=["tremor", "calm_season"])
    t = table_of(2, state=state)
    t.click(next(c for c in t.scene.hand_cards if c.card.key == "long_range_scan"))
    t.apply_sent()
    assert t.scene.board is not None and t.scene.board.top_card is not None
    assert {action for _, action in t.scene.targets} == {a.PlaceTop(False), a.PlaceTop(True)}
    t.click(next(item for item, action in t.scene.targets if action == a.PlaceTop(True)))
    assert t.sent == [a.PlaceTop(True)]


# ----- whole games -------------------------------------------------------------------------------------
def play_by_clicks(t: Table, rng: random.Random, limit: int = 2000) -> int:
    """Play to the end choosing only among the lit items, one click each; returns the clicks."""
    clicks = 0
    while t.match.decisions() and clicks < limit:
        t.show(rng.choice(t.match.waiting_for()))
        assert_offered_are_the_options(t)
        item, action = rng.choice(t.scene.targets)
        t.click(item)
        assert t.sent == [action], f"click {clicks} on {item} sent {t.sent}, not {action}"
        t.apply_sent()
        clicks += 1
    return clicks


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (4, 11)])
def test_a_whole_hot_seat_game_with_reactions_is_played_by_clicks_alone(table_of: Any, players: int,
                                                                        seed: int) -> None:
    t = table_of(players, seed)
    clicks = play_by_clicks(t, random.Random(seed))
    assert t.match.result() is not None and clicks > 20
    kinds = {type(entry.action) for entry in t.match.actions}
    assert {a.PickShip, a.PlayCard, a.AddPerson, a.React, a.NoReaction} <= kinds, "reactions were played and passed"
    if players == 4:
        every = set(a.ACTIONS.__args__)
        assert kinds == every, f"every kind of choice was made on the table; missing {every - kinds}"


# ----- the game page: hot-seat reactions ------------------------------------------------------------------
def window_table(*bots: str) -> Any:
    """Cinderfall's Tremor comes next and every seat holds a reaction to it; a calm card follows."""
    ships = ("bastion", "wayfarer", "lancer")[: 2 + len(bots)]
    hands = {0: ["deflector_screen", "long_descent"], 1: ["brace_for_impact"], 2: ["point_defense"]}
    hands = {seat: cards for seat, cards in hands.items() if seat < len(ships)}
    return table(ships, "cinderfall", hands=hands, deck=["tremor", "quiet_crater", "clear_skies"])


def start_page(window: Any, qtbot: Any, state: Any, kinds: list[str]) -> Any:
    seats = [SeatConfig(name, i, kind) for i, (name, kind) in enumerate(zip(("Ana", "Ben", "Cy"), kinds,
                                                                            strict=False))]
    page = window.start_match(Match(GAME, len(seats), 1, {"planet": "cinderfall"}, seats, state=state))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    return page


def page_click(page: Any, qtbot: Any, action: Any) -> None:
    """Click the scene item that sends ``action``, and wait for the table to change."""
    item = next(item for item, option in page.scene.targets if option == action)
    version = page.last.version
    QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=point_on(page.board, item))
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)


def lift(page: Any, name: str) -> None:
    assert page.curtain.isVisible() and name in page.curtain.message.text()
    page.curtain.button.click()


def test_the_page_asks_each_human_in_the_window_in_turn_behind_the_curtain(window: Any, qtbot: Any) -> None:
    page = start_page(window, qtbot, window_table(), ["human", "human"])
    lift(page, "Ana")
    page_click(page, qtbot, a.AddPerson())
    lift(page, "Ben")
    page_click(page, qtbot, a.AddPerson())
    # The planet reveals Tremor: both seats hold a reaction, so both are asked at once.
    assert page.last.pending == [0, 1]
    assert page.shown_seat == 1 and not page.curtain.isVisible(), "Ben, at the screen already, answers first"
    assert page.scene.panel.card.card.key == "tremor" and a.NoReaction() in page.scene.options
    page_click(page, qtbot, a.NoReaction())
    assert page.last.pending == [0] and page.shown_seat is None
    lift(page, "Ana")
    screen = next(c.card.id for c in page.scene.hand_cards if c.card.key == "deflector_screen")
    page_click(page, qtbot, a.React(screen))
    # Quiet Crater follows; nobody can react to it, so nobody is asked: Ana's turn comes at once.
    assert page.last.pending == [0] and not page.curtain.isVisible()
    assert a.AddPerson() in page.scene.options
    narrated = " ".join(entry.text for entry in page.last.log)
    assert "Ana reacts with Deflector Screen" in narrated and "The planet reveals Quiet Crater" in narrated


def test_a_bot_in_the_window_answers_by_itself(window: Any, qtbot: Any) -> None:
    page = start_page(window, qtbot, window_table("bot"), ["human", "human", "bot:heuristic"])
    lift(page, "Ana")
    page_click(page, qtbot, a.AddPerson())
    lift(page, "Ben")
    page_click(page, qtbot, a.AddPerson())
    # Cy (a bot) plays its turn, then the planet reveals Tremor to all three; Cy answers by itself.
    def tremor_left_to_humans() -> bool:
        resolving = page.last.envelopes[None].view.resolving
        return resolving is not None and resolving.card.key == "tremor" and 2 not in resolving.window

    qtbot.waitUntil(tremor_left_to_humans, timeout=8000)
    assert set(page.last.pending) == {0, 1}
    for _ in range(2):
        if page.curtain.isVisible():
            page.curtain.button.click()
        page_click(page, qtbot, a.NoReaction())
    qtbot.waitUntil(lambda: page.last.envelopes[None].view.phase == "turns", timeout=8000)
    answers = [entry for entry in page.channel.match.actions if isinstance(entry.action, a.React | a.NoReaction)]
    assert {entry.seat for entry in answers} == {0, 1, 2}


# ----- animations ----------------------------------------------------------------------------------------
def test_damage_and_landings_animate_briefly_and_not_at_all_without_motion(table_of: Any, qtbot: Any) -> None:
    from desktop.widgets.motion import Motion

    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, surface={3: 2})
    t = table_of(2, state=state)
    events = [a.Damaged(target="ship", index=1, amount=2, kind=0), a.Damaged(target="space", index=3, amount=1, kind=1),
              a.Landed(seat=0, space=3, landed=2, added=1)]
    before = len(t.scene.items())
    t.scene.play_events(events)
    assert len(t.scene.items()) == before and not t.scene.animator.running, "no motion: the end state at once"
    Motion.enabled = True
    try:
        t.scene.play_events(events)
        assert len(t.scene.animator.running) == 4  # two damages, a flying token and the landing's count
        qtbot.waitUntil(lambda: not t.scene.animator.running, timeout=3000)
        assert len(t.scene.items()) == before
    finally:
        Motion.enabled = False
