"""The shared deck (Law 2.1): card designs, instance ids, drawing, discarding and reshuffling."""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from engines.woodland.data import asset

if TYPE_CHECKING:
    from engines.woodland.state import WoodlandState


class CardDesign(msgspec.Struct, frozen=True):
    """One kind of card: suit, crafting cost, kind (item, persistent, immediate, ambush, dominance)."""

    key: str
    name: str
    suit: str
    count: int
    kind: str
    cost: dict[str, int]
    text: str
    source: str
    item: str = ""
    item_vp: int = 0
    hook: str = ""
    follower_only: bool = False

    @property
    def cost_total(self) -> int:
        """The number of suit icons in the cost: Retire and Loss of Wisdom read it (LP-6.1-a, LP-2.4-b)."""
        return sum(self.cost.values())

    @property
    def craftable(self) -> bool:
        return self.kind in ("item", "persistent", "immediate")


def _designs() -> dict[str, CardDesign]:
    found: dict[str, CardDesign] = {}
    for raw in asset("deck")["cards"]:
        found[raw["key"]] = msgspec.convert(raw, CardDesign)
    for raw in asset("lost_powers")["old_friends"]:
        found[raw["key"]] = CardDesign(raw["key"], raw["name"], raw["suit"], 1, "old_friend", dict(raw["cost"]),
                                       raw["text"], raw["source"], follower_only=True)
    for raw in asset("eyrie")["viziers"]:
        found[raw["key"]] = CardDesign(raw["key"], raw["name"], raw["suit"], raw["count"], "vizier", {},
                                       raw["text"], raw["source"])
    return found


DESIGNS: dict[str, CardDesign] = _designs()


def _instances() -> dict[str, str]:
    """Card id -> design key: ``card-00``..``card-53`` for the deck, ``friend-0``.. for Old Friends."""
    ids: dict[str, str] = {}
    number = 0
    for raw in asset("deck")["cards"]:
        for _ in range(raw["count"]):
            ids[f"card-{number:02d}"] = raw["key"]
            number += 1
    for index, raw in enumerate(asset("lost_powers")["old_friends"]):
        ids[f"friend-{index}"] = raw["key"]
    for raw in asset("eyrie")["viziers"]:
        for index in range(raw["count"]):
            ids[f"vizier-{index}"] = raw["key"]
    return ids


CARD_DESIGN: dict[str, str] = _instances()
DECK_IDS: tuple[str, ...] = tuple(c for c in CARD_DESIGN if c.startswith("card-"))
FRIEND_IDS: tuple[str, ...] = tuple(c for c in CARD_DESIGN if c.startswith("friend-"))
VIZIER_IDS: tuple[str, ...] = tuple(c for c in CARD_DESIGN if c.startswith("vizier-"))
SUIT_OF: dict[str, str] = {card: DESIGNS[key].suit for card, key in CARD_DESIGN.items()}
DESIGN_OF: dict[str, CardDesign] = {card: DESIGNS[key] for card, key in CARD_DESIGN.items()}


def design(card: str) -> CardDesign:
    return DESIGN_OF[card]


def is_friend(card: str) -> bool:
    return card.startswith("friend-")


def starting_deck(players: int) -> list[str]:
    """All 54 cards; with two players the four dominance cards stay out (Law 5.1.3)."""
    return list(_FULL_DECK if players > 2 else _TWO_PLAYER_DECK)


_FULL_DECK = DECK_IDS
_TWO_PLAYER_DECK = tuple(c for c in DECK_IDS if DESIGN_OF[c].kind != "dominance")


def count_cards(n: int) -> str:
    """'1 card', '3 cards': for log lines."""
    return "1 card" if n == 1 else "%d cards" % n


def draw(state: WoodlandState, seat: int, count: int) -> list[str]:
    """Draw into a hand, shuffling the discard pile into a new deck when the deck runs out (Law 2.1)."""
    drawn = deal(state, count)
    state.hands[seat].extend(drawn)
    return drawn


def deal(state: WoodlandState, count: int) -> list[str]:
    """Take cards off the deck (into a hand, or the Alliance's supporters), reshuffling as ``draw`` does."""
    drawn: list[str] = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break
            state.deck, state.discard = state.discard, []
            state.rng.shuffle(state.deck)
        drawn.append(state.deck.pop())
    return drawn


def discard(state: WoodlandState, card: str) -> None:
    """Put a card on the discard pile; a dominance card goes beside the map instead (Law 3.3.3).

    Cards that belong to a faction (Old Friends, Loyal Viziers) never join the shared piles."""
    if not card.startswith("card-"):
        return
    if design(card).kind == "dominance":
        state.available_dominance.append(card)
    else:
        state.discard.append(card)


def spend(state: WoodlandState, seat: int, card: str) -> None:
    """Take a card from a hand and discard it."""
    state.hands[seat].remove(card)
    discard(state, card)


def cards_matching(hand: list[str], suit: str) -> list[str]:
    """Cards of a hand that may be spent for a suit: that suit or a bird (Law 2.1.1)."""
    return [c for c in hand if SUIT_OF[c] == suit or SUIT_OF[c] == "bird"]
