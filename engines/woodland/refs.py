"""How a visible card appears in views: its id and its design key."""

from __future__ import annotations

import msgspec

from engines.woodland.deck import CARD_DESIGN


class CardRef(msgspec.Struct, array_like=True):
    """A visible card: its id and design key (names, suits and costs are in the deck data)."""

    id: str
    key: str


def ref(card: str) -> CardRef:
    return CardRef(card, CARD_DESIGN[card])
