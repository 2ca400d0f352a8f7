"""Which clicks on the table make each option: a first key, and sometimes a second one.

A key names a thing on the table (``("clearing", 5)``, ``("hand", "card-07")``, ``("item", "sword")``...).
Options sharing a first key form a group: a group of one option with no second key is sent by one
click; otherwise the first click selects, then the second keys light up (a destination clearing, a
seat, a follower) and options without one appear as labelled chips beside the selected thing.
Nothing here computes rules: the options come from the engine, this only places them.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engines.woodland import actions as A

Key = tuple[Any, ...]
WARRIOR_KINDS = ("warrior", "upright", "fallen")
HAND_TYPES = (A.Craft, A.Discard, A.Activate, A.ExtraAction, A.Indoctrinate, A.SeekPlace, A.Mobilize, A.Train)


class Route(NamedTuple):
    first: Key
    second: Key | None = None
    collapsible: bool = False  # a group of one such option is sent by the first click alone


class Context(NamedTuple):
    """What routing needs from the view: the deciding seat and where its cards and pieces are."""

    seat: int
    view: Any

    def hand(self) -> set[str]:
        return {card.id for card in self.view.hand}

    def crafted(self) -> set[str]:
        return {card.id for card in self.view.seats[self.seat].crafted}

    def tableau_slot(self, card: str) -> int:
        board = self.view.seats[self.seat].board
        for slot, ref in enumerate(getattr(board, "tableau", []) or []):
            if ref is not None and ref.id == card:
                return slot
        return -1

    def faction(self, seat: int) -> str:
        return str(self.view.seats[seat].faction) if 0 <= seat < len(self.view.seats) else ""

    def supporters(self) -> set[str]:
        """The Alliance's own supporters, when the deciding seat is the Alliance (only it sees them)."""
        cards = getattr(self.view.seats[self.seat].board, "own_supporters", None) or []
        return {ref.id for ref in cards}

    def pawn_clearing(self) -> int:
        return int(getattr(self.view.seats[self.seat].board, "clearing", 0) or 0)


def warrior_key(ctx: Context, cid: int, seat: int, kind: str) -> Key:
    """The map key of the warriors a ``Lose`` names (Lost Powers Elders are upright or fallen stacks)."""
    if ctx.faction(seat) != "lost_powers":
        return ("piece", cid, seat, "warrior")
    if kind in ("upright", "fallen"):
        return ("piece", cid, seat, kind)
    clearing = ctx.view.clearings[cid - 1]
    upright = clearing.warriors[seat] - clearing.fallen
    return ("piece", cid, seat, "upright" if upright > 0 else "fallen")


def lose_route(ctx: Context, action: A.Lose) -> Route:
    """Choose the piece you lose: the piece itself, in the clearing of the pending task."""
    view = ctx.view
    cid = view.task_clearing
    owner = view.task_other if view.task == "vb_strike" else ctx.seat
    if action.piece == "ally":
        battle = view.battle
        ally = battle.ally if battle is not None else -1
        return Route(warrior_key(ctx, cid, ally, "warrior"))
    if action.piece in WARRIOR_KINDS:
        return Route(warrior_key(ctx, cid, owner, action.piece))
    return Route(("piece", cid, owner, action.piece))


def card_route(ctx: Context, action: Any) -> Route:
    """PlayCard and UseCard: a card in hand, crafted, in the Lost Powers tableau, or the discard pile."""
    card = action.card
    if card in ctx.hand():
        return Route(("hand", card))
    if isinstance(action, A.UseCard):
        if card in ctx.crafted():
            return Route(("crafted", ctx.seat, card))
        slot = ctx.tableau_slot(card)
        if slot >= 0:
            return Route(("follower", slot))
        return Route(("bar", action))
    if any(ref.id == card for ref in ctx.view.discard):
        return Route(("discard", card))
    return Route(("bar", action))


def route(ctx: Context, action: Any) -> Route:
    """The clicks that make one option."""
    simple = _SIMPLE.get(type(action))
    if simple is not None:
        found: Route = simple(ctx, action)
        return found
    if isinstance(action, A.Discard) and action.card not in ctx.hand() and action.card in ctx.supporters():
        return Route(("supporter", action.card))
    if isinstance(action, HAND_TYPES):
        return Route(("hand", action.card))
    if isinstance(action, A.PlayCard | A.UseCard):
        return card_route(ctx, action)
    if isinstance(action, A.Lose):
        return lose_route(ctx, action)
    return Route(("bar", action))


_SIMPLE: dict[type, Any] = {
    A.Done: lambda ctx, a: Route(("button", "done")),
    A.PlaceKeep: lambda ctx, a: Route(("clearing", a.clearing)),
    A.PlaceBuilding: lambda ctx, a: Route(("clearing", a.clearing)),
    A.ChooseClearing: lambda ctx, a: Route(("clearing", a.clearing)),
    A.ChooseCharacter: lambda ctx, a: Route(("character", a.character)),
    A.ChooseForest: lambda ctx, a: Route(("forest", a.forest)),
    A.ChooseSeat: lambda ctx, a: Route(("seat", a.seat)),
    A.Damage: lambda ctx, a: Route(("item", a.item)),
    A.Move: lambda ctx, a: Route(("clearing", a.origin), ("clearing", a.dest)),
    A.MoveCount: lambda ctx, a: Route(("count", a.count)),
    A.BringAllies: lambda ctx, a: Route(("count", a.count)),
    A.Battle: lambda ctx, a: Route(("clearing", a.clearing)),
    A.TakeDominance: lambda ctx, a: Route(("dominance", a.dominance), ("hand", a.card)),
    A.Follow: lambda ctx, a: Route(("act", a.slot, a.act)),
    A.Rise: lambda ctx, a: Route(("piece", a.clearing, ctx.seat, "fallen"), ("follower", a.slot), True),
    A.Retire: lambda ctx, a: Route(("follower", a.slot)),
    A.WearOut: lambda ctx, a: Route(("follower", a.slot)),
    A.March: lambda ctx, a: Route(("button", "march")),
    A.Recruit: lambda ctx, a: Route(("button", "recruit")),
    A.Build: lambda ctx, a: Route(("clearing", a.clearing)) if a.kind == "roost" else
    Route(("track", a.kind), ("clearing", a.clearing)),
    A.Overwork: lambda ctx, a: Route(("hand", a.card), ("clearing", a.clearing)),
    A.Slip: lambda ctx, a: Route(("clearing", a.clearing) if a.clearing else ("forest", a.forest)),
    A.Travel: lambda ctx, a: Route(("clearing", a.clearing)),
    A.Explore: lambda ctx, a: Route(("ruin", ctx.pawn_clearing())),
    A.Aid: lambda ctx, a: Route(("hand", a.card), ("seat", a.seat)),
    A.Quest: lambda ctx, a: Route(("quest", a.quest)),
    A.Strike: lambda ctx, a: Route(("item", "crossbow"), ("seat", a.seat), True),
    A.Repair: lambda ctx, a: Route(("item", a.item)),
    A.Special: lambda ctx, a: Route(("item", "torch")),
    A.Exhaust: lambda ctx, a: Route(("item", a.item)),
    A.TakeItem: lambda ctx, a: Route(("citem", ctx.view.task_other, a.item)),
    A.Refresh: lambda ctx, a: Route(("item", a.item)),
    A.DropItem: lambda ctx, a: Route(("item", a.item)),
    A.AddToDecree: lambda ctx, a: Route(("hand", a.card), ("column", a.column)),
    A.ChooseLeader: lambda ctx, a: Route(("leader", a.leader)),
    A.RecruitAt: lambda ctx, a: Route(("clearing", a.clearing)),
    A.Revolt: lambda ctx, a: Route(("clearing", a.clearing)),
    A.Spread: lambda ctx, a: Route(("clearing", a.clearing)),
    A.Organize: lambda ctx, a: Route(("clearing", a.clearing)),
}


class Plan(NamedTuple):
    """The options of one decision arranged by first key."""

    routes: dict[Any, Route]
    groups: dict[Key, list[Any]]

    def direct(self, first: Key) -> Any | None:
        """The option one click on ``first`` sends, or None when that click selects."""
        group = self.groups.get(first, [])
        if len(group) != 1:
            return None
        found = self.routes[group[0]]
        return group[0] if found.second is None or found.collapsible else None

    def seconds(self, first: Key) -> dict[Key, Any]:
        """With ``first`` selected: second key -> option (options without one become chips)."""
        found: dict[Key, Any] = {}
        for action in self.groups.get(first, []):
            second = self.routes[action].second
            if second is not None:
                found[second] = action
        return found

    def chips(self, first: Key) -> list[Any]:
        return [a for a in self.groups.get(first, []) if self.routes[a].second is None]

    def conflicts(self) -> list[Key]:
        """First keys where two options would share a second key (a routing mistake)."""
        bad = []
        for first, group in self.groups.items():
            seconds = [self.routes[a].second for a in group if self.routes[a].second is not None]
            if len(seconds) != len(set(seconds)):
                bad.append(first)
        return bad


def plan(seat: int, view: Any, options: list[Any]) -> Plan:
    ctx = Context(seat, view)
    routes = {action: route(ctx, action) for action in options}
    groups: dict[Key, list[Any]] = {}
    for action, found in routes.items():
        groups.setdefault(found.first, []).append(action)
    return Plan(routes, groups)
