"""The community map string: positions ring by ring from the centre, one token each.

Tokens: a system tile number ("26"), ``0`` a home-system placeholder, ``-1`` no tile, and a
hyperlane as number, side and clockwise rotation ("83A2"). The centre (Mecatol Rex, tile 18)
is implied; a first token in braces ("{82}", "{-1}") replaces it. Commas count as spaces.
Canonical strings (single spaces, upper-case sides, no leading zeros) round-trip exactly.
"""

from __future__ import annotations

import re

import msgspec

from engines.galaxy.tiles import MECATOL_TILE, catalogue

HOME = "0"
EMPTY = "-1"
OPEN = "?"  # a system position not filled yet (the builder's own marker; exported as -1)
_NUMBER = re.compile(r"^-?\d+$")
_HYPERLANE = re.compile(r"^(\d+)([AB])(\d)$", re.IGNORECASE)
_SHAPES = "a tile number, 0 (home), -1 (no tile) or a hyperlane such as 83A2"


class MapStringError(ValueError):
    """A map string that cannot be read; the message names the token and its position."""


class GalaxyMap(msgspec.Struct):
    """A galaxy as map-string tokens: ``tokens[p]`` is position p, ``tokens[0]`` the centre."""

    tokens: list[str]
    explicit_centre: bool = False

    def to_string(self) -> str:
        return format_map(self)

    def kind(self, position: int) -> str:
        """system, home, empty, hyperlane or open; positions past the end are empty."""
        return token_kind(self.tokens[position]) if position < len(self.tokens) else "empty"


def token_kind(token: str) -> str:
    """What a canonical token stands for."""
    if token == HOME:
        return "home"
    if token == EMPTY:
        return "empty"
    if token == OPEN:
        return "open"
    if token[-2:-1] in ("A", "B"):
        return "hyperlane"
    return "system"


def hyperlane_parts(token: str) -> tuple[str, int]:
    """("83A", 2) from "83A2"."""
    return token[:-1], int(token[-1])


def parse_map(text: str, repeats: list[str] | None = None) -> GalaxyMap:
    """Read a map string; raise MapStringError naming the first bad token and its position.

    A system tile may appear once. Given a ``repeats`` list, a repeated tile is kept instead and a
    line naming it is added to the list (community strings sometimes repeat an empty system).
    """
    words = text.replace(",", " ").split()
    if not words:
        raise MapStringError("the map string is empty")
    explicit = words[0].startswith("{")
    centre = MECATOL_TILE
    if explicit:
        centre = _centre_token(words.pop(0))
    tokens = [centre]
    seen: dict[str, int] = {centre: 0} if token_kind(centre) == "system" else {}
    for position, word in enumerate(words, start=1):
        token = canonical(word, position)
        if token_kind(token) == "system":
            if token in seen:
                if repeats is None:
                    raise _error(word, position, f"tile {token} is already at position {seen[token]}")
                repeats.append(f"tile {token} is at position {seen[token]} and again at position {position}")
            else:
                seen[token] = position
        tokens.append(token)
    return GalaxyMap(tokens, explicit)


def _centre_token(word: str) -> str:
    if not word.endswith("}") or len(word) < 3:
        raise _error(word, 0, "a centre tile is written in braces, like {18} or {-1}")
    return canonical(word[1:-1], 0)


def canonical(word: str, position: int) -> str:
    """The canonical form of one token, or MapStringError."""
    if word.startswith("{") or word.endswith("}"):
        raise _error(word, position, "only the first token may name the centre in braces")
    if _NUMBER.match(word):
        return _number_token(word, position)
    match = _HYPERLANE.match(word)
    if not match and _HYPERLANE.match(word + "0"):
        raise _error(word, position, f"a hyperlane needs its rotation 0 to 5, like {word.upper()}0")
    if not match:
        raise _error(word, position, f"expected {_SHAPES}")
    tile_id = f"{int(match.group(1))}{match.group(2).upper()}"
    known = catalogue().get(tile_id)
    if known is None or known.kind != "hyperlane":
        raise _error(word, position, f"there is no hyperlane tile {tile_id} (83A to 91B)")
    rotation = int(match.group(3))
    if rotation > 5:
        raise _error(word, position, f"rotation {rotation} must be 0 to 5 (steps of 60 degrees clockwise)")
    return f"{tile_id}{rotation}"


def _number_token(word: str, position: int) -> str:
    number = int(word)
    if number == 0:
        return HOME
    if number < 0:
        if number != -1:
            raise _error(word, position, f"expected {_SHAPES}")
        return EMPTY
    known = catalogue().get(str(number))
    if known is None:
        if f"{number}A" in catalogue():
            raise _error(word, position, f"tile {number} is a hyperlane: give its side and rotation, like {number}A0")
        raise _error(word, position, "there is no such system tile (1 to 82)")
    return str(number)


def _error(word: str, position: int, why: str) -> MapStringError:
    return MapStringError(f"map string: token {word!r} at position {position}: {why}")


def format_map(galaxy: GalaxyMap) -> str:
    """The canonical map string; open positions are written as -1."""
    body = [EMPTY if t == OPEN else t for t in galaxy.tokens[1:]]
    if galaxy.explicit_centre:
        centre = EMPTY if galaxy.tokens[0] == OPEN else galaxy.tokens[0]
        body.insert(0, "{" + centre + "}")
    return " ".join(body)
