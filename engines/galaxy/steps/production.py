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
    in ``system``, the Warfare secondary, LRR 99.3), "one_ship" (Sling Relay), "planet"
    (Integrated Economy on ``planet``) or "system" (an effect that produces in ``system`` without a
    unit with PRODUCTION: ships in space, ground forces on the seat's planets there; Freelancers).
    ``limit`` caps the units (-1: the production value of the units in the system; none for "planet" and
    "system"); ``cost_cap`` caps the cost before discounts (-1: none) and ``unit_cost_cap`` each unit's cost;
    ``currency`` is what pays: "resources", or "either" when influence may stand in for resources;
    ``windowed`` says the "when:production" window was opened.
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
    currency: str = "resources"
    unit_cost_cap: int = -1
