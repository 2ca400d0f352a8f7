"""Rebuild the card fact files (agendas, action cards, notes, exploration, relics, faction extras) from the facts.

Run from the project root: ``python -m engines.galaxy.convert_cards FACTS_DIR``. Only facts are kept:
ids, names, copies, types, phases, timing windows as structured keys (engines/galaxy/card_windows.py),
numbers, prerequisites, statistics, elect targets and outcomes. The gatherer's effect sentences are dropped:
what a player reads is in assets/galaxy/text/, written by us.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from engines.core.paths import game_assets
from engines.galaxy.card_windows import window
from engines.galaxy.convert_factions import convert_faction, convert_note, parts
from engines.galaxy.ids import ident

EDITION = (
    "Cards revised by the Twilight Codex (Omega versions) play as revised; the first printing of each is kept "
    "under 'printed' so an option can choose it. Thunder's Edge changes are not used. See docs/galaxy-content.md."
)
_ORIGINS = {"base", "pok", "codex1", "codex2", "codex3", "codex4"}
_REVEAL_NEEDS = {
    "if no laws are in play when revealed, discard it and reveal another": "law_in_play",
    "if no secret objectives are scored when revealed, discard it and reveal another": "scored_secret",
}
_ELECT = {
    "for_against": ("for_against", ""),
    "player": ("player", ""),
    "planet": ("planet", ""),
    "law": ("law", ""),
    "strategy_card": ("strategy_card", ""),
    "scored_secret_objective": ("secret_objective", "scored"),
    "non_home_planet_other_than_mecatol": ("planet", "non_home_not_mecatol"),
    "hidden_next_agenda": ("hidden_agenda", ""),
}
_TRAITS = ("cultural", "hazardous", "industrial")
# where each agenda removed by the expansion went (kind:id), for the table's "replaced by" line
_AGENDA_REPLACED_BY = {
    "core_mining": "",
    "demilitarized_zone": "exploration:demilitarized_zone",
    "representative_government_base": "agendas:representative_government",
    "research_team_biotic": "exploration:biotic_research_facility",
    "research_team_cybernetic": "exploration:cybernetic_research_facility",
    "research_team_propulsion": "exploration:propulsion_research_facility",
    "research_team_warfare": "exploration:warfare_research_facility",
    "senate_sanctuary": "exploration:paradise_world",
    "shard_of_the_throne_agenda": "relics:shard_of_throne",
    "crown_of_emphidia_agenda": "relics:crown_of_emphidia",
    "crown_of_thalnos_agenda": "relics:crown_of_thalnos",
}
_FRAGMENT_TYPES = {
    "cultural": "cultural",
    "hazardous": "hazardous",
    "industrial": "industrial",
    "unknown (wild)": "unknown",
}
# exploration cards whose card is purged once its token is placed (the card says so)
_PURGED_ON_USE = {"gamma_wormhole", "gamma_relay", "mirage"}
# the four legendary planets' ability cards: planet, ability name, tile (facts of the published game)
LEGENDARY = {
    "primor": ("Primor", "The Atrament", "65"),
    "hopes_end": ("Hope's End", "Imperial Arms Vault", "66"),
    "mallice": ("Mallice", "Exterrix Headquarters", "82"),
    "mirage": ("Mirage", "Mirage Flight Academy", ""),
}


def _origin(value: str) -> str:
    if value not in _ORIGINS:
        raise ValueError(f"unknown card origin {value!r}")
    return value


def convert_agenda(raw: dict[str, Any]) -> dict[str, Any]:
    """One agenda in our schema."""
    elect, elect_filter = _ELECT[raw["elect"]]
    detail = raw.get("elect_detail", "")
    traits = [t for t in _TRAITS if t in detail]
    agenda: dict[str, Any] = {
        "id": raw["id"],
        "name": raw["name"].removesuffix(" (base printing)"),  # the first printing's id tells them apart
        "type": raw["type"],
        "elect": elect,
        "elect_filter": elect_filter,
        "planet_traits": traits,
        "outcomes": list(raw["outcomes"]),
        "law_stays": raw["type"] == "law",
        "reveal_needs": _REVEAL_NEEDS[raw["reveal_condition"]] if "reveal_condition" in raw else "",
        "origin": _origin(raw["source"]),
        "removed_in_pok": bool(raw["removed_in_pok"]),
        "replaces": raw.get("replaces", ""),
        "replaced_by": _AGENDA_REPLACED_BY.get(raw["id"], "") if raw["removed_in_pok"] else "",
        "source": "rulebook",
    }
    if raw["type"] not in ("law", "directive"):
        raise ValueError(f"agenda {raw['id']}: unknown type {raw['type']!r}")
    return agenda


def convert_agendas(facts: dict[str, Any]) -> dict[str, Any]:
    agendas = {a["id"]: convert_agenda(a) for a in facts["agendas"]}
    deck = [a for a in agendas.values() if not a["removed_in_pok"]]
    return {
        "format": 1,
        "about": "Every agenda of the base game and the expansion, converted by engines/galaxy/convert_cards.py.",
        "deck": {
            "distinct": len(agendas),
            "removed_in_pok": len(agendas) - len(deck),
            "pok_deck": len(deck),
            "laws": sum(a["type"] == "law" for a in deck),
            "directives": sum(a["type"] == "directive" for a in deck),
        },
        "agendas": agendas,
    }


def convert_action_cards(facts: dict[str, Any]) -> dict[str, Any]:
    cards = {}
    for raw in facts["action_cards"]:
        cards[raw["id"]] = {
            "id": raw["id"],
            "name": raw["name"],
            "copies": raw["copies"],
            "origin": _origin(raw["source"]),
            "phase": raw["phase"],
            "window": window(raw["window"]),
            "rider": bool(raw.get("rider", False)),
            "source": "rulebook",
        }
    return {
        "format": 1,
        "about": "The action card deck, one entry per name with its copies, converted by "
        "engines/galaxy/convert_cards.py.",
        "deck": {"names": len(cards), "cards": sum(c["copies"] for c in cards.values())},
        "action_cards": cards,
    }


def convert_promissory(generic: dict[str, Any], factions: dict[str, Any]) -> dict[str, Any]:
    notes = {
        raw["id"]: convert_note(raw, raw["id"], None, origin=_origin(raw["source"]))
        for raw in generic["promissory_notes"]
    }
    for faction in factions["factions"]:
        for raw in faction["promissory_notes"]:
            note_id = ident(raw["name"])
            if note_id in notes:
                raise ValueError(f"promissory note id {note_id!r} is used twice")
            notes[note_id] = convert_note(raw, note_id, faction["id"], origin=faction["source"])
    faction_notes = sum(n["faction"] is not None for n in notes.values())
    return {
        "format": 1,
        "about": "Generic and faction promissory notes, converted by engines/galaxy/convert_cards.py.",
        "edition": EDITION,
        "counts": {"generic": len(notes) - faction_notes, "faction": faction_notes},
        "notes": notes,
    }


def _exploration_card(raw: dict[str, Any], deck: str) -> dict[str, Any]:
    card: dict[str, Any] = {
        "id": raw["id"],
        "name": raw["name"],
        "deck": deck,
        "copies": raw["copies"],
        "kind": raw["kind"],
        "source": "rulebook",
    }
    if "fragment_type" in raw:
        card["fragment"] = _FRAGMENT_TYPES[raw["fragment_type"]]
    if "attach" in raw:
        card["attach"] = dict(raw["attach"])
    if "token" in raw:
        card["token"] = raw["token"]
        card["purge_card"] = raw["id"] in _PURGED_ON_USE
    if "planet" in raw:
        planet = {k: v for k, v in raw["planet"].items() if k != "legendary_ability"}
        card["planet"] = planet
    if raw.get("source"):
        card["origin"] = _origin(raw["source"])
    return card


def convert_exploration(facts: dict[str, Any]) -> dict[str, Any]:
    decks = {}
    for deck, cards in facts["decks"].items():
        converted = {c["id"]: _exploration_card(c, deck) for c in cards}
        decks[deck] = {
            "size": sum(c["copies"] for c in converted.values()),
            "fragments": sum(c["copies"] for c in converted.values() if c["kind"] == "relic_fragment"),
            "cards": converted,
        }
    optional = {c["id"]: _exploration_card(c, "frontier") for c in facts["codex3_frontier_optional"]}
    legendary = {
        key: {
            "id": key,
            "planet": planet,
            "ability": name,
            "tile": tile,
            "parts": [{"type": "triggered", "window": window("end of your turn"), "cost": ["exhaust"]}],
            "source": "rulebook",
        }
        for key, (planet, name, tile) in LEGENDARY.items()
    }
    return {
        "format": 1,
        "about": "The four exploration decks, the optional Codex III frontier cards and the legendary planet "
        "cards, converted by engines/galaxy/convert_cards.py.",
        "total": sum(d["size"] for d in decks.values()),
        "decks": decks,
        "optional_frontier": optional,
        "legendary_planets": legendary,
    }


def _relic(raw: dict[str, Any], in_deck: bool) -> dict[str, Any]:
    relic: dict[str, Any] = {
        "id": raw["id"],
        "name": raw["name"],
        "origin": _origin(raw["source"]),
        "in_deck": in_deck,
        "parts": parts(raw["effect"]),
        "source": "rulebook",
    }
    if "attach" in raw:
        relic["attach"] = dict(raw["attach"])
    return relic


def convert_relics(facts: dict[str, Any]) -> dict[str, Any]:
    relics = {r["id"]: _relic(r, True) for r in facts["relics"]}
    relics.update({r["id"]: _relic(r, False) for r in facts["codex4_optional"]})
    return {
        "format": 1,
        "about": "The relic deck and the optional Codex IV relics, converted by engines/galaxy/convert_cards.py.",
        "deck": sum(r["in_deck"] for r in relics.values()),
        "relics": relics,
    }


def convert_faction_extras(facts: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": 1,
        "about": "Each faction's abilities, faction technologies, faction units, leaders and notes (by id), "
        "converted by engines/galaxy/convert_cards.py. Home systems and starting units are in the factions file.",
        "edition": EDITION,
        "factions": {f["id"]: convert_faction(f) for f in facts["factions"]},
    }


def convert(data_dir: Path, out_dir: Path) -> list[str]:
    """Write the six card fact files into ``out_dir``; return their names."""
    ti4 = data_dir / "ti4"

    def read(name: str) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((ti4 / name).read_text(encoding="utf-8"))
        return data

    factions = read("factions.json")
    outputs = {
        "agendas.json": convert_agendas(read("agendas.json")),
        "action_cards.json": convert_action_cards(read("action_cards.json")),
        "promissory.json": convert_promissory(read("promissory_generic.json"), factions),
        "exploration.json": convert_exploration(read("exploration.json")),
        "relics.json": convert_relics(read("relics.json")),
        "faction_extras.json": convert_faction_extras(factions),
    }
    for name, data in outputs.items():
        _write(out_dir / name, data)
    return list(outputs)


def _write(path: Path, data: dict[str, Any]) -> None:
    path.write_text(_dump(data, "") + "\n", encoding="utf-8")


def _dump(value: Any, indent: str) -> str:
    """JSON with one entry per line; anything that fits in 110 characters stays on one line."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(flat) + len(indent) <= 110 or not isinstance(value, dict | list) or not value:
        return flat
    inner = indent + " "
    if isinstance(value, list):
        items = [inner + _dump(v, inner) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    items = [f"{inner}{json.dumps(k)}: {_dump(v, inner)}" for k, v in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + indent + "}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:  # the facts are a developer's reference, never read by the product itself
        print("usage: python -m engines.galaxy.convert_cards FACTS_DIR (the reference facts' data folder)",
              file=sys.stderr)
        return 2
    source = Path(args[0])
    written = convert(source, game_assets("galaxy"))
    print(f"wrote {', '.join(written)} from {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
