"""Researching technology (LRR 90): what a seat may research, ignoring prerequisites with planets'
technology specialties (LRR 90.13) and AI Development Algorithm, paying, and gaining it.

Which technologies a seat may research is the generic deck, its own faction's technologies (never
another faction's, LRR 90.7), and what effects add to it (the hook "research_pool" answers a list of
ids); a faction unit upgrade replaces the generic upgrade of that unit, which the seat then cannot
research, and an effect answering "research_barred" with a list keeps those out too.

Hooks collected here besides those two:
- ``research_instead`` (tech ""): a source id if researching is replaced for the seat (the Nekro's
  Propagation): the step offers that source instead of technologies, pays its cost, then fires the
  hook point ``research_replaced`` (source).
- ``technology_researched`` (tech, waived): a hook point once a Research step has gained its technology;
  ``waived`` says prerequisites were let go without asking (the Prophet's Tears is exhausted for it).
- ``technology_colours``: colours that count as technologies the seat owns, for prerequisites (Brother Omar).
- ``free_prerequisite_skips`` (unit_upgrade): prerequisites the seat ignores without asking (the
  Jol-Nar's Analytical, for technologies that are not unit upgrades).
- ``prerequisite_waivers`` (tech, unit_upgrade, upgrades): (source, extra cost) pairs that ignore every
  prerequisite (Inheritance Systems: 2 resources more; Riftmeld: a captured unit); choosing one
  fires the hook point ``waiver_used`` (waiver, tech) for its source to pay what it costs.

Timing windows: "when:research" (actor: the researcher, subject the technology, amount its cost) just
before the cost is paid, the ``Pay`` step waiting below it (an answer may lower its amount);
"after:research" once it is gained.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import TechnologyExhausted, TechnologyResearched
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.actions.rounds import ResearchTechnology, SkipResearch, UseAlgorithm, UseSpecialty
from engines.galaxy.amounts import amount
from engines.galaxy.content.technologies import COLOURS, Technology, all_technologies, every_technology
from engines.galaxy.content.units import faction_replacements
from engines.galaxy.economy import ready_planets, resources, specialty, trade_good_value
from engines.galaxy.effects import collect, fire, in_force, once, total
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay, Research
from engines.galaxy.windows import open_window

ALGORITHM = "ai_development_algorithm"
PSYCHOARCHAEOLOGY = "psychoarchaeology"


def catalogue() -> dict[str, Technology]:
    return every_technology()


def pool(state: TIState, seat: int) -> list[str]:
    """Technologies ``seat`` could ever research: the generic ones and its own faction's."""
    faction = state.players[seat].faction
    found = [t for t, tech in catalogue().items() if tech.faction is None or tech.faction == faction]
    for extra in collect(state, "research_pool", seat):
        found += [t for t in extra if t not in found]
    replaced = set(faction_replacements(faction))
    own_upgrades = {tech.upgrades for tech in catalogue().values() if tech.faction == faction and tech.unit_upgrade}
    barred = {t for answer in collect(state, "research_barred", seat) for t in answer}
    barred |= {t for t, tech in catalogue().items()
               if tech.faction is None and tech.unit_upgrade and tech.upgrades in replaced | own_upgrades}
    return [t for t in found if t not in barred]


def waivers(state: TIState, seat: int, tech: Technology) -> list[tuple[str, int]]:
    """(source, extra cost) of the effects that would ignore every prerequisite of ``tech`` now."""
    return [(str(s), int(c)) for s, c in collect(state, "prerequisite_waivers", seat, tech=tech.id,
                                                   unit_upgrade=tech.unit_upgrade, upgrades=tech.upgrades or "")]


def instead(state: TIState, seat: int) -> str:
    """The source that replaces researching for ``seat`` ("" when it researches as usual)."""
    found = collect(state, "research_instead", seat)
    return str(found[0]) if found else ""


def can_research(state: TIState, seat: int, cost: int = 0) -> bool:
    """Whether a Research step for ``seat`` paying ``cost`` has something to do."""
    if instead(state, seat):
        return spendable_resources(state, seat) >= cost
    return _any_researchable(state, seat, cost)


def spendable_resources(state: TIState, seat: int) -> int:
    goods = state.players[seat].trade_goods * trade_good_value(state, seat)
    return sum(resources(state, k) for k in ready_planets(state, seat)) + goods


def owned_colours(state: TIState, seat: int) -> dict[str, int]:
    """Owned technologies by colour, faction technologies included (unit upgrades have none, LRR 90.7b)."""
    counts = dict.fromkeys(COLOURS, 0)
    for tech_id in state.players[seat].technologies:
        tech = all_technologies().get(tech_id)
        if tech is not None and tech.colour:
            counts[tech.colour] += 1
    for answer in collect(state, "technology_colours", seat):  # Brother Omar counts as a green technology
        for colour in answer:
            counts[colour] += 1
    return counts


def missing(state: TIState, seat: int, tech: Technology, used: list[str] | None = None,
            free_skips: bool = True) -> dict[str, int]:
    """Prerequisites still unmet, by colour, after the skips in ``used`` (and, with ``free_skips``, those
    effects let go without asking); none for a technology an effect answering "prerequisites_ignored"
    names (Publicize Weapon Schematics)."""
    # What does not depend on the technology is worked out once a block of ``unchanged`` (a research step
    # asks for every technology of the catalogue); never changed here.
    if tech.id in once(state, f"prerequisites_ignored:{seat}", lambda: _ignored(state, seat)):
        return {}
    have = once(state, f"owned_colours:{seat}", lambda: owned_colours(state, seat))
    lacking = {c: max(0, n - have.get(c, 0)) for c, n in tech.prerequisites.items()}
    if WAIVER_SOURCES.intersection(used or []):
        return {}
    free = once(state, f"free_prerequisite_skips:{seat}:{tech.unit_upgrade}", lambda: total(
        state, "free_prerequisite_skips", seat, unit_upgrade=tech.unit_upgrade)) if free_skips else 0
    for shade in COLOURS:
        while free > 0 and lacking.get(shade, 0) > 0:
            lacking[shade] -= 1
            free -= 1
    for skip in used or []:
        skipped = specialty(skip, state) if skip != ALGORITHM else _algorithm_colour(lacking)
        if skipped and lacking.get(skipped, 0) > 0:
            lacking[skipped] -= 1
    return {c: n for c, n in lacking.items() if n > 0}


def _ignored(state: TIState, seat: int) -> set[str]:
    return {t for answer in collect(state, "prerequisites_ignored", seat) for t in answer}


# The sources that answer "prerequisite_waivers" list themselves here, so a used one is recognised.
WAIVER_SOURCES: set[str] = set()


def _algorithm_colour(lacking: dict[str, int]) -> str | None:
    return next((c for c in COLOURS if lacking.get(c, 0) > 0), None)


def specialty_planets(state: TIState, seat: int) -> list[str]:
    """Planets whose specialty may ignore a prerequisite now: ready ones, or with Psychoarchaeology
    every one the seat controls, exhausted or not (LRR 90.13-90.14)."""
    if PSYCHOARCHAEOLOGY in in_force(state, seat):
        keys = [k for k, p in state.planets.items() if p.owner == seat]
    else:
        keys = ready_planets(state, seat)
    return [k for k in keys if specialty(k, state)]


def algorithm_ready(state: TIState, seat: int, tech: Technology) -> bool:
    return (tech.unit_upgrade and ALGORITHM in state.players[seat].technologies
            and ALGORITHM not in state.players[seat].exhausted)


class _Means:
    """What a seat could pay and skip prerequisites with, worked out once for many technologies."""

    def __init__(self, state: TIState, seat: int, used: list[str]) -> None:
        self.free = PSYCHOARCHAEOLOGY in in_force(state, seat)
        self.spare = [k for k in specialty_planets(state, seat) if k not in used]
        budget = sum(resources(state, k) for k in ready_planets(state, seat) if k not in used or self.free)
        self.budget = budget + state.players[seat].trade_goods * trade_good_value(state, seat)
        self.worth = {k: resources(state, k) if not self.free and not state.planets[k].exhausted else 0
                      for k in self.spare}


def _plan(state: TIState, seat: int, tech: Technology, cost: int, used: list[str],
          means: _Means | None = None) -> bool:
    """Whether the remaining prerequisites can be ignored and ``cost`` still paid."""
    lacking = missing(state, seat, tech, used)
    means = means or _Means(state, seat, used)
    algorithm = algorithm_ready(state, seat, tech) and ALGORITHM not in used
    spent = 0
    if lacking and any(means.budget >= cost + extra for _, extra in waivers(state, seat, tech)):
        return True
    for colour, count in sorted(lacking.items()):
        candidates = sorted((means.worth[k], k) for k in means.spare if specialty(k, state) == colour)
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


def _any_researchable(state: TIState, seat: int, cost: int = 0) -> bool:
    """Whether ``seat`` could research any technology now, paying ``cost`` resources besides."""
    means = _Means(state, seat, [])
    techs = catalogue()
    return any(_plan(state, seat, techs[t], cost, [], means) for t in _candidates(state, seat))


def gain_technology(state: TIState, seat: int, tech_id: str) -> list[Event]:
    """The seat gains the technology; the hook point "technology_gained" (technology) follows."""
    state.players[seat].technologies.append(tech_id)
    from engines.galaxy.effects import fire

    return [TechnologyResearched(seat=seat, technology=tech_id),
            *fire(state, "technology_gained", [seat], technology=tech_id)]


@handles(Research)
class ResearchHandler:
    def decisions(self, state: TIState, step: Research) -> list[Decision]:
        seat = step.seat
        if step.stage == "choose":
            replaced = instead(state, seat)
            options: list[Any] = [ResearchTechnology(t) for t in researchable(state, seat, step.cost)]
            if replaced:
                options = [UseFactionAbility(replaced)] if spendable_resources(state, seat) >= step.cost else []
            if not options:
                return []
            if step.optional:
                options.append(SkipResearch())
            cost = f" for {amount(step.cost, 'resource')}" if step.cost else ""
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
            if key not in step.used and specialty(key, state) in lacking and _plan(state, step.seat, tech, step.cost,
                                                                             [*step.used, key]):
                options.append(UseSpecialty(key))
        if algorithm_ready(state, step.seat, tech) and ALGORITHM not in step.used and _plan(
                state, step.seat, tech, step.cost, [*step.used, ALGORITHM]):
            options.append(UseAlgorithm())
        budget = spendable_resources(state, step.seat)
        options += [UseFactionAbility(source) for source, extra in waivers(state, step.seat, tech)
                    if budget >= step.cost + extra]
        return options

    def perform(self, state: TIState, step: Research, seat: int, action: Any) -> list[Event]:
        if isinstance(action, SkipResearch):
            pop(state, step)
            return []
        if isinstance(action, ResearchTechnology):
            step.tech = action.technology
            step.stage = "skips"
            return []
        if isinstance(action, UseFactionAbility) and step.stage == "choose":
            step.tech = action.source
            step.stage = "instead"
            if step.cost:
                push(state, Pay(seat=seat, kind="resources", amount=step.cost, why="research"))
            return []
        return self._use(state, step, action)

    def _use(self, state: TIState, step: Research, action: Any) -> list[Event]:
        player = state.players[step.seat]
        if isinstance(action, UseFactionAbility):
            extra = dict(waivers(state, step.seat, catalogue()[step.tech])).get(action.source, 0)
            step.used.append(action.source)
            step.cost += extra
            return fire(state, "waiver_used", [step.seat], waiver=action.source, tech=step.tech)
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
        if step.stage == "instead":
            pop(state, step)
            return fire(state, "research_replaced", [step.seat], source=step.tech)
        if step.stage == "skips":
            options = self._skip_options(state, step)
            if options:  # exactly one way left: take it
                return self._use(state, step, options[0])
            step.stage = "pay"
            if step.cost:
                push(state, Pay(seat=step.seat, kind="resources", amount=step.cost, why=catalogue()[step.tech].name))
                open_window(state, "when:research", actors=[step.seat], subject=step.tech, amount=step.cost)
            return []
        pop(state, step)
        waived = bool(missing(state, step.seat, catalogue()[step.tech], step.used, free_skips=False))
        events = [*gain_technology(state, step.seat, step.tech),
                  *fire(state, "technology_researched", [step.seat], tech=step.tech, waived=waived)]
        open_window(state, "after:research", actors=[step.seat], subject=step.tech)  # Research Agreement
        return events
