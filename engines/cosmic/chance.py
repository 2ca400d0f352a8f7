"""The game's chance: dice rolled and piles shuffled, each with as few generator draws as possible."""

from __future__ import annotations

from engines.cosmic.state import CosmicState


def roll(state: CosmicState, faces: tuple[int, ...], count: int) -> list[int]:
    """Roll ``count`` six-sided dice with these faces using one draw from the generator."""
    if count <= 0:
        return []
    value = state.rng.below(6**count)
    out = []
    for _ in range(count):
        value, face = divmod(value, 6)
        out.append(faces[face])
    return out


def _schedule(length: int) -> tuple[tuple[int, int], ...]:
    """For a list of this length: each generator draw's span and how many swap positions it packs."""
    plan = []
    i = length - 1
    while i > 0:
        span, count = 1, 0
        while i - count > 0 and span * (i - count + 1) < 1 << 62:
            span *= i - count + 1
            count += 1
        plan.append((span, count))
        i -= count
    return tuple(plan)


SCHEDULES: dict[int, tuple[tuple[int, int], ...]] = {}


def shuffle(state: CosmicState, items: list[int]) -> None:
    """Fisher-Yates with several swap positions drawn from one generator call (same result every run)."""
    length = len(items)
    plan = SCHEDULES.get(length)
    if plan is None:
        plan = SCHEDULES[length] = _schedule(length)
    below = state.rng.below
    i = length - 1
    for span, count in plan:
        value = below(span)
        for _ in range(count):
            value, j = divmod(value, i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
