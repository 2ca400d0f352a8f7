"""The active player's free choices between steps: dice, Renown purchases, powers and events."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from engines.core.contract import Event
from engines.lostworlds import actions as A
from engines.lostworlds import eventcards, log, powers, turn
from engines.lostworlds.content import COSTS, MORALITY, POWER_DIE
from engines.lostworlds.rules import place_champion, place_dreadnought, spend, world_slot
from engines.lostworlds.state import ROLLING, LWState
from engines.lostworlds.steps import champion_targets, dreadnought_targets, token_targets

ROLLING_PROMPT = "{p%d}: rolling phase: choose dice to re-roll, activate a die to act, or pass."
ACTION_PROMPT = "{p%d}: activate another die, use a power or Renown, or end your turn."


def options(state: LWState) -> list[Any]:
    """Everything the active player may do when no step is pending."""
    found = _dice_options(state)
    found += _renown_options(state)
    player = state.ps[state.active]
    found += [A.USE_POWER[w] for w in player.tokens  # LW-POWER-1
              if powers.usable(state, w) and _does_something(state, A.USE_POWER[w])]
    if state.events:
        found += [A.UseEvent(c) for c in eventcards.usable(state, state.active)
                  if _does_something(state, A.UseEvent(c))]
    return found


_STATE = msgspec.msgpack.Decoder(LWState)
_ENCODE = msgspec.msgpack.Encoder()


def _does_something(state: LWState, action: A.UsePower | A.UseEvent) -> bool:
    """A power or event is offered only if it would change more than its spent token: Tidewrack with no
    opponent on a world you occupy, or an event whose choice could only be skipped, would burn the token
    for nothing. Played out on a copy, automatic steps run and steps that offer nothing dropped."""
    from engines.lostworlds.game import advance

    data = _ENCODE.encode(state)
    used, paid = _STATE.decode(data), _STATE.decode(data)
    seat = state.active
    perform(used, action, [])
    if isinstance(action, A.UsePower):
        paid.ps[seat].tokens.remove(action.world)
    else:
        eventcards.spend_token(paid, seat, action.card, [])
    advance(used, [])
    advance(paid, [])
    return _ENCODE.encode(used) != _ENCODE.encode(paid)


def _dice_options(state: LWState) -> list[Any]:
    found: list[Any] = []
    rolling = state.phase == ROLLING
    if rolling:
        found += A.TOGGLES_BY_MASK[turn.rerollable(state) | state.chosen]
        if turn.can_reroll(state):
            found.append(A.REROLL)
        if state.power_die and state.pdie < 0 and state.ps[state.active].renown >= COSTS["power_die"]:
            found.append(A.BUY_PDIE)
    found += A.ACTIVATES_BY_FREE[~state.spent & 0b111]
    if state.pdie >= 0 and not state.spent >> POWER_DIE & 1:
        found.append(A.ACTIVATE[POWER_DIE])
    if rolling:  # LW-GAP-21: passing replaces activating, so it ends with the rolling phase
        found += [A.PASS_READY, A.PASS_RENOWN]
    else:
        found.append(A.END_TURN)
    return found


def _renown_options(state: LWState) -> list[Any]:
    """Champion, Dreadnought and Power Token purchases (LW-CHAMP-1, LW-DREAD-1, LW-WPTOKEN-1)."""
    seat = state.active
    player = state.ps[seat]
    space = MORALITY[player.morality]
    found: list[Any] = []
    if space.champion and player.renown >= player.champ_cost:
        found += [A.CHAMPION[w] for w in champion_targets(state, seat)]
    if space.dreadnought and player.renown >= player.dread_cost:
        found += [A.DREADNOUGHT[w] for w in dreadnought_targets(state, seat)]
    if player.renown >= COSTS["power_token"]:
        found += [A.BUY_TOKEN[w] for w in token_targets(state, seat)]
    return found


def perform(state: LWState, action: Any, events: list[Event]) -> None:
    """Carry out a menu choice of the active player."""
    seat = state.active
    handler = _HANDLERS[type(action)]
    handler(state, seat, action, events)


def _toggle(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    state.chosen ^= 1 << action.die


def _reroll(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    turn.reroll(state, events)


def _buy_power_die(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    turn.buy_power_die(state, events)


def _activate(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    turn.activate(state, action.die, events)


def _pass(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    turn.pass_turn(state, action.gain, events)


def _end_turn(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    turn.end_turn(state, events)


def _champion(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    spend(state, seat, state.ps[seat].champ_cost, events)
    place_champion(state, seat, world_slot(state, action.world), events)


def _dreadnought(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    spend(state, seat, state.ps[seat].dread_cost, events)
    place_dreadnought(state, seat, world_slot(state, action.world), events)


def _buy_token(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    spend(state, seat, COSTS["power_token"], events)
    state.ps[seat].tokens.append(action.world)
    events.append(log.TokenPlaced(seat=seat, world=action.world))


def _use_power(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    events.append(log.PowerUsed(seat=seat, world=action.world))
    powers.use(state, seat, action.world, events)


def _use_event(state: LWState, seat: int, action: Any, events: list[Event]) -> None:
    eventcards.use(state, seat, action.card, events)


_HANDLERS: dict[type, Callable[[LWState, int, Any, list[Event]], None]] = {
    A.Toggle: _toggle,
    A.Reroll: _reroll,
    A.BuyPowerDie: _buy_power_die,
    A.Activate: _activate,
    A.Pass: _pass,
    A.EndTurn: _end_turn,
    A.Champion: _champion,
    A.Dreadnought: _dreadnought,
    A.BuyToken: _buy_token,
    A.UsePower: _use_power,
    A.UseEvent: _use_event,
}
