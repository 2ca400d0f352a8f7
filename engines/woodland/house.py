"""The house rulings (assets/woodland/house_rules.json): one entry per open question, by gap id."""

from __future__ import annotations

from engines.woodland.data import asset


def rulings() -> dict[str, dict[str, str | None]]:
    """Gap id -> its ruling entry (topic, ruling text, option key or None, source)."""
    return {entry["id"]: entry for entry in asset("house_rules")["rulings"]}


def ruling(gap: str) -> str:
    return str(rulings()[gap]["ruling"])
