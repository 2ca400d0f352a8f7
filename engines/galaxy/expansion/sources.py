"""Which Prophecy of Kings sources are in force for a seat (``effects.source_finder``).

- ``TABLE`` (``effects.ALWAYS``): the expansion's own rules, in force for every seat at all times
  (exploring a planet gained, attachments' values, board tokens, legendary cards going with their
  planets, captured units coming home);
- the relics it holds, the exploration cards it keeps (Enigmatic Device), the abilities of its legendary
  planet cards (``legendary_source``), its relic fragments' action (``FRAGMENTS``), its faction's mech,
  and its leaders that can act (``engines/galaxy/leaders/base.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engines.galaxy.content.decks import decks
from engines.galaxy.effects import ALWAYS, source_finder
from engines.galaxy.ids import ident
from engines.galaxy.leaders.base import SHARING, agents_of, leader_sources
from engines.galaxy.state import TIState

TABLE = ALWAYS  # the expansion's own rules answer hooks for every seat


@cache
def mech_of(faction: str) -> str:
    """The id of a faction's mech ("" if it has none)."""
    extras = decks().factions.get(faction)
    return next((u.id for u in extras.units if u.type == "mech"), "") if extras is not None else ""


@cache
def legendary_source(planet_id: str) -> str:
    """The source id of a legendary planet's ability card (its ability's name: "the_atrament")."""
    return ident(decks().legendary_planets[planet_id].ability)


FRAGMENTS = "relic_fragments"


@cache
def _always(faction: str) -> tuple[str, ...]:
    return (mech_of(faction), *agents_of(faction))


@cache
def expansion_source_ids() -> frozenset[str]:
    """Every source ``_expansion_sources`` could ever yield, read off the same facts it reads: every
    faction's mech and leaders, every relic, exploration card and legendary ability, and ``FRAGMENTS``.
    A hook none of whose effects is one of them never runs the finder; an effect registered later under
    any such id is found without editing a list."""
    cards = decks()
    return frozenset([
        *(mech for mech in map(mech_of, cards.factions) if mech), *cards.leaders(), *cards.relics,
        *cards.exploration_cards(), *cards.optional_frontier, *map(legendary_source, cards.legendary_planets),
        FRAGMENTS])


@cache
def _always_set(faction: str) -> frozenset[str]:
    """``_always`` as the set a block keeps (one shared set: the block's ``frozenset`` of it copies nothing)."""
    return frozenset(_always(faction))


@source_finder(could_yield=lambda source: source in expansion_source_ids())
def _expansion_sources(state: TIState, seat: int) -> Iterable[str]:
    """One finder for every expansion source (only hooks with an expansion source run it)."""
    player = state.players[seat]
    if not (player.unlocked or player.promissory or player.relics or player.kept or player.legendary
            or player.fragments or player.faction in SHARING) and not (
            player.exhausted and any(agent in player.exhausted for agent in _always(player.faction)[1:])):
        return _always_set(player.faction)  # no agent exhausted, nothing unlocked, shared or held: the common case
    found = [mech_of(player.faction), *leader_sources(state, seat)]
    if player.relics:
        found += player.relics
    if player.kept:
        found += player.kept
    if player.legendary:
        found += [legendary_source(p) for p in player.legendary]
    if player.fragments:
        found.append(FRAGMENTS)
    return found
