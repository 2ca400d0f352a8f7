"""The Emirates of Hacan: traders.

- Masters of Trade: the Trade card's secondary costs them no command token.
- Guild Ships: transactions with any player, neighbour or not.
- Arbiters: action cards may be traded (with the politics issue's transactions of cards).
- Production Biomes (ACTION): exhaust and a strategy token: 4 trade goods, 2 for another player.
- Quantum Datahub Node: at the end of the strategy phase, a strategy token and 3 trade goods given to
  another player swap one of the Hacan's strategy cards with one of theirs.
- Wrath of Kenara (flagship): in space combat in its system, each trade good spent adds 1 to a die.
- Trade Convoys (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.abilities import ability
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import (
    exhaust,
    flagship_in,
    ready,
    seat_target,
    spend_strategy_token,
    target_seat,
    used,
)
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.paying import spend_goods
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.combat import SpaceCombat
from engines.galaxy.steps.factions import FactionOffer

BIOMES_GAIN, BIOMES_GIFT = 4, 2
DATAHUB_PRICE = 3


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


def _swaps(state: TIState, seat: int) -> list[str]:
    mine = [s.card for s in state.strategy if s.holder == seat]
    theirs = [(s.card, s.holder) for s in state.strategy if s.holder not in (seat, NOBODY)]
    return [f"{a}>{b}" for a in mine for b, _ in theirs]


@effect("quantum_datahub_node", hook="strategy_phase_ended")
def quantum_datahub_node(ctx: Context) -> list[Event]:
    player = ctx.state.players[ctx.seat]
    if player.strategy > 0 and player.trade_goods >= DATAHUB_PRICE:
        offer(ctx.state, ctx.seat, "quantum_datahub_node", _swaps(ctx.state, ctx.seat))
    return []


@resolves("quantum_datahub_node")
def swap_cards(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    """A strategy token and 3 trade goods to the card's holder: the two strategy cards change hands."""
    mine, theirs = target.split(">")
    a = next(s for s in state.strategy if s.card == mine)
    b = next(s for s in state.strategy if s.card == theirs)
    other = b.holder
    a.holder, b.holder = other, step.seat
    state.players[step.seat].trade_goods -= DATAHUB_PRICE
    events = spend_strategy_token(state, step.seat, "quantum_datahub_node")
    events += gain_trade_goods(state, other, DATAHUB_PRICE, "quantum_datahub_node")
    return [*events, used(step.seat, "quantum_datahub_node", f"takes {theirs} from {{p{other}}} for {mine}")]


def _raisable(state: TIState, seat: int) -> list[str]:
    """Dice of the roll in progress that one more pip would turn into hits."""
    combat = flow.parent(state, SpaceCombat)
    if combat is None or not state.players[seat].trade_goods:
        return []
    return [f"die:{i}" for i, d in enumerate(combat.dice) if d.result < d.hit_on <= d.result + 1]


@effect("wrath_of_kenara", hook="after_roll", roll="combat", combat="space")
def wrath_of_kenara(ctx: Context) -> list[Event]:
    """After rolling in a space combat in the flagship's system, a trade good adds 1 to a die."""
    if flagship_in(ctx.state, ctx.seat, ctx.system):
        offer(ctx.state, ctx.seat, "wrath_of_kenara", _raisable(ctx.state, ctx.seat), system=ctx.system)
    return []


@resolves("wrath_of_kenara")
def raise_die(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    combat = flow.parent(state, SpaceCombat)
    assert combat is not None
    combat.dice[int(target.removeprefix("die:"))].result += 1
    events = [*spend_goods(state, step.seat, "wrath_of_kenara"), used(step.seat, "wrath_of_kenara", "adds 1 to a die")]
    offer(state, step.seat, "wrath_of_kenara", _raisable(state, step.seat), system=step.system)
    return events
