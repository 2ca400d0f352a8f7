"""What each rider gives when its prediction comes true (the rider cards are action cards played after
an agenda is revealed: ``cards/action_cards/agenda.py``)."""

from __future__ import annotations

from collections.abc import Callable

from engines.core.contract import Event
from engines.galaxy.actions.events import SpeakerChanged
from engines.galaxy.agenda.choices import ask_each, part
from engines.galaxy.cards.common import place
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.flow import push
from engines.galaxy.forces import place_command_token
from engines.galaxy.hands import draw_action_cards
from engines.galaxy.seats import clockwise_from
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda, AgendaStep
from engines.galaxy.steps.common import PlaceStructure, Research
from engines.galaxy.tokens import gain_tokens
from engines.galaxy.victory import gain_points

Reward = Callable[[TIState, int, Agenda], list[Event]]
RIDERS: dict[str, Reward] = {}


def rider(card: str) -> Callable[[Reward], Reward]:
    def register(function: Reward) -> Reward:
        RIDERS[card] = function
        return function

    return register


@rider("construction_rider")
def construction_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    push(state, PlaceStructure(seat=seat, kinds=["space_dock"]))
    return []


@rider("diplomacy_rider")
def diplomacy_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    ask_each(state, "diplomacy_rider", "diplomacy_rider_system", [seat], [1])
    return []


@part("diplomacy_rider_system")
class DiplomacyRiderSystem:
    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        from engines.galaxy.words import system

        seat = step.order[0]
        nodes = sorted({p.system for p in state.planets.values() if p.owner == seat})
        return "choose a system with one of your planets: every other player puts a command token there", [
            (str(n), system(state, n)) for n in nodes]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        for other in clockwise_from(state, step.order[0], include=False):
            place_command_token(state, other, int(value))
        return []


@rider("imperial_rider")
def imperial_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    return gain_points(state, seat, 1, "imperial_rider")


@rider("leadership_rider")
def leadership_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    gain_tokens(state, seat, 3)
    return []


@rider("politics_rider")
def politics_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    state.speaker = seat
    return [SpeakerChanged(seat=seat), *draw_action_cards(state, seat, 3)]


@rider("technology_rider")
def technology_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    push(state, Research(seat=seat, optional=True))
    return []


@rider("trade_rider")
def trade_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    return gain_trade_goods(state, seat, 5, "trade_rider")


@rider("warfare_rider")
def warfare_rider(state: TIState, seat: int, step: Agenda) -> list[Event]:
    ask_each(state, "warfare_rider", "warfare_rider_system", [seat], [1])
    return []


@part("warfare_rider_system")
class WarfareRiderSystem:
    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        from engines.galaxy.content.units import SHIPS
        from engines.galaxy.forces import reinforcements
        from engines.galaxy.words import system

        seat = step.order[0]
        if (reinforcements(state, seat, "dreadnought") or 0) <= 0:
            return None
        nodes = sorted(int(k) for k, s in state.systems.items() if any(x.owner == seat and x.kind in SHIPS
                                                                      for x in s.space))
        return "choose a system with your ships for a dreadnought", [(str(n), system(state, n)) for n in nodes]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        return place(state, step.order[0], int(value), "", "dreadnought", source=step.agenda)


@rider("sanction")
def sanction(state: TIState, seat: int, step: Agenda) -> list[Event]:
    """Everyone who voted for the predicted outcome returns a fleet pool token to reinforcements."""
    for voter in sorted({v.seat for v in step.votes if v.outcome == step.outcome and v.count > 0}):
        player = state.players[voter]
        player.fleet = max(0, player.fleet - 1)
    return []
