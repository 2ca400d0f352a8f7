"""The woodland maps as data: clearings, suits, slots, ruins, paths, rivers, forests, corners (Law 2.2-2.4).

A game's board is its map with the suits it was dealt (``layout``: ``autumn``, or ``winter:fox,mouse,...``
for a map whose suits come from shuffled markers, Law C.1.1); ``geo(state)`` is that board, built once
per layout and shared."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import msgspec

from engines.woodland.data import asset

if TYPE_CHECKING:
    from engines.core.rng import Rng
    from engines.woodland.state import WoodlandState

SUITS = ("fox", "rabbit", "mouse")
MAP_KEYS = ("autumn", "winter")


class ClearingInfo(msgspec.Struct, frozen=True):
    """A printed clearing: its priority number, suit, building slots and whether a ruin fills one."""

    id: int
    suit: str
    slots: int
    ruin: bool
    corner: bool
    river: bool
    xy: tuple[float, float]


class ForestInfo(msgspec.Struct, frozen=True):
    """A forest: the clearings on its border and the forests one path away (Law 2.4.1)."""

    id: str
    clearings: tuple[int, ...]
    outline: tuple[int, ...]
    adjacent: tuple[str, ...]


class MapInfo(msgspec.Struct, frozen=True):
    """One board; tuples indexed by clearing id keep index 0 empty so ``adj[5]`` is clearing 5."""

    key: str
    name: str
    clearings: tuple[ClearingInfo, ...]
    paths: tuple[tuple[int, int], ...]
    rivers: tuple[tuple[int, int], ...]
    corners: tuple[int, ...]
    opposite: dict[int, int]
    forests: tuple[ForestInfo, ...]
    adj: tuple[tuple[int, ...], ...]
    suit: tuple[str, ...]
    slots: tuple[int, ...]
    forests_of: tuple[tuple[str, ...], ...]
    of_suit: dict[str, tuple[int, ...]]  # clearings matching a card's suit ("bird": all of them)

    @property
    def ids(self) -> range:
        return range(1, len(self.clearings) + 1)

    def forest(self, key: str) -> ForestInfo:
        for forest in self.forests:
            if forest.id == key:
                return forest
        raise KeyError(key)


def _clearing(raw: dict[str, object], suits: dict[str, str]) -> ClearingInfo:
    cid = int(raw["id"])  # type: ignore[call-overload]
    suit = str(suits.get(str(cid), "") or raw["suit"] or "")
    xy = raw["xy"]
    assert isinstance(xy, list)
    return ClearingInfo(cid, suit, int(raw["slots"]), bool(raw["ruin"]),  # type: ignore[call-overload]
                        bool(raw["corner"]), bool(raw["river"]), (float(xy[0]), float(xy[1])))


@lru_cache(maxsize=256)
def load_map(key: str, suits: tuple[str, ...] = ()) -> MapInfo:
    """The named map with its printed suits, or ``suits`` dealt to its clearings in id order (a map with
    suit markers, such as Winter, shows its example suits when none are given)."""
    raw = asset("maps")["maps"][key]
    dealt = {str(cid): suit for cid, suit in enumerate(suits, 1)} or raw.get("example_suits", {})
    clearings = tuple(_clearing(c, dealt) for c in raw["clearings"])
    count = len(clearings)
    paths = tuple((int(a), int(b)) for a, b in raw["paths"])
    adj: list[list[int]] = [[] for _ in range(count + 1)]
    for a, b in paths:
        adj[a].append(b)
        adj[b].append(a)
    forests = tuple(ForestInfo(f["id"], tuple(f["clearings"]), tuple(f["outline"]), tuple(f["adjacent"]))
                    for f in raw["forests"])
    forests_of: list[list[str]] = [[] for _ in range(count + 1)]
    for forest in forests:
        for cid in forest.clearings:
            forests_of[cid].append(forest.id)
    return MapInfo(
        key, raw["name"], clearings, paths, tuple((int(a), int(b)) for a, b in raw["rivers"]),
        tuple(raw["corners"]), {int(k): int(v) for k, v in raw["opposite_corner"].items()}, forests,
        tuple(tuple(sorted(a)) for a in adj), ("", *(c.suit for c in clearings)),
        (0, *(c.slots for c in clearings)), tuple(tuple(f) for f in forests_of),
        {suit: tuple(c.id for c in clearings if matches(suit, c.suit)) for suit in (*SUITS, "bird")},
    )


def matches(card_suit: str, clearing_suit: str) -> bool:
    """Birds are wild (Law 2.1.1): a bird card or follower matches every clearing."""
    return card_suit == "bird" or card_suit == clearing_suit


AUTUMN = load_map("autumn")
CLEARINGS = 12  # every map has twelve clearings (Law 2.2)
IDS: tuple[int, ...] = tuple(range(1, CLEARINGS + 1))  # clearing ids, as a tuple for hot loops
_LAYOUTS: dict[str, MapInfo] = {}


def geo(state: WoodlandState) -> MapInfo:
    """The board this game is played on: its map with the suits it was dealt."""
    found = _LAYOUTS.get(state.layout)
    if found is None:
        if len(_LAYOUTS) > 256:  # one per Winter deal: keep the memo small
            _LAYOUTS.clear()
        found = _LAYOUTS[state.layout] = layout_map(state.layout)
    return found


def layout_map(layout: str) -> MapInfo:
    """``autumn`` or ``winter:fox,rabbit,...`` as a map."""
    key, _, dealt = layout.partition(":")
    return load_map(key, tuple(dealt.split(",")) if dealt else ())


def fixed_suits(key: str) -> bool:
    return bool(asset("maps")["maps"][key].get("suits_fixed", True))


def deal_layout(key: str, rng: Rng) -> str:
    """The layout of a new game: a map with printed suits as it is; otherwise its suit markers (four of each
    suit) shuffled and dealt one per clearing (Law C.1.1, the back side's standard setup)."""
    if key not in MAP_KEYS:
        raise ValueError(f"unknown map {key!r} (maps: {', '.join(MAP_KEYS)})")
    if fixed_suits(key):
        return key
    markers = [suit for suit in SUITS for _ in range(CLEARINGS // len(SUITS))]
    rng.shuffle(markers)
    return f"{key}:{','.join(markers)}"
