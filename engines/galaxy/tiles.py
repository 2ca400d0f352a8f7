"""System tiles: planets, wormholes, anomalies and hyperlane lanes, loaded from assets and checked."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import msgspec

from engines.core.paths import game_assets

KINDS = frozenset({"home", "mecatol", "blue", "red", "hyperlane", "nexus", "special"})
TRAITS = frozenset({"cultural", "hazardous", "industrial"})
TECHS = frozenset({"biotic", "cybernetic", "propulsion", "warfare"})
WORMHOLES = ("alpha", "beta", "gamma", "delta")
ANOMALIES = frozenset({"asteroid_field", "gravity_rift", "nebula", "supernova"})
NEXUS_TILE = "82"
MECATOL_TILE = "18"


class TileDataError(ValueError):
    """The tile file is damaged or a tile breaks the schema; the message names the tile."""


class Planet(msgspec.Struct, frozen=True):
    """One planet printed on a system tile."""

    name: str
    resources: int
    influence: int
    trait: str | None
    tech_specialty: str | None
    legendary: bool


class Tile(msgspec.Struct, frozen=True):
    """One galaxy tile as printed (rotation 0); hyperlane tiles are one side of a double-sided tile."""

    id: str
    kind: str
    expansion: str
    planets: tuple[Planet, ...]
    wormholes: tuple[str, ...]
    anomalies: tuple[str, ...]
    lanes: tuple[tuple[int, int], ...]
    in_pool: bool
    off_map: bool
    fractional: bool
    source: str
    subtype: str = ""
    sides: dict[str, tuple[str, ...]] = {}

    @property
    def is_system(self) -> bool:
        """Hyperlane tiles are not systems (TI-HYPER-5); everything else is."""
        return self.kind != "hyperlane"

    @property
    def is_anomaly(self) -> bool:
        return bool(self.anomalies)


class _TileFile(msgspec.Struct):
    format: int
    tiles: dict[str, Tile]
    about: str = ""
    edges: str = ""
    rotation: str = ""


def tiles_path() -> Path:
    return game_assets("galaxy") / "tiles.json"


def load_tiles(path: Path | None = None) -> dict[str, Tile]:
    """Read and check a tile file; raise TileDataError naming the first bad tile."""
    source = path or tiles_path()
    try:
        data = msgspec.json.decode(source.read_bytes(), type=_TileFile)
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as error:
        raise TileDataError(f"{source.name}: {error}") from None
    for key, tile in data.tiles.items():
        problem = tile_problem(key, tile)
        if problem:
            raise TileDataError(f"{source.name}: tile {key}: {problem}")
    return data.tiles


def tile_problem(key: str, tile: Tile) -> str:
    """What is wrong with one tile, or an empty string."""
    checks = [
        (tile.id != key, f"its id {tile.id!r} differs from its key"),
        (tile.kind not in KINDS, f"unknown kind {tile.kind!r}"),
        (tile.source not in ("rulebook", "house"), f"source must be rulebook or house, not {tile.source!r}"),
        (any(w not in WORMHOLES for w in tile.wormholes), f"unknown wormhole in {list(tile.wormholes)}"),
        (any(a not in ANOMALIES for a in tile.anomalies), f"unknown anomaly in {list(tile.anomalies)}"),
        (tile.kind == "hyperlane" and (not tile.lanes or bool(tile.planets)), "a hyperlane needs lanes, no planets"),
        (tile.kind != "hyperlane" and bool(tile.lanes), "only hyperlane tiles have lanes"),
    ]
    for failed, message in checks:
        if failed:
            return message
    for a, b in tile.lanes:
        if not (0 <= a <= 5 and 0 <= b <= 5) or a == b:
            return f"lane {[a, b]} must join two different edges 0-5"
    for planet in tile.planets:
        problem = _planet_problem(planet)
        if problem:
            return f"planet {planet.name}: {problem}"
    return ""


def _planet_problem(planet: Planet) -> str:
    if planet.resources < 0 or planet.influence < 0:
        return "resources and influence cannot be negative"
    if planet.trait is not None and planet.trait not in TRAITS:
        return f"unknown trait {planet.trait!r}"
    if planet.tech_specialty is not None and planet.tech_specialty not in TECHS:
        return f"unknown technology specialty {planet.tech_specialty!r}"
    return ""


@cache
def catalogue() -> dict[str, Tile]:
    """Every tile of the bundled file, loaded once."""
    return load_tiles()


def tile(tile_id: str) -> Tile:
    """A tile by id ("27", "83A"); KeyError names the unknown id."""
    try:
        return catalogue()[tile_id]
    except KeyError:
        raise KeyError(f"no galaxy tile {tile_id!r}") from None


def pool(colour: str) -> list[str]:
    """The setup tiles with a blue or red back, in number order."""
    return [t.id for t in catalogue().values() if t.in_pool and t.kind == colour]
