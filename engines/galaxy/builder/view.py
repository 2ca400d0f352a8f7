"""What a seat sees of a galaxy build: every position with the data to draw it, hands and the turn."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from engines.galaxy.adjacency import Galaxy
from engines.galaxy.hexes import axial, centre, lanes_by_side, ring_of, rotate_lanes
from engines.galaxy.layouts import Layout, layout_links
from engines.galaxy.mapstring import OPEN, GalaxyMap, format_map, hyperlane_parts, token_kind
from engines.galaxy.tiles import NEXUS_TILE, Tile, catalogue


class SlotView(msgspec.Struct):
    """One map position: where it is (axial q, r; centre x, y in hex radii) and what lies there."""

    position: int
    ring: int
    q: int
    r: int
    x: float
    y: float
    kind: str
    tile: str = ""
    rotation: int = 0
    lanes: list[list[int]] = []
    lanes_by_side: list[list[int]] = []
    seat: int = -1
    adjacent: list[int] = []


class NexusView(msgspec.Struct):
    """The wormhole nexus beside the board: its node id, side and current neighbours."""

    node: int
    tile: str
    side: str
    wormholes: list[str]
    adjacent: list[int]


class GalaxyView(msgspec.Struct):
    """The whole galaxy build as one seat sees it (hands are open: nothing is hidden in this step)."""

    seat: int | None
    layout: str
    title: str
    players: int
    rings: int
    slots: list[SlotView]
    tiles: dict[str, Tile]
    nexus: NexusView
    hands: list[list[str]]
    speaker_tiles: list[str]
    active: int
    step: str
    picked: str
    ring: int
    placed: int
    to_place: int
    scores: list[float]
    trade_goods: list[int]
    map_string: str


def slot_view(position: int, token: str, homes: dict[int, int], galaxy: Galaxy) -> SlotView:
    """The drawing data of one position."""
    q, r = axial(position)
    x, y = centre(position)
    kind = token_kind(token)
    slot = SlotView(position, ring_of(position), q, r, round(x, 4), round(y, 4), kind,
                    seat=homes.get(position, -1), adjacent=list(galaxy.adjacent.get(position, ())))
    if kind == "system":
        slot.tile = token
    elif kind == "hyperlane":
        tile_id, rotation = hyperlane_parts(token)
        lanes = rotate_lanes(catalogue()[tile_id].lanes, rotation)
        slot.tile, slot.rotation = tile_id, rotation
        slot.lanes = [list(lane) for lane in lanes]
        slot.lanes_by_side = lanes_by_side(lanes)
    return slot


def nexus_view(galaxy: Galaxy) -> NexusView:
    node = galaxy.nexus
    side = "active" if galaxy.nexus_active else "inactive"
    return NexusView(node, NEXUS_TILE, side, list(galaxy.wormholes(node)), list(galaxy.adjacent[node]))


def tiles_seen(tokens: Sequence[str], hands: Sequence[Sequence[str]]) -> dict[str, Tile]:
    """The data of every tile on the map or in a hand, plus the nexus."""
    ids = {t for t in tokens if token_kind(t) == "system"}
    ids |= {hyperlane_parts(t)[0] for t in tokens if token_kind(t) == "hyperlane"}
    ids |= {t for hand in hands for t in hand} | {NEXUS_TILE}
    return {i: catalogue()[i] for i in sorted(ids, key=lambda i: (len(i), i))}


def build_view(layout: Layout, tokens: list[str]) -> tuple[list[SlotView], NexusView, str]:
    """Slots, the nexus and the map string for a build's tokens."""
    galaxy = Galaxy(GalaxyMap(tokens), links=layout_links(layout.id))
    homes = {position: s for s, position in enumerate(layout.homes)}
    slots = [slot_view(p, t, homes, galaxy) for p, t in enumerate(tokens)]
    return slots, nexus_view(galaxy), format_map(GalaxyMap(tokens))


def tokens_from_view(view: GalaxyView) -> list[str]:
    """The map tokens a view shows (open positions as the builder's open marker)."""
    tokens = []
    for slot in view.slots:
        if slot.kind == "hyperlane":
            tokens.append(f"{slot.tile}{slot.rotation}")
        elif slot.kind == "system":
            tokens.append(slot.tile)
        else:
            tokens.append({"open": OPEN, "home": "0", "empty": "-1"}[slot.kind])
    return tokens

