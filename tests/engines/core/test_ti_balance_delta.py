"""The replay patches (engines/core/delta.py) on data Python's == confuses: the example Hypothesis found in
test_seat_replay's property test during the ti-balance session."""

from __future__ import annotations

from engines.core.delta import diff, patch


def test_a_patch_tells_false_from_zero_inside_a_list() -> None:
    old, new = [False, False, False], [False, False, 0]  # equal to ==, different as JSON
    change = diff(old, new)
    assert change is not None
    patched = patch(old, change)
    assert patched == new and type(patched[2]) is int


def test_the_same_object_with_its_keys_in_another_order_needs_no_patch() -> None:
    assert diff({"a": 1, "b": [1, 2]}, {"b": [1, 2], "a": 1}) is None
