"""The Vagabond's pieces (Law 9.2): a pawn that never rules, items instead of warriors, relationships."""

from __future__ import annotations

from typing import Any

import msgspec

from engines.core.contract import Decision, Event
from engines.core.words import plural
from engines.woodland import actions as A
from engines.woodland.factions.base import Faction, register
from engines.woodland.factions.vagabond.data import (
    ALLIED,
    BASE_CAPACITY,
    HOSTILE,
    QUEST_IDS,
    QUESTS_UP,
)
from engines.woodland.factions.vagabond.items import damage, face_up, kinds, ready, undamaged
from engines.woodland.flow import pop, push
from engines.woodland.maps import geo
from engines.woodland.scoring import score
from engines.woodland.state import Board, Item, Task, VagabondBoard, WoodlandState


class ItemView(msgspec.Struct, array_like=True):
    kind: str
    exhausted: bool
    damaged: bool


class VagabondView(msgspec.Struct, tag="vagabond", tag_field="faction"):
    """The Vagabond's board: character, pawn, satchel and tracks, relationships, quests (all public)."""

    character: str
    clearing: int
    forest: str
    items: list[ItemView]
    relations: list[int]
    aids: list[int]
    quests_up: list[str]
    quests_done: list[str]
    quest_deck: int
    refresh_left: int
    capacity: int


def board(state: WoodlandState, seat: int) -> VagabondBoard:
    return state.boards[seat]  # type: ignore[return-value]  # the seat's faction fixes its board type


def capacity(items: list[Item]) -> int:
    """Six items plus two per face-up bag (Law 9.6.3)."""
    return BASE_CAPACITY + 2 * face_up(items, "bag")


class Vagabond(Faction):
    key = "vagabond"
    name = "Vagabond"
    setup_order = 3
    reach = 5
    setup_steps = ("vb_character", "vb_forest")
    birdsong = ("vb_refresh", "vb_slip")
    daylight = ("vb_daylight",)
    evening = ("vb_evening",)
    after_discard = ("vb_capacity",)
    uses_dominance = False
    rule_count = "none"  # the pawn is not a warrior and never rules (Law 9.2.2)
    has_warriors = False
    places_pieces = False

    def new_board(self, state: WoodlandState, seat: int) -> VagabondBoard:
        deck = list(QUEST_IDS)
        state.rng.shuffle(deck)
        up = [deck.pop() for _ in range(QUESTS_UP)]
        return VagabondBoard(relations=[0] * state.players, aids=[0] * state.players, quests_up=up,
                             quest_deck=deck)

    def dominance_mode(self, state: WoodlandState, seat: int) -> str:
        """He cannot win by dominance; with four or more players it forms a coalition (Law 9.2.8)."""
        return "coalition" if state.players >= 4 else ""

    def present(self, state: WoodlandState, seat: int, cid: int) -> bool:
        return board(state, seat).clearing == cid

    def presence(self, state: WoodlandState, seat: int) -> set[int] | None:
        return {board(state, seat).clearing}

    def can_attack_from(self, state: WoodlandState, seat: int, cid: int) -> bool:
        return board(state, seat).clearing == cid

    def rolled_cap(self, state: WoodlandState, seat: int, cid: int) -> int:
        """Undamaged swords, plus allied warriors fighting beside him (Law 9.2.6, 9.2.9)."""
        battle = state.battle
        allies = state.clearings[cid - 1].warriors[battle.ally] if battle and battle.ally >= 0 else 0
        return undamaged(board(state, seat).items, "sword") + allies

    def defenseless(self, state: WoodlandState, seat: int, cid: int) -> bool:
        return undamaged(board(state, seat).items, "sword") == 0

    def movable(self, state: WoodlandState, seat: int, cid: int) -> int:
        return 0

    def movable_all(self, state: WoodlandState, seat: int) -> list[int]:
        return [0] * (len(state.clearings) + 1)

    def move_options(self, state: WoodlandState, seat: int) -> list[Any]:
        from engines.woodland.factions.vagabond.moves import travel_options

        return list(travel_options(state, seat))

    def travel(self, state: WoodlandState, seat: int, cid: int, events: list[Event]) -> None:
        from engines.woodland.factions.vagabond.moves import travel

        travel(state, seat, cid, events)

    def battle_ally(self, state: WoodlandState, seat: int, cid: int) -> int:
        """An allied faction with warriors in the clearing fights beside him (Law 9.2.9)."""
        mine = board(state, seat)
        for other in range(state.players):
            if other != seat and mine.relations[other] == ALLIED and state.clearings[cid - 1].warriors[other]:
                return other
        return -1

    def crafting_pieces(self, state: WoodlandState, seat: int) -> dict[str, int]:
        """Each ready hammer is a piece of his clearing's suit (Law 9.5.7)."""
        mine = board(state, seat)
        hammers = ready(mine.items, "hammer")
        return {geo(state).suit[mine.clearing]: hammers} if mine.clearing and hammers else {}

    def use_crafting_pieces(self, state: WoodlandState, seat: int, used: dict[str, int]) -> None:
        from engines.woodland.factions.vagabond.items import exhaust

        exhaust(board(state, seat).items, "hammer", sum(used.values()))

    def gain_item(self, state: WoodlandState, seat: int, kind: str) -> None:
        board(state, seat).items.append(Item(kind))

    def remove_all(self, state: WoodlandState, seat: int, cid: int, by: int, events: list[Event]) -> None:
        """A remove-all effect in his clearing damages three of his items instead (Law 9.2.7)."""
        push(state, "hits", seat, clearing=cid, count=3, other=by, tag="effect", a=-1)

    # ----- hits: each damages an undamaged item (Law 9.2.5) ------------------------------------------------
    def _hit_options(self, state: WoodlandState, task: Task) -> list[Any]:
        options: list[Any] = [A.Damage(k) for k in kinds(board(state, task.seat).items, damaged=False)]
        battle = state.battle
        if battle and battle.ally >= 0 and task.tag == "battle" and battle.attacker == task.seat \
                and state.clearings[task.clearing - 1].warriors[battle.ally]:
            options.append(A.Lose("ally"))
        return options

    def hits_ask(self, state: WoodlandState, task: Task) -> Decision | None:
        options = self._hit_options(state, task)
        if task.count <= 0 or len(options) < 2:
            return None
        prompt = "{p%d}: choose the item you damage (%s left)" % (task.seat, plural(task.count, "hit"))
        return Decision(task.seat, prompt, options, "Law 9.2.5")

    def hits_act(self, state: WoodlandState, task: Task, action: Any) -> list[Event]:
        from engines.woodland.pieces import remove

        options = self._hit_options(state, task)
        events: list[Event] = []
        if task.count <= 0 or not options:
            pop(state, task)  # with nothing undamaged left, further hits are ignored
            return events
        choice = action if action is not None else options[0]
        task.count -= 1
        if isinstance(choice, A.Lose):
            assert state.battle is not None
            remove(state, state.battle.ally, task.clearing, "warrior", task.other, events)
        else:
            damage(board(state, task.seat).items, choice.item)
            events.append(A.Happened(text="{p%d} damages a %s" % (task.seat, choice.item)))
        return events

    def lose_options(self, state: WoodlandState, seat: int, cid: int) -> list[Any]:
        """Against Disarm the Vagabond names an undamaged item (LP-4.1-e)."""
        if board(state, seat).clearing != cid:
            return []
        return [A.Damage(k) for k in kinds(board(state, seat).items, damaged=False)]

    def lose(self, state: WoodlandState, seat: int, cid: int, action: Any, by: int) -> list[Event]:
        damage(board(state, seat).items, action.item)
        return [A.Happened(text="{p%d} damages a %s" % (seat, action.item))]

    # ----- relationships (Law 9.2.9) -------------------------------------------------------------------------
    def after_removing(self, state: WoodlandState, seat: int, victim: int, piece: str, count: int,
                       events: list[Event]) -> None:
        """A warrior of a non-hostile faction makes it hostile; later hostile pieces in battle give infamy."""
        mine = board(state, seat)
        if mine.relations[victim] != HOSTILE:
            if piece in ("warrior", "upright", "fallen"):
                mine.relations[victim] = HOSTILE
                events.append(A.Happened(text="{p%d} is now hostile to {p%d}" % (victim, seat)))
            return
        battle = state.battle
        if battle is not None and state.active == seat and seat in (battle.attacker, battle.defender):
            score(state, seat, count, "infamy", events)

    def evening_draw(self, state: WoodlandState, seat: int) -> int:
        """One card plus one per face-up coins on the track (Law 9.6.2)."""
        return 1 + face_up(board(state, seat).items, "coins")

    def end_turn(self, state: WoodlandState, seat: int) -> None:
        mine = board(state, seat)
        mine.aids = [0] * state.players
        mine.refresh_left = 0

    def view_board(self, state: WoodlandState, seat: int, viewer: int | None) -> VagabondView:
        mine = board(state, seat)
        return VagabondView(
            mine.character, mine.clearing, mine.forest, [ItemView(i.kind, i.exhausted, i.damaged) for i in mine.items],
            list(mine.relations), list(mine.aids), list(mine.quests_up), list(mine.quests_done),
            len(mine.quest_deck), mine.refresh_left, capacity(mine.items))

    def face_down_piles(self, board: Board) -> list[list[str]]:
        """The quest deck."""
        return [board.quest_deck] if isinstance(board, VagabondBoard) else []


VAGABOND = register(Vagabond())
