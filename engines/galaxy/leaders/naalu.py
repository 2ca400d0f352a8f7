"""The Naalu Collective's leaders: Z'eu (agent), M'aban (commander) and The Oracle (hero), in their current (Codex
III) texts."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.effects import Context, effect, once
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import agent_action, hero_window, others, seat_of
from engines.galaxy.promissory.notes import give
from engines.galaxy.seats import neighbours
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.activation import outside_homes

ZEU, MABAN, ORACLE = "zeu", "maban", "the_oracle"


def _zeu_targets(state: TIState, seat: int) -> list[str]:
    """Every player with a system outside every home to activate (the same for any holder; worked out once a
    block of ``unchanged``: the agent's readiness and its targets both ask)."""
    return list(once(state, "zeu_targets", lambda: [f"seat:{p.seat}" for p in state.players
                                           if not p.eliminated and outside_homes(state, p.seat)]))


def _free_tactical_action(state: TIState, seat: int) -> None:
    flow.push(state, TacticalAction(seat=seat, free=True))


@agent_action(ZEU, ready=lambda s, seat: bool(_zeu_targets(s, seat)), targets=_zeu_targets)
def zeu(state: TIState, seat: int, target: str) -> list[Event]:
    """The chosen player may make a tactical action in a system outside every home without spending a command
    token (the system counts as activated all the same); another player is asked whether to take it."""
    chosen = seat_of(target)
    events: list[Event] = [used(seat, ZEU, "lets {p%d} make a tactical action without a command token" % chosen)]
    if chosen == seat:
        _free_tactical_action(state, seat)
    else:
        offer(state, chosen, ZEU, [""], other=seat)
    return events


@resolves(ZEU, prompt=lambda state, step: "{p%d}: make a tactical action outside the home systems without a command "
          "token (Z'eu)?" % step.seat)
def _zeu_accepted(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    _free_tactical_action(state, step.seat)
    return []


@effect(MABAN, hook="looks_at")
def maban(ctx: Context) -> list[str]:
    """The Naalu may look, at any time, at their neighbours' promissory notes and at the top and bottom cards of
    the agenda deck: the view shows them (``TIView.looked``) and they are no longer secrets of those hands."""
    state = ctx.state
    looked = [n for other in neighbours(state, ctx.seat) for n in state.players[other].notes]
    deck = state.agenda_deck
    looked += [deck[-1], deck[0]] if len(deck) > 1 else list(deck)
    return looked


def _could(state: TIState, seat: int, window: Window) -> bool:
    return any(state.players[o].notes for o in others(state, seat))


@hero_window(ORACLE, "end:status_phase", by="any", could=_could)
def the_oracle(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One promissory note from every other player's hand comes to the Naalu (which one, a draw at random from the
    hand: a ruling, the hand being hidden)."""
    events: list[Event] = [used(seat, ORACLE, "takes a promissory note from every other hand")]
    for other in others(state, seat):
        hand = sorted(state.players[other].notes)
        if hand:
            events += give(state, other, seat, state.rng.choice(hand))
    return events
