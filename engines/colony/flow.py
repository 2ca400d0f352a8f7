"""The cycle: planet turn, atmosphere turn, player turns; runs the game until someone must decide."""

from __future__ import annotations

from engines.colony import rules, steps
from engines.colony.actions import (
    AtmosphereActs,
    CycleBegan,
    DeckShuffled,
    GameEnded,
    GhostActs,
    GhostIdle,
    PlaceTop,
    PlanetCardRevealed,
    TurnBegan,
)
from engines.colony.content import CARDS, C
from engines.colony.effects import (
    harmless,
    open_window,
    player_op,
    resolve,
    resolve_docked,
    resolve_revealed,
    window_for,
)
from engines.colony.state import ColonyState, Pending
from engines.core.contract import Event

DRAWS: dict[int, int] = {int(k): v for k, v in C.numbers["planet_draws"].items()}
TURN_ADD: int = C.numbers["turn_add"]
TURN_DRAW: int = C.numbers["turn_draw"]
ESCALATION: int = C.numbers["escalation"]
OPENING_HAND: int = C.numbers["opening_hand"]
ACTING = frozenset(cid for cid, card in CARDS.items() if card.action)  # docked cards that act each cycle
TURN_ADDS = {cid: card.upgrade.turn_add for cid, card in CARDS.items() if card.upgrade and card.upgrade.turn_add}


def start_play(state: ColonyState, events: list[Event]) -> None:
    """Ships chosen: people aboard, decks shuffled, three cards each, then the first cycle (LSF-SETUP-5..7)."""
    for seat, ship in enumerate(state.ships):
        design = C.ships[ship.key]
        ship.people = design.people
        ship.deck = list(C.decks[ship.key])
        rules.draw(state, seat, OPENING_HAND, events)
    state.alive = state.players
    begin_cycle(state, events)


def begin_cycle(state: ColonyState, events: list[Event]) -> None:
    """A new cycle starts with the planet turn: NP sets the card count (LSF-CYCLE-4, LSF-TERM-13)."""
    state.cycle += 1
    state.phase = "planet"
    state.planet_left = DRAWS[state.players] + state.escalation
    events.append(CycleBegan(cycle=state.cycle, draws=state.planet_left, escalation=state.escalation))


def finished(state: ColonyState, events: list[Event]) -> bool:
    """Win at the goal, lose when every ship is ghost; the win counts first (LSF-SETUP-10, LSF-GAP-19/20)."""
    if state.outcome:
        return True
    if state.phase == "draft":
        return False
    if state.total >= state.goal:
        state.outcome = "won"
    elif state.alive <= 0:
        state.outcome = "lost"
    else:
        return False
    state.phase = "over"
    state.pending = None
    events.append(GameEnded(won=state.outcome == "won", total=state.total))
    return True


def advance(state: ColonyState, events: list[Event]) -> None:
    """Run everything automatic until a seat must decide or the game ends."""
    while not state.outcome:
        if (state.total >= state.goal or state.alive <= 0) and finished(state, events):
            return
        pend = state.pending
        if pend is None:
            if _run_phases(state, events):
                return
        elif pend.window:
            return
        elif pend.origin == "planet":
            state.pending = None
            resolve_revealed(state, pend.card, pend, events)
        elif pend.origin == "atmo":
            state.pending = None
            resolve_docked(state, pend.slot, pend.card, pend, events)
        elif _awaits_choice(state, pend, events):
            return
        else:
            state.pending = None
            resolve(state, pend, events)
            end_turn(state, events)
            if state.phase == "turns" and not _ended(state):
                begin_turn(state, events)
                if state.pending is None and state.turn_started:
                    return


def _run_phases(state: ColonyState, events: list[Event]) -> bool:
    """Planet turn, atmosphere turn, then the next player's turn; True once a player must decide.

    A phase that runs to its end leaves the game undecided (each step checks the end after every
    card), so the next phase starts at once; any other outcome goes back to ``advance``.
    """
    phase = state.phase
    if phase == "planet":
        _planet_step(state, events)
        if state.phase != "atmo" or state.pending is not None:
            return False
        phase = "atmo"
    if phase == "atmo":
        _atmosphere_step(state, events)
        if state.phase != "turns" or state.pending is not None:
            return False
    elif phase != "turns":
        return True
    if state.turn_started:
        return True
    begin_turn(state, events)
    return state.pending is None and state.turn_started


def _awaits_choice(state: ColonyState, pend: Pending, events: list[Event]) -> bool:
    """A played card still needs a choice (single answers are taken at once) or its landing window."""
    if pend.origin != "play" and pend.origin != "ghost":
        return False
    card = CARDS[pend.card]
    while pend.step < len(card.steps):
        options = steps.options(state, pend)
        if len(options) != 1 or isinstance(options[0], PlaceTop):
            return bool(options) or _abandon(state, pend)
        steps.choose(state, pend, options[0], events)
    if not pend.opened and card.lands:
        open_window(state, pend)
        return bool(pend.window)
    return False


def _abandon(state: ColonyState, pend: Pending) -> bool:
    """A choice with no answer left (the table changed): the card does nothing and is put away."""
    pend.step = len(CARDS[pend.card].steps)
    pend.blocked = pend.opened = True
    return False


def draw_planet(state: ColonyState, events: list[Event]) -> str:
    """The planet's next card; an empty deck follows the deck_out ruling (LSF-GAP-13)."""
    if not state.deck:
        if state.deck_out == "lose":
            state.outcome = "lost"
            return ""
        if not state.discard:
            return ""
        state.deck, state.discard = state.discard, []
        state.rng.shuffle(state.deck)
        state.escalation += ESCALATION
        events.append(DeckShuffled(owner=-1, escalation=state.escalation))
    card = state.deck.pop()
    if card == state.peek:
        state.peek = ""
    return card


def _ended(state: ColonyState) -> bool:
    return bool(state.outcome) or state.total >= state.goal or state.alive <= 0


def _planet_step(state: ColonyState, events: list[Event]) -> None:
    """Draw planet cards one at a time, each revealed and given its reaction window (LSF-CYCLE-3)."""
    while state.planet_left > 0:
        state.planet_left -= 1
        deck = state.deck
        card = deck.pop() if deck and not state.peek else draw_planet(state, events)
        if not card:
            if state.outcome:
                events.append(GameEnded(won=False, total=state.total))
                state.phase = "over"
                return
            continue
        events.append(PlanetCardRevealed(card=card, key=CARDS[card].key))
        window = window_for(state, card, "planet")
        if window and not harmless(state, card, "planet"):
            state.pending = Pending(card, "planet", window=window, opened=True)
            return
        resolve_revealed(state, card, None, events)
        if state.outcome or state.total >= state.goal or state.alive <= 0:
            return
    state.phase, state.atmo_next = "atmo", 0


def _atmosphere_step(state: ColonyState, events: list[Event]) -> None:
    """Docked cards act in slot order; constant effects simply stay in force (LSF-CYCLE-5..7)."""
    slots = state.slots
    for index in range(state.atmo_next, len(slots)):
        slot = slots[index]
        cid = slot.card
        if cid not in ACTING:
            continue
        card = CARDS[cid]
        events.append(AtmosphereActs(slot=index + 1, key=card.key, card=cid))
        if slot.owner < 0:
            window = window_for(state, cid, "atmo")
            if window and not harmless(state, cid, "atmo", index):
                state.atmo_next = index + 1
                state.pending = Pending(cid, "atmo", slot=index, window=window, opened=True)
                return
            resolve_docked(state, index, cid, None, events)
        else:
            for op in card.action:
                player_op(state, op, None, slot.owner, events)
        if state.outcome or state.total >= state.goal or state.alive <= 0:
            state.atmo_next = index + 1
            return
    state.atmo_next = len(slots)
    state.phase, state.turns_left, state.active = "turns", state.players, state.first
    state.turn_started = False


def begin_turn(state: ColonyState, events: list[Event]) -> None:
    """A player's turn: a ghost uses its ability, a crewed ship plays or adds (LSF-CYCLE-8, LSF-TERM-4)."""
    seat = state.active
    ship = state.ships[seat]
    if state.aegis_from == seat:
        for other in state.ships:
            other.aegis = 0
        state.aegis_from = -1
    events.append(TurnBegan(seat=seat, ghost=ship.ghost))
    state.turn_started = True
    if not ship.ghost:
        for cid in ship.docked:
            if cid in TURN_ADDS:
                rules.add_people(state, seat, TURN_ADDS[cid], events)
        return
    ability = C.ships[ship.key].ghost
    if steps.usable(state, seat, ability):
        events.append(GhostActs(seat=seat, key=ability.key))
        state.pending = Pending(ability.key, "ghost", seat)
        steps.enter(state, state.pending, events)
    else:
        events.append(GhostIdle(seat=seat))
        end_turn(state, events)


def end_turn(state: ColonyState, events: list[Event]) -> None:
    """Draw to end the turn (not a ghost, LSF-TERM-3); after the last player a new cycle begins."""
    seat = state.active
    if not state.ships[seat].ghost:
        rules.draw(state, seat, TURN_DRAW, events)
    state.turn_started = False
    state.turns_left -= 1
    if state.turns_left <= 0:
        begin_cycle(state, events)
    else:
        state.active = (seat + 1) % state.players


def add_person(state: ColonyState, seat: int, events: list[Event]) -> None:
    """The other choice of a turn: add 1 person to your own ship (LSF-CYCLE-8, LSF-OVERVIEW-5)."""
    rules.add_people(state, seat, TURN_ADD, events)
    end_turn(state, events)
    if state.phase == "turns" and not _ended(state):
        begin_turn(state, events)
