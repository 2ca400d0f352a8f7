"""The card decks the rounds shuffle and draw: action cards by physical card (LRR 2).

Each physical action card has its own id, ``<card id>:<copy>`` (``sabotage:3``), so a hand, the
deck and the discard pile hold distinct strings and the leak checks can tell a hidden card from a
public copy of the same name. The card's facts (copies, timing) are in ``action_cards.json``.
"""

from __future__ import annotations

from functools import cache

import msgspec

from engines.galaxy.content.loading import ContentError, load


class ActionCardFacts(msgspec.Struct, frozen=True):
    id: str
    name: str
    copies: int
    source: str


class _ActionCardFile(msgspec.Struct):
    action_cards: dict[str, ActionCardFacts]


@cache
def action_cards() -> dict[str, ActionCardFacts]:
    data = load("action_cards.json", _ActionCardFile)
    for key, card in data.action_cards.items():
        if key != card.id or card.copies < 1:
            raise ContentError(f"action_cards.json: {key}: the id must match and copies be at least 1")
    return data.action_cards


def action_deck() -> list[str]:
    """Every physical action card, unshuffled."""
    return [f"{card.id}:{copy}" for card in action_cards().values() for copy in range(1, card.copies + 1)]


def card_of(physical: str) -> str:
    """The card id of a physical card (``sabotage`` of ``sabotage:3``)."""
    return physical.rsplit(":", 1)[0]


def card_name(physical: str) -> str:
    card = action_cards().get(card_of(physical))
    return card.name if card is not None else card_of(physical).replace("_", " ").title()
