"""The state's generator on the hot path: engines.core.rng's numbers exactly, one call instead of three.

``Rng.below`` calls ``next64`` which calls ``_mix``; a draw, a planet deck shuffle and a rolled S#
are frequent enough in a random game that the two extra calls show in `starboard simulate`. These
functions repeat the same splitmix64 steps inline, so the same seed gives the same numbers.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from engines.core.rng import Rng

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB

T = TypeVar("T")


def below(rng: Rng, n: int) -> int:
    """``rng.below(n)`` for n > 0: a uniform integer in [0, n)."""
    draws = rng.draws + 1
    rng.draws = draws
    z = (rng.seed + draws * _GAMMA) & _MASK
    z = ((z ^ (z >> 30)) * _M1) & _MASK
    z = ((z ^ (z >> 27)) * _M2) & _MASK
    z ^= z >> 31
    limit = _LIMITS[n - 1] if n <= len(_LIMITS) else _limit(n)
    while z >= limit:  # rejected (odds below n in 2**64): the generator's own loop goes on
        z = rng.next64()
    return z % n


def _limit(n: int) -> int:
    """Draws at or above this are rejected for a bound of n (never for a power of two)."""
    return 1 << 64 if n & (n - 1) == 0 else _MASK - (_MASK % n)


_LIMITS = [_limit(i + 1) for i in range(128)]  # _LIMITS[i]: the rejection limit for the bound i + 1


def shuffle(rng: Rng, items: MutableSequence[T]) -> None:
    """``rng.shuffle(items)``: the same Fisher-Yates swaps."""
    last = len(items) - 1
    if last >= len(_LIMITS):
        rng.shuffle(items)
        return
    draws = rng.draws
    point = rng.seed + draws * _GAMMA
    for i in range(last, 0, -1):
        point += _GAMMA
        z = point & _MASK
        z = ((z ^ (z >> 30)) * _M1) & _MASK
        z = ((z ^ (z >> 27)) * _M2) & _MASK
        z ^= z >> 31
        draws += 1
        if z >= _LIMITS[i]:
            rng.draws = draws
            while z >= _LIMITS[i]:
                z = rng.next64()
            draws = rng.draws
            point = rng.seed + draws * _GAMMA
        j = z % (i + 1)
        items[i], items[j] = items[j], items[i]
    rng.draws = draws
