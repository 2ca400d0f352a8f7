"""The odds of a battle: play it many times with the game's own dice and hit rules.

Both players assign hits the way a careful player would (``hits.careful``: SUSTAIN DAMAGE first, then
the cheapest unit) and nobody retreats. A space battle is anti-fighter barrage, then rounds until one
side or neither has ships; an invasion is the attacker's bombardment (stopped by a planetary shield
unless the attacker brings a war sun), the defender's space cannon defence against the landing ground
forces, then ground combat.

Sides come from a game state (``side_in``: every modifier the effects in force give), from unit
counts and upgrades alone (``side_of``: the ``starboard galaxy combat`` tool), or from what a seat's
view shows (``side_seen``, ``seen_space_odds``, ``seen_ground_odds``: the bots, which never hold the
state; unit upgrades and faction units count, other technologies' effects do not). What anyone can see
counts on both (``combat.seen``): the opening shots (Ambush, Magen Defense Grid), Assault Cannon's ship
destroyed at the start of a space combat, the Argent's Raid Formation, the Titans' PDS fighting on the
ground. The random generator is the odds' own: asking for odds never changes the game's dice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import msgspec

from engines.core.rng import Rng
from engines.galaxy import effects
from engines.galaxy.board import galaxy, remove, stats, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import value
from engines.galaxy.combat.seen import (
    ASSAULT_SHIPS,
    assaults,
    cannon_extra,
    cannon_immune,
    cannon_modifier,
    cannon_reach,
    ground_kinds,
    magen_infantry,
    opening,
    raids,
    roll_change,
)
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES, UnitStats, unit_stats
from engines.galaxy.state import Stack, TIState

DEFAULT_TRIALS = 20_000
NON_FIGHTERS = tuple(k for k in SHIPS if k != "fighter")
FIGHTERS = ("fighter",)
ATTACKER, DEFENDER = 0, 1
_ABILITIES = ("combat", "anti_fighter_barrage", "bombardment", "space_cannon")


class Odds(msgspec.Struct, frozen=True):
    """Fractions of the trials each outcome came up."""

    attacker_win: float
    defender_win: float
    draw: float
    trials: int


@dataclass
class Side:
    """One side of a battle: its units, their statistics and its planned rolls."""

    seat: int
    stacks: list[Stack]
    units: dict[str, UnitStats]
    plans: dict[str, dice.Plan]
    double_ground: bool = False
    war_sun: bool = field(default=False)
    opening: tuple[int, ...] = ()  # dice rolled at the start of the combat, as the result each needs (Ambush)
    opening_hits: int = 0  # automatic hits at the start of the combat (Magen Defense Grid's)
    assault: bool = False  # Assault Cannon: with 3+ non-fighter ships at the start, the opponent loses one
    cannon: list[Stack] = field(default_factory=list)  # units firing SPACE CANNON offence into the system
    cannon_plan: dice.Plan = field(default_factory=lambda: dice.Plan(()))
    raid: bool = False  # barrage hits beyond the opponent's fighters damage their ships (Raid Formation)
    ground: tuple[str, ...] = GROUND_FORCES  # the kinds that fight (and take hits) in a ground combat

    def fresh(self) -> list[Stack]:
        return [Stack(s.owner, s.kind, s.count, s.damaged) for s in self.stacks]


def side_of(seat: int, counts: Mapping[str, int], upgrades: Iterable[str] = (), faction: str = "",
            combat: str = "") -> Side:
    """A side from unit counts and technologies (``upgrades``: unit upgrades change the statistics) with, for
    ``combat`` ("space" or "ground"), what ``combat.seen`` counts of the technologies and the faction."""
    owned = list(upgrades)
    units = {kind: unit_stats(kind, owned, faction) for kind in counts}
    plans = {a: dice.plan_from_stats(units, a) for a in _ABILITIES}
    stacks = [Stack(seat, kind, n) for kind, n in counts.items() if n > 0]
    side = Side(seat, stacks, units, plans, war_sun=counts.get("war_sun", 0) > 0)
    if combat:
        _seen_rules(side, faction, owned, combat, lambda kind: unit_stats(kind, owned, faction))
    return side


def _seen_rules(side: Side, faction: str, technologies: list[str], combat: str,
                stats_of: Callable[[str], UnitStats]) -> None:
    """The public combat rules of ``combat.seen`` on a side: opening shots, Assault Cannon, Raid Formation and
    the kinds fighting on the ground."""
    side.opening, side.opening_hits = opening(faction, technologies, side.seat, combat, side.stacks, stats_of)
    side.assault = assaults(technologies, combat)
    side.raid = raids(faction, combat)
    side.ground = ground_kinds(faction)


def side_seen(seat: int, units: Iterable[Any], technologies: Iterable[str], faction: str, bonus: int = 0,
              combat: str = "", opponent: int = -1) -> Side:
    """A side from units as a view lists them (anything with ``owner``, ``kind``, ``count``, ``damaged``),
    their owner's technologies and faction; ``bonus`` is added to combat rolls (a nebula's defender). With
    ``combat`` ("space" or "ground") the faction combat modifiers anyone can see count (``combat.seen``)."""
    listed = list(units)
    mine = [Stack(seat, u.kind, u.count, u.damaged) for u in listed if u.owner == seat and u.count]
    owned = list(technologies)
    units_of = {kind: unit_stats(kind, owned, faction) for kind in dict.fromkeys(s.kind for s in mine)}
    plans = {a: dice.plan_from_stats(units_of, a, modifier=bonus if a == "combat" else 0) for a in _ABILITIES}
    if combat:
        aims = []
        fighting = SHIPS if combat == "space" else ground_kinds(faction)  # LRR 78.5, 42.3
        for kind, unit in units_of.items():
            roll = unit.combat
            if roll is None or kind not in fighting:
                continue
            modifier, more = roll_change(faction, seat, kind, combat, listed, opponent)
            aims.append(dice.Aim(kind, roll.hit_on - bonus - modifier, max(0, roll.dice + more)))
        plans["combat"] = dice.Plan(tuple(aims))
    side = Side(seat, mine, units_of, plans, war_sun=any(s.kind == "war_sun" for s in mine))
    _seen_rules(side, faction, owned, combat, lambda kind: unit_stats(kind, owned, faction))
    return side


def side_in(state: TIState, seat: int, stacks: list[Stack], opponent: int, combat: str, node: int,
            planet: str = "", bonus: int = 0) -> Side:
    """A side from a game: the seat's statistics and every roll modifier in force for this battle."""
    mine = [Stack(s.owner, s.kind, s.count, s.damaged) for s in stacks if s.owner == seat and s.count]
    kinds = list(dict.fromkeys(s.kind for s in mine))
    units = {k: stats(state, seat, k) for k in kinds}
    info: dict[str, Any] = {"system": node, "planet": planet, "opponent": opponent}
    ground = (*GROUND_FORCES, *(k for answer in effects.collect(state, "fights_on_ground", seat) for k in answer))
    fighting = [k for k in kinds if k in (SHIPS if combat == "space" else ground)]  # LRR 78.5, 42.3
    plans = {
        "combat": dice.plan(state, seat, fighting, "combat", target=opponent, bonus=bonus, combat=combat, **info),
        "anti_fighter_barrage": dice.plan(state, seat, kinds, "anti_fighter_barrage", target=opponent, **info),
        "bombardment": dice.plan(state, seat, kinds, "bombardment", target=opponent, **info),
        "space_cannon": dice.plan(state, seat, kinds, "space_cannon", target=opponent, **info),
    }
    double = effects.any_true(state, "double_hits", seat, roll="combat", combat="ground")
    player = state.players[seat]
    side = Side(seat, mine, units, plans, double_ground=double, war_sun=any(s.kind == "war_sun" for s in mine))
    _seen_rules(side, player.faction, list(player.technologies), combat, lambda kind: stats(state, seat, kind))
    side.ground = ground  # the engine's own answer (hook ``fights_on_ground``)
    return side


def _hits(rng: Rng, side: Side, ability: str, stacks: list[Stack]) -> int:
    return dice.roll_hits(rng, side.plans[ability], stacks, side.seat)


def _opening_hits(rng: Rng, side: Side) -> int:
    return side.opening_hits + sum(1 for need, result in zip(side.opening, rng.rolls(len(side.opening), 10),
                                                             strict=True) if result >= need)


def _take(hits: int, stacks: list[Stack], side: Side, kinds: tuple[str, ...], sustain: bool = True) -> None:
    """The careful player's assignment of ``hits`` to their own ``stacks`` of ``kinds``: what ``hits.careful``
    chooses among ``hits.choices`` and ``hits.apply_choice`` does, worked out in one pass over the stacks a hit
    (the odds' thousands of battles): SUSTAIN DAMAGE on the costliest unit that can (the first such stack on a
    tie), else the loss of the cheapest unit, the better combat roll lost first on a tie."""
    seat, units = side.seat, side.units
    for _ in range(hits):
        saved: str | None = None  # the kind that cancels the hit with SUSTAIN DAMAGE
        saved_worth = 0.0
        lost: str | None = None  # else the kind that loses a unit
        lost_worth: tuple[float, int] = (0.0, 0)
        for s in stacks:
            if s.owner != seat or not s.count or s.kind not in kinds:
                continue
            unit = units[s.kind]
            if sustain and unit.sustain_damage and s.count > s.damaged:
                worth = value(unit)
                if saved is None or worth > saved_worth:
                    saved, saved_worth = s.kind, worth
            elif saved is None:
                rank = (value(unit), -(unit.combat.hit_on if unit.combat else 11))
                if lost is None or rank < lost_worth:
                    lost, lost_worth = s.kind, rank
        if saved is not None:
            for s in stacks:
                if s.owner == seat and s.kind == saved:
                    s.damaged += 1
                    break
        elif lost is not None:
            remove(stacks, seat, lost)
        else:
            return


def _raid(hits: int, stacks: list[Stack], side: Side) -> None:
    """Raid Formation: each barrage hit beyond ``side``'s fighters damages one of its undamaged ships with
    SUSTAIN DAMAGE, the raider choosing the costliest (factions/argent.py)."""
    fighters = sum(s.count for s in stacks if s.owner == side.seat and s.kind == "fighter")
    for _ in range(hits - fighters):
        sturdy = [s for s in stacks if s.owner == side.seat and s.kind in SHIPS and s.count > s.damaged
                  and side.units[s.kind].sustain_damage]
        if not sturdy:
            return
        max(sturdy, key=lambda s: value(side.units[s.kind])).damaged += 1


def _alive(stacks: list[Stack], kinds: tuple[str, ...]) -> bool:
    return any(s.count and s.kind in kinds for s in stacks)


def space_battle(attacker: Side, defender: Side, rng: Rng, max_rounds: int = 200, begun: bool = False) -> int:
    """One space combat: ATTACKER or DEFENDER wins, -1 is a draw. Unless the combat has ``begun``, the space
    cannon offence after the movement (LRR 77.2), the start of the combat and the barrage come first."""
    ours, theirs = attacker.fresh(), defender.fresh()
    if not begun:
        _opening(attacker, defender, ours, theirs, rng)
    for _ in range(max_rounds):
        if not (_alive(ours, SHIPS) and _alive(theirs, SHIPS)):
            break
        a_hits = _hits(rng, attacker, "combat", [s for s in ours if s.kind in SHIPS])  # LRR 78.3a: ships roll
        d_hits = _hits(rng, defender, "combat", [s for s in theirs if s.kind in SHIPS])
        _take(a_hits, theirs, defender, SHIPS)
        _take(d_hits, ours, attacker, SHIPS)
    return _outcome(_alive(ours, SHIPS), _alive(theirs, SHIPS))


def _count(stacks: list[Stack], seat: int, kinds: tuple[str, ...]) -> int:
    return sum(s.count for s in stacks if s.owner == seat and s.kind in kinds)


def _opening(attacker: Side, defender: Side, ours: list[Stack], theirs: list[Stack], rng: Rng) -> None:
    """What comes before the first round: space cannon offence, the start of the combat (Ambush, Assault
    Cannon), then the anti-fighter barrage with Raid Formation."""
    a_hits = dice.roll_hits(rng, attacker.cannon_plan, attacker.cannon, attacker.seat) if attacker.cannon else 0
    d_hits = dice.roll_hits(rng, defender.cannon_plan, defender.cannon, defender.seat) if defender.cannon else 0
    _take(a_hits, theirs, defender, SHIPS)
    _take(d_hits, ours, attacker, SHIPS)
    if attacker.opening or defender.opening:  # Ambush: hits on ships, assigned by their owner
        a_hits, d_hits = _opening_hits(rng, attacker), _opening_hits(rng, defender)
        _take(a_hits, theirs, defender, SHIPS)
        _take(d_hits, ours, attacker, SHIPS)
    a_kills = attacker.assault and _count(ours, attacker.seat, NON_FIGHTERS) >= ASSAULT_SHIPS
    d_kills = defender.assault and _count(theirs, defender.seat, NON_FIGHTERS) >= ASSAULT_SHIPS
    _take(int(a_kills), theirs, defender, NON_FIGHTERS, sustain=False)  # Assault Cannon: destroyed outright
    _take(int(d_kills), ours, attacker, NON_FIGHTERS, sustain=False)
    a_hits = _hits(rng, attacker, "anti_fighter_barrage", ours)
    d_hits = _hits(rng, defender, "anti_fighter_barrage", theirs)
    if attacker.raid:
        _raid(a_hits, theirs, defender)
    if defender.raid:
        _raid(d_hits, ours, attacker)
    _take(a_hits, theirs, defender, FIGHTERS, sustain=False)
    _take(d_hits, ours, attacker, FIGHTERS, sustain=False)


def _outcome(ours: bool, theirs: bool) -> int:
    if ours and not theirs:
        return ATTACKER
    if theirs and not ours:
        return DEFENDER
    return -1


def shield_holds(attacker: Side, defender: Side) -> bool:
    """PLANETARY SHIELD stops bombardment unless the attacker has a war sun there (LRR 65.3)."""
    return not attacker.war_sun and any(defender.units[s.kind].planetary_shield for s in defender.stacks)


def invasion_battle(attacker: Side, defender: Side, rng: Rng, max_rounds: int = 200) -> int:
    """One invasion: bombardment, space cannon defence, ground combat. A planet nobody holds after a
    combat stays with the defender, but the outcome is a draw (LRR 42.4d, 49.5d)."""
    ours, theirs = attacker.fresh(), defender.fresh()
    mine, held_kinds = attacker.ground, defender.ground  # the Titans' PDS fight and take hits as ground forces
    if not shield_holds(attacker, defender):
        hits = _hits(rng, attacker, "bombardment", ours) * (2 if attacker.double_ground else 1)
        _take(hits, theirs, defender, held_kinds)
    _take(_hits(rng, defender, "space_cannon", theirs), ours, attacker, mine)
    if not _alive(ours, mine):
        return DEFENDER
    if not _alive(theirs, held_kinds):
        return ATTACKER
    landed = [s for s in ours if s.kind in mine]
    held = [s for s in theirs if s.kind in held_kinds]
    if attacker.opening_hits or defender.opening_hits:  # Magen Defense Grid: at the start of ground combat
        a_hits, d_hits = attacker.opening_hits, defender.opening_hits
        _take(a_hits, held, defender, held_kinds)
        _take(d_hits, landed, attacker, mine)
        if not (_alive(landed, mine) and _alive(held, held_kinds)):
            return _outcome(_alive(landed, mine), _alive(held, held_kinds))
    for _ in range(max_rounds):
        if not (_alive(landed, mine) and _alive(held, held_kinds)):
            break
        a_hits = _hits(rng, attacker, "combat", landed) * (2 if attacker.double_ground else 1)
        d_hits = _hits(rng, defender, "combat", held) * (2 if defender.double_ground else 1)
        _take(a_hits, held, defender, held_kinds)
        _take(d_hits, landed, attacker, mine)
    return _outcome(_alive(landed, mine), _alive(held, held_kinds))


_PLAYED: dict[bytes, Odds] = {}  # battles already played, by everything that decides them (a bot asks again)
_PLAYED_KEPT = 512


def odds(attacker: Side, defender: Side, ground: bool = False, trials: int = DEFAULT_TRIALS,
         seed: int = 1, begun: bool = False) -> Odds:
    """Play the battle ``trials`` times (the same battle asked again is answered from memory: the odds'
    generator starts from ``seed`` each time, so the answer would be the same). A space combat that has
    ``begun`` is played from its next round: no space cannon, opening shots or barrage any more."""
    if trials <= 0:
        raise ValueError("trials must be positive")
    key = _encoder.encode((attacker, defender, ground, trials, seed, begun))
    known = _PLAYED.get(key)
    if known is None:
        if len(_PLAYED) >= _PLAYED_KEPT:
            _PLAYED.clear()
        known = _PLAYED[key] = _play(attacker, defender, ground, trials, seed, begun)
    return known


_encoder = msgspec.msgpack.Encoder()


def _play(attacker: Side, defender: Side, ground: bool, trials: int, seed: int, begun: bool) -> Odds:
    # The odds' own generator: it hides nothing of the game, so the fast unkeyed counter will do.
    rng = Rng(seed=(seed * 0x9E3779B97F4A7C15) & ((1 << 64) - 1))
    tally = [0, 0, 0]
    for _ in range(trials):
        outcome = invasion_battle(attacker, defender, rng) if ground else space_battle(attacker, defender, rng,
                                                                                       begun=begun)
        tally[outcome] += 1  # index -1 is the draw
    return Odds(tally[ATTACKER] / trials, tally[DEFENDER] / trials, tally[-1] / trials, trials)


# ----- a pending battle in a game ----------------------------------------------------------------------------

def space_odds(state: TIState, node: int, attacker: int, arriving: Iterable[Stack] = (),
               trials: int = 4000) -> Odds | None:
    """The odds of a space combat in ``node`` if ``arriving`` units joined the attacker there."""
    stacks = [*system(state, node).space, *arriving]
    defenders = sorted({s.owner for s in stacks if s.owner != attacker and s.kind in SHIPS})
    if not defenders or not any(s.owner == attacker and s.kind in SHIPS for s in stacks):
        return None
    defender = defenders[0]
    nebula = "nebula" in galaxy(state).anomalies(node)
    ours = side_in(state, attacker, stacks, defender, "space", node)
    theirs = side_in(state, defender, stacks, attacker, "space", node, bonus=1 if nebula else 0)
    _cannons_in(state, ours, defender, node, effects.any_true(state, "space_cannon_immune", attacker))
    _cannons_in(state, theirs, attacker, node)
    return odds(ours, theirs, trials=trials, begun=_begun(state, node))


def _cannons_in(state: TIState, side: Side, target: int, node: int, barred: bool = False) -> None:
    """The side's SPACE CANNON offence into ``node`` at ``target``'s ships, as the engine fires it (LRR 77.2,
    77.3c: ``tactical.space_cannon.offence_units``), unless ``target`` is immune there (Quetzecoatl) or the
    shots are ``barred`` (Solar Flare)."""
    from engines.galaxy.tactical.space_cannon import offence_units

    if barred or effects.any_true(state, "immune_to_space_cannon", target, system=node, planet="", defence=False):
        return
    side.cannon = [Stack(s.owner, s.kind, s.count) for s in offence_units(state, side.seat, node)]
    side.cannon_plan = dice.plan(state, side.seat, [s.kind for s in side.cannon], "space_cannon", target=target,
                                 system=node, opponent=target)


def _begun(state: TIState, node: int) -> bool:
    from engines.galaxy import flow
    from engines.galaxy.steps.combat import SpaceCombat

    combat = flow.parent(state, SpaceCombat)
    return combat is not None and combat.system == node


def ground_odds(state: TIState, planet: str, attacker: int, ships: Iterable[Stack], landing: Iterable[Stack],
                trials: int = 4000) -> Odds | None:
    """The odds of invading ``planet`` with ``landing`` ground forces, ``ships`` bombarding first."""
    node = state.planets[planet].system
    held = state.planets[planet].units
    owners = sorted({s.owner for s in held if s.owner != attacker and s.kind in (*GROUND_FORCES, *STRUCTURES)})
    landing = [s for s in landing if s.kind in GROUND_FORCES]
    if not owners or not landing:
        return None
    defender = owners[0]
    ours = side_in(state, attacker, [*ships, *landing], defender, "ground", node, planet)
    theirs = side_in(state, defender, list(held), attacker, "ground", node, planet)
    return odds(ours, theirs, ground=True, trials=trials)


def landing_odds(state: TIState, planet: str, trials: int = 4000) -> Odds | None:
    """The odds of the current invasion of ``planet``: all the active player's ground forces in the space area
    and those already landed there commit; bombardment counts while it is still to come."""
    from engines.galaxy import flow
    from engines.galaxy.steps.invasion import Invasion

    invasion = flow.parent(state, Invasion)
    if invasion is None or state.planets[planet].system != invasion.system:
        return None
    seat = invasion.seat
    space = system(state, invasion.system).space
    landing = [s for s in [*space, *state.planets[planet].units] if s.owner == seat and s.kind in GROUND_FORCES]
    ships = [s for s in space if s.owner == seat and s.kind in SHIPS] if invasion.stage == "bombard" else []
    return ground_odds(state, planet, seat, ships, landing, trials)


def pending_odds(state: TIState, trials: int = 4000) -> Odds | None:
    """The odds of the space combat the current tactical action is heading for, before anyone commits.

    During movement the declared ships and what they carry (fighters fight, LRR 16) count as arrived; in a
    space combat, the battle from here on. None when no space combat is in sight.
    """
    from engines.galaxy import flow
    from engines.galaxy.steps.movement import Movement
    from engines.galaxy.steps.tactical import TacticalAction

    tactical = flow.parent(state, TacticalAction)
    if tactical is None or tactical.system == -1:
        return None
    moving = flow.parent(state, Movement)
    arriving: list[Stack] = []
    if moving is not None:
        arriving = [Stack(moving.seat, s.kind, 1, 1 if s.damaged else 0) for s in moving.ships]
        arriving += [Stack(moving.seat, c.kind, 1, 1 if c.damaged else 0) for c in moving.cargo]
    return space_odds(state, tactical.system, tactical.seat, arriving, trials)


# ----- a battle as a seat's view shows it (the bots) -----------------------------------------------------------

def _player(view: Any, seat: int) -> tuple[list[str], str]:
    player = view.players[seat]
    return list(player.technologies), player.faction


def seen_space_odds(view: Any, node: int, attacker: int, arriving: Iterable[Any] = (), trials: int = 400,
                    seed: int = 1, adjacent: Iterable[int] = ()) -> Odds | None:
    """``space_odds`` from a view (``TIView``): the space combat in ``node`` if ``arriving`` joined the attacker;
    ``adjacent`` are the systems next to ``node``, whose PDS II may fire into it."""
    found = next((s for s in view.systems if s.node == node), None)
    if found is None:
        return None
    units = [*found.space, *arriving]
    defenders = sorted({u.owner for u in units if u.owner != attacker and u.kind in SHIPS and u.count})
    if not defenders or not any(u.owner == attacker and u.kind in SHIPS and u.count for u in units):
        return None
    defender = defenders[0]
    bonus = 1 if "nebula" in found.anomalies else 0
    ours = side_seen(attacker, units, *_player(view, attacker), combat="space", opponent=defender)
    theirs = side_seen(defender, units, *_player(view, defender), bonus=bonus, combat="space", opponent=attacker)
    near = list(adjacent)
    _cannons_seen(view, ours, defender, node, near, units)
    _cannons_seen(view, theirs, attacker, node, near, units)
    tactical = getattr(view, "tactical", None)
    combat = tactical.space_combat if tactical is not None else None
    return odds(ours, theirs, trials=trials, seed=seed, begun=combat is not None and combat.system == node)


def _cannons_seen(view: Any, side: Side, target: int, node: int, adjacent: list[int], units: list[Any]) -> None:
    """The side's SPACE CANNON offence as a view shows it (``combat.seen``): its units with SPACE CANNON on the
    planets of ``node`` and, where they reach, of the ``adjacent`` systems."""
    technologies, faction = _player(view, side.seat)
    if cannon_immune(view.players[target].faction, target, units):
        return
    reach = cannon_reach(technologies)
    found: dict[str, int] = {}
    for planet in view.planets:
        here = planet.system == node
        if not here and planet.system not in adjacent:
            continue
        for unit in planet.units:
            if unit.owner == side.seat and unit.count and (here or unit.kind in reach):
                found[unit.kind] = found.get(unit.kind, 0) + unit.count
    for unit in units:  # ships with SPACE CANNON in the system itself
        if unit.owner == side.seat and unit.count and unit.kind in SHIPS:
            found[unit.kind] = found.get(unit.kind, 0) + unit.count
    stats_of = {kind: unit_stats(kind, technologies, faction) for kind in found}
    shooting = {kind: unit for kind, unit in stats_of.items() if unit.space_cannon is not None}
    if not shooting:
        return
    side.cannon = [Stack(side.seat, kind, found[kind]) for kind in shooting]
    modifier = cannon_modifier(view.players[target].technologies)
    side.cannon_plan = dice.plan_from_stats(shooting, "space_cannon", modifier=modifier,
                                            extra=cannon_extra(technologies))


def seen_ground_odds(view: Any, planet: str, attacker: int, ships: Iterable[Any], landing: Iterable[Any],
                     trials: int = 400, seed: int = 1, activating: bool = False) -> Odds | None:
    """``ground_odds`` from a view: invading ``planet`` with ``landing`` ground forces, ``ships`` bombarding;
    ``activating``: the system is still to be activated (Magen Defense Grid's infantry are still to come)."""
    found = next((p for p in view.planets if p.key == planet), None)
    landing = [u for u in landing if u.kind in GROUND_FORCES and u.count]
    if found is None or not landing:
        return None
    owners = sorted({u.owner for u in found.units if u.owner != attacker and u.kind in (*GROUND_FORCES, *STRUCTURES)})
    if not owners:
        return None
    defender = owners[0]
    ours = side_seen(attacker, [*ships, *landing], *_player(view, attacker), combat="ground", opponent=defender)
    held: list[Any] = list(found.units)
    coming = magen_infantry(view.players[defender].technologies, defender, held) if activating else 0
    if coming:
        held.append(Stack(defender, "infantry", coming))
    theirs = side_seen(defender, held, *_player(view, defender), combat="ground", opponent=attacker)
    return odds(ours, theirs, ground=True, trials=trials, seed=seed)
