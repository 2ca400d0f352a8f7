"""The Vagabond's items: ready, exhausted or damaged (Law 9.2)."""

from __future__ import annotations

from engines.woodland.factions.vagabond.data import TRACKS
from engines.woodland.state import Item

ITEM_ORDER = ("sword", "boot", "crossbow", "hammer", "torch", "tea", "coins", "bag")


def ready(items: list[Item], kind: str) -> int:
    """Items of a kind that are neither exhausted nor damaged."""
    count = 0
    for item in items:  # a plain loop: every Vagabond choice counts items
        if item.kind == kind and not item.exhausted and not item.damaged:
            count += 1
    return count


def ready_counts(items: list[Item]) -> dict[str, int]:
    """Ready items by kind (neither exhausted nor damaged), counted in one pass."""
    counts: dict[str, int] = {}
    for item in items:
        if not item.exhausted and not item.damaged:
            counts[item.kind] = counts.get(item.kind, 0) + 1
    return counts


def undamaged(items: list[Item], kind: str) -> int:
    return sum(1 for i in items if i.kind == kind and not i.damaged)


def exhaust(items: list[Item], kind: str, count: int = 1) -> None:
    for item in items:
        if count and item.kind == kind and not item.exhausted and not item.damaged:
            item.exhausted = True
            count -= 1
    assert count == 0, f"not enough ready {kind}"


def damage(items: list[Item], kind: str) -> None:
    """Damage an undamaged item of the kind, an exhausted one first."""
    candidates = [i for i in items if i.kind == kind and not i.damaged]
    candidates.sort(key=lambda i: not i.exhausted)
    candidates[0].damaged = True


def repair(items: list[Item], kind: str) -> None:
    for item in items:
        if item.kind == kind and item.damaged:
            item.damaged = False
            return


def kinds(items: list[Item], *, damaged: bool | None = None, exhausted: bool | None = None) -> list[str]:
    """Distinct item kinds matching the filters, in a fixed order."""
    present = set()
    for item in items:
        if (damaged is None or item.damaged == damaged) and (exhausted is None or item.exhausted == exhausted):
            present.add(item.kind)
    if not present:
        return []
    return [k for k in ITEM_ORDER if k in present]


def face_up(items: list[Item], kind: str) -> int:
    """Items on a track that count: face up (not exhausted) and not damaged (Law 9.2.4)."""
    return ready(items, kind)


def satchel_count(items: list[Item]) -> int:
    """Items that count against the carrying limit: everything not on a track (Law 9.6.3)."""
    return sum(1 for i in items if i.kind not in TRACKS)
