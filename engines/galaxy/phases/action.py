"""The action phase (LRR 3) and a player's turn: an action or a pass, with free abilities around it.

A turn offers, before its action: start-of-turn and free abilities, a transaction with each
neighbour not yet dealt with this turn, the tactical action (while the tactical action's rules are
installed and the seat has a tactic token), a strategic action for each unused strategy card,
component actions that can be completely resolved, and a pass once every strategy card is used
(LRR 3.3, 3.4). After the action: end-of-turn abilities, transactions, a second action with Fleet
Logistics, or ending the turn (asked only when there is something else to do).

Timing windows: "start:turn" when the turn begins, "after:action" after each action (Master Plan),
"end:turn" when it ends (actors: the seat whose turn it is). Hook: ``extra_actions`` (a number: more
actions this turn, Master Plan's modifier answers 1). Hook point: ``component_action_taken`` (ability,
target) for the seat once a component action has resolved its part (the mechs deployed after Orbital Drop,
Stall Tactics and Star Forge).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.abilities import find, offered
from engines.galaxy.actions.events import AbilityUsed, ComponentActionTaken, Passed, TurnStarted
from engines.galaxy.actions.rounds import (
    EndTurn,
    OfferTransaction,
    Pass,
    TakeComponentAction,
    TakeStrategicAction,
    TakeTacticalAction,
    UseAbility,
)
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.cards.action_cards.registry import component_offers, copy_in_hand
from engines.galaxy.effects import any_true, end_scope, fire, in_force, total
from engines.galaxy.elimination import check_elimination
from engines.galaxy.flow import HANDLERS, handles, pop, push
from engines.galaxy.objective_events import last_to_pass
from engines.galaxy.seats import in_game, initiative_order, neighbours
from engines.galaxy.state import TIState
from engines.galaxy.steps.cards import PlayCard
from engines.galaxy.steps.common import Transaction
from engines.galaxy.steps.phases import ActionPhase, PlayerTurn
from engines.galaxy.steps.strategic import StrategicAction
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.windows import open_window
from engines.galaxy.windows.actions import ClearAutoPass
from engines.galaxy.windows.autopass import clear_autopass

FLEET_LOGISTICS = "fleet_logistics"


def actions_allowed(state: TIState, seat: int) -> int:
    """One action a turn, more with Fleet Logistics or effects answering "extra_actions"."""
    return 1 + (FLEET_LOGISTICS in in_force(state, seat)) + total(state, "extra_actions", seat)


def unused_cards(state: TIState, seat: int) -> list[str]:
    return [s.card for s in state.strategy if s.holder == seat and not s.used]


def tactical_installed() -> bool:
    """The tactical action's procedure is there (its handler registers with the flow driver)."""
    return TacticalAction in HANDLERS


def action_options(state: TIState, seat: int) -> list[Any]:
    """The actions ``seat`` may take now (LRR 3.1): tactical, strategic and component."""
    options: list[Any] = []
    if tactical_installed() and state.players[seat].tactic > 0:
        options.append(TakeTacticalAction())
    options += [TakeStrategicAction(card) for card in unused_cards(state, seat)]
    options += [TakeComponentAction(a.source, target) for a, target in offered(state, seat, ("action",))]
    options += component_offers(state, seat)
    return options


def transaction_options(state: TIState, step: PlayerTurn) -> list[Any]:
    """A transaction with each neighbour not yet traded with this turn, when either side has something to
    give (goods, or notes: a seat always has its own notes to ask for, unless they are all given away)."""
    seat = step.seat
    mine = state.players[seat]
    found = []
    for other in trading_partners(state, seat):
        theirs = state.players[other]
        if other in step.traded:
            continue
        goods = mine.trade_goods + mine.commodities + theirs.trade_goods + theirs.commodities
        if goods > 0 or mine.notes or theirs.notes:
            found.append(OfferTransaction(other))
    return found


def trading_partners(state: TIState, seat: int) -> list[int]:
    """Neighbours (LRR 94.1), or anyone when either side has an effect answering "trade_with_anyone"
    (the Hacan's Guild Ships)."""
    others = [s for s in in_game(state) if s != seat]
    if any_true(state, "trade_with_anyone", seat):
        return others  # the neighbours are not needed
    near = neighbours(state, seat)
    return [s for s in others if s in near or any_true(state, "trade_with_anyone", s)]


@handles(ActionPhase)
class ActionPhaseHandler:
    def decisions(self, state: TIState, step: ActionPhase) -> list[Decision]:
        return []

    def perform(self, state: TIState, step: ActionPhase, seat: int, action: Any) -> list[Event]:
        raise RuntimeError("the action phase takes no actions")

    def run(self, state: TIState, step: ActionPhase) -> list[Event]:
        if not step.order:
            step.order = initiative_order(state)
            for player in state.players:
                player.passed = player.eliminated
        playing = set(in_game(state))
        for offset in range(len(step.order)):
            index = (step.next + offset) % len(step.order)
            seat = step.order[index]
            if seat in playing and not state.players[seat].passed:
                step.next = index + 1
                step.turns += 1
                state.turn += 1
                push(state, PlayerTurn(seat=seat))
                events: list[Event] = [TurnStarted(seat=seat), *fire(state, "start_of_turn", [seat])]
                open_window(state, "start:turn", actors=[seat])
                return events
        pop(state, step)
        return []


@handles(PlayerTurn)
class TurnHandler:
    def asks(self, state: TIState, step: PlayerTurn) -> bool | None:
        """``decisions`` asks the seat at the start of its turn, nobody once it acted or ended; at the end it
        asks unless ending is all it may do (that needs the options: not told here)."""
        if step.stage in ("acted", "done", "closed"):
            return False
        return True if step.stage == "start" else None

    def decisions(self, state: TIState, step: PlayerTurn) -> list[Decision]:
        if step.stage in ("acted", "done", "closed"):
            return []
        seat = step.seat
        options = self._options(state, step)
        if step.stage == "end" and options == [EndTurn()]:
            return []
        if step.stage == "start":
            prompt = "{p%d}: take an action or pass" % seat
            rule = "LRR 3.1"
        else:
            prompt = "{p%d}: finish your turn" % seat
            rule = "LRR 3"
        return [Decision(seat, prompt, options, rule)]

    def _options(self, state: TIState, step: PlayerTurn) -> list[Any]:
        seat = step.seat
        windows = ("start", "any") if step.stage == "start" else ("end", "any")
        options: list[Any] = [UseAbility(a.source, target) for a, target in offered(state, seat, windows)]
        options += transaction_options(state, step)
        if step.stage == "start":
            options += action_options(state, seat)
            if not unused_cards(state, seat):
                options.append(Pass())
        else:
            if step.actions < actions_allowed(state, seat):
                options += action_options(state, seat)
            options.append(EndTurn())
        if any(e.until == "game" for e in state.players[seat].autopass):
            options.append(ClearAutoPass())
        return options

    def perform(self, state: TIState, step: PlayerTurn, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Pass):
            return self._pass(state, step)
        if isinstance(action, EndTurn):
            step.stage = "done"
            return []
        if isinstance(action, OfferTransaction):
            step.traded.append(action.partner)
            push(state, Transaction(seat=seat, partner=action.partner))
            return []
        if isinstance(action, ClearAutoPass):
            clear_autopass(state, seat)
            return []
        if isinstance(action, UseAbility):
            windows = ("start", "any") if step.stage == "start" else ("end", "any")
            used = find(action.source, windows)
            return [AbilityUsed(seat=seat, source=action.source, target=action.target),
                    *used.use(state, seat, action.target)]
        step.actions += 1
        step.stage = "acted"
        if isinstance(action, TakeTacticalAction):
            push(state, TacticalAction(seat=seat))
            return []
        if isinstance(action, TakeStrategicAction):
            push(state, StrategicAction(seat=seat, card=action.card))
            return []
        if isinstance(action, PlayActionCard):
            physical = copy_in_hand(state, seat, action.card)
            assert physical is not None
            push(state, PlayCard(seat=seat, card=physical, target=action.target))
            return []
        component = find(action.source, ("action",))
        events = [ComponentActionTaken(seat=seat, source=action.source), *component.use(state, seat, action.target)]
        return events + fire(state, "component_action_taken", [seat], ability=action.source, target=action.target)

    def _pass(self, state: TIState, step: PlayerTurn) -> list[Event]:
        seat = step.seat
        state.players[seat].passed = True
        last = all(state.players[s].passed for s in in_game(state))
        events: list[Event] = [Passed(seat=seat, last=last)]
        if last:
            events += last_to_pass(state, seat)
        step.stage = "done"
        return events

    def run(self, state: TIState, step: PlayerTurn) -> list[Event]:
        if step.stage == "acted":
            step.stage = "end"
            open_window(state, "after:action", actors=[step.seat])
            return []
        if step.stage in ("end", "done"):
            step.stage = "closed"
            open_window(state, "end:turn", actors=[step.seat])
            return []
        end_scope(state, "turn")
        pop(state, step)
        return check_elimination(state)
