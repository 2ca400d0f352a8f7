"""The Alliance's numbers from assets/woodland/alliance.json (Law 8)."""

from __future__ import annotations

from engines.woodland.data import asset

_RAW = asset("alliance")
WARRIORS: int = _RAW["warriors"]
BASE_SUITS: tuple[str, ...] = tuple(_RAW["bases"])
SYMPATHY: int = _RAW["sympathy_tokens"]
SYMPATHY_COST: list[int] = list(_RAW["sympathy_cost"])
SYMPATHY_VP: list[int] = list(_RAW["sympathy_vp"])
MARTIAL_LAW: int = _RAW["martial_law_warriors"]
SUPPORTER_LIMIT: int = _RAW["supporters_without_base"]
REVOLT_COST: int = _RAW["revolt_cost"]
STARTING_SUPPORTERS: int = _RAW["starting_supporters"]
