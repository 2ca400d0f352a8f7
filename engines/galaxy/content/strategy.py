"""The eight strategy cards and their initiative numbers (LRR 83)."""

from __future__ import annotations

from functools import cache

import msgspec

from engines.galaxy.content.loading import ContentError, check_source, check_unique, load


class StrategyCard(msgspec.Struct, frozen=True):
    id: str
    name: str
    initiative: int
    lrr: int
    source: str


class _CardFile(msgspec.Struct):
    about: str
    cards: list[StrategyCard]


@cache
def strategy_cards() -> dict[str, StrategyCard]:
    data = load("strategy_cards.json", _CardFile)
    check_unique("strategy_cards.json", [c.id for c in data.cards])
    check_source("strategy_cards.json", data.cards)
    if sorted(c.initiative for c in data.cards) != list(range(1, 9)):
        raise ContentError("strategy_cards.json: the initiative numbers must be 1 to 8")
    return {c.id: c for c in sorted(data.cards, key=lambda c: c.initiative)}


def card_order() -> list[str]:
    return list(strategy_cards())
