"""The seeded random generator every game keeps inside its state.

A counter-based splitmix64: the whole generator is two integers, so it clones and
serialises for free, and the same seed with the same calls gives the same numbers on
every platform and Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

import msgspec

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

T = TypeVar("T")


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng(msgspec.Struct):
    """Deterministic generator stored in game state; mutate it only through its methods."""

    seed: int
    draws: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(seed=_mix(seed & _MASK))

    def next64(self) -> int:
        self.draws += 1
        return _mix((self.seed + self.draws * _GAMMA) & _MASK)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n & (n - 1) == 0:
            return self.next64() & (n - 1)
        limit = _MASK - (_MASK % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def roll(self, sides: int) -> int:
        """A die roll from 1 to sides."""
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """A generator for a sub-task (a bot's playouts) that does not disturb this one."""
        return Rng(seed=_mix(self.next64()))
