"""What a seat can know before a battle from its view alone: the odds of the space combat the tactical
action heads for and of each invasion, and every side's planned rolls with the modifiers in force.

Computed on ``public_state(view)`` with the engine's own odds and dice planning, so the numbers are the
game's. It costs a few thousand simulated battles: callers run it away from anything that must stay
responsive (the table runs it on a worker thread).
"""

from __future__ import annotations

from typing import Any

import msgspec

from engines.galaxy.board import galaxy, planets_in, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.odds import Odds, landing_odds, pending_odds
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES
from engines.galaxy.public_state import public_state
from engines.galaxy.state import Stack, TIState
from engines.galaxy.view import TIView

TRIALS = 2000


class Aim(msgspec.Struct, frozen=True):
    """One kind's dice in a planned roll: how many units, dice each, and the result a die needs."""

    kind: str
    units: int
    dice: int
    hit_on: int
    printed: int  # what the unit's sheet says before modifiers


class SideRolls(msgspec.Struct, frozen=True):
    seat: int
    roll: str  # "combat", "anti_fighter_barrage", "bombardment", "space_cannon"
    aims: list[Aim]
    extra: int = 0


class Forecast(msgspec.Struct, frozen=True):
    """``space``: the odds of the coming space combat (None: none in sight); ``landings``: odds per planet
    of the invasion; ``rolls``: each fighting seat's planned rolls."""

    space: Odds | None = None
    landings: dict[str, Odds] = {}
    rolls: list[SideRolls] = []


def _rolls(state: TIState, seat: int, opponent: int, node: int, planet: str, roll: str, combat: str,
           bonus: int = 0, arriving: list[Stack] | None = None) -> SideRolls | None:
    from engines.galaxy.board import stats

    stacks = [*system(state, node).space, *(arriving or [])]
    if planet:
        stacks = list(state.planets[planet].units)
    mine: dict[str, int] = {}
    for stack in stacks:
        if stack.owner == seat:
            mine[stack.kind] = mine.get(stack.kind, 0) + stack.count
    if combat == "space":
        mine = {k: n for k, n in mine.items() if k in SHIPS}
    elif combat == "ground":
        mine = {k: n for k, n in mine.items() if k in (*GROUND_FORCES, *STRUCTURES)}
    info = {"system": node, "planet": planet, "opponent": opponent}
    extra = {"combat": combat} if roll == "combat" else {}
    plan = dice.plan(state, seat, list(mine), roll, target=opponent, bonus=bonus, **info, **extra)
    if not plan.aims:
        return None
    aims = []
    for aim in plan.aims:
        printed = dice.ability_roll(stats(state, seat, aim.kind), roll)
        aims.append(Aim(aim.kind, mine.get(aim.kind, 0), aim.dice, aim.hit_on,
                        printed.hit_on if printed is not None else aim.hit_on))
    return SideRolls(seat, roll, aims, plan.extra)


def forecast(view: TIView, trials: int = TRIALS) -> Forecast:
    """The forecast of the tactical action the view shows (an empty one outside a tactical action)."""
    tactical = view.tactical
    if tactical is None or tactical.action is None or tactical.action.system == -1:
        return Forecast()
    state = public_state(view)
    node = tactical.action.system
    space = pending_odds(state, trials)
    landings: dict[str, Odds] = {}
    if tactical.invasion is not None or tactical.movement is not None or tactical.space_combat is not None:
        for planet in planets_in(state, node):
            if tactical.invasion is None:
                continue
            found = landing_odds(state, planet, trials)
            if found is not None:
                landings[planet] = found
    rolls: list[SideRolls] = []
    combat = tactical.space_combat
    ground = tactical.ground_combat
    if ground is not None:
        for seat, other in ((ground.seat, ground.defender), (ground.defender, ground.seat)):
            found_rolls = _rolls(state, seat, other, node, ground.planet, "combat", "ground")
            if found_rolls is not None:
                rolls.append(found_rolls)
    elif combat is not None:
        nebula = "nebula" in galaxy(state).anomalies(node)
        for seat, other, bonus in ((combat.seat, combat.defender, 0), (combat.defender, combat.seat, int(nebula))):
            for roll in ("anti_fighter_barrage", "combat") if combat.round <= 1 else ("combat",):
                found_rolls = _rolls(state, seat, other, node, "", roll, "space", bonus if roll == "combat" else 0)
                if found_rolls is not None:
                    rolls.append(found_rolls)
    elif space is not None and tactical.movement is not None:
        rolls = _coming_rolls(state, tactical.movement, node)
    return Forecast(space, landings, rolls)


def _coming_rolls(state: TIState, movement: Any, node: int) -> list[SideRolls]:
    """The combat dice of the battle movement heads for: the declared ships (and fighters carried) count as
    arrived, as they do in its odds."""
    seat = movement.seat
    arriving = [Stack(seat, s.kind, 1, 0) for s in [*movement.ships, *movement.cargo]]
    defenders = sorted({s.owner for s in system(state, node).space if s.owner != seat and s.kind in SHIPS})
    if not defenders:
        return []
    nebula = int("nebula" in galaxy(state).anomalies(node))
    found = [_rolls(state, seat, defenders[0], node, "", "combat", "space", 0, arriving),
             _rolls(state, defenders[0], seat, node, "", "combat", "space", nebula)]
    return [f for f in found if f is not None]


def forecast_key(view: TIView) -> bytes:
    """What the forecast depends on: equal keys give equal forecasts."""
    tactical = view.tactical
    if tactical is None or tactical.action is None:
        return b""
    node = tactical.action.system
    parts = [tactical, [s for s in view.systems if s.node == node],
             [p for p in view.planets if p.system == node], view.modifiers,
             [(p.technologies, p.faction) for p in view.players]]
    return msgspec.msgpack.encode(parts)
