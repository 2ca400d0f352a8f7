"""Why an action is refused, in a player's words and with the rule that says so."""

from __future__ import annotations

from typing import Any

from engines.colony import actions as a
from engines.colony import steps
from engines.colony.content import CARDS, C
from engines.colony.effects import can_react, land_limit
from engines.colony.state import ColonyState


def refusal(state: ColonyState, seat: int, action: Any) -> str:
    """The reason a listed-nowhere action is not allowed now."""
    kind = type(action)
    if kind is a.PlayCard:
        return _play(state, seat, action.card)
    if kind is a.React or kind is a.NoReaction:
        return _react(state, seat, action)
    if kind is a.AddPerson:
        if state.ships[seat].ghost:
            return "A ghost ship cannot add people on its turn; it uses its ghost ability (LSF-TERM-4, LSF-GAP-14)."
        return "You may add a person only as your turn's action, before anything else is chosen (LSF-CYCLE-8)."
    if kind is a.PickShip:
        if action.ship not in C.ships:
            return f"There is no ship called {action.ship!r}."
        return "That ship is already taken (LSF-SETUP-4)."
    if kind is a.ChooseSpace:
        return _space(state, action.space)
    if kind is a.ChooseCount and state.pending is not None and state.pending.origin == "play":
        card = CARDS[state.pending.card]
        if card.lands:
            return f"{card.name} may land 1 to {land_limit(state, seat, card)} people now (LSF-TERM-6)."
    return "That is not a choice the current card asks for."


def _play(state: ColonyState, seat: int, cid: str) -> str:
    ship = state.ships[seat]
    if ship.ghost:
        return "A ghost ship neither plays nor draws cards (LSF-TERM-3)."
    if cid not in ship.hand:
        return "That card is not in your hand."
    card = CARDS[cid]
    if card.mode == "reaction":
        return f"{card.name} is a reaction: it is played only on others' turns and the planet's (LSF-CARD-6)."
    if state.pending is not None or state.phase != "turns" or state.active != seat:
        return "Play cards are played only on your own turn (LSF-CARD-6)."
    return f"{card.name} has nothing to act on right now (LSF-CARD-1)."


def _react(state: ColonyState, seat: int, action: Any) -> str:
    pend = state.pending
    if pend is None or not pend.window:
        return "Reactions answer a card as it is read, before it happens; nothing is being read now (LSF-TERM-30)."
    if pend.seat == seat:
        return "You cannot react on your own turn (LSF-CARD-6, LSF-GAP-21)."
    if isinstance(action, a.React):
        cid = action.card
        if cid not in state.ships[seat].hand:
            return "That card is not in your hand."
        card = CARDS[cid]
        if card.mode != "reaction":
            return f"{card.name} is a play card: only on your own turn (LSF-CARD-6)."
        if not can_react(state, seat, pend, card):
            return f"{card.name} does not apply to {CARDS[pend.card].name} (LSF-CARD-1)."
    return "You are not being asked to react now."


def _space(state: ColonyState, space: int) -> str:
    if not 1 <= space < len(state.surface):
        return f"This planet has S1 to S{len(state.surface) - 1} (LSF-TERM-11)."
    pend = state.pending
    landing = pend is None or CARDS[pend.card].lands
    if landing and space in state.forbid:
        blockers = [CARDS[s.card].name for s in state.slots if s.owner < 0 and s.card
                    and space in getattr(CARDS[s.card].constant, "forbid", ())]
        return f"No one may land on S{space} while {', '.join(blockers)} is docked (LSF-CYCLE-7)."
    step = steps.current(pend) if pend is not None else None
    if step is not None and step[1] == "occupied":
        return f"S{space} is unoccupied; this card needs an occupied S# (LSF-TERM-28)."
    if step is not None and step[1] == "unoccupied":
        return f"S{space} is occupied; this card needs an unoccupied S# (LSF-TERM-28)."
    if step is not None and step[1] == "adjacent":
        return f"S{space} is not adjacent to an occupied S# (LSF-TERM-29)."
    return f"S{space} cannot be chosen now."
