"""Where a game's galaxy comes from: the generator, an imported map string, or the builder."""

from __future__ import annotations

from engines.core.options import OptionError
from engines.core.rng import Rng
from engines.galaxy.builder.setup import starting_tokens
from engines.galaxy.generator import generate
from engines.galaxy.layouts import Layout
from engines.galaxy.mapstring import HOME, OPEN, MapStringError, format_map, parse_map, token_kind
from engines.galaxy.phases.setup import CREUSS_GATE
from engines.galaxy.tiles import catalogue


def generated_tokens(layout: Layout, rng: Rng, balanced: bool) -> list[str]:
    """A galaxy the generator lays (homes left as 0 for the factions)."""
    return parse_map(generate(layout, rng, balanced).map_string).tokens


def imported_tokens(layout: Layout, text: str, complete: bool = True) -> tuple[list[str], list[str]]:
    """The tokens of a map string fitted to ``layout``, and warnings (repeated tiles).

    Home systems may be written as 0 or as any home tile (or the Creuss gate); they are replaced by
    the seats' own. With ``complete`` no system position may be left open (-1).
    """
    repeats: list[str] = []
    try:
        galaxy_map = parse_map(text, repeats)
    except MapStringError as error:
        raise OptionError(str(error)) from None
    tiles = catalogue()
    homes = set(layout.homes)
    for position, token in enumerate(galaxy_map.tokens):
        is_home = token_kind(token) == "system" and (tiles[token].kind == "home" or token == CREUSS_GATE)
        if position in homes and is_home:
            galaxy_map.tokens[position] = HOME
    tokens = starting_tokens(layout, format_map(galaxy_map), [])
    open_count = tokens.count(OPEN)
    if complete and open_count:
        raise OptionError(f"map string: {open_count} system positions of the {layout.title.lower()} layout are "
                          "still open (-1); fill them, or choose galaxy=build to place the rest")
    warnings = [f"The map string repeats a tile: {line}. It is kept; a repeated planet gets a (2) after its name."
                for line in repeats]
    return tokens, warnings
