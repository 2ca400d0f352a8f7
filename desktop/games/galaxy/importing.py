"""New builder games from a map string: a pasted one (which layout it fits) or a generated one.

The builder's own ``map`` option does the placing (and validates again at setup); this only works
out the options so a galaxy can start a game without the new-game dialog.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines.core.options import OptionError
from engines.core.rng import Rng
from engines.galaxy.builder.setup import starting_tokens
from engines.galaxy.generator import generate
from engines.galaxy.layouts import LayoutError, choices_for, layout, layout_for
from engines.galaxy.mapstring import HOME, MapStringError, format_map, parse_map, token_kind
from engines.galaxy.tiles import catalogue


class MapImportError(ValueError):
    """A map string that cannot start a builder game; the message says why in plain words."""


@dataclass(frozen=True)
class ImportPlan:
    players: int
    options: dict[str, Any]


def normalised(text: str) -> str:
    """The canonical string with any home-system tiles written as home placeholders (0)."""
    galaxy_map = parse_map(text)
    tiles = catalogue()
    for position, token in enumerate(galaxy_map.tokens):
        if position and token_kind(token) == "system" and tiles[token].kind == "home":
            galaxy_map.tokens[position] = HOME
    return format_map(galaxy_map)


def plan_import(text: str) -> ImportPlan:
    """The players and options of a builder game starting from ``text``, or MapImportError saying why."""
    try:
        canonical = normalised(text)
    except MapStringError as error:
        raise MapImportError(str(error)) from None
    homes = parse_map(canonical).tokens.count(HOME)
    try:
        choices = choices_for(homes)
    except LayoutError:
        raise MapImportError(f"the map string has {homes} home positions (written 0); a galaxy needs 3 to 8") from None
    problems = []
    for choice, layout_id in choices.items():
        try:
            starting_tokens(layout_for(homes, choice), canonical)
        except (OptionError, LayoutError) as error:
            problems.append(f"{layout_id}: {error}")
            continue
        return ImportPlan(homes, {"mode": "build", "layout": choice, "balanced": False, "map": canonical})
    raise MapImportError(f"the map string fits no {homes}-player layout ({problems[0]})")


def play_plan(layout_id: str, map_string: str, players: int) -> ImportPlan:
    """A game of Twilight Imperium on a finished galaxy (factions dealt at random, as the dialog's default)."""
    choice = next((c for c, known in choices_for(players).items() if known == layout_id), "standard")
    return ImportPlan(players, {"mode": "play", "layout": choice, "map": map_string})


def generated_plan(layout_id: str, seed: int, balanced: bool = True) -> ImportPlan:
    """A new builder game whose galaxy the engine's generator has already laid (balanced by default)."""
    chosen = layout(layout_id)
    made = generate(chosen, Rng.from_seed(seed), balanced)
    choice = next(c for c, known in choices_for(chosen.players).items() if known == layout_id)
    return ImportPlan(chosen.players, {"mode": "build", "layout": choice, "balanced": False, "map": made.map_string})
