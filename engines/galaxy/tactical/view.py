"""What the table needs to draw a tactical action in progress: its steps as they stand (all public), and
the numbers of a production order and of a payment as the engine counts them."""

from __future__ import annotations

import msgspec

from engines.galaxy.state import TIState
from engines.galaxy.steps import Step
from engines.galaxy.steps.combat import AssignHits, GroundCombat, SpaceCannonOffence, SpaceCombat
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.movement import Movement
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.tactical import TacticalAction


class ProductionSums(msgspec.Struct, frozen=True):
    """A production order's numbers: units ordered, the most allowed (-1: no limit but the cost cap),
    the cost before and after discounts, and the most the seat could spend on it now."""

    ordered: int
    allowed: int
    cost: int
    price: int
    spendable: int


class PaymentView(msgspec.Struct, frozen=True):
    """A payment in progress: ``seat`` pays ``amount`` ``kind`` (resources or influence), ``paid`` so far."""

    seat: int
    kind: str
    amount: int
    paid: int
    trade_goods: bool
    why: str


class TacticalView(msgspec.Struct, frozen=True):
    """The tactical action and, when they are under way, its movement, combat, hits, invasion, production."""

    action: TacticalAction | None = None
    movement: Movement | None = None
    space_cannon: SpaceCannonOffence | None = None
    space_combat: SpaceCombat | None = None
    ground_combat: GroundCombat | None = None
    hits: AssignHits | None = None
    invasion: Invasion | None = None
    production: Production | None = None
    sums: ProductionSums | None = None


_NAMES: dict[type, str] = {TacticalAction: "action", Movement: "movement", SpaceCannonOffence: "space_cannon",
                           SpaceCombat: "space_combat", GroundCombat: "ground_combat", AssignHits: "hits",
                           Invasion: "invasion", Production: "production"}


def tactical_view(state: TIState) -> TacticalView | None:
    """The innermost step of each kind, or None outside a tactical action and its productions."""
    found: dict[str, object] = {}
    for step in state.stack:
        name = _NAMES.get(type(step))
        if name is not None:
            # A deep copy: the view goes to another thread while the engine changes the step's lists.
            found[name] = msgspec.msgpack.decode(msgspec.msgpack.encode(step), type=type(step))
    if not found:
        return None
    production = found.get("production")
    if isinstance(production, Production) and production.system != -1:  # the Creuss home is -51
        found["sums"] = production_sums(state, production)
    return TacticalView(**found)  # type: ignore[arg-type]


def production_sums(state: TIState, step: Production) -> ProductionSums:
    from engines.galaxy.economy import spendable
    from engines.galaxy.production import cost, limit, ordered, price

    room = limit(state, step)
    return ProductionSums(ordered(step.order), -1 if room is None else room, cost(state, step.seat, step.order),
                          price(state, step), spendable(state, step.seat, "resources"))


def payment_view(state: TIState) -> PaymentView | None:
    """The innermost payment in progress, if any."""
    stack: list[Step] = list(state.stack)
    for step in reversed(stack):
        if isinstance(step, Pay):
            return PaymentView(step.seat, step.kind, step.amount, step.paid, step.trade_goods, step.why)
    return None
