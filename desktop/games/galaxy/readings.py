"""Names and the full texts a hover shows: strategy cards, technologies, objectives, action cards, factions,
planets and units, from the game's own texts (``engines.galaxy.content.texts``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from engines.galaxy.adjacency import DELTA_HOME, NEXUS
from engines.galaxy.amounts import amount
from engines.galaxy.content.action_deck import card_name, card_of
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.content.technologies import all_technologies
from engines.galaxy.content.texts import catalogue
from engines.galaxy.content.units import unit_stats
from engines.galaxy.promissory.notes import note_id, owner_of
from engines.galaxy.tiles import catalogue as tiles
from engines.galaxy.words import UNIT_NAMES, unit

TECH_KEYS = {"green": "biotic", "blue": "propulsion", "yellow": "cybernetic", "red": "warfare"}
COLOUR_WORDS = {"biotic": "biotic (green)", "propulsion": "propulsion (blue)", "cybernetic": "cybernetic (yellow)",
                "warfare": "warfare (red)"}
UNIT_WORDS = {"war_sun": "War sun", "space_dock": "Space dock", "pds": "PDS"}


def _entry(kind: str, key: str) -> Any:
    return catalogue().get(kind, {}).get(key)


def tech_name(tech: str) -> str:
    entry = _entry("technologies", tech)
    return entry.name if entry is not None else tech.replace("_", " ").title()


def tech_colour(tech: str) -> str:
    """biotic, propulsion, cybernetic, warfare, or "unit" for unit upgrades."""
    facts = all_technologies().get(tech)
    if facts is None or facts.colour is None:
        return "unit"
    return TECH_KEYS.get(facts.colour, "unit")


def place_words(node: int) -> str:
    """Where a system lies: its map position, the wormhole nexus, or the home beyond the Creuss gate."""
    if node == NEXUS:
        return "the wormhole nexus"
    if node == DELTA_HOME:
        return "beyond the Creuss gate"
    return f"position {node}"


def unit_word(kind: str) -> str:
    return UNIT_WORDS.get(kind, kind.replace("_", " ").capitalize())


def unit_name(kind: str) -> str:
    """A unit's name inside a sentence: "cruiser", "war sun", "PDS"."""
    return UNIT_NAMES.get(kind, kind.replace("_", " "))


def units(count: int, kind: str) -> str:
    """"1 cruiser", "2 cruisers", "2 PDS", "3 infantry"."""
    return f"1 {unit_name(kind)}" if count == 1 else unit(kind, count)


@cache
def _planets() -> dict[str, Any]:
    return {p.name: p for tile in tiles().values() for p in tile.planets}


def printed_planet(key: str) -> Any:
    return _planets().get(key.split(" (")[0])


def strategy_text(card: str) -> tuple[str, list[str]]:
    facts = strategy_cards()[card]
    entry = _entry("strategy_cards", card)
    body = [f"Initiative {facts.initiative}."]
    if entry is not None:
        body += [f"Primary: {entry.primary}", f"Secondary: {entry.secondary}"]
    return facts.name, body


def objective_text(objective: str) -> tuple[str, list[str]]:
    facts = objectives()[objective]
    entry = _entry("objectives", objective)
    stage = {"I": "Public objective, stage I", "II": "Public objective, stage II"}.get(facts.stage, "Secret objective")
    points = f"{facts.vp} victory point{'s' if facts.vp != 1 else ''}"
    body = [f"{stage} · {points}" + (f" · {entry.timing}" if entry is not None and entry.timing else "")]
    if entry is not None:
        body.append(entry.text)
    return facts.name, body


def technology_text(tech: str) -> tuple[str, list[str]]:
    entry = _entry("technologies", tech)
    facts = all_technologies().get(tech)
    colour = tech_colour(tech)
    kind = "Unit upgrade" if colour == "unit" else f"{COLOUR_WORDS[colour].capitalize()} technology"
    if facts is not None and facts.faction:
        kind += f" of {factions()[facts.faction].name}" if facts.faction in factions() else ""
    body = [kind]
    if entry is not None:
        body.append(entry.text)
    return tech_name(tech), body


def action_card_text(physical: str) -> tuple[str, list[str]]:
    entry = _entry("action_cards", card_of(physical))
    body = [f"When: {entry.timing}", entry.text] if entry is not None else []
    return card_name(physical), body


def note_text(note: str, name: Callable[[int], str]) -> tuple[str, list[str]]:
    """A promissory note ("owner:note"): its name and owner, when it is played and what it does."""
    owner, ident = owner_of(note), note_id(note)
    entry = _entry("promissory", ident)
    title = f"{entry.name if entry is not None else ident.replace('_', ' ').title()} ({name(owner)}'s note)"
    body = [f"When: {entry.timing}", entry.text] if entry is not None and entry.timing else \
        [entry.text] if entry is not None else []
    return title, body


def faction_text(faction: str) -> tuple[str, list[str]]:
    facts = factions().get(faction)
    if facts is None:
        return faction, []
    body = []
    entry = _entry("factions", faction)
    if entry is not None:
        body.append(entry.text)
    body.append(f"Commodities: {facts.commodities}")
    for ability in catalogue()["faction_abilities"].values():
        if ability.faction == faction:
            body.append(f"{ability.name}: {ability.text}")
    return facts.name, body


def planet_text(key: str, owner: str = "", exhausted: bool = False) -> tuple[str, list[str]]:
    printed = printed_planet(key)
    if printed is None:
        return key, []
    marks = [printed.trait or "no trait"]
    if printed.tech_specialty:
        marks.append(f"{COLOUR_WORDS.get(printed.tech_specialty, printed.tech_specialty)} specialty")
    body = [f"{amount(printed.resources, 'resource')}, {printed.influence} influence · " + ", ".join(marks)]
    if owner:
        body.append(f"Controlled by {owner}" + (" (exhausted)" if exhausted else " (ready)"))
    if printed.legendary:
        entry = _entry("legendary_planets", key.lower().replace(" ", "_"))
        body.append(f"Legendary: {entry.ability}: {entry.text}" if entry is not None else "Legendary planet")
    return key, body


def unit_text(kind: str, technologies: list[str], faction: str) -> tuple[str, list[str]]:
    """A unit with the statistics its owner's upgrades give it."""
    stats = unit_stats(kind, technologies, faction)
    parts = []
    if stats.cost is not None:
        parts.append(f"cost {stats.cost}" + (f" for {stats.units_per_cost}" if (stats.units_per_cost or 1) > 1 else ""))
    if stats.combat is not None:
        dice = f" ×{stats.combat.dice}" if stats.combat.dice > 1 else ""
        parts.append(f"combat {stats.combat.hit_on}{dice}")
    if stats.move:
        parts.append(f"move {stats.move}")
    if stats.capacity:
        parts.append(f"capacity {stats.capacity}")
    abilities = [name for name, on in (("SUSTAIN DAMAGE", stats.sustain_damage),
                                       ("PLANETARY SHIELD", stats.planetary_shield)) if on]
    for name, roll in (("BOMBARDMENT", stats.bombardment), ("ANTI-FIGHTER BARRAGE", stats.anti_fighter_barrage),
                       ("SPACE CANNON", stats.space_cannon)):
        if roll is not None:
            abilities.append(f"{name} {roll.hit_on}" + (f" ×{roll.dice}" if roll.dice > 1 else ""))
    if stats.production is not None:
        abilities.append(f"PRODUCTION {stats.production.value}" + (" + the planet's resources"
                                                                   if stats.production.plus_planet else ""))
    body = [", ".join(parts)] if parts else []
    if abilities:
        body.append(" · ".join(abilities))
    entry = _entry("units", kind)
    if entry is not None:
        body.append(entry.text)
    return stats.name or unit_word(kind), body
