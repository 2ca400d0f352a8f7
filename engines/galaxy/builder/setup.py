"""Setting up a galaxy build: the layout skeleton, a starting map, the deal and the speaker's tiles."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.core.options import OptionError
from engines.core.rng import Rng
from engines.galaxy.balance import tile_value
from engines.galaxy.layouts import Layout, LayoutError, layout_for
from engines.galaxy.mapstring import EMPTY, OPEN, MapStringError, parse_map, token_kind
from engines.galaxy.tiles import MECATOL_TILE, catalogue, pool


def choose_layout(players: int, options: Mapping[str, Any]) -> Layout:
    try:
        return layout_for(players, options["layout"])
    except LayoutError as error:
        raise OptionError(str(error)) from None


def starting_tokens(layout: Layout, text: str, repeats: list[str] | None = None) -> list[str]:
    """The layout's skeleton with the tiles of a starting map string already placed.

    With a ``repeats`` list, repeated tiles are accepted and named there (see ``parse_map``).
    """
    tokens = list(layout.skeleton_map().tokens)
    if not text.strip():
        return tokens
    try:
        given = parse_map(text, repeats).tokens
    except MapStringError as error:
        raise OptionError(str(error)) from None
    if len(given) > len(tokens):
        tokens += [EMPTY] * (len(given) - len(tokens))
    # Positions past the end of the string keep what the layout has there.
    for position, got in enumerate(given):
        tokens[position] = _fit(layout, position, tokens[position], got)
    return tokens


def _fit(layout: Layout, position: int, want: str, got: str) -> str:
    """The token a starting map puts at one position, or OptionError naming it."""
    if want == OPEN:
        if got == EMPTY:
            return OPEN
        tile = catalogue().get(got)
        if tile is not None and tile.in_pool:
            return got
        expected = "a blue or red tile or -1 (still open)"
    elif got == want or (position == 0 and want == MECATOL_TILE == got):
        return want
    else:
        expected = {"home": "0 (a home)", "empty": "-1 (no tile)"}.get(token_kind(want), want)
    raise OptionError(f"map string: token {got!r} at position {position}: "
                      f"the {layout.title.lower()} layout needs {expected} there")


class Deal:
    """Each seat's tiles and the speaker's extra tiles."""

    def __init__(self, hands: list[list[str]], speaker: list[str]) -> None:
        self.hands = hands
        self.speaker = speaker


def deal(layout: Layout, tokens: list[str], rng: Rng, balanced: bool) -> Deal:
    """Deal blue and red tiles per the layout's counts (fewer when a starting map placed some)."""
    placed = set(tokens)
    draws = {c: [t for t in pool(c) if t not in placed] for c in ("blue", "red")}
    for tiles in draws.values():
        rng.shuffle(tiles)
    if placed & set(pool("blue") + pool("red")):
        return _deal_rest(layout, tokens, draws)
    dealt = {c: draws[c][: layout.players * layout.dealt[c]] for c in draws}
    hands = _even_hands(layout, dealt) if balanced else _hands(layout, dealt)
    extras = layout.speaker_tiles or {"blue": 0, "red": 0}
    speaker = [t for c in ("blue", "red") for t in draws[c][len(dealt[c]): len(dealt[c]) + extras[c]]]
    return Deal(hands, speaker)


def _hands(layout: Layout, dealt: dict[str, list[str]]) -> list[list[str]]:
    blue, red = layout.dealt["blue"], layout.dealt["red"]
    return [dealt["blue"][s * blue:(s + 1) * blue] + dealt["red"][s * red:(s + 1) * red]
            for s in range(layout.players)]


def _even_hands(layout: Layout, dealt: dict[str, list[str]]) -> list[list[str]]:
    """Hands of near-equal value: best tiles first, each to the poorest hand with room for its colour."""
    hands: list[list[str]] = [[] for _ in range(layout.players)]
    totals = [0.0] * layout.players
    room = {c: [layout.dealt[c]] * layout.players for c in dealt}
    tiles = sorted(((t, c) for c, group in dealt.items() for t in group), key=lambda tc: -tile_value(tc[0]))
    for tile, colour in tiles:
        open_seats = [s for s in range(layout.players) if room[colour][s]]
        value = tile_value(tile)
        # A tile worth less than nothing goes to the richest hand instead.
        seat = (min if value >= 0 else max)(open_seats, key=lambda s: totals[s])
        hands[seat].append(tile)
        totals[seat] += value
        room[colour][seat] -= 1
    _improve(hands)
    return hands


def _improve(hands: list[list[str]]) -> None:
    """Swap tiles of one colour between the richest and the poorest hand while that narrows the gap."""
    for _ in range(100):
        totals = [sum(tile_value(t) for t in hand) for hand in hands]
        rich, poor = totals.index(max(totals)), totals.index(min(totals))
        gap = totals[rich] - totals[poor]
        swaps = [(abs(gap - 2 * (tile_value(a) - tile_value(b))), i, j)
                 for i, a in enumerate(hands[rich]) for j, b in enumerate(hands[poor])
                 if catalogue()[a].kind == catalogue()[b].kind]
        best = min(swaps, default=(gap, -1, -1))
        if best[0] >= gap - 1e-9:
            return
        _, i, j = best
        hands[rich][i], hands[poor][j] = hands[poor][j], hands[rich][i]


def _deal_rest(layout: Layout, tokens: list[str], draws: dict[str, list[str]]) -> Deal:
    """With a starting map: deal just enough tiles for the open positions, round the table."""
    open_count = tokens.count(OPEN)
    placed = {c: sum(1 for t in tokens if t in set(pool(c))) for c in draws}
    want = {c: max(0, layout.total(c) - placed[c]) for c in draws}
    while want["blue"] + want["red"] > open_count:
        bigger = "blue" if want["blue"] >= want["red"] else "red"
        want[bigger] -= 1
    while want["blue"] + want["red"] < open_count:
        spare = "blue" if len(draws["blue"]) > want["blue"] else "red"
        want[spare] += 1
    tiles = draws["blue"][: want["blue"]] + draws["red"][: want["red"]]
    hands: list[list[str]] = [[] for _ in range(layout.players)]
    for index, tile in enumerate(tiles):
        hands[index % layout.players].append(tile)
    return Deal(hands, [])

