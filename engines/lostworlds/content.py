"""The game's content, read once from assets/lostworlds/*.json into small immutable tables."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.core.paths import game_assets

SETTLE, CONQUER = 0, 1
SIDES = ("settle", "conquer")
SIDE_OF = {"settle": SETTLE, "conquer": CONQUER}
ICON_CODES = {"settle": "S", "conquer": "C", "move": "M", "renown": "R"}
ICON_NAMES = {code: name for name, code in ICON_CODES.items()}
POWER_DIE = 3


@dataclass(frozen=True)
class World:
    """One World card: values and victory points by side (index SETTLE or CONQUER)."""

    id: int
    key: str
    name: str
    value: tuple[int, int]
    vp: tuple[int, int]
    power: str


@dataclass(frozen=True)
class Face:
    """A die face: icon codes ('S', 'C', 'M', 'R') and whether both are resolved or one is chosen."""

    icons: tuple[str, ...]
    join: str

    @property
    def label(self) -> str:
        words = [ICON_NAMES[i].upper() for i in self.icons]
        return (" / " if self.join == "or" else " & ").join(words)


@dataclass(frozen=True)
class Space:
    """A morality space: which dice it may re-roll, how often, what it allows and pays."""

    name: str
    dice: tuple[int, ...]
    rerolls: int
    champion: bool
    dreadnought: bool
    bonus: int


@dataclass(frozen=True)
class EventCard:
    id: int
    key: str
    clause: str
    name: str
    tokens: int  # 0 means X, the number of players (LW-EVENT-8)
    once_per_turn: bool
    text: str


def _read(name: str) -> Any:
    return json.loads((game_assets("lostworlds") / name).read_text(encoding="utf-8"))


def _worlds() -> tuple[World, ...]:
    rows = _read("worlds.json")["worlds"]
    return tuple(
        World(i, r["key"], r["name"], (r["settle"]["value"], r["conquer"]["value"]),
              (r["settle"]["vp"], r["conquer"]["vp"]), r["power"])
        for i, r in enumerate(rows)
    )


def _dice() -> tuple[tuple[str, ...], tuple[tuple[Face, ...], ...], tuple[dict[str, str], ...]]:
    data = _read("dice.json")
    colours = tuple(d["colour"] for d in data["dice"])
    faces = tuple(
        tuple(Face(tuple(ICON_CODES[i] for i in f["icons"]), f.get("join", "")) for f in d["faces"])
        for d in data["dice"]
    )
    power = tuple({k: f[k] for k in ("key", "label", "text")} for f in data["power_die"]["faces"])
    return colours, faces, power


def _morality() -> tuple[Space, ...]:
    data = _read("morality.json")
    return tuple(
        Space(s["name"], tuple(COLOURS.index(c) for c in s["dice"]), s["rerolls"], s["champion"],
              s["dreadnought"], s["bonus"])
        for s in data["spaces"]
    )


def _events() -> tuple[EventCard, ...]:
    rows = _read("events.json")["events"]
    return tuple(
        EventCard(i, r["key"], r["clause"], r["name"], 0 if r["tokens"] == "X" else int(r["tokens"]),
                  r["once_per_turn"], r["text"])
        for i, r in enumerate(rows)
    )


WORLDS = _worlds()
COLOURS, FACES, POWER_FACES = _dice()
POWER_KEYS = tuple(f["key"] for f in POWER_FACES)
MORALITY = _morality()
START_SPACE: int = _read("morality.json")["start"]
EVENTS = _events()
EVENT_KEYS = {e.key: e.id for e in EVENTS}
RULES: dict[str, Any] = _read("rules.json")
IN_PLAY = {int(k): v for k, v in RULES["worlds_in_play"].items() if k.isdigit()}
THRESHOLDS = {int(k): v for k, v in RULES["threshold"].items() if k.isdigit()}
RENOWN_MAX: int = RULES["renown"]["max"]
COSTS: dict[str, int] = {k: v for k, v in RULES["costs"].items() if isinstance(v, int)}
FLEETS: dict[str, int] = {k: v for k, v in RULES["fleets"].items() if isinstance(v, int)}


@cache
def campaign_data() -> dict[str, Any]:
    """The campaign map and reference card (assets/lostworlds/campaign.json)."""
    data: dict[str, Any] = _read("campaign.json")
    return data


def world_name(world: int) -> str:
    return WORLDS[world].name if 0 <= world < len(WORLDS) else "?"
