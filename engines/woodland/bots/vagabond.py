"""The Vagabond bot: explores ruins, quests and aids, repairs, and strikes where removals pay."""

from __future__ import annotations

from typing import Any

from engines.woodland import actions as A
from engines.woodland.bots.common import Ctx, generic_score
from engines.woodland.deck import SUIT_OF, design
from engines.woodland.factions.vagabond.data import QUEST_ITEMS, QUEST_SUIT

CHARACTER_PREF = {"ranger": 3.0, "thief": 2.0, "tinker": 1.0}
KEEP = {"boot": 3, "sword": 3, "torch": 2, "crossbow": 1, "hammer": 2}


def board(ctx: Ctx) -> Any:
    return ctx.me.board


def here(ctx: Ctx) -> int:
    return int(board(ctx).clearing)


def undamaged(ctx: Ctx, kind: str) -> int:
    return sum(1 for i in board(ctx).items if i.kind == kind and not i.damaged)


def doable_quests(ctx: Ctx) -> list[str]:
    return [q for q in board(ctx).quests_up
            if all(undamaged(ctx, k) >= QUEST_ITEMS[q].count(k) for k in QUEST_ITEMS[q])]


def raid_target(ctx: Ctx, seat: int) -> bool:
    """Raid a faction with buildings or tokens on the map (each removal 1 VP, 2 once it is hostile)."""
    return ctx.faction_of(seat) in ("marquise", "eyrie", "alliance") and board(ctx).relations[seat] < 2


def aid_targets(ctx: Ctx) -> list[int]:
    return [s for s in ctx.enemies if board(ctx).relations[s] >= 0 and not raid_target(ctx, s)
            and ctx.view.seats[s].vp <= ctx.me.vp + 8]


def goals(ctx: Ctx) -> list[tuple[int, float]]:
    """Clearings worth reaching: unexplored ruins, quest suits, factions to aid, buildings to raid."""
    found: list[tuple[int, float]] = []
    quests = doable_quests(ctx)
    hand_suits = {SUIT_OF[c.id] for c in ctx.view.hand}
    raiders = undamaged(ctx, "sword") >= 2
    for c in ctx.view.clearings:
        if c.ruin and undamaged(ctx, "torch"):
            found.append((c.id, 7.0))
        if any(QUEST_SUIT[q] == c.suit for q in quests):
            found.append((c.id, 6.0))
        for s in aid_targets(ctx):
            if (c.warriors[s] or ctx.enemy_pieces(c.id, s)) and (c.suit in hand_suits or "bird" in hand_suits):
                found.append((c.id, 4.0 + max(0, board(ctx).relations[s])))
        for s in ctx.enemies:
            pieces = ctx.enemy_pieces(c.id, s)
            if raid_target(ctx, s) and pieces and c.warriors[s] <= (1 if raiders else 0):
                found.append((c.id, 4.0 + 1.5 * pieces - c.warriors[s]))
    return found


def place_value(ctx: Ctx, cid: int) -> float:
    if not cid:
        return -1.0
    return max((v - ctx.dist[cid][g] * 1.5 for g, v in goals(ctx)), default=0.0)


def score(ctx: Ctx, option: Any) -> float:
    handler = SCORES.get(type(option))
    return handler(ctx, option) if handler else generic_score(ctx, option)


def _slip(ctx: Ctx, option: A.Slip) -> float:
    now = place_value(ctx, here(ctx)) if here(ctx) else -1.0
    if not option.clearing:
        return 1.0 if sum(1 for i in board(ctx).items if i.damaged) >= 2 else -2.0
    return place_value(ctx, option.clearing) - now - 0.2


def _travel(ctx: Ctx, option: A.Travel) -> float:
    return place_value(ctx, option.clearing) - place_value(ctx, here(ctx)) - 0.5


def _reward(ctx: Ctx, option: A.QuestReward) -> float:
    last = board(ctx).quests_done[-1]
    done = sum(1 for q in board(ctx).quests_done if QUEST_SUIT[q] == QUEST_SUIT[last])
    return float(done) if option.reward == "vp" else 1.5


def _aid(ctx: Ctx, option: A.Aid) -> float:
    """Aid the factions that are not running away; allied aid scores every time."""
    level = int(board(ctx).relations[option.seat])
    if level < 0 or raid_target(ctx, option.seat):
        return -1.0
    lead = ctx.view.seats[option.seat].vp - ctx.me.vp
    value = 12.0 + level - max(0, lead) * 0.5
    return value - (6.0 if design(option.card).kind == "ambush" else 0.0)


def _craft(ctx: Ctx, option: A.Craft) -> float:
    d = design(option.card)
    return 14.0 + d.item_vp if d.kind == "item" else 3.0


def _raid(ctx: Ctx, option: A.Strike | A.Battle) -> float:
    """Remove buildings and tokens (1 VP each, 2 against a hostile faction); avoid big armies."""
    seat = option.seat if isinstance(option, A.Strike) else option.defender
    cid = here(ctx)
    loot = ctx.enemy_pieces(cid, seat)
    guards = ctx.clearing(cid).warriors[seat]
    hostile = board(ctx).relations[seat] < 0
    if not raid_target(ctx, seat) and not hostile:
        return -3.0
    bonus = 2.0 if hostile else 1.0
    if isinstance(option, A.Strike):
        return 9.0 + bonus * (1 if guards else 2) if (guards <= 1 or loot) else -1.0
    swords = undamaged(ctx, "sword")
    if swords < 1 or guards > swords:
        return -2.0
    hits = min(swords, 3) + (1 if not guards else 0)
    return 6.0 + min(hits, guards + loot) * 2 * bonus - guards


def _exhaust(ctx: Ctx, option: A.Exhaust) -> float:
    needed = {k for q in doable_quests(ctx) for k in QUEST_ITEMS[q]}
    return 5.0 - (3.0 if option.item in needed else 0.0) - KEEP.get(option.item, 0)


def _special(ctx: Ctx, option: A.Special) -> float:
    if board(ctx).character == "ranger":
        return 3.0 * sum(1 for i in board(ctx).items if i.damaged) - 2.0
    return 7.0


SCORES: dict[type, Any] = {
    A.ChooseCharacter: lambda ctx, o: CHARACTER_PREF.get(o.character, 0.0),
    A.ChooseForest: lambda ctx, o: float(len(ctx.board.forest(o.forest).clearings)),
    A.Slip: _slip, A.Travel: _travel, A.QuestReward: _reward, A.Aid: _aid, A.Craft: _craft,
    A.Strike: _raid, A.Battle: _raid, A.Exhaust: _exhaust, A.Special: _special,
    A.Quest: lambda ctx, o: 20.0,
    A.Explore: lambda ctx, o: 18.0,
    A.Repair: lambda ctx, o: 9.0 + KEEP.get(o.item, 0),
    A.TakeItem: lambda ctx, o: 5.0 + KEEP.get(o.item, 0),
    A.Refresh: lambda ctx, o: 1.0 + KEEP.get(o.item, 0),
    A.DropItem: lambda ctx, o: -float(KEEP.get(o.item, 0)),
    A.BringAllies: lambda ctx, o: o.count * 0.1,
}
