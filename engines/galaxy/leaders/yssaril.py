"""The Yssaril Tribes' leaders: Ssruu (agent: it holds every other player's agent, see ``leaders/base.py``), So Ata
(commander: after another player activates a system holding Yssaril units, a look at one of that player's
hands) and Kyver, Blade and Key (hero: each other player shows an action card, which the Yssaril take, or else
make that player discard 3 at random)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.expansion import HandLookedAt
from engines.galaxy.cards.action_cards.actions import CardTaken
from engines.galaxy.cards.action_cards.registry import copy_in_hand
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.hands import discard_card
from engines.galaxy.leaders.common import active, hero_action, others, units_in
from engines.galaxy.seats import clockwise_from
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer
from engines.galaxy.words import TARGETS

SO_ATA, KYVER = "so_ata", "kyver_blade_and_key"
KYVER_SHOW = "guild_of_spies"  # the other player's choice of the card it shows
DISCARD = "discard"
RANDOM_DISCARDS = 3
HANDS = ("action_cards", "notes", "secrets")
HAND_WORDS = {"action_cards": "their action cards", "notes": "their promissory notes",
              "secrets": "their secret objectives"}


def _words(target: str) -> str:
    from engines.galaxy.content.action_deck import card_name

    if target in HAND_WORDS:
        return f"Look at {HAND_WORDS[target]}"
    if target == DISCARD:
        return "Make them discard 3 action cards at random"
    if target.startswith("take:"):
        return f"Take {card_name(target.removeprefix('take:'))}"
    return f"Show {card_name(target)}"


TARGETS.update({SO_ATA: _words, KYVER: _words, KYVER_SHOW: _words})


def _hands(state: TIState, seat: int, window: Window) -> list[str]:
    other = active(window)
    if other < 0 or other == seat or not units_in(state, seat, window.system):
        return []
    player = state.players[other]
    return [h for h in HANDS if getattr(player, h)]


@answer(SO_ATA, "after:activation", by="other", could=lambda s, seat, w: bool(_hands(s, seat, w)), targets=_hands)
def so_ata(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The Yssaril look at the active player's action cards, promissory notes or secret objectives."""
    other = active(window)
    held = list(getattr(state.players[other], target))
    cards = sorted(card_of(c) for c in held) if target == "action_cards" else sorted(
        c.split(":", 1)[-1] for c in held) if target == "notes" else sorted(held)
    return [used(seat, SO_ATA, "{p%d} looks at a hand of {p%d}" % (seat, other)),
            HandLookedAt(seat=seat, other=other, hand=target),
            HandLookedAt(seat=seat, other=other, hand=target, cards=cards, only=seat)]


def _holders(state: TIState, seat: int) -> list[int]:
    return [s for s in others(state, seat) if state.players[s].action_cards]


@hero_action(KYVER, ready=lambda state, seat: bool(_holders(state, seat)))
def kyver_blade_and_key(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: Guild of Spies: every other player with action cards shows the Yssaril one of them."""
    holders = [s for s in clockwise_from(state, seat, include=False) if s in _holders(state, seat)]
    for other in reversed(holders):  # pushed last-first: asked clockwise
        offer(state, other, KYVER_SHOW, sorted(set(state.players[other].action_cards)), other=seat, must=True)
    return [used(seat, KYVER, "Guild of Spies")]


@resolves(KYVER_SHOW, prompt=lambda state, step: "{p%d}: Guild of Spies: the action card you show {p%d}" % (
    step.seat, step.other))
def guild_of_spies(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    card = card_of(target)
    offer(state, step.other, KYVER, [f"take:{card}", DISCARD], other=step.seat, must=True)
    return [HandLookedAt(seat=step.other, other=step.seat, hand="action_cards"),
            HandLookedAt(seat=step.other, other=step.seat, hand="action_cards", cards=[card], only=step.other)]


@resolves(KYVER, prompt=lambda state, step: "{p%d}: Guild of Spies: take the card {p%d} showed, or make them discard "
          "3 at random" % (step.seat, step.other))
def _take_or_discard(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    victim, hand = step.other, state.players[step.other].action_cards
    if target.startswith("take:"):
        card = target.removeprefix("take:")
        physical = copy_in_hand(state, victim, card)
        if physical is None:
            return []
        hand.remove(physical)
        state.players[step.seat].action_cards.append(physical)
        return [CardTaken(seat=step.seat, giver=victim), CardTaken(seat=step.seat, giver=victim, card=card,
                                                                   only=step.seat),
                CardTaken(seat=step.seat, giver=victim, card=card, only=victim)]
    events: list[Event] = []
    for _ in range(min(RANDOM_DISCARDS, len(hand))):
        events += discard_card(state, victim, hand[state.rng.below(len(hand))])
    return events
