"""The woodland maps as data: clearings, suits, slots, ruins, paths, rivers, forests, corners (Law 2.2-2.4)."""

from __future__ import annotations

from functools import cache

import msgspec

from engines.woodland.data import asset

SUITS = ("fox", "rabbit", "mouse")


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
    suit = str(raw["suit"] or suits.get(str(cid), ""))
    xy = raw["xy"]
    assert isinstance(xy, list)
    return ClearingInfo(cid, suit, int(raw["slots"]), bool(raw["ruin"]),  # type: ignore[call-overload]
                        bool(raw["corner"]), bool(raw["river"]), (float(xy[0]), float(xy[1])))


@cache
def load_map(key: str) -> MapInfo:
    """The named map (``autumn``; ``winter`` with its example suits until suit markers are dealt)."""
    raw = asset("maps")["maps"][key]
    clearings = tuple(_clearing(c, raw.get("example_suits", {})) for c in raw["clearings"])
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
    )


AUTUMN = load_map("autumn")
IDS: tuple[int, ...] = tuple(AUTUMN.ids)  # the Autumn clearing ids, as a tuple for hot loops
SUIT: tuple[str, ...] = AUTUMN.suit
ADJ: tuple[tuple[int, ...], ...] = AUTUMN.adj
SLOTS: tuple[int, ...] = AUTUMN.slots


def matches(card_suit: str, clearing_suit: str) -> bool:
    """Birds are wild (Law 2.1.1): a bird card or follower matches every clearing."""
    return card_suit == "bird" or card_suit == clearing_suit
