"""Rebuild the game's fact files in assets/galaxy/ from the shared Twilight Imperium facts.

Run from the project root: ``python -m engines.galaxy.convert_game FACTS_DIR/ti4``. Only
facts are kept: ids, names, numbers, colours, prerequisites, statistics, counts, conditions. No
effect wording is carried over; the texts players read live in ``assets/galaxy/text/``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from engines.core.paths import game_assets

_STAT_KEYS = ("cost", "units_per_cost", "combat", "move", "capacity", "sustain_damage", "bombardment",
              "anti_fighter_barrage", "space_cannon", "production", "planetary_shield")
_COLOURS = {"green": "biotic", "blue": "propulsion", "yellow": "cybernetic", "red": "warfare"}


def _production(raw: Any) -> dict[str, Any] | None:
    if raw is None:
        return None
    if isinstance(raw, int):
        return {"value": raw, "plus_planet": False}
    return {"value": int(raw["value"]), "plus_planet": raw.get("formula") == "planet_resources_plus"}


def _stats(raw: dict[str, Any]) -> dict[str, Any]:
    stats = {k: raw[k] for k in _STAT_KEYS if k in raw}
    if "production" in stats:
        stats["production"] = _production(stats["production"])
    return stats


# A flagship's values are on its faction sheet; these stand in where no faction is known (a test battle).
_GENERIC_FLAGSHIP = {"combat": {"hit_on": 7, "dice": 2}, "move": 1, "capacity": 3}


def units(data: dict[str, Any]) -> dict[str, Any]:
    base = []
    for raw in data["units"]:
        if raw["id"] == "flagship":
            raw = {**raw, **_GENERIC_FLAGSHIP}
        entry = {"id": raw["id"], "name": raw["name"], "type": raw["type"],
                 "reinforcements": raw["reinforcement_limit"], "tokens_unlimited": bool(raw.get("tokens_unlimited")),
                 "fighters_exempt": int(raw.get("fighters_not_counted_against_capacity", 0)),
                 "requires": raw.get("requires_technology"), "source": "rulebook"}
        entry.update(_stats(raw))
        base.append(entry)
    upgrades = [{"id": u["id"], "name": u["name"], "upgrades": u["upgrades"], "prerequisites": u["prerequisites"],
                 "stats": _stats(u["stats"]), "source": "rulebook"} for u in data["unit_upgrades"]]
    return {"about": "Base units and the generic unit upgrades: statistics only (LRR 96, 23).",
            "units": base, "upgrades": upgrades}


def technologies(data: dict[str, Any], upgrades: list[dict[str, Any]]) -> dict[str, Any]:
    techs = []
    for raw in data["technologies"]:
        if raw.get("unit_upgrade"):
            continue
        techs.append({"id": raw["id"], "name": raw["name"], "colour": raw["colour"],
                      "prerequisites": raw["prerequisites"], "expansion": raw["source"], "unit_upgrade": False,
                      "source": "rulebook"})
    for upgrade in upgrades:
        techs.append({"id": upgrade["id"], "name": upgrade["name"], "colour": None,
                      "prerequisites": upgrade["prerequisites"], "expansion": "base", "unit_upgrade": True,
                      "upgrades": upgrade["upgrades"], "source": "rulebook"})
    return {"about": "Generic technologies: colour and prerequisites as colour counts (LRR 90).",
            "colours": _COLOURS, "technologies": techs}


def strategy_cards(data: dict[str, Any]) -> dict[str, Any]:
    cards = [{"id": c["id"], "name": c["name"], "initiative": c["initiative"], "lrr": c["lrr"],
              "source": "rulebook"} for c in data["strategy_cards"]]
    return {"about": "The eight strategy cards and their initiative numbers (LRR 83).", "cards": cards}


def factions(data: dict[str, Any]) -> dict[str, Any]:
    out = []
    for raw in data["factions"]:
        home = raw["home_system"]
        choice = raw.get("starting_technology_choice")
        out.append({
            "id": raw["id"], "name": raw["name"], "expansion": raw["source"], "home_tile": str(home["tile"]),
            "home_planets": [p["name"] for p in home["planets"]], "commodities": raw["commodities"],
            "starting_units": raw["starting_units"], "starting_technologies": raw["starting_technologies"],
            "technology_choice": {"choose": choice["choose"], "options": choice["options"]} if choice else None,
            "flagship": _faction_unit(raw, "flagship"), "mech": _faction_unit(raw, "mech"),
            "source": "rulebook",
        })
    return {"about": "Each faction's home system, commodities, starting units and technologies.", "factions": out}


def _faction_unit(raw: dict[str, Any], kind: str) -> dict[str, Any]:
    """A faction's own flagship or mech: its name and the statistics it prints."""
    unit = next(u for u in raw["faction_units"] if u["type"] == kind)
    stats = _stats(unit)
    if stats.get("combat") and stats["combat"].get("dice") is None:
        stats["combat"] = {**stats["combat"], "dice": 0}  # the Winnu flagship rolls a die per opponent ship
    return {"name": unit["name"], **stats}


def objectives(data: dict[str, Any]) -> dict[str, Any]:
    out = []
    for group in ("public_stage_I", "public_stage_II", "secret"):
        for raw in data[group]:
            out.append({"id": raw["id"], "name": raw["name"], "expansion": raw["source"], "stage": raw["stage"],
                        "vp": raw["vp"], "phase": raw["phase"], "condition": raw["condition"],
                        "source": "rulebook"})
    return {"about": "Public and secret objectives: stage, points, when they are scored and the condition.",
            "objectives": out}


def convert(source: Path, target: Path) -> None:
    def load(name: str) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((source / f"{name}.json").read_text())
        return data

    unit_file = units(load("units"))
    files = {
        "units.json": unit_file,
        "technologies.json": technologies(load("technologies"), unit_file["upgrades"]),
        "strategy_cards.json": strategy_cards(load("strategy_cards")),
        "factions.json": factions(load("factions")),
        "objectives.json": objectives(load("objectives")),
    }
    for name, content in files.items():
        (target / name).write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    if len(sys.argv) < 2:  # the facts are a developer's reference, never read by the product itself
        sys.exit("usage: python -m engines.galaxy.convert_game FACTS_DIR (the reference facts' ti4 folder)")
    convert(Path(sys.argv[1]), game_assets("galaxy"))
