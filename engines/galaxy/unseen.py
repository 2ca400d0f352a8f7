"""Where the cards a seat cannot see lie, for the searching bot (``Game.hidden``, engines/core/hidden.py).

A seat sees its own hand of action cards, its secret objectives, its promissory notes and the agendas
it has looked at; of everyone else it sees only how many of each they hold and whose notes they hold
(the view's ``notes_from``). So, seen from one seat:

- the action deck and the other hands of action cards are one group: any unseen action card could be
  in any of them;
- the secret objective deck and the other players' unscored secrets are one group, except the secrets
  of the Search Warrant's holder, which that law lays face up;
- the other players' promissory notes form one group per note's owner, so a hand keeps the owners
  everyone knows it holds;
- the face-down stage I and stage II objectives are a group each, and so is the agenda
  deck, less the agendas the seat has looked at (LRR 66.2): those stay where it put them.

What the other players have looked at of the agenda deck is theirs; a drawn state forgets it.
"""

from __future__ import annotations

from engines.core.hidden import Groups, Zone
from engines.galaxy.state import TIState


def hidden_zones(state: TIState, seat: int) -> Groups:
    if state.mode == "build":
        return []
    others = [p for p in state.players if p.seat != seat]
    warrant = state.law_holders.get("search_warrant") if "search_warrant" in state.laws else None
    actions = [Zone(state.action_deck), *(Zone(p.action_cards) for p in others)]
    secrets = [Zone(state.secret_deck), *(Zone(p.secrets) for p in others if p.seat != warrant)]
    own_seen = set(state.players[seat].seen) if seat < len(state.players) else set()
    agendas = [Zone(state.agenda_deck, i, i + 1) for i, a in enumerate(state.agenda_deck) if a not in own_seen]
    return [actions, secrets, *_notes_by_owner(state, seat), [Zone(state.stage1)], [Zone(state.stage2)], agendas]


def _notes_by_owner(state: TIState, seat: int) -> Groups:
    """One group per owner: each note in another player's hand is a zone of one card."""
    groups: dict[str, list[Zone]] = {}
    for p in state.players:
        if p.seat == seat:
            continue
        for i, note in enumerate(p.notes):
            groups.setdefault(note.partition(":")[0], []).append(Zone(p.notes, i, i + 1))
    return [groups[owner] for owner in sorted(groups)]


def forget_what_others_looked_at(state: TIState, seat: int) -> None:
    """Blank the agendas other players have looked at (their secret), in a copy made for ``seat``."""
    for p in state.players:
        if p.seat != seat:
            p.seen = []


def unsampled(state: TIState, seat: int) -> bool:
    """Whether a procedure in progress holds a card ``seat`` cannot see and no zone can redraw (another's
    claim of a secret objective, an agenda hidden by Covert Legislation, the agendas Politics' holder is
    placing, the notes of a transaction between others): the seat's view shows that step otherwise than
    it is. The searching bot then plays as the heuristic until it is over."""
    from engines.galaxy.view import _steps  # the view's own rule for what a seat sees of the stack

    return state.mode != "build" and _steps(state, seat) != list(state.stack)
