"""Researching technology (LRR 90): what a seat may research, ignoring prerequisites with planets'
technology specialties (LRR 90.13) and AI Development Algorithm, paying, and gaining it.

Which technologies a seat may research is the generic deck plus what effects add to it (a
faction's own technologies answer the hook "research_pool" with a list of ids); an effect
answering "research_barred" with a list keeps those out (a faction unit upgrade replaces the
generic one of that unit, LRR 90 notes).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import TechnologyExhausted, TechnologyResearched
from engines.galaxy.actions.rounds import ResearchTechnology, SkipResearch, UseAlgorithm, UseSpecialty
from engines.galaxy.content.technologies import COLOURS, Technology, all_technologies, generic_technologies
from engines.galaxy.economy import ready_planets, resources, specialty
from engines.galaxy.effects import collect, in_force
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay, Research

ALGORITHM = "ai_development_algorithm"
PSYCHOARCHAEOLOGY = "psychoarchaeology"


def catalogue() -> dict[str, Technology]:
    return generic_technologies()


def pool(state: TIState, seat: int) -> list[str]:
    """Technologies ``seat`` could ever research."""
    found = [t for t, tech in catalogue().items() if tech.faction is None]
    for extra in collect(state, "research_pool", seat):
        found += [t for t in extra if t not in found]
    barred = {t for answer in collect(state, "research_barred", seat) for t in answer}
    return [t for t in found if t not in barred]


def owned_colours(state: TIState, seat: int) -> dict[str, int]:
    """Owned technologies by colour, faction technologies included (unit upgrades have none, LRR 90.7b)."""
    counts = dict.fromkeys(COLOURS, 0)
    for tech_id in state.players[seat].technologies:
        tech = all_technologies().get(tech_id)
        if tech is not None and tech.colour:
            counts[tech.colour] += 1
    return counts


def missing(state: TIState, seat: int, tech: Technology, used: list[str] | None = None) -> dict[str, int]:
    """Prerequisites still unmet, by colour, after the skips in ``used``."""
    have = owned_colours(state, seat)
    lacking = {c: max(0, n - have.get(c, 0)) for c, n in tech.prerequisites.items()}
    for skip in used or []:
        colour = specialty(skip) if skip != ALGORITHM else _algorithm_colour(lacking)
        if colour and lacking.get(colour, 0) > 0:
            lacking[colour] -= 1
    return {c: n for c, n in lacking.items() if n > 0}


def _algorithm_colour(lacking: dict[str, int]) -> str | None:
    return next((c for c in COLOURS if lacking.get(c, 0) > 0), None)


def specialty_planets(state: TIState, seat: int) -> list[str]:
    """Planets whose specialty may ignore a prerequisite now: ready ones, or with Psychoarchaeology
    every one the seat controls, exhausted or not (LRR 90.13-90.14)."""
    if PSYCHOARCHAEOLOGY in in_force(state, seat):
        keys = [k for k, p in state.planets.items() if p.owner == seat]
    else:
        keys = ready_planets(state, seat)
    return [k for k in keys if specialty(k)]


def algorithm_ready(state: TIState, seat: int, tech: Technology) -> bool:
    return (tech.unit_upgrade and ALGORITHM in state.players[seat].technologies
            and ALGORITHM not in state.players[seat].exhausted)


class _Means:
    """What a seat could pay and skip prerequisites with, worked out once for many technologies."""

    def __init__(self, state: TIState, seat: int, used: list[str]) -> None:
        self.free = PSYCHOARCHAEOLOGY in in_force(state, seat)
        self.spare = [k for k in specialty_planets(state, seat) if k not in used]
        budget = sum(resources(state, k) for k in ready_planets(state, seat) if k not in used or self.free)
        self.budget = budget + state.players[seat].trade_goods
        self.worth = {k: resources(state, k) if not self.free and not state.planets[k].exhausted else 0
                      for k in self.spare}


def _plan(state: TIState, seat: int, tech: Technology, cost: int, used: list[str], means: _Means | None = None) -> bool:
    """Whether the remaining prerequisites can be ignored and ``cost`` still paid."""
    lacking = missing(state, seat, tech, used)
    means = means or _Means(state, seat, used)
    algorithm = algorithm_ready(state, seat, tech) and ALGORITHM not in used
    spent = 0
    for colour, count in sorted(lacking.items()):
        candidates = sorted((means.worth[k], k) for k in means.spare if specialty(k) == colour)
        if algorithm and len(candidates) < count:
            count -= 1
            algorithm = False
        if len(candidates) < count:
            return False
        spent += sum(worth for worth, _ in candidates[:count])
    return means.budget - spent >= cost


def _candidates(state: TIState, seat: int) -> list[str]:
    owned = set(state.players[seat].technologies)
    techs = catalogue()
    return [t for t in pool(state, seat) if t not in owned and t in techs]


def researchable(state: TIState, seat: int, cost: int = 0) -> list[str]:
    """Technologies ``seat`` may research now, paying ``cost`` resources besides."""
    means = _Means(state, seat, [])
    techs = catalogue()
    return [t for t in _candidates(state, seat) if _plan(state, seat, techs[t], cost, [], means)]


def can_research(state: TIState, seat: int, cost: int = 0) -> bool:
    """Whether ``seat`` could research any technology now, paying ``cost`` resources besides."""
    means = _Means(state, seat, [])
    techs = catalogue()
    return any(_plan(state, seat, techs[t], cost, [], means) for t in _candidates(state, seat))


def gain_technology(state: TIState, seat: int, tech_id: str) -> list[Event]:
    state.players[seat].technologies.append(tech_id)
    return [TechnologyResearched(seat=seat, technology=tech_id)]


@handles(Research)
class ResearchHandler:
    def decisions(self, state: TIState, step: Research) -> list[Decision]:
        seat = step.seat
        if step.stage == "choose":
            options: list[Any] = [ResearchTechnology(t) for t in researchable(state, seat, step.cost)]
            if not options:
                return []
            if step.optional:
                options.append(SkipResearch())
            cost = f" for {step.cost} resources" if step.cost else ""
            return [Decision(seat, "{p%d}: research a technology%s" % (seat, cost), options, "LRR 90.10")]
        if step.stage == "skips":
            options = self._skip_options(state, step)
            if len(options) <= 1:
                return []
            name = catalogue()[step.tech].name
            return [Decision(seat, "{p%d}: which planet ignores a prerequisite of %s" % (seat, name), options,
                             "LRR 90.13")]
        return []

    def _skip_options(self, state: TIState, step: Research) -> list[Any]:
        tech = catalogue()[step.tech]
        lacking = missing(state, step.seat, tech, step.used)
        if not lacking:
            return []
        options: list[Any] = []
        for key in specialty_planets(state, step.seat):
            if key not in step.used and specialty(key) in lacking and _plan(state, step.seat, tech, step.cost,
                                                                             [*step.used, key]):
                options.append(UseSpecialty(key))
        if algorithm_ready(state, step.seat, tech) and ALGORITHM not in step.used and _plan(
                state, step.seat, tech, step.cost, [*step.used, ALGORITHM]):
            options.append(UseAlgorithm())
        return options

    def perform(self, state: TIState, step: Research, seat: int, action: Any) -> list[Event]:
        if isinstance(action, SkipResearch):
            pop(state, step)
            return []
        if isinstance(action, ResearchTechnology):
            step.tech = action.technology
            step.stage = "skips"
            return []
        return self._use(state, step, action)

    def _use(self, state: TIState, step: Research, action: Any) -> list[Event]:
        player = state.players[step.seat]
        if isinstance(action, UseAlgorithm):
            step.used.append(ALGORITHM)
            player.exhausted.append(ALGORITHM)
            return [TechnologyExhausted(seat=step.seat, technology=ALGORITHM)]
        step.used.append(action.planet)
        if PSYCHOARCHAEOLOGY not in in_force(state, step.seat):
            state.planets[action.planet].exhausted = True
        return []

    def run(self, state: TIState, step: Research) -> list[Event]:
        if step.stage == "choose":  # nothing to research
            pop(state, step)
            return []
        if step.stage == "skips":
            options = self._skip_options(state, step)
            if options:  # exactly one way left: take it
                return self._use(state, step, options[0])
            step.stage = "pay"
            if step.cost:
                push(state, Pay(seat=step.seat, kind="resources", amount=step.cost, why=catalogue()[step.tech].name))
            return []
        pop(state, step)
        return gain_technology(state, step.seat, step.tech)
