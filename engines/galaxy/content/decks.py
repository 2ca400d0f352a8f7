"""The card facts of the later decks (agendas, action cards, notes, exploration, relics, faction extras), typed."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import msgspec

from engines.core.paths import game_assets
from engines.galaxy.content.texts import decode
from engines.galaxy.content.units import StatChanges


class UnitChanges(StatChanges, frozen=True, forbid_unknown_fields=True):
    """A faction unit's or unit upgrade's printed values, in the unit facts' shape (apply_changes reads it)."""

    fighters_exempt: int | None = None


class Window(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """When an ability can be used: see engines/galaxy/card_windows.py for the words."""

    when: str
    event: str
    by: str


class Part(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One ability on a card: action, passive, triggered, deploy or setup, its window and what it costs."""

    type: str
    window: Window
    cost: tuple[str, ...]


class Agenda(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    type: str
    elect: str
    elect_filter: str
    planet_traits: tuple[str, ...]
    outcomes: tuple[str, ...]
    law_stays: bool
    reveal_needs: str
    origin: str
    removed_in_pok: bool
    replaces: str
    replaced_by: str
    source: str


class ActionCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    copies: int
    origin: str
    phase: str
    window: Window
    rider: bool
    source: str


class NoteVariant(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    parts: tuple[Part, ...]
    returns: str
    goes_to_play_area: bool


class Note(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A promissory note; ``faction`` is None for the five generic notes."""

    id: str
    name: str
    faction: str | None
    origin: str
    goes_to_play_area: bool
    parts: tuple[Part, ...]
    returns: str
    edition: str
    source: str
    attach: dict[str, Any] = {}
    printed: NoteVariant | None = None


class ExplorationCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    deck: str
    copies: int
    kind: str
    source: str
    fragment: str = ""
    attach: dict[str, Any] = {}
    token: str = ""
    purge_card: bool = False
    planet: dict[str, Any] = {}
    origin: str = ""


class Deck(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    size: int
    fragments: int
    cards: dict[str, ExplorationCard]


class LegendaryPlanet(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    planet: str
    ability: str
    tile: str
    parts: tuple[Part, ...]
    source: str


class Relic(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    origin: str
    in_deck: bool
    parts: tuple[Part, ...]
    source: str
    attach: dict[str, Any] = {}


class Ability(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    faction: str
    parts: tuple[Part, ...]
    source: str


class Variant(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The first printing of a card the Codex revised."""

    parts: tuple[Part, ...]
    unlock: dict[str, Any] = {}
    ability_name: str = ""


class FactionTech(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    faction: str
    colour: str | None
    prerequisites: dict[str, int]
    unit_upgrade: bool
    upgrades: str
    stats: UnitChanges
    parts: tuple[Part, ...]
    owned_at_start: bool
    edition: str
    source: str
    printed: Variant | None = None


class FactionUnit(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    faction: str
    type: str
    replaces: str
    upgrade: str
    stats: UnitChanges
    deploy: bool
    parts: tuple[Part, ...]
    edition: str
    source: str
    printed: Variant | None = None
    flip_side: str = ""
    dice_per: str = ""


class Leader(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    faction: str
    type: str
    unlock: dict[str, Any]
    parts: tuple[Part, ...]
    edition: str
    source: str
    ability_name: str = ""
    purged_after_use: bool = False
    attach: dict[str, Any] = {}
    printed: Variant | None = None


class Leaders(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    agents: tuple[Leader, ...]
    commander: Leader
    hero: Leader

    def all(self) -> tuple[Leader, ...]:
        return (*self.agents, self.commander, self.hero)


class FactionExtras(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    origin: str
    abilities: tuple[Ability, ...]
    technologies: tuple[FactionTech, ...]
    units: tuple[FactionUnit, ...]
    notes: tuple[str, ...]
    leaders: Leaders
    source: str


class _AgendaFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    about: str
    deck: dict[str, int]
    agendas: dict[str, Agenda]


class _ActionFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    about: str
    deck: dict[str, int]
    action_cards: dict[str, ActionCard]


class _NoteFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    about: str
    edition: str
    counts: dict[str, int]
    notes: dict[str, Note]


class _ExplorationFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    about: str
    total: int
    decks: dict[str, Deck]
    optional_frontier: dict[str, ExplorationCard]
    legendary_planets: dict[str, LegendaryPlanet]


class _RelicFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    about: str
    deck: int
    relics: dict[str, Relic]


class _ExtrasFile(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    about: str
    edition: str
    factions: dict[str, FactionExtras]


class Decks(msgspec.Struct, frozen=True):
    """Every card fact file, decoded."""

    agendas: dict[str, Agenda]
    action_cards: dict[str, ActionCard]
    notes: dict[str, Note]
    exploration: dict[str, Deck]
    optional_frontier: dict[str, ExplorationCard]
    legendary_planets: dict[str, LegendaryPlanet]
    relics: dict[str, Relic]
    factions: dict[str, FactionExtras]

    def exploration_cards(self) -> dict[str, ExplorationCard]:
        """The cards of the four standard decks by id."""
        return {key: card for deck in self.exploration.values() for key, card in deck.cards.items()}

    def abilities(self) -> dict[str, Ability]:
        """Every faction ability by id."""
        return {a.id: a for f in self.factions.values() for a in f.abilities}

    def faction_technologies(self) -> dict[str, FactionTech]:
        """Every faction technology by id."""
        return {t.id: t for f in self.factions.values() for t in f.technologies}

    def faction_units(self) -> dict[str, FactionUnit]:
        """Every faction unit (flagships, mechs, replaced units) by id."""
        return {u.id: u for f in self.factions.values() for u in f.units}

    def leaders(self) -> dict[str, Leader]:
        """Every agent, commander and hero by id."""
        return {x.id: x for f in self.factions.values() for x in f.leaders.all()}


# each file's schema and its maps of entries (to name the entry at fault when one breaks the schema)
FILES: dict[str, tuple[type[Any], dict[str, type[Any]]]] = {
    "agendas.json": (_AgendaFile, {"agendas": Agenda}),
    "action_cards.json": (_ActionFile, {"action_cards": ActionCard}),
    "promissory.json": (_NoteFile, {"notes": Note}),
    "exploration.json": (_ExplorationFile, {"decks": Deck, "optional_frontier": ExplorationCard,
                                            "legendary_planets": LegendaryPlanet}),
    "relics.json": (_RelicFile, {"relics": Relic}),
    "faction_extras.json": (_ExtrasFile, {"factions": FactionExtras}),
}


def _read(folder: Path, name: str) -> Any:
    schema, entries = FILES[name]
    return decode(folder / name, schema, entries)


def read_decks(directory: Path | None = None) -> Decks:
    """The six card fact files from ``directory`` (default: the bundled assets); ContentError names the file."""
    folder = directory or game_assets("galaxy")
    agendas: _AgendaFile = _read(folder, "agendas.json")
    actions: _ActionFile = _read(folder, "action_cards.json")
    notes: _NoteFile = _read(folder, "promissory.json")
    exploration: _ExplorationFile = _read(folder, "exploration.json")
    relics: _RelicFile = _read(folder, "relics.json")
    extras: _ExtrasFile = _read(folder, "faction_extras.json")
    return Decks(
        agendas=agendas.agendas,
        action_cards=actions.action_cards,
        notes=notes.notes,
        exploration=exploration.decks,
        optional_frontier=exploration.optional_frontier,
        legendary_planets=exploration.legendary_planets,
        relics=relics.relics,
        factions=extras.factions,
    )


@cache
def decks() -> Decks:
    """The bundled card facts, loaded and cross-checked against the texts once."""
    from engines.galaxy.content.check import check  # the check reads these facts too

    loaded = read_decks()
    check(decks=loaded)
    return loaded
