"""Which cards and abilities of the content have rules in the engine, read off the registries.

An entry is enforced when a rule is registered under its id (effects, window answers, turn abilities,
action cards, agenda outcomes, promissory notes, exploration cards), when its whole effect is data the rules
read (a unit's statistics, an attachment's values, a relic fragment), or when rules code handles it by
name (``INLINE``). ``WAITING``
lists entries that are registered but only do their part once a procedure of a later issue exists
(exploration, relics). ``docs/galaxy.md`` carries ``markdown()`` between two markers; a test holds
the two equal, so the page says what the code does. ``python -m engines.galaxy.coverage`` prints it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engines.galaxy import procedures
from engines.galaxy.content.action_deck import agenda_deck
from engines.galaxy.content.decks import decks
from engines.galaxy.content.technologies import all_technologies
from engines.galaxy.content.texts import name
from engines.galaxy.expansion.sources import legendary_source

# Rules code that handles an entry without a registry: id -> (the module that does, a name it uses for it).
INLINE = {
    "creuss_gate": ("engines/galaxy/phases/setup.py", "CREUSS_GATE"),  # the gate on the board, the home beyond
    "dark_whispers": ("engines/galaxy/promissory/notes.py", "notes_of_faction"),  # every faction note is dealt
    "fleet_logistics": ("engines/galaxy/phases/action.py", "FLEET_LOGISTICS"),  # a second action in the turn
    "ssruu": ("engines/galaxy/leaders/base.py", "SSRUU"),  # every other agent is in force through it
    "arbiters": ("engines/galaxy/factions/hacan.py", "ARBITERS"),  # action cards as a transaction good
    "pride_of_kenara": ("engines/galaxy/mechs/hacan.py", "PRIDE_OF_KENARA"),  # planet cards as a transaction good
    "imperia": ("engines/galaxy/leaders/base.py", "IMPERIA"),  # other players' commanders shared
    "letani_behemoth": ("engines/galaxy/factions/arborec.py", "behemoth_targets"),  # offered with Mitosis
    "valefar_assimilator_x": ("engines/galaxy/factions/nekro.py", "valefar_assimilator_x"),
    "valefar_assimilator_y": ("engines/galaxy/factions/nekro.py", "valefar_assimilator_y"),
    # its words beyond statistics are every war sun's: the shield rule reads the unit kind
    "prototype_war_sun_ii": ("engines/galaxy/tactical/invasion.py", 's.kind == "war_sun"'),
    # floating docks: placed, carrying, moving and retreating in space areas, destroyed when blockaded
    "floating_factory_ii": ("engines/galaxy/factions/saar.py", "floating_factory_blockaded"),
}

# Registered, but the part named waits for a procedure no rule provides yet: id -> (procedure, part).
WAITING: dict[str, tuple[str, str]] = {}

MARK_BEGIN = "<!-- coverage: begin (python -m engines.galaxy.coverage) -->"
MARK_END = "<!-- coverage: end -->"


def rule_sources() -> set[str]:
    """Every id some registry holds a rule for (all rules modules imported)."""
    import engines.galaxy.rules  # noqa: F401  (registers every handler and effect)
    from engines.galaxy import abilities, effects
    from engines.galaxy.agenda.outcomes import OUTCOMES
    from engines.galaxy.cards.action_cards.registry import CARDS
    from engines.galaxy.exploration import cards as _exploration_cards  # noqa: F401  (registers them)
    from engines.galaxy.exploration.explore import CARDS as EXPLORATION
    from engines.galaxy.factions.notes import ACTION_NOTES
    from engines.galaxy.promissory.notes import NOTES
    from engines.galaxy.windows.registry import BY_SOURCE

    return (set(effects.registered_sources()) | set(BY_SOURCE) | set(abilities.ABILITIES) | set(CARDS)
            | set(OUTCOMES) | set(ACTION_NOTES) | set(NOTES) | set(EXPLORATION))


@dataclass(frozen=True)
class Missing:
    """One kind of content: how many entries (and physical cards), and those not enforced."""

    kind: str
    total: int
    cards: int
    names: list[str]
    waiting: list[str]


def _enforced(ids: Iterable[str], sources: set[str]) -> set[str]:
    return {i for i in ids if i in sources or i in INLINE}


def report() -> list[Missing]:
    sources = rule_sources()
    d = decks()
    rows: list[Missing] = []

    def add(kind: str, entries: dict[str, str], copies: dict[str, int] | None = None,
            needs_rule: Iterable[str] | None = None) -> None:
        wanted = set(entries if needs_rule is None else needs_rule)
        done = _enforced(wanted, sources)
        missing = sorted(entries[i] for i in wanted - done)
        waiting = sorted(f"{entries[i]} ({WAITING[i][1]})" for i in done if i in WAITING)
        count = sum((copies or {}).get(i, 1) for i in entries)
        rows.append(Missing(kind, len(entries), count, missing, waiting))

    cards = d.action_cards
    add("action cards", {i: c.name for i, c in cards.items()}, {i: c.copies for i, c in cards.items()})
    in_deck = set(agenda_deck())
    add("agendas", {i: a.name for i, a in d.agendas.items() if i in in_deck})
    add("promissory notes", {i: n.name for i, n in d.notes.items()})
    generic = {i: name("technologies", i) for i, t in all_technologies().items() if not t.faction}
    add("generic technologies", generic,
        needs_rule=[i for i, t in all_technologies().items() if not t.faction and not t.unit_upgrade])
    add("faction abilities", {i: a.name for i, a in d.abilities().items()})
    techs = d.faction_technologies()
    add("faction technologies", {i: t.name for i, t in techs.items()},
        needs_rule=[i for i, t in techs.items() if t.parts and not _base_registered(i, t.upgrades, sources)])
    units = d.faction_units()
    add("faction units (flagships, mechs, replaced units)", {i: u.name for i, u in units.items()},
        needs_rule=[i for i, u in units.items() if u.parts and not _base_registered(i, "", sources)])
    add("leaders", {i: x.name for i, x in d.leaders().items()})
    add("relics", {i: r.name for i, r in d.relics.items()})
    exploration = d.exploration_cards()
    add("exploration cards", {i: c.name for i, c in exploration.items()},
        {i: c.copies for i, c in exploration.items()},  # attachments and relic fragments are data the rules read
        needs_rule=[i for i, c in exploration.items() if not c.attach and not c.fragment])
    # a legendary card's rule is registered under its ability's id (expansion.sources.legendary_source)
    add("legendary planet cards", {legendary_source(i): name("legendary_planets", i) for i in d.legendary_planets})
    return rows


def _base_registered(unit_id: str, upgrades: str, sources: set[str]) -> bool:
    """A unit's second version shares its first version's rules (Memoria II with Memoria I)."""
    if unit_id.endswith("_ii") and unit_id[:-3] + "_i" in sources:
        return True
    return bool(upgrades) and upgrades in sources


def waiting_problems() -> list[str]:
    """What is wrong with ``WAITING``: an entry not registered, or the procedure it waits for provided now
    (then the entry is enforced and leaves the list)."""
    sources = rule_sources()
    problems = [f"{i} is not registered" for i in WAITING if i not in sources]
    return problems + [f"{i}: {p!r} is provided now" for i, (p, _) in WAITING.items() if procedures.available(p)]


def markdown() -> str:
    lines = [MARK_BEGIN, "", "| content | entries (cards) | not enforced yet |", "|---|---:|---|"]
    for row in report():
        size = f"{row.total} ({row.cards})" if row.cards != row.total else str(row.total)
        if not row.names:
            missing = "none"
        elif len(row.names) == row.total:
            missing = f"all {row.total}"
        else:
            missing = f"{len(row.names)}: " + ", ".join(row.names)
        if row.waiting:
            missing += "; registered but waiting for exploration or relics: " + ", ".join(row.waiting)
        lines.append(f"| {row.kind} | {size} | {missing} |")
    lines += ["", MARK_END]
    return "\n".join(lines)


if __name__ == "__main__":
    print(markdown())
