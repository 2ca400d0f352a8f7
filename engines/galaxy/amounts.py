"""A count and its noun in words: "1 resource", "3 resources", "2 influence" (which has no plural)."""

from __future__ import annotations

PLURALS = {"commodity": "commodities", "influence": "influence", "resource or influence": "resources or influence",
           "action card to discard": "action cards to discard"}


def amount(count: int, noun: str) -> str:
    return f"{count} {noun if count == 1 else PLURALS.get(noun, noun + 's')}"
