"""What the table animates after a change: dice tumbling, fleets flying, acquired worlds tucked away."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF

from desktop.games.lostworlds.panel import TuckedCard
from desktop.games.lostworlds.world_card import SIDES, WorldCard
from desktop.widgets.motion import Motion
from desktop.widgets.token import TokenItem
from engines.lostworlds import log

if TYPE_CHECKING:
    from desktop.games.lostworlds.scene import LostWorldsScene

FLEET_MS = 380
CARD_MS = 520


def animate(scene: LostWorldsScene, events: list[Any]) -> None:
    """Start the animations for ``events``; nothing happens when animations are off."""
    if Motion.duration(FLEET_MS) == 0:
        return
    for event in events:
        if isinstance(event, log.DiceRolled):
            _roll(scene, event.rolled)
        elif isinstance(event, log.PowerDieRolled) and 3 in scene.dice:
            scene.dice[3].roll_to(scene.dice[3].face)
        elif isinstance(event, log.FleetPlaced):
            _fleet(scene, event.seat, _home(scene, event.seat), _side(scene, event.world, event.side))
        elif isinstance(event, log.FleetMoved):
            start = _side(scene, event.world, event.side)
            _fleet(scene, event.seat, start, _side(scene, event.to_world, event.to_side))
        elif isinstance(event, log.FleetsReadied):
            _fleet(scene, event.seat, _hyper(scene, event.seat), _home(scene, event.seat))
        elif isinstance(event, log.WorldAcquired):
            _acquired(scene, event)


def _roll(scene: LostWorldsScene, dice: list[int]) -> None:
    for die in dice:
        item = scene.dice.get(die)
        if item is not None:
            item.roll_to(item.face)


def _home(scene: LostWorldsScene, seat: int) -> QPointF | None:
    panel = scene.panels.get(seat)
    return panel.home.scenePos() if panel is not None else None


def _hyper(scene: LostWorldsScene, seat: int) -> QPointF | None:
    board = scene.hyperspace
    if board is None or board.scene() is not scene or seat not in board.groups:
        return None
    centre: QPointF = board.groups[seat].sceneBoundingRect().center()
    return centre


def _side(scene: LostWorldsScene, world: int, side: int) -> QPointF | None:
    card = scene.cards.get(world)
    if card is not None:
        return card.zones[SIDES[side]].sceneBoundingRect().center()
    old = scene.previous.get(world)
    return old[1] + QPointF(card_half(side), 240) if old is not None else None


def card_half(side: int) -> float:
    return 70.0 if side == 0 else 200.0


def _fleet(scene: LostWorldsScene, seat: int, start: QPointF | None, end: QPointF | None) -> None:
    if start is None or end is None:
        return
    ghost = TokenItem(scene.colour_of(seat), 15)
    scene.flights.fly(scene, ghost, start, end, FLEET_MS)


def _acquired(scene: LostWorldsScene, event: Any) -> None:
    """The taken card flies from its place in the centre to the acquirer's panel, shrinking."""
    old = scene.previous.get(event.world)
    panel = scene.panels.get(event.seat)
    if old is None or panel is None:
        return
    world, start = old
    ghost = WorldCard(world, None, scene.colour_of, scene.seat_name)
    ghost.hover_zoom = False
    tucked = panel.tucked.get(event.world)
    end = tucked.scenePos() if isinstance(tucked, TuckedCard) else panel.scenePos()
    scene.flights.fly(scene, ghost, start, end, 520, end_scale=0.35)
