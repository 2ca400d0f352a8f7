"""Scenario helpers for the action cards', windows' and agendas' tests: cards into hands, windows answered."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import GAME
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.flow import top
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows.actions import PassWindow


def hand(state: TIState, seat: int, *cards: str) -> list[str]:
    """Put these cards (ids, or physical ``id:copy``) into ``seat``'s hand, taken from the deck or the
    discard pile; returns the physical ids."""
    if not state.action_deck and not state.action_discard and not any(p.action_cards for p in state.players):
        from engines.galaxy.content.action_deck import action_deck

        state.action_deck = action_deck()  # a table built without setup (tests/engines/galaxy/tactics.py)
    given = []
    for card in cards:
        physical = card if ":" in card else next(
            (c for c in [*state.action_deck, *state.action_discard] if card_of(c) == card), None)
        assert physical is not None, f"no copy of {card} left"
        for pile in (state.action_deck, state.action_discard):
            if physical in pile:
                pile.remove(physical)
        for player in state.players:
            if physical in player.action_cards:
                player.action_cards.remove(physical)
        state.players[seat].action_cards.append(physical)
        given.append(physical)
    return given


def fillers(state: TIState, seat: int, count: int) -> list[str]:
    """``count`` plain cards no window in these tests answers (Ghost Ship, Spy...) into ``seat``'s hand."""
    plain = ["uprising", "ghost_ship", "spy", "war_effort", "plague", "lucky_shot", "mining_initiative",
             "cripple_defenses", "reactor_meltdown", "insubordination"]
    left = [c for c in plain if any(card_of(d) == c for d in state.action_deck)]
    return hand(state, seat, *left[:count])


def window(state: TIState) -> Window | None:
    step = top(state)
    return step if isinstance(step, Window) else None


def asked_in_window(state: TIState) -> list[int]:
    """Let every seat of the current window pass; the seats asked, in order."""
    seats = []
    while window(state) is not None and GAME.decisions(state):
        decision = GAME.decisions(state)[0]
        seats.append(decision.seat)
        GAME.apply(state, decision.seat, PassWindow())
    return seats


def pass_until(state: TIState, seat: int) -> Decision:
    """Pass in windows until ``seat`` is asked in one; that decision."""
    for _ in range(100):
        found = GAME.decisions(state)
        assert found and window(state) is not None, "no window asks that seat"
        if found[0].seat == seat:
            return found[0]
        GAME.apply(state, found[0].seat, PassWindow())
    raise AssertionError("never asked")


def play(state: TIState, seat: int, card: str, target: str = "", quietly: bool = False) -> list[Event]:
    """``seat`` plays ``card`` now (a component action on its turn, or in the window asking it; other
    seats pass until it is asked; with ``quietly`` the game goes on quietly until it is offered)."""
    from tests.engines.galaxy.rounds import quiet

    action = PlayActionCard(card, target)
    for _ in range(300):
        found = GAME.decisions(state)
        assert found, "nobody is asked"
        if found[0].seat == seat and action in found[0].options:
            return GAME.apply(state, seat, action)
        if window(state) is not None:
            GAME.apply(state, found[0].seat, PassWindow())
        elif quietly:
            GAME.apply(state, found[0].seat, quiet(found[0]))
        else:
            raise AssertionError(f"{action} is not offered to seat {seat}: {found[0].options}")
    raise AssertionError("never offered")


def settle_turn(state: TIState, seat: int) -> None:
    """Answer ``seat``'s own questions quietly (passing windows) until a window asks it or its turn is over."""
    from tests.engines.galaxy.rounds import quiet

    for _ in range(100):
        found = GAME.decisions(state)
        if not found or found[0].seat != seat or window(state) is not None:
            return
        GAME.apply(state, seat, quiet(found[0]))


def offered(state: TIState, seat: int) -> list[Any]:
    found = [d for d in GAME.decisions(state) if d.seat == seat]
    return found[0].options if found else []


def pick(state: TIState, value: str) -> list[Event]:
    """Choose the option whose ``value`` is ``value`` (a card's or an agenda's further choice), whatever its label."""
    from tests.engines.galaxy.rounds import pass_windows

    pass_windows(state)
    for decision in GAME.decisions(state):
        for option in decision.options:
            if getattr(option, "value", None) == value:
                return GAME.apply(state, decision.seat, option)
    raise AssertionError(f"no option {value!r} among {[d.options for d in GAME.decisions(state)]}")
