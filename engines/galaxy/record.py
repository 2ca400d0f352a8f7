"""The galaxy's record, read generically from the view so it survives the view growing.

With seats that carry victory points (the full game: ``players[i].vp`` and ``round``) the record is
victory points after every round and objectives scored; the galaxy builder's view has no points,
so its record is each seat's balance after every tile placed.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Standing


def standing(view: Any) -> Standing | None:
    seats = getattr(view, "players", None)
    if isinstance(seats, list) and seats and all(hasattr(p, "vp") for p in seats):
        figures: dict[str, list[float]] = {}
        if all(isinstance(getattr(p, "scored", None), list) for p in seats):
            figures["objectives scored"] = [float(len(p.scored)) for p in seats]
        return Standing(int(getattr(view, "round", 1)), [float(p.vp) for p in seats], figures,
                        "victory points", "round")
    scores = getattr(view, "scores", None)
    if isinstance(scores, list) and scores:
        return Standing(int(getattr(view, "placed", 0)), [float(s) for s in scores], {}, "balance", "tile")
    return None


def figures(event: Any) -> list[tuple[str, int]]:
    """Tiles placed by each seat while building. Matched by name: the builder's events are moving
    into their own package as the full game arrives, and the name is what stays."""
    if type(event).__name__ == "TilePlaced" and isinstance(getattr(event, "seat", None), int):
        return [("tiles placed", event.seat)]
    return []
