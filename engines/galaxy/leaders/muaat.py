"""The Embers of Muaat's leaders: Umbat (agent), Magmus (commander) and Adjudicator Ba'al (hero).

Ba'al's Nova Seed answers "after:move_into" once a Muaat war sun has entered the active system in this
movement (the war suns there at activation are counted then: a war sun already in the system did not
enter it): every other player's unit there is destroyed, the tile becomes the Muaat supernova (tile 81)
and the system's planets leave the game (TI-PURGE-1), with what lay on them.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import count, planets_in, system
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.purge import purge
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.forces import destroy
from engines.galaxy.leaders.common import agent_action, hero_window
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.windows import Window

UMBAT, MAGMUS, BAAL = "umbat", "magmus", "adjudicator_baal"
SUNS_AT_ACTIVATION = "adjudicator_baal_suns"  # a tactical modifier: the war suns in the active system then
MUAAT_SUPERNOVA = "81"
MECATOL = "Mecatol Rex"
UMBAT_UNITS, UMBAT_UNIT_COST = 2, 4
register_targets(UMBAT)


def _forges(state: TIState, seat: int) -> list[str]:
    """"<seat>@system:<node>" for each system holding a player's war sun or flagship."""
    found = []
    for key, place in sorted(state.systems.items(), key=lambda item: int(item[0])):
        for player in state.players:
            if not player.eliminated and count(place.space, player.seat, ["war_sun", "flagship"]):
                found.append(f"{player.seat}@system:{key}")
    return found


@agent_action(UMBAT, ready=lambda state, seat: bool(_forges(state, seat)), targets=_forges)
def umbat(state: TIState, seat: int, target: str) -> list[Event]:
    """A player produces up to 2 units costing 4 or less each in a system with their war sun or flagship."""
    who, _, where = target.partition("@")
    producer, node = int(who), int(where.removeprefix("system:"))
    flow.push(state, Production(seat=producer, system=node, purpose="system", limit=UMBAT_UNITS,
                                unit_cost_cap=UMBAT_UNIT_COST))
    return [used(seat, UMBAT, "{p%d} produces up to 2 units at position %d" % (producer, node))]


@effect(MAGMUS, hook="strategy_token_spent")
def magmus(ctx: Context) -> list[Event]:
    """1 trade good after the Muaat spend a token from their strategy pool."""
    return [used(ctx.seat, MAGMUS, "a trade good for the token"), *gain_trade_goods(ctx.state, ctx.seat, 1, MAGMUS)]


@effect(BAAL, hook="system_activated")
def _suns_at_activation(ctx: Context) -> list[Event]:
    """While Ba'al is unlocked: how many Muaat war suns the activated system holds before movement."""
    if ctx.seat == ctx.active:
        here = count(system(ctx.state, ctx.system).space, ctx.seat, ["war_sun"])
        ctx.state.modifiers.append(Modifier(SUNS_AT_ACTIVATION, ctx.seat, "tactical", target=ctx.system, amount=here))
    return []


def _nova_could(state: TIState, seat: int, window: Window) -> bool:
    node = window.system
    if node < 0 or node in {p.home for p in state.players} or MECATOL in planets_in(state, node):
        return False  # off the map, a home system or Mecatol Rex
    before = next((m.amount for m in state.modifiers if m.effect == SUNS_AT_ACTIVATION and m.owner == seat
                   and m.target == node), 0)
    return count(system(state, node).space, seat, ["war_sun"]) > before


@hero_window(BAAL, "after:move_into", by="you", could=_nova_could)
def adjudicator_baal(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Nova Seed: destroy every other player's unit in the system, turn it into the Muaat supernova and purge
    its planets (the Muaat's own ground forces on them go back to reinforcements)."""
    from engines.galaxy.legendary.cards import by_planet, holder
    from engines.galaxy.objective_events import planet_lost

    node = window.system
    events: list[Event] = [used(seat, BAAL, "turns position %d into a supernova" % node)]
    planets = planets_in(state, node)
    for planet in ["", *planets]:
        stacks = system(state, node).space if not planet else state.planets[planet].units
        for stack in [s for s in stacks if s.owner != seat]:
            for _ in range(stack.count):
                events += destroy(state, stack.owner, node, planet, stack.kind, by=seat, cause=BAAL)
    for planet in planets:
        place = state.planets.get(planet)
        if place is None:
            continue
        for attachment in place.attachments:
            events += purge(state, f"attachment:{attachment}", seat)
        card = by_planet().get(planet)
        if card is not None and holder(state, card) >= 0:
            state.players[holder(state, card)].legendary.remove(card)
            events += purge(state, f"legendary:{card}", seat)
        if place.owner >= 0:
            events += planet_lost(state, place.owner, planet)
        del state.planets[planet]
        events += purge(state, f"planet:{planet}", seat)
    system(state, node).planets = []
    if node in state.frontier:
        state.frontier.remove(node)
    state.tokens[node] = MUAAT_SUPERNOVA
    return events
