"""Setup steps 7 to 9 and the four phases of a turn: Recovery, Armory, Action and Conquest."""

from __future__ import annotations

from engines.core.contract import Event
from engines.cosmic.actions import Dealt, Drafted, Move, OrderSet, Placed, PlanetTaken, TimerTicked, TurnStarted
from engines.cosmic.board import ADJACENT, team_cell
from engines.cosmic.chance import shuffle
from engines.cosmic.content import CLASSES, CONTENDERS, GP, NUM, PLANETS
from engines.cosmic.effects import REGISTRY, Ctx, gain_gp, gain_xp, modify, relocate, sources
from engines.cosmic.planets import criterion
from engines.cosmic.play import BUILTINS
from engines.cosmic.scoring import finish
from engines.cosmic.state import CosmicState, Pending, Tally

CELL_COUNT = 9


def fresh_tally() -> Tally:
    return Tally(damage=[0] * CELL_COUNT)


# ----- Step 7: teams, dealt at random or drafted ----------------------------------------------------------
def deal(state: CosmicState, events: list[Event]) -> None:
    """CC-SETUP-12: one random Sentinel, Savior and Destroyer each; CC-SETUP-18: random first player."""
    pools = [[c.index for c in CONTENDERS if c.klass == klass] for klass in CLASSES]
    for pool in pools:
        shuffle(state, pool)
    for seat in range(state.players):
        for pool in pools:
            take(state, seat, pool[seat])
        events.append(Dealt(seat=seat, contenders=list(state.teams[seat])))
    first = state.rng.below(state.players)
    set_order(state, first, events)


def snake_order(players: int, first: int) -> list[int]:
    """CC-SETUP-13, CC-SETUP-14: clockwise from the first drafter, reversed every round."""
    ahead = [(first + i) % players for i in range(players)]
    return ahead + ahead[::-1] + ahead


def take(state: CosmicState, seat: int, key: int) -> None:
    """CC-SETUP-16: a Contender joins its team Unrivaled, with full Health."""
    contender = state.contenders[key]
    contender.owner = seat
    contender.health = NUM["health"]
    state.teams[seat].append(key)


def draft(state: CosmicState, seat: int, key: int, events: list[Event]) -> None:
    take(state, seat, key)
    events.append(Drafted(seat=seat, contender=key))
    state.picks += 1
    state.steps += 1
    if state.picks < len(state.draft_order):
        state.active = state.draft_order[state.picks]
    else:
        last = state.draft_order[-1]  # CC-SETUP-17, CC-GAP-22: the last drafter awakens first
        set_order(state, last, events)


def set_order(state: CosmicState, first: int, events: list[Event]) -> None:
    """CC-SETUP-19: Awakening order, clockwise from ``first``, is the turn order."""
    state.order = [(first + i) % state.players for i in range(state.players)]
    state.phase = "awaken"
    state.turn = 0
    state.active = state.order[0]
    state.recycled = False
    events.append(OrderSet(order=list(state.order)))


def draftable(state: CosmicState, seat: int) -> list[int]:
    """CC-SETUP-11, CC-SETUP-15: any free Contender of a class the team still lacks."""
    have = {CONTENDERS[k].klass for k in state.teams[seat]}
    return [c.key for c in state.contenders if c.owner < 0 and CONTENDERS[c.key].klass not in have]


# ----- Steps 8 and 9: Awakening, then placement -----------------------------------------------------------
def end_awakening(state: CosmicState, events: list[Event]) -> None:
    state.turn += 1
    state.steps += 1
    state.recycled = False
    if state.turn == state.players:
        state.phase = "place"
        state.turn = 0
    state.active = state.order[state.turn]


def place(state: CosmicState, seat: int, cell: int, events: list[Event]) -> None:
    """CC-SETUP-24, CC-SETUP-25: the whole team onto one planet, in turn order."""
    for key in state.teams[seat]:
        state.contenders[key].cell = cell
    events.append(Placed(seat=seat, cell=cell, planet=PLANETS[state.grid[cell]].name))
    state.turn += 1
    state.steps += 1
    if state.turn == state.players:
        state.turn = 0
        state.round = 1
        start_turn(state, events)
    else:
        state.active = state.order[state.turn]


# ----- the turn -----------------------------------------------------------------------------------
def start_turn(state: CosmicState, events: list[Event]) -> None:
    """CC-TURN-1: a new turn begins with the Recovery Phase (CC-RECOVERY-1 to CC-RECOVERY-3)."""
    seat = state.order[state.turn]
    state.active = seat
    state.steps += 1
    state.tallies = [Tally(damage=[0] * CELL_COUNT) for _ in range(state.players)]
    state.actions_left = NUM["actions"]
    state.traversed = state.recycled = False
    state.taken = 0
    state.phase = "recovery"
    events.append(TurnStarted(seat=seat, round=state.round, timer=state.timer))
    for key in state.teams[seat]:
        contender = state.contenders[key]
        if contender.cd_combat > 0:  # cooldowns never go below zero
            contender.cd_combat -= 1
        if contender.cd_support > 0:
            contender.cd_support -= 1
    gain_xp(state, seat, NUM["recovery_xp"], "recovery", events)
    for name, source in sources(state, seat, "recovery"):  # CC-GAP-25: grid, then team order
        REGISTRY[name](Ctx(state, seat, name, events, "recovery", source))


NEXT_PHASE = {"recovery": "armory", "armory": "action", "action": "conquest"}


def next_phase(state: CosmicState, events: list[Event]) -> None:
    """CC-TURN-2: the phases always follow in the same order."""
    if state.phase == "conquest":
        end_turn(state, events)
    else:
        state.phase = NEXT_PHASE[state.phase]
        state.recycled = False


def end_turn(state: CosmicState, events: list[Event]) -> None:
    """After the last player of a round, the timer may tick and a triggered end arrives (CC-WIN-3)."""
    counts = state.rules.timer_counts
    state.turn += 1
    if counts == "turn":
        _tick(state, events)
    if state.turn < state.players:
        start_turn(state, events)
        return
    state.turn = 0
    if counts == "round":
        _tick(state, events)
    if state.ending:
        finish(state, events)
        return
    state.round += 1
    start_turn(state, events)


def _tick(state: CosmicState, events: list[Event]) -> None:
    """CC-GAP-7: the turn timer goes down by one; at zero the end is triggered (CC-WIN-2)."""
    state.timer -= 1
    events.append(TimerTicked(timer=state.timer))
    if state.timer <= 0:
        state.ending = True


# ----- Action Phase ---------------------------------------------------------------------------------
def destinations(state: CosmicState, seat: int, key: int) -> list[int]:
    """CC-MOVE-2, CC-MOVE-3: an adjacent planet or any planet the player controls."""
    cell = team_cell(state, seat) if key < 0 else state.contenders[key].cell
    near = ADJACENT[cell]
    if seat not in state.control:
        return list(near)
    return [*near, *(c for c, owner in enumerate(state.control) if owner == seat and c != cell and c not in near)]


def move(state: CosmicState, seat: int, action: Move, events: list[Event]) -> None:
    """CC-MOVE-1: one of the two actions."""
    state.actions_left -= 1
    relocate(state, seat, action.contender, action.cell, "move", events)


def traverse_cost(state: CosmicState, seat: int, key: int) -> int:
    return modify(state, seat, "traverse_cost", NUM["traverse_cost"], "traverse", key)


def traverse(state: CosmicState, seat: int, key: int, events: list[Event]) -> None:
    """CC-MOVE-4: once per turn, free of actions, to any planet for 2 XP."""
    state.xp[seat] -= traverse_cost(state, seat, key)
    state.traversed = True
    here = team_cell(state, seat) if key < 0 else state.contenders[key].cell
    among = [cell for cell in range(CELL_COUNT) if cell != here]
    state.pending.append(Pending(seat, "traverse", "planet", among, "traverse", key))


def _land(state: CosmicState, pending: Pending, cell: int, events: list[Event]) -> None:
    state.tallies[pending.seat].traversed.append(cell)
    relocate(state, pending.seat, pending.source, cell, "traverse", events)


BUILTINS["traverse"] = _land


# ----- Conquest Phase -------------------------------------------------------------------------------
def take_planet(state: CosmicState, seat: int, cell: int, events: list[Event]) -> None:
    """CC-CONQUEST-4 to CC-CONQUEST-12: take control, the Planet card, 1 XP and Gambit Points."""
    rule = criterion(state, cell)
    conquer = state.control[cell] < 0
    if rule.kind == "pay":
        state.xp[seat] -= rule.n
    state.control[cell] = seat
    state.taken += 1
    events.append(PlanetTaken(seat=seat, cell=cell, how="conquer" if conquer else "overthrow",
                              planet=PLANETS[state.grid[cell]].name))
    gain_xp(state, seat, NUM["conquest_xp"], "conquest", events)
    gain_gp(state, seat, GP["conquer"] if conquer else GP["overthrow"], "conquest", events)
