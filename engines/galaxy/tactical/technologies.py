"""The generic technologies of movement, combat and production, each a small function named after it.

Texts follow the facts' current printing (the Codex revisions: X-89 Bacterial Weapon and Magen Defense
Grid as revised in Codex IV). The hooks are described where the rules collect them:
``tactical.movement``, ``combat.dice``, ``combat.rounds``, ``combat.space``, ``tactical.space_cannon``,
``tactical.invasion``, ``production``, ``forces`` and ``tactical.activation``.

Fleet Logistics belongs to the turn (``phases/action.py``). Sling Relay is a component action
(``abilities.ability``). Infantry II answers ``start_of_turn``, a hook point at the start of the seat's turn.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.abilities import ability
from engines.galaxy.actions.events import TechnologyExhausted
from engines.galaxy.board import add, planets_in, stats
from engines.galaxy.combat.hits import push_hits, value
from engines.galaxy.content.units import upgrades
from engines.galaxy.economy import gain_trade_goods, resources
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import combat_serial
from engines.galaxy.forces import add_units, non_fighters, place_stacks, reinforcements
from engines.galaxy.production import dock_systems
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.combat import GroundCombat, SpaceCombat
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.actions import PlaceMech
from engines.galaxy.tactical.events import UnitPlaced, UnitRepaired

INFANTRY_RETURN = "infantry_2_return"


def ready(ctx: Context, technology: str) -> bool:
    player = ctx.state.players[ctx.seat]
    return technology in player.technologies and technology not in player.exhausted


def exhaust(ctx: Context, technology: str) -> list[Event]:
    ctx.state.players[ctx.seat].exhausted.append(technology)
    return [TechnologyExhausted(seat=ctx.seat, technology=technology)]


# ----- movement ------------------------------------------------------------------------------------------

@effect("antimass_deflectors", hook="enter_anomaly", anomaly="asteroid_field")
def antimass_deflectors(ctx: Context) -> bool:
    """Your ships may move into and through asteroid fields."""
    return True


@effect("antimass_deflectors", hook="enemy_roll_modifier", roll="space_cannon")
def antimass_deflectors_shielding(ctx: Context) -> int:
    """Other players' SPACE CANNON rolls against your units get -1 on each die."""
    return -1


@effect("gravity_drive", hook="move_bonus")
def gravity_drive(ctx: Context) -> int:
    """After you activate a system, one of your ships gets +1 move for this tactical action."""
    return 1


@effect("light_wave_deflector", hook="pass_through_ships")
def light_wave_deflector(ctx: Context) -> bool:
    """Your ships may move through systems holding other players' ships."""
    return True


@effect("dark_energy_tap", hook="retreat_into_empty")
def dark_energy_tap(ctx: Context) -> bool:
    """Your ships may retreat into adjacent systems without other players' units."""
    return True


# ----- combat ----------------------------------------------------------------------------------------------

@effect("plasma_scoring", hook="extra_dice", roll=("bombardment", "space_cannon"))
def plasma_scoring(ctx: Context) -> int:
    """One unit of a BOMBARDMENT or SPACE CANNON roll rolls one more die."""
    return 1


@effect("pds_2", hook="space_cannon_adjacent", unit="pds")
def pds_2(ctx: Context) -> bool:
    """Your PDS may fire SPACE CANNON at ships in adjacent systems (LRR 77.3c)."""
    return True


@effect("graviton_laser_system", hook="space_cannon_focus")
def graviton_laser_system(ctx: Context) -> str | None:
    """Exhaust before your SPACE CANNON fires: its hits go to non-fighter ships where possible."""
    return "graviton_laser_system" if ready(ctx, "graviton_laser_system") else None


@effect("x89_bacterial_weapon", hook="double_hits", roll="bombardment")
def x89_bacterial_weapon(ctx: Context) -> bool:
    """Hits from your BOMBARDMENT count double (and those of your ground combat rolls, below)."""
    return True


@effect("x89_bacterial_weapon", hook="double_hits", roll="combat", combat="ground")
def x89_bacterial_weapon_ground(ctx: Context) -> bool:
    return True


@effect("x89_bacterial_weapon", hook="bombarded")
def x89_bacterial_weapon_exhausts(ctx: Context) -> list[Event]:
    """A planet you bombard is exhausted."""
    ctx.state.planets[ctx.planet].exhausted = True
    return []


@effect("magen_defense_grid", hook="system_activated")
def magen_defense_grid(ctx: Context) -> list[Event]:
    """When any player activates a system with your structures, 1 infantry joins each of them."""
    events: list[Event] = []
    for name in planets_in(ctx.state, ctx.system):
        structures = sum(s.count for s in ctx.state.planets[name].units
                         if s.owner == ctx.seat and s.kind in ("pds", "space_dock"))
        for _ in range(structures):
            add(ctx.state.planets[name].units, ctx.seat, "infantry")
            events.append(UnitPlaced(seat=ctx.seat, kind="infantry", system=ctx.system, planet=name,
                                     source="magen_defense_grid"))
    return events


@effect("magen_defense_grid", hook="start_of_combat", combat="ground")
def magen_defense_grid_volley(ctx: Context) -> list[Event]:
    """At the start of ground combat on a planet with your structures, one hit on an enemy ground force."""
    units = ctx.state.planets[ctx.planet].units
    if any(s.owner == ctx.seat and s.kind in ("pds", "space_dock") for s in units):
        push_hits(ctx.state, ctx.opponent, 1, ctx.system, ctx.planet, "ground_forces", cause="magen_defense_grid",
                  by=ctx.seat, combat=combat_serial(ctx.state))  # destroyed during the combat (Devour)
    return []


@effect("duranium_armor", hook="after_assign_hits")
def duranium_armor(ctx: Context) -> list[Event]:
    """Each combat round, after hits are assigned, repair one damaged unit that did not sustain this round."""
    combat = flow.top(ctx.state)
    if not isinstance(combat, (SpaceCombat, GroundCombat)):
        return []
    fresh = {t.kind: t.count for t in combat.sustained if t.owner == ctx.seat}
    candidates = [s for s in place_stacks(ctx.state, ctx.system, ctx.planet)
                  if s.owner == ctx.seat and s.damaged - fresh.get(s.kind, 0) > 0]
    if not candidates:
        return []
    best = max(candidates, key=lambda s: value(stats(ctx.state, ctx.seat, s.kind)))
    best.damaged -= 1
    return [UnitRepaired(seat=ctx.seat, kind=best.kind)]


@effect("assault_cannon", hook="start_of_combat", combat="space")
def assault_cannon(ctx: Context) -> list[Event]:
    """At the start of a space combat where you have 3+ non-fighter ships, your opponent destroys one of theirs."""
    if non_fighters(ctx.state, ctx.seat, ctx.system) >= 3:
        push_hits(ctx.state, ctx.opponent, 1, ctx.system, targets="non_fighters", cause="assault_cannon",
                  by=ctx.seat, sustain=False, combat=combat_serial(ctx.state))  # during the combat (Devour)
    return []


@effect("dacxive_animators", hook="combat_won", combat="ground")
def dacxive_animators(ctx: Context) -> list[Event]:
    """After you win a ground combat, place one infantry from reinforcements on that planet."""
    add_units(ctx.state, ctx.seat, ctx.system, ctx.planet, "infantry")
    return [UnitPlaced(seat=ctx.seat, kind="infantry", system=ctx.system, planet=ctx.planet,
                       source="dacxive_animators")]


@effect("infantry_2", hook="unit_destroyed", unit="infantry")
def infantry_2(ctx: Context) -> list[Event]:
    """A destroyed infantry rolls: on 6+ it returns to a home planet at the start of your next turn."""
    if ctx.state.rng.roll(10) < 6:
        return []
    for modifier in ctx.state.modifiers:
        if modifier.effect == INFANTRY_RETURN and modifier.owner == ctx.seat:
            modifier.amount += 1
            return []
    ctx.state.modifiers.append(Modifier(INFANTRY_RETURN, ctx.seat, "game", amount=1))
    return []


@effect("infantry_2", hook="start_of_turn")
def infantry_2_return(ctx: Context) -> list[Event]:
    state, seat = ctx.state, ctx.seat
    waiting = [m for m in state.modifiers if m.effect == INFANTRY_RETURN and m.owner == seat]
    if not waiting:
        return []
    state.modifiers = [m for m in state.modifiers if m not in waiting]
    node = state.players[seat].home
    homes = [p for p in planets_in(state, node) if state.planets[p].owner == seat]
    if not homes:
        return []
    add(state.planets[homes[0]].units, seat, "infantry", waiting[0].amount)
    return [UnitPlaced(seat=seat, kind="infantry", system=node, planet=homes[0], source="infantry_2")]


# ----- production --------------------------------------------------------------------------------------------

@effect("sarween_tools", hook="production_discount")
def sarween_tools(ctx: Context) -> int:
    """Your units' production costs 1 less in total."""
    return 1


@effect("ai_development_algorithm", hook="optional_discounts")
def ai_development_algorithm(ctx: Context) -> str | None:
    """Exhaust when producing: the cost drops by the number of your unit upgrades."""
    owned = sum(1 for t in ctx.state.players[ctx.seat].technologies if t in upgrades())
    return "ai_development_algorithm" if owned and ready(ctx, "ai_development_algorithm") else None


@effect("ai_development_algorithm", hook="production_discount")
def ai_development_algorithm_discount(ctx: Context) -> int:
    if "ai_development_algorithm" not in ctx.details.get("chosen", ()):
        return 0
    return sum(1 for t in ctx.state.players[ctx.seat].technologies if t in upgrades())


@effect("integrated_economy", hook="planet_gained")
def integrated_economy(ctx: Context) -> list[Event]:
    """After you gain control of a planet, produce units there costing up to its resources."""
    worth = resources(ctx.state, ctx.planet)
    if worth > 0:
        flow.push(ctx.state, Production(seat=ctx.seat, system=ctx.system, purpose="planet", planet=ctx.planet,
                                        cost_cap=worth))
    return []


@effect("self_assembly_routines", hook="production_extras")
def self_assembly_routines(ctx: Context) -> list[Any]:
    """After producing, exhaust to place a mech on a planet you control in that system."""
    if not ready(ctx, "self_assembly_routines") or reinforcements(ctx.state, ctx.seat, "mech") == 0:
        return []
    return [PlaceMech(p) for p in planets_in(ctx.state, ctx.system) if ctx.state.planets[p].owner == ctx.seat]


@effect("self_assembly_routines", hook="production_extra_chosen")
def self_assembly_routines_place(ctx: Context) -> list[Event]:
    action = ctx.action
    if not isinstance(action, PlaceMech):
        return []
    events = exhaust(ctx, "self_assembly_routines")
    add_units(ctx.state, ctx.seat, ctx.system, action.planet, "mech")
    return [*events, UnitPlaced(seat=ctx.seat, kind="mech", system=ctx.system, planet=action.planet,
                                source="self_assembly_routines")]


@effect("self_assembly_routines", hook="unit_destroyed", unit="mech")
def self_assembly_routines_salvage(ctx: Context) -> list[Event]:
    """After one of your mechs is destroyed, gain a trade good."""
    return gain_trade_goods(ctx.state, ctx.seat, 1, "self_assembly_routines")


def _sling_relay_ready(state: TIState, seat: int) -> bool:
    player = state.players[seat]
    return "sling_relay" not in player.exhausted and bool(dock_systems(state, seat))


@ability("sling_relay", "action", ready=_sling_relay_ready)
def sling_relay(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: exhaust to produce one ship in a system holding your space dock."""
    state.players[seat].exhausted.append("sling_relay")
    flow.push(state, Production(seat=seat, system=-1, purpose="one_ship", limit=1, stage="where"))
    return [TechnologyExhausted(seat=seat, technology="sling_relay")]
