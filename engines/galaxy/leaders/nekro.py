"""The Nekro Virus's leaders: Nekro Malleon (agent), Nekro Acidos (commander) and UNIT.DSGN.FLAYESH (hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokenSpent
from engines.galaxy.content.technologies import every_technology
from engines.galaxy.economy import gain_trade_goods, influence, resources, specialty
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import destroy
from engines.galaxy.hands import discard_card, draw_action_cards
from engines.galaxy.leaders.common import agent_turn, hero_action, planet_of, seat_of, units_in
from engines.galaxy.research import gain_technology, pool
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.words import TARGETS

MALLEON, ACIDOS, FLAYESH = "nekro_malleon", "nekro_acidos", "unit_dsgn_flayesh"
POOLS = ("tactic", "fleet", "strategy")
MALLEON_GOODS = 2


def _payment_words(target: str) -> str:
    from engines.galaxy.content.action_deck import card_name

    if target.startswith("card:"):
        return f"discard {card_name(target.removeprefix('card:'))}"
    if target.startswith("seat:"):
        return "{p%s}" % target.removeprefix("seat:")
    return f"a token from your {target} pool"


TARGETS[MALLEON] = _payment_words


def _payments(state: TIState, seat: int) -> list[str]:
    """What ``seat`` could give up for Nekro Malleon: an action card of its hand, or a token of a pool."""
    player = state.players[seat]
    return [f"card:{c}" for c in sorted(set(player.action_cards))] + [p for p in POOLS if getattr(player, p) > 0]


def _malleon_targets(state: TIState, seat: int) -> list[str]:
    return [f"seat:{p.seat}" for p in state.players if not p.eliminated and _payments(state, p.seat)]


@agent_turn(MALLEON, ready=lambda s, seat: bool(_malleon_targets(s, seat)), targets=_malleon_targets)
def nekro_malleon(state: TIState, seat: int, target: str) -> list[Event]:
    """The chosen player may discard an action card or give up a command token of their sheet for 2 trade goods
    (usable during the Nekro's turns in the action phase: a ruling)."""
    chosen = seat_of(target)
    offer(state, chosen, MALLEON, _payments(state, chosen), other=seat)
    return [used(seat, MALLEON, "offers {p%d} 2 trade goods for an action card or a command token" % chosen)]


@resolves(MALLEON, prompt=lambda state, step: "{p%d}: Nekro Malleon: give up an action card or a command token "
          "for 2 trade goods?" % step.seat)
def _malleon_paid(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    seat, player = step.seat, state.players[step.seat]
    if target.startswith("card:"):
        events = discard_card(state, seat, target.removeprefix("card:"))
    else:
        setattr(player, target, getattr(player, target) - 1)
        events = [CommandTokenSpent(seat=seat, pool=target, why=MALLEON)]
    return [*events, *gain_trade_goods(state, seat, MALLEON_GOODS, MALLEON)]


@effect(ACIDOS, hook="technology_gained")
def nekro_acidos(ctx: Context) -> list[Event]:
    """An action card after the Nekro gain a technology."""
    return [used(ctx.seat, ACIDOS, "draws an action card"), *draw_action_cards(ctx.state, ctx.seat, 1)]


def _flayesh_planets(state: TIState, seat: int) -> list[str]:
    return [f"planet:{k}" for k, p in sorted(state.planets.items())
            if specialty(k, state) and units_in(state, seat, p.system) > 0]


def colour_technologies(state: TIState, seat: int, colour: str) -> list[str]:
    """Technologies of ``colour`` the seat could hold and does not yet."""
    techs, owned = every_technology(), set(state.players[seat].technologies)
    return [t for t in pool(state, seat) if t not in owned and techs[t].colour == colour]


@hero_action(FLAYESH, ready=lambda s, seat: bool(_flayesh_planets(s, seat)), targets=_flayesh_planets)
def unit_dsgn_flayesh(state: TIState, seat: int, target: str) -> list[Event]:
    """A planet with a technology specialty in a system with Nekro units: every other player's unit on it is
    destroyed; the Nekro gain trade goods equal to its resources plus influence and a technology of the
    specialty's colour (any of that colour they lack, prerequisites ignored)."""
    planet = planet_of(target)
    node = state.planets[planet].system
    events: list[Event] = [used(seat, FLAYESH, f"strips {planet}")]
    for stack in [s for s in state.planets[planet].units if s.owner != seat]:
        for _ in range(stack.count):
            events += destroy(state, stack.owner, node, planet, stack.kind, by=seat, cause=FLAYESH)
    events += gain_trade_goods(state, seat, resources(state, planet) + influence(state, planet), FLAYESH)
    colour = specialty(planet, state) or ""
    offer(state, seat, FLAYESH, colour_technologies(state, seat, colour), must=True)
    return events


@resolves(FLAYESH, prompt=lambda state, step: "{p%d}: Polymorphic Algorithm: which technology" % step.seat)
def _flayesh_technology(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return gain_technology(state, step.seat, target)


