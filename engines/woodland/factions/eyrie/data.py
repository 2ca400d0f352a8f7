"""The Eyrie's numbers and leaders from assets/woodland/eyrie.json (Law 7)."""

from __future__ import annotations

from engines.woodland.data import asset

_RAW = asset("eyrie")
WARRIORS: int = _RAW["warriors"]
ROOSTS: int = _RAW["roosts"]
START_WARRIORS: int = _RAW["start_warriors"]
NEW_ROOST_WARRIORS: int = _RAW["new_roost_warriors"]
ROOST_VP: list[int] = list(_RAW["roost_vp"])
DRAW_BONUS_AT: list[int] = list(_RAW["draw_bonus_at"])
COLUMNS: tuple[str, ...] = tuple(_RAW["columns"])
LEADERS: dict[str, dict[str, str]] = {raw["key"]: {"name": raw["name"], "text": raw["text"]} for raw in _RAW["leaders"]}
VIZIER_COLUMNS: dict[str, tuple[str, ...]] = {raw["key"]: tuple(raw["viziers"]) for raw in _RAW["leaders"]}
BUILDER, CHARISMATIC, COMMANDER, DESPOT = "builder", "charismatic", "commander", "despot"
