"""The Eyrie bot: adds only cards its Decree can carry out next Daylight, builds roosts, guards them, and
avoids turmoil."""

from __future__ import annotations

from typing import Any

from engines.woodland import actions as A
from engines.woodland.bots.common import Ctx, card_keep_value, generic_score
from engines.woodland.deck import SUIT_OF, design
from engines.woodland.factions.eyrie.faction import EyrieView

COLUMN_VALUE = {"recruit": 3.0, "move": 2.0, "battle": 1.5, "build": 4.0}
LEADER_PREF = {"despot": 3.0, "builder": 2.5, "charismatic": 2.0, "commander": 1.5}


def own(ctx: Ctx) -> EyrieView:
    """This bot's own board (its seat plays the Eyrie)."""
    return ctx.me.board  # type: ignore[return-value]  # the seat's faction fixes its board type



def roosts(ctx: Ctx) -> list[int]:
    return [c.id for c in ctx.view.clearings if any(b.seat == ctx.seat and b.kind == "roost" for b in c.buildings)]


def matches(ctx: Ctx, suit: str, cid: int) -> bool:
    return suit == "bird" or ctx.board.suit[cid] == suit


def column_cards(ctx: Ctx, column: str) -> list[str]:
    board = own(ctx)
    index = ("recruit", "move", "battle", "build").index(column)
    return [ref.id for ref in board.decree[index]]


def positions(ctx: Ctx, after_moves: bool) -> set[int]:
    """Clearings with Eyrie warriors now, and those one path away once the move column has a card."""
    here = {c.id for c in ctx.view.clearings if c.warriors[ctx.seat]}
    if after_moves and column_cards(ctx, "move"):
        here |= {n for cid in here for n in ctx.board.adj[cid] if ctx.enemy_warriors(n) <= ctx.mine(cid)}
    return here


def spots(ctx: Ctx, column: str, suit: str) -> int:
    """Clearings where a card of this column and suit could be carried out when its column comes: recruits
    at roosts (two each), moves from where warriors stand; battles and builds where they stand, or where
    the Decree's moves can take them first (one clearing per move card)."""
    if column == "recruit":
        return sum(2 for cid in roosts(ctx) if matches(ctx, suit, cid))
    now = positions(ctx, after_moves=False)
    later = positions(ctx, after_moves=True) - now
    moves = len(column_cards(ctx, "move"))
    if column == "move":
        here = sum(max(1, ctx.mine(c)) for c in now if matches(ctx, suit, c))
        return here + min(moves, sum(1 for c in later if matches(ctx, suit, c)))

    def fits(cid: int) -> bool:
        if not matches(ctx, suit, cid):
            return False
        if column == "battle":
            return fightable(ctx, cid)
        return buildable(ctx, cid) and ctx.clearing(cid).ruler in (ctx.seat, -1)

    ready = sum(1 for c in now if fits(c) and (column == "battle" or ctx.clearing(c).ruler == ctx.seat))
    return ready + min(moves, sum(1 for c in later if fits(c)))


def demand(ctx: Ctx, column: str, suit: str) -> int:
    """Cards already in a column that need a clearing of this suit (birds need any)."""
    return sum(1 for card in column_cards(ctx, column) if SUIT_OF[card] in (suit, "bird"))


def add_value(ctx: Ctx, option: A.AddToDecree) -> float:
    """A card the Decree can carry out: room for it beyond what the column already asks; birds are
    flexible but cost a point in turmoil, so they go last. Forced to add a card that fits nowhere, the
    least harmful one (no bird, the column with most room)."""
    suit = SUIT_OF[option.card]
    room = spots(ctx, option.column, suit) - demand(ctx, option.column, suit)
    board = own(ctx)
    if option.column == "recruit":
        each = 2 if board.leader == "charismatic" else 1
        room = min(room, board.supply // each - len(column_cards(ctx, "recruit")))
    elif option.column == "build":
        room = min(room, board.roosts - len(column_cards(ctx, "build")))
    bird = 1.5 if suit == "bird" else 0.0
    if room <= 0:
        return -20.0 + room - 2 * bird
    length = sum(len(col) for col in own(ctx).decree)
    keep = card_keep_value(option.card) * 0.3
    return COLUMN_VALUE[option.column] + min(room, 3) - bird - keep - 0.25 * max(0, length - 3)


def later_suits(ctx: Ctx) -> set[str]:
    """Suits the Decree still needs a clearing of after this card (moves, battles and builds to come)."""
    board = own(ctx)
    column = max(0, board.column)
    found: set[str] = set()
    for index in range(column, 4):
        name = ("recruit", "move", "battle", "build")[index]
        if name == "recruit":
            continue
        found |= {SUIT_OF[c] for c in pending(ctx, name)}
    return found


def pending(ctx: Ctx, column: str) -> list[str]:
    """Decree cards of a column not carried out yet this turn."""
    resolved = set(own(ctx).resolved)
    return [card for card in column_cards(ctx, column) if card not in resolved]


def buildable(ctx: Ctx, cid: int) -> bool:
    """No roost of theirs yet and an open slot: a roost could go here once they rule it."""
    c = ctx.clearing(cid)
    return not any(b.seat == ctx.seat and b.kind == "roost" for b in c.buildings) \
        and c.slots - len(c.buildings) - (1 if c.ruin else 0) > 0


def fightable(ctx: Ctx, cid: int) -> bool:
    c = ctx.clearing(cid)
    return any((c.warriors[s] or ctx.enemy_pieces(cid, s)) and ctx.faction_of(s) != "vagabond" for s in ctx.enemies)


def move_value(ctx: Ctx, option: A.Move) -> float:
    """Set up the columns still to come: a clearing to build a roost in, an enemy to battle; keep warriors
    on the roosts."""
    origin = ctx.clearing(option.origin)
    value = 1.0
    needed = later_suits(ctx)
    if ctx.board.suit[option.dest] in needed and ctx.board.suit[option.origin] not in needed:
        value += 2.5  # the next card of that suit can be carried out from there
    builds = {SUIT_OF[c] for c in pending(ctx, "build")}
    battles = {SUIT_OF[c] for c in pending(ctx, "battle")}

    def wanted(cid: int, suits: set[str]) -> bool:
        return "bird" in suits or ctx.board.suit[cid] in suits

    if builds and buildable(ctx, option.dest) and wanted(option.dest, builds):
        value += 5.0 if ctx.clearing(option.dest).ruler != ctx.seat else 1.0
    if builds and buildable(ctx, option.origin) and wanted(option.origin, builds) \
            and origin.ruler == ctx.seat and origin.warriors[ctx.seat] <= ctx.enemy_warriors(option.origin) + 1:
        value -= 6.0  # leaving would lose the clearing a roost is about to go in
    if battles and fightable(ctx, option.dest) and wanted(option.dest, battles):
        value += 3.0
    if option.origin in roosts(ctx) and origin.warriors[ctx.seat] <= 2:
        value -= 4.0
    return value - 0.5 * ctx.enemy_warriors(option.dest)


def move_count(ctx: Ctx, count: int) -> float:
    """Leave a guard on a roost, and enough to keep ruling a clearing a roost is about to be built in."""
    origin = ctx.view.task_clearing
    here = ctx.mine(origin)
    guard = 0
    if origin in roosts(ctx):
        guard = 1 + (1 if ctx.enemy_warriors(origin) else 0)
    elif pending(ctx, "build") and buildable(ctx, origin) and ctx.clearing(origin).ruler == ctx.seat:
        guard = ctx.enemy_warriors(origin) + 1
    return -abs(count - max(1, here - guard))


def battle_value(ctx: Ctx, option: A.Battle) -> float:
    c = ctx.clearing(option.clearing)
    mine, theirs = c.warriors[ctx.seat], c.warriors[option.defender]
    loot = ctx.enemy_pieces(option.clearing, option.defender)
    if ctx.faction_of(option.defender) == "vagabond":
        return 1.0
    return 4.0 + loot * 2 + (mine - theirs)


def score(ctx: Ctx, option: Any) -> float:
    if isinstance(option, A.AddToDecree):
        return add_value(ctx, option)
    if isinstance(option, A.ChooseLeader):
        short = own(ctx).supply <= 4 and option.leader in ("builder", "charismatic")  # viziers would recruit
        return LEADER_PREF.get(option.leader, 0.0) - (5.0 if short else 0.0)
    if isinstance(option, A.Done) and ctx.view.step == "ey_add":
        return 1.0  # one card is enough when the second would risk turmoil
    if isinstance(option, A.RecruitAt):
        return 5.0 + ctx.enemy_warriors(option.clearing) - 0.2 * ctx.mine(option.clearing)
    if isinstance(option, A.Build):
        return 20.0
    if isinstance(option, A.Move):
        return move_value(ctx, option)
    if isinstance(option, A.MoveCount):
        return move_count(ctx, option.count)
    if isinstance(option, A.Battle):
        return battle_value(ctx, option)
    if isinstance(option, A.Craft):
        d = design(option.card)
        return 5.0 if d.kind == "persistent" else 3.0
    if isinstance(option, A.ChooseClearing) and ctx.view.step == "ey_roost":
        return -ctx.enemy_warriors(option.clearing) - sum(ctx.enemy_warriors(n) for n in ctx.board.adj[option.clearing])
    return generic_score(ctx, option)
