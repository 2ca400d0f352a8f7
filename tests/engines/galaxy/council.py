"""Scenario helpers for the agenda phase's tests: an agenda on top of the deck, revealed, voted on, resolved.

The table is the known three-player map (``rounds.known``): seat 0 Sol (Jord: 2 influence), seat 1 Yin
(Darien: 4), seat 2 Arborec (Nestphar: 2); the speaker is given by the test (default seat 0), so the vote
goes 1, 2, 0.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.galaxy import GAME
from engines.galaxy.agenda.actions import Abstain, CastVotes, DoneVoting, ExhaustForVotes
from engines.galaxy.flow import push, settle, top
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda, AgendaPhase, Vote
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows.actions import PassWindow
from tests.engines.galaxy.rounds import known


def table(speaker: int = 0, overrides: dict[int, str] | None = None) -> TIState:
    """Seat 0's first turn of the action phase (``overrides``: other tiles at positions); the agenda phase's
    steps are pushed on top of it."""
    state = known("leadership", overrides=overrides)
    state.speaker = speaker
    return state


def on_top(state: TIState, *agendas: str) -> None:
    """Put ``agendas`` on top of the agenda deck, the first revealed first."""
    for agenda in agendas:
        if agenda in state.agenda_deck:
            state.agenda_deck.remove(agenda)
        if agenda in state.agenda_discard:
            state.agenda_discard.remove(agenda)
    state.agenda_deck.extend(reversed(agendas))


def reveal(state: TIState, agenda: str) -> None:
    """``agenda`` is revealed (one Agenda step, not the whole phase): its first window or vote is asked."""
    state.phase = "agenda"
    on_top(state, agenda)
    push(state, Agenda())
    settle(state)


def phase(state: TIState, *agendas: str) -> None:
    """The whole agenda phase, ``agendas`` the first revealed."""
    state.phase = "agenda"
    on_top(state, *agendas)
    push(state, AgendaPhase())
    settle(state)


def agenda_step(state: TIState) -> Agenda | None:
    return next((s for s in reversed(state.stack) if isinstance(s, Agenda)), None)


def voting(state: TIState) -> bool:
    step = agenda_step(state)
    return step is not None and step.stage in ("voting", "speaker") and top(state) is step


def vote(state: TIState, votes: dict[int, str], abstain_others: bool = True) -> list[Event]:
    """Every seat asked casts all its votes for ``votes[seat]`` (or abstains); windows nobody could answer are
    passed. Stops at a window where a seat could play something, or when the vote is over (a choice of an
    outcome, a tie for the speaker, or the agenda resolved)."""
    events: list[Event] = []
    for _ in range(200):
        found = GAME.decisions(state)
        if not found:
            return events
        decision = found[0]
        options = decision.options
        if isinstance(top(state), Window):
            if any(not isinstance(o, PassWindow) for o in options):
                return events  # a seat could answer: the test plays or passes
            events += GAME.apply(state, decision.seat, PassWindow())
            continue
        if not voting(state):
            return events
        cast = next((o for o in options if isinstance(o, CastVotes)), None)
        if cast is not None:
            wanted = votes.get(decision.seat)
            if wanted is None:
                events += GAME.apply(state, decision.seat, Abstain())
            else:
                events += GAME.apply(state, decision.seat, CastVotes(wanted))
            continue
        exhaust = next((o for o in options if isinstance(o, ExhaustForVotes)), None)
        if exhaust is not None:
            events += GAME.apply(state, decision.seat, exhaust)
            continue
        if DoneVoting() in options:
            events += GAME.apply(state, decision.seat, DoneVoting())
            continue
        return events
    raise AssertionError("the vote never ended")


def decided(state: TIState, agenda: str, outcome: str, votes: dict[int, str] | None = None,
            counts: dict[int, int] | None = None) -> list[Event]:
    """``agenda`` resolves with ``outcome`` as if the council had elected it, ``votes`` cast as said (each seat
    ``counts[seat]`` votes, default 1); windows passed; returns at the first other choice."""
    state.phase = "agenda"
    if agenda in state.agenda_deck:
        state.agenda_deck.remove(agenda)
    cast = [Vote(s, o, (counts or {}).get(s, 1)) for s, o in (votes or {}).items()]
    push(state, Agenda(agenda=agenda, stage="decided", outcome=outcome, votes=cast))
    events = settle(state)
    return events + pass_all(state)


def pass_all(state: TIState) -> list[Event]:
    events: list[Event] = []
    for _ in range(200):
        if not isinstance(top(state), Window) or not GAME.decisions(state):
            return events
        events += GAME.apply(state, GAME.decisions(state)[0].seat, PassWindow())
    return events


def values(state: TIState) -> list[str]:
    """The values of the choices asked now (an agenda's or a card's further choice)."""
    pass_all(state)
    return [o.value for d in GAME.decisions(state) for o in d.options if hasattr(o, "value")]


def asked_seat(state: TIState) -> int:
    pass_all(state)
    return GAME.decisions(state)[0].seat


def kinds(events: list[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]
