"""Action cards as registered functions, one per card, named after it (LRR 2).

A card is either a component action (``component_action``: offered on its holder's turn when
``ready``) or answers timing windows (``window_card``: offered in windows of its keys). Both take
``targets`` (the first choice, made when the card is played and shown with it) and the function that
resolves it, which receives a ``Play``. A card with further choices registers them with
``card_steps`` and pushes a ``CardStep``.

Action cards sit in hidden hands, so the windows ask by public facts only: a seat is asked about
action-card windows when it holds at least one action card, is not barred from playing them (Political
Censure, Political Secret: effects answering "no_action_cards") and not every copy of an answering
card lies face up in the discard pile; a card's ``could`` condition reads only the board and the window.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Protocol

from engines.core.contract import Event
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.effects import any_true, anyone_could, once
from engines.galaxy.state import TIState
from engines.galaxy.steps.cards import CardStep, PlayCard
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows.registry import Answer, Kind, answer, kind

Ready = Callable[[TIState, int, "Window | None"], bool]
Targets = Callable[[TIState, int, "Window | None"], list[str]]


@dataclass(frozen=True)
class Play:
    """A card resolving: its player, the card id and the copy played, the target, the window it answers."""

    state: TIState
    seat: int
    card: str
    copy: str
    target: str
    window: Window | None
    step: PlayCard


Resolve = Callable[[Play], list[Event]]


def always(state: TIState, seat: int, window: Window | None) -> bool:
    return True


@dataclass(frozen=True)
class CardRule:
    card: str
    keys: tuple[str, ...]
    by: str
    could: Ready
    targets: Targets | None
    resolve: Resolve

    @property
    def component(self) -> bool:
        return not self.keys


CARDS: dict[str, CardRule] = {}


def component_action(card: str, ready: Ready = always, targets: Targets | None = None) -> Callable[[Resolve], Resolve]:
    """Register ``card`` as a component action (LRR 22): offered on its holder's turn when ``ready``."""

    def register(resolve: Resolve) -> Resolve:
        CARDS[card] = CardRule(card, (), "you", ready, targets, resolve)
        return resolve

    return register


def window_card(card: str, keys: tuple[str, ...] | str, by: str = "you", could: Ready = always,
                targets: Targets | None = None) -> Callable[[Resolve], Resolve]:
    """Register ``card`` as an answer to windows of ``keys``; ``could`` reads public information only."""
    listed = (keys,) if isinstance(keys, str) else tuple(keys)

    def register(resolve: Resolve) -> Resolve:
        CARDS[card] = CardRule(card, listed, by, could, targets, resolve)
        answer(card, listed, kind="action_card", by=by, could=could, targets=targets)(_unused)
        return resolve

    return register


def _unused(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    raise RuntimeError("action cards resolve through their PlayCard step")


class CardChoices(Protocol):
    """A card's choices after it resolves: ``ask`` gives (prompt, [(value, label)]) or None when done."""

    def ask(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None: ...

    def chosen(self, state: TIState, step: CardStep, value: str) -> list[Event]: ...


CARD_STEPS: dict[str, CardChoices] = {}


def card_steps(card: str) -> Callable[[type[Any]], type[Any]]:
    def register(cls: type[Any]) -> type[Any]:
        CARD_STEPS[card] = cls()
        return cls

    return register


# ----- who may play, by public facts ----------------------------------------------------------------------


@cache
def copies(card: str) -> int:
    from engines.galaxy.content.decks import decks

    return decks().action_cards[card].copies


def in_the_open(state: TIState, card: str) -> int:
    """Copies of ``card`` lying face up in the discard pile."""
    return once(state, "action_discard", lambda: _counts(tuple(state.action_discard)))[card]


@lru_cache(maxsize=64)
def _counts(discard: tuple[str, ...]) -> Counter[str]:
    """Copies of each card in a discard pile: a function of the pile alone, so kept by its contents (the pile
    changes far less often than it is asked about). Never changed by its callers."""
    return Counter(card_of(c) for c in discard)


def barred(state: TIState, seat: int) -> bool:
    """The seat may not play action cards now: a law or a note says so (the hook "no_action_cards"), or
    another player's effect does (the hook "bars_action_cards" (player), asked of every other seat: the
    Yssaril's Transparasteel Plating). Worked out once a seat in a block of ``unchanged`` (every card of a
    window asks it)."""
    return once(state, f"barred:{seat}", lambda: _barred(state, seat))


def _barred(state: TIState, seat: int) -> bool:
    if any_true(state, "no_action_cards", seat):
        return True
    return anyone_could(state, "bars_action_cards") and any(
        any_true(state, "bars_action_cards", p.seat, player=seat) for p in state.players if p.seat != seat)


def may_be_held(state: TIState, seat: int, card: str) -> bool:
    """What the table can tell: the seat holds cards, may play them, and a copy of ``card`` is unseen."""
    return bool(state.players[seat].action_cards) and not barred(state, seat) and in_the_open(state, card) < copies(
        card)


def copy_in_hand(state: TIState, seat: int, card: str) -> str | None:
    for physical in state.players[seat].action_cards:
        if card_of(physical) == card:
            return physical
    return None


def _public_holds(state: TIState, seat: int, card: str, window: Window) -> bool:
    return may_be_held(state, seat, card)


def _may_hold_any(state: TIState, seat: int) -> bool:
    """``may_be_held`` for some card: False when the hand is empty or the seat is barred."""
    return bool(state.players[seat].action_cards) and not barred(state, seat)


def _holds(state: TIState, seat: int, card: str) -> bool:
    return copy_in_hand(state, seat, card) is not None


def _option(card: str, target: str) -> Any:
    from engines.galaxy.cards.action_cards.actions import PlayActionCard

    return PlayActionCard(card, target)


def _read(action: Any) -> tuple[str, str] | None:
    from engines.galaxy.cards.action_cards.actions import PlayActionCard

    return (action.card, action.target) if isinstance(action, PlayActionCard) else None


def _use(state: TIState, seat: int, entry: Answer, window: Window, target: str) -> list[Event]:
    from engines.galaxy.flow import push

    physical = copy_in_hand(state, seat, entry.source)
    if physical is None:
        raise RuntimeError(f"{entry.source} is not in the hand of seat {seat}")
    push(state, PlayCard(seat=seat, card=physical, target=target, in_window=True))
    return []


kind(Kind("action_card", True, _public_holds, _holds, _option, _read, _use, gate=_may_hold_any))


def component_offers(state: TIState, seat: int) -> list[Any]:
    """The component-action cards ``seat`` may play now (its own options: it sees its hand)."""
    if barred(state, seat):
        return []
    offers: list[Any] = []
    for card in dict.fromkeys(card_of(c) for c in state.players[seat].action_cards):
        rule = CARDS.get(card)
        if rule is None or not rule.component or not rule.could(state, seat, None):
            continue
        targets = rule.targets(state, seat, None) if rule.targets is not None else [""]
        offers += [_option(card, t) for t in targets]
    return offers
