"""Producing units (LRR 67, 68): the order, then the payment (a ``Pay`` step), then the units."""

from __future__ import annotations

import msgspec

from engines.galaxy.steps.base import Step


class Order(msgspec.Struct, array_like=True):
    """``count`` units of ``kind`` to place at ``place`` ("" is the space area, else a planet)."""

    kind: str
    place: str
    count: int = 1


class Production(Step, kw_only=True):
    """``seat`` produces units in ``system``: orders units, then pays, then they are placed.

    ``purpose`` is who asked: "tactical" (the production step, LRR 89.5), "home_dock" (one space dock
    in ``system``, the Warfare secondary, LRR 99.3), "one_ship" (Sling Relay) or "planet"
    (Integrated Economy on ``planet``). ``limit`` caps the units (-1: the production value of the units
    in the system); ``cost_cap`` caps the cost before discounts (-1: none); ``windowed`` says the
    "when:production" window was opened.
    """

    system: int
    purpose: str = "tactical"
    planet: str = ""
    limit: int = -1
    cost_cap: int = -1
    stage: str = "order"
    order: list[Order] = []
    discounts: list[str] = []
    windowed: bool = False
