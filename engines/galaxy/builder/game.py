"""The galaxy builder: players take turns placing their dealt tiles into the chosen layout.

The speaker first lays any extra tiles beside the centre (TI-SETUP-7, TI-SETUP-10), then every
seat in turn places one tile, ring by ring, following the placement rules. The game ends when
the galaxy is complete; the result carries each seat's balance score.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import msgspec

from engines.core.contract import Decision, Event, Game, Result, Standing
from engines.core.options import GameOption
from engines.core.rng import Rng
from engines.galaxy.balance import layout_shares, seat_scores
from engines.galaxy.builder.actions import (
    GalaxyComplete,
    PickTile,
    PlaceTile,
    PutBack,
    TilePicked,
    TilePlaced,
    TilePutBack,
)
from engines.galaxy.builder.setup import choose_layout, deal, starting_tokens
from engines.galaxy.builder.view import GalaxyView, build_view, tiles_seen
from engines.galaxy.hexes import ring_of
from engines.galaxy.layouts import LAYOUT_CHOICES, layout, layout_links
from engines.galaxy.mapstring import OPEN, GalaxyMap, format_map
from engines.galaxy.placement import current_ring, legal_pairs
from engines.galaxy.tiles import catalogue

if TYPE_CHECKING:
    from engines.core.bots import Bot


_SPEAKER_RULES = {7: "TI-SETUP-7", 8: "TI-SETUP-10"}


class GalaxyState(msgspec.Struct):
    """A galaxy build: the map tokens (``?`` open), each seat's tiles and whose turn it is."""

    rng: Rng
    players: int
    layout: str
    tokens: list[str]
    hands: list[list[str]]
    speaker_tiles: list[str] = []
    active: int = 0
    picked: str = ""
    placed: int = 0
    speaker: int = 0


class GalaxyGame(Game[GalaxyState]):
    """A Twilight Imperium galaxy builder for 3 to 8 players, hot-seat."""

    id = "galaxy"
    title = "Galaxy"
    blurb = "Build a Twilight Imperium galaxy: deal the system tiles and place them ring by ring."
    min_players = 3
    max_players = 8
    rulebook = "twilight-imperium-4-prophecy-of-kings"
    options = (
        GameOption("layout", "Galaxy layout", "standard", choices=LAYOUT_CHOICES, source="rulebook",
                   help="standard; hyperlanes (5, 7, 8 players); alternate (7, 8); large (6 players, four rings)"),
        GameOption("balanced", "Deal hands of even value", False, source="house",
                   help="Deal the tiles so every seat's hand is worth about the same."),
        GameOption("map", "Starting map string", "", source="house",
                   help="Tiles already placed, as a map string for the chosen layout (-1: still open)."),
    )
    state_type = GalaxyState
    action_type = PickTile | PlaceTile | PutBack
    event_type = TilePicked | TilePutBack | TilePlaced | GalaxyComplete
    view_type = GalaxyView

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> GalaxyState:
        return self.build_state(players, Rng.from_seed(seed), options)

    def build_state(self, players: int, rng: Rng, options: Mapping[str, Any], speaker: int = 0) -> GalaxyState:
        """A fresh build whose speaker (who lays the extra tiles and places first) is ``speaker``."""
        chosen = choose_layout(players, options)
        tokens = starting_tokens(chosen, options["map"])
        dealt = deal(chosen, tokens, rng, bool(options["balanced"]))
        state = GalaxyState(rng, players, chosen.id, tokens, dealt.hands, dealt.speaker, active=speaker,
                            speaker=speaker)
        if not state.speaker_tiles and not state.hands[speaker]:
            state.active = self._next_seat(state, speaker)
        return state

    # ----- decisions ---------------------------------------------------------------------
    def _hand(self, state: GalaxyState) -> list[str]:
        return state.speaker_tiles if state.speaker_tiles else state.hands[state.active]

    def _pairs(self, state: GalaxyState) -> list[tuple[str, int]]:
        return legal_pairs(self._hand(state), state.tokens, layout_links(state.layout))

    def decisions(self, state: GalaxyState) -> list[Decision]:
        if OPEN not in state.tokens:
            return []
        pairs = self._pairs(state)
        rule = _SPEAKER_RULES.get(state.players, "") if state.speaker_tiles else "TI-ALTHYPER-3"
        ring = current_ring(state.tokens) or 0
        if not state.picked:
            tiles = list(dict.fromkeys(t for t, _ in pairs))
            if state.speaker_tiles:
                prompt = "{p%d}: choose one of the speaker's tiles to lay beside the centre" % state.active
            else:
                prompt = "{p%d}: choose a tile to place in ring %d" % (state.active, ring)
            return [Decision(state.active, prompt, [PickTile(t) for t in tiles], rule)]
        options: list[Any] = [PlaceTile(p) for t, p in pairs if t == state.picked]
        options.append(PutBack())
        prompt = "{p%d}: place tile %s in ring %d" % (state.active, state.picked, ring)
        return [Decision(state.active, prompt, options, rule)]

    def perform(self, state: GalaxyState, seat: int, action: Any) -> list[Event]:
        if isinstance(action, PickTile):
            state.picked = action.tile
            return [TilePicked(seat=seat, tile=action.tile)]
        if isinstance(action, PutBack):
            tile, state.picked = state.picked, ""
            return [TilePutBack(seat=seat, tile=tile)]
        return self._place(state, seat, action.position)

    def _place(self, state: GalaxyState, seat: int, position: int) -> list[Event]:
        tile, state.picked = state.picked, ""
        speaker_phase = bool(state.speaker_tiles)
        self._hand(state).remove(tile)
        state.tokens[position] = tile
        state.placed += 1
        events: list[Event] = [TilePlaced(seat=seat, tile=tile, position=position, ring=ring_of(position))]
        if OPEN not in state.tokens:
            events.append(GalaxyComplete(map_string=self.map_string(state), scores=self.scores(state)))
        elif not state.speaker_tiles:
            # After the speaker's extra tiles, normal placement starts with the speaker.
            state.active = self._next_seat(state, state.speaker if speaker_phase else state.active + 1)
        return events

    def _next_seat(self, state: GalaxyState, start: int) -> int:
        for step in range(state.players):
            seat = (start + step) % state.players
            if state.hands[seat]:
                return seat
        return state.active

    # ----- what players see --------------------------------------------------------------
    def map_string(self, state: GalaxyState) -> str:
        return format_map(GalaxyMap(state.tokens))

    def scores(self, state: GalaxyState) -> list[float]:
        return seat_scores(state.tokens, layout_shares(state.layout))

    def view(self, state: GalaxyState, seat: int | None) -> GalaxyView:
        chosen = layout(state.layout)
        slots, nexus, text = build_view(chosen, state.tokens)
        ring = current_ring(state.tokens) or 0
        step = "done" if not ring else "place" if state.picked else "pick"
        goods = [chosen.trade_goods.get(str(home), 0) for home in chosen.homes]
        return GalaxyView(seat, chosen.id, chosen.title, state.players, chosen.rings, slots,
                          tiles_seen(state.tokens, [*state.hands, state.speaker_tiles]), nexus,
                          [list(h) for h in state.hands], list(state.speaker_tiles), state.active, step,
                          state.picked, ring, state.placed, state.tokens.count(OPEN), self.scores(state),
                          goods, text)

    def result(self, state: GalaxyState) -> Result | None:
        if OPEN in state.tokens:
            return None
        scores = self.scores(state)
        # Seats by number: the desktop shows a result summary without replacing {p0}-style names.
        by_seat = ", ".join(f"seat {seat + 1} {score:.2f}" for seat, score in enumerate(scores))
        summary = f"The galaxy is complete. Balance by seat: {by_seat}. Map: {self.map_string(state)}"
        return Result([], scores, summary)

    def standing(self, view: Any) -> Standing | None:
        from engines.galaxy.record import standing

        return standing(view)

    def figures(self, event: Any) -> list[tuple[str, int]]:
        from engines.galaxy.record import figures

        return figures(event)

    def turn_key(self, state: GalaxyState) -> Any:
        return state.placed

    def describe(self, state: GalaxyState, action: Any) -> str:
        if isinstance(action, PickTile):
            return describe_tile(action.tile)
        if isinstance(action, PlaceTile):
            return f"position {action.position} (ring {ring_of(action.position)})"
        return "choose another tile"

    def narrate(self, event: Any) -> str:
        if isinstance(event, TilePlaced):
            return "{p%d} placed tile %s at position %d" % (event.seat, event.tile, event.position)
        if isinstance(event, TilePicked):
            return "{p%d} took tile %s" % (event.seat, event.tile)
        if isinstance(event, TilePutBack):
            return "{p%d} put tile %s back" % (event.seat, event.tile)
        if isinstance(event, GalaxyComplete):
            return "The galaxy is complete: " + event.map_string
        return super().narrate(event)

    def refusal(self, state: GalaxyState, seat: int, action: Any) -> str:
        from engines.galaxy.builder.refusals import refusal

        return refusal(state, self._hand(state), action)

    def bots(self) -> dict[str, Callable[[], Bot]]:
        from engines.galaxy.builder.bots import HeuristicBot

        return {"heuristic": HeuristicBot}

    def tools(self, argv: list[str]) -> int:
        from engines.galaxy.cli import run

        return run(argv)


def describe_tile(tile_id: str) -> str:
    """A short label: the tile number and what is on it."""
    tile = catalogue()[tile_id]
    parts = [f"{p.name} {p.resources}/{p.influence}" for p in tile.planets]
    parts += [f"{w} wormhole" for w in tile.wormholes]
    parts += [a.replace("_", " ") for a in tile.anomalies]
    return f"tile {tile_id}: " + (", ".join(parts) if parts else "empty space")

