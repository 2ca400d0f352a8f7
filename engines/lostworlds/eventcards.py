"""Event cards (optional module): two in play, Power Tokens on each, thirteen effects (LW-EVENT-*)."""

from __future__ import annotations

from collections.abc import Callable

from engines.core.contract import Event
from engines.lostworlds import log
from engines.lostworlds.content import EVENT_KEYS, EVENTS, FACES
from engines.lostworlds.rules import gain, occupies, ready, spend
from engines.lostworlds.state import ROLLING, LWState, Step

IN_PLAY = 2


def tokens_for(state: LWState, card: int) -> int:
    """Tokens a card enters play with; X is the number of players (LW-EVENT-3, LW-EVENT-8)."""
    return EVENTS[card].tokens or state.players


def refill(state: LWState, events: list[Event]) -> None:
    """Deal up to two event cards; an empty deck takes back the shuffled discards (LW-GAP-9)."""
    while len(state.ev_table) < IN_PLAY:
        if not state.ev_deck:
            if not state.ev_discard:
                return
            state.ev_deck, state.ev_discard = state.ev_discard, []
            state.rng.shuffle(state.ev_deck)
        card = state.ev_deck.pop()
        state.ev_table.append(card)
        state.ev_tokens.append(tokens_for(state, card))
        events.append(log.EventCardDealt(card=card))


def _unspent(state: LWState) -> list[int]:
    return [d for d in range(3) if not state.spent >> d & 1]


def _renown_die(state: LWState) -> bool:
    return any("R" in FACES[d][state.dice[d]].icons for d in _unspent(state))


def _has_piece(state: LWState, seat: int) -> bool:
    return state.ps[seat].champ >= 0 or (state.dread >= 0 and state.dread_owner == seat)


def _worlds(state: LWState) -> int:
    return sum(1 for s in state.table if s.world >= 0)


def _own_fleets_out(state: LWState, seat: int) -> bool:
    n = state.players
    return any(s.fleets[seat] or s.fleets[n + seat] for s in state.table)


def opponent_fleets(state: LWState, slot: int, seat: int) -> bool:
    fleets = state.table[slot].fleets
    return any(c for i, c in enumerate(fleets) if c and i % state.players != seat)


def bribe_pieces(state: LWState, seat: int) -> list[tuple[int, int]]:
    """Champions (seat) and the Dreadnought (-1) on worlds ``seat`` occupies (LW-EVENT-18)."""
    found: list[tuple[int, int]] = []
    for slot, s in enumerate(state.table):
        if s.world < 0 or not occupies(state, slot, seat):
            continue
        found += [(q, slot) for q in range(state.players) if s.champs >> q & 1]
        if state.dread == slot:
            found.append((-1, slot))
    return found


def _usable_checks() -> dict[str, Callable[[LWState, int], bool]]:
    return {
        "relic_engines": lambda st, p: _renown_die(st),
        "fold_in_space": lambda st, p: bool(_unspent(st)),
        "trade_compact": lambda st, p: True,
        "duel_at_dusk": lambda st, p: st.ps[p].renown >= 1 and _worlds(st) > 0,
        "salvage_drones": lambda st, p: bool(_unspent(st)),
        "pathfinders": lambda st, p: st.explorer,
        "scorched_sky": lambda st, p: st.invasion > 0,
        "high_council": lambda st, p: True,
        "rally_call": lambda st, p: _has_piece(st, p) and _own_fleets_out(st, p),
        "hush_money": lambda st, p: st.ps[p].renown >= 1 and _worlds(st) > 1 and bool(bribe_pieces(st, p)),
        "black_market_guns": lambda st, p: bool(_unspent(st)) and any(
            occupies(st, i, p) and opponent_fleets(st, i, p) for i in range(len(st.table))),
        "narrow_escape": lambda st, p: _has_piece(st, p) and _worlds(st) > 1,
        "twin_moons": lambda st, p: False,  # used only while choosing an icon of a '/' face
    }


USABLE = _usable_checks()


def usable(state: LWState, seat: int) -> list[int]:
    """Event cards in play that ``seat`` may activate now (LW-EVENT-4)."""
    found = []
    for card in state.ev_table:
        event = EVENTS[card]
        if event.once_per_turn and card in state.ev_used:
            continue
        if USABLE[event.key](state, seat):
            found.append(card)
    return found


def spend_token(state: LWState, seat: int, card: int, events: list[Event]) -> None:
    """One token off the card; the last one discards it (LW-EVENT-5, LW-EVENT-6)."""
    index = state.ev_table.index(card)
    state.ev_tokens[index] -= 1
    state.ev_used.append(card)
    events.append(log.EventCardUsed(seat=seat, card=card))
    if state.ev_tokens[index] == 0:
        del state.ev_table[index]
        del state.ev_tokens[index]
        state.ev_discard.append(card)
        events.append(log.EventCardDiscarded(card=card))


def use(state: LWState, seat: int, card: int, events: list[Event]) -> None:
    """Activate an event card: pay its token and start its effect."""
    spend_token(state, seat, card, events)
    EFFECTS[EVENTS[card].key](state, seat, events)


def _relic_engines(state: LWState, seat: int, events: list[Event]) -> None:
    state.steps.append(Step("relic", seat))


def _ready_for_die(state: LWState, seat: int, events: list[Event]) -> None:
    state.steps.append(Step("discard", seat, 0))


def _trade_compact(state: LWState, seat: int, events: list[Event]) -> None:
    gain(state, seat, 1, events)
    state.steps.append(Step("ally", seat))


def _duel_at_dusk(state: LWState, seat: int, events: list[Event]) -> None:
    spend(state, seat, 1, events)  # LW-GAP-27: 1 Renown instead of 2, whatever the morality
    state.steps.append(Step("showdown", seat))


def _pathfinders(state: LWState, seat: int, events: list[Event]) -> None:
    state.explorer = False
    ready(state, seat, 2, events)


def _scorched_sky(state: LWState, seat: int, events: list[Event]) -> None:
    gain(state, seat, state.invasion, events)
    state.invasion = 0


def _high_council(state: LWState, seat: int, events: list[Event]) -> None:
    state.steps.append(Step("senate", seat))


def _rally_call(state: LWState, seat: int, events: list[Event]) -> None:
    state.steps.append(Step("rally_from", seat))


def _hush_money(state: LWState, seat: int, events: list[Event]) -> None:
    spend(state, seat, 1, events)
    state.steps.append(Step("piece", seat, 0))


def _black_market_guns(state: LWState, seat: int, events: list[Event]) -> None:
    state.steps.append(Step("discard", seat, 1))


def _narrow_escape(state: LWState, seat: int, events: list[Event]) -> None:
    state.steps.append(Step("piece", seat, 1))


def _twin_moons(state: LWState, seat: int, events: list[Event]) -> None:
    """Handled by the '/' choice step, which resolves both icons."""


EFFECTS: dict[str, Callable[[LWState, int, list[Event]], None]] = {
    "relic_engines": _relic_engines,
    "fold_in_space": _ready_for_die,
    "trade_compact": _trade_compact,
    "duel_at_dusk": _duel_at_dusk,
    "salvage_drones": _ready_for_die,
    "pathfinders": _pathfinders,
    "scorched_sky": _scorched_sky,
    "high_council": _high_council,
    "rally_call": _rally_call,
    "hush_money": _hush_money,
    "black_market_guns": _black_market_guns,
    "narrow_escape": _narrow_escape,
    "twin_moons": _twin_moons,
}
TWIN_MOONS = EVENT_KEYS["twin_moons"]


def discard_die(state: LWState, seat: int, die: int, events: list[Event]) -> None:
    """Discarding a die spends it unresolved and ends the rolling phase (LW-GAP-27)."""
    state.spent |= 1 << die
    if state.phase == ROLLING:
        from engines.lostworlds.turn import end_rolling

        end_rolling(state)
    events.append(log.DieDiscarded(seat=seat, die=die))


def icon_count(state: LWState, die: int) -> int:
    """Action icons a die shows: a '/' face gives one action, a two-icon face two (LW-EVENT-19)."""
    face = FACES[die][state.dice[die]]
    return 1 if face.join == "or" else len(face.icons)
