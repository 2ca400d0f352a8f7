"""Which Prophecy of Kings sources are in force for a seat (``effects.source_finder``).

- ``TABLE``: the expansion's own rules, in force for every seat (exploring a planet gained, attachments'
  values, board tokens, legendary cards going with their planets, captured units coming home);
- the relics it holds, the exploration cards it keeps (Enigmatic Device), the abilities of its legendary
  planet cards (``legendary_source``), and its faction's mech.
Leaders put themselves in force in ``engines/galaxy/leaders/base.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from engines.galaxy.content.decks import decks
from engines.galaxy.effects import source_finder
from engines.galaxy.ids import ident
from engines.galaxy.state import TIState

TABLE = "prophecy_of_kings"


@cache
def mech_of(faction: str) -> str:
    """The id of a faction's mech ("" if it has none)."""
    extras = decks().factions.get(faction)
    return next((u.id for u in extras.units if u.type == "mech"), "") if extras is not None else ""


@cache
def legendary_source(planet_id: str) -> str:
    """The source id of a legendary planet's ability card (its ability's name: "the_atrament")."""
    return ident(decks().legendary_planets[planet_id].ability)


@source_finder
def _expansion_sources(state: TIState, seat: int) -> Iterator[str]:
    player = state.players[seat]
    yield TABLE
    yield from player.relics
    yield from player.kept
    for planet_id in player.legendary:
        yield legendary_source(planet_id)
    mech = mech_of(player.faction)
    if mech:
        yield mech
