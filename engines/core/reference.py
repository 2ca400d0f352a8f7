"""The rules references shipped in assets/<game>/rules.md: their entries by clause id, and the entry a
citation means (an engine may cite "Law 4.3.1.II" or "LRR 78.7" where the reference has a section)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import msgspec

from engines.core.paths import assets_dir, game_assets

REFERENCE_FILE = "rules.md"
# An entry starts with its id in bold: "**LW-ACQ-9**", "**LP.4.1**", "**Law 4.3.1.II**", "**LRR 78**".
ENTRY_ID = re.compile(r"\*\*((?:Law|LRR) \d+(?:\.[0-9A-Za-z]+)*|[A-Z][A-Z0-9]*(?:[-.][A-Za-z0-9]+)+)\*\*")
# The same ids inside running text (a refusal's reason, a code comment): no bold markers needed.
CITATION = re.compile(r"\b(?:Law|LRR) \d+(?:\.[0-9A-Za-z]+)*|\b[A-Z]{2,}(?:[-.][A-Za-z0-9]+)+")


class Entry(msgspec.Struct, frozen=True):
    """One rule of a reference: its id, the line it starts on (0-based) and its text without the id."""

    id: str
    line: int
    text: str


class Reference(msgspec.Struct, frozen=True):
    """One game's reference: its title, its markdown and its entries in reading order."""

    game: str
    title: str
    markdown: str
    entries: dict[str, Entry]

    def resolve(self, citation: str) -> str | None:
        """The id of the entry ``citation`` means: itself, or the nearest section that holds it."""
        return next((c for c in candidates(citation) if c in self.entries), None)


def reference_path(game_id: str) -> Path:
    return game_assets(game_id) / REFERENCE_FILE


def reference_games() -> list[str]:
    """The games that ship a reference, in folder order."""
    return sorted(p.parent.name for p in assets_dir().glob(f"*/{REFERENCE_FILE}"))


@functools.cache
def load_reference(game_id: str) -> Reference | None:
    """The game's reference, or None when it ships none."""
    path = reference_path(game_id)
    if not path.is_file():
        return None
    return parse(game_id, path.read_text(encoding="utf-8"))


def parse(game_id: str, markdown: str) -> Reference:
    """Entries are the lines (list items or headings) that begin with a bold id; the title is the first
    level-one heading."""
    lines = markdown.splitlines()
    title = next((line[2:].strip() for line in lines if line.startswith("# ")), game_id)
    entries: dict[str, Entry] = {}
    for number, line in enumerate(lines):
        found = ENTRY_ID.match(line.lstrip("-#0123456789. "))
        if found and found[1] not in entries:
            entries[found[1]] = Entry(found[1], number, line[line.index(found[0]) + len(found[0]):].strip())
    return Reference(game_id, title, markdown, entries)


def candidates(citation: str) -> Iterator[str]:
    """``citation`` and then ever shorter forms of it, each also with the Lost Powers' other separator
    (LP-5.3 is section LP.5.3): "Law 4.3.1.II", "Law 4.3.1", "Law 4.3", "Law 4". Forms without a digit
    (LW-ACQ) are too vague to mean an entry and end the list."""
    form = citation.strip()
    while form := form.rstrip(".- "):
        if not any(ch.isdigit() for ch in form):
            return
        yield form
        split = re.match(r"([A-Z]+)([-.])(.+)", form)
        if split:
            yield split[1] + ("." if split[2] == "-" else "-") + split[3]
        cut = max(form.rfind("."), form.rfind("-"), form.rfind(" "))
        if cut <= 0:
            return
        form = form[:cut]


def find(citation: str, game_id: str | None = None) -> tuple[str, str] | None:
    """(game, entry id) for a citation: in ``game_id``'s reference first, then in any other."""
    games = reference_games()
    order = ([game_id] if game_id in games else []) + [g for g in games if g != game_id]
    for game in order:
        reference = load_reference(game)
        entry = reference.resolve(citation) if reference else None
        if entry is not None:
            return game, entry
    return None


def citations(text: str) -> list[str]:
    """The clause ids named in a piece of text, in order, each once (a family such as "LW-GAP" is no id)."""
    return list(dict.fromkeys(c for c in CITATION.findall(text) if any(ch.isdigit() for ch in c)))
