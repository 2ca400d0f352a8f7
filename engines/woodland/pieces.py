"""Pieces entering and leaving the map, and what removal triggers (Law 3.2.1: 1 VP per building or token)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.woodland.actions import Removed
from engines.woodland.factions.base import FACTIONS, faction
from engines.woodland.maps import geo
from engines.woodland.scoring import score
from engines.woodland.state import Piece, WoodlandState

WARRIOR_KINDS = ("warrior", "upright", "fallen")


def open_slots(state: WoodlandState, cid: int) -> int:
    """Free building slots: printed slots less buildings and a ruin (Law 2.2.3)."""
    clearing = state.clearings[cid - 1]
    return geo(state).slots[cid] - len(clearing.buildings) - (1 if clearing.ruin else 0)


def allied(state: WoodlandState, a: int, b: int) -> bool:
    """In a coalition, so not enemies: they may not battle or disarm each other (Law 9.2.8)."""
    coalition = state.coalition
    return bool(coalition) and (coalition[a] == b or coalition[b] == a)


def enemies_present(state: WoodlandState, seat: int, cid: int) -> list[int]:
    """Other seats with a piece in the clearing (a Vagabond by his pawn)."""
    clearing = state.clearings[cid - 1]
    warriors = clearing.warriors
    pieces = clearing.buildings or clearing.tokens
    found = []
    for other, key in enumerate(state.factions):
        if other == seat:
            continue
        if warriors[other]:
            found.append(other)
            continue
        rival = FACTIONS[key]
        if (pieces or not rival.has_warriors) and rival.present(state, other, cid):
            found.append(other)
    return found


def count_pieces(state: WoodlandState, seat: int, cid: int, kind: str) -> int:
    clearing = state.clearings[cid - 1]
    if kind == "warrior":
        return clearing.warriors[seat]
    return sum(1 for p in (*clearing.buildings, *clearing.tokens) if p.seat == seat and p.kind == kind)


def take_off_map(state: WoodlandState, seat: int, cid: int, kind: str, count: int) -> int:
    """Remove up to ``count`` pieces of a kind from a clearing with no consequences; returns how many."""
    clearing = state.clearings[cid - 1]
    if kind == "warrior":
        gone = min(count, clearing.warriors[seat])
        clearing.warriors[seat] -= gone
        return gone
    piece = Piece(seat, kind)
    gone = 0
    for pile in (clearing.buildings, clearing.tokens):
        while gone < count and piece in pile:
            pile.remove(piece)
            gone += 1
    return gone


def remove(state: WoodlandState, seat: int, cid: int, kind: str, by: int, events: list[Event],
           count: int = 1) -> int:
    """Remove pieces by an effect of ``by`` (-1: nobody); scores buildings and tokens for an enemy remover."""
    owner = faction(state, seat)
    gone = owner.take_off(state, seat, cid, kind, count, events)
    if gone <= 0:
        return 0
    events.append(Removed(seat=seat, clearing=cid, piece=kind, by=by, count=gone))
    if kind not in WARRIOR_KINDS and 0 <= by != seat:
        score(state, by, gone, f"removed {kind}", events)  # Law 3.2.1
    if 0 <= by != seat:
        faction(state, by).after_removing(state, by, seat, kind, gone, events)
    owner.after_loss(state, seat, cid, kind, gone, by, events)
    return gone


def remove_all_enemies(state: WoodlandState, seat: int, cid: int, events: list[Event]) -> None:
    """Every enemy piece in a clearing goes (the uprising cards); each owner orders its own removals."""
    for other in range(state.players):
        if other != seat and faction(state, other).present(state, other, cid):
            faction(state, other).remove_all(state, other, cid, seat, events)
