"""What a click on a thing that is no option now would have meant, so that the engine can say why not.

An option names things on the table by its keys (``routes``). Another thing of the same kind stands for
the same kind of option naming it instead: another clearing for a battle or a spread, another card in
hand for crafting, another follower action, another destination for the selected origin's move. Nothing
here decides what is legal: the engine refuses the stand-in and words its reason.
"""

from __future__ import annotations

from typing import Any

from msgspec import structs

from desktop.games.woodland.routes import Key, Plan
from engines.woodland import actions as A

# The fields of an action that a key of each kind fills, in the key's order after its kind.
FIELDS: dict[str, tuple[str, ...]] = {
    "clearing": ("clearing",), "hand": ("card",), "follower": ("slot",), "act": ("slot", "act"),
    "leader": ("leader",), "item": ("item",), "forest": ("forest",), "column": ("column",), "track": ("kind",),
    "quest": ("quest",), "seat": ("seat",), "character": ("character",), "dominance": ("dominance",),
}
MOVE_FIELDS = {0: ("origin",), 1: ("dest",)}  # a move's first key is its origin, its second the destination
BUTTONS = {("button", "march"): A.March(), ("button", "recruit"): A.Recruit()}  # on the Marquise's board


def neighbour(view: Any, cid: int) -> int:
    """A clearing joined to ``cid`` by a path (0 when none), for a move that starts in ``cid``."""
    for a, b in view.map.paths:
        if cid in (a, b):
            return int(b if a == cid else a)
    return 0


def stand_in(action: Any, role: int, key: Key, other: Key, view: Any) -> Any | None:
    """``action`` (whose key number ``role`` is ``key``) naming ``other`` instead, or None when it cannot."""
    if other[0] != key[0] or len(other) != len(key) or other == key:
        return None
    fields = MOVE_FIELDS[role] if isinstance(action, A.Move) else FIELDS.get(str(key[0]))
    if fields is None or len(fields) != len(other) - 1 or not set(fields) <= set(action.__struct_fields__):
        return None
    values = dict(zip(fields, other[1:], strict=True))
    if isinstance(action, A.Move) and role == 0:
        values["dest"] = neighbour(view, int(other[1]))
        if not values["dest"]:
            return None
    return structs.replace(action, **values)


def stand_ins(plan: Plan, selected: Key | None, keys: list[Key], view: Any, seat: int) -> dict[Key, Any]:
    """For each key of ``keys`` that is no option's key now, the action it stands for: with something selected,
    the selected option's kind of second click first; then the kind of any option's first click; the
    Marquise's own March and Recruit buttons in any of her decisions."""
    templates: list[tuple[Any, int, Key]] = []
    if selected is not None:
        for action in plan.groups.get(selected, []):
            second = plan.routes[action].second
            if second is not None:
                templates.append((action, 1, second))
    templates += [(action, 0, found.first) for action, found in plan.routes.items()]
    options = set(plan.routes)
    found: dict[Key, Any] = {}
    for other in keys:
        if other in plan.groups or other == selected:
            continue
        if other in BUTTONS and plan.routes and view.seats[seat].faction == "marquise":
            found[other] = BUTTONS[other]
            continue
        for action, role, key in templates:
            meant = stand_in(action, role, key, other, view)
            if meant is not None and meant not in options:
                found[other] = meant
                break
    return found
