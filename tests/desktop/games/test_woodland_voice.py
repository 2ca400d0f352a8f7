"""The woodland table says what it cannot do (issue 19): a click on a thing that is no option now is answered
with the engine's reason and its rule (item 1), and every text it draws reads at 1280x800 (item 12)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from engines.core.match import Match, SeatConfig
from engines.woodland import GAME
from engines.woodland import actions as A
from tests.desktop.games.tables import table_factory
from tests.desktop.games.test_woodland_scene import Table, lp_daylight
from tests.engines.woodland.helpers import LP, MQ, at, put, table


@pytest.fixture
def make_table(qtbot: Any) -> Iterator[Callable[..., Table]]:
    yield table_factory(qtbot, Table)


def click_clearing(t: Any, cid: int) -> None:
    t.click_at(t.scene.clearing_items[cid].sceneBoundingRect().center())


# ----- item 1: a refused click says why --------------------------------------------------------------
def test_a_clearing_with_no_battle_says_where_a_follower_may_battle(make_table: Any) -> None:
    """Law 4.3.1 and LP.5.5: the follower's battle is offered in clearing 9 only; clearing 1 is refused."""
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(0, "battle"))
    t.apply_sent()
    assert [o for o in t.options() if isinstance(o, A.Battle)] == [A.Battle(9, 1)]
    click_clearing(t, 1)
    assert t.sent == [] and len(t.refusals) == 1
    reason, rule = t.refusals[0]
    assert "Law 4.3.1" in reason and "LP.5.5" in reason and rule


def test_a_destination_off_the_paths_says_so_and_the_origin_stays_selected(make_table: Any) -> None:
    """Law 4.2: a move goes along a path; the click that is refused keeps the origin selected."""
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(2, "move"))
    t.apply_sent()
    paths = t.match.envelope(0).view.map.paths
    joined = {b if a == 1 else a for a, b in paths if 1 in (a, b)}
    far = next(c for c in range(2, 13) if c not in joined)
    t.click_key(("clearing", 1))
    click_clearing(t, far)
    assert t.sent == [] and t.scene.selected == ("clearing", 1)
    assert t.refusals and f"Clearings 1 and {far} are not joined by a path (Law 4.2)" in t.refusals[-1][0]
    dest = next(o.dest for o in t.options() if isinstance(o, A.Move) and o.origin == 1)
    t.click_key(("clearing", dest))
    assert t.sent == [A.Move(1, dest)]


def test_an_origin_without_elders_says_there_is_none_to_move(make_table: Any) -> None:
    """Law 4.2: a move needs warriors to move (here an Elder of the Lost Powers)."""
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(2, "move"))
    t.apply_sent()
    click_clearing(t, 3)
    assert t.sent == [] and t.scene.selected is None
    assert t.refusals and "no Elder in clearing 3 to move (Law 4.2)" in t.refusals[-1][0]


def test_a_follower_action_that_is_no_option_says_which_each_follower_takes(make_table: Any) -> None:
    """LP.5: a follower takes one action of its suit (or move, battle); a taken action is refused."""
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(0, "battle"))
    t.apply_sent()
    click_clearing(t, 9)
    t.apply_sent()
    while A.Done() in t.options() and t.match.state.battle is not None:
        t.click_key(("button", "done"))
        t.apply_sent()
    refused = [key for key in t.scene.keyed if key[0] == "act" and A.Follow(key[1], key[2]) not in t.options()]
    assert ("act", 0, "move") in refused
    chip = t.scene.keyed[("act", 0, "move")][0]
    t.click_at(chip.sceneBoundingRect().center())
    assert t.sent == [] and t.refusals and "LP.5" in t.refusals[-1][0]


def test_the_marquise_without_actions_left_hears_why_march_is_refused(make_table: Any) -> None:
    """Law 6.5.2: three Daylight actions, one more for each bird card spent."""
    state = table(MQ, LP)
    put(state, 0, 9, warriors=2)
    at(state, "mq_actions", active=0)
    state.boards[0].actions = 0  # type: ignore[union-attr]
    t = make_table(2, "marquise,lost_powers", state=state)
    assert A.March() not in t.options()
    button = t.scene.keyed[("button", "march")][0]
    t.click_at(button.sceneBoundingRect().center())
    assert t.sent == [] and t.refusals
    assert "no Daylight actions left" in t.refusals[-1][0] and "Law 6.5.2" in t.refusals[-1][0]


def test_a_click_on_an_option_sends_it_and_is_never_refused(make_table: Any) -> None:
    t = make_table(state=lp_daylight())
    t.click_option(A.Follow(0, "battle"))
    t.apply_sent()
    click_clearing(t, 9)
    assert t.sent == [A.Battle(9, 1)] and t.refusals == []


# ----- item 12: legible at 1280x800 ------------------------------------------------------------
@pytest.mark.parametrize(("factions", "actions"), [("lost_powers,marquise", 30),
                                                   ("lost_powers,marquise,vagabond", 60),
                                                   ("lost_powers,eyrie,alliance", 60),
                                                   ("lost_powers,marquise,eyrie,alliance,vagabond", 200)])
def test_every_text_on_the_table_reads_at_1280_by_800(window: Any, qtbot: Any, factions: str, actions: int) -> None:
    from desktop.offscreen import play_random
    from tests.desktop.games.legibility import smallest

    window.resize(1280, 800)
    players = factions.count(",") + 1
    seats = [SeatConfig(f"P{i + 1}", i) for i in range(players)]
    match = Match(GAME, players, 3, GAME.resolve_options({"factions": factions}), seats)
    play_random(match, actions, 3)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    qtbot.wait(100)
    page.fit()
    assert smallest(page.board, 8.0) == []
    assert cut_labels(page.board) == []


def cut_labels(board: Any) -> list[tuple[str, str]]:
    """Texts the table cuts with '…' other than a card's rules text (the magnified card has it whole): names,
    piles, kinds, notes and labels read whole. (Players found 'Foll…', 'Persi…', 'Haul Su…', 'Que…' at 1280x800.)"""
    from desktop.games.woodland.cards import WoodCard
    from tests.desktop.games.legibility import texts_on_screen

    found = []
    for _, words, item in texts_on_screen(board):
        if not words.endswith("…"):
            continue
        start = words.rstrip("… ").strip()
        if isinstance(item, WoodCard) and item.design is not None and start in item.design.text:
            continue
        found.append((type(item).__name__, words))
    return sorted(found)



def keyed_point(t: Any, kind: str) -> Any:
    """The centre of the first thing of ``kind`` on the table (a card in hand, a clearing, a chip)."""
    for key, items in t.scene.keyed.items():
        if key[0] == kind:
            return items[0].sceneBoundingRect().center()
    raise AssertionError(f"no {kind} on the table")


def test_a_card_in_hand_in_a_step_that_plays_no_card_says_what_the_step_asks(make_table: Any) -> None:
    """A click on a thing no choice is about (no option of its kind to say why not) is still answered: with
    the prompt of what is asked now."""
    t = make_table(state=lp_daylight())
    assert {type(o) for o in t.options()} <= {A.Follow, A.Done}, "Daylight's choices play no card"
    if not t.match.state.hands[0]:
        t.match.state.hands[0].append(t.match.state.deck.pop())
        t.show()
    t.click_at(keyed_point(t, "hand"))
    assert t.sent == [] and len(t.refusals) == 1
    assert t.refusals[0][0].startswith("That is not among the choices now. P1: ")


def test_a_spectator_clicking_a_clearing_is_told_whom_the_table_waits_for(make_table: Any) -> None:
    t = make_table(state=lp_daylight())
    t.show(None)
    t.click_at(keyed_point(t, "clearing"))
    assert t.sent == [] and t.refusals == [("Nothing to choose here: the table waits for P1.", "")]
