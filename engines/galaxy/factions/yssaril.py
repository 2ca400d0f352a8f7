"""The Yssaril Tribes: spies who hold every card and bide their time.

- Stall Tactics (ACTION): discard an action card; the turn is used.
- Scheming: one more action card each time they draw, then one card from the hand is discarded.
- Crafty: no limit on action cards in hand.
- Transparasteel Plating: passed players play no action cards on their turns (the politics issue's windows).
- Mageon Implants (ACTION): exhaust to look at another player's action cards and take one.
- Ysia Yssrila (flagship): moves 2 and passes systems holding other players' ships.
- Spy Net (note): at the start of its holder's turn, the holder looks through the Yssaril's action cards and
  takes one.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.actions.events import ActionCardDiscarded
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, ready, seat_target, target_seat, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window

NO_LIMIT = 1000


def _cards(state: TIState, seat: int) -> list[str]:
    return list(dict.fromkeys(state.players[seat].action_cards))


def discard(state: TIState, seat: int, card: str) -> list[Event]:
    state.players[seat].action_cards.remove(card)
    state.action_discard.append(card)
    return [ActionCardDiscarded(seat=seat, card=card)]


@ability("stall_tactics", "action", ready=lambda s, seat: bool(s.players[seat].action_cards), targets=_cards,
         label="Stall Tactics")
def stall_tactics(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: discard one action card from your hand; it is your turn's action."""
    return [used(seat, "stall_tactics"), *discard(state, seat, target)]


@effect("scheming", hook="extra_draw")
def scheming(ctx: Context) -> int:
    """The Yssaril draw one more action card..."""
    return 1


@effect("scheming", hook="action_cards_drawn")
def scheming_discard(ctx: Context) -> list[Event]:
    """... and then discard one card from their hand."""
    offer(ctx.state, ctx.seat, "scheming", _cards(ctx.state, ctx.seat), must=True)
    return []


def _scheming_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Scheming: discard one action card" % step.seat


@resolves("scheming", prompt=_scheming_prompt)
def scheme(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return discard(state, step.seat, target)


@effect("crafty", hook="hand_limit")
def crafty(ctx: Context) -> int:
    """No hand limit on action cards."""
    return NO_LIMIT


def _victims(state: TIState, seat: int) -> list[str]:
    return [seat_target(p.seat) for p in state.players if p.seat != seat and p.action_cards and not p.eliminated]


def _mageon_ready(state: TIState, seat: int) -> bool:
    return ready(state, seat, "mageon_implants") and bool(_victims(state, seat))


@ability("mageon_implants", "action", ready=_mageon_ready, targets=_victims, label="Mageon Implants")
def mageon_implants(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: exhaust to look at another player's action cards and take one of them."""
    victim = target_seat(target)
    offer(state, seat, "mageon_implants", _cards(state, victim), other=victim, must=True)
    return exhaust(state, seat, "mageon_implants")


def _mageon_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Mageon Implants: take one of {p%d}'s action cards" % (step.seat, step.other)


@resolves("mageon_implants", prompt=_mageon_prompt)
def take_card(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.players[step.other].action_cards.remove(target)
    state.players[step.seat].action_cards.append(target)
    return [used(step.seat, "mageon_implants", "takes an action card from {p%d}" % step.other)]


@effect("transparasteel_plating", hook="bars_action_cards")
def transparasteel_plating(ctx: Context) -> bool:
    """During the Yssaril's turns, players who have passed cannot play action cards."""
    from engines.galaxy import flow
    from engines.galaxy.steps.phases import PlayerTurn

    turn = flow.parent(ctx.state, PlayerTurn)
    return turn is not None and turn.seat == ctx.seat and ctx.state.players[ctx.player].passed


@effect("ysia_yssrila", hook="pass_through_ships", unit="flagship")
def ysia_yssrila(ctx: Context) -> bool:
    """The flagship moves through systems holding other players' ships."""
    return True

@window_note("spy_net", "start:turn", by="any",
             could=lambda s, seat, note, w: seat in w.actors and bool(s.players[owner_of(note)].action_cards))
def spy_net(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The holder looks through the Yssaril's action cards and takes one."""
    owner = owner_of(note)
    offer(state, seat, "spy_net", _cards(state, owner), other=owner, must=True)
    return [NoteEffect(seat=seat, note=note, what="looks through {p%d}'s action cards" % owner)]


@resolves("spy_net", prompt=lambda state, step: "{p%d}: Spy Net: take one of {p%d}'s action cards" % (
    step.seat, step.other))
def spy_net_take(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.players[step.other].action_cards.remove(target)
    state.players[step.seat].action_cards.append(target)
    return []
