"""The base of every step: a tagged msgspec struct named after its procedure."""

from __future__ import annotations

import msgspec

from engines.core.contract import snake


class Step(msgspec.Struct, tag_field="step", tag=snake, kw_only=True):
    """A procedure in progress. ``seat`` is whose procedure it is (-1: the table's)."""

    seat: int = -1
