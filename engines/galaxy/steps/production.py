"""Producing units (LRR 67, 68) and paying for things with planets and trade goods (LRR 75, 47, 93)."""

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
    in the home system, the Warfare secondary, LRR 99.3), "one_ship" (Sling Relay) or "planet"
    (Integrated Economy on ``planet``). ``limit`` caps the units (-1: the production value of the units
    in the system); ``cost_cap`` caps the cost before discounts (-1: none).
    """

    system: int
    purpose: str = "tactical"
    planet: str = ""
    limit: int = -1
    cost_cap: int = -1
    stage: str = "order"
    order: list[Order] = []
    discounts: list[str] = []


class Payment(Step, kw_only=True):
    """``seat`` pays ``amount`` of ``currency`` ("resources" or "influence") by exhausting planets and trade goods.

    Nothing is spent until the player confirms. On confirm the step below moves to its stage ``paid``;
    on cancel to ``cancelled`` (those are stage names of the step that asked for the payment).
    """

    amount: int
    currency: str = "resources"
    planets: list[str] = []
    trade_goods: int = 0
    paid: str = ""
    cancelled: str = ""
    reason: str = ""
