"""Small wording helpers for prompts, log lines and tooltips of every game (no game imports)."""

from __future__ import annotations


def plural(count: int, word: str, many: str = "") -> str:
    """'1 warrior', '3 warriors', '0 warriors'."""
    return f"{count} {word if count == 1 else many or word + 's'}"
