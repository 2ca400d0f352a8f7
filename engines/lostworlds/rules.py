"""The mechanics every part of the game shares: Renown, READY, wreck, pieces and acquiring worlds."""

from __future__ import annotations

from engines.core.contract import Event
from engines.lostworlds import log
from engines.lostworlds.content import CONQUER, MORALITY, RENOWN_MAX, SETTLE, WORLDS
from engines.lostworlds.state import LWState, Step


def gain(state: LWState, seat: int, amount: int, events: list[Event]) -> None:
    """Gain Renown; anything beyond the maximum of five is lost at once (LW-RENOWN-2, LW-RENOWN-3)."""
    player = state.ps[seat]
    before = player.renown
    player.renown = min(RENOWN_MAX, before + amount)
    lost = before + amount - player.renown
    if player.renown != before or lost > 0:
        events.append(log.RenownChanged(seat=seat, amount=player.renown - before, renown=player.renown,
                                        lost=max(0, lost)))


def spend(state: LWState, seat: int, amount: int, events: list[Event]) -> None:
    player = state.ps[seat]
    player.renown -= amount
    events.append(log.RenownChanged(seat=seat, amount=-amount, renown=player.renown))


def ready(state: LWState, seat: int, count: int, events: list[Event]) -> None:
    """READY fleets: from Hyperspace to the Home Planet (LW-ACTION-3, LW-GLOSS-2)."""
    player = state.ps[seat]
    moved = min(count, player.hyper)
    if moved:
        player.hyper -= moved
        player.home += moved
        events.append(log.FleetsReadied(seat=seat, count=moved))


def place(state: LWState, seat: int, slot: int, side: int, events: list[Event]) -> None:
    """A fleet from the Home Planet to one side of a world (LW-ROLL-7, LW-ROLL-8)."""
    state.ps[seat].home -= 1
    state.table[slot].fleets[side * state.players + seat] += 1
    state.dirty = True
    events.append(log.FleetPlaced(seat=seat, world=state.table[slot].world, side=side))


def move(state: LWState, seat: int, src: tuple[int, int], dst: tuple[int, int], events: list[Event]) -> None:
    """Move one of ``seat``'s fleets between world sides (LW-ROLL-9, LW-ACQ-5)."""
    n = state.players
    state.table[src[0]].fleets[src[1] * n + seat] -= 1
    state.table[dst[0]].fleets[dst[1] * n + seat] += 1
    state.dirty = True
    events.append(log.FleetMoved(seat=seat, world=state.table[src[0]].world, side=src[1],
                                 to_world=state.table[dst[0]].world, to_side=dst[1]))


def wreck(state: LWState, slot: int, side: int, owner: int, by: int, count: int, events: list[Event]) -> None:
    """Wreck fleets: back to their Home Planet; the owner gains Renown unless they wrecked them."""
    state.table[slot].fleets[side * state.players + owner] -= count
    state.ps[owner].home += count
    state.dirty = True
    world = state.table[slot].world
    for _ in range(count):
        events.append(log.FleetWrecked(seat=owner, world=world, side=side, by=by))
    if owner != by:  # LW-ACQ-12, LW-ACQ-13
        gain(state, owner, count, events)


def value(state: LWState, slot: int, seat: int, side: int) -> int:
    """A world's value for one player: one less where their Champion stands, never below 1 (LW-CHAMP-4)."""
    base = WORLDS[state.table[slot].world].value[side]
    if state.table[slot].champs >> seat & 1:
        return max(1, base - 1)
    return base


def occupies(state: LWState, slot: int, seat: int) -> bool:
    """A fleet on either side, the Champion, or the Dreadnought under control (LW-GLOSS-1)."""
    s = state.table[slot]
    n = state.players
    if s.world < 0:
        return False
    return bool(s.fleets[seat] or s.fleets[n + seat] or s.champs >> seat & 1
                or (state.dread == slot and state.dread_owner == seat))


def may_acquire(state: LWState, slot: int, seat: int) -> bool:
    """Only the Dreadnought's controller, or a player whose Champion is there (LW-DREAD-5, LW-DREAD-6)."""
    if state.dread != slot or state.dread_owner == seat:
        return True
    return bool(state.table[slot].champs >> seat & 1)


def qualified_sides(state: LWState, slot: int, seat: int) -> list[int]:
    """The sides on which ``seat`` has enough fleets to acquire the world now (LW-ACQ-2)."""
    fleets = state.table[slot].fleets
    n = state.players
    sides = [side for side in (SETTLE, CONQUER) if fleets[side * n + seat] >= value(state, slot, seat, side)]
    return sides if sides and may_acquire(state, slot, seat) else []


def place_champion(state: LWState, seat: int, slot: int, events: list[Event]) -> None:
    """Put the Champion on a world, taking it from wherever it stood (LW-CHAMP-3, LW-GAP-25)."""
    player = state.ps[seat]
    if player.champ >= 0:
        state.table[player.champ].champs &= ~(1 << seat)
    player.champ = slot
    state.table[slot].champs |= 1 << seat
    state.dirty = True
    events.append(log.ChampionPlaced(seat=seat, world=state.table[slot].world))


def place_dreadnought(state: LWState, seat: int, slot: int, events: list[Event]) -> None:
    """Move the one Dreadnought to a world under ``seat``'s control marker (LW-DREAD-3, LW-DREAD-4)."""
    state.dread = slot
    state.dread_owner = seat
    state.dirty = True
    events.append(log.DreadnoughtPlaced(seat=seat, world=state.table[slot].world))


def move_morality(state: LWState, seat: int, delta: int, events: list[Event]) -> None:
    """Toward the Savior (-1) or the Tyrant (+1); the ends of the track hold (LW-GAP-24)."""
    player = state.ps[seat]
    space = min(len(MORALITY) - 1, max(0, player.morality + delta))
    if space != player.morality:
        player.morality = space
        events.append(log.MoralityMoved(seat=seat, space=space))


def acquisition_candidate(state: LWState) -> tuple[int, int, list[int]] | None:
    """The next world to be acquired: slots in table order; the active player first, then turn order."""
    n = state.players
    order = [(state.active + k) % n for k in range(n)]
    for slot, s in enumerate(state.table):
        fleets = s.fleets
        if s.world < 0 or not any(fleets):
            continue
        settle, conquer = WORLDS[s.world].value
        for seat in order:
            here, there = fleets[seat], fleets[n + seat]
            if not (here or there):
                continue
            cut = s.champs >> seat & 1  # inlined value(): this check runs after nearly every step
            sides = []
            if here and here >= max(1, settle - cut):
                sides.append(SETTLE)
            if there and there >= max(1, conquer - cut):
                sides.append(CONQUER)
            if sides and may_acquire(state, slot, seat):
                return slot, seat, sides
    return None


def check_acquisitions(state: LWState, events: list[Event]) -> bool:
    """Acquire one qualifying world, or ask its acquirer which side; False when none qualifies."""
    found = acquisition_candidate(state)
    if found is None:
        return False
    slot, seat, sides = found
    if len(sides) == 2:  # LW-GAP-22: a player meeting both values chooses how to take the world
        state.steps.append(Step("acquire_side", seat, slot))
    else:
        acquire(state, slot, seat, sides[0], events)
    return True


def acquire(state: LWState, slot: int, seat: int, side: int, events: list[Event]) -> None:
    """Every step of LW-ACQ-9 to LW-ACQ-20 for one world."""
    s = state.table[slot]
    world = s.world
    used = value(state, slot, seat, side)
    clean = not any(occupies(state, slot, q) for q in range(state.players) if q != seat)
    n = state.players
    s.fleets[side * n + seat] -= used
    state.ps[seat].hyper += used  # LW-ACQ-9
    wrecked = 0
    for index, count in enumerate(s.fleets):
        if count:
            wreck(state, slot, index // n, index % n, seat, count, events)  # LW-ACQ-10
            wrecked += count
    player = state.ps[seat]
    (player.settled if side == SETTLE else player.conquered).append(world)  # LW-ACQ-14
    player.tokens.append(world)  # LW-ACQ-16
    events.append(log.WorldAcquired(seat=seat, world=world, side=side, used=used))
    move_morality(state, seat, -1 if side == SETTLE else 1, events)  # LW-ACQ-17 to LW-ACQ-19
    _return_pieces(state, slot)
    if seat == state.active:
        state.explorer = state.explorer or (side == SETTLE and clean)
        state.invasion = wrecked if side == CONQUER else state.invasion
    deal(state, slot, events)  # LW-ACQ-20
    _check_end(state, seat, events)
    if state.camp is not None:
        state.steps.append(Step("camp_acquired", seat, side))


def _return_pieces(state: LWState, slot: int) -> None:
    """Champions go home (LW-CHAMP-6); the Dreadnought returns to Hyperspace (LW-GAP-25)."""
    s = state.table[slot]
    for seat in range(state.players):
        if s.champs >> seat & 1:
            state.ps[seat].champ = -1
    s.champs = 0
    if state.dread == slot:
        state.dread = -1
        state.dread_owner = -1


def deal(state: LWState, slot: int, events: list[Event]) -> None:
    """A new World card into the slot; with the deck empty the slot stays empty (LW-GAP-9)."""
    s = state.table[slot]
    s.fleets = [0] * (2 * state.players)
    if state.deck:
        s.world = state.deck.pop()
        events.append(log.WorldDealt(world=s.world, slot=slot))
        return
    s.world = -1
    if all(t.world < 0 for t in state.table):
        state.final_left = 1  # nothing left to take: the game ends with this turn


def worlds_of(state: LWState, seat: int) -> int:
    player = state.ps[seat]
    return len(player.settled) + len(player.conquered)


def _check_end(state: LWState, seat: int, events: list[Event]) -> None:
    """Settled plus conquered worlds reaching the threshold trigger the end (LW-END-1, LW-END-4)."""
    if state.final_left < 0 and worlds_of(state, seat) >= state.threshold:
        state.final_left = state.players
        events.append(log.EndTriggered(seat=seat, worlds=worlds_of(state, seat)))


def world_slot(state: LWState, world: int) -> int:
    """The slot index of a world in play (-1 if it is not in play)."""
    for slot, s in enumerate(state.table):
        if s.world == world:
            return slot
    return -1


def unspent_dice(state: LWState) -> list[int]:
    return [d for d in range(3) if not state.spent >> d & 1]
