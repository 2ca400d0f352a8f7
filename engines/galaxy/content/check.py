"""The data check: card facts and texts agree, counts match the published game, every entry is well formed."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from engines.galaxy.card_windows import BY, EVENTS, WHENS
from engines.galaxy.content.decks import (
    Ability,
    Decks,
    FactionExtras,
    FactionTech,
    FactionUnit,
    Leader,
    Part,
    read_decks,
)
from engines.galaxy.content.loading import ContentError
from engines.galaxy.content.texts import SOURCES, TextEntry, read_texts

Texts = dict[str, dict[str, TextEntry]]

# the published counts (facts README and the expansion's component list)
EXPECTED = {
    "action card names": 93,
    "action cards": 120,
    "agendas": 63,
    "agendas removed by the expansion": 13,
    "agendas in the expansion deck": 50,
    "exploration cards": 74,
    "relics in the deck": 13,
    "optional relics": 3,
    "promissory notes": 30,
    "generic promissory notes": 5,
    "faction abilities": 55,
    "faction technologies": 48,
    "faction unit upgrades": 14,
    "flagships": 24,
    "mechs": 24,
    "leaders": 74,
    "agents": 26,
    "commanders": 24,
    "heroes": 24,
    "factions": 24,
    "strategy cards": 8,
    "generic technologies": 33,
    "objectives": 80,
    "legendary planets": 4,
    "base units": 11,
}
DECK_SIZES = {"cultural": (20, 9), "hazardous": (20, 7), "industrial": (20, 5), "frontier": (14, 3)}
OPTIONAL_FRONTIER_CARDS = 6
AGENDA_TYPES = ("law", "directive")
ELECTS = ("for_against", "player", "planet", "law", "strategy_card", "secret_objective", "hidden_agenda")
OUTCOMES = {"for_against": ("for", "against")}
NOTE_RETURNS = ("after_use", "on_activation", "on_activation_or_elimination", "end_of_combat",
                "end_of_status_phase", "never")
LEADER_TYPES = ("agent", "commander", "hero")


def _part_problem(part: Part) -> str:
    window = part.window
    if part.type not in ("action", "passive", "triggered", "deploy", "setup"):
        return f"unknown ability type {part.type!r}"
    if window.when not in WHENS or window.event not in EVENTS or window.by not in BY:
        return f"unknown timing window {window.when} {window.event!r} {window.by}"
    return ""


def _parts_problems(label: str, parts: tuple[Part, ...]) -> list[str]:
    return [f"{label}: {p}" for p in (_part_problem(part) for part in parts) if p]


def fact_problems(decks: Decks) -> list[str]:
    """Problems inside the card facts, each naming its file and entry."""
    problems: list[str] = []
    for key, agenda in decks.agendas.items():
        label = f"agendas.json: agenda {key!r}"
        wanted = OUTCOMES.get(agenda.elect, ("elected",))
        if agenda.id != key:
            problems.append(f"{label}: its id {agenda.id!r} differs from its key")
        if agenda.type not in AGENDA_TYPES:
            problems.append(f"{label}: unknown type {agenda.type!r}")
        if agenda.elect not in ELECTS:
            problems.append(f"{label}: unknown elect target {agenda.elect!r}")
        if agenda.outcomes != wanted:
            problems.append(f"{label}: outcomes {list(agenda.outcomes)} should be {list(wanted)}")
        if agenda.replaces and agenda.replaces not in decks.agendas:
            problems.append(f"{label}: replaces unknown agenda {agenda.replaces!r}")
    for key, card in decks.action_cards.items():
        label = f"action_cards.json: card {key!r}"
        if card.id != key or card.copies < 1:
            problems.append(f"{label}: its id must match its key and it needs 1+ copies")
        problems += _parts_problems(label, (Part("action", card.window, ()),))
    for key, note in decks.notes.items():
        label = f"promissory.json: note {key!r}"
        if note.id != key:
            problems.append(f"{label}: its id {note.id!r} differs from its key")
        if note.faction is not None and key not in decks.factions.get(note.faction, _NO_FACTION).notes:
            problems.append(f"{label}: faction {note.faction!r} does not list it")
        if note.returns not in NOTE_RETURNS:
            problems.append(f"{label}: unknown return rule {note.returns!r}")
        problems += _parts_problems(label, note.parts)
    for deck_name, deck in decks.exploration.items():
        size = sum(c.copies for c in deck.cards.values())
        fragments = sum(c.copies for c in deck.cards.values() if c.kind == "relic_fragment")
        if (size, fragments) != (deck.size, deck.fragments):
            problems.append(f"exploration.json: deck {deck_name!r} holds {size} cards ({fragments} fragments), "
                            f"not the {deck.size} ({deck.fragments}) it says")
        for key, explore in deck.cards.items():
            if explore.id != key or explore.deck != deck_name or explore.copies < 1:
                problems.append(f"exploration.json: card {key!r}: id, deck or copies are wrong")
            if explore.kind == "attachment" and not explore.attach:
                problems.append(f"exploration.json: card {key!r}: an attachment needs its values")
    for key, relic in decks.relics.items():
        if relic.id != key:
            problems.append(f"relics.json: relic {key!r}: its id {relic.id!r} differs from its key")
        problems += _parts_problems(f"relics.json: relic {key!r}", relic.parts)
    for key, planet in decks.legendary_planets.items():
        problems += _parts_problems(f"exploration.json: legendary planet {key!r}", planet.parts)
    problems += _faction_problems(decks)
    for label, source in _fact_sources(decks):
        if source not in SOURCES:
            problems.append(f"{label}: source must be rulebook or house, not {source!r}")
    return problems


Scoped = Ability | FactionTech | FactionUnit | Leader


def scoped(faction: FactionExtras) -> list[Scoped]:
    """Everything that belongs to one faction: abilities, technologies, units and leaders."""
    return [*faction.abilities, *faction.technologies, *faction.units, *faction.leaders.all()]


class _NoFaction:
    notes: tuple[str, ...] = ()


_NO_FACTION = _NoFaction()


def _faction_problems(decks: Decks) -> list[str]:
    problems: list[str] = []
    for fid, faction in decks.factions.items():
        label = f"faction_extras.json: faction {fid!r}"
        if faction.id != fid:
            problems.append(f"{label}: its id {faction.id!r} differs from its key")
        techs = {t.id for t in faction.technologies}
        for item in scoped(faction):
            if item.faction != fid:
                problems.append(f"{label}: {item.id!r} says it belongs to {item.faction!r}")
            problems += _parts_problems(f"{label}: {item.id!r}", item.parts)
        for unit in faction.units:
            if unit.upgrade and unit.upgrade not in techs:
                problems.append(f"{label}: unit {unit.id!r} upgrades to unknown technology {unit.upgrade!r}")
        for note in faction.notes:
            if note not in decks.notes:
                problems.append(f"{label}: unknown promissory note {note!r}")
        for leader in faction.leaders.all():
            if leader.type not in LEADER_TYPES or "kind" not in leader.unlock:
                problems.append(f"{label}: leader {leader.id!r} needs a known type and an unlock condition")
    return problems


def _fact_sources(decks: Decks) -> list[tuple[str, str]]:
    found = [(f"agendas.json: {k!r}", v.source) for k, v in decks.agendas.items()]
    found += [(f"action_cards.json: {k!r}", v.source) for k, v in decks.action_cards.items()]
    found += [(f"promissory.json: {k!r}", v.source) for k, v in decks.notes.items()]
    found += [(f"exploration.json: {k!r}", v.source) for k, v in decks.exploration_cards().items()]
    found += [(f"relics.json: {k!r}", v.source) for k, v in decks.relics.items()]
    for fid, faction in decks.factions.items():
        found.append((f"faction_extras.json: {fid!r}", faction.source))
        found += [(f"faction_extras.json: {fid!r}: {item.id!r}", item.source) for item in scoped(faction)]
    return found


def counts(decks: Decks, texts: Texts) -> dict[str, int]:
    """The same quantities as EXPECTED, counted in the files."""
    factions = decks.factions.values()
    units = [u for f in factions for u in f.units]
    flip_sides = {u.flip_side for u in units}
    leaders = [leader for f in factions for leader in f.leaders.all()]
    kinds = Counter(leader.type for leader in leaders)
    agendas = decks.agendas.values()
    techs = [t for f in factions for t in f.technologies]
    return {
        "action card names": len(decks.action_cards),
        "action cards": sum(c.copies for c in decks.action_cards.values()),
        "agendas": len(decks.agendas),
        "agendas removed by the expansion": sum(a.removed_in_pok for a in agendas),
        "agendas in the expansion deck": sum(not a.removed_in_pok for a in agendas),
        "exploration cards": sum(d.size for d in decks.exploration.values()),
        "relics in the deck": sum(r.in_deck for r in decks.relics.values()),
        "optional relics": sum(not r.in_deck for r in decks.relics.values()),
        "promissory notes": len(decks.notes),
        "generic promissory notes": sum(n.faction is None for n in decks.notes.values()),
        "faction abilities": sum(len(f.abilities) for f in factions),
        "faction technologies": len(techs),
        "faction unit upgrades": sum(t.unit_upgrade for t in techs),
        "flagships": sum(u.type == "flagship" for u in units),
        "mechs": sum(u.type == "mech" and u.id not in flip_sides for u in units),
        "leaders": len(leaders),
        "agents": kinds["agent"],
        "commanders": kinds["commander"],
        "heroes": kinds["hero"],
        "factions": len(decks.factions),
        "strategy cards": len(texts["strategy_cards"]),
        "generic technologies": sum(not e.faction for e in texts["technologies"].values()),
        "objectives": len(texts["objectives"]),
        "legendary planets": len(decks.legendary_planets),
        "base units": len(texts["units"]),
    }


def _fact_ids(decks: Decks) -> dict[str, dict[str, tuple[str, str]]]:
    """For each text kind backed by our card facts: id -> (name, faction id or "")."""
    factions = decks.factions.values()
    cards = {**decks.exploration_cards(), **decks.optional_frontier}
    return {
        "agendas": {k: (a.name, "") for k, a in decks.agendas.items()},
        "action_cards": {k: (c.name, "") for k, c in decks.action_cards.items()},
        "promissory": {k: (n.name, n.faction or "") for k, n in decks.notes.items()},
        "exploration": {k: (c.name, "") for k, c in cards.items()},
        "relics": {k: (r.name, "") for k, r in decks.relics.items()},
        "legendary_planets": {k: (p.planet, "") for k, p in decks.legendary_planets.items()},
        "faction_abilities": {a.id: (a.name, f.id) for f in factions for a in f.abilities},
        "faction_units": {u.id: (u.name, f.id) for f in factions for u in f.units},
        "leaders": {x.id: (x.name, f.id) for f in factions for x in f.leaders.all()},
        "factions": {f.id: (f.name, "") for f in factions},
    }


def text_problems(decks: Decks, texts: Texts) -> list[str]:
    """Facts without a text, texts without a fact, wrong factions, missing outcomes or printed variants."""
    problems: list[str] = []
    for kind, ids in _fact_ids(decks).items():
        entries = texts[kind]
        problems += [f"text/{kind}.json: no text for {key!r}" for key in ids if key not in entries]
        problems += [f"text/{kind}.json: {key!r} matches no card fact" for key in entries if key not in ids]
        for key, (name, owner) in ids.items():
            entry = entries.get(key)
            if entry is None:
                continue
            if entry.faction != owner:
                problems.append(f"text/{kind}.json: {key!r} should name faction {owner!r}, not {entry.faction!r}")
            if entry.name != name:
                problems.append(f"text/{kind}.json: {key!r} is called {name!r} in the facts, not {entry.name!r}")
    tech_texts = texts["technologies"]
    for faction in decks.factions.values():
        for tech in faction.technologies:
            entry = tech_texts.get(tech.id)
            if entry is None or entry.faction != faction.id or entry.name != tech.name:
                problems.append(f"text/technologies.json: faction technology {tech.id!r} needs a text "
                                f"called {tech.name!r} naming faction {faction.id!r}")
    for key, agenda in decks.agendas.items():
        entry = texts["agendas"].get(key)
        if entry is not None and tuple(entry.outcomes) != agenda.outcomes:
            problems.append(f"text/agendas.json: {key!r} needs outcome texts for {list(agenda.outcomes)}")
    for faction in decks.factions.values():
        for leader in faction.leaders.all():
            entry = texts["leaders"].get(leader.id)
            if entry is not None and leader.type != "agent" and not entry.unlock:
                problems.append(f"text/leaders.json: {leader.id!r} needs its unlock condition")
    problems += _printed_problems(decks, texts)
    for key, entry in texts["strategy_cards"].items():
        if not (entry.primary and entry.secondary):
            problems.append(f"text/strategy_cards.json: {key!r} needs a primary and a secondary text")
    return problems


def _printed_problems(decks: Decks, texts: Texts) -> list[str]:
    revised = [("promissory", n.id) for n in decks.notes.values() if n.printed]
    for faction in decks.factions.values():
        revised += [("technologies", t.id) for t in faction.technologies if t.printed]
        revised += [("faction_units", u.id) for u in faction.units if u.printed]
        revised += [("leaders", x.id) for x in faction.leaders.all() if x.printed]
    return [f"text/{kind}.json: {key!r} was revised by the Codex and needs its printed_text too"
            for kind, key in revised if key in texts[kind] and not texts[kind][key].printed_text]


def lead_problems(decks: Decks, texts: Texts) -> list[str]:
    """Texts against the skeleton's fact files (strategy cards, technologies, objectives, units, factions)."""
    from engines.galaxy.content.factions import factions
    from engines.galaxy.content.objectives import objectives
    from engines.galaxy.content.strategy import strategy_cards
    from engines.galaxy.content.technologies import generic_technologies
    from engines.galaxy.content.units import StatChanges, base_units

    problems: list[str] = []
    named = {
        "strategy_cards": {k: c.name for k, c in strategy_cards().items()},
        "technologies": {k: t.name for k, t in generic_technologies().items()},
        "objectives": {k: o.name for k, o in objectives().items()},
        "units": {k: "" for k in base_units()},
    }
    for kind, facts in named.items():
        entries = {k: e for k, e in texts[kind].items() if not e.faction}
        problems += [f"text/{kind}.json: no text for {key!r}" for key in facts if key not in entries]
        problems += [f"text/{kind}.json: {key!r} matches no fact" for key in entries if key not in facts]
        problems += [f"text/{kind}.json: {key!r} is called {facts[key]!r} in the facts, not {e.name!r}"
                     for key, e in entries.items() if facts.get(key) and e.name != facts[key]]
    setup = factions()
    if set(setup) != set(decks.factions):
        odd = sorted(set(setup) ^ set(decks.factions))
        problems.append(f"faction_extras.json: its factions differ from factions.json: {odd}")
    for fid, faction in setup.items():
        extras = decks.factions.get(fid)
        if extras is None:
            continue
        if extras.name != faction.name:
            problems.append(f"faction_extras.json: {fid!r} is called {faction.name!r} in factions.json")
        for kind, printed in (("flagship", faction.flagship), ("mech", faction.mech)):
            ours = [u for u in extras.units if u.type == kind and u.id not in {x.flip_side for x in extras.units}]
            same = [u for u in ours if u.name == printed.name]
            if not same:
                problems.append(f"faction_extras.json: {fid!r} has no {kind} named {printed.name!r}")
                continue
            for field in StatChanges.__struct_fields__:
                if getattr(same[0].stats, field) != getattr(printed, field):
                    problems.append(f"faction_extras.json: {same[0].id!r} {field} differs from factions.json")
    return problems


def problems(decks: Decks | None = None, texts: Texts | None = None, asset_dir: Path | None = None) -> list[str]:
    """Everything wrong with the content; empty when it is sound."""
    loaded_decks = decks or read_decks(asset_dir)
    loaded_texts = texts or read_texts(asset_dir / "text" if asset_dir else None)
    found = fact_problems(loaded_decks) + text_problems(loaded_decks, loaded_texts)
    found += lead_problems(loaded_decks, loaded_texts)
    actual = counts(loaded_decks, loaded_texts)
    found += [f"counts: {what} is {actual[what]}, the game has {wanted}"
              for what, wanted in EXPECTED.items() if actual[what] != wanted]
    for deck, (size, fragments) in DECK_SIZES.items():
        got = loaded_decks.exploration.get(deck)
        if got is None or (got.size, got.fragments) != (size, fragments):
            found.append(f"counts: the {deck} exploration deck should hold {size} cards with {fragments} fragments")
    optional = sum(c.copies for c in loaded_decks.optional_frontier.values())
    if optional != OPTIONAL_FRONTIER_CARDS:
        found.append(f"counts: {optional} optional frontier cards, the Codex has {OPTIONAL_FRONTIER_CARDS}")
    return found


def check(decks: Decks | None = None, texts: Texts | None = None, asset_dir: Path | None = None) -> None:
    """Raise ContentError listing what is wrong (at most 20 lines), or return quietly."""
    found = problems(decks, texts, asset_dir)
    if found:
        more = f"\n... and {len(found) - 20} more" if len(found) > 20 else ""
        raise ContentError("galaxy content check failed:\n" + "\n".join(found[:20]) + more)
