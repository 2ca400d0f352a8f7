"""Galaxy generator: a random galaxy that follows the placement rules, or a balanced one.

Random: the layout's blue and red tiles are drawn from the setup pool and laid ring by ring,
each position taking the first drawn tile that breaks no placement rule; clashes left over are
repaired by swaps. Balanced: swaps that narrow the gap between the best and the worst seat
are kept, over a few restarts, without ever adding a clash.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from engines.core.rng import Rng
from engines.galaxy.adjacency import Links
from engines.galaxy.balance import Shares, layout_shares, seat_scores, spread, tile_value
from engines.galaxy.layouts import Layout, layout_links
from engines.galaxy.mapstring import GalaxyMap, format_map
from engines.galaxy.placement import breaks, clashes_touching, open_positions, violations
from engines.galaxy.tiles import pool

RESTARTS = 4
SWAPS = 1500


class Generated(msgspec.Struct):
    """A generated galaxy with each seat's balance score."""

    layout: str
    map_string: str
    scores: list[float]
    clashes: int


def draw_tiles(layout: Layout, rng: Rng) -> list[str]:
    """The layout's count of blue and red tiles, drawn at random from the setup pool."""
    chosen: list[str] = []
    for colour in ("blue", "red"):
        tiles = pool(colour)
        rng.shuffle(tiles)
        chosen += tiles[: layout.total(colour)]
    rng.shuffle(chosen)
    return chosen


def lay_out(layout: Layout, tiles: Sequence[str], links: Links) -> list[str]:
    """Fill the open positions ring by ring, each with the first tile that breaks no rule."""
    tokens = list(layout.skeleton_map().tokens)
    left = list(tiles)
    for position in open_positions(tokens):
        pick = next((t for t in left if not breaks(t, position, tokens, links)), left[0])
        left.remove(pick)
        tokens[position] = pick
    return tokens


def _swap(tokens: list[str], a: int, b: int) -> None:
    tokens[a], tokens[b] = tokens[b], tokens[a]


def repair(tokens: list[str], spots: Sequence[int], links: Links, rng: Rng) -> None:
    """Swap tiles away from clashes while that lowers the number of clashes."""
    for _ in range(200):
        clashes = violations(tokens, links)
        if not clashes:
            return
        a = rng.choice(rng.choice(clashes))
        b = rng.choice(spots)
        before = clashes_touching(tokens, links, (a, b))
        _swap(tokens, a, b)
        if clashes_touching(tokens, links, (a, b)) > before:
            _swap(tokens, a, b)


def balance(tokens: list[str], spots: Sequence[int], shares: Shares, links: Links, rng: Rng) -> list[float]:
    """Keep swaps that narrow the score gap and add no clash; returns the unrounded scores."""
    scores = [float(s) for s in seat_scores(tokens, shares)]
    gap = spread(scores)
    # Each swap draws two positions, whatever becomes of it: all the draws at once are the same numbers.
    picks = rng.rolls(2 * SWAPS, len(spots))
    for index in range(0, 2 * SWAPS, 2):
        a, b = spots[picks[index] - 1], spots[picks[index + 1] - 1]
        delta = tile_value(tokens[b]) - tile_value(tokens[a])
        if a == b or not delta:
            continue
        row_a, row_b = shares.rows[a], shares.rows[b]
        trial = [s + delta * (ra - rb) for s, ra, rb in zip(scores, row_a, row_b, strict=True)]
        trial_gap = max(trial) - min(trial)  # ``spread``, inline (a row is never empty): thousands a galaxy
        if trial_gap >= gap:
            continue
        before = clashes_touching(tokens, links, (a, b))
        _swap(tokens, a, b)
        if clashes_touching(tokens, links, (a, b)) > before:
            _swap(tokens, a, b)
            continue
        scores, gap = trial, trial_gap
    return scores


def generate(layout: Layout, rng: Rng, balanced: bool = False) -> Generated:
    """A galaxy for ``layout``; balanced mode keeps the fairest of a few searches."""
    links = layout_links(layout.id)
    shares = layout_shares(layout.id)
    spots = open_positions(layout.skeleton_map().tokens)
    best: list[str] = []
    for _ in range(RESTARTS if balanced else 1):
        tokens = lay_out(layout, draw_tiles(layout, rng), links)
        repair(tokens, spots, links, rng)
        if balanced:
            balance(tokens, spots, shares, links, rng)
        if not best or _rank(tokens, shares, links) < _rank(best, shares, links):
            best = tokens
    text = format_map(GalaxyMap(best))
    return Generated(layout.id, text, seat_scores(best, shares), len(violations(best, links)))


def _rank(tokens: list[str], shares: Shares, links: Links) -> tuple[int, float]:
    return len(violations(tokens, links)), spread(seat_scores(tokens, shares))

