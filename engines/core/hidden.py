"""What one seat knows of a game (Seen) and how to draw full states consistent with it.

A game names where the cards a seat cannot see lie (``Game.hidden``): groups of zones whose
cards could trade places without the seat noticing (another player's hand and the deck, say).
``conceal`` turns a real state into the seat's knowledge: every group's cards are pooled, sorted
and dealt back in a fixed order, and the generator is blanked, so two states that look the same
to the seat conceal to the same bytes. ``redeal`` draws one full state from that knowledge by
shuffling each group's pool back into its zones and giving the state a fresh generator.

The searching bot only ever holds a ``Seen``; it never receives the real state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engines.core.rng import Rng

S = TypeVar("S")


@dataclass
class Zone:
    """A run of a list in the state (``items[start:stop]``) whose contents the seat cannot see."""

    items: list[Any]
    start: int = 0
    stop: int | None = None

    def cards(self) -> list[Any]:
        return self.items[self.start : self.stop]

    def fill(self, cards: list[Any]) -> None:
        """Put exactly as many cards back as the run holds."""
        stop = len(self.items) if self.stop is None else self.stop
        assert len(cards) == stop - self.start, "a zone keeps its size"
        self.items[self.start : stop] = cards


Groups = list[list[Zone]]


class Seen(Generic[S]):
    """One seat's knowledge of a game: a state whose hidden cards are stand-ins, frozen as bytes.

    It is built by whoever holds the real state (the simulator, the desktop worker, the LAN
    host), like a view; a searching bot receives only this.
    """

    __slots__ = ("_data", "seat")

    def __init__(self, seat: int, data: bytes) -> None:
        self.seat = seat
        self._data = data

    @property
    def data(self) -> bytes:
        return self._data

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Seen) and other.seat == self.seat and other._data == self._data

    def __hash__(self) -> int:
        return hash((self.seat, self._data))


def _order(card: Any) -> str:
    return repr(card)


def conceal(state: Any, groups: Groups) -> None:
    """Replace, in place, every group's cards by the same cards in a fixed order; blank the generator."""
    for group in groups:
        pool = sorted((card for zone in group for card in zone.cards()), key=_order)
        _deal(group, pool)
    state.rng = Rng(seed=0)


def redeal(state: Any, groups: Groups, rng: Rng) -> None:
    """Shuffle, in place, every group's cards back into its zones; give the state a fresh generator."""
    for group in groups:
        pool = [card for zone in group for card in zone.cards()]
        rng.shuffle(pool)
        _deal(group, pool)
    state.rng = Rng(seed=rng.next64())


def _deal(group: list[Zone], pool: list[Any]) -> None:
    at = 0
    for zone in group:
        size = len(zone.cards())
        zone.fill(pool[at : at + size])
        at += size

