"""The Lost Worlds table: drawing every player count, clicks that become actions, whole games by clicks,
and the Space Opera campaign from the launcher to folding a finished game back into its file."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem, QMessageBox

from desktop.games import LAUNCHER_ACTIONS, launcher_action
from desktop.games.lostworlds import Scene, on_match_finished
from desktop.games.lostworlds.campaign_files import campaigns_dir, open_campaign
from desktop.games.lostworlds.campaign_gui import (
    CampaignDialog,
    NewCampaignDialog,
    continue_campaign,
    new_campaign_dialog,
)
from desktop.widgets.motion import Motion
from engines.core.bots import BotTurn
from engines.core.match import Match, default_seats
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.bot import HeuristicBot
from engines.lostworlds.campaign import fold, game_options, load_campaign, new_campaign, save_campaign
from engines.lostworlds.state import Step
from engines.lostworlds.steps import STEPS
from tests.desktop.games.tables import SceneTable, play_randomly, reach_until, table_factory
from tests.engines.lostworlds.helpers import face, fleets, place, play, scenario, wid


class Table(SceneTable):
    """A match and its scene in a board view big enough to click every item; records what was sent."""

    def __init__(self, qtbot: Any, players: int, seed: int = 1, state: Any = None, **options: Any) -> None:
        super().__init__(qtbot, Scene, Match(GAME, players, seed, options, state=state), (1800, 1500))
        self.show()

    def seat(self) -> int:
        waiting = self.match.waiting_for()
        return waiting[0] if waiting else 0

    def show(self) -> None:
        self.scene.show_envelope(self.match.envelope(self.seat()))
        self.view.fitInView(self.scene.table_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def click(self, item: Any) -> None:
        point = self.scene.click_point(item)
        assert point is not None, f"{item} cannot be clicked"
        self.click_at(point)

    def apply_sent(self) -> None:
        """Apply what the scene sent, as the worker would, and redraw."""
        actions, self.sent[:] = list(self.sent), []
        for action in actions:
            events = self.match.apply(self.seat(), action)
            self.show()
            self.scene.play_events(events)

    def play(self, choose: Any, limit: int) -> int:
        """Play by clicks until the game ends; ``choose(reachable actions)`` picks one. Returns the clicks."""
        clicks = 0
        while self.match.decisions() and clicks < limit:
            reach = self.scene.reachable()
            assert set(reach) == set(self.options()), f"decision {clicks}: {self.match.decisions()[0].prompt}"
            assert not self.scene.fallbacks and not self.scene.conflicts
            action = choose(list(reach))
            self.click(reach[action])
            assert self.sent == [action], f"clicking for {action} sent {self.sent}"
            self.apply_sent()
            clicks += 1
        return clicks


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, Table)


def first(t: Table, kind: type) -> Any:
    return next(o for o in t.options() if isinstance(o, kind))


# ----- drawing -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_table_draws_random_views_at_every_player_count(table: Any, players: int) -> None:
    t = table(players, seed=players, events=True)
    rng = random.Random(players)
    for step in range(600):
        if not t.match.decisions():
            break
        t.match.apply(t.seat(), rng.choice(t.options()))
        if rng.random() < 0.1:
            t.show()
            if step % 5 == 0:
                t.render()
            view = t.match.envelope(t.seat()).view
            assert len(t.scene.cards) == len(view.worlds)
            assert set(t.scene.panels) == set(range(players))
            assert set(t.scene.reachable()) == set(t.options())
    t.show()
    t.render()


def test_items_keep_a_copy_of_themselves_once_painted_and_the_frames_look_the_same(table: Any) -> None:
    """The first frame paints each item straight onto the board (quicker than into a copy, then the copy);
    from the view's next repaint each item paints from its device-coordinate copy. The two frames differ
    only where antialiased edges blend through the copy: almost all by 1 of 255 in a colour channel."""
    t = table(5, seed=7)
    t.view.resize(640, 480)
    t.view.fitInView(t.scene.table_rect(), Qt.AspectRatioMode.KeepAspectRatio)
    copied = QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert not any(item.cacheMode() == copied for item in t.scene.items())
    first = t.view.viewport().grab().toImage()
    assert all(item.cacheMode() == copied for item in t.scene.items())
    second = t.view.viewport().grab().toImage()
    assert first.size() == second.size()
    changes = [abs(a - b) for a, b in zip(bytes(first.constBits()), bytes(second.constBits()), strict=True)]
    assert max(changes) <= 16
    assert sum(change > 2 for change in changes) < len(changes) // 2000
    assert sum(change > 0 for change in changes) < len(changes) // 20
    t.show()  # a redraw: its new items again paint once before they keep a copy
    assert not any(item.cacheMode() == copied for item in t.scene.items())


def test_every_world_shows_its_fleets_by_seat_and_the_viewers_reduced_values(table: Any) -> None:
    t = table(4, seed=2)
    play_randomly(t.match, 300, seed=2)
    t.show()
    view = t.match.envelope(t.seat()).view
    for world in view.worlds:
        card = t.scene.cards[world.id]
        for side in ("settle", "conquer"):
            shown = {seat: token.count for (s, seat), token in card.tokens.items() if s == side}
            assert shown == {seat: n for seat, n in enumerate(getattr(world, side)) if n}
        assert set(card.champions) == set(world.champions)
        assert (card.dreadnought is not None) == world.dreadnought
    for seat, panel in t.scene.panels.items():
        mine = view.panels[seat]
        assert set(panel.tucked) == {w.id for w in mine.settled + mine.conquered}


# ----- clicks ------------------------------------------------------------------------------------
def test_clicking_dice_chooses_them_for_a_reroll_then_rerolls(table: Any) -> None:
    t = table(2, seed=3)
    t.click(t.scene.reachable()[A.Toggle(0)])
    assert t.sent == [A.Toggle(0)]
    t.apply_sent()
    assert t.match.envelope(t.seat()).view.dice[0].chosen
    t.click(t.scene.reachable()[A.Reroll()])
    assert t.sent == [A.Reroll()]


def test_activating_a_die_then_placing_a_fleet_on_a_world_side(table: Any) -> None:
    t = table(3, seed=5)
    place = reach_until(t, A.Place)
    card = t.scene.cards[place.world]
    t.click(card.zones[place.side])
    assert t.sent == [place]
    t.apply_sent()
    view = t.match.envelope(t.seat()).view
    world = next(w for w in view.worlds if w.id == place.world)
    assert sum(getattr(world, place.side)) >= 1


def test_a_die_click_sends_its_activation(table: Any) -> None:
    t = table(2, seed=8)
    activate = reach_until(t, A.Activate)
    t.click(t.scene.dice[activate.die])
    assert t.sent == [activate]


def test_an_illegal_item_sends_nothing(table: Any) -> None:
    t = table(4, seed=6)
    place = reach_until(t, A.Place)
    # the Hyperspace of another seat, a panel header, the champion spot and an event-free area
    other = (t.seat() + 1) % 4
    t.click_at(t.scene.hyperspace.groups[other].sceneBoundingRect().center())
    t.click_at(t.scene.panels[other].header.sceneBoundingRect().center())
    t.click_at(t.scene.cards[place.world].champion_spot.sceneBoundingRect().center())
    t.click_at(QPointF(t.scene.table_rect().right() - 5, t.scene.table_rect().bottom() - 5))
    assert t.sent == []
    spent = [d for d in t.match.envelope(t.seat()).view.dice if d.spent]
    for die in spent:
        t.click_at(t.scene.dice[die.die].sceneBoundingRect().center())
    assert t.sent == []


def test_wrecking_a_fleet_is_a_click_on_that_seats_fleets(table: Any) -> None:
    t = table(2, seed=11, events=True)
    wreck = reach_until(t, A.Wreck, seed=11, limit=3000)
    token = t.scene.cards[wreck.world].tokens[(wreck.side, wreck.seat)]
    t.click(token)
    assert t.sent == [wreck]


def test_morality_choices_are_clicks_on_the_track_next_to_the_marker(table: Any) -> None:
    t = table(2, seed=12)
    step = reach_until(t, A.Morality, seed=12, limit=3000)
    panel = t.scene.panels[t.seat()]
    space = panel.player.morality + step.step
    t.click(panel.spaces[space])
    assert t.sent == [step]


def test_meeting_both_values_is_answered_by_clicking_the_side_to_take_it_by(qtbot: Any, table: Any) -> None:
    state = scenario(2, ("sable_exchange", "glasshaven"), dice=(face(0, "S"), 0, 0))
    fleets(state, "sable_exchange", "settle", 0, 1)
    fleets(state, "sable_exchange", "conquer", 0, 2)
    play(state, A.ACTIVATE[0], place("sable_exchange", "settle"))
    t = table(2, state=state)
    assert set(t.scene.reachable()) == {A.AcquireBy("settle"), A.AcquireBy("conquer")}
    t.click(t.scene.cards[wid("sable_exchange")].zones["conquer"])
    assert t.sent == [A.AcquireBy("conquer")]
    Motion.enabled = True
    try:
        t.apply_sent()
        assert t.scene.flights.running, "the taken world flies to its new owner's panel"
        assert wid("sable_exchange") in t.scene.panels[0].tucked
        qtbot.waitUntil(lambda: not t.scene.flights.running, timeout=3000)
    finally:
        Motion.enabled = False


def test_the_campaign_map_button_opens_and_closes_the_map(table: Any) -> None:
    camp = new_campaign(3)
    t = table(3, seed=2, campaign=game_options(camp)["campaign"])
    assert t.scene.map is None and t.scene.cards
    toggle = next(item for item in t.scene.ui)
    t.click(toggle)
    assert t.scene.map is not None and not t.scene.cards
    assert set(t.scene.reachable()) <= set(t.options()) and t.sent == []
    t.click(next(item for item in t.scene.ui))
    assert t.scene.map is None and set(t.scene.reachable()) == set(t.options())


def test_a_spectator_sees_the_table_with_nothing_to_click(table: Any) -> None:
    t = table(5, seed=3, events=True)
    play_randomly(t.match, 200)
    t.scene.show_envelope(t.match.envelope(None))
    t.render()
    assert t.scene.reachable() == {} and len(t.scene.panels) == 5


STEP_ARGS = {"acquire_side": (0, -1), "claim": (1, -1), "discard": (0, -1), "move_to": (0, 0), "name": (1, -1),
             "occupied": (2, -1), "or": (0, 2), "piece": (1, -1), "piece_to": (0, 0), "rally_to": (0, 1),
             "set_face": (1, -1), "wreck_at": (0, -1), "wreck_of": (1, -1)}


@pytest.mark.parametrize("kind", sorted(STEPS))
def test_every_kind_of_small_choice_is_answered_on_the_table(table: Any, kind: str) -> None:
    camp = new_campaign(4)
    t = table(4, seed=9, events=True, campaign=game_options(camp)["campaign"])
    play_randomly(t.match, 160, seed=9)
    state = t.match.state
    seat = state.active
    for player in state.ps:
        player.renown = 3
    state.ps[seat].champ = 0  # the seat's Champion on the first world, for the piece choices
    state.table[0].champs |= 1 << seat
    a, b = STEP_ARGS.get(kind, (-1, -1))
    state.steps.append(Step(kind, seat, a, b))
    if not t.options():
        pytest.skip(f"no {kind} choice in this position")
    t.show()
    reach = t.scene.reachable()
    assert set(reach) == set(t.options()) and not t.scene.fallbacks and not t.scene.conflicts
    action = random.Random(kind).choice(sorted(reach, key=repr))
    t.click(reach[action])
    assert t.sent == [action]


# ----- whole games by clicks ---------------------------------------------------------------------
def bot_chooser(t: Table, seed: int) -> Any:
    """A heuristic bot choosing from the seat's view, but only among actions the table can send."""
    bot = HeuristicBot()
    rng = random.Random(seed)

    def choose(reachable: list[Any]) -> Any:
        seat = t.seat()
        decision = t.match.decisions()[0]
        action = bot.choose(BotTurn(GAME, seat, decision, t.match.envelope(seat).view, rng, budget=5.0))
        return action if action in reachable and rng.random() < 0.8 else rng.choice(reachable)

    return choose


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (4, 22)])
def test_a_whole_hot_seat_game_is_played_by_table_clicks_alone(table: Any, players: int, seed: int) -> None:
    t = table(players, seed=seed, events=True, power_die=True)
    clicks = t.play(bot_chooser(t, seed), limit=5000)
    assert t.match.result() is not None, f"the game did not end in {clicks} clicks"
    t.show()
    assert t.scene.reachable() == {}


def test_a_campaign_game_claims_on_the_map_by_clicks(table: Any) -> None:
    camp = new_campaign(4, ["A", "B", "C", "D"])
    t = table(4, seed=31, events=True, campaign=game_options(camp)["campaign"])
    seen: set[type] = set()

    def choose(reachable: list[Any]) -> Any:
        seen.update(type(a) for a in reachable)
        return chooser(reachable)

    chooser = bot_chooser(t, 31)
    t.play(choose, limit=5000)
    assert t.match.result() is not None
    assert {A.Claim, A.NameSector, A.Unlock} <= seen


# ----- animations --------------------------------------------------------------------------------
def test_rolls_and_fleet_moves_animate_briefly_and_jump_to_the_end_when_off(qtbot: Any, table: Any) -> None:
    t = table(2, seed=3)
    assert Motion.duration(400) == 0
    t.click(t.scene.reachable()[A.Toggle(1)])
    t.apply_sent()
    t.click(t.scene.reachable()[A.Reroll()])
    t.apply_sent()
    assert t.scene.flights.running == []
    Motion.enabled = True
    try:
        place = reach_until(t, A.Place)
        t.click(t.scene.cards[place.world].zones[place.side])
        t.apply_sent()
        assert t.scene.flights.running, "a fleet flies from the Home Planet"
        qtbot.waitUntil(lambda: not t.scene.flights.running, timeout=3000)
    finally:
        Motion.enabled = False


# ----- the campaign in the app -------------------------------------------------------------------
@pytest.fixture
def lw_window(qtbot: Any, settings: Any) -> Iterator[Any]:
    from desktop.app import make_app
    from desktop.shell.main_window import MainWindow

    make_app()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close_table()


def test_the_launcher_offers_new_and_continue_campaign(lw_window: Any) -> None:
    actions = dict(LAUNCHER_ACTIONS["lostworlds"])
    assert list(actions) == ["New campaign…", "Continue campaign…"]
    assert launcher_action(actions["New campaign…"]) is new_campaign_dialog
    assert launcher_action(actions["Continue campaign…"]) is continue_campaign
    buttons = lw_window.launcher.extra_buttons["lostworlds"]
    assert [b.text() for b in buttons] == list(actions)


def test_the_launchers_new_campaign_button_opens_the_dialog(lw_window: Any) -> None:
    lw_window.launcher.extra_buttons["lostworlds"][0].click()
    assert any(isinstance(d, NewCampaignDialog) and d.isVisible() for d in lw_window.findChildren(NewCampaignDialog))


def test_new_campaign_creates_the_file_and_starts_its_first_game(qtbot: Any, lw_window: Any) -> None:
    dialog = new_campaign_dialog(lw_window)
    assert isinstance(dialog, NewCampaignDialog)
    dialog.players.setValue(2)
    dialog.seats.empires[0].setText("Azure Dominion")
    dialog.modules["events"].setChecked(True)
    dialog.accept()
    files = list(campaigns_dir().glob("*.lwcampaign"))
    assert len(files) == 1 and dialog.path == files[0]
    camp = load_campaign(files[0])
    assert camp.players == 2 and camp.empires[0] == "Azure Dominion" and camp.games == 0
    page = lw_window.page
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    match = page.channel.match
    assert match.state.camp.id == camp.id and match.options["events"] is True
    assert isinstance(page.scene, Scene)


def finished_campaign_game(camp: Any, seed: int) -> Match:
    match = Match(GAME, camp.players, seed, game_options(camp, events=True), default_seats(camp.players))
    rng = random.Random(seed)
    while match.decisions():
        decision = match.decisions()[0]
        match.apply(decision.seat, rng.choice(decision.options))
    return match


def test_on_match_finished_folds_the_game_into_its_campaign_file(lw_window: Any) -> None:
    camp = new_campaign(3, ["A", "B", "C"])
    path = campaigns_dir() / f"{camp.id}.lwcampaign"
    save_campaign(camp, path)
    match = finished_campaign_game(camp, 41)
    words = on_match_finished(lw_window, match)
    folded = load_campaign(path)
    assert folded == fold(camp, match.state)
    assert folded.games == 1
    assert ("campaign is over" in words) == folded.over
    assert "campaign points" in words
    assert on_match_finished(lw_window, match).startswith("that game was already folded")


def test_continue_campaign_shows_the_map_and_starts_the_next_game(qtbot: Any, lw_window: Any,
                                                                  tmp_path: Path) -> None:
    camp = new_campaign(2, ["A", "B"])
    path = tmp_path / "mine.lwcampaign"
    save_campaign(camp, path)
    camp = fold(camp, finished_campaign_game(camp, 7).state)
    if camp.over:
        pytest.skip("that random game ended the campaign")
    save_campaign(camp, path)
    dialog = continue_campaign(lw_window, path)
    assert isinstance(dialog, CampaignDialog)
    assert "Standings after 1 game" in dialog.standings.text()
    assert len(dialog.map_item.nodes) == len(camp.claims)
    dialog.accept()
    page = lw_window.page
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    assert page.channel.match.state.camp.games == 1
    assert open_campaign(path).id == camp.id


def test_a_damaged_campaign_file_is_refused_with_a_message(lw_window: Any, tmp_path: Path) -> None:
    path = tmp_path / "broken.lwcampaign"
    path.write_text("{not json")
    assert continue_campaign(lw_window, path) is None
    boxes = [box for box in lw_window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and "damaged" in boxes[-1].text()


def test_the_window_folds_a_campaign_game_when_its_table_reports_the_end(qtbot: Any, lw_window: Any) -> None:
    camp = new_campaign(2, ["A", "B"])
    path = campaigns_dir() / f"{camp.id}.lwcampaign"
    save_campaign(camp, path)
    lw_window.start_match(finished_campaign_game(camp, 13))
    qtbot.waitUntil(lambda: load_campaign(path).games == 1, timeout=5000)
    boxes = [box for box in lw_window.findChildren(QMessageBox) if box.isVisible()]
    assert any("campaign points" in box.text() for box in boxes)
