"""The Lost Worlds table answers every click and says what it shows (issue 19): refusals, the final-turns
header, powers that can do nothing, spent dice, campaign claims and names, the map's wormholes, the
wrap-up count, the morality strip and the log."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsScene

from desktop.games.lostworlds import scene as lw_scene
from desktop.games.lostworlds import tray
from desktop.games.lostworlds.campaign_map import CampaignMap
from engines.core.match import Match, SeatConfig
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.campaign import game_options, new_campaign
from engines.lostworlds.content import EVENT_KEYS
from engines.lostworlds.state import Step
from engines.lostworlds.turn import WRAPUP
from tests.desktop.games.tables import reach_until, table_factory
from tests.desktop.games.test_lostworlds_scene import Table
from tests.engines.lostworlds.helpers import fleets, options, play, scenario, wid

SHOTS = Path("/tmp/ui-voice")


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, Table)


def campaign_table(table: Any, players: int = 3, seed: int = 2) -> Any:
    return table(players, seed=seed, campaign=game_options(new_campaign(players))["campaign"])


# ----- item 1: a refused click says why ----------------------------------------------------------
@pytest.mark.rule("LW-ACTION-5")
def test_a_click_on_a_spent_die_is_refused_with_its_rule(table: Any) -> None:
    t = table(2, seed=8)
    activate = reach_until(t, A.Activate)
    t.click(t.scene.dice[activate.die])
    t.apply_sent()
    while t.match.state.steps:  # finish what the die asked for
        t.match.apply(t.seat(), t.options()[0])
    t.show()
    spent = next(d for d in t.match.envelope(t.seat()).view.dice if d.spent)
    t.click_at(t.scene.dice[spent.die].sceneBoundingRect().center())
    assert t.sent == []
    assert t.refusals and "already spent" in t.refusals[-1][0] and "LW-ACTION-5" in t.refusals[-1][0]


@pytest.mark.rule("LW-PDIE-5")
def test_the_power_die_slot_after_the_rolling_phase_says_why(table: Any) -> None:
    t = table(2, seed=8)
    reach_until(t, A.Activate)
    t.match.apply(t.seat(), next(o for o in t.options() if isinstance(o, A.Activate)))
    while t.match.state.steps:
        t.match.apply(t.seat(), t.options()[0])
    t.show()
    slot = next(item for item, action in t.scene.refusable.items() if action == A.BuyPowerDie())
    t.click_at(slot.sceneBoundingRect().center())
    assert "only in the rolling phase" in t.refusals[-1][0]


# ----- the final-turns header ----------------------------------------------------------------------
@pytest.mark.rule("LW-END-4")
def test_the_final_turns_header_counts_the_turns_that_are_left() -> None:
    state = scenario(3)
    state.final_left = 3
    assert lw_scene.final_turns_words(state.final_left) == "final turns: 3 left, this one included"
    play(state, A.PASS_RENOWN)
    play(state, A.PASS_RENOWN)
    assert state.final_left == 1 and lw_scene.final_turns_words(1) == "this is the last turn"
    play(state, A.PASS_RENOWN)
    assert GAME.result(state) is not None, "and after that one the game is over"


def test_the_header_on_the_table_shows_three_when_three_remain(table: Any) -> None:
    t = table(3, seed=4)
    t.match.state.final_left = 3
    t.show()
    words = [getattr(item, "words", "") for item in t.scene.items()]
    assert any("final turns: 3 left" in w for w in words) and not any("4 left" in w for w in words)


# ----- powers and events that can do nothing -------------------------------------------------------
@pytest.mark.rule("LW-POWER-1", "LW-GLOSS-1")
def test_tidewrack_is_not_offered_with_no_opponent_on_a_world_you_occupy(table: Any) -> None:
    state = scenario(2, ("starwake_bastion", "glasshaven"))
    state.ps[0].settled, state.ps[0].tokens = [wid("tidewrack")], [wid("tidewrack")]
    assert A.USE_POWER[wid("tidewrack")] not in options(state), "it would burn the token for nothing"
    fleets(state, "glasshaven", "settle", 0, 1)
    fleets(state, "glasshaven", "conquer", 1, 2)
    assert A.USE_POWER[wid("tidewrack")] in options(state)
    t = table(2, state=state)
    card = t.scene.panels[0].tucked[wid("tidewrack")]
    assert card in t.scene.targets


@pytest.mark.rule("LW-EVENT-10")
def test_a_fold_in_space_once_paid_asks_for_the_die_with_no_skip() -> None:
    state = scenario(2, ("starwake_bastion", "glasshaven"), events=True)
    fold = EVENT_KEYS["fold_in_space"]
    state.ev_deck += state.ev_table
    state.ev_table, state.ev_tokens = [fold], [3]
    state.ev_deck.remove(fold)
    play(state, A.UseEvent(fold))
    assert A.SKIP not in options(state) and all(isinstance(o, A.Discard) for o in options(state))


# ----- spent dice look spent -----------------------------------------------------------------------
def _rendered(item: Any) -> QImage:
    image = QImage(140, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.translate(10, 10)
    item.paint(painter, None, None)
    painter.end()
    return image


def _difference(a: QImage, b: QImage) -> float:
    total = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            total += abs(QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness())
    return total / ((a.width() // 2) * (a.height() // 2))


def test_a_spent_black_die_and_a_used_power_die_look_spent(table: Any) -> None:
    t = table(2, seed=3)
    view = t.match.envelope(0).view
    black = next(d for d in view.dice if d.colour == "black")
    for die in (tray.action_die(black), tray.power_die(type("Face", (), {"label": "2X", "text": ""})())):
        die.set_state(die.face, spent=False)
        fresh = _rendered(die)
        die.set_state(die.face, spent=True)
        assert _difference(fresh, _rendered(die)) > 12, "spent and unspent must be told apart at a glance"
    t.match.apply(0, A.Activate(black.die))
    t.show()
    assert "used this turn" in t.scene.dice[black.die].toolTip()


# ----- the campaign: claims by name, free names, wormholes, the wrap-up ------------------------------
@pytest.mark.rule("LW-CLAIM-3")
def test_claim_buttons_use_the_names_players_gave_the_sectors(table: Any) -> None:
    t = campaign_table(table)
    camp = t.match.state.camp
    camp.names[0] = "Zephyr Reach"
    claim = next(a for a in (A.Claim(n) for n in range(60)) if _sector_of(a) == 0)
    label = GAME.describe(t.match.state, claim)
    assert "Zephyr Reach" in label and "Sector A" in label


def _sector_of(claim: A.Claim) -> int:
    from engines.lostworlds.campaign_rules import MAP

    return MAP[claim.node].sector if claim.node < len(MAP) else -1


@pytest.mark.rule("LW-CLAIM-3")
def test_a_player_may_type_a_name_for_the_sector(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    t = campaign_table(table)
    state = t.match.state
    state.steps.append(Step("name", state.active, 2))
    t.show()
    other = next(item for item, run in t.scene.ui.items() if getattr(item, "label", "") == "Another name…")
    monkeypatch.setattr(lw_scene, "ask_name", lambda parent: "   ")
    t.click(other)
    assert t.sent == [] and "needs a name" in t.refusals[-1][0]
    monkeypatch.setattr(lw_scene, "ask_name", lambda parent: "  Kirby's Rest ")
    t.click(other)
    assert t.sent == [A.NameSector("Kirby's Rest")]
    t.apply_sent()
    assert state.camp is not None and state.camp.names[2] == "Kirby's Rest"
    assert "Kirby's Rest" in t.match.log[-1].text


def test_the_wormhole_past_the_lost_sector_goes_around_it(qtbot: Any) -> None:
    t_camp = new_campaign(3)
    match = Match(GAME, 3, 2, {"campaign": game_options(t_camp)["campaign"]})
    view = match.envelope(0).view
    drawn = CampaignMap(view.campaign, lambda seat: seat)
    lost = drawn.lost_box()
    assert lost is not None
    stroke = QPainterPathStroker()
    stroke.setWidth(6)
    for hole in view.campaign.wormholes:
        path = drawn.wormhole_path(hole)
        if lost in [drawn.box(s) for s in hole.sectors]:
            continue
        assert not stroke.createStroke(path).intersects(lost.adjusted(2, 2, -2, -2)), hole.sectors
        badge = drawn.gates[hole.id].sceneBoundingRect()
        assert not badge.intersects(lost), "the gate badge sits on its own line, off the Lost Sector"
    scene = QGraphicsScene()
    scene.addItem(drawn)
    image = QImage(1130, 900, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1130, 900), drawn.sceneBoundingRect())
    painter.end()
    SHOTS.mkdir(parents=True, exist_ok=True)
    image.save(str(SHOTS / "campaign-map.png"))


@pytest.mark.rule("LW-WINLOSS-2")
def test_the_wrap_up_counts_the_game_it_records_a_win_for() -> None:
    camp = new_campaign(2)
    state = GAME.new_state(2, 3, {"campaign": game_options(camp)["campaign"]})
    rng = random.Random(3)
    while state.phase != WRAPUP:
        decision = GAME.decisions(state)[0]
        GAME.apply(state, decision.seat, rng.choice(decision.options))
    assert state.camp is not None and sum(state.camp.wins) >= 1
    assert state.camp.games == 1, "the standings say 1 game played while its win is shown"


# ----- the morality strip ------------------------------------------------------------------------
def test_every_code_on_the_morality_strip_is_spelled_out_in_its_tooltip(table: Any) -> None:
    t = table(3, seed=2)
    for space, item in zip(t.match.envelope(0).view.morality_track, t.scene.panels[0].spaces, strict=True):
        tip = item.toolTip()
        assert f"×{space.rerolls}:" in tip and f"+{space.bonus}:" in tip
        mark = "C" if space.champion else "D" if space.dreadnought else ""
        if mark:
            assert f"{mark}:" in tip


# ----- item 8: the log tells the story -----------------------------------------------------------
def test_the_log_opens_with_the_first_turn_and_its_roll() -> None:
    match = Match(GAME, 2, 5, {}, [SeatConfig("Ada", 0), SeatConfig("Bea", 1)])
    lines = [entry.text for entry in match.log]
    assert lines[0] == "── Turn 1: Ada ──" and lines[-1].startswith("Ada rolls: white ")


@pytest.mark.rule("LW-RENOWN-3")
def test_renown_lost_to_the_cap_is_logged() -> None:
    from engines.lostworlds.rules import gain

    state = scenario(2)
    state.ps[0].renown = 4
    events: list[Any] = []
    gain(state, 0, 3, events)
    assert [GAME.narrate(e) for e in events] == ["{p0} gains 1 Renown (now 5); 2 Renown beyond the maximum of 5 "
                                                 "is lost."]
    events = []
    gain(state, 0, 1, events)
    assert GAME.narrate(events[0]) == "{p0} already has 5 Renown: 1 Renown beyond the maximum of 5 is lost."


@pytest.mark.rule("LW-PDIE-4")
def test_a_bought_power_die_left_unused_by_a_pass_is_logged() -> None:
    state = scenario(2)
    state.ps[0].renown = 4
    events = play(state, A.BUY_PDIE, A.PASS_RENOWN)
    passed = next(GAME.narrate(e) for e in events if type(e).__name__ == "Passed")
    assert "goes unused and is lost" in passed


# ----- item 12: legible at 1280x800 ------------------------------------------------------------
def test_every_text_on_the_table_reads_at_1280_by_800(window: Any, qtbot: Any) -> None:
    from desktop.offscreen import play_random
    from tests.desktop.games.legibility import smallest

    window.resize(1280, 800)
    match = Match(GAME, 3, 3, {"events": True})
    play_random(match, 40, 3)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    assert smallest(page.board, 8.0) == []
    window.grab().save(str(SHOTS / "lostworlds-1280x800.png"))
    from tests.desktop.games.legibility import texts_on_screen

    drawn = [words for _, words, _ in texts_on_screen(page.board)]
    homes = [words for words in drawn if words.startswith("Home:")]
    assert len(homes) == 3 and not [w for w in homes if w.endswith("…")], homes  # "Home: 3", never "Home: 3 fle…"
    assert "World" in drawn and "deck" in drawn, "the world deck's label reads whole"
    for panel in page.scene.panels.values():  # what the panel folds or cuts at this size, its tooltip says whole
        assert all(line in panel.toolTip() for line in panel.pieces_lines()), panel.toolTip()


@pytest.mark.parametrize(("players", "actions"), [(2, 60), (3, 100), (4, 150)])
def test_names_on_the_panels_read_whole_at_1280_by_800(window: Any, qtbot: Any, players: int, actions: int) -> None:
    """Players found 'Scou…', 'Scour…', 'Lantern o…' and '1 VP · settl…' on the panels at 1280x800. A row of
    fewer than three panels gives each more width; morality spaces are as wide as their names need. Only a
    world's power text may end in '…' (the magnified card has it whole)."""
    from desktop.games.lostworlds.panel import WIDE
    from desktop.offscreen import play_random
    from tests.desktop.games.legibility import texts_on_screen

    window.resize(1280, 800)
    match = Match(GAME, players, 8, {})
    play_random(match, actions, 8)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    assert {round(panel.width) for panel in page.scene.panels.values()} == {WIDE}
    powers = [world.power for world in match.envelope(0).view.worlds]
    powers += [world.power for panel in match.envelope(0).view.panels for world in panel.settled + panel.conquered]
    cut = [words for _, words, _ in texts_on_screen(page.board) if words.endswith("…")
           and not any(words.rstrip("… ") in power for power in powers)]
    assert cut == []
    drawn = {words for _, words, _ in texts_on_screen(page.board)}
    assert {space.name for space in match.envelope(0).view.morality_track} <= drawn


def test_a_home_fleet_no_choice_is_about_says_what_is_asked_now(table: Any) -> None:
    """A click on the fleets at home while the roll is chosen is answered with what the turn asks instead."""
    t = table(3, seed=2)
    home = t.scene.panels[t.seat()].home
    assert home not in t.scene.targets and home not in t.scene.refusable
    t.click_at(home.sceneBoundingRect().center())
    decision = t.match.envelope(t.seat()).decision
    assert t.sent == [] and t.refusals == [(f"That is not among the choices now. {decision.prompt}", decision.rule)]
