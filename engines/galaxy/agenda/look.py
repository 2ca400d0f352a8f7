"""Politics' third step (LRR 66.2): its holder looks at the top two agendas and puts each back on the top or
at the bottom of the deck. Only that seat sees them (``PlayerState.seen``, listed as its secrets).

Cards put back on top keep the order they were placed in: the first placed on top is the next revealed.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.agenda.actions import AgendasPlaced, AgendasSeen
from engines.galaxy.agenda.choices import part
from engines.galaxy.agenda.words import agenda_name
from engines.galaxy.flow import push
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import AgendaStep

LOOKED = 2


def look_at_agendas(state: TIState, seat: int) -> list[Event]:
    """Take the top two agendas off the deck for ``seat`` to place back."""
    top = [state.agenda_deck.pop() for _ in range(min(LOOKED, len(state.agenda_deck)))]
    if not top:
        return []
    seen = state.players[seat].seen
    seen.extend(a for a in top if a not in seen)
    push(state, AgendaStep(seat=seat, agenda="politics", part="place_agendas", stage=len(top), order=[seat],
                           picks=top))
    return [AgendasSeen(seat=seat), AgendasSeen(seat=seat, agendas=list(top), only=seat)]


@part("place_agendas")
class PlaceAgendas:
    """``picks``: the agendas still in hand, top first; ``target``: those put back on top, comma-separated."""

    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        if not step.picks:
            return None
        agenda = step.picks[0]
        name = agenda_name(agenda)
        return f"put {name} back on the top or at the bottom of the agenda deck", [
            ("top", f"{name}: on top"), ("bottom", f"{name}: at the bottom")]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        agenda = step.picks.pop(0)
        if value == "bottom":
            state.agenda_deck.insert(0, agenda)
        else:
            step.target = ",".join(filter(None, [*step.target.split(","), agenda]))
        return []

    def finish(self, state: TIState, step: AgendaStep) -> list[Event]:
        tops = [a for a in step.target.split(",") if a] + list(step.picks)
        state.agenda_deck.extend(reversed(tops))
        return [AgendasPlaced(seat=step.seat, top=len(tops), bottom=LOOKED - len(tops))]
