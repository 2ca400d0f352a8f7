"""The Cosmic Conquest table: drawing every kind of view, clicks that become options, drag to move,
and whole hot-seat games (snake draft and combat included) played through the table's items alone."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop.games.cosmic import Scene
from desktop.games.cosmic.board import Standee
from desktop.widgets.motion import Motion
from engines.core.match import Match
from engines.cosmic import GAME
from engines.cosmic import actions as A
from tests.desktop.games.tables import SceneTable, table_factory


class Table(SceneTable):
    """A match, its scene in a board view, and the actions the scene sent."""

    RENDER_SIZE = (700, 480)

    def __init__(self, qtbot: Any, players: int, seed: int = 1, match: Match | None = None, **options: Any) -> None:
        super().__init__(qtbot, Scene, match or Match(GAME, players, seed, options), (1600, 1100))
        self.show()

    @property
    def state(self) -> Any:
        return self.match.state

    def seat(self) -> int:
        waiting = self.match.waiting_for()
        return waiting[0] if waiting else 0

    def show(self, seat: int | None = -1) -> None:
        self.scene.show_envelope(self.match.envelope(self.seat() if seat == -1 else seat))
        self.view.fitInView(self.scene.table_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def apply_sent(self) -> None:
        """Apply what the scene sent, as the worker would, and redraw."""
        actions, self.sent[:] = list(self.sent), []
        assert len(actions) == 1, actions
        self.match.apply(self.seat(), actions[0])
        self.show()

    def play_randomly(self, count: int, seed: int = 5) -> None:
        rng = random.Random(seed)
        for _ in range(count):
            decisions = self.match.decisions()
            if not decisions:
                return
            self.match.apply(decisions[0].seat, rng.choice(decisions[0].options))
        self.show()

    def play_until(self, wanted: Any, seed: int = 5, limit: int = 3000) -> None:
        """Play random options until ``wanted(state)`` holds (then redraw)."""
        rng = random.Random(seed)
        for _ in range(limit):
            if wanted(self.state):
                self.show()
                return
            decisions = self.match.decisions()
            assert decisions, "the game ended first"
            self.match.apply(decisions[0].seat, rng.choice(decisions[0].options))
        raise AssertionError("never reached")

    # ----- clicking ----------------------------------------------------------------------------
    def point_of(self, item: Any) -> QPoint:
        """A point of ``item`` that no other item covers, in viewport coordinates."""
        box = item.sceneBoundingRect()
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.2, 0.8, 0.1, 0.9, 0.05):
                point = QPointF(box.left() + fx * box.width(), box.top() + fy * box.height())
                top = next((i for i in self.scene.items(point) if i.isVisible() and i.acceptedMouseButtons()), None)
                if top is item or (top is not None and top.parentItem() is item):
                    return self.view.mapFromScene(point)
        raise AssertionError(f"{item} is covered everywhere")

    def click(self, item: Any) -> None:
        self.view.ensureVisible(item.sceneBoundingRect(), 0, 0)
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.point_of(item))

    def drag(self, item: Any, target: Any) -> None:
        start, end = self.point_of(item), self.view.mapFromScene(target.sceneBoundingRect().center())
        viewport = self.view.viewport()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 9):
            QTest.mouseMove(viewport, start + (end - start) * step / 8)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def offered(scene: Any) -> dict[Any, list[Any]]:
    """Everything the table's items would send now, with the clicks that send each (nothing applied)."""
    found: dict[Any, list[Any]] = {}
    sent: list[Any] = []
    scene.action_chosen.connect(sent.append)
    try:
        for item in scene.hotspots():
            assert len(item.actions()) == 1, f"{item} would send one of {item.actions()}"
            item.activate()
            found.setdefault(sent.pop(), [item])
        for die, _ in scene.dice_actions:
            die.clicked.emit()
            found.setdefault(sent.pop(), [die])
        for key, standee in list(scene.standees.items()):
            scene.select(None)
            standee.activate()
            if sent:  # a standee chosen for an effect
                found.setdefault(sent.pop(), [standee])
                continue
            if scene.selected != key:
                continue
            for tile in scene.tiles.values():
                if tile.clickable:
                    tile.activate()
                    found.setdefault(sent.pop(), [standee, tile])
                    scene.select(key)
            for other in list(scene.standees.values()):
                if other.target:
                    other.activate()
                    found.setdefault(sent.pop(), [standee, other])
                    scene.select(key)
        scene.select(None)
        assert not sent
    finally:
        scene.action_chosen.disconnect(sent.append)
    return found


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    Motion.enabled = False
    yield table_factory(qtbot, Table)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_kind_of_view_draws_at_every_player_count(table: Any, players: int) -> None:
    t = table(players, seed=players, draft="snake" if players % 2 else "random")
    rng = random.Random(players)
    phases = set()
    while t.match.decisions():
        for _ in range(rng.randrange(1, 12)):
            decisions = t.match.decisions()
            if not decisions:
                break
            t.match.apply(decisions[0].seat, rng.choice(decisions[0].options))
        for seat in (t.seat(), None, rng.randrange(players)):
            t.show(seat)
        phases.add("combat" if t.state.combat else t.state.phase)
        assert len(t.scene.tiles) == 9
        assert sum(len(p.team) for p in t.match.envelope(0).view.seats) == len(t.scene.cards)
    t.render()
    assert {"action", "combat", "over"} <= phases
    assert t.scene.table_rect().contains(t.scene.itemsBoundingRect().adjusted(20, 20, -20, -20))


def click_through(t: Table, clicks: list[Any]) -> None:
    """Click the items of one path: a hotspot, a die, or a standee then its planet or target."""
    for index, item in enumerate(clicks):
        if isinstance(item, Standee) and index == 0 and len(clicks) > 1:
            t.click(item)
            assert t.scene.selected == item.key and not t.sent
        else:
            t.click(item)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (4, 12)])
def test_a_whole_hot_seat_game_with_a_snake_draft_is_played_by_clicking_the_table(
        table: Any, players: int, seed: int) -> None:
    """Every decision: the table offers exactly the options, then one of them is clicked (moves and attacks
    as two clicks). No option is left to the prompt panel alone: every kind has an item (see below)."""
    t = table(players, seed=seed, draft="snake")
    rng = random.Random(seed)
    seen: set[str] = set()
    while t.match.decisions():
        options = t.options()
        paths = offered(t.scene)
        t.sent.clear()
        assert set(paths) == set(options), f"only on the panel: {set(options) - set(paths)}"
        action = rng.choice(options)
        click_through(t, paths[action])
        assert t.sent == [action], f"clicking {paths[action]} sent {t.sent}, not {action}"
        seen.add(type(action).__name__ + (" in combat" if t.state.combat else ""))
        t.apply_sent()
    assert t.match.result() is not None
    assert {"Draft", "Awaken", "Place", "Move", "Attack", "ToggleDie in combat", "Done"} <= seen


def test_clicking_a_free_contender_in_the_snake_draft_drafts_it(table: Any) -> None:
    t = table(3, seed=4, draft="snake")
    drafting = t.state.draft_order[0]
    assert t.scene.selected is None and len(t.scene.draft_cards) == 18
    t.click(t.scene.draft_cards[5])
    assert t.sent == [A.Draft(5)]
    t.apply_sent()
    assert 5 in t.state.teams[drafting]
    assert t.scene.draft_cards[5].opacity() < 1 and not t.scene.draft_cards[5].legal


def test_a_drafted_contender_or_a_second_of_the_same_class_sends_nothing(table: Any) -> None:
    t = table(2, seed=4, draft="snake")
    t.click(t.scene.draft_cards[0])  # a Sentinel
    t.apply_sent()
    t.click(t.scene.draft_cards[0])  # already drafted
    assert t.sent == []
    first = t.state.draft_order[0]  # picks go 1-2-2-1-1-2: the fourth is the first drafter's again
    t.play_until(lambda s: s.picks == 3)
    assert t.seat() == first
    sentinels = [k for k, card in t.scene.draft_cards.items() if card.c.klass == "sentinel" and card.c.owner < 0]
    t.click(t.scene.draft_cards[sentinels[0]])
    assert t.sent == [], "a team takes one Contender of each class"


def test_awakening_buys_from_the_armory_recycles_and_awakens_by_clicks(table: Any) -> None:
    t = table(2, seed=6, draft="random")
    assert t.state.phase == "awaken"
    buy = next(o for o in t.options() if isinstance(o, A.Buy))
    t.click(t.scene.market_cards[[c for c in t.scene.market_cards].index(
        next(c for c in t.scene.market_cards if A.Buy(buy.slot) in c.options))])
    assert t.sent == [buy]
    t.sent.clear()
    recycle = next(b for b in t.scene.buttons if A.Recycle() in b.options)
    t.click(recycle)
    assert t.sent == [A.Recycle()]
    t.sent.clear()
    key = t.state.teams[t.seat()][0]
    t.click(t.scene.cards[key])
    assert t.sent == [A.Awaken(key)]


def test_an_unaffordable_card_and_another_seats_contender_send_nothing(table: Any) -> None:
    t = table(2, seed=6, draft="random")
    t.state.xp[t.seat()] = 1
    t.show()
    dear = [c for c in t.scene.market_cards if c.card.cost > 1]
    assert dear and not any(c.legal for c in dear)
    t.click(dear[0])
    other = next(k for k in t.state.teams[1 - t.seat()])
    t.click(t.scene.cards[other])
    assert t.sent == []


def test_placing_a_team_is_a_click_on_a_planet(table: Any) -> None:
    t = table(2, seed=7, draft="random")
    t.play_until(lambda s: s.phase == "place")
    t.click(t.scene.tiles[4])
    assert t.sent == [A.Place(4)]
    t.apply_sent()
    assert all(t.state.contenders[k].cell == 4 for k in t.state.teams[t.state.order[0]])


def to_action_phase(t: Table) -> None:
    t.play_until(lambda s: s.phase == "action" and s.actions_left == 2 and not s.pending and s.combat is None)


def test_click_a_standee_then_a_planet_to_move_it(table: Any) -> None:
    t = table(2, seed=8, draft="random")
    to_action_phase(t)
    seat = t.seat()
    key = t.state.teams[seat][0]
    t.click(t.scene.standees[key])
    assert t.scene.selected == key and t.sent == []
    moves = {o.cell for o in t.options() if isinstance(o, A.Move) and o.contender == key}
    assert {cell for cell, tile in t.scene.tiles.items() if tile.clickable} == moves
    target = min(moves)
    t.click(t.scene.tiles[target])
    assert t.sent == [A.Move(key, target)]
    t.apply_sent()
    assert t.state.contenders[key].cell == target and t.scene.selected is None


def test_a_planet_out_of_reach_or_without_a_selection_sends_nothing(table: Any) -> None:
    t = table(2, seed=8, draft="random")
    to_action_phase(t)
    key = t.state.teams[t.seat()][0]
    here = t.state.contenders[key].cell
    t.click(t.scene.tiles[here])
    assert t.sent == []
    t.click(t.scene.standees[key])
    far = next(cell for cell in range(9) if A.Move(key, cell) not in t.options())
    t.click(t.scene.tiles[far])
    assert t.sent == []
    t.click(t.scene.standees[key])
    assert t.scene.selected is None, "a second click on the selected standee puts it down"


def test_dragging_a_standee_onto_a_planet_sends_the_move(table: Any) -> None:
    t = table(2, seed=9, draft="random")
    to_action_phase(t)
    key = t.state.teams[t.seat()][1]
    target = next(o.cell for o in t.options() if isinstance(o, A.Move) and o.contender == key)
    t.drag(t.scene.standees[key], t.scene.tiles[target])
    assert t.sent == [A.Move(key, target)]
    t.apply_sent()
    assert t.state.contenders[key].cell == target


def test_dropping_a_standee_where_it_may_not_go_sends_nothing_and_it_returns(table: Any) -> None:
    t = table(2, seed=9, draft="random")
    to_action_phase(t)
    key = t.state.teams[t.seat()][1]
    standee = t.scene.standees[key]
    home = standee.pos()
    far = next(cell for cell in range(9) if A.Move(key, cell) not in t.options()
               and cell != t.state.contenders[key].cell)
    t.drag(standee, t.scene.tiles[far])
    assert t.sent == [] and standee.pos() == home


def test_under_the_team_move_rule_dragging_any_standee_moves_the_team(table: Any) -> None:
    t = table(2, seed=9, draft="random", move_unit="team")
    to_action_phase(t)
    team = t.state.teams[t.seat()]
    target = next(o.cell for o in t.options() if isinstance(o, A.Move))
    t.drag(t.scene.standees[team[2]], t.scene.tiles[target])
    assert t.sent == [A.Move(-1, target)]


def find_attack(t: Table, seed: int) -> Any:
    t.play_until(lambda s: s.phase == "action" and s.combat is None and not s.pending
                 and any(isinstance(o, A.Attack) for o in GAME.decisions(s)[0].options), seed=seed)
    return next(o for o in t.options() if isinstance(o, A.Attack))


def test_select_a_contender_then_click_an_opponent_on_its_planet_to_attack(table: Any) -> None:
    t = table(2, seed=3, draft="random")
    attack = find_attack(t, 3)
    t.click(t.scene.standees[attack.target])
    assert t.sent == [], "an opposing standee alone is no option"
    t.click(t.scene.standees[attack.attacker])
    assert t.scene.standees[attack.target].target
    t.click(t.scene.standees[attack.target])
    assert t.sent == [attack]
    t.apply_sent()
    assert t.state.combat is not None and t.scene.combat_panel is not None


def test_the_combat_view_shows_both_pools_and_picks_dice_for_the_re_roll(table: Any) -> None:
    t = table(2, seed=3, draft="random")
    attack = find_attack(t, 3)
    t.match.apply(t.seat(), attack)
    t.show()
    combat = t.state.combat
    panel = t.scene.combat_panel
    assert [d.face for d in panel.dice[combat.atk.seat]] == t.match.envelope(0).view.combat.attacker.dice
    assert len(panel.dice[combat.dfn.seat]) == len(combat.dfn.dice)
    assert all(d.legal for d in panel.dice[combat.atk.seat]) and not any(d.legal for d in panel.dice[combat.dfn.seat])
    t.click(panel.dice[combat.dfn.seat][0])
    assert t.sent == [], "the defender's dice are not the attacker's to pick"
    t.click(t.scene.combat_panel.dice[combat.atk.seat][1])
    assert t.sent == [A.ToggleDie(1)]
    t.apply_sent()
    assert t.scene.combat_panel.dice[combat.atk.seat][1].chosen
    reroll = next(b for b in t.scene.buttons if A.Reroll() in b.options)
    t.click(reroll)
    assert t.sent == [A.Reroll()]


def test_the_damage_dealt_shows_in_the_last_combat_and_floats_when_animations_are_on(table: Any) -> None:
    t = table(2, seed=3, draft="random")
    attack = find_attack(t, 3)
    t.match.apply(t.seat(), attack)
    t.play_until(lambda s: s.combat is None)
    last = t.match.envelope(0).view.last_combat
    assert last is not None and last.attacker.final_hits >= 0
    damaged = [A.Damaged(contender=last.defender.contender, amount=3, why="combat")]
    t.scene.play_events(damaged)
    assert not [i for i in t.scene.items() if type(i).__name__ == "FloatText"], "no animation when Motion is 0"
    Motion.enabled = True
    try:
        t.scene.play_events([*damaged, A.Rolled(seat=0, dice=[1], why="attack")])
        floats = [i for i in t.scene.items() if type(i).__name__ == "FloatText"]
        assert [f.text for f in floats] == ["−3", "−3"], "over the Contender's card and its standee"
    finally:
        Motion.enabled = False


def test_a_spectator_sees_no_hand_and_can_click_nothing(table: Any) -> None:
    t = table(4, seed=2, draft="random")
    t.play_randomly(80)
    t.show(None)
    assert t.scene.hand_cards == [] and t.scene.hotspots() == [] and t.scene.dice_actions == []
    assert not any(s.clickable or s.draggable for s in t.scene.standees.values())


EVERY_OPTION = [A.Draft, A.Recycle, A.Buy, A.Awaken, A.Done, A.Place, A.Move, A.Traverse, A.Attack, A.ToggleDie,
                A.Reroll, A.Keep, A.PlayCard, A.UseAbility, A.ChooseContender, A.ChoosePlanet, A.ChooseCard,
                A.ChooseDie, A.ChooseMode, A.Conquer, A.Overthrow]


def first_offer_of(kind: type, players: int = 3) -> Match:
    """A match played at random up to the first decision offering an option of this kind."""
    for seed in range(600):
        match = Match(GAME, players, seed, {"draft": "snake"})
        rng = random.Random(seed)
        while decisions := match.decisions():
            if any(isinstance(o, kind) for o in decisions[0].options):
                return match
            match.apply(decisions[0].seat, rng.choice(decisions[0].options))
    raise AssertionError(f"no {kind.__name__} in 600 games")


@pytest.mark.parametrize("kind", EVERY_OPTION, ids=lambda kind: kind.__name__)
def test_every_kind_of_option_is_on_the_table_and_its_item_sends_it(table: Any, kind: type) -> None:
    """Rare options too (a mode for Amplification, a Weapon from the discard pile, a die for Lucky Break)."""
    t = table(3, match=first_offer_of(kind))
    paths = offered(t.scene)
    t.sent.clear()
    assert set(paths) == set(t.options())
    option = next(o for o in t.options() if isinstance(o, kind))
    click_through(t, paths[option])
    assert t.sent == [option]
    t.apply_sent()


def test_both_pools_tumble_when_rolled_and_only_the_picked_dice_on_a_re_roll(table: Any) -> None:
    t = table(2, seed=3, draft="random")
    attack = find_attack(t, 3)
    t.match.apply(t.seat(), attack)
    t.show()
    combat = t.state.combat
    rolled = [A.Rolled(seat=combat.atk.seat, dice=list(combat.atk.dice), why="attack"),
              A.Rolled(seat=combat.dfn.seat, dice=list(combat.dfn.dice), why="defense")]
    t.scene.play_events(rolled)
    panel = t.scene.combat_panel
    assert not any(d._timer.isActive() for pool in panel.dice.values() for d in pool), "Motion 0: no tumbling"
    Motion.enabled = True
    try:
        t.scene.play_events(rolled)
        assert all(d._timer.isActive() for pool in panel.dice.values() for d in pool)
        t.match.apply(t.seat(), A.ToggleDie(2))
        t.show()
        t.match.apply(t.seat(), A.Reroll())
        t.show()
        t.scene.play_events([A.Rolled(seat=combat.atk.seat, dice=list(t.state.combat.atk.dice), why="reroll")])
        tumbling = [i for i, d in enumerate(t.scene.combat_panel.dice[combat.atk.seat]) if d._timer.isActive()]
        assert tumbling == [2]
    finally:
        Motion.enabled = False


def test_in_the_window_a_drafted_card_is_applied_and_the_next_drafter_needs_no_curtain(window: Any, qtbot: Any) -> None:
    """Hot seat in the shell: the scene's click goes through the worker; the draft is public (issue 19, item 10)."""
    from desktop.shell.new_game import NewGameChoice
    from engines.core.match import SeatConfig

    seats = [SeatConfig(f"P{i + 1}", i, "human") for i in range(2)]
    page = window.start_choice(GAME, NewGameChoice(2, seats, {"draft": "snake"}, 21))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    if page.curtain.isVisible():
        page.curtain.button.click()
    first = page.shown_seat
    scene = page.scene
    key = next(k for k, card in scene.draft_cards.items() if card.legal)
    scene.draft_cards[key].activate()
    qtbot.waitUntil(lambda: page.last is not None and page.last.version == 1, timeout=5000)
    assert key in page.channel.match.state.teams[first]
    assert page.curtain.isHidden(), "the draft hides nothing: the second drafter needs no curtain"
    assert page.shown_seat != first and scene.draft_cards[key].opacity() < 1
