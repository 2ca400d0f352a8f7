"""A compact way to set a woodland table for a test, and to play on it."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.deck import CARD_DESIGN, FRIEND_IDS
from engines.woodland.factions.base import FACTIONS
from engines.woodland.flow import set_step
from engines.woodland.state import (
    AllianceBoard,
    EyrieBoard,
    Item,
    LostPowersBoard,
    MarquiseBoard,
    Piece,
    VagabondBoard,
    WoodlandState,
)

LP, MQ, VB, EY, AL = "lost_powers", "marquise", "vagabond", "eyrie", "alliance"


def table(*factions: str, step: str = "", active: int = 0, seed: int = 1, **options: Any) -> WoodlandState:
    """Seats with these factions on an empty Autumn map, empty hands, ``active`` at ``step``."""
    names = factions or (LP, MQ)
    state = GAME.new_state(len(names), seed, {"factions": ",".join(names), "head_start": "", **options})
    players = len(names)
    for clearing in state.clearings:
        clearing.warriors, clearing.fallen, clearing.buildings, clearing.tokens = [0] * players, 0, [], []
    for hand in state.hands:
        state.deck += hand
        hand.clear()
    state.boards = [FACTIONS[name].new_board(state, seat) for seat, name in enumerate(names)]
    for board in state.boards:
        if isinstance(board, VagabondBoard):
            board.character, board.forest = "thief", "A1"
            board.items = [Item(k) for k in ("boot", "torch", "tea", "sword")]
        elif isinstance(board, AllianceBoard):
            state.deck += board.supporters
            board.supporters = []
        elif isinstance(board, EyrieBoard):
            board.leader = "builder"
    state.stack, state.battle, state.last_battle = [], None, None
    state.active, state.phase = active, "birdsong"
    if step:
        set_step(state, step)
    return bump(state)


def bump(state: WoodlandState) -> WoodlandState:
    """Tell the decision cache that the state was edited by hand."""
    state.seq += 1
    return state


def put(state: WoodlandState, seat: int, cid: int, warriors: int = 0, fallen: int = 0,
        buildings: tuple[str, ...] = (), tokens: tuple[str, ...] = ()) -> None:
    """Place pieces in a clearing (fallen Elders are among the warriors)."""
    clearing = state.clearings[cid - 1]
    clearing.warriors[seat] += warriors + fallen
    clearing.fallen += fallen
    clearing.buildings += [Piece(seat, k) for k in buildings]
    clearing.tokens += [Piece(seat, k) for k in tokens]
    board = state.boards[seat]
    if isinstance(board, LostPowersBoard | MarquiseBoard | EyrieBoard | AllianceBoard):
        board.supply -= warriors + fallen
    if isinstance(board, MarquiseBoard):
        for kind in buildings:
            board.placed[kind] += 1
        if "keep" in tokens:
            board.keep = cid
    if isinstance(board, EyrieBoard):
        board.roosts -= buildings.count("roost")
    if isinstance(board, AllianceBoard):
        board.sympathy -= tokens.count("sympathy")
        if "base" in buildings:
            from engines.woodland.maps import geo

            board.bases[geo(state).suit[cid]] = cid
    bump(state)


def supporters(state: WoodlandState, seat: int, *keys: str) -> list[str]:
    """Give the Alliance these cards (design keys) as its supporters stack."""
    board = state.boards[seat]
    assert isinstance(board, AllianceBoard)
    cards = [take(state, key) for key in keys]
    board.supporters = list(cards)
    bump(state)
    return cards


def decree(state: WoodlandState, seat: int, leader: str, **columns: tuple[str, ...]) -> None:
    """Set the Eyrie's leader (viziers tucked into its columns) and add deck cards (design keys) by column."""
    from engines.woodland.factions.eyrie.setup import take_leader

    board = state.boards[seat]
    assert isinstance(board, EyrieBoard)
    board.decree = [[], [], [], []]
    take_leader(state, seat, leader)
    for column, keys in columns.items():
        index = ("recruit", "move", "battle", "build").index(column)
        board.decree[index] += [take(state, key) for key in keys]
    bump(state)


def pawn(state: WoodlandState, seat: int, cid: int = 0, forest: str = "", items: tuple[str, ...] = ()) -> None:
    board = state.boards[seat]
    assert isinstance(board, VagabondBoard)
    board.clearing, board.forest = cid, forest
    if items:
        board.items = [Item(k) for k in items]
    bump(state)


def take(state: WoodlandState, key: str) -> str:
    """A card of this design out of the deck or discard pile."""
    for pile in (state.deck, state.discard):
        for card in pile:
            if CARD_DESIGN[card] == key:
                pile.remove(card)
                return card
    raise LookupError(key)


def give(state: WoodlandState, seat: int, *keys: str) -> list[str]:
    cards = [take(state, key) for key in keys]
    state.hands[seat] += cards
    bump(state)
    return cards


def friend(key: str) -> str:
    return next(c for c in FRIEND_IDS if CARD_DESIGN[c] == key)


def tableau(state: WoodlandState, seat: int, *keys: str) -> list[str]:
    """Fill the Lost Powers tableau: design keys of deck cards or Old Friends ("" leaves a slot empty)."""
    board = state.boards[seat]
    assert isinstance(board, LostPowersBoard)
    cards = []
    for key in keys:
        if not key:
            cards.append("")
        elif key in {CARD_DESIGN[f] for f in FRIEND_IDS}:
            cards.append(friend(key))
        else:
            cards.append(take(state, key))
    board.tableau = cards + [""] * (4 - len(cards))
    bump(state)
    return cards


def board(state: WoodlandState, seat: int) -> Any:
    return state.boards[seat]


def options(state: WoodlandState) -> list[Any]:
    decisions = GAME.decisions(state)
    return decisions[0].options if decisions else []


def asked(state: WoodlandState) -> int:
    return GAME.decisions(state)[0].seat


def prompt(state: WoodlandState) -> str:
    return GAME.decisions(state)[0].prompt


def act(state: WoodlandState, action: Any, seat: int | None = None) -> list[Event]:
    """Apply an action for the seat being asked (checked like a player's move)."""
    return GAME.apply(state, asked(state) if seat is None else seat, action)


def done(state: WoodlandState) -> list[Event]:
    return act(state, A.Done())


def texts(events: list[Event]) -> list[str]:
    return [GAME.narrate(e) for e in events]


def rig_dice(state: WoodlandState, high: int, low: int) -> None:
    """Make the next two dice come out as (high, low): find a generator state that rolls them."""
    from engines.core.rng import Rng

    for seed in range(10_000):
        probe = Rng(seed=seed, draws=0)
        if [probe.below(4), probe.below(4)] == [high, low]:
            state.rng = Rng(seed=seed, draws=0)
            return
    raise AssertionError("no seed found")


def at(state: WoodlandState, step: str, active: int | None = None) -> WoodlandState:
    """Enter a turn step (running its start-of-step work) after the pieces are placed."""
    if active is not None:
        state.active = active
    from engines.woodland.flow import advance

    state.stack = []
    set_step(state, step)
    advance(state, [])
    return bump(state)


def settle(state: WoodlandState) -> None:
    """Run what is automatic and answer every pending choice with its first option until the stack is empty."""
    from engines.woodland.flow import advance

    while state.stack and not state.over:
        advance(state, [])
        bump(state)
        if state.stack:
            act(state, options(state)[0])
