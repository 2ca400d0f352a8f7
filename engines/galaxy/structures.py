"""Placing structures (LRR 24, 63, 79): PDS and space docks from reinforcements onto controlled
planets, at most one space dock and two PDS on a planet.

A structure with a move value (the Saar's Floating Factory) floats: placed "on" a planet, it stands in
that planet's system's space area instead, at most one for each planet its owner controls there.

Hooks: ``no_pds_limit`` (true: any number of PDS on a planet), ``structure_placed`` (kind, planet,
system: a hook point after a structure is placed; Minister of Industry produces there)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import StructurePlaced
from engines.galaxy.actions.rounds import DoneChoosing, PlaceStructureOn
from engines.galaxy.board import add, count, stats, system
from engines.galaxy.content.units import base_units
from engines.galaxy.effects import any_true, fire
from engines.galaxy.flow import handles, pop
from engines.galaxy.scoring import units_on_board
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import PlaceStructure

PER_PLANET = {"space_dock": 1, "pds": 2}
NAMES = {"space_dock": "space dock", "pds": "PDS"}


def in_reinforcements(state: TIState, seat: int, kind: str) -> int:
    return base_units()[kind].reinforcements - units_on_board(state, seat, [kind])


def floats(state: TIState, seat: int, kind: str) -> bool:
    """The seat's structures of ``kind`` stand in space areas (a move value: the Floating Factory)."""
    return bool(stats(state, seat, kind).move)


def stand(state: TIState, seat: int, kind: str, planet: str) -> None:
    """Put a structure on ``planet``, or in its system's space area when it floats."""
    place = state.planets[planet]
    add(system(state, place.system).space if floats(state, seat, kind) else place.units, seat, kind)


def room_on(state: TIState, seat: int, kind: str, planet: str) -> bool:
    """At most one space dock and two PDS a planet (no PDS limit while "no_pds_limit" answers true); a
    floating structure: at most one in a system for each planet the seat controls there."""
    if kind == "pds" and any_true(state, "no_pds_limit", seat):
        return True
    if floats(state, seat, kind):
        node = state.planets[planet].system
        held = sum(1 for k in system(state, node).planets if state.planets[k].owner == seat)
        return count(system(state, node).space, seat, [kind]) < held * PER_PLANET[kind]
    return count(state.planets[planet].units, seat, [kind]) < PER_PLANET[kind]


def placements(state: TIState, seat: int, kinds: list[str], system: int = -1) -> list[PlaceStructureOn]:
    found = []
    for kind in kinds:
        if in_reinforcements(state, seat, kind) <= 0:
            continue
        for key, planet in state.planets.items():
            if planet.owner == seat and (system == -1 or planet.system == system) and room_on(state, seat, kind, key):
                found.append(PlaceStructureOn(kind, key))
    return found


@handles(PlaceStructure)
class PlaceStructureHandler:
    def decisions(self, state: TIState, step: PlaceStructure) -> list[Decision]:
        options: list[Any] = list(placements(state, step.seat, step.kinds, step.system))
        if not options:
            return []
        if step.optional:
            options.append(DoneChoosing())
        what = " or ".join(NAMES[k] for k in step.kinds)
        return [Decision(step.seat, "{p%d}: place a %s on a planet you control" % (step.seat, what), options,
                         "LRR 24.2")]

    def perform(self, state: TIState, step: PlaceStructure, seat: int, action: Any) -> list[Event]:
        pop(state, step)
        if isinstance(action, DoneChoosing):
            return []
        stand(state, seat, action.kind, action.planet)
        afloat = state.planets[action.planet].system if floats(state, seat, action.kind) else -1
        events: list[Event] = [StructurePlaced(seat=seat, kind=action.kind, planet=action.planet, system=afloat)]
        return events + fire(state, "structure_placed", [seat], kind=action.kind, planet=action.planet,
                             system=state.planets[action.planet].system)

    def run(self, state: TIState, step: PlaceStructure) -> list[Event]:
        pop(state, step)
        return []
