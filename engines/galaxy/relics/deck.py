"""The relic deck (TI-RELIC-3) and gaining a relic: the top card, face up before its new owner.

Hook point ``relic_gained`` (relic): for the seat that gained it, once it lies before it (the Obsidian's
secret objective, the Shard of the Throne's point). Relics that are not in the printed deck (the Codex IV
ones, ``in_deck: false``) never enter it.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import effects, procedures
from engines.galaxy.actions.expansion import RelicGained
from engines.galaxy.content.decks import decks
from engines.galaxy.state import TIState


def shuffle_relics(state: TIState) -> None:
    state.relic_deck = sorted(r.id for r in decks().relics.values() if r.in_deck)
    state.rng.shuffle(state.relic_deck)


def gain_relic(state: TIState, seat: int) -> list[Event]:
    """``seat`` takes the top relic (nothing when the deck is empty)."""
    if not state.relic_deck:
        return []
    return take_relic(state, seat, state.relic_deck.pop())


@procedures.acts("relic")
def relic_procedure(state: TIState, seat: int, source: str) -> list[Event]:
    """The "relic" procedure other rules ask for (Minister of Antiquities): ``seat`` gains the top relic."""
    return gain_relic(state, seat)


def take_relic(state: TIState, seat: int, relic: str) -> list[Event]:
    """``relic`` (already out of the deck) goes face up before ``seat``; its "when you gain it" part acts."""
    state.players[seat].relics.append(relic)
    return [RelicGained(seat=seat, relic=relic), *effects.fire(state, "relic_gained", [seat], relic=relic)]
