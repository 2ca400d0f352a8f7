"""The Landfall table says what it shows (issue 19): adding is not landing, one button per reaction card,
no reaction window for a card that can do nothing, the warning before a ship goes ghost, the deck's
escalation and its cause, refusals on the table, and a log that names what it tells."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engines.colony import GAME, rules
from engines.colony import actions as a
from engines.colony.content import CARDS
from engines.colony.state import Pending
from tests.desktop.games.tables import table_factory
from tests.desktop.games.test_colony_scene import Table
from tests.engines.colony.helpers import copy_of, options, pass_turns, table

SHOTS = Path("/tmp/ui-voice")


@pytest.fixture
def table_of(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, Table)


def click_centre(t: Any, item: Any) -> None:
    QTest.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=t.view.mapFromScene(item.sceneBoundingRect().center()))


# ----- adding is not landing -------------------------------------------------------------------
@pytest.mark.rule("LSF-TERM-7", "LSF-TERM-10", "LSF-CYCLE-7")
def test_an_add_may_go_where_only_landing_is_banned() -> None:
    state = table(("wayfarer", "bastion"), surface={1: 2, 2: 3, 5: 1}, slots={1: "ash_cloud"})
    assert state.forbid == [1, 2], "Ash Cloud bans landing on S1 and S2"
    assert rules.legal_spaces(state, "occupied") == [5], "a landing keeps off them"
    assert rules.legal_spaces(state, "occupied", landing=False) == [1, 2, 5], "an ADD does not"
    state.ships[0].people, state.ships[0].ghost = 0, True
    state.pending = Pending("homing_beacon", "ghost", seat=0)
    assert options(state, 0) == [a.ChooseSpace(1), a.ChooseSpace(2), a.ChooseSpace(5)], "the Homing Beacon ADDs"
    landing = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, surface={1: 2, 5: 1},
                    slots={1: "ash_cloud"})
    cid = next(c for c in landing.ships[0].hand if CARDS[c].key == "long_descent")
    GAME.apply(landing, 0, a.PlayCard(cid))
    assert a.ChooseSpace(1) not in options(landing, 0) and a.ChooseSpace(2) not in options(landing, 0)


# ----- one button per reaction, no window for nothing ------------------------------------------------
@pytest.mark.rule("LSF-TERM-30")
def test_two_copies_of_a_reaction_give_one_choice(table_of: Any) -> None:
    state = table(("lancer", "wayfarer"), hands={0: ["interceptors"]}, deck=["hive_cloud", "spore_rain"])
    state.ships[0].hand.append(copy_of(state, "interceptors"))
    GAME.apply(state, 0, a.AddPerson())
    GAME.apply(state, 1, a.AddPerson())
    reacts = [o for o in options(state, 0) if isinstance(o, a.React)]
    assert len(reacts) == 1, "two copies do the same: one button"
    t = table_of(2, state=state)
    labels = [o.label for o in t.match.envelope(0).decision.options]
    assert len(labels) == len(set(labels)), labels


@pytest.mark.rule("LSF-TERM-30", "LSF-GAP-21")
def test_no_reaction_window_opens_for_a_card_that_can_do_nothing() -> None:
    empty = table(("pathfinder", "wayfarer"), hands={0: ["jam_signal"]}, deck=["calm_season", "spore_rain"])
    GAME.apply(empty, 0, a.AddPerson())
    GAME.apply(empty, 1, a.AddPerson())
    assert empty.pending is None or not empty.pending.window, "spore rain on an empty surface: nothing to stop"
    landed = table(("pathfinder", "wayfarer"), hands={0: ["jam_signal"]}, deck=["calm_season", "spore_rain"],
                   surface={3: 4})
    GAME.apply(landed, 0, a.AddPerson())
    GAME.apply(landed, 1, a.AddPerson())
    assert landed.pending is not None and landed.pending.window == [0], "with people there it is asked"


# ----- the warning before going ghost ------------------------------------------------------------
@pytest.mark.rule("LSF-TERM-1")
def test_landing_the_whole_crew_warns_that_the_ship_goes_ghost(table_of: Any) -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, people={0: 3})
    cid = next(c for c in state.ships[0].hand if CARDS[c].key == "long_descent")
    GAME.apply(state, 0, a.PlayCard(cid))
    GAME.apply(state, 0, options(state, 0)[0])
    t = table_of(2, state=state)
    decision = t.match.envelope(0).decision
    everyone = next(o for o in decision.options if o.action == a.ChooseCount(3))
    assert "goes ghost" in everyone.label and everyone.confirm
    fewer = next(o for o in decision.options if o.action == a.ChooseCount(2))
    assert "ghost" not in fewer.label and not fewer.confirm
    words = [getattr(item, "text", lambda: "")() for item in t.scene.items()
             if hasattr(item, "text") and callable(item.text)]
    assert any("your ship goes ghost" in w for w in words), "the table says it before the click"
    t.view.grab().save(str(SHOTS / "landfall-ghost-warning.png"))


# ----- the escalation and its cause ---------------------------------------------------------------
@pytest.mark.rule("LSF-GAP-13")
def test_the_deck_running_out_is_told_with_what_it_changes(table_of: Any) -> None:
    state = table(("wayfarer", "bastion"), deck=["calm_season"], surface={2: 5})
    state.discard = [copy_of(state, "spore_rain"), copy_of(state, "sap_drip")]
    events = pass_turns(state, 2)
    lines = [GAME.narrate(e) for e in events]
    assert any("ran out and is reshuffled" in line and "1 more card" in line for line in lines), lines
    assert state.escalation == 1
    events = pass_turns(state, 2)
    cycle = next(GAME.narrate(e) for e in events if isinstance(e, a.CycleBegan))
    assert "because the planet deck ran out" in cycle and cycle.startswith("── Cycle")
    t = table_of(2, state=state)
    from desktop.games.colony.board import status_lines

    shown = [words for words, _, _ in status_lines(t.match.envelope(0).view, ["Ada", "Bea"])]
    assert any(f"deck ran out: +{state.escalation} cards a cycle, +{state.escalation} damage" == line
               for line in shown), shown
    assert not any(line.startswith("docked cards") for line in shown), "no docked card adds damage here"


# ----- refusals on the table -------------------------------------------------------------------------
@pytest.mark.rule("LSF-CYCLE-7")
def test_a_click_on_a_space_no_one_may_land_on_says_why(table_of: Any) -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, slots={1: "ash_cloud"})
    cid = next(c for c in state.ships[0].hand if CARDS[c].key == "long_descent")
    GAME.apply(state, 0, a.PlayCard(cid))
    t = table_of(2, state=state)
    click_centre(t, t.scene.board.spaces[1])
    assert t.sent == [] and t.refusals
    assert "No one may land on S1 while Ash Cloud is docked" in t.refusals[-1][0]


@pytest.mark.rule("LSF-CARD-6")
def test_a_reaction_card_clicked_on_your_own_turn_says_why(table_of: Any) -> None:
    state = table(("lancer", "wayfarer"), hands={0: ["interceptors", "long_descent"]})
    t = table_of(2, state=state)
    card = next(c for c in t.scene.hand_cards if c.card.key == "interceptors")
    click_centre(t, card)
    assert t.sent == [] and "is a reaction" in t.refusals[-1][0]


# ----- item 8: the log ------------------------------------------------------------------------------
def test_the_log_names_the_card_hit_and_the_armor_that_stopped_it() -> None:
    slot = a.Damaged(target="slot", index=3, amount=2, kind=0, card=next(iter(CARDS)))
    assert CARDS[next(iter(CARDS))].name in GAME.narrate(slot) and "slot 3" in GAME.narrate(slot)
    stopped = a.Damaged(target="ship", index=1, amount=0, kind=1, absorbed=2)
    assert GAME.narrate(stopped) == "{p1}'s ship: armor stops all 2 organic damage"
    part = a.Damaged(target="space", index=4, amount=1, kind=0, absorbed=1)
    assert GAME.narrate(part).endswith("(1 stopped by armor)")


@pytest.mark.rule("LSF-CYCLE-3")
def test_eruptions_extra_draw_is_logged() -> None:
    state = table(("wayfarer", "bastion"), planet="cinderfall",
                  deck=["eruption", "quiet_crater", "clear_skies", "pumice_drift"])
    events = pass_turns(state, 2)
    lines = [GAME.narrate(e) for e in events]
    assert "Eruption: the planet draws 1 more card this cycle" in lines, lines


# ----- item 12: legible at 1280x800 ------------------------------------------------------------
@pytest.mark.parametrize(("players", "actions"), [(2, 0), (4, 30)])
def test_every_text_on_the_table_reads_at_1280_by_800(window: Any, qtbot: Any, players: int, actions: int) -> None:
    from desktop.offscreen import play_random
    from engines.core.match import Match
    from tests.desktop.games.legibility import smallest

    window.resize(1280, 800)
    match = Match(GAME, players, 3, {})
    play_random(match, actions, 3)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    assert smallest(page.board, 8.0) == []
    window.grab().save(str(SHOTS / f"landfall-1280x800-{players}.png"))


@pytest.mark.parametrize(("players", "actions", "seed"), [(2, 60, 5), (3, 40, 7), (4, 80, 6)])
def test_card_names_and_decks_read_whole_at_1280_by_800(window: Any, qtbot: Any, players: int, actions: int,
                                                        seed: int) -> None:
    """Players found 'PL…' and 'OR…' for a planet or orbit card and 'Armored Desce…' at 1280x800. On a card of
    the hand or a slot only its rules text may end in '…' (the magnified card has it whole); the small cards
    docked on a mat may still cut a long name (their tooltip and zoom have it)."""
    from desktop.games.colony.cards import ColonyCard
    from desktop.offscreen import play_random
    from engines.core.match import Match
    from tests.desktop.games.legibility import texts_on_screen

    window.resize(1280, 800)
    match = Match(GAME, players, seed, {})
    play_random(match, actions, seed)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    drawn = [(words, item) for _, words, item in texts_on_screen(page.board)
             if isinstance(item, ColonyCard) and item.width >= 100]
    assert drawn
    assert [w for w, item in drawn if w.endswith("…") and w.rstrip("… ") not in item.card.text] == []
    labelled = [item for w, item in drawn if w in ("PLANET", "ORBIT")]
    assert labelled, "the planet and orbit cards in the slots say which deck they came from"


def test_a_surface_space_no_choice_is_about_says_what_is_asked_now(table_of: Any) -> None:
    """A click on a space while the team chooses something else is answered with what is asked instead."""
    t = table_of(3, seed=11)
    spaces = [space for space in t.scene.board.spaces.values() if not space.legal]
    assert spaces, "no space is a choice while the ships are drafted"
    click_centre(t, spaces[0])
    decision = t.match.envelope(t.seat).decision
    assert t.sent == [] and t.refusals == [(f"That is not among the choices now. {decision.prompt}", decision.rule)]
