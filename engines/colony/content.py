"""The colony content (ships, planets, orbit deck, board, difficulty, house rulings) read once from assets."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from engines.core.paths import game_assets

STRUCTURAL, ORGANIC = 0, 1
KINDS = ("structural", "organic")
KIND_INDEX = {"structural": STRUCTURAL, "organic": ORGANIC}
SHIP_TARGETS = ("ships", "top_ship")
SURFACE_TARGETS = ("spaces", "top_space", "random_space", "random_area")


class Op:
    """One step of a card's effect box, parsed from its data."""

    __slots__ = ("add", "amount", "kind", "max", "op", "target", "to", "where")

    def __init__(self, data: dict[str, Any]) -> None:
        self.op: str = data["op"]
        self.target: str = data.get("target", "")
        self.amount: int = data.get("amount", 0)
        self.kind: int = KIND_INDEX.get(data.get("kind", ""), -1)
        self.max: int = data.get("max", 0)
        self.where: str = data.get("where", "any")
        self.add: int = data.get("add", 0)
        self.to: str = data.get("to", "self")


def _pair(data: dict[str, int] | None) -> tuple[int, int]:
    data = data or {}
    return (data.get("structural", 0), data.get("organic", 0))


class Constant:
    """What a card docked in the atmosphere changes while it stays there."""

    __slots__ = ("forbid", "land_add", "land_max", "planet_bonus", "ship_armor", "surface_armor", "toll", "toll_kind")

    def __init__(self, data: dict[str, Any]) -> None:
        self.forbid: tuple[int, ...] = tuple(data.get("forbid", ()))
        self.toll: int = data.get("toll", 0)
        self.toll_kind: int = KIND_INDEX.get(data.get("toll_kind", ""), -1)
        self.planet_bonus: int = data.get("planet_bonus", 0)
        self.ship_armor = _pair(data.get("ship_armor"))
        self.surface_armor = _pair(data.get("surface_armor"))
        self.land_max: int = data.get("land_max", 0)
        self.land_add: int = data.get("land_add", 0)


class Upgrade:
    """What a card docked to a ship gives that ship."""

    __slots__ = ("armor", "bonus", "land_max", "turn_add")

    def __init__(self, data: dict[str, Any]) -> None:
        self.armor = _pair(data.get("armor"))
        self.bonus: int = data.get("bonus", 0)
        self.land_max: int = data.get("land_max", 0)
        self.turn_add: int = data.get("turn_add", 0)


class CardDef:
    """A card design (or a ghost ship ability): everything its effect box says, as data."""

    __slots__ = (
        "act", "action", "armor", "aura", "constant", "deck", "docks", "free", "guard_kinds", "hp", "icon",
        "key", "kind", "land_op", "lands", "mode", "name", "need", "ops", "orbit", "origin", "profile", "slot",
        "special", "steps", "text", "upgrade", "when",
    )

    def __init__(self, data: dict[str, Any], deck: str, origin: str) -> None:
        self.key: str = data["key"]
        self.name: str = data["name"]
        self.text: str = data["text"]
        self.deck, self.origin = deck, origin
        self.mode: str = data.get("mode", "")
        self.icon: str = data.get("icon", "discard")
        self.kind: str = data.get("kind", "")
        self.when: str = data.get("when", "")
        self.slot: int = data.get("slot", 0)
        self.hp: int = data.get("hp", 0)
        self.armor = _pair(data.get("armor"))
        self.special: bool = data.get("special", False)
        self.ops = tuple(Op(o) for o in data.get("ops", ()))
        self.action = tuple(Op(o) for o in data.get("action", ()))
        self.constant = Constant(data["constant"]) if "constant" in data else None
        self.upgrade = Upgrade(data["upgrade"]) if "upgrade" in data else None
        self.orbit = origin == "orbit"
        self.docks = self.icon == "atmosphere"
        self.steps: tuple[tuple[str, str], ...] = tuple((s[0], s[1]) for s in data.get("steps", ())) or _steps(self)
        self.land_op = next((o for o in self.ops if o.op == "land"), None)
        self.lands = self.land_op is not None
        self.free = all(n in ("count", "slot") or (n == "ship" and p in ("any", "other")) for n, p in self.steps)
        # the one choice that may have no answer (playability depends only on it)
        self.need = next((s for s in self.steps if s[0] not in ("count", "slot")
                          and not (s[0] == "ship" and s[1] in ("any", "other"))), None)
        self.guard_kinds = frozenset(o.kind for o in self.ops if o.op == "guard")
        self.profile = Profile(self.ops, data.get("profile"))
        self.act = Profile(self.action, None)
        self.aura = tuple((i, v) for i, v in enumerate(_aura(self)) if v)


def _steps(card: CardDef) -> tuple[tuple[str, str], ...]:
    """The choices a player makes, one at a time, when this card is played."""
    steps: list[tuple[str, str]] = []
    if card.docks and card.origin in ("ship", "ghost"):
        steps.append(("slot", ""))
    for op in card.ops:
        if op.op == "land":
            steps += [("space", op.where), ("count", "land")]
        elif op.op == "add_surface":
            steps.append(("space", op.where))
        elif op.op == "add" and op.to in ("any", "other", "ghost"):
            steps.append(("ship", op.to))
        elif op.op == "transfer":
            steps += [("ship", "other"), ("count", "transfer")]
        elif op.op == "attack":
            steps.append(("target", "planet_hp"))
        elif op.op == "survey":
            steps.append(("keep", ""))
    return tuple(steps)


def _aura(card: CardDef) -> tuple[int, ...]:
    """What this card adds to the atmosphere's sum while docked (see rules.refresh_aura for the layout);
    CardDef.aura keeps only the non-zero (index, value) pairs."""
    const = card.constant
    aura = [0] * 10
    if card.origin in ("planet", "orbit"):
        aura[9] = 1 if card.hp else 0
        if const is not None:
            aura[0] = const.planet_bonus
            if const.toll:
                aura[7 + const.toll_kind] = const.toll
    elif const is not None:
        aura[1:7] = [const.land_max, const.land_add, *const.ship_armor, *const.surface_armor]
    return tuple(aura)


class Profile:
    """What an effect does, for deciding which reactions are legal against it (LSF-CARD-7)."""

    __slots__ = ("atmo", "kinds", "ships", "surface")

    def __init__(self, ops: tuple[Op, ...], declared: dict[str, Any] | None) -> None:
        if declared is not None:
            hits = declared.get("hits", [])
            self.kinds = frozenset(KIND_INDEX[k] for k in declared.get("kinds", []))
            self.ships = "all" if "ships" in hits else ""
            self.surface, self.atmo = "surface" in hits, "atmo" in hits
            return
        damage = [o for o in ops if o.op == "damage"]
        self.kinds = frozenset(o.kind for o in damage)
        targets = {o.target for o in damage}
        self.ships = "all" if "ships" in targets else "top" if "top_ship" in targets else ""
        self.surface = bool(targets & set(SURFACE_TARGETS))
        self.atmo = "player_atmo" in targets


class ShipDef:
    """A ship mat: name, starting people, ghost ability and its deck's card designs."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.key: str = data["key"]
        self.name: str = data["name"]
        self.role: str = data["role"]
        self.text: str = data["text"]
        self.people: int = data["people"]
        self.ghost = CardDef(data["ghost"], self.key, "ghost")
        self.cards = [(CardDef(c, self.key, "ship"), c["copies"]) for c in data["cards"]]


class PlanetDef:
    """A planet description card and its planet deck."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.key: str = data["key"]
        self.name: str = data["name"]
        self.side: str = data["side"]
        self.nemesis: str = data["nemesis"]
        self.description: str = data["description"]
        self.cards = [(CardDef(c, self.key, "planet"), c["copies"]) for c in data["cards"]]


class Content:
    """Everything loaded from assets/colony, with the instance ids of every physical card."""

    def __init__(self) -> None:
        folder = game_assets("colony")
        self.raw = {n: json.loads((folder / f"{n}.json").read_text("utf-8"))
                    for n in ("ships", "planets", "orbit", "board", "difficulty", "house")}
        self.ships = {s["key"]: ShipDef(s) for s in self.raw["ships"]["ships"]}
        self.planets = {p["key"]: PlanetDef(p) for p in self.raw["planets"]["planets"]}
        self.orbit = [(CardDef(c, "orbit", "orbit"), c["copies"]) for c in self.raw["orbit"]["cards"]]
        self.cards: dict[str, CardDef] = {}
        self.decks: dict[str, list[str]] = {}
        for ship in self.ships.values():
            self.decks[ship.key] = self._instances("c." + ship.key, ship.cards)
            self.cards[ship.ghost.key] = ship.ghost
        for planet in self.planets.values():
            self.decks[planet.key] = self._instances("p." + planet.key, planet.cards)
        self.decks["orbit"] = self._instances("o", self.orbit)
        board = self.raw["board"]
        self.slots: int = board["slots"]
        self.adjacency = {side: [[]] + [v["adjacency"][str(i)] for i in range(1, v["spaces"] + 1)]
                          for side, v in board["sides"].items()}
        self.levels = self.raw["difficulty"]["levels"]
        self.numbers = {k: v["value"] for k, v in self.raw["house"]["numbers"].items()}

    def _instances(self, prefix: str, designs: list[tuple[CardDef, int]]) -> list[str]:
        ids: list[str] = []
        for design, copies in designs:
            for _ in range(copies):
                ident = f"{prefix}.{len(ids) + 1:02d}"
                self.cards[ident] = design
                ids.append(ident)
        return ids

    def by_key(self, key: str) -> CardDef:
        """A card design by its key (for tests and bots)."""
        for card in self.cards.values():
            if card.key == key:
                return card
        raise KeyError(key)


@cache
def content() -> Content:
    return Content()


C = content()
CARDS = C.cards
