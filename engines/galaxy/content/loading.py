"""Shared loading for the content files: decode against a schema, name the bad entry on failure."""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

from engines.core.paths import game_assets

T = TypeVar("T")


class ContentError(ValueError):
    """A content file is damaged or an entry breaks the schema; the message names the entry."""


def load(name: str, schema: type[T]) -> T:
    """Decode ``assets/galaxy/<name>`` against ``schema``; ContentError says where it broke."""
    path = game_assets("galaxy") / name
    try:
        return msgspec.json.decode(path.read_bytes(), type=schema)
    except OSError as error:
        raise ContentError(f"{name}: cannot read it ({error.strerror or error})") from None
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise ContentError(f"{name}: {error}") from None


def check_unique(name: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for entry in ids:
        if entry in seen:
            raise ContentError(f"{name}: the id {entry!r} appears twice")
        seen.add(entry)


def check_source(name: str, entries: list[Any]) -> None:
    for entry in entries:
        if entry.source not in ("rulebook", "house"):
            raise ContentError(f"{name}: {entry.id}: source must be rulebook or house, not {entry.source!r}")
