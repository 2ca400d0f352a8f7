"""The Emirates of Hacan: traders.

- Masters of Trade: the Trade card's secondary costs them no command token.
- Guild Ships: transactions with any player, neighbour or not.
- Arbiters: action cards may be part of the Hacan's transactions, either way. The offer names how many
  (hands are hidden); the giver picks which once the deal is made, and only the two sides learn them.
- Production Biomes (ACTION): exhaust and a strategy token: 4 trade goods, 2 for another player.
- Quantum Datahub Node: at the end of the strategy phase, a strategy token and 3 trade goods given to
  another player swap one of the Hacan's strategy cards with one of theirs.
- Wrath of Kenara (flagship): in space combat in its system, each trade good spent adds 1 to a die.
- Trade Convoys (note): ACTION: laid face up, its holder trades with players who are not neighbours; it goes
  home when the holder activates a system with Hacan units.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.abilities import ability
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect, in_force
from engines.galaxy.factions.base import (
    exhaust,
    flagship_in,
    ready,
    seat_target,
    spend_strategy_token,
    target_seat,
    used,
)
from engines.galaxy.factions.notes import action_note, lay_face_up
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.paying import spend_goods
from engines.galaxy.promissory.generic import _returned_on_activation
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.combat import SpaceCombat
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.transactions import Good, good
from engines.galaxy.windows import answer

ARBITERS = "arbiters"
BIOMES_GAIN, BIOMES_GIFT = 4, 2
DATAHUB_PRICE = 3


def _arbiters_counts(state: TIState, giver: int, receiver: int) -> list[str]:
    """How many action cards the giver could put in a transaction with or by the Hacan ("1", "2"...)."""
    if not any(ARBITERS in in_force(state, s) for s in (giver, receiver)):
        return []
    return [str(n) for n in range(1, len(state.players[giver].action_cards) + 1)]


def _arbiters_trade(state: TIState, giver: int, receiver: int, number: str) -> list[Event]:
    """The giver picks the cards from its hand, one at a time (its own decision: the hand stays hidden)."""
    offer(state, giver, ARBITERS, list(state.players[giver].action_cards), other=receiver, amount=int(number),
          must=True)
    return []


def _arbiters_words(number: str) -> str:
    return f"{number} action card{'' if number == '1' else 's'}"


good(Good(ARBITERS, _arbiters_counts, _arbiters_trade, _arbiters_words, "No action cards"))


@resolves(ARBITERS, prompt=lambda state, step: "{p%d}: Arbiters: the action card you give {p%d} (%d to give)" % (
    step.seat, step.other, step.amount))
def arbiters_give(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    from engines.galaxy.cards.action_cards.actions import CardTaken
    from engines.galaxy.content.action_deck import card_of

    state.players[step.seat].action_cards.remove(target)
    state.players[step.other].action_cards.append(target)
    if step.amount > 1 and state.players[step.seat].action_cards:
        offer(state, step.seat, ARBITERS, list(state.players[step.seat].action_cards), other=step.other,
              amount=step.amount - 1, must=True)
    card = card_of(target)
    return [CardTaken(seat=step.other, giver=step.seat),
            CardTaken(seat=step.other, giver=step.seat, card=card, only=step.other),
            CardTaken(seat=step.other, giver=step.seat, card=card, only=step.seat)]


@effect("masters_of_trade", hook="secondary_free", card="trade")
def masters_of_trade(ctx: Context) -> bool:
    """The Trade secondary is resolved without spending a command token."""
    return True


@effect("guild_ships", hook="trade_with_anyone")
def guild_ships(ctx: Context) -> bool:
    """Transactions with players who are not neighbours."""
    return True


def _others(state: TIState, seat: int) -> list[str]:
    return [seat_target(p.seat) for p in state.players if p.seat != seat and not p.eliminated]


def _biomes_ready(state: TIState, seat: int) -> bool:
    return ready(state, seat, "production_biomes") and state.players[seat].strategy > 0


@ability("production_biomes", "action", ready=_biomes_ready, targets=_others, label="Production Biomes")
def production_biomes(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: exhaust and spend a strategy token: gain 4 trade goods; another player gains 2."""
    other = target_seat(target)
    events = [*exhaust(state, seat, "production_biomes"), *spend_strategy_token(state, seat, "production_biomes")]
    events += gain_trade_goods(state, seat, BIOMES_GAIN, "production_biomes")
    return events + gain_trade_goods(state, other, BIOMES_GIFT, "production_biomes")


def _swaps(state: TIState, seat: int, window: Window | None = None) -> list[str]:
    player = state.players[seat]
    if player.strategy <= 0 or player.trade_goods < DATAHUB_PRICE:
        return []
    mine = [s.card for s in state.strategy if s.holder == seat]
    theirs = [s.card for s in state.strategy if s.holder not in (seat, NOBODY)]
    return [f"{a}>{b}" for a in mine for b in theirs]


@answer("quantum_datahub_node", "end:strategy_phase", by="any", could=lambda s, seat, w: bool(_swaps(s, seat)),
        targets=_swaps)
def quantum_datahub_node(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """A strategy token and 3 trade goods to the card's holder: the two strategy cards change hands."""
    mine, theirs = target.split(">")
    a = next(s for s in state.strategy if s.card == mine)
    b = next(s for s in state.strategy if s.card == theirs)
    other = b.holder
    a.holder, b.holder = other, seat
    state.players[seat].trade_goods -= DATAHUB_PRICE
    events = spend_strategy_token(state, seat, "quantum_datahub_node")
    events += gain_trade_goods(state, other, DATAHUB_PRICE, "quantum_datahub_node", supply=False)  # the Hacan's
    return [*events, used(seat, "quantum_datahub_node", f"takes {theirs} from {{p{other}}} for {mine}")]


def _raisable(state: TIState, seat: int, window: Window | None = None) -> list[str]:
    """Dice of the roll in progress that one more pip would turn into hits."""
    combat = flow.parent(state, SpaceCombat)
    if combat is None or not state.players[seat].trade_goods or not flagship_in(state, seat, combat.system):
        return []
    return [f"die:{i}" for i, d in enumerate(combat.dice) if d.result < d.hit_on <= d.result + 1]


@answer("wrath_of_kenara", "after:combat_roll", could=lambda s, seat, w: bool(_raisable(s, seat)), targets=_raisable)
def wrath_of_kenara(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After rolling in a space combat in the flagship's system, each trade good adds 1 to a die."""
    combat = flow.parent(state, SpaceCombat)
    assert combat is not None
    combat.dice[int(target.removeprefix("die:"))].result += 1
    window.used.remove(f"{seat}:wrath_of_kenara")  # one trade good a die, as many as they like
    return [*spend_goods(state, seat, "wrath_of_kenara"), used(seat, "wrath_of_kenara", "adds 1 to a die")]

@action_note("trade_convoys")
def trade_convoys(state: TIState, seat: int, note: str) -> list[Event]:
    """ACTION: face up in the holder's play area; while there the holder trades with anyone."""
    return lay_face_up(state, seat, note)


@effect("trade_convoys", hook="trade_with_anyone")
def trade_convoys_trading(ctx: Context) -> bool:
    return True


@effect("trade_convoys", hook="system_activated")
def trade_convoys_return(ctx: Context) -> list[Event]:
    """It goes home when its holder activates a system with Hacan units."""
    return _returned_on_activation(ctx, "trade_convoys")
