"""Differences between two pieces of plain JSON data, so a run of similar views stores small.

A patch is one of ``{"=": value}`` (replace), ``{"{": {key: patch}, "-": [keys]}`` (change some keys
of an object, drop others) or ``{"[": {index: patch}}`` (change some items of a list of the same
length). ``None`` means no change.
"""

from __future__ import annotations

from typing import Any

import msgspec

_encode = msgspec.json.Encoder().encode


class PatchError(ValueError):
    """A patch that does not fit the data it is applied to."""


def diff(old: Any, new: Any) -> dict[str, Any] | None:
    """The patch that turns ``old`` into ``new`` (None when they are equal)."""
    # Python's == takes False for 0 and 1 for 1.0 inside containers; the encodings tell them apart.
    if type(old) is type(new) and old == new and (not isinstance(old, dict | list) or _encode(old) == _encode(new)):
        return None
    if isinstance(old, dict) and isinstance(new, dict):
        changed = {}
        for key, value in new.items():
            if key not in old:
                changed[key] = {"=": value}
                continue
            inner = diff(old[key], value)
            if inner is not None:
                changed[key] = inner
        dropped = [key for key in old if key not in new]
        if not changed and not dropped:  # the same object, its keys in another order
            return None
        patch: dict[str, Any] = {"{": changed}
        if dropped:
            patch["-"] = dropped
        return patch
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        items = {}
        for index, (before, after) in enumerate(zip(old, new, strict=True)):
            inner = diff(before, after)
            if inner is not None:
                items[str(index)] = inner
        if not items:
            return None
        # A list whose items nearly all changed is smaller written out again.
        if len(items) * 2 <= len(new):
            return {"[": items}
    return {"=": new}


def patch(old: Any, change: dict[str, Any] | None) -> Any:
    """``old`` with ``change`` applied; ``old`` itself is left as it was."""
    if change is None:
        return old
    if not isinstance(change, dict):
        raise PatchError("a patch must be an object")
    if "=" in change:
        return change["="]
    if "{" in change:
        if not isinstance(old, dict):
            raise PatchError("an object patch on something that is not an object")
        result = {key: value for key, value in old.items() if key not in change.get("-", [])}
        for key, inner in change["{"].items():
            result[key] = patch(old.get(key), inner) if key in old else patch(None, inner)
        return result
    if "[" in change:
        if not isinstance(old, list):
            raise PatchError("a list patch on something that is not a list")
        items = list(old)
        for key, inner in change["["].items():
            index = int(key)
            if not 0 <= index < len(items):
                raise PatchError(f"a list patch at {index} on a list of {len(items)}")
            items[index] = patch(items[index], inner)
        return items
    raise PatchError("a patch must replace, change an object or change a list")
