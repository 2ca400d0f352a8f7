"""A compact way to set a Cosmic Conquest table for a test, and to play on it."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.cosmic import GAME
from engines.cosmic import actions as A
from engines.cosmic.content import CARD_INDEX, CONTENDER_INDEX, DECK, PLANET_INDEX
from engines.cosmic.flow import advance
from engines.cosmic.state import Combat, CosmicState
from engines.cosmic.turn import fresh_tally

GRID = ["evelon", "kharos", "vantis", "morrow", "sable", "ashfall", "lumen", "tessaly", "hollow"]
# Cells:  0 evelon   1 kharos   2 vantis
#         3 morrow   4 sable    5 ashfall
#         6 lumen    7 tessaly  8 hollow


def key(name: str) -> int:
    return CONTENDER_INDEX[name]


def cell(planet: str) -> int:
    return GRID.index(planet)


def table(teams: list[list[str]], at: list[str] | None = None, *, options: dict[str, Any] | None = None,
          xp: int = 10, phase: str = "action", active: int = 0, seed: int = 1) -> CosmicState:
    """Seats with the named Contenders; ``at`` gives each seat's planet (the whole team stands there)."""
    players = len(teams)
    state = GAME.new_state(players, seed, {"draft": "random", **(options or {})})
    for contender in state.contenders:
        contender.owner, contender.cell, contender.health = -1, -1, 20
        contender.awakened, contender.weapons = False, []
    state.grid = [PLANET_INDEX[name] for name in GRID]
    state.teams = [[] for _ in range(players)]
    for seat, names in enumerate(teams):
        for name in names:
            contender = state.contenders[key(name)]
            contender.owner = seat
            contender.cell = cell(at[seat]) if at else -1
            state.teams[seat].append(key(name))
    state.order = list(range(players))
    state.turn, state.active, state.phase = active, active, phase
    state.actions_left = 2
    state.xp = [xp] * players
    state.tallies = [fresh_tally() for _ in range(players)]
    state.pending, state.combat, state.traversed = [], None, False
    return state


def put(state: CosmicState, name: str, planet: str) -> None:
    state.contenders[key(name)].cell = cell(planet)


def instance(state: CosmicState, design_key: str) -> int:
    """Take one card of this design out of the deck, discard pile or market."""
    wanted = CARD_INDEX[design_key]
    for pile in (state.deck, state.discard):
        for card in pile:
            if DECK[card] == wanted:
                pile.remove(card)
                return card
    for slot, card in enumerate(state.market):
        if card >= 0 and DECK[card] == wanted:
            state.market[slot] = -1
            return card
    raise LookupError(design_key)


def give(state: CosmicState, seat: int, design_key: str) -> int:
    card = instance(state, design_key)
    state.hands[seat].append(card)
    return card


def arm(state: CosmicState, name: str, design_key: str) -> int:
    card = instance(state, design_key)
    state.contenders[key(name)].weapons.append(card)
    return card


def offer(state: CosmicState, slot: int, design_key: str) -> int:
    """Put a card of this design face up in a market slot."""
    old = state.market[slot]
    if old >= 0:
        state.deck.insert(0, old)
    card = instance(state, design_key)
    state.market[slot] = card
    return card


def options(state: CosmicState, seat: int | None = None) -> list[Any]:
    decisions = GAME.decisions(state)
    for decision in decisions:
        if seat is None or decision.seat == seat:
            return decision.options
    return []


def asked(state: CosmicState) -> int:
    return GAME.decisions(state)[0].seat


def act(state: CosmicState, action: Any, seat: int | None = None) -> list[Event]:
    """Apply an action for the seat being asked (or the given seat), with the full legality check."""
    return GAME.apply(state, asked(state) if seat is None else seat, action)


def settle(state: CosmicState) -> list[Event]:
    events: list[Event] = []
    advance(state, events)
    return events


def fight(state: CosmicState, attacker: str, target: str, atk: list[int], dfn: list[int]) -> Combat:
    """Declare an attack, then set the rolled dice to known faces (0 Miss, 1 Hit, 2 Double, 3 Defense)."""
    act(state, A.Attack(key(attacker), key(target)))
    combat = state.combat
    assert combat is not None
    combat.atk.dice, combat.dfn.dice = list(atk), list(dfn)
    return combat


def finish(state: CosmicState, *, keep: bool = True) -> list[Event]:
    """Keep the dice and pass every remaining combat step."""
    events: list[Event] = []
    while state.combat is not None and not state.pending:
        choices = options(state)
        step = A.KEEP if A.KEEP in choices else A.DONE
        events += act(state, step)
    return events


def kinds(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def begin_turn(state: CosmicState, seat: int = 0) -> list[Event]:
    """Start ``seat``'s turn with its Recovery Phase, then run what is automatic."""
    from engines.cosmic.turn import start_turn

    events: list[Event] = []
    state.turn = state.order.index(seat)
    start_turn(state, events)
    advance(state, events)
    return events


def to_phase(state: CosmicState, phase: str) -> None:
    """Press 'done' until the active player reaches this phase."""
    while state.phase != phase:
        act(state, A.DONE)


def last_values(state: CosmicState) -> tuple[list[int], list[int], list[int]]:
    """The last combat's final values: attacker [Hits, Defense], defender [Hits, Defense], damage taken."""
    combat = state.last_combat
    assert combat is not None
    atk, dfn = combat.atk, combat.dfn
    damage = [atk.damage_taken, dfn.damage_taken]
    return [atk.total_hits, atk.total_defense], [dfn.total_hits, dfn.total_defense], damage
