"""What players read about each card and ability: assets/galaxy/text/<kind>.json, loaded once and checked."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import msgspec

from engines.core.paths import game_assets
from engines.galaxy.content.loading import ContentError

KINDS = (
    "strategy_cards", "technologies", "objectives", "agendas", "action_cards", "promissory", "exploration",
    "relics", "faction_abilities", "faction_units", "leaders", "factions", "legendary_planets", "units",
)
SOURCES = ("rulebook", "house")


class TextEntry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One readable entry. Only name, text and source are always there; the rest belong to some kinds."""

    name: str
    text: str
    source: str
    timing: str = ""
    faction: str = ""
    primary: str = ""
    secondary: str = ""
    outcomes: dict[str, str] = {}
    unlock: str = ""
    ability: str = ""
    printed_text: str = ""
    printed_unlock: str = ""


class _TextFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    kind: str
    entries: dict[str, TextEntry]
    about: str = ""


def text_dir() -> Path:
    return game_assets("galaxy") / "text"


def decode(path: Path, schema: type[Any], entries: dict[str, type[Any]]) -> Any:
    """Decode one content file; on a schema error, name the entry of ``entries`` (field -> entry type) at fault."""
    try:
        raw = path.read_bytes()
        return msgspec.json.decode(raw, type=schema)
    except OSError as error:
        raise ContentError(f"{path.name}: cannot be read ({error.strerror})") from None
    except msgspec.ValidationError as error:  # a subclass of DecodeError: test it first
        raise ContentError(f"{path.name}: {_culprit(raw, entries) or error}") from None
    except msgspec.DecodeError as error:
        raise ContentError(f"{path.name}: {error}") from None


def _culprit(raw: bytes, entries: dict[str, type[Any]]) -> str:
    data = msgspec.json.decode(raw)
    for field, entry_type in entries.items():
        mapping = data.get(field) if isinstance(data, dict) else None
        for key, value in (mapping or {}).items() if isinstance(mapping, dict) else ():
            try:
                msgspec.convert(value, entry_type)
            except msgspec.ValidationError as error:
                return f"entry {key!r}: {error}"
    return ""


def read_kind(path: Path) -> dict[str, TextEntry]:
    """One text file, decoded and checked entry by entry; ContentError names the first bad entry."""
    data: _TextFile = decode(path, _TextFile, {"entries": TextEntry})
    if data.kind != path.stem:
        raise ContentError(f"{path.name}: says it holds {data.kind!r}, not {path.stem!r}")
    for key, entry in data.entries.items():
        problem = entry_problem(entry)
        if problem:
            raise ContentError(f"{path.name}: entry {key!r}: {problem}")
    return data.entries


def entry_problem(entry: TextEntry) -> str:
    """What is wrong with one entry, or an empty string."""
    if entry.source not in SOURCES:
        return f"source must be rulebook or house, not {entry.source!r}"
    for field in ("name", "text"):
        value = getattr(entry, field)
        if not value.strip():
            return f"{field} is empty"
        if "TODO" in value or "TBD" in value:
            return f"{field} is a placeholder: {value!r}"
    empty = [k for k, v in entry.outcomes.items() if not v.strip()]
    if empty:
        return f"outcome {empty[0]!r} has no text"
    return ""


def read_texts(directory: Path | None = None) -> dict[str, dict[str, TextEntry]]:
    """Every kind's entries from ``directory`` (default: the bundled texts)."""
    folder = directory or text_dir()
    return {kind: read_kind(folder / f"{kind}.json") for kind in KINDS}


@cache
def catalogue() -> dict[str, dict[str, TextEntry]]:
    """The bundled texts, loaded and cross-checked against the card facts once."""
    from engines.galaxy.content.check import check  # the check reads these texts too

    texts = read_texts()
    check(texts=texts)
    return texts


def entry(kind: str, key: str) -> TextEntry:
    """One entry; KeyError names the kind and the id."""
    try:
        return catalogue()[kind][key]
    except KeyError:
        raise KeyError(f"no {kind} text for {key!r}") from None


def text(kind: str, key: str) -> str:
    """The text a player reads for one card or ability."""
    return entry(kind, key).text


def name(kind: str, key: str) -> str:
    """The printed name of one card or ability."""
    return entry(kind, key).name
