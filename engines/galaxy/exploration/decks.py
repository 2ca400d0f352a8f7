"""The exploration decks (TI-EXPLORE-2, TI-GAP-8): one per planet trait and the frontier deck, each with
its discard pile; an empty deck is made again from its shuffled discards (TI-GAP-5 ruling)."""

from __future__ import annotations

from engines.galaxy.content.decks import decks
from engines.galaxy.economy import printed
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.state import TIState


def deck_for(planet: str) -> str | None:
    """The deck a planet is explored from: its trait's (None: a planet without a trait, TI-EXPLORE-4)."""
    trait = printed(planet).trait
    if trait is None:
        return None
    found: str = ruling("exploration")["decks"][trait]
    return found


def frontier_deck() -> str:
    found: str = ruling("exploration")["frontier_deck"]
    return found


def shuffle_decks(state: TIState) -> None:
    """Every exploration deck made from its cards' copies and shuffled from the game's generator."""
    for name, deck in decks().exploration.items():
        cards = [card.id for card in deck.cards.values() for _ in range(card.copies)]
        state.rng.shuffle(cards)
        state.explore_decks[name] = cards
        state.explore_discards[name] = []


def draw(state: TIState, deck: str) -> str | None:
    """The top card of ``deck``; when it is empty its discard pile is shuffled into a new one first."""
    cards = state.explore_decks.setdefault(deck, [])
    if not cards:
        discards = state.explore_discards.setdefault(deck, [])
        cards.extend(discards)
        discards.clear()
        state.rng.shuffle(cards)
    return cards.pop() if cards else None


def discard(state: TIState, deck: str, card: str) -> None:
    state.explore_discards.setdefault(deck, []).append(card)
