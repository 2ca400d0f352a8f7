"""``Rng.rolls`` (the odds calculators' many dice at once) draws exactly what as many ``roll`` calls would."""

from __future__ import annotations

import pytest

from engines.core.rng import Rng


@pytest.mark.parametrize("make", [lambda: Rng(seed=12345), lambda: Rng.from_seed(7)], ids=["unkeyed", "keyed"])
def test_rolls_are_the_same_draws_as_rolling_one_die_at_a_time(make: object) -> None:
    many, single = make(), make()  # type: ignore[operator]
    for count, sides in ((1, 10), (17, 10), (5, 6), (9, 7), (0, 10), (4, 2), (3, 200)):
        assert many.rolls(count, sides) == [single.roll(sides) for _ in range(count)]
    assert many.draws == single.draws
    assert many.roll(10) == single.roll(10)
