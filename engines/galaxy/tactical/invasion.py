"""Invasion (LRR 49): bombardment, the custodians token, committing ground forces, space cannon defence,
ground combats and establishing control.

- Bombardment (15): each unit with BOMBARDMENT is declared against one planet holding other players'
  ground forces, then the rolls; a planet with a PLANETARY SHIELD unit cannot be bombarded unless a war
  sun of the bombarding player is in the system (65, 65.3).
- The custodians token (27): before committing, the active player may spend 6 influence to take it and
  gain 1 VP; then at least one ground force must land on Mecatol Rex. Until then nobody lands there.
  ``state.custodians`` is -1 while the token is on Mecatol Rex, else the seat that took it.
- Space cannon defence (77.6-77.8): each other player's units on a planet ground forces landed on may
  fire at those ground forces. Planets are resolved in the order ground forces first landed on them
  (the rules let the active player choose the order: 49.3a, 49.4a).
- Control (49.5, 25): the active player gains each planet it committed to where its ground forces
  remain, exhausted; other players' structures there are destroyed. After a combat where everything
  died, the defender keeps the planet.

Timing windows: "start:invasion" (actor: the active player, opponents: the other players with units
or planets in the system), "after:unit_ability_roll" after each BOMBARDMENT roll, "after:landing" with
"after:commit_ground_forces" for each planet landed on (opponent: its controller), and for each planet
gained "when:gain_control" (before its structures fall), then "after:gain_control" and (actor: the
previous controller) "after:control_lost".

Hooks collected here:
- ``planetary_shield_ignored`` (planet): true if the seat's bombardment ignores PLANETARY SHIELD.
- ``structures_taken_over`` (planet): true if other players' PDS and space docks on a planet the seat
  gains become its own instead of being destroyed (Infiltrate).
- ``planet_bombarders`` (system, planet): {kind: count} of the seat's units on the system's planets (other than
  ``planet``) that bombard as ships would (the L1Z1X's Annihilator).
- ``bombarded`` (planet, hits): a hook point after the seat bombards a planet (X-89's exhaustion).
- ``planet_gained`` (planet, previous): a hook point after the seat gains control of a planet
  (Integrated Economy, and exploration later). ``planet_lost`` (planet, by) for the previous owner.
- ``gaining_planets`` (system, planets): a hook point before control is established, with the planets
  about to be gained in order; an answer may reorder ``Invasion.landed`` (which is explored first).
- ``custodians_discount``: influence off the custodians token's price (the Winnu pay nothing).
- ``immune_to_space_cannon`` (system, planet, defence): asked of the seat being shot at: true if
  nobody may fire SPACE CANNON at its units there (L4 Disruptors in its invasions).
- ``coalesced_planets`` (system): planets where effects put the active player's units among other players'
  ground forces (the Titans' Coalescence): they fight the ground combat there as if they had landed, and
  the units that fight on the ground (``forces.ground_fighters``) take the planet.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.adjacency import node_name
from engines.galaxy.board import add, planets_in, remove, stats, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.economy import printed, spendable
from engines.galaxy.exploration.attachments import demilitarized
from engines.galaxy.forces import ground_fighters, ground_forces, structures_fall
from engines.galaxy.objective_events import planet_lost
from engines.galaxy.state import NOBODY, Stack, TIState
from engines.galaxy.steps.combat import GroundCombat
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.invasion import Bombarding, Invasion
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.actions import (
    Bombard,
    Decline,
    FinishBombardment,
    FinishLanding,
    Fire,
    HoldFire,
    Land,
    TakeCustodians,
)
from engines.galaxy.tactical.events import (
    CustodiansTaken,
    DiceRolled,
    GroundForcesLanded,
    PlanetGained,
    StructuresTakenOver,
)
from engines.galaxy.tactical.space_cannon import extra_cannons, fire, open_hit_windows
from engines.galaxy.victory import gain_points
from engines.galaxy.windows import open_window

MECATOL = "Mecatol Rex"
CUSTODIANS_PRICE = 6
MALLICE = "Mallice"


def shielded(state: TIState, seat: int, planet: str) -> bool:
    """A PLANETARY SHIELD on the planet stops the seat's bombardment (LRR 15.1f, 65.3)."""
    if effects.any_true(state, "planetary_shield_ignored", seat, planet=planet):
        return False
    node = state.planets[planet].system
    if any(s.owner == seat and s.kind == "war_sun" for s in system(state, node).space):
        return False
    return any(stats(state, s.owner, s.kind).planetary_shield for s in state.planets[planet].units if s.owner != seat)


def bombard_targets(state: TIState, seat: int, node: int) -> list[str]:
    """Planets the seat may bombard (not cultural ones while an effect answers "no_bombarding_cultural")."""
    spared = effects.any_true(state, "no_bombarding_cultural", seat)
    return [p for p in planets_in(state, node)
            if any(s.owner != seat and s.kind in GROUND_FORCES for s in state.planets[p].units)
            and not shielded(state, seat, p) and not (spared and printed(p).trait == "cultural")]


def can_bombard(state: TIState, seat: int, kind: str) -> bool:
    if stats(state, seat, kind).bombardment is not None:
        return True
    return kind in dice.NON_FIGHTER_SHIPS and effects.any_true(state, "blitz_bombardment", seat)


def bombarders_left(state: TIState, step: Invasion) -> dict[str, int]:
    left: dict[str, int] = {}
    for stack in system(state, step.system).space:
        if stack.owner == step.seat and can_bombard(state, step.seat, stack.kind):
            left[stack.kind] = left.get(stack.kind, 0) + stack.count
    for found in effects.collect(state, "planet_bombarders", step.seat, system=step.system):  # the Annihilator
        for kind, number in found.items():
            left[kind] = left.get(kind, 0) + number
    for unit in step.bombarding:
        left[unit.kind] -= 1
    return {k: n for k, n in left.items() if n > 0}


def bombard(state: TIState, step: Invasion) -> list[Event]:
    """Roll each declared bombardment, planet by planet; the planet's owner assigns the hits (LRR 15.2)."""
    events: list[Event] = []
    seat = step.seat
    for planet in dict.fromkeys(b.planet for b in step.bombarding):
        units: dict[str, int] = {}
        for unit in step.bombarding:
            if unit.planet == planet:
                units[unit.kind] = units.get(unit.kind, 0) + 1
        stacks = [Stack(seat, k, n) for k, n in units.items()]
        owners = sorted({s.owner for s in state.planets[planet].units if s.owner != seat and s.kind in GROUND_FORCES})
        target = owners[0] if owners else NOBODY
        planned = dice.plan(state, seat, units, "bombardment", target=target, system=step.system, planet=planet,
                            opponent=target)
        rolled = dice.roll(state.rng, planned, stacks, seat)
        changed = effects.fire(state, "after_roll", [seat], roll="bombardment", dice=rolled, system=step.system)
        hits = dice.hits(rolled) * dice.multiplier(state, seat, "bombardment")
        events += [DiceRolled(seat=seat, purpose="bombardment", dice=rolled, hits=hits), *changed]
        effects.end_scope(state, "roll")
        events += effects.fire(state, "bombarded", [seat], planet=planet, hits=hits, system=step.system)
        if target >= 0:
            push_hits(state, target, hits, step.system, planet, "ground_forces", cause="bombardment", by=seat)
            dice.open_after_ability_roll(state, seat, target, "bombardment", rolled, hits, step.system, planet)
    step.bombarding = []
    return events


def custodians_price(state: TIState, seat: int) -> int:
    return max(0, CUSTODIANS_PRICE - effects.total(state, "custodians_discount", seat))


def custodians_offered(state: TIState, step: Invasion) -> bool:
    return (state.custodians == NOBODY and MECATOL in planets_in(state, step.system)
            and ground_forces(system(state, step.system).space, step.seat) > 0)


def landing_planets(state: TIState, step: Invasion) -> list[str]:
    """The planets ground forces may land on: Mecatol Rex once the custodians token is gone, none that the
    Demilitarized Zone closes."""
    return [p for p in planets_in(state, step.system) if (p != MECATOL or state.custodians != NOBODY)
            and not demilitarized(state, p)]


def landable(state: TIState, seat: int, node: int) -> set[str]:
    """Kinds the seat may commit to planets: ground forces, and what effects add (hook ``landable_kinds``
    (system): the Naalu flagship's fighters)."""
    kinds = set(GROUND_FORCES)
    for answer in effects.collect(state, "landable_kinds", seat, system=node):
        kinds.update(answer)
    return kinds


def land_options(state: TIState, step: Invasion) -> list[Any]:
    options: list[Any] = []
    targets = landing_planets(state, step)
    kinds = landable(state, step.seat, step.system)
    for stack in system(state, step.system).space:
        if stack.owner != step.seat or stack.kind not in kinds:
            continue
        for planet in targets:
            if stack.count - stack.damaged:
                options.append(Land(stack.kind, planet))
            if stack.damaged:
                options.append(Land(stack.kind, planet, damaged=True))
    if not (step.custodians and MECATOL not in step.landed):  # LRR 27.2: one ground force must land there
        options.append(FinishLanding())
    return options


def land(state: TIState, step: Invasion, action: Land) -> list[Event]:
    hurt = remove(system(state, step.system).space, step.seat, action.kind, 1, damaged_first=action.damaged)
    add(state.planets[action.planet].units, step.seat, action.kind, 1, hurt)
    if action.planet not in step.landed:
        step.landed.append(action.planet)
    return [GroundForcesLanded(seat=step.seat, planet=action.planet, units={action.kind: 1})]


def defence_shots(state: TIState, step: Invasion) -> list[tuple[str, int]]:
    """(planet, seat) pairs that may fire space cannon defence, in landing order (no PDS while the active
    player's effects answer "enemy_pds_disabled": Disable)."""
    shots = []
    disabled = effects.any_true(state, "enemy_pds_disabled", step.seat)
    for planet in step.landed:
        if effects.any_true(state, "immune_to_space_cannon", step.seat, system=step.system, planet=planet,
                            defence=True):
            continue
        units = state.planets[planet].units
        holder = state.planets[planet].owner
        for owner in sorted({s.owner for s in units if s.owner != step.seat} | ({holder} - {NOBODY, step.seat})):
            if any(s.owner == owner and stats(state, owner, s.kind).space_cannon and not (disabled and s.kind == "pds")
                   for s in units) or extra_cannons(state, owner, step.system, planet):
                shots.append((planet, owner))
    return shots


def combats(state: TIState, step: Invasion) -> list[tuple[str, int]]:
    found = []
    for planet in planets_in(state, step.system):
        units = state.planets[planet].units
        if ground_fighters(state, units, step.seat):
            others = sorted({s.owner for s in units if s.owner != step.seat and ground_fighters(state, [s], s.owner)})
            if others:
                found.append((planet, others[0]))
    order = {p: i for i, p in enumerate(step.landed)}
    return sorted(found, key=lambda f: order.get(f[0], len(order)))


def gain_control(state: TIState, seat: int, planet: str) -> list[Event]:
    """The seat takes a planet: exhausted, other players' structures destroyed (LRR 25.1, 49.5a-b)."""
    place = state.planets[planet]
    previous = place.owner
    if previous == seat:
        return []
    place.owner = seat
    place.exhausted = True
    tactical = flow.parent(state, TacticalAction)
    if tactical is not None and tactical.seat == seat:
        tactical.gained.append(planet)
    events: list[Event] = [PlanetGained(seat=seat, planet=planet, previous=previous)]
    if effects.any_true(state, "structures_taken_over", seat, planet=planet):
        events += take_over_structures(state, seat, planet)
    events += structures_fall(state, planet)
    if planet == MALLICE:
        state.nexus_active = True  # LRR 100.2
    if previous != NOBODY:
        events += planet_lost(state, previous, planet)
        events += effects.fire(state, "planet_lost", [previous], planet=planet, by=seat)
    events += effects.fire(state, "planet_gained", [seat], planet=planet, previous=previous, system=place.system)
    return events


def take_over_structures(state: TIState, seat: int, planet: str) -> list[Event]:
    """Each other player's PDS and space dock on the planet is swapped for one of the seat's own from its
    reinforcements (as many as it has left); the rest fall as usual."""
    from engines.galaxy.forces import reinforcements

    units = state.planets[planet].units
    events: list[Event] = []
    for kind in ("pds", "space_dock"):
        for stack in [s for s in units if s.owner != seat and s.kind == kind]:
            swapped = min(stack.count, reinforcements(state, seat, kind) or 0)
            if swapped:
                remove(units, stack.owner, kind, swapped)
                add(units, seat, kind, swapped)
                events.append(StructuresTakenOver(seat=seat, owner=stack.owner, kind=kind, number=swapped,
                                                  planet=planet))
    return events


def next_to_gain(state: TIState, step: Invasion) -> str:
    """The next planet landed on where the active player's ground forces remain, or ""."""
    while step.turn < len(step.landed):
        planet = step.landed[step.turn]
        if ground_fighters(state, state.planets[planet].units, step.seat) and state.planets[planet].owner != step.seat:
            return planet
        step.turn += 1
    return ""


def open_landing_windows(state: TIState, step: Invasion) -> None:
    for planet in reversed(step.landed):  # pushed last-first: the first planet landed on is asked first
        owner = state.planets[planet].owner
        open_window(state, ["after:landing", "after:commit_ground_forces"], actors=[step.seat],
                    opponents=[owner] if owner != NOBODY else [], system=step.system, planet=planet)


@flow.handles(Invasion)
class InvasionHandler:
    def decisions(self, state: TIState, step: Invasion) -> list[Decision]:
        seat, where = step.seat, node_name(step.system)
        if step.stage == "bombard":
            targets = bombard_targets(state, seat, step.system)
            left = bombarders_left(state, step)
            if not (targets and (left or step.bombarding)):
                return []
            options: list[Any] = [Bombard(k, p) for k in sorted(left) for p in targets]
            options.append(FinishBombardment())
            prompt = "{p%d}: BOMBARDMENT in %s: declare units against planets (%d declared)" % (
                seat, where, len(step.bombarding))
            return [Decision(seat, prompt, options, "LRR 15.1")]
        if step.stage == "custodians" and custodians_offered(state, step):
            options = [Decline()]
            price = custodians_price(state, seat)
            if spendable(state, seat, "influence") >= price:
                options.insert(0, TakeCustodians())
            prompt = "{p%d}: spend %d influence to take the custodians token from Mecatol Rex (1 VP)?" % (
                seat, price)
            return [Decision(seat, prompt, options, "LRR 27.2")]
        if step.stage == "commit" and (step.landed or ground_forces(system(state, step.system).space, seat)):
            prompt = "{p%d}: commit ground forces to planets in %s" % (seat, where)
            return [Decision(seat, prompt, land_options(state, step), "LRR 49.2")]
        if step.stage == "defence":
            shots = defence_shots(state, step)
            if step.turn < len(shots):
                planet, owner = shots[step.turn]
                if ground_forces(state.planets[planet].units, seat):
                    prompt = "{p%d}: fire SPACE CANNON at the ground forces landing on %s?" % (owner, planet)
                    return [Decision(owner, prompt, [Fire(seat), HoldFire()], "LRR 77.6")]
        return []

    def perform(self, state: TIState, step: Invasion, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Bombard):
            step.bombarding.append(Bombarding(action.kind, action.planet))
        elif isinstance(action, FinishBombardment):
            step.stage = "custodians"
            return bombard(state, step)
        elif isinstance(action, TakeCustodians):
            step.stage = "custodians_paid"
            flow.push(state, Pay(seat=seat, kind="influence", amount=custodians_price(state, seat),
                                 why="the custodians token"))
        elif isinstance(action, Decline):
            step.stage = "commit"
        elif isinstance(action, Land):
            return land(state, step, action)
        elif isinstance(action, FinishLanding):
            step.stage = "landed"
        elif isinstance(action, (Fire, HoldFire)):
            return self._defend(state, step, seat, action)
        return []

    def _defend(self, state: TIState, step: Invasion, seat: int, action: Fire | HoldFire) -> list[Event]:
        planet, owner = defence_shots(state, step)[step.turn]
        step.turn += 1
        if isinstance(action, HoldFire):
            return []
        units = [s for s in state.planets[planet].units if s.owner == owner]
        events, hits, faces = fire(state, owner, units + extra_cannons(state, owner, step.system, planet), step.seat,
                                   step.system, planet)
        push_hits(state, step.seat, hits, step.system, planet, "ground_forces", cause="space_cannon_defence",
                  by=owner)
        open_hit_windows(state, owner, step.seat, hits, faces, step.system, planet)
        return events

    def run(self, state: TIState, step: Invasion) -> list[Event]:
        stage = step.stage
        if stage == "start":
            step.stage = "bombard"
            for found in effects.collect(state, "coalesced_planets", step.seat, system=step.system):
                step.landed += [p for p in found if p not in step.landed]
            others = sorted({u.owner for p in planets_in(state, step.system) for u in state.planets[p].units
                             if u.owner != step.seat} | {state.planets[p].owner for p in planets_in(state, step.system)
                                                         if state.planets[p].owner not in (NOBODY, step.seat)})
            open_window(state, "start:invasion", actors=[step.seat], opponents=others, system=step.system)
        elif stage == "landed":
            step.stage = "defence"
            open_landing_windows(state, step)
        elif stage == "bombard":
            step.stage = "custodians"
            return bombard(state, step) if step.bombarding else []
        if stage == "custodians":
            step.stage = "commit"
        elif stage == "custodians_paid":
            state.custodians = step.seat
            step.custodians = True
            step.stage = "commit"
            return [CustodiansTaken(seat=step.seat), *gain_points(state, step.seat, 1, "the custodians token")]
        elif stage == "commit":
            step.stage = "landed"
        elif stage == "defence":
            if step.turn < len(defence_shots(state, step)):
                step.turn += 1  # nobody left to shoot at on that planet
            else:
                step.stage, step.turn = "combat", 0
        elif stage == "combat":
            pending = combats(state, step)
            if pending:
                planet, defender = pending[0]
                step.fought.append(planet)
                step.defenders.append(defender)
                flow.push(state, GroundCombat(seat=step.seat, system=step.system, planet=planet, defender=defender))
            else:
                step.stage = "control"
        elif stage == "control":
            if not step.ordered:
                step.ordered = True
                gaining = [p for p in step.landed[step.turn:] if ground_fighters(state, state.planets[p].units,
                                                                                   step.seat)
                           and state.planets[p].owner != step.seat]
                return effects.fire(state, "gaining_planets", [step.seat], system=step.system, planets=tuple(gaining))
            planet = next_to_gain(state, step)
            if not planet:
                step.stage = "close"
            else:
                step.stage = "gain"
                open_window(state, "when:gain_control", actors=[step.seat], system=step.system, planet=planet)
        elif stage == "gain":
            step.stage = "control"
            planet = next_to_gain(state, step)
            step.turn += 1
            if planet:
                previous = state.planets[planet].owner
                events = gain_control(state, step.seat, planet)
                if previous != NOBODY:
                    open_window(state, "after:control_lost", actors=[previous], opponents=[step.seat],
                                system=step.system, planet=planet)
                open_window(state, "after:gain_control", actors=[step.seat], system=step.system, planet=planet)
                return events
        elif stage == "close":
            flow.pop(state, step)
        return []

