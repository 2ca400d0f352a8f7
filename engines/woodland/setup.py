"""A new game (Law 5.1): map, ruins and their items, item supply, deck, hands, then each faction's board."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.core.contract import Event
from engines.core.rng import Rng
from engines.woodland.data import asset
from engines.woodland.deck import draw, starting_deck
from engines.woodland.factions.base import faction
from engines.woodland.flow import advance, next_setup
from engines.woodland.maps import deal_layout, geo
from engines.woodland.options import parse_factions, parse_head_start
from engines.woodland.state import Clearing, Settings, WoodlandState

STARTING_HAND = 3


def new_state(players: int, seed: int, options: Mapping[str, Any]) -> WoodlandState:
    rng = Rng.from_seed(seed)
    settings = Settings(**{k: options[k] for k in Settings.__struct_fields__ if k in options})
    state = WoodlandState(rng, players, parse_factions(str(options["factions"]), players), settings)
    state.layout = deal_layout(str(options.get("map", "autumn")), rng)
    _board(state)
    state.deck = starting_deck(players)
    rng.shuffle(state.deck)
    state.hands = [[] for _ in range(players)]
    for seat in range(players):
        draw(state, seat, STARTING_HAND)  # Law 5.1.4; the Lost Powers too (LP-GAP-5)
    state.first = 0 if options.get("first_player") == "seat1" else rng.below(players)
    state.boards = [faction(state, seat).new_board(state, seat) for seat in range(players)]
    if players == 2:
        start = parse_head_start(str(options.get("head_start", "")))
        a, b = state.factions
        state.vp = [start.get((a, b), 0), start.get((b, a), 0)]
    events: list[Event] = next_setup(state)
    advance(state, events)
    return state


def _board(state: WoodlandState) -> None:
    """Ruins with a hidden item each, the item supply, empty tracks (Law 5.1.2)."""
    players = state.players
    state.vp = [0] * players
    state.dominance = [""] * players
    state.crafted = [[] for _ in range(players)]
    state.crafted_items = [[] for _ in range(players)]
    printed = geo(state).clearings
    state.clearings = [Clearing([0] * players, ruin=c.ruin) for c in printed]
    ruin_items = list(asset("deck")["ruin_items"]["items"])
    state.rng.shuffle(ruin_items)
    state.ruin_items = [ruin_items.pop() if c.ruin else "" for c in printed]
    state.item_supply = dict(asset("deck")["item_supply"]["counts"])
