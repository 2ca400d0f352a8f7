"""Legendary planets (TI-LEGEND-1..5): each has an ability card that goes with it. Whoever gains the planet
takes the card as it lies (ready if nobody held it yet, TI-LEGEND-3; exhausted if it was, TI-LEGEND-5),
and uses it at the end of a turn by exhausting it (TI-LEGEND-4, TI-GAP-7); it is readied in the status
phase with every other card.

``PlayerState.legendary`` lists the planet ids of the cards a seat holds; the source in force is the
ability's id (``expansion.sources.legendary_source``: "the_atrament"...).
"""

from __future__ import annotations

from functools import cache

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.actions.expansion import LegendaryCardTaken
from engines.galaxy.content.decks import decks
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.sources import TABLE, legendary_source
from engines.galaxy.exploration.attachments import demilitarized
from engines.galaxy.exploration.cards import convert, place
from engines.galaxy.factions.base import INTERNAL_NAMES, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import excess, has_ships, reinforcements
from engines.galaxy.hands import draw_action_cards
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer


@cache
def by_planet() -> dict[str, str]:
    """Planet name -> the id of its legendary card."""
    return {p.planet: key for key, p in decks().legendary_planets.items()}


for _key, _planet in decks().legendary_planets.items():
    INTERNAL_NAMES[legendary_source(_key)] = f"{_planet.ability} ({_planet.planet})"


def holder(state: TIState, card: str) -> int:
    return next((p.seat for p in state.players if card in p.legendary), -1)


@effect(TABLE, hook="planet_gained")
def take_legendary_card(ctx: Context) -> list[Event]:
    """The planet's ability card comes with it (TI-LEGEND-2), ready or exhausted as it lay."""
    card = by_planet().get(ctx.planet)
    if card is None:
        return []
    state, seat = ctx.state, ctx.seat
    source = legendary_source(card)
    previous = holder(state, card)
    exhausted = False
    if previous >= 0:
        old = state.players[previous]
        old.legendary.remove(card)
        exhausted = source in old.exhausted
        if exhausted:
            old.exhausted.remove(source)
    if previous == seat:
        return []
    state.players[seat].legendary.append(card)
    if exhausted:
        state.players[seat].exhausted.append(source)
    return [LegendaryCardTaken(seat=seat, card=card, exhausted=exhausted)]


def ready(state: TIState, seat: int, card: str) -> bool:
    player = state.players[seat]
    return card in player.legendary and legendary_source(card) not in player.exhausted


def use(state: TIState, seat: int, card: str, detail: str) -> list[Event]:
    source = legendary_source(card)
    state.players[seat].exhausted.append(source)
    return [used(seat, source, detail)]


def own_planets(state: TIState, seat: int) -> list[str]:
    return [f"planet:{k}" for k, p in sorted(state.planets.items()) if p.owner == seat and not demilitarized(state, k)]


def ship_systems(state: TIState, seat: int) -> list[str]:
    """Systems with the seat's ships and room for one more fighter (capacity and fleet pool)."""
    return [f"system:{n}" for n in sorted(int(k) for k in state.systems) if has_ships(state, seat, n)
            and all(a <= b for a, b in zip(excess(state, seat, n, {"fighter": 1}), excess(state, seat, n),
                                            strict=True))]


def _place_on(state: TIState, seat: int, target: str, kind: str, source: str) -> list[Event]:
    if target.startswith("planet:"):
        planet = target.removeprefix("planet:")
        return place(state, seat, state.planets[planet].system, planet, kind, source)
    return place(state, seat, int(target.removeprefix("system:")), "", kind, source)


# ----- Primor: The Atrament -------------------------------------------------------------------------------


@ability(legendary_source("primor"), "end", ready=lambda state, seat: ready(state, seat, "primor"), targets=own_planets)
def the_atrament(state: TIState, seat: int, target: str) -> list[Event]:
    """Up to 2 infantry from reinforcements onto your planets (the second one is offered next)."""
    events = use(state, seat, "primor", "puts infantry on its planets")
    events += _place_on(state, seat, target, "infantry", "the_atrament")
    offer(state, seat, "the_atrament", own_planets(state, seat))
    return events


@resolves("the_atrament")
def _second_infantry(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return _place_on(state, step.seat, target, "infantry", "the_atrament")


# ----- Hope's End: Imperial Arms Vault -------------------------------------------------------------------


def _vault_targets(state: TIState, seat: int) -> list[str]:
    mechs = own_planets(state, seat) if reinforcements(state, seat, "mech") != 0 else []
    return ["draw_an_action_card", *mechs]


@ability(legendary_source("hopes_end"), "end", ready=lambda state, seat: ready(state, seat, "hopes_end"),
         targets=_vault_targets)
def imperial_arms_vault(state: TIState, seat: int, target: str) -> list[Event]:
    events = use(state, seat, "hopes_end", "")
    if target == "draw_an_action_card":
        return events + draw_action_cards(state, seat, 1)
    return events + _place_on(state, seat, target, "mech", "imperial_arms_vault")


# ----- Mallice: Exterrix Headquarters ----------------------------------------------------------------------


def _exterrix_targets(state: TIState, seat: int) -> list[str]:
    return ["gain_2_trade_goods"] + (["convert_all_commodities"] if state.players[seat].commodities else [])


@ability(legendary_source("mallice"), "end", ready=lambda state, seat: ready(state, seat, "mallice"),
         targets=_exterrix_targets)
def exterrix_headquarters(state: TIState, seat: int, target: str) -> list[Event]:
    events = use(state, seat, "mallice", "")
    source = legendary_source("mallice")
    if target == "convert_all_commodities":
        return events + convert(state, seat, state.players[seat].commodities, source)
    return events + gain_trade_goods(state, seat, 2, source)


# ----- Mirage: Mirage Flight Academy ------------------------------------------------------------------------


@ability(legendary_source("mirage"), "end", ready=lambda state, seat: ready(state, seat, "mirage") and bool(
    ship_systems(state, seat)), targets=ship_systems)
def mirage_flight_academy(state: TIState, seat: int, target: str) -> list[Event]:
    """Up to 2 fighters from reinforcements into systems with your ships (the second one is offered next)."""
    events = use(state, seat, "mirage", "puts fighters with its ships")
    events += _place_on(state, seat, target, "fighter", "mirage_flight_academy")
    offer(state, seat, "mirage_flight_academy", ship_systems(state, seat))
    return events


@resolves("mirage_flight_academy")
def _second_fighter(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return _place_on(state, step.seat, target, "fighter", "mirage_flight_academy")
