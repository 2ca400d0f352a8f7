"""Technologies: colours and prerequisites (LRR 90), and whether a player may research one."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

import msgspec

from engines.galaxy.content.loading import ContentError, check_source, check_unique, load

COLOURS = ("green", "blue", "yellow", "red")


class Technology(msgspec.Struct, frozen=True):
    id: str
    name: str
    colour: str | None
    prerequisites: dict[str, int]
    expansion: str
    unit_upgrade: bool
    source: str
    upgrades: str | None = None
    faction: str | None = None


class _TechFile(msgspec.Struct):
    about: str
    colours: dict[str, str]
    technologies: list[Technology]


@cache
def generic_technologies() -> dict[str, Technology]:
    data = load("technologies.json", _TechFile)
    check_unique("technologies.json", [t.id for t in data.technologies])
    check_source("technologies.json", data.technologies)
    for tech in data.technologies:
        bad = [c for c in tech.prerequisites if c not in COLOURS]
        if bad or (tech.colour is not None and tech.colour not in COLOURS):
            raise ContentError(f"technologies.json: {tech.id}: unknown colour")
    return {t.id: t for t in data.technologies}


@cache
def every_technology() -> dict[str, Technology]:
    """Generic and faction technologies with their prerequisites (a faction's only its owner may research)."""
    from engines.galaxy.content.decks import decks

    found = dict(generic_technologies())
    for tech in decks().faction_technologies().values():
        found[tech.id] = Technology(tech.id, tech.name, tech.colour, dict(tech.prerequisites), "faction",
                                    tech.unit_upgrade, tech.source, tech.upgrades or None, tech.faction)
    return found


def faction_technologies_of(faction: str) -> list[str]:
    """The two technologies on a faction's sheet (Nekro's Valefar Assimilators included)."""
    return [t.id for t in every_technology().values() if t.faction == faction]


class TechFacts(msgspec.Struct, frozen=True):
    """What the rules ask of any technology, generic or a faction's: its colour, whether it is a unit
    upgrade, whose faction it belongs to (None: generic)."""

    id: str
    colour: str | None
    unit_upgrade: bool
    faction: str | None


@cache
def all_technologies() -> dict[str, TechFacts]:
    """Generic and faction technologies together (the faction ones from the faction extras)."""
    from engines.galaxy.content.decks import decks

    found = {t.id: TechFacts(t.id, t.colour, t.unit_upgrade, t.faction) for t in generic_technologies().values()}
    for tech in decks().faction_technologies().values():
        found[tech.id] = TechFacts(tech.id, tech.colour, tech.unit_upgrade, tech.faction)
    return found


def colour_counts(owned: Iterable[str], catalogue: dict[str, Technology]) -> dict[str, int]:
    counts = dict.fromkeys(COLOURS, 0)
    for tech_id in owned:
        tech = catalogue.get(tech_id)
        if tech is not None and tech.colour:
            counts[tech.colour] += 1
    return counts


def missing_prerequisites(tech: Technology, counts: dict[str, int], skips: int = 0) -> int:
    """How many prerequisites are unmet after ``skips`` (planet specialties) are used."""
    lacking = sum(max(0, need - counts.get(colour, 0)) for colour, need in tech.prerequisites.items())
    return max(0, lacking - skips)
