"""The woodland table: drawing every pairing, clicks that become actions, illegal clicks that send nothing,
whole games played by table clicks alone (Lost Powers against a Marquise bot; all three factions), and a
game page with a Marquise bot seat."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop.games.woodland import Scene
from desktop.games.woodland.routes import Key
from desktop.widgets.motion import Motion
from engines.core.bots import BotTurn
from engines.core.match import Match, SeatConfig
from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.bots import HeuristicBot
from tests.desktop.games.tables import SceneTable, play_randomly, table_factory
from tests.engines.woodland.helpers import LP, MQ, VB, at, give, pawn, put, rig_dice, table, tableau, take

PAIRINGS = [(2, "lost_powers,marquise"), (2, "lost_powers,vagabond"), (2, "marquise,vagabond"),
            (3, "lost_powers,marquise,vagabond")]


class Table(SceneTable):
    """A match and its scene in a board view big enough to click every item; records what was sent."""

    def __init__(self, qtbot: Any, players: int = 2, factions: str = "lost_powers,marquise", seed: int = 1,
                 state: Any = None, **options: Any) -> None:
        seats = [SeatConfig(f"P{i + 1}", i) for i in range(players)]
        opts = GAME.resolve_options({"factions": factions, **options})
        super().__init__(qtbot, Scene, Match(GAME, players, seed, opts, seats, state=state), (2000, 1500))
        self.shown: int | None = None
        self.show()

    def seat(self) -> int:
        waiting = self.match.waiting_for()
        return waiting[0] if waiting else 0

    def show(self, seat: int | None = -1) -> None:
        self.shown = self.seat() if seat == -1 else seat
        self.scene.show_envelope(self.match.envelope(self.shown))
        self.view.resetTransform()
        self.view.fitInView(self.scene.table_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def click_key(self, key: Key) -> None:
        item = self.scene.item_for(key)
        assert item is not None, f"nothing to click for {key}"
        point = self.scene.click_point(item)
        assert point is not None
        self.click_at(point)

    def click_path(self, path: list[Key]) -> None:
        for key in path:
            self.click_key(key)

    def apply_sent(self) -> None:
        """Apply what the scene sent, as the worker would, and redraw."""
        actions, self.sent[:] = list(self.sent), []
        for action in actions:
            events = self.match.apply(self.seat(), action)
            self.show()
            self.scene.play_events(events)

    def click_option(self, action: Any) -> None:
        """Click whatever sends ``action`` (asserting it is reachable) and check it was sent."""
        reach = self.scene.reachable()
        assert action in reach, f"{action} is not reachable on the table: {sorted(map(repr, reach))}"
        self.click_path(reach[action])
        assert self.sent == [action], f"clicking {reach[action]} sent {self.sent}"

    def check_reachable(self) -> dict[Any, list[Key]]:
        reach = self.scene.reachable()
        assert set(reach) == set(self.options()), (self.match.decisions()[0].prompt,
                                                   set(self.options()) ^ set(reach))
        assert not self.scene.fallbacks and not self.scene.plan.conflicts()
        return reach


@pytest.fixture
def make_table(qtbot: Any) -> Iterator[Callable[..., Table]]:
    yield table_factory(qtbot, Table)


# ----- drawing -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "factions"), PAIRINGS)
def test_the_table_draws_random_views_for_every_pairing(make_table: Any, players: int, factions: str) -> None:
    t = make_table(players, factions, seed=players + len(factions))
    rng = random.Random(len(factions))
    for step in range(900):
        if not t.match.decisions():
            break
        t.match.apply(t.seat(), rng.choice(t.options()))
        if rng.random() < 0.08:
            t.show()
            if step % 7 == 0:
                t.render()
            t.check_reachable()
            assert set(t.scene.boards) == set(range(players))
            assert set(t.scene.clearing_items) == set(range(1, 13))
    t.show(None)
    t.render()
    assert t.scene.reachable() == {}


def test_every_clearing_shows_its_pieces_by_seat(make_table: Any) -> None:
    t = make_table(3, "lost_powers,marquise,vagabond", seed=5)
    play_randomly(t.match, 400, seed=5)
    t.show()
    view = t.match.envelope(t.shown).view
    for clearing in view.clearings:
        item = t.scene.clearing_items[clearing.id]
        keys = {child.key: child.count for child in item.childItems() if hasattr(child, "count")}
        for seat, count in enumerate(clearing.warriors):
            if view.seats[seat].faction == LP:
                shown = keys.get(("piece", clearing.id, seat, "upright"), 0) + keys.get(
                    ("piece", clearing.id, seat, "fallen"), 0)
                assert keys.get(("piece", clearing.id, seat, "fallen"), 0) == clearing.fallen
            else:
                shown = keys.get(("piece", clearing.id, seat, "warrior"), 0)
            assert shown == count
        pieces = [child.key for child in item.childItems() if hasattr(child, "count")]  # two alike share a key
        buildings = [k for k in pieces if k[0] == "piece" and k[3] in ("sawmill", "workshop", "recruiter")]
        assert len(buildings) == len(clearing.buildings)
        assert (("ruin", clearing.id) in keys) == clearing.ruin
        assert [k[2] for k in keys if k[0] == "piece" and k[3] == "pawn"] == clearing.pawns


# ----- clicks ------------------------------------------------------------------------------------
def lp_daylight(*factions: str) -> Any:
    state = table(*(factions or (LP, MQ)))
    tableau(state, 0, "miller_brindle", "auntie_clover", "smith_rusk", "wren_wanderer")
    put(state, 0, 1, warriors=2)
    put(state, 0, 9, warriors=1)
    put(state, 1, 9, warriors=1)
    return at(state, "lp_daylight", active=0)


def test_a_follower_action_is_a_click_on_its_chip_then_a_clearing(make_table: Any) -> None:
    t = make_table(state=lp_daylight())
    t.click_key(("act", 0, "recruit"))
    assert t.sent == [A.Follow(0, "recruit")]
    t.apply_sent()
    t.click_key(("clearing", 5))
    assert t.sent == [A.ChooseClearing(5)]
    t.apply_sent()
    assert t.match.state.clearings[4].warriors[0] == 1


def test_a_move_is_a_click_on_the_origin_then_the_destination(make_table: Any) -> None:
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(2, "move"))
    t.apply_sent()
    move = next(o for o in t.options() if isinstance(o, A.Move) and o.origin == 1)
    t.click_key(("clearing", 1))
    assert t.sent == [] and t.scene.selected == ("clearing", 1)
    lit = {item.key for item, (kind, _) in t.scene.targets.items() if kind == "send"}
    assert ("clearing", move.dest) in lit
    t.click_key(("clearing", move.dest))
    assert t.sent == [move]


def test_clicking_the_selected_origin_again_or_empty_felt_drops_the_selection(make_table: Any) -> None:
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(2, "move"))
    t.apply_sent()
    t.click_key(("clearing", 1))
    t.click_key(("clearing", 1))
    assert t.scene.selected is None
    t.click_key(("clearing", 1))
    t.click_at(QPointF(-300, -250))
    assert t.scene.selected is None and t.sent == []


def test_a_battle_is_a_click_on_the_clearing_and_the_dice_show_in_the_battle_box(make_table: Any) -> None:
    state = lp_daylight()
    rig_dice(state, 3, 1)
    t = make_table(state=state)
    t.click_option(A.Follow(0, "battle"))
    t.apply_sent()
    t.click_key(("clearing", 9))
    assert t.sent == [A.Battle(9, 1)]
    t.apply_sent()
    while t.match.state.battle is not None and t.options() and A.Done() in t.options():
        t.click_key(("button", "done"))
        t.apply_sent()
    battle = t.match.envelope(0).view.last_battle or t.match.envelope(0).view.battle
    assert battle.dice in ([3, 1], [1, 3])
    assert {die.face for die in t.scene.dice.values()} == {"3", "1"}


def test_an_illegal_item_sends_nothing(make_table: Any) -> None:
    t = make_table(state=lp_daylight())
    for point in (t.scene.clearing_items[3].sceneBoundingRect().center(),  # a clearing that is no option
                  t.scene.boards[1].sceneBoundingRect().center(),  # the other seat's board
                  QPointF(-200, -200)):
        t.click_at(point)
    chip = next(i for i in t.scene.keyed[("act", 1, "draw")])
    assert chip not in t.scene.targets or A.Follow(1, "draw") in t.options()
    assert t.sent == []
    assert t.scene.item_for(("clearing", 3)) is None


def test_the_enemy_chooses_the_piece_it_loses_on_the_map(make_table: Any) -> None:
    state = table(LP, MQ)
    put(state, 0, 5, warriors=1)
    put(state, 1, 5, buildings=("sawmill", "workshop"), tokens=("wood",))
    t = make_table(state=at(state, "lp_disarm", active=0))
    assert t.seat() == 1 and "Choose the piece you lose" in t.match.decisions()[0].prompt
    assert t.scene.loss == (5, 1, 1) and t.scene.clearing_items[5].alert
    assert set(t.check_reachable()) == {A.Lose("sawmill"), A.Lose("workshop"), A.Lose("wood")}
    t.click_key(("piece", 5, 1, "workshop"))
    assert t.sent == [A.Lose("workshop")]
    t.show(0)
    assert t.scene.loss == (5, 1, 1) and t.scene.reachable() == {}


def test_a_vagabond_disarmed_damages_an_item_on_his_board(make_table: Any) -> None:
    state = table(LP, VB)
    put(state, 0, 5, warriors=1)
    pawn(state, 1, cid=5, items=("sword", "boot", "torch"))
    t = make_table(players=2, factions="lost_powers,vagabond", state=at(state, "lp_disarm", active=0))
    assert set(t.check_reachable()) == {A.Damage("sword"), A.Damage("boot"), A.Damage("torch")}
    t.click_key(("item", "boot"))
    assert t.sent == [A.Damage("boot")]


def test_a_card_with_several_uses_opens_chips_with_the_option_labels(make_table: Any) -> None:
    state = table(MQ, LP)
    put(state, 0, 1, warriors=2, buildings=("sawmill",), tokens=("keep",))
    card = give(state, 0, "bird_ambush")[0]
    t = make_table(factions="marquise,lost_powers", state=at(state, "mq_actions", active=0))
    t.match.state.boards[0].actions = 3
    t.match.state.seq += 1
    t.show()
    overwork = A.Overwork(1, card)
    assert {A.ExtraAction(card), overwork} <= set(t.check_reachable())
    t.click_key(("hand", card))
    chips = [c.label for c in t.scene.chips]
    assert any("extra action" in words for words in chips)
    t.click_key(("clearing", 1))
    assert t.sent == [overwork]


def test_building_is_a_click_on_the_track_then_the_clearing(make_table: Any) -> None:
    state = table(MQ, LP)
    put(state, 0, 1, warriors=2, buildings=("sawmill",), tokens=("keep", "wood"))
    put(state, 0, 5, warriors=1)
    t = make_table(factions="marquise,lost_powers", state=at(state, "mq_actions", active=0))
    t.match.state.boards[0].actions = 3
    t.match.state.seq += 1
    t.show()
    build = next(o for o in t.options() if isinstance(o, A.Build) and o.kind == "workshop")
    t.click_option(build)


def test_the_tinker_takes_a_card_from_the_discard_pile_opened_over_the_map(make_table: Any) -> None:
    state = table(LP, VB)
    pawn(state, 1, cid=5, items=("boot", "torch", "bag", "hammer"))
    state.boards[1].character = "tinker"
    state.discard.append(take(state, "warren_savings"))  # a rabbit card; clearing 5 is a rabbit clearing
    t = make_table(players=2, factions="lost_powers,vagabond", state=at(state, "vb_daylight", active=1))
    t.click_option(A.Special())
    t.apply_sent()
    card = next(o for o in t.options() if isinstance(o, A.PlayCard))
    t.check_reachable()
    assert any(k[0] == "discard" for k in t.scene.keyed)
    t.click_key(("discard", card.card))
    assert t.sent == [card]
    t.apply_sent()
    assert not any(k[0] == "discard" for k in t.scene.keyed), "the pile closes once the card is taken"


def test_the_worn_out_pile_opens_as_a_list_of_its_cards(make_table: Any) -> None:
    t = make_table(seed=3)
    play_randomly(t.match, 300, seed=3)
    t.show()
    board = t.match.envelope(t.shown).view.seats[0].board
    pile = next(i for i in t.scene.keyed[("pile", 0, "worn_out")])
    t.click_at(t.scene.click_point(pile) or pile.sceneBoundingRect().center())
    assert t.scene.open_pile == ("pile", 0, "worn_out")
    shown = sorted(k[1] for k in t.scene.keyed if k[0] == "worn")
    assert shown == sorted(ref.id for ref in board.worn_out)
    t.click_key(("close",))
    assert t.scene.open_pile is None and not any(k[0] == "worn" for k in t.scene.keyed)
    assert t.sent == []


def test_a_spectator_sees_the_table_with_nothing_to_click(make_table: Any) -> None:
    t = make_table(3, "lost_powers,marquise,vagabond", seed=3)
    play_randomly(t.match, 300, seed=3)
    t.show(None)
    t.render()
    assert t.scene.reachable() == {} and len(t.scene.boards) == 3


def test_moves_and_rolls_animate_briefly_and_jump_to_the_end_when_off(qtbot: Any, make_table: Any) -> None:
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(2, "move"))
    t.apply_sent()
    move = next(o for o in t.options() if isinstance(o, A.Move))
    t.click_option(move)
    t.apply_sent()
    assert t.scene.animator.running == []
    Motion.enabled = True
    try:
        t.scene.play_events([A.Moved(seat=0, origin=1, dest=5, count=1)])
        assert t.scene.animator.running, "the warrior walks the path"
        qtbot.waitUntil(lambda: not t.scene.animator.running, timeout=3000)
    finally:
        Motion.enabled = False


# ----- whole games by clicks ---------------------------------------------------------------------
def play_by_clicks(t: Table, humans: set[int], seed: int, limit: int = 20_000) -> int:
    """Humans answer by clicking what the table offers (a heuristic choice among it, sometimes random);
    the other seats answer through the engine's bots. Returns the number of clicked decisions."""
    rng = random.Random(seed)
    bot = HeuristicBot()
    clicked = 0
    for _ in range(limit):
        decisions = t.match.decisions()
        if not decisions:
            break
        decision = decisions[0]
        view = t.match.envelope(decision.seat).view
        choice = bot.choose(BotTurn(GAME, decision.seat, decision, view, rng))
        if decision.seat not in humans:
            t.match.apply(decision.seat, choice)
            continue
        t.show(decision.seat)
        reach = t.check_reachable()
        action = choice if rng.random() < 0.9 else rng.choice(sorted(reach, key=repr))
        t.click_path(reach[action])
        assert t.sent == [action], f"clicking {reach[action]} for {action} sent {t.sent}"
        t.sent.clear()
        t.match.apply(decision.seat, action)
        clicked += 1
    return clicked


def test_lost_powers_against_a_marquise_bot_is_played_to_the_end_by_clicks(make_table: Any) -> None:
    t = make_table(2, "lost_powers,marquise", seed=41)
    clicked = play_by_clicks(t, {0}, seed=41)
    result = t.match.result()
    assert result is not None and clicked > 50
    assert max(t.match.state.vp) >= 30 or t.match.state.end_reason != "round limit"
    t.show(0)
    assert t.scene.reachable() == {}


def test_a_three_faction_hot_seat_game_is_played_to_the_end_by_clicks(make_table: Any) -> None:
    t = make_table(3, "lost_powers,marquise,vagabond", seed=43)
    clicked = play_by_clicks(t, {0, 1, 2}, seed=43)
    assert t.match.result() is not None and clicked > 100


# ----- the game page ---------------------------------------------------------------------------
def test_a_game_page_with_a_marquise_bot_plays_to_30_vp_from_table_clicks(qtbot: Any, settings: Any) -> None:
    from desktop.app import make_app
    from desktop.shell.main_window import MainWindow

    make_app()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    seats = [SeatConfig("Elders", 0, "human"), SeatConfig("Cats", 1, "bot:heuristic")]
    match = Match(GAME, 2, 7, GAME.resolve_options({"factions": "lost_powers,marquise"}), seats)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    page.board.resize(1800, 1300)
    rng = random.Random(7)
    bot = HeuristicBot()
    try:
        for _ in range(3000):
            qtbot.waitUntil(lambda: page.last.result is not None or 0 in page.last.pending, timeout=20000)
            if page.last.result is not None:
                break
            if page.curtain.isVisible():
                page.curtain.button.click()
            scene = page.scene
            envelope = page.last.envelopes[0]
            decision = page.channel.match.decisions()[0]
            action = bot.choose(BotTurn(GAME, 0, decision, envelope.view, rng))
            reach = scene.reachable()
            assert set(reach) == {o.action for o in envelope.decision.options}
            version = page.last.version
            for key in reach[action]:
                item = scene.item_for(key)
                assert item is not None
                point = page.board.mapFromScene(scene.click_point(item))
                QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
            qtbot.waitUntil(lambda v=version: page.last.version > v, timeout=5000)
        assert page.last.result is not None
        assert max(page.channel.match.state.vp) >= 30 or page.channel.match.state.winners
    finally:
        window.close_table()
