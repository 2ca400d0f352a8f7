"""The Emirates of Hacan's mech, the Pride of Kenara: the card of a planet it stands on may be part of a Hacan
transaction (``PRIDE_OF_KENARA``, a ``transactions.good``). Once the deal is made the Hacan move all their units
from that planet to another planet they control (their choice), then the other side gains control of it.

Rulings: a planet is offered only while the Hacan control another planet to move to; structures move with the
other units (the card says all of them); the planet changes hands as any gained planet does (exhausted).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, count
from engines.galaxy.effects import in_force
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.mechs.common import MECH
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.transactions import Good, good

PRIDE_OF_KENARA = "pride_of_kenara"


def _own_planets(state: TIState, seat: int) -> list[str]:
    return [k for k, p in sorted(state.planets.items()) if p.owner == seat]


def kenara_planets(state: TIState, giver: int, receiver: int) -> list[str]:
    """The giver's planets with its mech on them, while another planet is left to move its units to."""
    if PRIDE_OF_KENARA not in in_force(state, giver):
        return []
    mine = _own_planets(state, giver)
    if len(mine) < 2:
        return []
    return [p for p in mine if count(state.planets[p].units, giver, [MECH])]


def _trade_planet(state: TIState, giver: int, receiver: int, planet: str) -> list[Event]:
    targets = [f"planet:{p}" for p in _own_planets(state, giver) if p != planet]
    offer(state, giver, PRIDE_OF_KENARA, targets, planet=planet, other=receiver, must=True)
    return []


good(Good(PRIDE_OF_KENARA, kenara_planets, _trade_planet, lambda planet: f"the planet {planet}", "No planet"))


@resolves(PRIDE_OF_KENARA, prompt=lambda state, step: "{p%d}: Pride of Kenara: where your units on %s go" % (
    step.seat, step.planet))
def pride_of_kenara(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    from engines.galaxy.tactical.invasion import gain_control

    planet, destination = step.planet, target.removeprefix("planet:")
    leaving = [s for s in state.planets[planet].units if s.owner == step.seat]
    state.planets[planet].units = [s for s in state.planets[planet].units if s.owner != step.seat]
    for stack in leaving:
        add(state.planets[destination].units, step.seat, stack.kind, stack.count, stack.damaged)
    events: list[Event] = [used(step.seat, PRIDE_OF_KENARA, "{p%d} takes %s; the Hacan units go to %s" % (
        step.other, planet, destination))]
    return events + gain_control(state, step.other, planet)
