"""Timing windows (LRR 1.13-1.20) and the issue: the seats asked, and in which order, never depend on which cards
anyone holds. The same scenes are played with many different hands of the same size; every window asked (its
keys, the seat) must come out the same each time, while what each seat could play does differ."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import TakeStrategicAction
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.content.action_deck import action_deck, card_of
from engines.galaxy.state import TIState
from engines.galaxy.windows.actions import PassWindow
from tests.engines.galaxy.cards import hand, window
from tests.engines.galaxy.council import reveal
from tests.engines.galaxy.council import table as council
from tests.engines.galaxy.rounds import known
from tests.engines.galaxy.tactics import put
from tests.engines.galaxy.tactics import table as battle
from tests.engines.galaxy.test_cards_combat import arrive

HANDS = 12
CARDS_EACH = 3

Scene = Callable[[], TIState]


def agenda_revealed() -> TIState:
    state = council()
    deal_later(state)
    reveal(state, "fleet_regulations")
    return state


def strategic_action() -> TIState:
    state = known("leadership")
    deal_later(state)
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    return state


def combat() -> TIState:
    state = battle()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser,destroyer")
    deal_later(state)
    arrive(state, "cruiser,destroyer")
    return state


SCENES: dict[str, Scene] = {
    "agenda revealed": agenda_revealed,
    "strategic action": strategic_action,
    "space combat": combat,
}
DEALT: list[random.Random] = []


def deal_later(state: TIState) -> None:
    """Every seat gets ``CARDS_EACH`` cards drawn by the test's own generator (the game's rng is untouched)."""
    if not state.action_deck and not any(p.action_cards for p in state.players):
        state.action_deck = action_deck()  # a table built without setup
    rng = DEALT[-1]
    for player in state.players:
        ids = sorted({card_of(c) for c in state.action_deck})
        hand(state, player.seat, *rng.sample(ids, CARDS_EACH))


def trace(scene: Scene, seed: int) -> tuple[list[tuple[tuple[str, ...], int]], set[tuple[int, str]]]:
    """Pass every window until the scene asks something else: the windows asked (keys, seat) in order, and the
    cards each seat was offered on the way."""
    DEALT.append(random.Random(seed))
    state = scene()
    asked: list[tuple[tuple[str, ...], int]] = []
    playable: set[tuple[int, str]] = set()
    while (open_window := window(state)) is not None and (found := GAME.decisions(state)):
        decision = found[0]
        asked.append((tuple(open_window.keys), decision.seat))
        playable |= {(decision.seat, o.card) for o in decision.options if isinstance(o, PlayActionCard)}
        GAME.apply(state, decision.seat, PassWindow())
    return asked, playable


@pytest.mark.parametrize("scene", list(SCENES))
def test_the_windows_asked_are_the_same_whatever_the_hands(scene: str) -> None:
    traces = [trace(SCENES[scene], seed) for seed in range(HANDS)]
    first = traces[0][0]
    assert first, "the scene opens no window"
    assert {len({seat for _, seat in t}) for t, _ in traces} == {len({seat for _, seat in first})}
    assert all(t == first for t, _ in traces)
    assert len({frozenset(p) for _, p in traces}) > 1, "the hands never changed what could be played"
