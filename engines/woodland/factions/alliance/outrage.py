"""Outrage (Law 8.2.4): the faction that removed sympathy or moved warriors into it gives the Alliance a
card of the clearing's suit as a supporter, or shows its hand and the Alliance draws one; and the stack's
limit after the last base falls (Law 8.2.5)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.deck import cards_matching, deal, design, discard
from engines.woodland.factions.alliance.data import SUPPORTER_LIMIT
from engines.woodland.factions.alliance.faction import add_supporter, board
from engines.woodland.flow import pop, task
from engines.woodland.maps import geo
from engines.woodland.state import Task, WoodlandState


def _outrage_ask(state: WoodlandState, top: Task) -> Decision | None:
    """The giver chooses which matching card goes; with none there is nothing to choose."""
    suit = geo(state).suit[top.clearing]
    cards = cards_matching(state.hands[top.seat], suit)
    if not cards:
        return None
    prompt = "{p%d}: Outrage in clearing %d. Give {p%d} a %s card as a supporter" % (
        top.seat, top.clearing, top.other, suit)
    return Decision(top.seat, prompt, [A.PlayCard(c) for c in cards], "Law 8.2.4")


def _outrage_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    giver, alliance = top.seat, top.other
    events: list[Event] = []
    if isinstance(action, A.PlayCard):
        state.hands[giver].remove(action.card)
        events.append(A.Happened(text="Outrage: {p%d} gives {p%d} a card as a supporter" % (giver, alliance)))
        events.append(A.Revealed(text="You receive %s as a supporter" % design(action.card).name, only=alliance))
        add_supporter(state, alliance, action.card, events)
        return events
    names = ", ".join(design(c).name for c in state.hands[giver]) or "no cards"
    events.append(A.Revealed(text="Outrage: {p%d} has no %s card and shows {p%d} their hand" % (
        giver, geo(state).suit[top.clearing], alliance)))
    events.append(A.Revealed(text="{p%d}'s hand: %s" % (giver, names), only=alliance))
    for card in deal(state, 1):
        events.append(A.Revealed(text="{p%d} draws a supporter from the deck" % alliance))
        add_supporter(state, alliance, card, events)
    return events


def _trim_ask(state: WoodlandState, top: Task) -> Decision | None:
    mine = board(state, top.seat)
    if len(mine.supporters) <= SUPPORTER_LIMIT:
        return None
    prompt = "{p%d}: no base is left: discard supporters down to five (%d to go)" % (
        top.seat, len(mine.supporters) - SUPPORTER_LIMIT)
    return Decision(top.seat, prompt, [A.Discard(c) for c in mine.supporters], "Law 8.2.5")


def _trim_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    mine = board(state, top.seat)
    if not isinstance(action, A.Discard):
        pop(state, top)
        return []
    mine.supporters.remove(action.card)
    discard(state, action.card)
    return [A.Happened(text="{p%d} discards a supporter" % top.seat)]


task("outrage", _outrage_ask, _outrage_act)
task("al_trim", _trim_ask, _trim_act)
