"""The expansion's setup (TI-GAP-5 ruling): the exploration decks and the relic deck shuffled, frontier tokens
in every system without a planet. Leaders start on their sheets as ``PlayerState`` says (agents ready,
commanders and heroes locked: nothing to do), each seat's mech card is its faction's."""

from __future__ import annotations

from engines.galaxy.exploration.decks import shuffle_decks
from engines.galaxy.exploration.frontier import place_frontier_tokens
from engines.galaxy.relics.deck import shuffle_relics
from engines.galaxy.state import TIState


def setup_expansion(state: TIState) -> None:
    shuffle_decks(state)
    shuffle_relics(state)
    place_frontier_tokens(state)
