"""What one seat may see: the whole map and boards, its own hand, counts of the others' (Law 1.2)."""

from __future__ import annotations

from typing import Any

import msgspec

from engines.woodland import flow
from engines.woodland.factions.alliance.faction import AllianceView
from engines.woodland.factions.base import faction
from engines.woodland.factions.eyrie.faction import EyrieView
from engines.woodland.factions.lost_powers.faction import LostPowersView
from engines.woodland.factions.marquise.faction import MarquiseView
from engines.woodland.factions.vagabond.faction import VagabondView
from engines.woodland.maps import MapInfo, geo
from engines.woodland.refs import CardRef, ref
from engines.woodland.rule import rulers
from engines.woodland.state import Battle, Piece, VagabondBoard, WoodlandState

BoardView = LostPowersView | MarquiseView | VagabondView | EyrieView | AllianceView


class ForestView(msgspec.Struct):
    id: str
    clearings: list[int]
    outline: list[int]
    adjacent: list[str]


class MapView(msgspec.Struct):
    """The printed board with its dealt suits: what never changes during a game (drawn once by the table)."""

    key: str
    name: str
    layout: str
    suits: list[str]
    slots: list[int]
    corners: list[int]
    xy: list[tuple[float, float]]
    paths: list[tuple[int, int]]
    rivers: list[tuple[int, int]]
    forests: list[ForestView]


class ClearingView(msgspec.Struct):
    """One clearing now: pieces by seat (fallen Elders counted apart), buildings, tokens, ruin, pawn, ruler."""

    id: int
    suit: str
    slots: int
    ruin: bool
    warriors: list[int]
    fallen: int
    buildings: list[Piece]
    tokens: list[Piece]
    pawns: list[int]
    ruler: int


class SeatView(msgspec.Struct):
    seat: int
    faction: str
    name: str
    vp: int
    hand_count: int
    dominance: CardRef | None
    coalition: int  # the seat this Vagabond formed a coalition with, or -1 (Law 9.2.8)
    crafted: list[CardRef]
    crafted_items: list[str]
    board: BoardView


class BattleView(msgspec.Struct):
    """A battle: both dice, the hits, and which stage it is at (whose choice is pending)."""

    attacker: int
    defender: int
    clearing: int
    stage: str
    ambush: CardRef | None
    countered: bool
    dice: list[int]
    rolled: list[int]
    extra: list[int]
    ignore: list[bool]
    dealt: list[int]
    ally: int
    guerrilla: bool  # the defender deals the higher die (Law 8.2.3)


class WoodlandView(msgspec.Struct):
    seat: int | None
    players: int
    turn: int
    round: int
    active: int
    first: int
    phase: str
    step: str
    task: str
    task_clearing: int
    task_other: int
    task_count: int
    waiting: list[int]
    prompt: str
    map: MapView
    clearings: list[ClearingView]
    pawn_forests: dict[str, int]
    seats: list[SeatView]
    hand: list[CardRef]
    discard: list[CardRef]
    deck_count: int
    available_dominance: list[CardRef]
    item_supply: dict[str, int]
    battle: BattleView | None
    last_battle: BattleView | None
    over: bool
    winners: list[int]
    end_reason: str


def _map_view(layout: str, info: MapInfo) -> MapView:
    forests = [ForestView(f.id, list(f.clearings), list(f.outline), list(f.adjacent)) for f in info.forests]
    return MapView(info.key, info.name, layout, list(info.suit[1:]), list(info.slots[1:]), list(info.corners),
                   [c.xy for c in info.clearings], list(info.paths), list(info.rivers), forests)


_MAP_VIEWS: dict[str, MapView] = {}


def map_view(state: WoodlandState) -> MapView:
    """The printed board of this game, built once per layout (views share it: it never changes)."""
    found = _MAP_VIEWS.get(state.layout)
    if found is None:
        if len(_MAP_VIEWS) > 256:  # one per Winter deal: keep the memo small
            _MAP_VIEWS.clear()
        found = _MAP_VIEWS[state.layout] = _map_view(state.layout, geo(state))
    return found


def _battle_view(battle: Battle | None) -> BattleView | None:
    if battle is None:
        return None
    return BattleView(battle.attacker, battle.defender, battle.clearing, battle.stage,
                      ref(battle.ambush) if battle.ambush else None, battle.countered, list(battle.dice),
                      list(battle.rolled), list(battle.extra), list(battle.ignore), list(battle.dealt), battle.ally,
                      battle.guerrilla)


def _pawns(state: WoodlandState) -> tuple[dict[int, list[int]], dict[str, int]]:
    in_clearings: dict[int, list[int]] = {}
    in_forests: dict[str, int] = {}
    for seat, board in enumerate(state.boards):
        if isinstance(board, VagabondBoard):
            if board.clearing:
                in_clearings.setdefault(board.clearing, []).append(seat)
            elif board.forest:
                in_forests[board.forest] = seat
    return in_clearings, in_forests


def _clearings(state: WoodlandState) -> tuple[list[ClearingView], dict[str, int]]:
    ruled = rulers(state)
    pawns, forests = _pawns(state)
    board = geo(state)
    views = [ClearingView(cid, board.suit[cid], board.slots[cid], c.ruin, list(c.warriors), c.fallen,
                          list(c.buildings), list(c.tokens), pawns.get(cid, []), ruled[cid])
             for cid, c in enumerate(state.clearings, 1)]
    return views, forests


def _seats(state: WoodlandState, viewer: int | None) -> list[SeatView]:
    return [SeatView(seat, key, faction(state, seat).name, state.vp[seat], len(state.hands[seat]),
                     ref(state.dominance[seat]) if state.dominance[seat] else None,
                     state.coalition[seat] if state.coalition else -1,
                     [ref(c) for c in state.crafted[seat]], list(state.crafted_items[seat]),
                     faction(state, seat).view_board(state, seat, viewer))
            for seat, key in enumerate(state.factions)]


def view(state: WoodlandState, seat: int | None) -> WoodlandView:
    clearings, forests = _clearings(state)
    decision = None if state.over else flow.ask(state)
    waiting: list[Any] = [decision.seat] if decision else []
    top = state.stack[-1] if state.stack else None
    return WoodlandView(
        seat, state.players, state.turn, state.turn // state.players + 1, state.active, state.first, state.phase,
        state.step, top.kind if top else "", top.clearing if top else 0, top.other if top else -1,
        top.count if top else 0, waiting, decision.prompt if decision else "",
        map_view(state), clearings, forests, _seats(state, seat),
        [ref(c) for c in state.hands[seat]] if seat is not None else [], [ref(c) for c in state.discard],
        len(state.deck), [ref(c) for c in state.available_dominance], dict(state.item_supply),
        _battle_view(state.battle), _battle_view(state.last_battle), state.over, list(state.winners),
        state.end_reason)
