"""The Lost Powers' cards: the tableau of four, the Follower deck and the Worn Out pile (LP-2.2)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.woodland.actions import Happened
from engines.woodland.deck import design, discard, is_friend
from engines.woodland.state import LostPowersBoard, WoodlandState

SLOTS = 4  # LP-2.2-b
SUIT_ACT = {"mouse": "recruit", "rabbit": "draw", "fox": "seek"}  # LP-5.1 to LP-5.3
ACTS = ("recruit", "draw", "seek", "move", "battle")


def board(state: WoodlandState, seat: int) -> LostPowersBoard:
    return state.boards[seat]  # type: ignore[return-value]  # the seat's faction fixes its board type


def followers(mine: LostPowersBoard) -> list[tuple[int, str]]:
    """(slot, card) for every follower in the tableau."""
    return [(slot, card) for slot, card in enumerate(mine.tableau) if card]


def wear_out(mine: LostPowersBoard, slot: int) -> str:
    """Move a follower from the tableau to the Worn Out pile (LP-2.2-f)."""
    card = mine.tableau[slot]
    mine.tableau[slot] = ""
    mine.worn_out.append(card)
    return card


def draw_follower(state: WoodlandState, mine: LostPowersBoard) -> str:
    """The top follower; an empty Follower deck is first rebuilt from the Worn Out pile (LP-2.2-h)."""
    if not mine.follower_deck:
        if not mine.worn_out:
            return ""
        mine.follower_deck, mine.worn_out = mine.worn_out, []
        state.rng.shuffle(mine.follower_deck)
    return mine.follower_deck.pop()


def cycle(state: WoodlandState, seat: int) -> list[Event]:
    """Wear out the whole tableau, then fill each slot from the Follower deck (LP-6.3-a, LP-6.3-b, LP-GAP-16)."""
    mine = board(state, seat)
    for slot, _ in followers(mine):
        wear_out(mine, slot)
    for slot in range(SLOTS):
        mine.tableau[slot] = draw_follower(state, mine)
    mine.used, mine.first_act, mine.risen = [0] * SLOTS, [""] * SLOTS, [0] * SLOTS  # new followers: not acted
    names = ", ".join(design(c).name for c in mine.tableau if c) or "nobody"
    return [Happened(text="{p%d}'s new followers: %s" % (seat, names))]


def leave_play(state: WoodlandState, mine: LostPowersBoard, card: str) -> None:
    """A spent or discarded follower goes to the shared discard pile; an Old Friend is set aside (LP-GAP-14)."""
    if is_friend(card):
        mine.set_aside.append(card)
    else:
        discard(state, card)


def highest_cost_slots(mine: LostPowersBoard) -> list[int]:
    """Slots holding a follower of the highest crafting cost (Loss of Wisdom, LP-2.4-b)."""
    present = followers(mine)
    if not present:
        return []
    top = max(design(card).cost_total for _, card in present)
    return [slot for slot, card in present if design(card).cost_total == top]
