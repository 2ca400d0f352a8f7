"""The Naaz-Rokha Alliance: explorers and tinkerers.

- Distant Suns: exploring a planet where they have a mech, they draw one more card and resolve one of the two.
- Fabrication (component action): purge 2 relic fragments of one type for a relic, or 1 fragment for a
  command token.
- Pre-Fab Arcologies: after they explore a planet, it is readied.
- Supercharge: at the start of a combat round, exhaust for +1 on their combat rolls this round.
- Visz El Vir (flagship): their mechs in its system roll one more die in combat.
- Black Market Forgery (note, component action): its holder purges 2 relic fragments of one type for a relic;
  the note then goes home.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.economy import token_reinforcements
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, flagship_in, ready, used
from engines.galaxy.factions.notes import action_note
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.mechs.common import mech_on
from engines.galaxy.relics.deck import gain_relic
from engines.galaxy.relics.fragments import combinations, purge_fragments, type_of
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tokens import gain_tokens
from engines.galaxy.windows import answer
from engines.galaxy.words import TARGETS

SUPERCHARGED = "supercharged"
FABRICATION, FORGERY = "fabrication", "black_market_forgery"
FOR_RELIC = 2  # fragments of one type Fabrication and the Forgery take for a relic


def _fabrication_words(target: str) -> str:
    what, _, kind = target.partition(":")
    if what == "relic":
        return f"purge 2 {kind} fragments for a relic"
    return f"purge a {kind} fragment for a command token"


TARGETS[FABRICATION] = _fabrication_words
TARGETS[FORGERY] = lambda kind: f"purge 2 {kind} fragments for a relic"


@answer("supercharge", "start:combat_round", could=lambda s, seat, w: ready(s, seat, "supercharge"))
def supercharge(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Exhausted at the start of a combat round: +1 on every combat roll of the Naaz-Rokha units this round."""
    state.modifiers.append(Modifier(SUPERCHARGED, seat, "combat_round"))
    return exhaust(state, seat, "supercharge")


@effect(SUPERCHARGED, hook="roll_modifier", roll="combat")
def supercharged(ctx: Context) -> int:
    return 1


@effect("visz_el_vir", hook="unit_dice", roll="combat", unit="mech")
def visz_el_vir(ctx: Context) -> int:
    """Mechs in the flagship's system roll one more die in combat."""
    return 1 if "system" in ctx.details and flagship_in(ctx.state, ctx.seat, ctx.system) else 0


@effect("distant_suns", hook="explore_extra_draws")
def distant_suns(ctx: Context) -> int:
    """One more card drawn when they explore a planet holding their mech (they resolve one of the two, the
    explore procedure's choice; the other is discarded)."""
    return 1 if mech_on(ctx.state, ctx.seat, ctx.planet) else 0


def _fabrications(state: TIState, seat: int) -> list[str]:
    relic = [f"relic:{kind}" for kind in combinations(state, seat, FOR_RELIC)] if state.relic_deck else []
    token = [f"token:{kind}" for kind in sorted({type_of(f) for f in state.players[seat].fragments})
             ] if token_reinforcements(state, seat) > 0 else []
    return relic + token


@ability(FABRICATION, "action", ready=lambda s, seat: bool(_fabrications(s, seat)), targets=_fabrications)
def fabrication(state: TIState, seat: int, target: str) -> list[Event]:
    """Purge 2 fragments of one type for a relic ("relic:<type>"), or 1 fragment for a command token
    ("token:<type>")."""
    what, _, kind = target.partition(":")
    if what == "relic":
        return [used(seat, FABRICATION, "purges 2 fragments for a relic"),
                *purge_fragments(state, seat, kind, FOR_RELIC), *gain_relic(state, seat)]
    gain_tokens(state, seat, 1)
    return [used(seat, FABRICATION, "purges a fragment for a command token"), *purge_fragments(state, seat, kind, 1)]


@effect("pre_fab_arcologies", hook="planet_explored")
def pre_fab_arcologies(ctx: Context) -> list[Event]:
    """After they explore a planet, it is readied."""
    planet = ctx.state.planets.get(ctx.planet)
    if planet is None or not planet.exhausted:
        return []
    planet.exhausted = False
    return [used(ctx.seat, "pre_fab_arcologies", f"readies {ctx.planet}")]


@action_note(FORGERY, ready=lambda s, seat, note: bool(combinations(s, seat, FOR_RELIC)) and bool(s.relic_deck))
def black_market_forgery(state: TIState, seat: int, note: str) -> list[Event]:
    """Its holder purges 2 fragments of one type for a relic (asked which type when two would do)."""
    kinds = combinations(state, seat, FOR_RELIC)
    if len(kinds) == 1:
        return _forge(state, seat, kinds[0])
    offer(state, seat, FORGERY, kinds, must=True)
    return []


@resolves(FORGERY, prompt=lambda state, step: "{p%d}: Black Market Forgery: which fragments" % step.seat)
def _forgery_type(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return _forge(state, step.seat, target)


def _forge(state: TIState, seat: int, kind: str) -> list[Event]:
    return [*purge_fragments(state, seat, kind, FOR_RELIC), *gain_relic(state, seat)]
