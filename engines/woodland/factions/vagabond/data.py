"""The Vagabond's numbers and cards from assets/woodland/vagabond.json (Law 9)."""

from __future__ import annotations

from engines.woodland.data import asset

_RAW = asset("vagabond")
CHARACTERS: dict[str, dict[str, object]] = {c["key"]: c for c in _RAW["characters"]}
START_ITEMS: dict[str, list[str]] = {c["key"]: list(c["items"]) for c in _RAW["characters"]}
SPECIAL: dict[str, str] = {c["key"]: c["special"] for c in _RAW["characters"]}
QUESTS: dict[str, dict[str, object]] = {}
QUEST_IDS: tuple[str, ...] = tuple(f"quest-{i:02d}" for i in range(len(_RAW["quests"])))
for _qid, _raw in zip(QUEST_IDS, _RAW["quests"], strict=True):
    QUESTS[_qid] = _raw
QUEST_SUIT: dict[str, str] = {q: str(raw["suit"]) for q, raw in QUESTS.items()}
QUEST_ITEMS: dict[str, list[str]] = {q: list(raw["items"]) for q, raw in QUESTS.items()}  # type: ignore[call-overload]
TRACKS = ("tea", "coins", "bag")
BASE_REFRESH: int = _RAW["base_refresh"]
BASE_CAPACITY: int = _RAW["base_capacity"]
REL = _RAW["relationships"]
AIDS_TO_ADVANCE: list[int] = list(REL["aids_to_advance"])
VP_ON_ADVANCE: list[int] = list(REL["vp_on_advance"])
ALLIED_AID_VP: int = REL["allied_aid_vp"]
ALLIED = len(AIDS_TO_ADVANCE)
HOSTILE = -1
QUESTS_UP = 3
