"""A count and its noun in words: "1 resource", "3 resources", "2 influence" (which has no plural)."""

from __future__ import annotations

from engines.core.words import plural

PLURALS = {"commodity": "commodities", "influence": "influence", "resource or influence": "resources or influence",
           "action card to discard": "action cards to discard"}


def amount(count: int, noun: str) -> str:
    return plural(count, noun, PLURALS.get(noun, ""))
