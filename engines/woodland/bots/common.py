"""What every woodland bot needs: a reading of its seat's view and the scores of generic choices."""

from __future__ import annotations

from functools import cached_property, lru_cache
from typing import Any

from engines.core.bots import BotTurn
from engines.woodland import actions as A
from engines.woodland.deck import design
from engines.woodland.maps import MapInfo, layout_map, load_map
from engines.woodland.view import ClearingView, SeatView, WoodlandView

DONE = 0.0
ITEM_VALUE = {"sword": 6, "boot": 6, "torch": 5, "crossbow": 3, "hammer": 4, "tea": 3, "coins": 3, "bag": 2}
LOSE_ORDER = {"fallen": 1, "wood": 2, "recruiter": 3, "sawmill": 4, "workshop": 5, "keep": 6, "ally": 0,
              "warrior": 1, "upright": 3, "sympathy": 2, "roost": 6, "base": 7}


def distances(board: MapInfo, start: int) -> list[int]:
    """Path steps from a clearing to every clearing (index by clearing id)."""
    dist = [99] * (len(board.clearings) + 1)
    dist[start] = 0
    frontier = [start]
    while frontier:
        here = frontier.pop(0)
        for nxt in board.adj[here]:
            if dist[nxt] == 99:
                dist[nxt] = dist[here] + 1
                frontier.append(nxt)
    return dist


@lru_cache(maxsize=8)
def distance_table(key: str) -> list[list[int]]:
    """Path steps between every two clearings of a map (paths do not depend on the dealt suits)."""
    board = load_map(key)
    return [distances(board, c) if c else [] for c in range(len(board.clearings) + 1)]


class Ctx:
    """A bot's reading of the table for one decision."""

    def __init__(self, turn: BotTurn) -> None:
        self.turn = turn
        self.seat = turn.seat
        self.options = turn.options
        self.view: WoodlandView = turn.view

    @cached_property
    def board(self) -> MapInfo:
        """The printed map with this game's suits (public: the view carries its layout)."""
        return layout_map(self.view.map.layout)

    @cached_property
    def dist(self) -> list[list[int]]:
        return distance_table(self.view.map.key)

    @cached_property
    def me(self) -> SeatView:
        return self.view.seats[self.seat]

    @cached_property
    def enemies(self) -> list[int]:
        return [s for s in range(self.view.players) if s != self.seat]

    @cached_property
    def leader(self) -> int:
        return max(self.enemies, key=lambda s: self.view.seats[s].vp)

    def clearing(self, cid: int) -> ClearingView:
        return self.view.clearings[cid - 1]

    def mine(self, cid: int) -> int:
        return self.clearing(cid).warriors[self.seat]

    def enemy_warriors(self, cid: int) -> int:
        return sum(self.clearing(cid).warriors[s] for s in self.enemies)

    def enemy_pieces(self, cid: int, seat: int) -> int:
        """Buildings and tokens of one seat in a clearing (each worth 1 VP to remove)."""
        c = self.clearing(cid)
        return sum(1 for p in c.buildings if p.seat == seat) + sum(1 for p in c.tokens if p.seat == seat)

    def hand(self) -> list[str]:
        return [c.id for c in self.view.hand]

    def faction_of(self, seat: int) -> str:
        return self.view.seats[seat].faction


def generic_score(ctx: Ctx, option: Any) -> float:
    """Scores for choices every faction meets; factions refine what matters to them."""
    if isinstance(option, A.Done):
        return DONE
    if isinstance(option, A.PlayCard):
        if ctx.view.task == "outrage":  # give the Alliance the card worth least
            return -card_keep_value(option.card)
        return 50.0 if ctx.view.task == "battle" else 5.0
    if isinstance(option, A.Lose):
        return 20.0 - LOSE_ORDER.get(option.piece, 3)
    if isinstance(option, A.Damage):
        return 20.0 - ITEM_VALUE.get(option.item, 3)
    if isinstance(option, A.Discard):
        return 10.0 - card_keep_value(option.card)
    if isinstance(option, A.MoveCount):
        return float(option.count)
    if isinstance(option, A.ChooseSeat):
        return 5.0 + ctx.view.seats[option.seat].vp / 10 if option.seat != ctx.seat else 0.0
    if isinstance(option, A.UseCard):
        return battle_card_score(ctx, option.card)
    if isinstance(option, A.TakeDominance):
        from engines.woodland.bots.dominance import take_value

        return take_value(ctx, option.dominance, option.card)
    if isinstance(option, A.Activate):
        from engines.woodland.bots.dominance import activate_value

        return activate_value(ctx, option.card)
    return 1.0


def card_keep_value(card: str) -> float:
    d = design(card)
    if d.kind == "ambush":
        return 6.0
    if d.kind == "dominance":
        return 0.5
    return 1.0 + d.cost_total + (d.item_vp if d.kind == "item" else 0)


def battle_card_score(ctx: Ctx, card: str) -> float:
    key = design(card).key
    battle = ctx.view.battle
    if battle is None:
        return 8.0 if key in ("warren_savings", "highway_robbery", "cipher_readers", "tithe_gatherer") else 0.5
    incoming = battle.rolled[1] if battle.attacker == ctx.seat else battle.rolled[0]
    if key == "shield_smiths":
        return 10.0 if incoming >= 2 else -1.0
    return 10.0
