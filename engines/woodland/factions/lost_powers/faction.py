"""The Lost Powers' pieces: Slow and Steady, No Double Tap, Loss of Wisdom, rule thrice, Oral History."""

from __future__ import annotations

from typing import Any

import msgspec

from engines.core.contract import Decision, Event
from engines.core.words import plural
from engines.woodland import actions as A
from engines.woodland.deck import CARD_DESIGN, DESIGN_OF, DESIGNS, FRIEND_IDS, design
from engines.woodland.factions.base import Faction, register
from engines.woodland.factions.lost_powers.followers import SLOTS, board, highest_cost_slots, leave_play, wear_out
from engines.woodland.flow import pop, push
from engines.woodland.maps import geo
from engines.woodland.refs import CardRef, ref
from engines.woodland.scoring import score
from engines.woodland.state import Board, Clearing, LostPowersBoard, Task, WoodlandState

WARRIORS = 5  # LP-3.1


class LostPowersView(msgspec.Struct, tag="lost_powers", tag_field="faction"):
    """The Lost Powers' board as everyone sees it: tableau, deck size, Worn Out pile (public, LP-2.2-e)."""

    supply: int
    tableau: list[CardRef | None]
    follower_deck: int
    worn_out: list[CardRef]
    set_aside: list[CardRef]
    used: list[int]
    first_act: list[str]
    risen: list[int]
    retired: int
    activated: list[int]
    disarm_left: list[int]


def upright(clearing: Clearing, seat: int) -> int:
    return clearing.warriors[seat] - clearing.fallen


class LostPowers(Faction):
    key = "lost_powers"
    name = "Lost Powers"
    setup_order = 4  # LP-GAP-2: last, after the base factions
    reach = 7  # LP-GAP-2: a house value (Disarm and Elders that count thrice reach like the Eyrie)
    rule_count = "elders"  # LP-2.3-b: upright Elders count thrice
    places_pieces = False  # Elders only: no buildings, no tokens
    birdsong = ("lp_disarm", "lp_rise")  # LP-4
    daylight = ("lp_daylight",)
    evening = ("lp_retire", "lp_indoctrinate", "lp_cycle")  # LP-6

    def new_board(self, state: WoodlandState, seat: int) -> LostPowersBoard:
        """Five warriors in supply; an Old Friend of each suit in the tableau, the rest shuffled (LP-3)."""
        starting = [c for c in FRIEND_IDS if DESIGNS[CARD_DESIGN[c]].key in _STARTERS]
        rest = [c for c in FRIEND_IDS if c not in starting]
        state.rng.shuffle(rest)
        return LostPowersBoard(supply=WARRIORS, tableau=starting, follower_deck=rest, used=[0] * SLOTS,
                               first_act=[""] * SLOTS, risen=[0] * SLOTS)

    def setup_for(self, state: WoodlandState) -> tuple[str, ...]:
        return ("lp_place",) if state.settings.lp_start_elders else ()

    attacks_with_all = False
    oral_history_cards = True  # LP-2.2-c

    def can_attack_from(self, state: WoodlandState, seat: int, cid: int) -> bool:
        """Only an upright Elder starts a battle (LP-GAP-8: a fallen Elder lies down)."""
        return upright(state.clearings[cid - 1], seat) > 0

    def rolled_cap(self, state: WoodlandState, seat: int, cid: int) -> int:
        """Only upright Elders roll hits, attacking or defending; fallen ones lie down (LP-GAP-8)."""
        return upright(state.clearings[cid - 1], seat)

    def movable(self, state: WoodlandState, seat: int, cid: int) -> int:
        """Fallen warriors cannot be moved (LP-2.3-c)."""
        return upright(state.clearings[cid - 1], seat)

    def movable_all(self, state: WoodlandState, seat: int) -> list[int]:
        return [0, *(clearing.warriors[seat] - clearing.fallen for clearing in state.clearings)]

    def crafting_pieces(self, state: WoodlandState, seat: int) -> dict[str, int]:
        """Each upright Elder is one piece of its clearing's suit, once per turn (LP-6.2-a, LP-GAP-15)."""
        pieces: dict[str, int] = {}
        used = board(state, seat).activated
        suit_of = geo(state).suit
        for cid, clearing in enumerate(state.clearings, 1):
            free = clearing.warriors[seat] - clearing.fallen
            if free > 0 and used:
                free -= used.count(cid)
            if free > 0:
                suit = suit_of[cid]
                pieces[suit] = pieces.get(suit, 0) + free
        return pieces

    def use_crafting_pieces(self, state: WoodlandState, seat: int, used: dict[str, int]) -> None:
        mine = board(state, seat)
        suit_of = geo(state).suit
        for suit, need in used.items():
            for cid, clearing in enumerate(state.clearings, 1):
                while need and suit_of[cid] == suit and upright(clearing, seat) - mine.activated.count(cid) > 0:
                    mine.activated.append(cid)
                    need -= 1

    # ----- removal: Slow and Steady (LP-2.3-a) and Loss of Wisdom (LP-2.4) ------------------------------
    def take_off(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int,
                 events: list[Event]) -> int:
        """Remove Elders one by one; a lone upright Elder is laid down instead (LP-2.3-a)."""
        clearing = state.clearings[cid - 1]
        gone = 0
        for _ in range(count):
            kind = piece if piece != "warrior" else ("fallen" if clearing.fallen else "upright")
            if kind == "fallen" and clearing.fallen:
                clearing.fallen -= 1
            elif kind == "upright" and upright(clearing, seat):
                if clearing.warriors[seat] == 1:
                    clearing.fallen += 1
                    events.append(A.Removed(seat=seat, clearing=cid, piece="upright", by=-1, count=0, fell=True))
                    continue
            else:
                continue
            clearing.warriors[seat] -= 1
            board(state, seat).supply += 1
            gone += 1
        return gone

    def after_loss(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int, by: int,
                   events: list[Event]) -> None:
        """An enemy that removes an Elder scores; the costliest follower wears out (LP-2.4-a, LP-2.4-b)."""
        if by < 0 or by == seat:
            return
        score(state, by, count, "removed an Elder", events)
        push(state, "wear_out", seat, count=count, other=by)

    def remove_all(self, state: WoodlandState, seat: int, cid: int, by: int, events: list[Event]) -> None:
        """Fallen Elders go first, so a last lone upright Elder falls instead (LP-2.3-a, LP-GAP-8)."""
        from engines.woodland.pieces import remove

        clearing = state.clearings[cid - 1]
        if clearing.fallen:
            remove(state, seat, cid, "fallen", by, events, count=clearing.fallen)
        if clearing.warriors[seat]:
            remove(state, seat, cid, "upright", by, events, count=clearing.warriors[seat])

    # ----- hits: No Double Tap (LP-2.3-e, LP-2.3-f) ---------------------------------------------------
    def hits_ask(self, state: WoodlandState, task: Task) -> Decision | None:
        self._start_hits(state, task)
        if task.count <= 0 or not (task.a and task.b):
            return None
        prompt = "{p%d}: choose the Elder you lose in clearing %d (%s left)" % (
            task.seat, task.clearing, plural(task.count, "hit"))
        return Decision(task.seat, prompt, [A.Lose("upright"), A.Lose("fallen")], "LP.2.3")

    def _start_hits(self, state: WoodlandState, task: Task) -> None:
        """At most one hit per Elder in this hit-dealing step; the excess is lost (LP-2.3-e, LP-GAP-7)."""
        if task.a >= 0:
            return
        clearing = state.clearings[task.clearing - 1]
        task.a, task.b = upright(clearing, task.seat), clearing.fallen
        task.count = min(task.count, task.a + task.b)

    def hits_act(self, state: WoodlandState, task: Task, action: Any) -> list[Event]:
        from engines.woodland.pieces import remove

        self._start_hits(state, task)
        events: list[Event] = []
        if task.count <= 0 or not (task.a or task.b):
            pop(state, task)
            return events
        kind = action.piece if isinstance(action, A.Lose) else ("upright" if task.a else "fallen")
        if kind == "upright":
            task.a -= 1
        else:
            task.b -= 1
        task.count -= 1
        remove(state, task.seat, task.clearing, kind, task.other, events)
        return events

    def lose_options(self, state: WoodlandState, seat: int, cid: int) -> list[Any]:
        clearing = state.clearings[cid - 1]
        return [A.Lose(k) for k, n in (("upright", upright(clearing, seat)), ("fallen", clearing.fallen)) if n]

    def can_lose(self, state: WoodlandState, seat: int, cid: int) -> bool:
        return state.clearings[cid - 1].warriors[seat] > 0  # upright or fallen Elders

    def lose(self, state: WoodlandState, seat: int, cid: int, action: Any, by: int) -> list[Event]:
        from engines.woodland.pieces import remove

        events: list[Event] = []
        remove(state, seat, cid, action.piece, by, events)
        return events

    # ----- Oral History (LP-2.2-c, LP-2.2-d) -------------------------------------------------------------
    def oral_history(self, state: WoodlandState, seat: int) -> list[str]:
        found = []
        for card in board(state, seat).tableau:  # a plain loop: every card window asks this
            if card and DESIGN_OF[card].hook:
                found.append(card)
        return found

    def discard_follower(self, state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
        """A follower discarded for its effect leaves the tableau and scores 1 VP (LP-2.2-d, LP-GAP-14)."""
        mine = board(state, seat)
        mine.tableau[mine.tableau.index(card)] = ""
        leave_play(state, mine, card)
        score(state, seat, 1, "Oral History", events)

    def end_turn(self, state: WoodlandState, seat: int) -> None:
        mine = board(state, seat)
        mine.used, mine.first_act, mine.risen = [0] * SLOTS, [""] * SLOTS, [0] * SLOTS
        mine.retired, mine.activated, mine.disarm_left = 0, [], []

    def view_board(self, state: WoodlandState, seat: int, viewer: int | None) -> LostPowersView:
        mine = board(state, seat)
        return LostPowersView(
            mine.supply, [ref(c) if c else None for c in mine.tableau], len(mine.follower_deck),
            [ref(c) for c in mine.worn_out], [ref(c) for c in mine.set_aside], list(mine.used),
            list(mine.first_act), list(mine.risen), mine.retired, list(mine.activated), list(mine.disarm_left))

    def face_down_piles(self, board: Board) -> list[list[str]]:
        """The Follower deck (LP-2.2-g)."""
        return [board.follower_deck] if isinstance(board, LostPowersBoard) else []


_STARTERS = ("miller_brindle", "auntie_clover", "smith_rusk", "wren_wanderer")


def _wear_ask(state: WoodlandState, task: Task) -> Decision | None:
    slots = highest_cost_slots(board(state, task.seat))
    if task.count <= 0 or len(slots) < 2:
        return None
    prompt = "{p%d}: an Elder was lost. Wear out one of your costliest followers" % task.seat
    return Decision(task.seat, prompt, [A.WearOut(s) for s in slots], "LP.2.4")


def _wear_act(state: WoodlandState, task: Task, action: Any) -> list[Event]:
    """Loss of Wisdom: the highest-cost follower wears out; ties are the Lost Powers' choice (LP-GAP-9)."""
    mine = board(state, task.seat)
    slots = highest_cost_slots(mine)
    if task.count <= 0 or not slots:
        pop(state, task)
        return []
    slot = action.slot if isinstance(action, A.WearOut) else slots[0]
    task.count -= 1
    card = wear_out(mine, slot)
    return [A.Happened(text="{p%d}'s follower %s wears out" % (task.seat, design(card).name))]


LOST_POWERS = register(LostPowers())
__all__ = ["LOST_POWERS", "leave_play", "upright"]

from engines.woodland.flow import task as _register_task  # noqa: E402

_register_task("wear_out", _wear_ask, _wear_act)
