"""Unit statistics: the base units, the generic upgrades, and a player's units as they stand (LRR 96)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache

import msgspec

from engines.galaxy.content.loading import ContentError, check_source, check_unique, load

SHIPS = ("war_sun", "dreadnought", "carrier", "cruiser", "destroyer", "fighter", "flagship")
GROUND_FORCES = ("infantry", "mech")
STRUCTURES = ("pds", "space_dock")
KINDS = (*SHIPS, *GROUND_FORCES, *STRUCTURES)


class Roll(msgspec.Struct, frozen=True):
    """A unit ability's dice: each die of ``hit_on`` or more is a hit."""

    hit_on: int
    dice: int = 1


class Production(msgspec.Struct, frozen=True):
    """PRODUCTION: a value, plus the planet's resources for a space dock."""

    value: int
    plus_planet: bool = False


class UnitStats(msgspec.Struct, frozen=True):
    """One unit type's statistics as printed on a faction sheet or an upgrade card."""

    id: str
    name: str
    type: str
    reinforcements: int
    source: str
    tokens_unlimited: bool = False
    fighters_exempt: int = 0
    requires: str | None = None
    cost: int | None = None
    units_per_cost: int | None = None
    combat: Roll | None = None
    move: int | None = None
    capacity: int = 0
    sustain_damage: bool = False
    bombardment: Roll | None = None
    anti_fighter_barrage: Roll | None = None
    space_cannon: Roll | None = None
    production: Production | None = None
    planetary_shield: bool = False


class StatChanges(msgspec.Struct, frozen=True):
    """What an upgrade prints: every field it gives replaces the base value."""

    cost: int | None = None
    units_per_cost: int | None = None
    combat: Roll | None = None
    move: int | None = None
    capacity: int | None = None
    sustain_damage: bool | None = None
    bombardment: Roll | None = None
    anti_fighter_barrage: Roll | None = None
    space_cannon: Roll | None = None
    production: Production | None = None
    planetary_shield: bool | None = None


class Upgrade(msgspec.Struct, frozen=True):
    id: str
    name: str
    upgrades: str
    prerequisites: dict[str, int]
    stats: StatChanges
    source: str


class _UnitFile(msgspec.Struct):
    about: str
    units: list[UnitStats]
    upgrades: list[Upgrade]


@cache
def _file() -> _UnitFile:
    data = load("units.json", _UnitFile)
    check_unique("units.json", [u.id for u in data.units])
    check_unique("units.json", [u.id for u in data.upgrades])
    check_source("units.json", [*data.units, *data.upgrades])
    known = {u.id for u in data.units}
    for upgrade in data.upgrades:
        if upgrade.upgrades not in known:
            raise ContentError(f"units.json: {upgrade.id} upgrades an unknown unit {upgrade.upgrades!r}")
    if set(KINDS) != known:
        raise ContentError(f"units.json: the unit types must be {', '.join(KINDS)}")
    return data


@cache
def base_units() -> dict[str, UnitStats]:
    return {u.id: u for u in _file().units}


@cache
def upgrades() -> dict[str, Upgrade]:
    return {u.id: u for u in _file().upgrades}


def apply_changes(stats: UnitStats, changes: StatChanges) -> UnitStats:
    fields = [f for f in changes.__struct_fields__ if f in UnitStats.__struct_fields__]
    given = {f: getattr(changes, f) for f in fields if getattr(changes, f) is not None}
    return msgspec.structs.replace(stats, **given)


def unit_stats(kind: str, technologies: Iterable[str] = (), faction: str = "") -> UnitStats:
    """A unit type's statistics for a player of ``faction`` owning ``technologies``.

    The faction's own units (flagship, mech, and the units its sheet replaces: Spec Ops for infantry, a
    Floating Factory for the space dock...) replace the generic ones; owned unit upgrades, generic or a
    faction's (Spec Ops II), apply on top. A replaced unit needs no technology to be built (the Muaat war sun).
    """
    return _owning(kind, tuple(technologies), faction)


@lru_cache(maxsize=8192)
def _owning(kind: str, technologies: tuple[str, ...], faction: str) -> UnitStats:
    return _upgraded(kind, frozenset(t for t in technologies if t in _all_upgrades()), faction)


@cache
def _all_upgrades() -> dict[str, tuple[str, StatChanges, str]]:
    """Every unit upgrade, generic or a faction's: id -> (unit kind, printed values, name)."""
    from engines.galaxy.content.decks import decks

    found: dict[str, tuple[str, StatChanges, str]] = {u.id: (u.upgrades, u.stats, u.name) for u in upgrades().values()}
    for tech in decks().faction_technologies().values():
        if tech.unit_upgrade:
            found[tech.id] = (tech.upgrades, tech.stats, tech.name)
    return found


@cache
def faction_replacements(faction: str) -> dict[str, tuple[str, StatChanges]]:
    """The generic units a faction's sheet replaces: kind -> (printed name, printed values)."""
    from engines.galaxy.content.decks import decks

    extras = decks().factions.get(faction)
    found: dict[str, tuple[str, StatChanges]] = {}
    for unit in extras.units if extras is not None else ():
        if unit.replaces and unit.type == unit.replaces:
            found[unit.type] = (unit.name, unit.stats)
    return found


@cache
def _upgraded(kind: str, owned: frozenset[str], faction: str) -> UnitStats:
    stats = base_units()[kind]
    if faction and kind in ("flagship", "mech"):
        from engines.galaxy.content.factions import factions

        own = getattr(factions()[faction], kind)
        stats = msgspec.structs.replace(apply_changes(stats, own), name=own.name)
    replaced = faction_replacements(faction).get(kind) if faction else None
    if replaced is not None:
        stats = msgspec.structs.replace(apply_changes(stats, replaced[1]), name=replaced[0], requires=None)
        if getattr(replaced[1], "fighters_exempt", None) is None:  # a faction's dock frees only what its card says
            stats = msgspec.structs.replace(stats, fighters_exempt=0) if kind == "space_dock" else stats
    catalogue = _all_upgrades()
    for upgrade_id in sorted(owned, key=lambda u: (u not in upgrades(), u)):  # generic first, a faction's on top
        upgraded, changes, name = catalogue[upgrade_id]
        if upgraded == kind:
            stats = msgspec.structs.replace(apply_changes(stats, changes), name=name)
    return stats
