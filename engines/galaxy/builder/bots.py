"""The galaxy builder's heuristic bot: good tiles near its own home, poor ones near the others."""

from __future__ import annotations

from typing import Any

from engines.core.bots import Bot, BotTurn
from engines.galaxy.balance import Shares, layout_shares, tile_value
from engines.galaxy.builder.actions import PickTile, PlaceTile
from engines.galaxy.builder.view import tokens_from_view
from engines.galaxy.layouts import layout_links
from engines.galaxy.placement import legal_pairs


def gain(tile: str, position: int, seat: int, shares: Shares) -> float:
    """How much placing ``tile`` at ``position`` helps ``seat`` over the average other seat."""
    row = shares.rows.get(position)
    if row is None:
        return 0.0
    others = [share for s, share in enumerate(row) if s != seat]
    return tile_value(tile) * (row[seat] - (sum(others) / len(others) if others else 0.0))


class HeuristicBot(Bot):
    """Greedy: the placement that most improves its own balance score against the others'."""

    name = "heuristic"

    def choose(self, turn: BotTurn) -> Any:
        view = turn.view
        shares = layout_shares(view.layout)
        picks = [o for o in turn.options if isinstance(o, PickTile)]
        if picks:
            tokens = tokens_from_view(view)
            pairs = legal_pairs([o.tile for o in picks], tokens, layout_links(view.layout))
            tile, _ = max(pairs, key=lambda p: (gain(p[0], p[1], turn.seat, shares), turn.rng.random()))
            return PickTile(tile)
        places = [o for o in turn.options if isinstance(o, PlaceTile)]
        if not places:
            return turn.options[0]
        return max(places, key=lambda o: (gain(view.picked, o.position, turn.seat, shares), turn.rng.random()))
