"""The Cosmic Conquest content, read once from assets/cosmic/*.json into frozen tables."""

from __future__ import annotations

import json
import re
from typing import Any

import msgspec

from engines.core.paths import game_assets

MISS, HIT, DOUBLE, DEFENSE = 0, 1, 2, 3
FACE_NAMES = ("miss", "hit", "double_hit", "defense")
FACE_WORDS = ("Miss", "Hit", "Double Hit", "Defense")
CLASSES = ("sentinel", "savior", "destroyer")


def key_of(name: str) -> str:
    """`Life and Death` -> `life_and_death`: the registry name of an ability."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


class Ability(msgspec.Struct, frozen=True):
    """A passive, combat action or support action, or the behaviour of an Armory card."""

    key: str
    name: str
    text: str
    cooldown: int = 0
    when: str = "play"
    target: str | None = None
    then: str | None = None
    hooks: tuple[str, ...] = ()
    n: int = 0
    m: int = 0


class ContenderInfo(msgspec.Struct, frozen=True):
    index: int
    key: str
    name: str
    klass: str
    home: int
    lore: str
    passive: Ability
    combat: Ability
    support: Ability
    source: str


class CardInfo(msgspec.Struct, frozen=True):
    index: int
    key: str
    name: str
    type: str
    cost: int
    copies: int
    text: str
    effect: Ability
    extra: bool
    source: str


class Criterion(msgspec.Struct, frozen=True):
    kind: str
    n: int
    text: str


class PlanetInfo(msgspec.Struct, frozen=True):
    index: int
    key: str
    name: str
    conquer: Criterion
    overthrow: Criterion
    passive: Ability
    source: str


def _load(name: str) -> Any:
    return json.loads((game_assets("cosmic") / name).read_text(encoding="utf-8"))


def _ability(raw: dict[str, Any]) -> Ability:
    return Ability(
        key=key_of(raw["name"]), name=raw["name"], text=raw["text"], cooldown=raw.get("cooldown", 0),
        when=raw.get("when", "play"), target=raw.get("target"), then=raw.get("then"),
        hooks=tuple(raw.get("hooks", ())), n=raw.get("n", 0), m=raw.get("m", 0),
    )


def _planets() -> list[PlanetInfo]:
    found = []
    for index, raw in enumerate(_load("planets.json")["planets"]):
        found.append(PlanetInfo(
            index, raw["key"], raw["name"], msgspec.convert(raw["conquer"], Criterion),
            msgspec.convert(raw["overthrow"], Criterion), _ability(raw["passive"]), raw["source"],
        ))
    return found


def _contenders(planet_index: dict[str, int]) -> list[ContenderInfo]:
    found = []
    for index, raw in enumerate(_load("contenders.json")["contenders"]):
        found.append(ContenderInfo(
            index, raw["key"], raw["name"], raw["class"], planet_index[raw["home"]], raw["lore"],
            _ability(raw["passive"]), _ability(raw["combat"]), _ability(raw["support"]), raw["source"],
        ))
    return found


def _cards() -> list[CardInfo]:
    found = []
    for index, raw in enumerate(_load("armory.json")["cards"]):
        effect = _ability({**raw, "name": raw["key"]})
        found.append(CardInfo(
            index, raw["key"], raw["name"], raw["type"], raw["cost"], raw["copies"], raw["text"],
            effect, raw.get("extra", False), raw["source"],
        ))
    return found


RULES: dict[str, Any] = _load("rules.json")
NUM: dict[str, Any] = RULES["numbers"]
GP: dict[str, int] = NUM["gp"]
PLANETS: list[PlanetInfo] = _planets()
PLANET_INDEX = {p.key: p.index for p in PLANETS}
CONTENDERS: list[ContenderInfo] = _contenders(PLANET_INDEX)
CONTENDER_INDEX = {c.key: c.index for c in CONTENDERS}
CARDS: list[CardInfo] = _cards()
CARD_INDEX = {c.key: c.index for c in CARDS}
# Card instance i (0..79) has design DECK[i]; instances are numbered in file order.
DECK: list[int] = [card.index for card in CARDS for _ in range(card.copies)]
HEALTH_MAX: int = NUM["health"]
_FACE_CODE = {name: code for code, name in enumerate(FACE_NAMES)}
RED_FACES: tuple[int, ...] = tuple(_FACE_CODE[f] for f in RULES["dice"]["attack"]["faces"])
BLUE_FACES: tuple[int, ...] = tuple(_FACE_CODE[f] for f in RULES["dice"]["defense"]["faces"])


def card_id(instance: int) -> str:
    """The distinctive id of one Armory card instance, e.g. `cc-armory-07`."""
    return "cc-armory-%02d" % (instance + 1)


# CARD_OF[i]: the design of card instance i (a table, for the hot paths that would call design()).
CARD_OF: list[CardInfo] = [CARDS[d] for d in DECK]


def design(instance: int) -> CardInfo:
    return CARD_OF[instance]
