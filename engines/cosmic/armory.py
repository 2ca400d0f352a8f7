"""The Armory: the deck, the five face-up cards, buying, recycling, and Awakening with XP."""

from __future__ import annotations

from engines.core.contract import Event
from engines.cosmic.actions import Awakened, Bought, Recycled, Reshuffled, Revealed
from engines.cosmic.chance import shuffle
from engines.cosmic.content import CARD_OF, CARDS, DECK, NUM, design
from engines.cosmic.effects import HEARD, attach, modify, sources
from engines.cosmic.play import BUILTINS
from engines.cosmic.state import CosmicState, Pending

MARKET: int = NUM["market"]
RECYCLE_HEARD = HEARD["recycle_cost"]  # does any passive change the price of recycling?


def draw(state: CosmicState, events: list[Event]) -> int:
    """The top card of the deck; an empty deck takes the shuffled discard pile (CC-ARMORY-8)."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        shuffle(state, state.deck)
        events.append(Reshuffled(cards=len(state.deck)))
    return state.deck.pop() if state.deck else -1


def refill(state: CosmicState, events: list[Event]) -> None:
    """Fill every empty face-up slot at once (CC-ARMORY-2, CC-SETUP-4)."""
    new = []
    market = state.market
    for slot in range(MARKET):
        if market[slot] < 0:
            card = state.deck.pop() if state.deck else draw(state, events)
            market[slot] = card
            if card >= 0:
                new.append(card)
    if new:
        events.append(Revealed(cards=new))


def recycle_cost(state: CosmicState, seat: int) -> int:
    base = state.rules.setup_recycle if state.phase == "awaken" else NUM["recycle_cost"]
    return modify(state, seat, "recycle_cost", base, "recycle") if RECYCLE_HEARD else base


def recycle(state: CosmicState, seat: int, events: list[Event]) -> None:
    """CC-ARMORY-4, CC-SETUP-20: send the face-up cards to the discard pile and reveal five more."""
    cost = recycle_cost(state, seat)
    state.xp[seat] -= cost
    state.recycled = True
    state.discard.extend([card for card in state.market if card >= 0])
    state.market = [-1] * MARKET
    events.append(Recycled(seat=seat, cost=cost))
    refill(state, events)


def price(state: CosmicState, seat: int, card: int) -> int:
    return modify(state, seat, "buy_cost", CARD_OF[card].cost, "buy", card)


def prices(state: CosmicState, seat: int) -> list[int]:
    """The price of each face-up slot for this seat (-1 for an empty slot)."""
    found = sources(state, seat, "buy_cost")
    if not found:
        return [CARDS[DECK[card]].cost if card >= 0 else -1 for card in state.market]
    return [modify(state, seat, "buy_cost", design(card).cost, "buy", card, found) if card >= 0 else -1
            for card in state.market]


def buy(state: CosmicState, seat: int, slot: int, events: list[Event]) -> None:
    """CC-ARMORY-5 to CC-ARMORY-7: pay, replace the slot, then a Weapon is attached, an action kept."""
    card = state.market[slot]
    cost = price(state, seat, card)
    state.xp[seat] -= cost
    state.market[slot] = -1
    info = CARD_OF[card]
    tally = state.tallies[seat]
    tally.bought += 1
    state.bought[seat].append(info.index)
    events.append(Bought(seat=seat, card=card, cost=cost))
    if info.type == "weapon":
        tally.weapon_bought = True
        state.pending.append(Pending(seat, "attach", "contender", list(state.teams[seat]), "attach", card))
    else:
        state.hands[seat].append(card)
    refill(state, events)


def _attach_bought(state: CosmicState, pending: Pending, value: int, events: list[Event]) -> None:
    attach(state, pending.seat, pending.source, value, events)


BUILTINS["attach"] = _attach_bought


def awaken_cost(state: CosmicState, seat: int) -> int:
    return modify(state, seat, "awaken_cost", NUM["awaken_cost"], "awaken")


def awaken(state: CosmicState, seat: int, key: int, events: list[Event]) -> None:
    """CC-RECOVERY-4 to CC-RECOVERY-6, CC-SETUP-22: pay 5 XP, turn the card, cooldowns to zero."""
    cost = awaken_cost(state, seat)
    state.xp[seat] -= cost
    contender = state.contenders[key]
    contender.awakened = True
    contender.cd_combat = contender.cd_support = 0
    events.append(Awakened(seat=seat, contender=key, cost=cost))
