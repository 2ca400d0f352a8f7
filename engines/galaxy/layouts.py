"""Galaxy layouts for 3 to 8 players and the setup rulings, loaded from assets and checked."""

from __future__ import annotations

from functools import cache
from typing import Any

import msgspec

from engines.core.paths import game_assets
from engines.galaxy.adjacency import Links, physical_links
from engines.galaxy.hexes import positions_within
from engines.galaxy.mapstring import EMPTY, HOME, OPEN, GalaxyMap, parse_map, token_kind

LAYOUT_CHOICES = ("standard", "hyperlanes", "alternate", "large")


class LayoutError(ValueError):
    """A layout that does not exist for a player count, or a damaged layout file."""


class Layout(msgspec.Struct, frozen=True):
    """Where homes, hyperlane tiles and empty positions lie, and how many tiles each player gets."""

    id: str
    title: str
    players: int
    rings: int
    homes: tuple[int, ...]
    hyperlanes: dict[str, str]
    empty: tuple[int, ...]
    systems: tuple[int, ...]
    dealt: dict[str, int]
    speaker_tiles: dict[str, int] | None
    trade_goods: dict[str, int]
    skeleton: str
    home_distance: tuple[int, ...]
    mecatol_neighbours: tuple[int, ...]
    clauses: tuple[str, ...]
    source: str

    def total(self, colour: str) -> int:
        """Blue or red tiles the galaxy needs: every player's deal plus the speaker's extras."""
        extra = self.speaker_tiles[colour] if self.speaker_tiles else 0
        return self.players * self.dealt[colour] + extra

    def skeleton_map(self) -> GalaxyMap:
        """The layout with every system position open."""
        tokens = [EMPTY] * positions_within(self.rings)
        tokens[0] = "18"
        for position in self.systems:
            tokens[position] = OPEN
        for position in self.homes:
            tokens[position] = HOME
        for key, token in self.hyperlanes.items():
            tokens[int(key)] = token
        return GalaxyMap(tokens)


class _LayoutFile(msgspec.Struct):
    format: int
    layouts: dict[str, Layout]
    about: str = ""
    positions: str = ""


@cache
def all_layouts() -> dict[str, Layout]:
    """Every bundled layout, checked once."""
    path = game_assets("galaxy") / "layouts.json"
    try:
        data = msgspec.json.decode(path.read_bytes(), type=_LayoutFile)
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as error:
        raise LayoutError(f"{path.name}: {error}") from None
    for key, layout in data.layouts.items():
        problem = layout_problem(layout)
        if problem or key != layout.id:
            raise LayoutError(f"{path.name}: layout {key}: {problem or 'id differs from key'}")
    return data.layouts


def layout_problem(layout: Layout) -> str:
    """What is inconsistent in a layout, or an empty string."""
    skeleton = layout.skeleton_map()
    written = parse_map(layout.skeleton.replace("?", "-1")).tokens
    for position, token in enumerate(skeleton.tokens):
        if token != OPEN and position < len(written) and written[position] != token:
            return f"position {position} is {written[position]} in the skeleton but {token} in the lists"
    if len(layout.homes) != layout.players:
        return f"{len(layout.homes)} homes for {layout.players} players"
    needed = layout.total("blue") + layout.total("red")
    if needed != len(layout.systems):
        return f"deals {needed} tiles for {len(layout.systems)} system positions"
    if any(token_kind(t) == "open" for t in written):
        return "skeleton holds an unknown token"
    return ""


def layout(layout_id: str) -> Layout:
    try:
        return all_layouts()[layout_id]
    except KeyError:
        raise LayoutError(f"no layout {layout_id!r} (layouts: {', '.join(all_layouts())})") from None


@cache
def setup_rules() -> dict[str, Any]:
    """The setup rulings (assets/galaxy/setup.json) as plain data."""
    path = game_assets("galaxy") / "setup.json"
    data: dict[str, Any] = msgspec.json.decode(path.read_bytes())
    return data


def choices_for(players: int) -> dict[str, str]:
    """Layout choice -> layout id for a player count."""
    by_players: dict[str, dict[str, str]] = setup_rules()["choices"]["by_players"]
    if str(players) not in by_players:
        raise LayoutError(f"a galaxy is laid out for 3 to 8 players, not {players}")
    return by_players[str(players)]


def layout_for(players: int, choice: str = "standard") -> Layout:
    """The layout a choice (standard, hyperlanes, alternate, large) means for a player count."""
    choices = choices_for(players)
    if choice not in choices:
        offered = ", ".join(choices)
        raise LayoutError(f"{players} players have no {choice} layout (choose {offered})")
    return layout(choices[choice])


@cache
def layout_links(layout_id: str) -> Links:
    """Which system positions of a layout are beside each other (sides and hyperlanes)."""
    return physical_links(layout(layout_id).skeleton_map())
