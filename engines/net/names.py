"""Names people give themselves: cleaned of what cannot be seen, and unique in a room by how they read.

A zero-width space, a right-to-left override or a byte-order mark can make two different names look
the same, or turn a name backwards on screen; none of them belongs in a name. Two names that read the
same (whatever their case, width or composed form) are the same name, so nobody can pass for the
host or another player.
"""

from __future__ import annotations

import re
import unicodedata

INVISIBLE = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}  # controls, format (zero-width, direction, BOM), unassigned
_SPACES = re.compile(r"\s+")
_MARKERS = re.compile(r"[{}]")  # braces would read as {p0} seat markers in prompts


def clean_name(text: str) -> str:
    """The name as it will be shown: composed, without invisible characters, spaces collapsed."""
    text = unicodedata.normalize("NFC", text)
    kept = "".join(" " if unicodedata.category(c) == "Zs" else c for c in text
                   if unicodedata.category(c) not in INVISIBLE)
    return _SPACES.sub(" ", _MARKERS.sub("", kept)).strip()


def name_key(name: str) -> str:
    """What makes two names the same: how they read, ignoring case, width and spacing."""
    return _SPACES.sub("", unicodedata.normalize("NFKC", clean_name(name)).casefold())


def unique(name: str, taken: list[str]) -> str:
    """``name``, or ``name (2)``, ``name (3)``... so that it reads unlike every name in ``taken``."""
    used = {name_key(t) for t in taken}
    candidate, n = name, 2
    while name_key(candidate) in used:
        candidate, n = f"{name} ({n})", n + 1
    return candidate


def name_too_long(given: str, limit: int) -> str:
    """Why a name asked for is too long, or '' (what is invisible does not count, up to a point)."""
    length = len(given) if len(given) > 4 * limit else len(clean_name(given))
    if length <= limit:
        return ""
    return f"Your name is too long ({length} characters): names are at most {limit} characters."
