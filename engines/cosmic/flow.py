"""Setting up a game, carrying out each kind of action, and running the automatic steps between."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engines.core.contract import Event
from engines.core.rng import Rng
from engines.cosmic import actions as A
from engines.cosmic.armory import MARKET, awaken, buy, recycle, refill
from engines.cosmic.chance import shuffle
from engines.cosmic.combat import advance_combat, declare, finish_reroll, play_card, use_ability
from engines.cosmic.content import DECK, NUM, design
from engines.cosmic.decide import waiting
from engines.cosmic.effects import side_of
from engines.cosmic.play import MODES, begin, choose
from engines.cosmic.state import Contender, CosmicState, Rules
from engines.cosmic.turn import (
    NEXT_PHASE,
    deal,
    draft,
    end_awakening,
    fresh_tally,
    move,
    next_phase,
    place,
    snake_order,
    take_planet,
    traverse,
)

CONTENDER_COUNT = 18


def new_state(players: int, seed: int, options: Mapping[str, Any]) -> CosmicState:
    """CC-SETUP-1 to CC-SETUP-10, then teams dealt or a snake draft begun (CC-SETUP-12)."""
    rng = Rng.from_seed(seed)
    rules = Rules(**options)
    state = CosmicState(rng, players, rules, timer=rules.timer)
    grid = list(range(9))
    shuffle(state, grid)  # CC-SETUP-10
    state.grid, state.control = grid, [-1] * 9
    state.deck = list(range(len(DECK)))
    shuffle(state, state.deck)  # CC-SETUP-3
    state.market = [-1] * MARKET
    events: list[Event] = []
    refill(state, events)  # CC-SETUP-4
    state.contenders = [Contender(key) for key in range(CONTENDER_COUNT)]
    state.xp = [NUM["start_xp"]] * players  # CC-SETUP-6
    state.gp = [0] * players  # CC-SETUP-1: a Gambit Point card each
    state.hands = [[] for _ in range(players)]
    state.teams = [[] for _ in range(players)]
    state.bought = [[] for _ in range(players)]
    state.tallies = [fresh_tally() for _ in range(players)]
    if rules.draft == "random":
        deal(state, events)
    else:
        state.draft_order = snake_order(players, rng.below(players))  # CC-SETUP-13
        state.active = state.draft_order[0]
    return state


def advance(state: CosmicState, events: list[Event]) -> None:
    """Run everything automatic until someone must choose (or the game is over)."""
    while state.phase != "over" and not state.pending:
        combat = state.combat
        if combat is None and state.phase == "action" and state.actions_left > 0:
            return  # the common case: actions are left, so the player decides
        if combat is not None:
            if not advance_combat(state, combat, events):
                return
        elif waiting(state):
            return
        elif state.phase in NEXT_PHASE:  # turn.next_phase() without the extra call
            state.phase = NEXT_PHASE[state.phase]
            state.recycled = False
        else:
            next_phase(state, events)


def _done(state: CosmicState, seat: int, action: Any, events: list[Event]) -> None:
    combat = state.combat
    if combat is not None:
        combat.step = "actions_atk" if combat.step == "support_def" else "resolve"
    elif state.phase == "awaken":
        end_awakening(state, events)
    else:
        next_phase(state, events)


def _toggle(state: CosmicState, seat: int, action: Any, events: list[Event]) -> None:
    combat = state.combat
    assert combat is not None
    side = combat.atk if combat.step == "reroll_atk" else combat.dfn  # the side whose re-roll this is
    side.chosen ^= 1 << action.die


def _reroll(state: CosmicState, seat: int, action: Any, events: list[Event]) -> None:
    combat = state.combat
    assert combat is not None
    side = combat.atk if combat.step == "reroll_atk" else combat.dfn
    if isinstance(action, A.Keep):
        side.chosen = 0
    finish_reroll(state, side, events)
    combat.step = "reroll_def" if combat.step == "reroll_atk" else "support_def"


def _play(state: CosmicState, seat: int, action: Any, events: list[Event]) -> None:
    side = side_of(state.combat, seat)
    if side is not None:
        play_card(state, side, action.card, events)
        return
    # CC-CARD-2, CC-CARD-3: a Non-Combat Action is free in the Action Phase, then discarded.
    state.hands[seat].remove(action.card)
    state.discard.append(action.card)
    state.tallies[seat].played += 1
    events.append(A.CardPlayed(seat=seat, card=action.card))
    begin(state, seat, design(action.card).key, action.card, events, noncombat=True)


def _ability(state: CosmicState, seat: int, action: Any, events: list[Event]) -> None:
    side = side_of(state.combat, seat)
    assert side is not None
    use_ability(state, side, action.contender, action.kind, events)


def _choose(state: CosmicState, seat: int, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.ChooseMode):
        value = MODES.index(action.mode)
    else:  # ChooseContender, ChoosePlanet, ChooseCard and ChooseDie carry one number
        value = getattr(action, action.__struct_fields__[0])
    choose(state, value, events)


Handler = Callable[[CosmicState, int, Any, list[Event]], None]
HANDLERS: dict[type, Handler] = {
    A.Draft: lambda s, seat, a, e: draft(s, seat, a.contender, e),
    A.Recycle: lambda s, seat, a, e: recycle(s, seat, e),
    A.Buy: lambda s, seat, a, e: buy(s, seat, a.slot, e),
    A.Awaken: lambda s, seat, a, e: awaken(s, seat, a.contender, e),
    A.Done: _done,
    A.Place: lambda s, seat, a, e: place(s, seat, a.cell, e),
    A.Move: move,
    A.Traverse: lambda s, seat, a, e: traverse(s, seat, a.contender, e),
    A.Attack: lambda s, seat, a, e: declare(s, seat, a.attacker, a.target, e),
    A.ToggleDie: _toggle,
    A.Reroll: _reroll,
    A.Keep: _reroll,
    A.PlayCard: _play,
    A.UseAbility: _ability,
    A.ChooseContender: _choose,
    A.ChoosePlanet: _choose,
    A.ChooseCard: _choose,
    A.ChooseDie: _choose,
    A.ChooseMode: _choose,
    A.Conquer: lambda s, seat, a, e: take_planet(s, seat, a.cell, e),
    A.Overthrow: lambda s, seat, a, e: take_planet(s, seat, a.cell, e),
}


def perform(state: CosmicState, seat: int, action: Any) -> list[Event]:
    events: list[Event] = []
    HANDLERS[type(action)](state, seat, action, events)
    advance(state, events)
    return events
