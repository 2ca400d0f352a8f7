"""Rebuild assets/galaxy/tiles.json and layouts.json from the shared fact files.

Run from the project root: ``python -m engines.galaxy.convert ../shared/data``. Only facts are
kept (numbers, planet names as printed on the tiles, wormholes, anomalies, lanes, positions);
faction names, legendary ability names and tool-specific ids are dropped.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from engines.core.paths import game_assets

_KINDS = {"home", "mecatol", "blue", "red", "hyperlane", "nexus", "special"}
# Tiles the rulebook calls fractional (faction) galaxy tiles: the delta gate and home, the hero's supernova.
_FRACTIONAL = {"17", "51", "81"}
_SUBTYPES = {"17": "delta_gate", "51": "delta_home", "81": "hero_supernova", "82": "nexus"}
_LAYOUT_TITLES = {
    "3p": "Three players",
    "4p": "Four players",
    "5p": "Five players, no hyperlanes",
    "5p_hyperlanes": "Five players with hyperlanes",
    "6p": "Six players",
    "6p_large": "Six players, large galaxy (four rings)",
    "7p": "Seven players with hyperlanes",
    "7p_alternate": "Seven players, alternative hyperlanes",
    "8p": "Eight players",
    "8p_alternate": "Eight players, alternative hyperlanes",
}
_CLAUSES = {
    "3p": [],
    "4p": [],
    "5p": [],
    "5p_hyperlanes": ["TI-HYPER-1", "TI-SETUP-3", "TI-SETUP-4"],
    "6p": [],
    "6p_large": ["TI-BIGGAL-1", "TI-BIGGAL-3"],
    "7p": ["TI-HYPER-1", "TI-SETUP-5", "TI-SETUP-6", "TI-SETUP-7"],
    "7p_alternate": ["TI-ALTHYPER-4", "TI-ALTHYPER-5"],
    "8p": ["TI-SETUP-8", "TI-SETUP-10"],
    "8p_alternate": ["TI-ALTHYPER-6", "TI-ALTHYPER-7"],
}
_EDGES = "Edges 0-5 go clockwise from the top of a flat-topped hex: 0=N 1=NE 2=SE 3=S 4=SW 5=NW."
_ROTATION = "A map-string rotation digit r turns a tile r*60 degrees clockwise: lane end e becomes (e+r)%6."
_POSITIONS = (
    "Position 0 is the centre; ring r holds positions 3r(r-1)+1 .. 3r(r+1), starting directly north of "
    "the centre and going clockwise. Homes, hyperlanes and empty positions use this numbering."
)


def _planet(raw: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": raw["name"],
        "resources": raw["resources"],
        "influence": raw["influence"],
        "trait": raw["trait"],
        "tech_specialty": raw["tech_specialty"],
        "legendary": raw["legendary"],
    }


def convert_tile(raw: dict[str, Any]) -> dict[str, Any]:
    """One tile of the facts file in our schema."""
    kind = raw["type"]
    if kind not in _KINDS:
        raise ValueError(f"tile {raw['id']}: unknown type {kind!r}")
    tile: dict[str, Any] = {
        "id": raw["id"],
        "kind": kind,
        "expansion": raw["source"],
        "planets": [_planet(p) for p in raw["planets"]],
        "wormholes": list(raw["wormholes"]),
        "anomalies": [a.replace(" ", "_") for a in raw["anomalies"]],
        "lanes": [list(pair) for pair in raw["hyperlanes"] or []],
        "in_pool": bool(raw["in_setup_pool"]),
        "off_map": bool(raw.get("off_map", False)),
        "fractional": raw["id"] in _FRACTIONAL,
        "source": "rulebook",
    }
    if raw["id"] in _SUBTYPES:
        tile["subtype"] = _SUBTYPES[raw["id"]]
    if "sides" in raw:
        tile["sides"] = {side: list(info["wormholes"]) for side, info in raw["sides"].items()}
    return tile


def convert_layout(key: str, raw: dict[str, Any]) -> dict[str, Any]:
    """One layout of the facts file in our schema."""
    speaker = raw["speaker_extra_tiles"]
    return {
        "id": key,
        "title": _LAYOUT_TITLES[key],
        "players": raw["player_count"],
        "rings": raw["rings"],
        "homes": list(raw["home_positions"]),
        "hyperlanes": {str(h["position"]): h["token"] for h in raw["hyperlanes"]},
        "empty": list(raw["empty_positions"]),
        "systems": list(raw["system_positions"]),
        "dealt": dict(raw["tiles_dealt_per_player"]),
        "speaker_tiles": None if speaker is None else {"blue": speaker["blue"], "red": speaker["red"]},
        "trade_goods": {k: v for k, v in (raw.get("starting_trade_goods") or {}).items()},
        "skeleton": raw["skeleton_map_string"],
        "home_distance": raw["derived_checks"]["home_to_mecatol_distance"],
        "mecatol_neighbours": raw["derived_checks"]["mecatol_adjacent_positions"],
        "clauses": _CLAUSES[key],
        "source": "rulebook",
    }


def convert(data_dir: Path, out_dir: Path) -> None:
    """Write tiles.json and layouts.json into ``out_dir``."""
    tiles_raw = json.loads((data_dir / "ti4_tiles.json").read_text(encoding="utf-8"))
    layouts_raw = json.loads((data_dir / "ti4_layouts.json").read_text(encoding="utf-8"))
    tiles = {
        "format": 1,
        "about": "System tiles 1-91 of the base game and expansion, converted by engines/galaxy/convert.py.",
        "edges": _EDGES,
        "rotation": _ROTATION,
        "tiles": {key: convert_tile(raw) for key, raw in tiles_raw["tiles"].items()},
    }
    layouts = {
        "format": 1,
        "about": "Galaxy layouts in map-string positions, converted by engines/galaxy/convert.py.",
        "positions": _POSITIONS,
        "layouts": {key: convert_layout(key, raw) for key, raw in layouts_raw["layouts"].items()},
    }
    _write(out_dir / "tiles.json", tiles)
    _write(out_dir / "layouts.json", layouts)


def _write(path: Path, data: dict[str, Any]) -> None:
    path.write_text(_dump(data, "") + "\n", encoding="utf-8")


def _dump(value: Any, indent: str) -> str:
    """JSON with one key per line but short lists and planets kept on one line."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict) or (len(flat) <= 100 and indent.count(" ") > 2):
        return flat
    inner = indent + " "
    items = [f"{inner}{json.dumps(k)}: {_dump(v, inner)}" for k, v in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + indent + "}" if items else "{}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:  # the facts are a developer's reference, never read by the product itself
        print("usage: python -m engines.galaxy.convert FACTS_DIR (e.g. ../shared/data)", file=sys.stderr)
        return 2
    source = Path(args[0])
    convert(source, game_assets("galaxy"))
    print(f"wrote tiles.json and layouts.json from {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
