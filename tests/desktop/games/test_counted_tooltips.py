"""What a table's tooltips count reads as a player says it: "1 fleet", "2 fleets", never "1 fleets" or "fleet(s)";
a conquered world is "conquered"; a ship's tooltip says its crew and hand whether or not it has a ghost ability."""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest
from msgspec.structs import replace

from engines.core.match import Match, SeatConfig
from engines.lostworlds.view import AcquiredView, EventView
from engines.registry import get_game

WRONG_COUNT = re.compile(r"\b1 (fleets|tokens|cards|hits|people)\b|\(s\)")


def table(qtbot: Any, game_id: str, players: int = 3, seed: int = 1, **options: Any) -> tuple[Match, Any]:
    from desktop.app import make_app

    make_app()
    game = get_game(game_id)
    match = Match(game, players, seed, options, [SeatConfig(f"Player {i + 1}", i, "human") for i in range(players)])
    scene = importlib.import_module(f"desktop.games.{game_id}").Scene(game, match.seats)
    return match, scene


def tips(scene: Any) -> list[str]:
    return [item.toolTip() for item in scene.items() if item.toolTip()]


def shown(scene: Any, envelope: Any, view: Any) -> list[str]:
    scene.show_envelope(replace(envelope, view=view))
    found = tips(scene)
    assert not [tip for tip in found if WRONG_COUNT.search(tip)], [tip for tip in found if WRONG_COUNT.search(tip)]
    return found


def test_lost_worlds_counts_one_fleet_one_token_and_names_a_conquered_world(qtbot: Any) -> None:
    match, scene = table(qtbot, "lostworlds", events=True)
    envelope = match.envelope(0)
    view = envelope.view
    world = AcquiredView(3, "Cinderfall", "conquer", 2, 1, "WRECK one opponent fleet.", True)
    panel = replace(view.panels[0], home=1, conquered=[world])
    event = EventView(0, "Solar Storm", "Something happens.", 1, True, False)
    found = shown(scene, envelope, replace(view, panels=[panel, *view.panels[1:]], hyperspace=[1, 2, 0][:view.players],
                                           events=[event]))
    assert "1 fleet on Player 1's Home Planet" in found
    assert "Player 1: 1 fleet in Hyperspace" in found and "Player 2: 2 fleets in Hyperspace" in found
    assert any(tip.startswith("Cinderfall, conquered: 1 VP · Power Token") for tip in found)
    assert any("(1 token left; once per turn)" in tip for tip in found)


@pytest.mark.parametrize("ghost", [False, True])
def test_a_landfall_ship_says_its_crew_and_hand_with_or_without_a_ghost_ability(qtbot: Any, ghost: bool) -> None:
    match, scene = table(qtbot, "colony")
    for _ in range(40):  # through the draft, until the ships are chosen
        decisions = match.decisions()
        if all(ship.key for ship in match.envelope(0).view.ships) or not decisions:
            break
        match.apply(decisions[0].seat, decisions[0].options[0])
    envelope = match.envelope(0)
    view = envelope.view
    ship = view.ships[0]
    assert ship.key, "the draft is over"
    one = replace(ship, people=1, hand_count=1, ghost=False,
                  ghost_ability=ship.ghost_ability if ghost else None)
    found = shown(scene, envelope, replace(view, ships=[one, *view.ships[1:]]))
    mine = [tip for tip in found if tip.startswith("Player 1: the ")]
    assert mine and "1 person aboard; 1 card in hand." in mine[0]
    assert ("Ghost ability" in mine[0]) is (ghost and ship.ghost_ability is not None)


def test_a_woodland_seat_with_one_card_says_one_card(qtbot: Any) -> None:
    match, scene = table(qtbot, "woodland", players=2)
    envelope = match.envelope(0)
    view = envelope.view
    seat = replace(view.seats[1], hand_count=1)
    found = shown(scene, envelope, replace(view, seats=[view.seats[0], seat], discard=list(view.hand[:1])))
    assert any(", 1 card in hand" in tip for tip in found)
    from engines.woodland.deck import DESIGNS

    top = DESIGNS[view.hand[0].key].name
    assert f"Discard pile: 1 card, face up; on top: {top}. Click to see them all." in found


def test_the_landfall_planet_deck_with_one_card_says_one_card(qtbot: Any) -> None:
    from desktop.games.colony.board import DeckItem

    table(qtbot, "colony")
    assert DeckItem(1).toolTip() == "Planet deck: 1 card"
    assert DeckItem(5).toolTip() == "Planet deck: 5 cards"


# ----- the galaxy's hover cards --------------------------------------------------------------------------
def test_galaxy_units_are_counted_and_named_as_in_a_sentence() -> None:
    from desktop.games.galaxy import readings, unit_key

    assert [readings.units(n, kind) for n, kind in ((1, "pds"), (2, "pds"), (1, "cruiser"), (2, "cruiser"),
                                                    (3, "infantry"), (2, "war_sun"), (1, "space_dock"))] == [
        "1 PDS", "2 PDS", "1 cruiser", "2 cruisers", "3 infantry", "2 war suns", "1 space dock"]
    assert "PDS" in [name for _, name, _ in unit_key._entries(marks=False)]


def test_a_galaxy_planet_with_one_resource_says_one_resource() -> None:
    from desktop.games.galaxy import readings

    _title, body = readings.planet_text("Wellon")  # 1 resource, 2 influence
    assert body[0].startswith("1 resource, 2 influence")


@pytest.mark.parametrize(("planets", "ready", "words"), [
    (0, 0, "No planets yet"),
    (1, 0, "1 planet, exhausted"),
    (3, 0, "3 planets, all exhausted"),
    (1, 1, "1 planet, ready: 1 resource and 2 influence to spend"),
    (3, 1, "3 planets, 1 of them ready: 1 resource and 2 influence to spend"),
    (2, 2, "2 planets, all of them ready: 2 resources and 4 influence to spend"),
])
def test_a_galaxy_seats_planets_are_counted_in_words(planets: int, ready: int, words: str) -> None:
    from types import SimpleNamespace

    from desktop.games.galaxy.hover import _spend_words

    assert _spend_words(planets, [SimpleNamespace(resources=1, influence=2)] * ready) == words


def test_an_action_cards_target_on_its_hover_card_is_named_not_keyed() -> None:
    from desktop.games.galaxy.politics_hover import politics_option_text
    from engines.galaxy.cards.action_cards.actions import PlayActionCard

    names = ["Ada", "Bram", "Cleo"].__getitem__
    for target, words in (("objective:establish_hegemony", "Establish Hegemony"), ("seat:1", "Bram"),
                          ("planet:Wellon", "Wellon")):
        text = politics_option_text(PlayActionCard("sabotage", target), names)
        assert text is not None and text[1][-1] == f"Aimed at: {words}"


def test_a_galaxy_payment_counts_one_resource() -> None:
    from types import SimpleNamespace

    from desktop.games.galaxy.action_looks import _paying

    one = SimpleNamespace(amount=1, kind="resources", why="Spatial Conduit Cylinder", paid=0)
    assert _paying(one)[0] == "Paying 1 resource for Spatial Conduit Cylinder: 0 paid, 1 to go"
    two = SimpleNamespace(amount=2, kind="influence", why="", paid=1)
    assert _paying(two)[0] == "Paying 2 influence: 1 paid, 1 to go"


@pytest.mark.parametrize(("face", "word"), [("1", "hit"), ("2", "hits"), ("0", "hits")])
def test_a_woodland_battle_die_says_hit_for_one(qtbot: Any, face: str, word: str) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from desktop.games.woodland.hud import die_face
    from tests.desktop.games.legibility import FontSpy

    table(qtbot, "woodland", players=2)  # the app, for fonts
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    spy = FontSpy(painter)
    die_face(spy, QRectF(0, 0, 120, 120), face)  # type: ignore[arg-type]
    painter.end()
    assert [words for _, words in spy.seen] == [face, word]


def test_a_woodland_board_label_shown_small_takes_its_shorter_wording(qtbot: Any) -> None:
    """'Elders in supply: 5' where it reads, 'Elders: 5' where the board is shown too small for it."""
    from PySide6.QtGui import QImage, QPainter

    from desktop.games.woodland.boards import QGraphicsItemLabel
    from tests.desktop.games.legibility import FontSpy

    table(qtbot, "woodland", players=2)
    item = QGraphicsItemLabel(["Elders in supply: 5", "Elders: 5"], width=128, pixels=12.5)
    assert item.toolTip() == "Elders in supply: 5"

    def drawn(scale: float) -> list[str]:
        image = QImage(400, 100, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        painter.scale(scale, scale)
        spy = FontSpy(painter)
        item.paint(spy, None, None)  # type: ignore[arg-type]
        painter.end()
        return [words for _, words in spy.seen]

    assert drawn(1.5) == ["Elders in supply: 5"]
    assert drawn(0.45) == ["Elders: 5"]


def test_the_vagabonds_relationship_reached_reads_whole_on_a_small_board(qtbot: Any) -> None:
    """Shown small, the level each faction has reached is whole ("friendly", not "frie…"); the others give way,
    and the tooltip says every relationship in words."""
    from PySide6.QtGui import QImage, QPainter

    from desktop.games.woodland.vb_board import Relations
    from tests.desktop.games.legibility import FontSpy

    match, scene = table(qtbot, "woodland", players=3, factions="vagabond,marquise,lost_powers")
    view = match.envelope(0).view
    board = replace(view.seats[0].board, relations=[0, 1, -1])
    item = Relations(board, _seats(scene), 0)
    assert item.toolTip() == "Relationships: Player 2 friendly, Player 3 hostile"
    image = QImage(400, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(0.5, 0.5)
    spy = FontSpy(painter)
    item.paint(spy, None, None)  # type: ignore[arg-type]
    painter.end()
    drawn = [words for _, words in spy.seen]
    assert "friendly" in drawn and "hostile" in drawn, drawn
    assert not [words for words in drawn if words.endswith("…")], drawn


def _seats(scene: Any) -> Any:
    from desktop.games.woodland.boards import Seats

    return Seats(colour=scene.seat_colour_index, name=scene.seat_name, active=0, deciding=0, viewer=0)


def _painted(item: Any, scale: float) -> list[str]:
    from PySide6.QtGui import QImage, QPainter

    from tests.desktop.games.legibility import FontSpy

    image = QImage(800, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(scale, scale)
    spy = FontSpy(painter)
    item.paint(spy, None, None)
    painter.end()
    return [words for _, words in spy.seen]


def test_the_marquise_tracks_and_buttons_read_whole_on_a_small_board(qtbot: Any) -> None:
    """Shown as small as three boards at 1280x800 show it (about half size), a track's name reads whole (alone
    and singular: "Workshop", not "⚒ Work…") and so do the March and Recruit buttons."""
    from desktop.games.woodland.hud import Button
    from desktop.games.woodland.mq_board import TrackRow

    table(qtbot, "woodland", players=2)
    row = TrackRow("workshop", 1, [0, 1, 2, 2, 3, 3], [0, 2, 2, 3, 4, 5], [], 0, 46)
    assert "Workshops" in _painted(row, 1.5)
    small = _painted(row, 0.55)
    assert "Workshop" in small and not [w for w in small if w.startswith("Work") and w.endswith("…")], small
    for words in ("March", "Recruit"):
        assert _painted(Button(("button", words.lower()), words, 80, 28), 0.55) == [words]


def test_a_small_marquise_track_shows_costs_as_a_number_and_a_wood_token(qtbot: Any) -> None:
    """Shown small, "2 wood" would read "2 w…": the cost is its number beside a wood token, a "+" marks a
    recruiter space that adds a card to the Evening draw, and the row's tooltip says both in words."""
    from desktop.games.woodland.mq_board import TrackRow

    table(qtbot, "woodland", players=2)
    row = TrackRow("recruiter", 1, [0, 1, 2, 2, 3, 3], [0, 1, 2, 3, 3, 4], [3, 5], 0, 46)
    assert "2 wood +card" in _painted(row, 1.5)
    small = _painted(row, 0.55)
    assert not [w for w in small if "…" in w], small
    assert small.count("+") == 2 and "2" in small and "3" in small
    assert "spaces 3 and 5, once uncovered, each add a card to the Evening draw (Law 6.6)" in row.toolTip()
