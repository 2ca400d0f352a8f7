"""The 24 factions' setup facts: home system, commodities, starting units and technologies."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

import msgspec

from engines.galaxy.content.loading import ContentError, check_source, check_unique, load
from engines.galaxy.content.technologies import generic_technologies
from engines.galaxy.content.units import KINDS, StatChanges
from engines.galaxy.tiles import catalogue


class TechChoice(msgspec.Struct, frozen=True):
    choose: int
    options: list[str]


class FactionUnit(StatChanges, frozen=True):
    """A faction's own flagship or mech: its printed name and the values it prints."""

    name: str = ""


class Faction(msgspec.Struct, frozen=True):
    id: str
    name: str
    expansion: str
    home_tile: str
    home_planets: list[str]
    commodities: int
    starting_units: dict[str, int]
    starting_technologies: list[str]
    technology_choice: TechChoice | None
    flagship: FactionUnit
    mech: FactionUnit
    source: str


class _FactionFile(msgspec.Struct):
    about: str
    factions: list[Faction]


@cache
def factions() -> dict[str, Faction]:
    data = load("factions.json", _FactionFile)
    check_unique("factions.json", [f.id for f in data.factions])
    check_source("factions.json", data.factions)
    techs = generic_technologies()
    for faction in data.factions:
        problem = _problem(faction, techs)
        if problem:
            raise ContentError(f"factions.json: {faction.id}: {problem}")
    return {f.id: f for f in data.factions}


def _problem(faction: Faction, techs: Mapping[str, object]) -> str:
    tile = catalogue().get(faction.home_tile)
    if tile is None:
        return f"home tile {faction.home_tile} is not a known tile"
    if sorted(p.name for p in tile.planets) != sorted(faction.home_planets):
        return f"home planets {faction.home_planets} differ from tile {faction.home_tile}"
    unknown = [k for k in faction.starting_units if k not in KINDS]
    if unknown:
        return f"unknown starting unit {unknown[0]!r}"
    # Nekro's start names its faction technologies, which the faction file of the cards issue adds.
    choices = faction.technology_choice.options if faction.technology_choice else []
    bad = [t for t in [*choices] if t not in techs]
    return f"unknown technology {bad[0]!r}" if bad else ""
