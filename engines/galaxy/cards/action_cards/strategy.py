"""Action cards of the strategy and status phases: Summit, Manipulate Investments, Public Disgrace,
Political Stability. And Checks and Balances' hand-over of a picked card."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import StrategyCardPicked
from engines.galaxy.agenda.choices import part
from engines.galaxy.cards.action_cards.actions import CardEffect
from engines.galaxy.cards.action_cards.registry import CardChoices, Play, card_steps, window_card
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.effects import Context, effect
from engines.galaxy.flow import parent, push
from engines.galaxy.phases.strategy import cards_each
from engines.galaxy.seats import in_game
from engines.galaxy.state import NOBODY, Modifier, TIState
from engines.galaxy.steps.agenda import AgendaStep
from engines.galaxy.steps.cards import CardStep
from engines.galaxy.steps.phases import StrategyPhase
from engines.galaxy.steps.windows import Window
from engines.galaxy.tokens import gain_tokens

MANIPULATED = 5
MANIPULATED_CARDS = 3


@window_card("summit", "start:strategy_phase", by="any")
def summit(play: Play) -> list[Event]:
    """Gain two command tokens."""
    gain_tokens(play.state, play.seat, 2)
    return []


@window_card("manipulate_investments", "start:strategy_phase", by="any")
def manipulate_investments(play: Play) -> list[Event]:
    """Spread five trade goods from the supply over the strategy cards, on three or more of them."""
    push(play.state, CardStep(seat=play.seat, card="manipulate_investments"))
    return []


@card_steps("manipulate_investments")
class ManipulateInvestments(CardChoices):
    """``picks``: the cards a trade good went on, one entry per good."""

    def ask(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None:
        left = MANIPULATED - len(step.picks)
        if left <= 0:
            return None
        used = set(step.picks)
        must = MANIPULATED_CARDS - len(used)  # cards still without a good that must get one
        cards = [s.card for s in state.strategy if s.holder == NOBODY]
        if must >= left:
            cards = [c for c in cards if c not in used]
        names = strategy_cards()
        return f"put a trade good on a strategy card ({left} left, on {MANIPULATED_CARDS}+ cards)", [
            (c, names[c].name) for c in cards]

    def chosen(self, state: TIState, step: CardStep, value: str) -> list[Event]:
        step.picks.append(value)
        next(s for s in state.strategy if s.card == value).trade_goods += 1
        return []


def _picked_by_other(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and parent(state, StrategyPhase) is not None and any(
        s.holder == NOBODY and s.card != window.subject for s in state.strategy)


@window_card("public_disgrace", "when:strategy_card_chosen", by="other", could=_picked_by_other)
def public_disgrace(play: Play) -> list[Event]:
    """The picker puts the card back (with its trade goods) and must pick another one."""
    state, window = play.state, play.window
    phase = parent(state, StrategyPhase)
    if window is None or phase is None:
        return []
    picker = window.actors[0]
    slot = next(s for s in state.strategy if s.card == window.subject)
    slot.holder = NOBODY
    slot.trade_goods += window.amount
    state.players[picker].trade_goods -= window.amount
    phase.picks -= 1
    phase.barred = window.subject
    window.closed = True
    return [CardEffect(seat=play.seat, card=play.card, what="sends {p%d}'s strategy card back" % picker)]


def _holds_cards(state: TIState, seat: int, window: Window | None) -> bool:
    return any(s.holder == seat for s in state.strategy)


@window_card("political_stability", "during:status_return_cards", could=_holds_cards)
def political_stability(play: Play) -> list[Event]:
    """Keep your strategy cards for the next round; you pick none in the next strategy phase."""
    play.state.modifiers.append(Modifier("political_stability", play.seat, "game"))
    return [CardEffect(seat=play.seat, card=play.card, what="keeps its strategy cards")]


@effect("political_stability", hook="keeps_strategy_cards")
def _keeps(ctx: Context) -> bool:
    return True


@part("give_strategy_card")
class GiveStrategyCard:
    """Checks and Balances: the picker hands the card in ``target`` to a player who still needs one."""

    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        seat = step.order[0]
        held = {s: sum(1 for x in state.strategy if x.holder == s) for s in in_game(state)}
        wanting = [s for s in in_game(state) if s != seat and held[s] < cards_each(state)]
        name = strategy_cards()[step.target].name
        return f"give {name} to a player who still needs a strategy card", [(str(s), "{p%d}" % s) for s in wanting]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        slot = next(s for s in state.strategy if s.card == step.target)
        slot.holder = int(value)
        return [StrategyCardPicked(seat=int(value), card=step.target, trade_goods=0)]


