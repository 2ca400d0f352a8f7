"""A faction's sheet in words: what a newcomer reads to pick one (the new-game dialog, the draft's choices,
the hover on a faction) and the parts the player area lists (abilities, faction technologies).

Everything comes from the game's facts (``engines.galaxy.content``) and our own texts (``texts``); no Qt.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from functools import cache

from engines.galaxy.amounts import amount
from engines.galaxy.content.decks import decks
from engines.galaxy.content.factions import factions
from engines.galaxy.content.texts import TextEntry, catalogue
from engines.galaxy.tiles import catalogue as tiles
from engines.galaxy.words import UNIT_NAMES

SAME_PLURAL = ("infantry", "PDS")
COLOURS = {"green": "biotic", "blue": "propulsion", "yellow": "cybernetic", "red": "warfare"}


@dataclass(frozen=True)
class Part:
    """One named rule of the sheet: an ability, a technology, a unit or a note."""

    id: str
    name: str
    timing: str
    text: str
    detail: str = ""  # what kind of part it is, its prerequisites or the unit it replaces

    def line(self) -> str:
        when = f"{self.timing}: " if self.timing else ""
        return f"{self.name}{f' ({self.detail})' if self.detail else ''}: {when}{self.text}"


@dataclass(frozen=True)
class Sheet:
    id: str
    name: str
    blurb: str
    commodities: int
    home: tuple[str, ...]  # "Nestphar (3 resources, 2 influence)"
    units: str  # "1 carrier, 1 cruiser, 2 fighters…"
    technologies: tuple[str, ...]  # starting technologies' names (or the choice the faction makes)
    abilities: tuple[Part, ...]
    faction_technologies: tuple[Part, ...]
    faction_units: tuple[Part, ...]
    notes: tuple[Part, ...]


def _entry(kind: str, key: str) -> TextEntry | None:
    return catalogue().get(kind, {}).get(key)


def _part(kind: str, key: str, detail: str = "") -> Part:
    entry = _entry(kind, key)
    name = getattr(entry, "name", key.replace("_", " ").title())
    return Part(key, name, getattr(entry, "timing", ""), getattr(entry, "text", ""), detail)


def _units(counts: dict[str, int]) -> str:
    words = []
    for kind, number in counts.items():
        name = UNIT_NAMES.get(kind, kind.replace("_", " "))
        words.append(f"{number} {name}{'s' if number > 1 and name not in SAME_PLURAL else ''}")
    return ", ".join(words)


def tech_name(tech: str) -> str:
    return str(getattr(_entry("technologies", tech), "name", tech.replace("_", " ").title()))


def _prerequisites(needs: dict[str, int]) -> str:
    return " and ".join(f"{n} {COLOURS.get(c, c)}" for c, n in needs.items()) or "nothing"


def _tech_detail(upgrade: bool, colour: str | None, needs: dict[str, int]) -> str:
    kind = "unit upgrade" if upgrade else f"{COLOURS[colour]} technology" if colour in COLOURS else "technology"
    return f"{kind}, needs {_prerequisites(needs)}"


@cache
def sheet(faction: str) -> Sheet:
    """The whole sheet of ``faction`` (an id of ``factions()``)."""
    facts = factions()[faction]
    extras = decks().factions[faction]
    planets = {p.name: p for p in tiles()[facts.home_tile].planets}
    home = tuple(f"{name} ({amount(planets[name].resources, 'resource')}, {planets[name].influence} influence)"
                 if name in planets else name for name in facts.home_planets)
    techs = [tech_name(t) for t in facts.starting_technologies]
    if facts.technology_choice is not None:
        options = " or ".join(tech_name(t) for t in facts.technology_choice.options)
        techs.append(f"{facts.technology_choice.choose} of {options} (your choice)")
    abilities = tuple(_part("faction_abilities", a.id) for a in extras.abilities)
    technologies = tuple(_part("technologies", t.id, _tech_detail(t.unit_upgrade, t.colour, t.prerequisites))
                         for t in extras.technologies)
    units = tuple(_part("faction_units", u.id, UNIT_NAMES.get(u.type, u.type)) for u in extras.units)
    notes = tuple(_part("promissory", n, "promissory note") for n in extras.notes)
    blurb = str(getattr(_entry("factions", faction), "text", ""))
    return Sheet(faction, facts.name, blurb, facts.commodities, home, _units(facts.starting_units), tuple(techs),
                 abilities, technologies, units, notes)


def sheet_lines(faction: str) -> tuple[str, list[str]]:
    """The sheet as a hover's title and paragraphs."""
    if faction not in factions():
        return faction, []
    found = sheet(faction)
    body = [found.blurb] if found.blurb else []
    body += [f"Commodities: {found.commodities} · Home: {'; '.join(found.home)}",
             f"Starts with: {found.units}",
             f"Starting technologies: {', '.join(found.technologies) or 'none'}"]
    body += ["Ability: " + part.line() for part in found.abilities]
    body += ["Faction technology: " + part.line() for part in found.faction_technologies]
    body += ["Unit: " + part.line() for part in found.faction_units]
    body += ["Note: " + part.line() for part in found.notes]
    return found.name, body


def sheet_html(faction: str) -> str:
    """The sheet as rich text for a text browser."""
    found = sheet(faction)

    def items(parts: tuple[Part, ...]) -> str:
        rows = []
        for part in parts:
            when = f"<i>{html.escape(part.timing)}:</i> " if part.timing else ""
            detail = f" <span style='color:#9aa3b8'>({html.escape(part.detail)})</span>" if part.detail else ""
            rows.append(f"<li><b>{html.escape(part.name)}</b>{detail} {when}{html.escape(part.text)}</li>")
        return "<ul style='margin-top:0'>" + "".join(rows) + "</ul>"

    return (f"<h3 style='margin-bottom:2px'>{html.escape(found.name)}</h3>"
            f"<p style='margin-top:0'>{html.escape(found.blurb)}</p>"
            f"<p><b>Commodities</b> {found.commodities} &nbsp;·&nbsp; <b>Home</b> {html.escape('; '.join(found.home))}"
            f"<br><b>Starting units</b> {html.escape(found.units)}"
            f"<br><b>Starting technologies</b> {html.escape(', '.join(found.technologies) or 'none')}</p>"
            f"<p style='margin-bottom:0'><b>Abilities</b></p>{items(found.abilities)}"
            f"<p style='margin-bottom:0'><b>Faction technologies</b></p>{items(found.faction_technologies)}"
            f"<p style='margin-bottom:0'><b>Faction units</b></p>{items(found.faction_units)}"
            f"<p style='margin-bottom:0'><b>Promissory note</b></p>{items(found.notes)}")


def ability_lines(ability: str) -> tuple[str, list[str]] | None:
    """A faction ability's hover: its name, then when and what."""
    entry = _entry("faction_abilities", ability)
    if entry is None:
        return None
    part = _part("faction_abilities", ability)
    owner = factions().get(str(getattr(entry, "faction", "")))
    body = [f"Faction ability of {owner.name}" if owner is not None else "Faction ability"]
    body += [f"When: {part.timing}"] if part.timing else []
    return part.name, [*body, part.text]
