"""The faction half of the card converter: abilities, faction technologies, units, leaders and notes as facts."""

from __future__ import annotations

from typing import Any

from engines.galaxy.card_windows import window
from engines.galaxy.ids import ident

_COSTS = {
    "exhaust": ["exhaust"],
    "exhaust this card": ["exhaust"],
    "purge": ["purge"],
    "1 strategy-pool token": ["strategy_token"],
    "1 strategy-pool token, placed in the destination": ["strategy_token"],
    "exhaust and spend 1 strategy-pool token": ["exhaust", "strategy_token"],
    "exhaust and spend 2 resources": ["exhaust", "resources:2"],
    "spend 1 strategy-pool token and give another player 3 trade goods": ["strategy_token", "give_trade_goods:3"],
    "purge and exhaust all your planets": ["purge", "exhaust_all_planets"],
    "purge 1 of your relics": ["purge_relic"],
    "1 additional influence": ["influence:1"],
    "1 trade good": ["trade_goods:1"],
    "2 trade goods": ["trade_goods:2"],
    "2 influence": ["influence:2"],
    "2 resources": ["resources:2"],
    "3 resources": ["resources:3"],
}
_RETURNS = {
    "return": "after_use",
    "return to owner": "after_use",
    "end of that combat: return": "end_of_combat",
    "end of the status phase: return": "end_of_status_phase",
}
_STAT_KEYS = (
    "cost", "units_per_cost", "combat", "move", "capacity", "sustain_damage", "bombardment",
    "anti_fighter_barrage", "space_cannon", "production", "planetary_shield", "fighters_not_counted_against_capacity",
)
_AGENT = {"kind": "start"}
_HERO = {"kind": "scored_objectives", "count": 3}
# commander unlock conditions as structured keys, by commander id (printed conditions where they differ)
_COMMANDERS: dict[str, dict[str, Any]] = {
    "dirzuga_rophal": {"kind": "ground_forces_on_planets", "count": 12},
    "trrakan_aun_zulok": {"kind": "units_with_abilities", "count": 6,
                          "abilities": ["anti_fighter_barrage", "space_cannon", "bombardment"]},
    "sai_seravus": {"kind": "units_in_wormhole_systems", "count": 3, "wormholes": ["alpha", "beta"]},
    "xuange": {"kind": "neighbours_with_all"},
    "gila_the_silvertongue": {"kind": "trade_goods", "count": 10},
    "ta_zern": {"kind": "technologies", "count": 8},
    "2ram": {"kind": "units_on_board", "unit": "dreadnought", "count": 4},
    "rear_admiral_farran": {"kind": "non_fighter_ships_in_one_system", "count": 5},
    "il_na_viroset": {"kind": "other_tokens_in_fleet_pool", "count": 2},
    "sula_mentarion": {"kind": "units_on_board", "unit": "cruiser", "count": 4},
    "magmus": {"kind": "produce_unit", "unit": "war_sun"},
    "maban": {"kind": "ground_forces_near_mecatol"},
    "dart_and_tai": {"kind": "mechs_in_systems", "count": 3},
    "nekro_acidos": {"kind": "technologies", "count": 3},
    "navarch_feng": {"kind": "scored_secrets", "count": 1},
    "rowl_sarrig": {"kind": "units_on_board", "unit": "space_dock", "count": 3},
    "ghom_sekkus": {"kind": "control_non_home_planets", "count": 5},
    "claire_gibson": {"kind": "planets_resources", "count": 12},
    "tungstantus": {"kind": "structures_on_board", "count": 5},
    "that_which_molds_flesh": {"kind": "units_in_gravity_rifts", "count": 3},
    "rickar_rickani": {"kind": "mecatol_control_or_combat"},
    "elder_qanoj": {"kind": "planets_influence", "count": 12},
    "brother_omar": {"kind": "use_faction_ability"},
    "so_ata": {"kind": "action_cards", "count": 7},
}
_PRINTED_UNLOCKS: dict[str, dict[str, Any]] = {
    "have 12 fighters on the board": {"kind": "units_on_board", "unit": "fighter", "count": 12},
    "use Indoctrination": {"kind": "use_faction_ability", "ability": "indoctrination"},
}
# the Nekro cannot research (Propagation), so their two faction technologies are owned from setup (facts README,
# disagreement 3; docs/galaxy-content.md)
_OWNED_AT_START = {"valefar_assimilator_x", "valefar_assimilator_y"}
_EDITIONS = {"codex1 (Omega)": "codex1", "codex3 (Omega)": "codex3"}


def costs(phrase: str | None) -> list[str]:
    if not phrase:
        return []
    try:
        return list(_COSTS[phrase])
    except KeyError:
        raise ValueError(f"no cost key for {phrase!r}: add it to engines/galaxy/convert_factions.py") from None


def part(raw: dict[str, Any]) -> dict[str, Any]:
    """One ability of an effect: its type, window and cost."""
    kind = raw.get("type", "")
    timing = raw.get("timing")
    if kind == "action":
        key = window("component_action")
    elif timing:
        key = window(timing)
    else:
        key = {"when": "passive", "event": "", "by": "you"}
    if not kind:
        kind = "setup" if key["when"] == "setup" else "triggered"
    result: dict[str, Any] = {"type": kind, "window": key, "cost": costs(raw.get("cost"))}
    return result


def parts(effect: Any) -> list[dict[str, Any]]:
    """Every ability of an effect (a dict, a list of dicts, or a sentence for a plain passive)."""
    if isinstance(effect, str):
        return [{"type": "passive", "window": {"when": "passive", "event": "", "by": "you"}, "cost": []}]
    items = effect if isinstance(effect, list) else [effect]
    return [part(item) for item in items]


def _edition(raw: dict[str, Any]) -> str:
    value = raw.get("edition", "")
    if not value:
        return ""
    for label, key in _EDITIONS.items():
        if value.startswith(label):
            return key
    raise ValueError(f"unknown edition {value!r}")


def _returns(effect: dict[str, Any], owner_units_end: bool) -> str:
    if "then" in effect:
        then = effect["then"]
        return _RETURNS.get(then, "after_use" if then.startswith("return to the") else "")
    if "ends" in effect:
        ends = effect["ends"]
        if "eliminated" in ends:
            return "on_activation_or_elimination"
        if "activat" in ends:
            return "on_activation"
        return _RETURNS[ends]
    return "never" if owner_units_end else ""


def convert_note(raw: dict[str, Any], note_id: str, faction: str | None, origin: str) -> dict[str, Any]:
    """One promissory note: where it goes, when it is played and when it goes home."""
    effect = raw["effect"]
    note: dict[str, Any] = {
        "id": note_id,
        "name": raw["name"],
        "faction": faction,
        "origin": origin,
        "goes_to_play_area": bool(raw["goes_to_play_area"]),
        "parts": parts(effect),
        "returns": _returns(effect, True) or "never",
        "edition": _edition(raw),
        "source": "rulebook",
    }
    if "attach" in raw:
        note["attach"] = dict(raw["attach"])
    if "printed_pok" in raw:
        printed = raw["printed_pok"]
        note["printed"] = {
            "parts": parts(printed),
            "returns": _returns(printed, True) or "never",
            "goes_to_play_area": "ends" in printed,
        }
    return note


def _stats(raw: dict[str, Any]) -> dict[str, Any]:
    """Statistics in the unit facts' shape (content/units.py StatChanges, plus ``fighters_exempt``)."""
    stats: dict[str, Any] = {}
    for key in _STAT_KEYS:
        if key not in raw:
            continue
        value = raw[key]
        if key == "production" and isinstance(value, int):
            value = {"value": value, "plus_planet": False}
        stats["fighters_exempt" if key == "fighters_not_counted_against_capacity" else key] = value
    return stats


def _technology(raw: dict[str, Any], faction: str) -> dict[str, Any]:
    tech_id = ident(raw["name"])
    tech: dict[str, Any] = {
        "id": tech_id,
        "name": raw["name"],
        "faction": faction,
        "colour": raw["colour"],
        "prerequisites": dict(raw["prerequisites"]),
        "unit_upgrade": bool(raw["unit_upgrade"]),
        "upgrades": raw.get("upgrades", ""),
        "stats": _stats(raw.get("stats", {})),
        "parts": parts(raw.get("effect", "")) if raw.get("effect") else [],
        "owned_at_start": tech_id in _OWNED_AT_START,
        "edition": _edition(raw),
        "source": "rulebook",
    }
    if "printed_pok" in raw:
        tech["printed"] = {"parts": parts(raw["printed_pok"])}
    return tech


def _unit(raw: dict[str, Any], faction: str) -> dict[str, Any]:
    unit: dict[str, Any] = {
        "id": ident(raw["name"]),
        "name": raw["name"],
        "faction": faction,
        "type": raw["type"],
        "replaces": raw.get("replaces", ""),
        "upgrade": ident(raw["upgrade"]) if raw.get("upgrade") else "",
        "stats": _stats(raw),
        "deploy": bool(raw.get("deploy", False)),
        "parts": [part(a) for a in raw.get("abilities", [])],
        "edition": _edition(raw),
        "source": "rulebook",
    }
    if raw.get("dice_note"):  # Salai Sai Corian: one die per enemy non-fighter ship
        unit["stats"]["combat"] = {"hit_on": raw["combat"]["hit_on"], "dice": 0}
        unit["dice_per"] = "opponent_non_fighter_ship"
    if "printed_pok" in raw:
        unit["printed"] = {"parts": parts(raw["printed_pok"])}
    if "flip_side" in raw:
        unit["flip_side"] = ident(raw["flip_side"]["name"])
    return unit


def _leader(raw: dict[str, Any], faction: str) -> dict[str, Any]:
    leader_id = ident(raw["name"])
    kind = raw["type"]
    unlock = _AGENT if kind == "agent" else _HERO if kind == "hero" else _COMMANDERS[leader_id]
    leader: dict[str, Any] = {
        "id": leader_id,
        "name": raw["name"],
        "faction": faction,
        "type": kind,
        "unlock": dict(unlock),
        "parts": parts(raw["effect"]),
        "edition": _edition(raw),
        "source": "rulebook",
    }
    if kind == "hero":
        leader["ability_name"] = raw["ability_name"]
        leader["purged_after_use"] = bool(raw["purge_after_use"])
    if "attach" in raw:
        leader["attach"] = dict(raw["attach"])
    if "printed_pok" in raw:
        printed = raw["printed_pok"]
        ability = {k: v for k, v in printed.items() if k not in ("unlock", "ability_name")}
        variant: dict[str, Any] = {"parts": parts(ability)}
        if "unlock" in printed:
            variant["unlock"] = dict(_PRINTED_UNLOCKS[printed["unlock"]])
        if "ability_name" in printed:
            variant["ability_name"] = printed["ability_name"]
        leader["printed"] = variant
    return leader


def _ability(raw: dict[str, Any], faction: str) -> dict[str, Any]:
    return {"id": ident(raw["name"]), "name": raw["name"], "faction": faction, "parts": parts(raw["effect"]),
            "source": "rulebook"}


def convert_faction(raw: dict[str, Any]) -> dict[str, Any]:
    """One faction's own rules content, every entry with its id and the faction's id."""
    fid = raw["id"]
    units = []
    for unit in raw["faction_units"]:
        units.append(_unit(unit, fid))
        if "flip_side" in unit:
            units.append(_unit(unit["flip_side"], fid))
    leaders = raw["leaders"]
    return {
        "id": fid,
        "name": raw["name"],
        "origin": raw["source"],
        "abilities": [_ability(a, fid) for a in raw["abilities"]],
        "technologies": [_technology(t, fid) for t in raw["faction_technologies"]],
        "units": units,
        "notes": [ident(n["name"]) for n in raw["promissory_notes"]],
        "leaders": {
            "agents": [_leader(a, fid) for a in leaders["agents"]],
            "commander": _leader(leaders["commander"], fid),
            "hero": _leader(leaders["hero"], fid),
        },
        "source": "rulebook",
    }
