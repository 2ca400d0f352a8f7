"""The Naaz-Rokha Alliance's leaders: Garv and Gunn (agent), Dart and Tai (commander) and Hesh and Prit (hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.economy import token_reinforcements
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.exploration.decks import deck_for
from engines.galaxy.exploration.explore import explore_planet
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import active, agent_window, hero_action, own_planets
from engines.galaxy.relics.deck import gain_relic
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.steps.windows import Window

GARV, DART, HESH = "garv_and_gunn", "dart_and_tai", "hesh_and_prit"
SECONDARIES = 2
register_targets(GARV, DART)


def _explorable(state: TIState, seat: int) -> list[str]:
    return [f"planet:{p}" for p in own_planets(state, seat) if deck_for(p) is not None]


@agent_window(GARV, "end:turn", by="any", could=lambda s, seat, w: bool(_explorable(s, active(w))),
              targets=lambda s, seat, w: _explorable(s, active(w)))
def garv_and_gunn(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player whose turn ends explores one of their planets."""
    planet = target.removeprefix("planet:")
    return [used(seat, GARV, "{p%d} explores %s" % (active(window), planet)),
            *explore_planet(state, active(window), planet)]


@effect(DART, hook="planet_gained")
def dart_and_tai(ctx: Context) -> list[Event]:
    """A planet taken from another player may be explored (one nobody held is explored anyway, TI-EXPLORE-1)."""
    previous = ctx.details.get("previous", NOBODY)
    if previous in (NOBODY, ctx.seat) or deck_for(ctx.planet) is None:
        return []
    offer(ctx.state, ctx.seat, DART, [f"planet:{ctx.planet}"])
    return []


@resolves(DART, prompt=lambda state, step: "{p%d}: explore %s?" % (step.seat, step.targets[0].removeprefix("planet:")))
def _explore_taken(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return explore_planet(state, step.seat, target.removeprefix("planet:"))


def synthesis_cards(state: TIState, seat: int, taken: tuple[str, ...] = ()) -> list[str]:
    """Strategy cards nobody chose or still ready whose secondary the seat could resolve now, its token coming
    from reinforcements (Leadership's secondary costs none)."""
    from engines.galaxy.strategic import SECONDARY_READY, costs_token

    found = []
    for slot in state.strategy:
        if slot.card in taken or (slot.holder != NOBODY and slot.used) or slot.card not in SECONDARY_READY:
            continue
        if costs_token(slot.card, state, seat) and token_reinforcements(state, seat) < 1:
            continue
        if SECONDARY_READY[slot.card](state, seat):
            found.append(slot.card)
    return found


@hero_action(HESH, ready=lambda s, seat: bool(s.relic_deck) or bool(synthesis_cards(s, seat)))
def hesh_and_prit(state: TIState, seat: int, target: str) -> list[Event]:
    """A relic, then the secondaries of up to 2 strategy cards nobody chose or still ready, one after the other,
    their tokens paid from reinforcements (they go back there: nothing leaves the command sheet)."""
    events = [used(seat, HESH, "draws a relic and resolves two secondaries"), *gain_relic(state, seat)]
    offer(state, seat, HESH, synthesis_cards(state, seat))
    return events


@resolves(HESH, prompt=lambda state, step: "{p%d}: Perfect Synthesis: resolve the secondary of which strategy card "
          "(%d of %d)?" % (step.seat, step.amount + 1, SECONDARIES))
def _synthesis_secondary(state: TIState, step: FactionOffer, card: str) -> list[Event]:
    if step.amount + 1 < SECONDARIES:  # the next choice is asked once this secondary is resolved
        offer(state, step.seat, HESH, synthesis_cards(state, step.seat, (card,)), amount=step.amount + 1)
    flow.push(state, CardAbility(seat=step.seat, card=card, part="secondary"))
    return [used(step.seat, HESH, f"resolves the secondary of {strategy_cards()[card].name}")]
