"""The galaxy builder's table: drawing every layout, clicks that become placements, hover, highlights."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from desktop.games.galaxy import Scene
from desktop.games.galaxy.hands import HandTile
from desktop.games.galaxy.importing import MapImportError, generated_plan, plan_import
from desktop.games.galaxy.tile_item import ART, TileItem
from engines.core.match import Match, default_seats
from engines.galaxy import GAME
from engines.galaxy.adjacency import NEXUS
from engines.galaxy.builder.actions import PickTile, PlaceTile, PutBack
from engines.galaxy.layouts import LAYOUT_CHOICES, choices_for
from engines.galaxy.movement import reach
from tests.desktop.games.tables import SceneTable, play_randomly, table_factory

EVERY_LAYOUT = sorted({(players, choice) for players in range(3, 9) for choice in LAYOUT_CHOICES
                       if choice in choices_for(players)})


class Table(SceneTable):
    """A match, its builder scene in a board view, and the actions the scene sent."""

    RENDER_SIZE = (800, 500)

    def __init__(self, qtbot: Any, players: int, layout: str = "standard", seed: int = 1, **options: Any) -> None:
        match = Match(GAME, players, seed, {"mode": "build", "layout": layout, **options})
        super().__init__(qtbot, Scene, match, (1600, 1000))
        self.show()
        self.view.fitInView(self.scene.table_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    @property
    def state(self) -> Any:
        """The galaxy build inside the game's state."""
        return self.match.state.build

    def show(self) -> None:
        waiting = self.match.waiting_for()
        self.scene.show_envelope(self.match.envelope(waiting[0] if waiting else 0))

    def apply_sent(self) -> None:
        """Apply what the scene sent, as the worker would, and redraw."""
        actions, self.sent[:] = list(self.sent), []
        for action in actions:
            self.match.apply(self.match.waiting_for()[0], action)
        self.show()

    def point_of(self, item: Any) -> QPoint:
        return self.view.mapFromScene(item.mapToScene(QPointF(0, 0)))

    def click(self, item: Any) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.point_of(item))

    def hand_tile(self, tile: str) -> HandTile:
        return next(t for t in self.scene.hands.tile_items() if t.tile_id == tile)

    def slot(self, position: int) -> TileItem:
        return self.scene.board.items[position]

    def marked(self, mark: str) -> set[int]:
        return {node for node, item in self.scene.board.items.items() if mark in item.marks}


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, Table)


@pytest.mark.parametrize(("players", "layout"), EVERY_LAYOUT)
def test_every_layout_draws_from_setup_to_a_complete_galaxy(table: Any, players: int, layout: str) -> None:
    t = table(players, layout)
    for step in (40, 400):
        play_randomly(t.match, step)
        t.show()
        t.render()
        slots = [s for s in t.match.envelope(0).view.galaxy.slots if s.kind != "empty"]
        nexus = 1 if t.match.envelope(0).view.galaxy.nexus.node == NEXUS else 0
        assert len(t.scene.board.items) == len(slots) + nexus
    assert t.match.result() is not None
    assert ART.renders > 0


def test_the_large_galaxy_and_the_eight_player_alternative_show_their_hyperlanes(table: Any) -> None:
    t = table(8, "alternate")
    lanes = {p: t.slot(p).face.lanes for p in (1, 2, 4, 5)}
    # 87A turned once: N-S, NE-S, S-NW; 90B turned three times: N-S, NE-S.
    assert lanes[1] == ((0, 3), (1, 3), (3, 5))
    assert lanes[2] == ((0, 3), (1, 3))
    assert lanes[4] == ((0, 2), (0, 3), (0, 4))
    assert lanes[5] == ((0, 3), (0, 4))
    big = table(6, "large")
    assert big.scene.board.rings == 4 and len(big.scene.board.items) == 61 + 1


def test_choosing_a_tile_then_a_legal_position_sends_the_placement(table: Any) -> None:
    t = table(6, "large")
    tile = t.options()[0].tile
    t.click(t.hand_tile(tile))
    assert t.sent == [PickTile(tile)]
    t.apply_sent()
    places = [o for o in t.options() if isinstance(o, PlaceTile)]
    assert "picked" in t.hand_tile(tile).marks
    assert t.marked("legal") == {o.position for o in places}
    target = places[-1].position
    t.click(t.slot(target))
    assert t.sent == [PlaceTile(target)]
    t.apply_sent()
    assert t.state.tokens[target] == tile


def test_a_position_or_tile_outside_the_options_sends_nothing(table: Any) -> None:
    t = table(6, "large")
    other_seat_tile = t.state.hands[1][0]
    t.click(t.hand_tile(other_seat_tile))
    assert t.sent == []
    t.click(t.hand_tile(t.options()[0].tile))
    t.apply_sent()
    legal = {o.position for o in t.options() if isinstance(o, PlaceTile)}
    outer = next(p for p, token in enumerate(t.state.tokens) if token == "?" and p not in legal)
    for position in (outer, 0):
        t.click(t.slot(position))
    assert t.sent == []
    assert t.scene.selected == 0, "a click on a system that is no option only highlights it"


def test_clicking_the_chosen_tile_again_puts_it_back_and_another_tile_swaps(qtbot: Any, table: Any) -> None:
    t = table(4)
    first, second = t.state.hands[0][:2]
    t.click(t.hand_tile(first))
    t.apply_sent()
    t.click(t.hand_tile(first))
    assert t.sent == [PutBack()]
    t.apply_sent()
    t.click(t.hand_tile(first))
    t.apply_sent()
    t.click(t.hand_tile(second))
    assert t.sent == [PutBack()]
    t.apply_sent()
    qtbot.waitUntil(lambda: t.sent == [PickTile(second)], timeout=2000)


def test_a_whole_build_is_completed_by_scene_clicks_alone(table: Any) -> None:
    t = table(3)
    clicks = 0
    while t.match.decisions():
        view = t.match.envelope(t.match.waiting_for()[0]).view.galaxy
        if view.step == "pick":
            t.click(next(item for item in t.scene.hands.tile_items() if "legal" in item.marks))
        else:
            t.click(t.slot(min(t.marked("legal"))))
        assert len(t.sent) == 1, f"click {clicks} sent {t.sent}"
        t.apply_sent()
        clicks += 1
    assert t.match.result() is not None and "?" not in t.state.tokens
    assert clicks == 2 * 24


def test_hovering_a_system_shows_its_tile_card(table: Any) -> None:
    t = table(6, "large")
    assert not t.scene.card.isVisible()
    QTest.mouseMove(t.view.viewport(), t.point_of(t.slot(0)))
    assert t.scene.card.isVisible()
    assert t.scene.card.text.title == "Tile 18 · the centre"
    assert [p.name for p in t.scene.card.text.planets] == ["Mecatol Rex"]
    tile = t.state.hands[0][0]
    QTest.mouseMove(t.view.viewport(), t.point_of(t.hand_tile(tile)))
    assert t.scene.card.text.title.startswith(f"Tile {tile}")
    assert t.scene.card.text.subtitle == "In Player 1's tiles"


def test_choosing_the_centre_highlights_the_neighbours_the_engine_gives(table: Any) -> None:
    t = table(8, "alternate")
    t.click(t.slot(0))
    # Hand-checked: 3 and 6 share a side with the centre; the lanes of 87A (north) lead on to 7, 8
    # and 18, those of 88A (south) to 12, 13 and 14; 90B and 89B have no lane from the centre's side.
    assert t.marked("neighbour") == {3, 6, 7, 8, 12, 13, 14, 18}
    assert t.marked("selected") == {0}
    galaxy = t.scene.queries().galaxy
    assert t.marked("reach") == set(reach(galaxy, 0, 2).systems())
    t.click(t.scene.buttons["more"])
    assert t.scene.move == 3 and t.marked("reach") == set(reach(galaxy, 0, 3).systems())


def test_flipping_the_nexus_joins_it_to_the_alpha_and_beta_wormholes(table: Any) -> None:
    t = table(6, "large", map="26")  # tile 26 (alpha wormhole) at position 1
    t.click(t.slot(1))
    assert NEXUS not in t.marked("neighbour")
    t.click(t.scene.buttons["flip"])
    assert t.scene.board.items[NEXUS].face.wormholes == ("alpha", "beta", "gamma")
    assert NEXUS in t.marked("neighbour")
    assert t.sent == []


def test_exporting_copies_the_map_string_and_shows_it(table: Any) -> None:
    t = table(5, "hyperlanes")
    play_randomly(t.match, 500)
    t.show()
    t.click(t.scene.buttons["export"])
    text = t.match.envelope(0).view.galaxy.map_string
    assert t.scene.exported == text and t.scene.note.isVisible()
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None and clipboard.text() == text


def test_an_exported_map_string_imports_as_a_new_build_of_the_same_layout(table: Any) -> None:
    t = table(6, "large")
    play_randomly(t.match, 500)
    text = t.match.envelope(0).view.galaxy.map_string
    plan = plan_import(text)
    assert (plan.players, plan.options["layout"], plan.options["map"]) == (6, "large", text)
    rebuilt = Match(GAME, plan.players, 9, plan.options)
    assert rebuilt.envelope(0).view.galaxy.map_string == text and rebuilt.result() is not None
    assert t.scene.import_map(text) == plan


def test_a_bad_map_string_is_refused_with_the_token_named(table: Any) -> None:
    with pytest.raises(MapImportError, match="'99'"):
        plan_import("26 99 0")
    t = table(3)
    assert t.scene.import_map("0 0 0 0") is None
    assert t.scene.note.isVisible() and t.scene.note.title == "Cannot import this map string"
    assert "position 1" in t.scene.note.text


def test_the_speaker_lays_the_extra_tiles_from_their_own_row_first(table: Any) -> None:
    t = table(8)
    speaker_row = [item for item in t.scene.hands.tile_items() if item.owner < 0]
    assert sorted(item.tile_id for item in speaker_row) == sorted(t.state.speaker_tiles)
    assert all("legal" in item.marks for item in speaker_row if PickTile(item.tile_id) in t.options())
    t.click(t.hand_tile(t.state.hands[0][0]))
    assert t.sent == [], "the speaker's own dealt tiles wait until the extra tiles are laid"
    t.click(speaker_row[0])
    assert t.sent == [PickTile(speaker_row[0].tile_id)]


def test_a_placement_redraws_in_place_without_rebuilding_the_board(table: Any) -> None:
    t = table(6, "large")
    before = dict(t.scene.board.items)
    tile = t.options()[0].tile
    t.click(t.hand_tile(tile))
    t.apply_sent()
    target = next(o.position for o in t.options() if isinstance(o, PlaceTile))
    t.click(t.slot(target))
    t.apply_sent()
    assert t.scene.board.items == before and all(t.scene.board.items[n] is item for n, item in before.items())
    assert t.slot(target).face.tile_id == tile and t.slot(target).face.kind == "system"


def test_the_tile_card_goes_when_the_pointer_leaves_the_table(table: Any) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    t = table(4)
    QTest.mouseMove(t.view.viewport(), t.point_of(t.slot(0)))
    assert t.scene.card.isVisible()
    QCoreApplication.sendEvent(t.view.viewport(), QEvent(QEvent.Type.Leave))
    assert not t.scene.card.isVisible()


def test_importing_in_the_window_starts_a_new_build_from_the_string(qtbot: Any, window: Any) -> None:
    from desktop.shell.new_game import NewGameChoice

    page = window.start_choice(GAME, NewGameChoice(3, default_seats(3), {"mode": "build", "layout": "standard"}, 5))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    text = generated_plan("6p_large", 11).options["map"]
    page.scene.import_map(text)
    qtbot.waitUntil(lambda: window.page is not page and window.page.last is not None, timeout=5000)
    view = window.page.last.envelopes[None].view.galaxy
    assert (view.layout, view.map_string, view.step) == ("6p_large", text, "done")


def test_generating_starts_a_balanced_galaxy_of_the_same_layout(table: Any) -> None:
    t = table(8, "alternate")
    plan = t.scene.generate_galaxy()
    assert plan is not None and plan.players == 8 and plan.options["layout"] in ("alternate", "hyperlanes")
    built = Match(GAME, 8, 1, plan.options)
    assert built.result() is not None and built.envelope(0).view.galaxy.layout == "8p_alternate"
