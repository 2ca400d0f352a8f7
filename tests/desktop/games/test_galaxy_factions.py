"""Choosing and reading factions: the new-game dialog's faction sheets (named, random or drafted), the
draft's choices and the faction hovers on the table, and the strip of abilities and faction technologies
under the focused seat's play area."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from desktop.games.galaxy import ink
from desktop.games.galaxy.faction_sheet import sheet, sheet_html, sheet_lines
from desktop.games.galaxy.faction_strip import HEIGHT, FactionStrip, StripLook, strip_look
from desktop.games.galaxy.hover import WIDE, option_text
from desktop.shell.new_game import NewGameDialog
from engines.galaxy import GAME
from engines.galaxy.actions import rounds as ac
from engines.galaxy.content.decks import decks
from engines.galaxy.content.factions import factions
from engines.galaxy.content.texts import entry
from engines.galaxy.view import game_view
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.tables import table_factory

SHOTS = Path("/tmp/ti-factions")
SMALLEST_STRIP = 1000.0  # the strip's width under the 3-player galaxy (it takes the map's width)


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def dialog(qtbot: Any, factions_text: str, players: int = 6, seed: str = "42") -> NewGameDialog:
    from desktop.app import make_app

    make_app()
    shown = NewGameDialog(GAME, "Ada", players)
    qtbot.addWidget(shown)
    shown.seed.setText(seed)
    shown.editors["factions"].setText(factions_text)  # type: ignore[attr-defined]
    shown.refresh()
    shown.show()
    return shown


def sheet_text(shown: NewGameDialog) -> str:
    return str(shown.game_panel.sheet.toPlainText())


def save(widget: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(SHOTS / name))


# ----- the sheet -----------------------------------------------------------------------------------
@pytest.mark.parametrize("faction", sorted(factions()))
def test_each_sheet_has_abilities_starting_units_and_technologies_commodities_and_home_planets(faction: str) -> None:
    facts, extras = factions()[faction], decks().factions[faction]
    text = sheet_html(faction)
    title, lines = sheet_lines(faction)
    assert title == facts.name
    for ability in extras.abilities:
        words = entry("faction_abilities", ability.id)
        assert words is not None and html.escape(words.name) in text and html.escape(words.text) in text
        assert any(words.text in line for line in lines)
    for tech in extras.technologies:
        assert html.escape(entry("technologies", tech.id).name) in text  # type: ignore[union-attr]
    for planet in facts.home_planets:
        assert html.escape(planet) in text
    assert f"<b>Commodities</b> {facts.commodities}" in text
    assert sheet(faction).units in text and all(f"{n} " in sheet(faction).units for n in facts.starting_units.values())


def test_the_sheet_names_starting_technologies_and_the_choice_some_factions_make() -> None:
    assert set(sheet("sol").technologies) == {"Neural Motivator", "Antimass Deflectors"}
    assert "(your choice)" in sheet("winnu").technologies[-1]  # the Winnu choose theirs


# ----- the new-game dialog -------------------------------------------------------------------------
def test_the_dialog_shows_the_sheet_of_each_seats_random_faction(qtbot: Any) -> None:
    shown = dialog(qtbot, "random")
    panel = shown.game_panel
    chosen = [p.faction for p in game_view(shown.choice().state, None).players]
    assert panel.in_game == chosen and len(panel.buttons) == 6
    assert panel.buttons[0].text() == f"Ada: {factions()[chosen[0]].name.removeprefix('The ')}"
    assert factions()[chosen[0]].name in sheet_text(shown)
    panel.buttons[3].click()
    assert panel.shown == chosen[3] and factions()[chosen[3]].name in sheet_text(shown)
    save(shown, "dialog_random_test.png")


def test_the_dialog_shows_the_draft_offer_and_each_offered_sheet(qtbot: Any) -> None:
    shown = dialog(qtbot, "draft", players=5)
    panel = shown.game_panel
    offered = game_view(shown.choice().state, None).draft
    assert panel.in_game == offered and len(offered) == 5 + 3
    assert "picks one of these in turn" in panel.caption.text()
    panel.buttons[-1].click()
    assert factions()[offered[-1]].name in sheet_text(shown)
    save(shown, "dialog_draft_test.png")


def test_named_factions_show_in_seat_order_and_a_wrong_name_shows_none(qtbot: Any) -> None:
    shown = dialog(qtbot, "sol,hacan,xxcha", players=3)
    assert shown.game_panel.in_game == ["sol", "hacan", "xxcha"]
    shown.editors["factions"].setText("sol,hacan,nobody")  # type: ignore[attr-defined]
    shown.refresh()
    assert shown.game_panel.in_game == [] and not shown.start_button.isEnabled()


def test_any_faction_can_be_read_from_the_list(qtbot: Any) -> None:
    shown = dialog(qtbot, "sol,hacan,xxcha", players=3)
    every = shown.game_panel.every
    assert every.count() == 24
    every.setCurrentIndex(every.findData("nekro"))
    assert "Technological Singularity" in sheet_text(shown) and shown.game_panel.shown == "nekro"
    assert not any(b.isChecked() for b in shown.game_panel.buttons)


# ----- the table -----------------------------------------------------------------------------------
def test_a_draft_choice_hovers_with_the_whole_sheet() -> None:
    title, body = option_text(ac.DraftFaction("sol"))  # type: ignore[misc]
    assert title == "The Federation of Sol" and any(line.startswith("Starts with: ") for line in body)
    assert any("Orbital Drop" in line for line in body)


def test_the_strip_shows_the_focused_seats_abilities_and_faction_technologies_with_hovers(table: Any) -> None:
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action")
    strip = t.scene.table.faction
    player = t.state.players[t.scene.table.focused]
    look = strip.data
    extras = decks().factions[player.faction]
    assert [c.key for c in look.chips] == [a.id for a in extras.abilities] + [x.id for x in extras.technologies]
    assert all(c.owned == (c.key in player.technologies) for c in look.chips if c.kind == "technology")
    ability = extras.abilities[0].id
    point = t.scene.table.point_of_zone(strip, "ability", ability)
    title, body = t.scene.game_hover_text(point)
    assert title == entry("faction_abilities", ability).name and entry("faction_abilities", ability).text in body
    t.hover(point)
    assert t.scene.info_card.isVisible() and t.scene.info_card.title == title
    tech = extras.technologies[0].id
    title, body = t.scene.game_hover_text(t.scene.table.point_of_zone(strip, "technology", tech))
    assert title == entry("technologies", tech).name and entry("technologies", tech).text in body
    SHOTS.mkdir(parents=True, exist_ok=True)
    t.view.grab().save(str(SHOTS / "table_strip_test.png"))


def test_the_faction_hover_of_the_play_area_is_the_whole_sheet_on_a_wide_card(table: Any) -> None:
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action")
    area = t.scene.table.area
    faction = area.data.faction
    point = t.scene.table.point_of_zone(area, "faction", faction)
    assert t.scene.game_hover_text(point) == sheet_lines(faction)
    t.hover(point)
    card = t.scene.info_card
    assert card.isVisible() and card.width == WIDE
    on_screen = t.view.mapFromScene(card.pos())
    assert on_screen.x() + card.width <= t.view.viewport().width()
    t.view.grab().save(str(SHOTS / "table_sheet_hover_test.png"))


def test_the_strip_is_as_wide_as_the_map_of_the_smallest_galaxy(table: Any) -> None:
    t = table(3)
    t.play_until(lambda d: t.state.phase == "action")
    assert t.scene.table.faction.width >= SMALLEST_STRIP


def test_another_seats_focus_shows_its_faction(table: Any) -> None:
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action")
    t.click(t.scene.table.point_of_zone(t.scene.table.rows, "seat", 2))
    assert t.scene.table.faction.data == strip_look(game_view(t.state, 2), 2)
    assert t.scene.table.faction.data.faction == t.state.players[2].faction


@pytest.mark.parametrize("faction", sorted(factions()))
def test_every_factions_chip_names_read_whole(faction: str) -> None:
    """At the strip's width on the smallest table (the 3-player galaxy) no chip name is cut."""
    found = sheet(faction)
    from desktop.games.galaxy.faction_strip import Chip

    chips = tuple(Chip("ability", a.id, a.name, "", True) for a in found.abilities) + tuple(
        Chip("technology", x.id, x.name, "unit", False) for x in found.faction_technologies)
    strip = FactionStrip(SMALLEST_STRIP, 1.0)
    look = StripLook(faction, found.name, chips)
    strip.show_data(look, size=(SMALLEST_STRIP, strip.needed_height(look, SMALLEST_STRIP)))
    assert strip.height <= 2 * HEIGHT  # two rows at most
    metrics = QFontMetricsF(ink.font(ink.LEAST, condensed=True))
    assert len(strip.zones) == len(chips)
    for zone in strip.zones:
        name = next(c.name for c in chips if c.key == zone.key)
        assert metrics.horizontalAdvance(name) <= QRectF(zone.rect).adjusted(8, 0, -6, 0).width(), name
