"""The Marquise's numbers from assets/woodland/marquise.json (Law 6)."""

from __future__ import annotations

from engines.woodland.data import asset

_RAW = asset("marquise")
BUILDINGS = ("sawmill", "workshop", "recruiter")
WARRIORS: int = _RAW["warriors"]
WOOD: int = _RAW["wood"]
COST: dict[str, list[int]] = {k: list(v["cost"]) for k, v in _RAW["buildings"].items()}
VP: dict[str, list[int]] = {k: list(v["vp"]) for k, v in _RAW["buildings"].items()}
PER_TRACK: int = _RAW["buildings"]["sawmill"]["count"]
DRAW_BONUS_AT: list[int] = list(_RAW["buildings"]["recruiter"]["draw_bonus_at"])
ACTIONS: int = _RAW["daylight_actions"]
