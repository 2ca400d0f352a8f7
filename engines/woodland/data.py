"""Reading the woodland content files (assets/woodland/*.json) once."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from engines.core.paths import game_assets


@cache
def asset(name: str) -> Any:
    """The parsed JSON of ``assets/woodland/<name>.json``."""
    path = game_assets("woodland") / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8"))
