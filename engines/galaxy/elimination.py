"""Elimination (LRR 33): a player with no ground forces on the board, no units with PRODUCTION and
no planets is out; their units and tokens leave the board, their action cards are discarded and
their unscored secret objectives shuffled back, their promissory notes leave the game and the laws they
hold are discarded (LRR 33.2-33.7)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import PlayerEliminated
from engines.galaxy.board import stats
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.state import NOBODY, TIState


def out_of_the_game(state: TIState, seat: int) -> bool:
    if any(p.owner == seat for p in state.planets.values()):
        return False
    stacks = [s for system in state.systems.values() for s in system.space]
    stacks += [s for p in state.planets.values() for s in p.units]
    for stack in stacks:
        if stack.owner != seat:
            continue
        if stack.kind in GROUND_FORCES or stats(state, seat, stack.kind).production is not None:
            return False
    return True


def eliminate(state: TIState, seat: int) -> list[Event]:
    player = state.players[seat]
    player.eliminated = player.passed = True
    for system in state.systems.values():
        system.space = [s for s in system.space if s.owner != seat]
        system.tokens = [t for t in system.tokens if t != seat]
    for planet in state.planets.values():
        planet.units = [s for s in planet.units if s.owner != seat]
    state.action_discard += player.action_cards
    player.action_cards = []
    state.secret_deck += player.secrets
    player.secrets = []
    state.rng.shuffle(state.secret_deck)
    for slot in state.strategy:
        if slot.holder == seat:
            slot.used = True
    from engines.galaxy.promissory.generic import owner_eliminated
    from engines.galaxy.promissory.notes import remove_notes_of

    events: list[Event] = [PlayerEliminated(seat=seat), *owner_eliminated(state, seat)]
    remove_notes_of(state, seat)
    for law, holder in list(state.law_holders.items()):
        if holder == seat:
            from engines.galaxy.agenda.laws import repeal

            events += repeal(state, law)
    return events


def check_elimination(state: TIState) -> list[Event]:
    events: list[Event] = []
    if state.winner != NOBODY:
        return events
    holding = {p.owner for p in state.planets.values()}
    for player in state.players:
        if not player.eliminated and player.seat not in holding and out_of_the_game(state, player.seat):
            events += eliminate(state, player.seat)
    return events
