"""Small wording helpers for prompts and log lines (no game imports, so any module may use them)."""

from __future__ import annotations


def plural(count: int, word: str, many: str = "") -> str:
    """'1 warrior', '3 warriors', '0 warriors'."""
    return f"{count} {word if count == 1 else many or word + 's'}"
