"""Balance scores: what each seat's neighbourhood is worth (weights in assets/galaxy/balance.json).

A system's value (resources, influence, traits, tech specialties, legendary planets, wormholes,
anomalies) is shared by the homes that reach it within three steps, each in proportion to how
near it is; a seat's score is the sum of its shares plus a bonus for a home near the centre.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from functools import cache
from typing import Any

import msgspec

from engines.core.paths import game_assets
from engines.galaxy.adjacency import Links
from engines.galaxy.layouts import layout, layout_links
from engines.galaxy.tiles import Planet, catalogue


@cache
def weights() -> dict[str, Any]:
    """The scoring weights as plain data."""
    data: dict[str, Any] = msgspec.json.decode((game_assets("galaxy") / "balance.json").read_bytes())
    return data


def planet_value(planet: Planet) -> float:
    w = weights()["planet"]
    value: float = w["optimal"] * max(planet.resources, planet.influence)
    value += w["total"] * (planet.resources + planet.influence)
    value += w["legendary"] if planet.legendary else 0.0
    value += w["tech_specialty"] if planet.tech_specialty else 0.0
    value += w["trait"].get(planet.trait, 0.0) if planet.trait else 0.0
    return float(value)


@cache
def tile_value(tile_id: str) -> float:
    """What one system tile is worth to the seats that reach it (0 for non-tiles)."""
    tile = catalogue().get(tile_id)
    if tile is None or not tile.is_system:
        return 0.0
    w = weights()["system"]
    value: float = sum(planet_value(p) for p in tile.planets)
    value += w["wormhole"] * len(tile.wormholes)
    value += sum(w["anomaly"][a] for a in tile.anomalies)
    return round(value, 6)


class Shares(msgspec.Struct, frozen=True):
    """Per position, each seat's share of its value; per seat, the bonus for its home's place."""

    rows: dict[int, tuple[float, ...]]
    base: tuple[float, ...]


def steps_from(links: Links, start: int) -> dict[int, int]:
    """Steps to every system by sides and hyperlanes (wormholes move with tiles, so they are scored as value)."""
    steps = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in links.get(here, {}):
            if there not in steps:
                steps[there] = steps[here] + 1
                queue.append(there)
    return steps


def shares_for(links: Links, homes: Sequence[int], trade_goods: Sequence[int] = ()) -> Shares:
    """How the systems of a layout are shared between its homes (plus their starting trade goods)."""
    reach = {int(k): float(v) for k, v in weights()["reach"].items()}
    centre = {int(k): float(v) for k, v in weights()["centre"].items()}
    steps = [steps_from(links, home) for home in homes]
    rows: dict[int, tuple[float, ...]] = {}
    for position in links:
        if position == 0 or position in homes:
            continue
        near = [reach.get(s.get(position, 99), 0.0) for s in steps]
        total = sum(near)
        rows[position] = tuple(w * w / total if total else 0.0 for w in near)
    goods = list(trade_goods) or [0] * len(homes)
    base = tuple(centre.get(s.get(0, 99), 0.0) + weights()["trade_good"] * g for s, g in zip(steps, goods, strict=True))
    return Shares(rows, base)


@cache
def layout_shares(layout_id: str) -> Shares:
    """The shares of a bundled layout, computed once."""
    chosen = layout(layout_id)
    goods = [chosen.trade_goods.get(str(home), 0) for home in chosen.homes]
    return shares_for(layout_links(layout_id), chosen.homes, goods)


def seat_scores(tokens: Sequence[str], shares: Shares) -> list[float]:
    """Each seat's score for the tiles now on the map."""
    scores = list(shares.base)
    for position, row in shares.rows.items():
        value = tile_value(tokens[position])
        if value:
            for seat, share in enumerate(row):
                scores[seat] += value * share
    return [round(s, 2) for s in scores]


def spread(scores: Sequence[float]) -> float:
    """How unfair a galaxy is: best seat minus worst seat."""
    return max(scores) - min(scores) if scores else 0.0
