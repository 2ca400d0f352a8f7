"""Crafting (Law 4.1): activate crafting pieces matching the cost, then the card's effect."""

from __future__ import annotations

from engines.core.contract import Event
from engines.woodland.actions import Happened
from engines.woodland.cards import crafted_trigger, resolve_immediate
from engines.woodland.deck import DESIGN_OF, design, discard
from engines.woodland.factions.base import faction
from engines.woodland.maps import SUITS
from engines.woodland.state import WoodlandState

_PAID: dict[tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]], dict[str, int] | None] = {}


def payment(cost: dict[str, int], pieces: dict[str, int]) -> dict[str, int] | None:
    """Which pieces pay a cost, or None: suited icons first, then "any" from the largest pools.

    Remembered by cost and pieces (a few hundred combinations); callers get a copy to keep."""
    found = _paid(cost, pieces)
    return dict(found) if found is not None else None


def _paid(cost: dict[str, int], pieces: dict[str, int],
          pieces_key: tuple[tuple[str, int], ...] | None = None) -> dict[str, int] | None:
    """``payment`` from the memo: the result is shared, so callers must not change it."""
    key = (tuple(cost.items()), pieces_key if pieces_key is not None else tuple(pieces.items()))
    found = _PAID.get(key, _UNKNOWN)
    if found is _UNKNOWN:
        if len(_PAID) > 50_000:
            _PAID.clear()
        found = _PAID[key] = _payment(cost, pieces)
    return found


_UNKNOWN: dict[str, int] = {}


def affordable(cost: dict[str, int], pieces: dict[str, int],
               pieces_key: tuple[tuple[str, int], ...] | None = None) -> bool:
    """Whether ``payment`` finds a way to pay (``pieces_key``: ``tuple(pieces.items())`` when known)."""
    return _paid(cost, pieces, pieces_key) is not None


def _payment(cost: dict[str, int], pieces: dict[str, int]) -> dict[str, int] | None:
    left = dict(pieces)
    used: dict[str, int] = {}
    for suit in SUITS:
        need = cost.get(suit, 0)
        if left.get(suit, 0) < need:
            return None
        if need:
            left[suit] -= need
            used[suit] = need
    for _ in range(cost.get("any", 0)):
        suit = max(SUITS, key=lambda s: left.get(s, 0))
        if left.get(suit, 0) <= 0:
            return None
        left[suit] -= 1
        used[suit] = used.get(suit, 0) + 1
    return used


def duplicate(state: WoodlandState, seat: int, card: str) -> bool:
    """You cannot craft a persistent card identical to one you have crafted (Law 4.1.4)."""
    key = design(card).key
    return any(design(c).key == key for c in state.crafted[seat])


def can_craft(state: WoodlandState, seat: int, card: str, pieces: dict[str, int],
              pieces_key: tuple[tuple[str, int], ...] | None = None) -> bool:
    """Craftable, affordable, its item still in the supply (Law 4.1.2) and no duplicate (Law 4.1.4)."""
    d = DESIGN_OF[card]
    if not d.craftable or not affordable(d.cost, pieces, pieces_key):
        return False
    if d.kind == "item":
        return state.item_supply.get(d.item, 0) > 0 and faction(state, seat).can_take_item(state, seat)
    return not (d.kind == "persistent" and duplicate(state, seat, card))


def craftable_cards(state: WoodlandState, seat: int, pieces: dict[str, int] | None = None) -> list[str]:
    """Cards in hand the seat can craft now with its crafting pieces (given, or counted here)."""
    if pieces is None:
        pieces = faction(state, seat).crafting_pieces(state, seat)
    if not any(pieces.values()):
        return []
    key = tuple(pieces.items())
    return [card for card in state.hands[seat] if can_craft(state, seat, card, pieces, key)]


def craft(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Pay with crafting pieces, then keep a persistent card or resolve and discard an immediate one."""
    f = faction(state, seat)
    used = payment(design(card).cost, f.crafting_pieces(state, seat))
    assert used is not None
    f.use_crafting_pieces(state, seat, used)
    state.hands[seat].remove(card)
    events.append(Happened(text="{p%d} crafts %s" % (seat, design(card).name)))
    if design(card).kind == "persistent":
        state.crafted[seat].append(card)
    else:
        resolve_immediate(state, seat, card, events)
        discard(state, card)
    crafted_trigger(state, seat, card, events)
