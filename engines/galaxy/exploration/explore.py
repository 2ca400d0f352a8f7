"""Exploring (TI-EXPLORE-1..8): a planet when its new controller gains it from no one, a frontier token
with Dark Energy Tap or an ability; the card drawn, resolved and discarded, kept, or attached.

Each exploration card with an effect of its own registers a function (``@card("core_mine")``) that is
told where it was explored (``Site``: the planet, or "" for a frontier token, and the system) and may
push an offer for the explorer's choices (``engines/galaxy/factions/offers.py``); the card is discarded,
kept or purged at once, since what it does no longer depends on where the card lies.

Hooks: ``explore_extra_draws`` (planet, system): more cards the explorer draws, choosing one to resolve
(the Naaz-Rokha's Distant Suns); ``planet_explored`` (planet, system, card): a hook point after the
card resolved (Terragenesis). Timing window: "after:explore" (actor: the explorer; planet, subject the
card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.core.contract import Event
from engines.galaxy import effects, procedures
from engines.galaxy.actions.expansion import Explored, FragmentGained, FrontierTokenRemoved
from engines.galaxy.content.decks import ExplorationCard, decks
from engines.galaxy.expansion.purge import purge
from engines.galaxy.expansion.sources import TABLE
from engines.galaxy.exploration.attachments import attach
from engines.galaxy.exploration.decks import deck_for, discard, draw, frontier_deck
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.windows import open_window

CHOOSE = "explore_choice"


@dataclass(frozen=True)
class Site:
    """Where a card was explored: a planet (and its system), or a frontier token's system (planet "")."""

    seat: int
    deck: str
    card: str
    system: int
    planet: str = ""


Resolve = Callable[[TIState, Site], list[Event]]
CARDS: dict[str, Resolve] = {}


def card(card_id: str) -> Callable[[Resolve], Resolve]:
    """Register what an exploration card does when it is drawn."""

    def register(function: Resolve) -> Resolve:
        CARDS[card_id] = function
        return function

    return register


def facts(card_id: str) -> ExplorationCard:
    cards = decks().exploration_cards()
    return cards[card_id] if card_id in cards else decks().optional_frontier[card_id]


def explorable(state: TIState, planet: str) -> bool:
    return planet in state.planets and deck_for(planet) is not None


def explore_planet(state: TIState, seat: int, planet: str) -> list[Event]:
    """``seat`` explores ``planet``: nothing for a planet without a trait (TI-EXPLORE-4)."""
    deck = deck_for(planet)
    if deck is None or planet not in state.planets:
        return []
    return _draw_and_resolve(state, seat, deck, state.planets[planet].system, planet)


def explore_frontier(state: TIState, seat: int, node: int) -> list[Event]:
    """``seat`` explores the frontier token in ``node``: the token is discarded, a frontier card drawn
    (TI-EXPLORE-6)."""
    if node not in state.frontier:
        return []
    state.frontier.remove(node)
    return [FrontierTokenRemoved(system=node), *_draw_and_resolve(state, seat, frontier_deck(), node, "")]


@procedures.acts("explore")
def explore_procedure(state: TIState, seat: int, target: str, source: str) -> list[Event]:
    """The "explore" procedure other rules ask for (Exploration Probe): ``target`` is "planet:<name>" or
    "system:<node>", the frontier token there."""
    kind, _, what = target.partition(":")
    if kind == "planet":
        return explore_planet(state, seat, what)
    return explore_frontier(state, seat, int(what))


def _draw_and_resolve(state: TIState, seat: int, deck: str, node: int, planet: str) -> list[Event]:
    count = 1 + effects.total(state, "explore_extra_draws", seat, planet=planet, system=node)
    drawn = [c for c in (draw(state, deck) for _ in range(count)) if c is not None]
    if not drawn:
        return []
    events: list[Event] = [Explored(seat=seat, deck=deck, card=c, planet=planet, system=node) for c in drawn]
    if len(drawn) == 1:
        return events + resolve(state, Site(seat, deck, drawn[0], node, planet))
    offer(state, seat, CHOOSE, list(drawn), system=node, planet=planet, must=True)
    return events


@resolves(CHOOSE, prompt=lambda state, step: "{p%d}: choose the exploration card to resolve" % step.seat,
          rule="TI-EXPLORE-2")
def _chosen(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    deck = facts(target).deck
    for other in step.targets:
        if other != target:
            discard(state, deck, other)
    return resolve(state, Site(step.seat, deck, target, step.system, step.planet))


def resolve(state: TIState, site: Site) -> list[Event]:
    """Apply the card (TI-EXPLORE-2), then discard it unless it is a fragment, an attachment, a card kept
    or one that purges itself (TI-EXPLORE-3).

    What answers "after you explore" is pushed before the card's own choices, so it comes after them."""
    fact = facts(site.card)
    player = state.players[site.seat]
    events: list[Event] = []
    if fact.kind == "relic_fragment":
        player.fragments.append(site.card)
        events.append(FragmentGained(seat=site.seat, fragment=site.card))
    elif fact.kind == "attachment" and site.planet:
        events += attach(state, site.planet, site.card)
    events += effects.fire(state, "planet_explored", [site.seat], planet=site.planet, system=site.system,
                           card=site.card)
    open_window(state, "after:explore", actors=[site.seat], system=site.system, planet=site.planet,
                subject=site.card)
    if fact.kind in ("relic_fragment", "attachment") and (site.planet or fact.kind == "relic_fragment"):
        return events
    function = CARDS.get(site.card)
    if function is not None:
        events += function(state, site)
    if fact.kind == "kept":
        player.kept.append(site.card)
    elif fact.purge_card:
        events += purge(state, f"exploration:{site.card}", site.seat)
    elif fact.kind != "token":  # a token card (the ion storm) stays in the common area
        discard(state, site.deck, site.card)
    return events


@effects.effect(TABLE, hook="planet_gained")
def explore_gained_planet(ctx: effects.Context) -> list[Event]:
    """A planet gained from no one is explored (TI-EXPLORE-1, TI-GAP-18: whoever held it before, nobody
    holds it now)."""
    if ctx.previous != NOBODY:
        return []
    return explore_planet(ctx.state, ctx.seat, ctx.planet)
