"""The tile placement rules: ring by ring, no anomaly beside an anomaly and no matching
wormholes side by side unless every choice would break one (house reading of the base rules)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from engines.galaxy.adjacency import Links
from engines.galaxy.hexes import ring_of
from engines.galaxy.mapstring import OPEN
from engines.galaxy.tiles import catalogue


@cache
def _traits(tile_id: str) -> tuple[bool, frozenset[str]]:
    tile = catalogue()[tile_id]
    return tile.is_anomaly, frozenset(tile.wormholes)


def breaks(tile_id: str, position: int, tokens: Sequence[str], links: Links) -> str:
    """Which placement rule putting ``tile_id`` at ``position`` breaks, or an empty string."""
    anomaly, wormholes = _traits(tile_id)
    if not anomaly and not wormholes:
        return ""
    for other in links[position]:
        token = tokens[other]
        if token not in catalogue() or other == position:
            continue
        other_anomaly, other_wormholes = _traits(token)
        if anomaly and other_anomaly:
            return f"an anomaly may not go beside the anomaly at position {other}"
        shared = wormholes & other_wormholes
        if shared:
            return f"a {min(shared)} wormhole may not go beside the {min(shared)} wormhole at position {other}"
    return ""


def open_positions(tokens: Sequence[str]) -> list[int]:
    return [p for p, t in enumerate(tokens) if t == OPEN]


def current_ring(tokens: Sequence[str]) -> int | None:
    """The innermost ring that still has an open system position (None when the galaxy is full)."""
    rings = [ring_of(p) for p in open_positions(tokens)]
    return min(rings) if rings else None


def ring_openings(tokens: Sequence[str]) -> list[int]:
    """Open positions of the innermost unfinished ring: the only places a tile may go now."""
    ring = current_ring(tokens)
    return [p for p in open_positions(tokens) if ring_of(p) == ring]


def legal_pairs(hand: Iterable[str], tokens: Sequence[str], links: Links) -> list[tuple[str, int]]:
    """Every (tile, position) the placer may choose; rule-breaking ones only if nothing else is left."""
    spots = ring_openings(tokens)
    pairs = [(t, p) for t in dict.fromkeys(hand) for p in spots]
    clean = [(t, p) for t, p in pairs if not breaks(t, p, tokens, links)]
    return clean or pairs


def violations(tokens: Sequence[str], links: Links) -> list[tuple[int, int]]:
    """Pairs of positions that break a placement rule (for checks and tests)."""
    tiles = catalogue()
    return [(a, b) for a, others in links.items() for b in others
            if a < b and tokens[a] in tiles and tokens[b] in tiles and clash(tokens[a], tokens[b])]


def clashes_touching(tokens: Sequence[str], links: Links, spots: Iterable[int]) -> int:
    """How many rule-breaking pairs include one of ``spots``."""
    tiles = catalogue()
    pairs = {(min(a, b), max(a, b)) for a in spots for b in links[a]
             if tokens[a] in tiles and tokens[b] in tiles and clash(tokens[a], tokens[b])}
    return len(pairs)


def clash(first: str, second: str) -> bool:
    """True when two tiles may not lie beside each other."""
    a_anomaly, a_worms = _traits(first)
    b_anomaly, b_worms = _traits(second)
    return (a_anomaly and b_anomaly) or bool(a_worms & b_worms)
