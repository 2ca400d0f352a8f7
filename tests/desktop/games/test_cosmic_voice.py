"""The Cosmic Conquest table says what it shows (issue 19): costs as they are, dice that look like their
faces, labels that say what an option does, standees off the planet text, the heading while a bot plays,
refusals, the irreversible recycle on a key, the log, and text that reads at 1280x800."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from desktop.games.cosmic.board import TEXT_BOTTOM, TILE, standee_layout
from desktop.games.cosmic.combat_view import POOL_FACES, health_words
from engines.core.match import Match, SeatConfig
from engines.cosmic import GAME
from engines.cosmic import actions as A
from engines.cosmic.armory import awaken_cost
from tests.desktop.games.legibility import smallest
from tests.desktop.games.tables import table_factory
from tests.desktop.games.test_cosmic_scene import Table

SHOTS = Path("/tmp/ui-voice")


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, Table)


def in_combat(t: Any, step: str = "reroll_atk") -> None:
    t.play_until(lambda s: s.combat is not None and s.combat.step == step and not s.pending, seed=7)


# ----- the awaken cost ---------------------------------------------------------------------------
@pytest.mark.rule("CC-RECOVERY-4")
def test_the_awaken_prompt_and_buttons_say_the_cost_after_a_discount(table: Any) -> None:
    t = table(2, seed=3)
    t.play_until(lambda s: s.phase == "action" and not s.pending and s.combat is None, seed=3)
    t.state.phase = "recovery"  # the Recovery Phase of this seat's turn (CC-RECOVERY-4)
    seat = t.seat()
    lumen = t.state.grid.index(6)  # Lumen Spire: awakening costs its controller 1 XP less
    t.state.control[lumen] = seat
    for key in t.state.teams[seat]:
        t.state.contenders[key].awakened = False
    t.state.xp[seat] = 9
    cost = awaken_cost(t.state, seat)
    assert cost == 4
    decision = t.match.envelope(seat).decision
    assert "(4 XP each)" in decision.prompt and "5 XP" not in decision.prompt
    labels = [o.label for o in decision.options if isinstance(o.action, A.Awaken)]
    assert labels and all(label.endswith("(4 XP)") for label in labels)


# ----- dice and their labels --------------------------------------------------------------------
@pytest.mark.rule("CC-COMBAT-5")
def test_picked_dice_keep_their_faces_and_the_buttons_say_put_back(table: Any) -> None:
    t = table(2, seed=7)
    in_combat(t)
    side = t.state.combat.atk
    t.match.apply(t.seat(), A.ToggleDie(0))
    t.show()
    labels = [o.label for o in t.match.envelope(t.seat()).decision.options]
    face = ("Miss", "Hit", "Double Hit", "Defense")[side.dice[0]]
    assert f"Put back die 1 ({face})" in labels
    assert any(label.startswith("Pick up die 2 (") for label in labels)
    assert "Re-roll the 1 picked die" in labels
    die = t.scene.combat_panel.dice[side.seat][0]
    assert die.face != "miss" or face == "Miss", "a picked die shows its own face"
    assert "put it back" in die.toolTip()
    assert "miss" not in POOL_FACES["red"], "red Attack dice have no Miss face to tumble through"
    assert "miss" in POOL_FACES["blue"]
    assert set(die.faces) == set(POOL_FACES["red"])


def test_an_ability_button_says_what_it_does(table: Any) -> None:
    t = table(2, seed=7)
    t.play_until(lambda s: any(isinstance(o, A.UseAbility) for o in GAME.decisions(s)[0].options), seed=7)
    option = next(o for o in t.match.envelope(t.seat()).decision.options if isinstance(o.action, A.UseAbility))
    ability = GAME.describe(t.state, option.action)
    assert "(combat)" in ability or "(support)" in ability
    assert len(ability.split(". ", 1)[1]) > 20, "the ability's text follows its name"


def test_a_die_to_choose_shows_its_face() -> None:
    from engines.cosmic.state import Pending

    match = Match(GAME, 2, 7, {})
    state = match.state
    import random

    rng = random.Random(7)
    while state.combat is None:
        decision = match.decisions()[0]
        match.apply(decision.seat, rng.choice(decision.options))
    seat = state.combat.atk.seat
    state.pending = [Pending(seat, "lucky_break", "die", [0, 1])]
    label = GAME.describe(state, A.ChooseDie(1))
    assert label == f"Die 2 ({('Miss', 'Hit', 'Double Hit', 'Defense')[state.combat.atk.dice[1]]})"


# ----- standees never cover the planet's text ----------------------------------------------------
@pytest.mark.parametrize("count", [1, 3, 6, 9, 12, 18])
def test_standees_stay_under_the_planet_text_however_many_there_are(count: int) -> None:
    owners = [n // 3 for n in range(count)]
    spots, scale = standee_layout(owners)
    from desktop.games.cosmic.board import ABOVE, BELOW

    for spot in spots:
        assert spot.y() - ABOVE * scale >= TEXT_BOTTOM, f"{count} standees: one covers the text"
        assert spot.y() + BELOW * scale <= TILE
        assert 0 <= spot.x() <= TILE


def test_the_table_draws_standees_scaled_to_fit(table: Any) -> None:
    t = table(6, seed=2)
    t.play_until(lambda s: s.phase == "action", seed=2)
    tops = {}
    for key, standee in t.scene.standees.items():
        cell = t.state.contenders[key].cell
        tile = t.scene.tiles[cell]
        top = standee.mapToScene(QPointF(0, -standee.boundingRect().height() / 2 + 8)).y() - tile.pos().y()
        tops[key] = top
    assert min(tops.values()) >= TEXT_BOTTOM - 10


# ----- the heading while a bot plays -------------------------------------------------------------
def test_the_panel_heading_names_who_plays_while_a_bot_decides(window: Any, qtbot: Any) -> None:
    from desktop.shell.new_game import NewGameChoice

    seats = [SeatConfig("Ada", 0), SeatConfig("Robo", 1, "bot:random")]
    page = window.start_choice(GAME, NewGameChoice(2, seats, {"draft": "random"}, 5))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    envelope = page.last.envelopes[0]
    fake = type(envelope)(**{**{f: getattr(envelope, f) for f in envelope.__struct_fields__},
                             "decision": None, "waiting_for": [1]})
    assert page._heading(fake) == "Robo is playing"


# ----- item 1 and item 3 for Cosmic --------------------------------------------------------------
@pytest.mark.rule("CC-ARMORY-5")
def test_a_card_you_cannot_afford_says_its_price_when_clicked(table: Any) -> None:
    t = table(2, seed=3)
    t.play_until(lambda s: s.phase in ("armory", "awaken") and not s.pending, seed=3)
    t.state.xp[t.seat()] = 0
    t.show()
    card = t.scene.market_cards[0]
    QTest.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton, pos=t.point_of(card))
    assert t.sent == [] and t.refusals
    assert "XP and you have 0" in t.refusals[-1][0] and "CC-ARMORY-5" in t.refusals[-1][0]


def test_recycling_on_a_key_asks_once_first(table: Any) -> None:
    t = table(2, seed=3)
    t.play_until(lambda s: s.phase == "armory" and not s.pending and not s.recycled, seed=3)
    t.state.xp[t.seat()] = 9
    option = next(o for o in t.match.envelope(t.seat()).decision.options if isinstance(o.action, A.Recycle))
    assert "cannot be taken back" in option.confirm and "(2 XP)" in option.label


# ----- item 8: the log --------------------------------------------------------------------------
def test_the_log_opens_with_the_planets_the_armory_the_teams_and_the_turn_order() -> None:
    match = Match(GAME, 2, 4, {"draft": "random"}, [SeatConfig("Ada", 0), SeatConfig("Bea", 1)])
    lines = [e.text for e in match.log]
    assert lines[0].startswith("The planets: ") and lines[1].startswith("The Armory reveals ")
    assert any(line.startswith("Ada is dealt ") for line in lines) and lines[-1].startswith("Turn order: ")
    snake = Match(GAME, 2, 4, {"draft": "snake"}, [SeatConfig("Ada", 0), SeatConfig("Bea", 1)])
    assert snake.log[-1].text.startswith("Snake draft of Contenders: ")


def test_a_replaced_weapon_and_each_turn_are_logged() -> None:
    attached = A.Attached(seat=0, card=3, contender=1, replaced=5)
    assert "replacing" in GAME.narrate(attached) and "(discarded)" in GAME.narrate(attached)
    assert GAME.narrate(A.TurnStarted(seat=1, round=2, timer=9)).startswith("── Round 2")


def test_the_combat_summary_counts_the_health_lost_not_the_damage_beyond_it() -> None:
    side = type("Side", (), {"damage_taken": 6, "health_lost": 5})()
    assert health_words(side) == "−5 Health (6 damage)"
    side.health_lost = 6
    assert health_words(side) == "−6 Health"


# ----- item 12: legible at 1280x800 ------------------------------------------------------------
def test_every_text_on_the_table_reads_at_1280_by_800(window: Any, qtbot: Any) -> None:
    window.resize(1280, 800)
    match = Match(GAME, 4, 3, {})
    from desktop.offscreen import play_random

    play_random(match, 80, 3)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    assert smallest(page.board, 8.0) == []
    window.grab().save(str(SHOTS / "cosmic-1280x800.png"))


@pytest.mark.parametrize(("players", "actions", "seed"), [(2, 80, 5), (3, 200, 8), (4, 80, 3)])
def test_armory_cards_and_weapons_read_whole_at_1280_by_800(window: Any, qtbot: Any, players: int, actions: int,
                                                            seed: int) -> None:
    """Players found 'Non-C…' on every Non-Combat card, 'Amplificati…', a Contender's second ability drawn over
    its Weapon and two Weapons cut into one line. Only a card's rules text may end in '…' at rest (the
    magnified card has it whole); a long ability name of an Awakened Contender still may (its tooltip)."""
    from desktop.games.cosmic.cards import ArmoryCard, ContenderCard
    from desktop.offscreen import play_random
    from tests.desktop.games.legibility import texts_on_screen

    window.resize(1280, 800)
    match = Match(GAME, players, seed, {})
    play_random(match, actions, seed)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    drawn = texts_on_screen(page.board)
    armory = [(words, item) for _, words, item in drawn if isinstance(item, ArmoryCard)]
    assert armory, "the market and the hand show Armory cards"
    assert [w for w, item in armory if w.endswith("…") and w.rstrip("… ") not in item.card.text] == []
    weapons = {" + ".join(x.name for x in item.c.weapons) for _, _, item in drawn
               if isinstance(item, ContenderCard) and len(item.c.weapons) > 1}
    assert not [w for _, w, item in drawn if isinstance(item, ContenderCard) and "+" in w and w.endswith("…")
                and any(name.startswith(w.rstrip("… ")) for name in weapons)]


def test_a_contenders_abilities_sit_between_its_cooldowns_and_its_weapon(window: Any, qtbot: Any) -> None:
    """The second ability of an Awakened Contender was drawn over the Weapon box at 1280x800."""
    from desktop.games.cosmic.cards import ContenderCard
    from tests.desktop.games.legibility import FontSpy

    match = Match(GAME, 3, 8, {})
    from desktop.offscreen import play_random

    play_random(match, 200, 8)
    awake = next(c for c in match.envelope(0).view.contenders if c.awakened)
    card = ContenderCard(awake, 0)
    image = QImage(400, 600, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(0.43, 0.43)  # the zoom of a 1280x800 window's table
    tops: list[tuple[str, float]] = []
    spy = FontSpy(painter)
    original = spy.drawText

    def noting(*args: Any) -> None:
        rect = next((a for a in args if isinstance(a, QRectF)), None)
        words = next((a for a in args if isinstance(a, str)), "")
        if rect is not None:
            tops.append((words, rect.bottom()))
        original(*args)

    spy.drawText = noting  # type: ignore[method-assign]
    card.paint_face(spy, QRectF(0, 0, card.width, card.height))  # type: ignore[arg-type]
    painter.end()
    weapon_top = card.height - 34
    names = {awake.combat.name, awake.support.name}
    below = [(words, bottom) for words, bottom in tops if any(n.startswith(words.rstrip("… ").lstrip("⚔✚ "))
                                                              for n in names) and words.strip()]
    assert below and all(bottom <= weapon_top + 0.5 for _, bottom in below), below


def test_a_hovered_card_is_magnified_to_read_and_stays_in_the_window(window: Any, qtbot: Any) -> None:
    window.resize(1280, 800)
    match = Match(GAME, 4, 3, {})
    from desktop.offscreen import play_random

    play_random(match, 80, 3)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    board = page.board
    for card in [*page.scene.market_cards[-1:], *page.scene.cards.values()][:4]:
        card._zoom_in()
        shown = board.mapFromScene(card.sceneBoundingRect()).boundingRect()
        assert board.viewport().rect().contains(shown), "the magnified card stays inside the view"
        assert card._screen_scale(board) * card.scale() >= 1.5, "magnified enough to read its fine print"
        window.grab().save(str(SHOTS / "cosmic-magnified.png"))
        card._animate_to(1.0)


def test_a_planet_no_choice_is_about_says_what_is_asked_now(table: Any) -> None:
    """A click on a piece of the table that stands for no option (a planet while the Armory is open) is
    answered with what the game asks instead, not with silence."""
    t = table(2, seed=3)
    t.play_until(lambda s: s.phase in ("armory", "awaken") and not s.pending, seed=3)
    tile = next(tile for tile in t.scene.tiles.values() if not tile.clickable)
    QTest.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton, pos=t.point_of(tile))
    decision = t.match.envelope(t.seat()).decision
    assert t.sent == [] and t.refusals == [(f"That is not among the choices now. {decision.prompt}", decision.rule)]


def _idle_standees(t: Any, over_a_choice: bool) -> list[Any]:
    """Standees no option is about, at whose centre the board offers a choice (or none)."""
    t.show()
    found = []
    for standee in t.scene.standees.values():
        under = t.scene.items(standee.sceneBoundingRect().center())
        if standee.clickable or standee.draggable or not under or under[0] is not standee:
            continue
        if any(getattr(item, "clickable", False) or getattr(item, "legal", False) for item in under) == over_a_choice:
            found.append(standee)
    return found


def _play_until_idle_standee(t: Any, over_a_choice: bool) -> Any:
    rng = random.Random(3)
    for _ in range(600):
        found = _idle_standees(t, over_a_choice)
        if found:
            return found[0]
        decision = t.match.decisions()[0]
        t.match.apply(decision.seat, rng.choice(decision.options))
    raise AssertionError("no such standee in 600 moves")


def test_a_contender_no_choice_is_about_says_what_is_asked_now(table: Any) -> None:
    """A standee on the board that no option is about now (not to move, select or attack), over a planet that
    is no choice either, is answered with the prompt of what is asked instead."""
    t = table(2, seed=3)
    standee = _play_until_idle_standee(t, over_a_choice=False)
    QTest.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=t.view.mapFromScene(standee.sceneBoundingRect().center()))
    decision = t.match.envelope(t.seat()).decision
    assert t.sent == [] and t.refusals == [(f"That is not among the choices now. {decision.prompt}", decision.rule)]


def test_a_click_through_a_contender_onto_a_planet_to_choose_chooses_it_and_refuses_nothing(table: Any) -> None:
    t = table(2, seed=3)
    standee = _play_until_idle_standee(t, over_a_choice=True)
    QTest.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=t.view.mapFromScene(standee.sceneBoundingRect().center()))
    assert len(t.sent) == 1 and t.refusals == []
