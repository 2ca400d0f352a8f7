"""Starboard's rulings on the Prophecy of Kings gaps (``assets/galaxy/expansion.json``), read once."""

from __future__ import annotations

from functools import cache
from typing import Any

import msgspec

from engines.core.paths import game_assets


@cache
def rulings() -> dict[str, Any]:
    """The rulings as plain data, by topic (exploration, fragments, leaders, capture...)."""
    data: dict[str, Any] = msgspec.json.decode((game_assets("galaxy") / "expansion.json").read_bytes())
    return data


def ruling(topic: str) -> dict[str, Any]:
    found: dict[str, Any] = rulings()[topic]
    return found
