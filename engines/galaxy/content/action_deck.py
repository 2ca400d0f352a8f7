"""The action card deck by physical card (LRR 2), and the agenda deck.

Each physical action card has its own id, ``<card id>:<copy>`` (``sabotage:3``), so a hand, the
deck and the discard pile hold distinct strings and the leak checks can tell a hidden card from a
public copy of the same name. The card's facts (copies, timing) are in ``action_cards.json``.
"""

from __future__ import annotations

from engines.galaxy.content.decks import decks


def action_deck() -> list[str]:
    """Every physical action card, unshuffled."""
    cards = decks().action_cards.values()
    return [f"{card.id}:{copy}" for card in cards for copy in range(1, card.copies + 1)]


def agenda_deck() -> list[str]:
    """The expansion's agenda deck: every agenda but the 13 it removes (TI-BASESETUP-4), unshuffled.
    Shuffled at setup; the agenda phase (the politics issue) draws from it."""
    return sorted(a.id for a in decks().agendas.values() if not a.removed_in_pok)


def card_of(physical: str) -> str:
    """The card id of a physical card (``sabotage`` of ``sabotage:3``)."""
    return physical.rsplit(":", 1)[0]


def card_name(physical: str) -> str:
    card = decks().action_cards.get(card_of(physical))
    return card.name if card is not None else card_of(physical).replace("_", " ").title()
