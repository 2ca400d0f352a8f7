"""The Arborec's leaders: Letani Ospha (agent), Dirzuga Rophal (commander), Letani Miasmiala (hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, remove, stats, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import once
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import reinforcements
from engines.galaxy.leaders.common import active, agent_action, hero_action
from engines.galaxy.production import producers
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.movement import limit_checks
from engines.galaxy.windows import answer

NON_FIGHTERS = tuple(k for k in SHIPS if k != "fighter")
OSPHA, ROPHAL, MIASMIALA = "letani_ospha", "dirzuga_rophal", "letani_miasmiala"
register_targets(OSPHA, ROPHAL, MIASMIALA)


def _upgrades(state: TIState, owner: int, kind: str) -> list[str]:
    """Ships of ``owner``'s reinforcements costing up to 2 more than ``kind``."""
    price = stats(state, owner, kind).cost or 0
    return [k for k in NON_FIGHTERS if k != kind and reinforcements(state, owner, k) != 0
            and stats(state, owner, k).cost is not None and (stats(state, owner, k).cost or 0) <= price + 2
            and (stats(state, owner, k).requires is None or stats(state, owner, k).requires in
                 state.players[owner].technologies)]


def ospha_targets(state: TIState, seat: int) -> list[str]:
    """Every non-fighter ship on the board with an upgrade (the same for every seat: once a block of asking,
    which its readiness and its targets share)."""
    return list(once(state, OSPHA, lambda: _ospha_targets(state)))


def _ospha_targets(state: TIState) -> list[str]:
    upgradable: dict[tuple[int, str], bool] = {}  # by (owner, kind): a board of ships asks each pair once
    found = []
    for key, place in sorted(state.systems.items(), key=lambda item: int(item[0])):
        for stack in place.space:
            if stack.kind not in NON_FIGHTERS:
                continue
            pair = (stack.owner, stack.kind)
            if pair not in upgradable:
                upgradable[pair] = bool(_upgrades(state, stack.owner, stack.kind))
            if upgradable[pair]:
                found.append(f"{stack.owner}:{stack.kind}@system:{key}")
    return found


@agent_action(OSPHA, ready=lambda state, seat: bool(ospha_targets(state, seat)), targets=ospha_targets)
def letani_ospha(state: TIState, seat: int, target: str) -> list[Event]:
    """A player's non-fighter ship may be swapped for one of theirs costing up to 2 more."""
    what, where = target.split("@")
    owner, kind = int(what.split(":")[0]), what.split(":")[1]
    node = int(where.removeprefix("system:"))
    offer(state, owner, OSPHA, _upgrades(state, owner, kind), system=node, other=seat,
          planet=kind)
    return []


@resolves(OSPHA, prompt=lambda state, step: "{p%d}: swap your %s for a ship of your reinforcements?" % (
    step.seat, step.planet.replace("_", " ")))
def _swap(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    space = system(state, step.system).space
    remove(space, step.seat, step.planet, 1)
    add(space, step.seat, target, 1)
    limit_checks(state, step.seat, [step.system])
    return [used(step.other, OSPHA, "{p%d}'s %s becomes a %s" % (step.seat, step.planet, target))]


def _rophal_could(state: TIState, seat: int, window: Window) -> bool:
    return window.system != -1 and bool(producers(state, seat, window.system))


@answer(ROPHAL, "after:activation", by="other", could=_rophal_could)
def dirzuga_rophal(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Another player activated a system with Arborec PRODUCTION units: the Arborec produce 1 unit there."""
    flow.push(state, Production(seat=seat, system=window.system, purpose="tactical", limit=1))
    return [used(seat, ROPHAL, "produces in the system {p%d} activated" % active(window))]


def _ground_systems(state: TIState, seat: int) -> list[int]:
    found = {p.system for p in state.planets.values() if any(s.owner == seat and s.kind in ("infantry", "mech")
                                                            for s in p.units)}
    found |= {int(k) for k, s in state.systems.items() if any(u.owner == seat and u.kind in ("infantry", "mech")
                                                              for u in s.space)}
    return sorted(found)


@hero_action(MIASMIALA, ready=lambda state, seat: bool(_ground_systems(state, seat)))
def letani_miasmiala(state: TIState, seat: int, target: str) -> list[Event]:
    """Production, without a limit or a PRODUCTION unit, in every system holding Arborec ground forces."""
    for node in reversed(_ground_systems(state, seat)):
        flow.push(state, Production(seat=seat, system=node, purpose="system"))
    return [used(seat, MIASMIALA, "produces wherever its ground forces stand")]
