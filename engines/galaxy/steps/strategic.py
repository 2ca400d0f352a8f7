"""A strategic action (LRR 82): the primary ability, then the secondary offered clockwise."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class StrategicAction(Step, kw_only=True):
    """``seat`` resolves ``card``'s primary, then each other seat in ``order`` (clockwise from the
    active player's left) may resolve its secondary; ``index`` is the next seat of ``order`` to ask.
    ``free`` lists the seats that resolve the secondary without a command token (Trade's step 3)."""

    card: str
    stage: str = "primary"
    order: list[int] = []
    index: int = 0
    free: list[int] = []


class CardAbility(Step, kw_only=True):
    """One strategy card's primary or secondary ability being resolved by ``seat``.

    ``part`` is "primary" or "secondary"; ``stage`` counts the card's own steps (its handler in
    ``engines/galaxy/strategic/`` says what each means); ``paid`` is influence or resources spent
    so far where the card lets a player spend any amount; ``picks`` holds what was chosen so far
    (planets readied, players chosen...); ``system`` a system chosen by the ability.
    """

    card: str
    part: str
    stage: int = 0
    paid: int = 0
    picks: list[str] = []
    system: int = -1
