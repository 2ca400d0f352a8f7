"""Attachments (TI-ATTACH-1..3): cards that lie under a planet card and change the planet.

``PlanetState.attachments`` lists the ids of what is attached (exploration cards, the Nano-Forge relic,
the Titans' hero; other parts add their own markers, such as sleeper tokens). An attachment stays with
the planet whoever controls it (TI-ATTACH-3), so its values are the planet's: they answer the hooks
"planet_resources" and "planet_influence" through the expansion's table source, for any controller.

A research facility gives a planet its technology specialty, or +1 resource and +1 influence when the
planet has one already (``specialty_of``). The Demilitarized Zone empties the planet and keeps it empty
(``demilitarized``).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engines.core.contract import Event
from engines.galaxy.actions.expansion import AttachmentPlaced
from engines.galaxy.board import add, remove, system
from engines.galaxy.content.decks import decks
from engines.galaxy.content.units import GROUND_FORCES, STRUCTURES
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.sources import TABLE
from engines.galaxy.state import TIState
from engines.galaxy.tactical.events import UnitsRemoved

DMZ = "demilitarized_zone"
SPECIALTY_COLOURS = {"biotic": "green", "propulsion": "blue", "cybernetic": "yellow", "warfare": "red"}


@cache
def values_of(attachment: str) -> dict[str, Any]:
    """An attachment's printed values: resources, influence, a specialty, legendary... ({} if none)."""
    cards = decks()
    # Promissory notes that attach (Terraform) are the politics part's: their values answer there.
    for source in (cards.exploration_cards(), cards.relics, cards.leaders()):
        entry = source.get(attachment)  # type: ignore[attr-defined]
        if entry is not None and getattr(entry, "attach", None):
            found: dict[str, Any] = dict(entry.attach)
            return found
    return {}


def _printed_specialty(planet: str) -> str | None:
    from engines.galaxy.economy import printed

    return printed(planet).tech_specialty


def bonus(state: TIState, planet: str, kind: str) -> int:
    """What the planet's attachments add to its ``kind`` ("resources" or "influence")."""
    place = state.planets.get(planet)
    if place is None or not place.attachments:
        return 0
    added = 0
    has_specialty = _printed_specialty(planet) is not None
    for attachment in place.attachments:
        values = values_of(attachment)
        if "tech_specialty" in values:
            if has_specialty:
                added += int(values["if_already_has_specialty"].get(kind, 0))
            has_specialty = True
        else:
            added += int(values.get(kind, 0))
    return added


def specialty_of(state: TIState, planet: str) -> str | None:
    """The planet's technology specialty name (printed, or the first research facility's)."""
    found = _printed_specialty(planet)
    if found is not None:
        return found
    place = state.planets.get(planet)
    for attachment in place.attachments if place is not None else ():
        values = values_of(attachment)
        if "tech_specialty" in values:
            return str(values["tech_specialty"])
    return None


def legendary(state: TIState, planet: str) -> bool:
    """Printed legendary, or made so by an attachment (the Nano-Forge)."""
    from engines.galaxy.economy import printed

    place = state.planets.get(planet)
    return printed(planet).legendary or any(values_of(a).get("legendary") for a in
                                            (place.attachments if place is not None else ()))


def demilitarized(state: TIState, planet: str) -> bool:
    """The Demilitarized Zone lies on the planet: no unit may land, be produced or be placed there."""
    place = state.planets.get(planet)
    return place is not None and DMZ in place.attachments


def attach(state: TIState, planet: str, card: str) -> list[Event]:
    """Put ``card`` under the planet card and its token on the planet (TI-ATTACH-1, TI-GAP-16)."""
    place = state.planets[planet]
    place.attachments.append(card)
    events: list[Event] = [AttachmentPlaced(planet=planet, card=card)]
    if card == DMZ:
        events += _demilitarize(state, planet)
    return events


def _demilitarize(state: TIState, planet: str) -> list[Event]:
    """Structures go back to reinforcements; ground forces go up to the space area."""
    place = state.planets[planet]
    events: list[Event] = []
    for owner, kind, number in [(s.owner, s.kind, s.count) for s in place.units]:
        if kind in STRUCTURES:
            remove(place.units, owner, kind, number)
            events.append(UnitsRemoved(seat=owner, kind=kind, number=number, reason=DMZ))
        elif kind in GROUND_FORCES:
            hurt = remove(place.units, owner, kind, number)
            add(system(state, place.system).space, owner, kind, number, hurt)
    return events


@effect(TABLE, hook="planet_resources")
def attachment_resources(ctx: Context) -> int:
    return bonus(ctx.state, ctx.planet, "resources")


@effect(TABLE, hook="planet_influence")
def attachment_influence(ctx: Context) -> int:
    return bonus(ctx.state, ctx.planet, "influence")
