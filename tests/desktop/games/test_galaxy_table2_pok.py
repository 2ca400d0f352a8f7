"""The Prophecy of Kings on the table, read as a player would: the leader sheet in the play area (each
leader's status in words and its whole text on hover), relics, relic fragments and captured units there,
mechs, attachment tokens and frontier tokens on the map, and the laws and the exploration decks in the
common area with numbers that are the game's."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from desktop.games.galaxy.hover import zone_text
from desktop.games.galaxy.map_marks import sign_of
from engines.galaxy.content.texts import catalogue
from engines.galaxy.economy import printed
from engines.galaxy.exploration.attachments import values_of
from engines.galaxy.leaders.base import leaders_of
from engines.galaxy.state import Stack
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.legibility import texts_on_screen
from tests.desktop.games.tables import table_factory


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def drawn_by(view: Any, item: Any) -> list[str]:
    return [words for _, words, _ in texts_on_screen(view, [item])]


def in_action_phase(table: Any, players: int = 6) -> Any:
    t = table(players)
    t.play_until(lambda d: t.state.phase == "action" and d.seat == 0, passing=True)
    return t


def hover_zone(t: Any, panel: Any, kind: str, key: Any) -> tuple[str, list[str]]:
    point = t.scene.table.point_of_zone(panel, kind, key)
    assert point is not None, f"no {kind} {key!r} on the table"
    text = t.scene.game_hover_text(point)
    assert text is not None
    return text


@pytest.mark.rule("TI-LEADER-9")
def test_the_leader_sheet_shows_each_leader_with_its_status(table: Any) -> None:
    """TI-LEADER-4, 8, 11, 12: an agent ready or exhausted, a commander locked until unlocked, a hero
    purged after its use: each says so in words, and its hover gives the whole card."""
    t = in_action_phase(table)
    player = t.state.players[0]
    leaders = leaders_of(player.faction)
    assert leaders is not None
    agent, commander, hero = leaders.agents[0].id, leaders.commander.id, leaders.hero.id
    t.show(0)
    area = t.scene.table.area
    words = drawn_by(t.view, area)
    texts = catalogue()["leaders"]
    assert any(w.startswith(f"Agent {texts[agent].name}") and w.endswith("ready") for w in words), words
    assert any(w.startswith(f"Commander {texts[commander].name}") and w.endswith("locked") for w in words)
    assert any(w.startswith(f"Hero {texts[hero].name}") and w.endswith("locked") for w in words)
    title, body = hover_zone(t, area, "leader", commander)
    assert title == texts[commander].name
    assert f"Unlocks when: {texts[commander].unlock}" in body and any(texts[commander].text in b for b in body)
    player.exhausted.append(agent)
    player.unlocked += [commander, hero]
    player.purged.append(hero)
    t.show(0)
    words = drawn_by(t.view, area)
    assert any(w.startswith(f"Agent {texts[agent].name}") and w.endswith("exhausted") for w in words)
    assert any(w.startswith(f"Commander {texts[commander].name}") and w.endswith("unlocked") for w in words)
    assert any(w.startswith(f"Hero {texts[hero].name}") and w.endswith("purged") for w in words)
    assert hover_zone(t, area, "leader", hero)[1][0].endswith("· purged")
    assert not [w for w in words if "…" in w], "a leader's name was cut"


@pytest.mark.rule("TI-RELIC-1")
def test_relics_fragments_and_captured_units_lie_in_the_play_area(table: Any) -> None:
    """TI-RELIC-1, TI-CAPTURE-2, 12: relics and fragments face up, fragments counted by type; a captured
    ship names its owner, captured infantry are tokens of no colour."""
    t = in_action_phase(table)
    player = t.state.players[0]
    player.relics = ["dominus_orb"]
    player.fragments = ["cultural_relic_fragment", "cultural_relic_fragment", "hazardous_relic_fragment"]
    player.captured = [Stack(1, "cruiser", 2), Stack(-1, "infantry", 1)]
    t.show(0)
    area = t.scene.table.area
    words = drawn_by(t.view, area)
    for expected in ("Relic: Dominus Orb", "2 cultural fragments", "1 hazardous fragment",
                     "Captured: 2 cruisers (Bram's)", "Captured: 1 infantry (no colour)"):
        assert expected in words, (expected, words)
    assert catalogue()["relics"]["dominus_orb"].text in hover_zone(t, area, "relic", "dominus_orb")[1]
    assert hover_zone(t, area, "fragment", "cultural")[0] == "Cultural Relic Fragment"
    assert "Bram's unit" in hover_zone(t, area, "captured", "1:cruiser")[1][0]
    assert "no colour" in hover_zone(t, area, "captured", "-1:infantry")[1][0]


@pytest.mark.rule("TI-ATTACH-1")
def test_attachment_tokens_lie_on_their_planets_and_read_on_hover(table: Any) -> None:
    """TI-ATTACH-1, 3: an attachment lies with its planet, whoever controls it; a click on it means the planet."""
    t = in_action_phase(table)
    planet = next(k for k, p in t.state.planets.items() if p.owner == 1)
    t.state.planets[planet].attachments.append("mining_world")
    t.show(0)
    node = t.state.planets[planet].system
    mark = t.scene.table.marks[node]
    found = [rect for m, rect in mark.placed() if m.part == ("attachment", planet, "mining_world")]
    assert found and [m.sign for m, _ in mark.placed()] == ["MW"]
    point = mark.mapToScene(found[0].center())
    assert t.scene.table.part_at(point) == (node, ("attachment", planet, "mining_world"))
    title, body = t.scene.game_hover_text(point)
    assert title == f"Mining World (on {planet})"
    assert catalogue()["exploration"]["mining_world"].text in body
    seen = next(p for p in t.scene.envelope.view.planets if p.key == planet)
    _, body = zone_text(t.scene.envelope.view, "planet", planet, t.scene.seat_name)  # a planet card's hover
    assert body[-1] == f"Attached: Mining World · now {seen.resources} resources, {seen.influence} influence"
    added = values_of("mining_world")
    assert (seen.resources, seen.influence) == (printed(planet).resources + added.get("resources", 0),
                                                printed(planet).influence + added.get("influence", 0))
    t.state.planets[planet].attachments.clear()
    t.show(0)
    marks = t.scene.table.marks
    assert node not in marks or all(m.part[0] != "attachment" for m in marks[node].look.marks)


def test_an_attachment_token_shows_the_initials_of_its_name() -> None:
    assert [sign_of(k) for k in ("mining_world", "tomb_of_emphidia", "cybernetic_research_facility")] == \
        ["MW", "TE", "CR"]


@pytest.mark.rule("TI-EXPLORE-5")
def test_frontier_tokens_mark_the_empty_systems_that_hold_one(table: Any) -> None:
    t = in_action_phase(table)
    frontier = list(t.state.frontier)
    assert frontier, "the galaxy has empty systems"
    marked = sorted(n for n, layer in t.scene.table.marks.items()
                    if any(m.part == ("frontier",) for m in layer.look.marks))
    assert marked == sorted(frontier)
    gone = frontier[0]
    t.state.frontier.remove(gone)  # explored
    t.show(0)
    assert gone not in t.scene.table.marks
    layer = t.scene.table.marks[frontier[1]]
    point = layer.mapToScene(layer.placed()[0][1].center())
    assert t.scene.game_hover_text(point)[0] == "Frontier token"


def test_mechs_stand_on_their_planets_on_the_map(table: Any) -> None:
    """TI-MECH: a mech is a ground force drawn on its planet in its owner's colour, with its count."""
    t = in_action_phase(table)
    planet = next(k for k, p in t.state.planets.items() if p.owner == 0)
    t.state.planets[planet].units.append(Stack(0, "mech", 2))
    t.show(0)
    node = t.state.planets[planet].system
    layer = t.scene.table.layers[node]
    part = ("ground", planet, 0, "mech", False)
    rect = layer.rect_of(part)
    assert rect is not None
    placed = next(p for p in layer.layout().placed if p.part == part)
    assert placed.count_text == "2"
    _title, body = t.scene.game_hover_text(layer.mapToScene(rect.center()))
    assert body[0] == f"Ada's mech on {planet}"


def test_laws_and_the_exploration_decks_lie_in_the_common_area(table: Any) -> None:
    """LRR 7.3 (laws stay in play); TI-EXPLORE-2: four decks by planet type, their discards face up."""
    t = in_action_phase(table)
    state = t.state
    state.laws.append("minister_of_war" if "minister_of_war" in catalogue()["agendas"] else "fleet_regulations")
    law = state.laws[-1]
    state.law_holders[law] = 2
    discarded = state.explore_decks["cultural"].pop()
    state.explore_discards.setdefault("cultural", []).append(discarded)
    t.show(0)
    strip = t.scene.table.common
    assert strip.isVisible()
    words = drawn_by(t.view, strip)
    name = catalogue()["agendas"][law].name
    assert f"Law: {name} (Cleo)" in words
    up = len(state.explore_discards["cultural"])
    assert f"Cultural deck {len(state.explore_decks['cultural'])} · {up} face up" in words
    assert f"Relic deck {len(state.relic_deck)}" in words
    title, body = hover_zone(t, strip, "explore_deck", "cultural")
    assert title == "Cultural exploration deck"
    assert catalogue()["exploration"][discarded].name in body[1]
    title, body = hover_zone(t, strip, "law", law)
    assert title == name and body[0] == "A law in play, elected: Cleo"
    assert not [w for w in words if "…" in w]


@pytest.mark.rule("TI-LEADER-4")
def test_a_ready_agents_component_action_is_a_click_on_its_leader_chip(table: Any) -> None:
    """TI-LEADER-4: an agent's ability is used by exhausting it; the table lights the agent's chip for it and
    a click sends the engine's option (Ggrocuto Rinn readies the one exhausted planet)."""
    from engines.galaxy.actions import rounds as ac
    from engines.galaxy.leaders.xxcha import RINN

    t = table(6, factions="xxcha,sol,hacan,letnev,arborec,yin")
    t.play_until(lambda d: t.state.phase == "action" and d.seat == 0, passing=True)
    for planet in t.state.planets.values():
        planet.exhausted = False
    exhausted = next(k for k, p in t.state.planets.items() if p.owner == 1)
    t.state.planets[exhausted].exhausted = True
    t.show(0)
    options = [o for o in t.options() if isinstance(o, ac.TakeComponentAction) and o.source == RINN]
    assert options == [ac.TakeComponentAction(RINN, f"planet:{exhausted}")], options
    assert ("leader", RINN) in t.scene.table.area.lit
    t.click_option(options[0])
    assert not t.state.planets[exhausted].exhausted and RINN in t.state.players[0].exhausted
    assert any(w.endswith("exhausted") and "Ggrocuto Rinn" in w for w in drawn_by(t.view, t.scene.table.area))
