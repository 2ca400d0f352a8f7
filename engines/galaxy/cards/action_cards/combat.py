"""Action cards played in combat: at a round's start or end, on rolls, on hits, on retreats, after it."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.amounts import amount
from engines.galaxy.board import stats, system
from engines.galaxy.cards.action_cards.actions import CardEffect
from engines.galaxy.cards.action_cards.registry import Play, window_card
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, any_true, effect
from engines.galaxy.flow import parent
from engines.galaxy.forces import destroy, place_stacks
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.combat import AssignHits, GroundCombat, SpaceCombat
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitRepaired

SHIELDED = 2
COURAGE_DICE = 2


def _said(play: Play, what: str) -> list[Event]:
    return [CardEffect(seat=play.seat, card=play.card, what=what)]


def _mine_in(state: TIState, seat: int, window: Window, kinds: tuple[str, ...] | None = None) -> list[str]:
    stacks = place_stacks(state, window.system, window.planet) if window.system >= 0 else []
    return [s.kind for s in stacks if s.owner == seat and s.count and (kinds is None or s.kind in kinds)]


def _in_space_combat(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and parent(state, SpaceCombat) is not None and not window.planet


def _hits_below(state: TIState, window: Window) -> AssignHits | None:
    """The AssignHits step the window stands over (the hits it is about)."""
    stack = state.stack
    index = next((i for i in range(len(stack) - 1, -1, -1) if stack[i] is window), -1)
    for step in reversed(stack[:index]):
        if isinstance(step, AssignHits):
            return step
        if not isinstance(step, Window):
            return None
    return None


# ----- the start and end of a round ---------------------------------------------------------------------


@window_card("morale_boost", "start:combat_round")
def morale_boost(play: Play) -> list[Event]:
    """Your units get +1 on their combat rolls this round."""
    play.state.modifiers.append(Modifier("morale_boost", play.seat, "combat_round"))
    return _said(play, "gives its units +1 this round")


@effect("morale_boost", hook="roll_modifier", roll="combat")
def _morale(ctx: Context) -> int:
    return 1


def _first_round_fighters(state: TIState, seat: int, window: Window | None) -> bool:
    combat = parent(state, SpaceCombat)
    return window is not None and combat is not None and combat.round == 1 and bool(
        _mine_in(state, seat, window, ("fighter",)))


@window_card("fighter_prototype", "start:space_combat_round", could=_first_round_fighters)
def fighter_prototype(play: Play) -> list[Event]:
    """Your fighters get +2 on their combat rolls this round."""
    play.state.modifiers.append(Modifier("fighter_prototype", play.seat, "combat_round"))
    return _said(play, "gives its fighters +2 this round")


@effect("fighter_prototype", hook="roll_modifier", roll="combat", unit="fighter")
def _prototype(ctx: Context) -> int:
    return 2


def _damaged_here(state: TIState, seat: int, window: Window | None) -> bool:
    if window is None or window.system < 0:
        return False
    here = system(state, window.system)
    places = [here.space, *(state.planets[p].units for p in here.planets)]
    return any(s.owner == seat and s.damaged for stacks in places for s in stacks)


@window_card("emergency_repairs", ("start:combat_round", "end:combat_round"), could=_damaged_here)
def emergency_repairs(play: Play) -> list[Event]:
    """Every damaged unit of yours in the active system is repaired."""
    assert play.window is not None
    here = system(play.state, play.window.system)
    events: list[Event] = []
    for stacks in [here.space, *(play.state.planets[p].units for p in here.planets)]:
        for stack in stacks:
            if stack.owner == play.seat and stack.damaged:
                events += [UnitRepaired(seat=play.seat, kind=stack.kind)] * stack.damaged
                stack.damaged = 0
    return events


def _retreat_targets(state: TIState, seat: int, window: Window | None) -> list[str]:
    from engines.galaxy.board import galaxy
    from engines.galaxy.tactical.movement import impassable_for

    if window is None or window.system < 0:
        return []
    blocked = impassable_for(state, seat)
    found = []
    for near in galaxy(state).neighbours(window.system):
        if blocked.intersection(galaxy(state).anomalies(near)):
            continue
        if not any(s.owner != seat and s.kind in SHIPS for s in system(state, near).space):
            found.append(f"system:{near}")
    return found


def _may_retreat_skilfully(state: TIState, seat: int, window: Window | None) -> bool:
    return _in_space_combat(state, seat, window) and bool(_retreat_targets(state, seat, window))


@window_card("skilled_retreat", "start:space_combat_round", could=_may_retreat_skilfully, targets=_retreat_targets)
def skilled_retreat(play: Play) -> list[Event]:
    """All your ships leave for the chosen adjacent system (a command token goes there); the combat is a draw."""
    from engines.galaxy.combat.space import retreat

    assert play.window is not None
    to = int(play.target.partition(":")[2])
    events = retreat(play.state, play.seat, play.window.system, to)
    play.state.modifiers.append(Modifier("skilled_retreat", play.seat, "combat"))
    play.window.closed = True
    return events


# ----- retreats -------------------------------------------------------------------------------------------


@window_card("intercept", "after:retreat_announced", by="opponent")
def intercept(play: Play) -> list[Event]:
    """Your opponent may not retreat this round."""
    combat = parent(play.state, SpaceCombat)
    if combat is not None:
        combat.retreat = -1
    return _said(play, "cuts off the retreat")


def _defending(state: TIState, seat: int, window: Window | None) -> bool:
    combat = parent(state, SpaceCombat)
    return combat is not None and combat.defender == seat


@window_card("rout", "start:announce_retreats", could=_defending)
def rout(play: Play) -> list[Event]:
    """Your opponent must announce a retreat this round, if it can."""
    play.state.modifiers.append(Modifier("rout", play.seat, "combat_round"))
    return _said(play, "forces the attacker to announce a retreat")


# ----- rolls --------------------------------------------------------------------------------------------------


def _ground_roll(state: TIState, seat: int, window: Window | None) -> bool:
    combat = parent(state, GroundCombat)
    return window is not None and window.subject == "ground" and combat is not None and any(
        d.result < d.hit_on for d in combat.dice)


@window_card("fire_team", "after:combat_roll", could=_ground_roll)
def fire_team(play: Play) -> list[Event]:
    """Reroll your dice (the engine rerolls the misses: a careful player never rerolls a hit)."""
    combat = parent(play.state, GroundCombat)
    if combat is None:
        return []
    rerolled = 0
    for die in combat.dice:
        if die.result < die.hit_on:
            die.result = play.state.rng.roll(dice.SIDES)
            rerolled += 1
    return _said(play, f"rerolls {rerolled} missed dice")


def _hits_to_scramble(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and window.amount > 0 and bool(window.dice)


@window_card("scramble_frequency", "after:unit_ability_roll", by="opponent", could=_hits_to_scramble)
def scramble_frequency(play: Play) -> list[Event]:
    """The roller rerolls every die of that BOMBARDMENT, SPACE CANNON or ANTI-FIGHTER BARRAGE roll."""
    window = play.window
    assert window is not None
    for die in window.dice:
        die.result = play.state.rng.roll(dice.SIDES)
    hits = dice.hits(window.dice) * dice.multiplier(play.state, window.actors[0], window.subject)
    below = _hits_below(play.state, window)
    if below is not None and below.by == window.actors[0]:
        below.hits = hits
    window.amount = hits
    return _said(play, f"makes {{p{window.actors[0]}}} reroll: {amount(hits, 'hit')} now")


def _afb_here(state: TIState, seat: int, window: Window | None) -> bool:
    if window is None:
        return False
    return any(stats(state, seat, k).anti_fighter_barrage is not None for k in _mine_in(state, seat, window))


@window_card("waylay", "before:anti_fighter_barrage", could=_afb_here)
def waylay(play: Play) -> list[Event]:
    """Your ANTI-FIGHTER BARRAGE hits may fall on any ships this combat."""
    play.state.modifiers.append(Modifier("waylay", play.seat, "combat"))
    return _said(play, "aims its barrage at every ship")


@effect("waylay", hook="barrage_hits_any_ship")
def _waylay(ctx: Context) -> bool:
    return True


# ----- hits ---------------------------------------------------------------------------------------------------


def _space_hits(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and window.subject == "space" and window.amount > 0


def _shield_amounts(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"hits:{n}" for n in range(1, min(SHIELDED, window.amount if window else 0) + 1)]


def _cancel_hits(play: Play) -> list[Event]:
    assert play.window is not None
    cancelled = int(play.target.partition(":")[2]) if play.target else 1
    below = _hits_below(play.state, play.window)
    if below is not None:
        cancelled = min(cancelled, below.hits)
        below.hits -= cancelled
    return _said(play, f"cancels {cancelled} hit{'s' if cancelled != 1 else ''}")


@window_card("shields_holding", "before:hits_assigned", could=_space_hits, targets=_shield_amounts)
def shields_holding(play: Play) -> list[Event]:
    """Cancel up to two hits on your ships in this space combat."""
    return _cancel_hits(play)


def _cannon_hits(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and window.amount > 0


@window_card("maneuvering_jets", "before:space_cannon_hits", could=_cannon_hits)
def maneuvering_jets(play: Play) -> list[Event]:
    """Cancel one SPACE CANNON hit against your units."""
    return _cancel_hits(play)


def _sustained_ships(state: TIState, seat: int, window: Window | None) -> list[str]:
    if window is None or window.planet:
        return []
    owner = window.actors[0]
    kinds = {k for k in window.subject.split(",") if k in SHIPS}
    here = system(state, window.system).space
    return [f"unit:{k}" for k in sorted(kinds) if any(s.owner == owner and s.kind == k and s.damaged for s in here)
            and not any_true(state, "immune_to_direct_hit", owner, unit=k)]  # Super-Dreadnought II


def _any_sustained(state: TIState, seat: int, window: Window | None) -> bool:
    return bool(_sustained_ships(state, seat, window))


@effect("dreadnought_2", hook="immune_to_direct_hit", unit="dreadnought")
def dreadnought_2_withstands_direct_hit(ctx: Context) -> bool:
    """Dreadnought II cannot be destroyed by Direct Hit (Prophecy of Kings' version of the card)."""
    return True


@window_card("direct_hit", "after:sustain_damage", by="opponent", could=_any_sustained, targets=_sustained_ships)
def direct_hit(play: Play) -> list[Event]:
    """The ship that absorbed your hit with SUSTAIN DAMAGE is destroyed."""
    assert play.window is not None
    victim, kind = play.window.actors[0], play.target.partition(":")[2]
    return destroy(play.state, victim, play.window.system, "", kind, by=play.seat, cause="direct_hit")


def _sustained_in_combat(state: TIState, seat: int, window: Window | None) -> bool:
    return _in_space_combat(state, seat, window) and bool(_sustained_ships(state, seat, window)) and bool(
        window is not None and window.opponents and window.opponents[0] >= 0)


@window_card("reflective_shielding", "when:sustain_damage", could=_sustained_in_combat)
def reflective_shielding(play: Play) -> list[Event]:
    """Two hits on your opponent's ships in the active system."""
    assert play.window is not None
    opponent = play.window.opponents[0]
    push_hits(play.state, opponent, 2, play.window.system, by=play.seat, cause="reflective_shielding")
    return _said(play, "scores 2 hits on {p%d}" % opponent)


def _lost_ships(state: TIState, seat: int, window: Window | None) -> list[str]:
    if window is None:
        return []
    return [f"unit:{k}" for k in sorted({k for k in window.subject.split(",") if k in SHIPS})
            if stats(state, seat, k).combat is not None]


def _lost_a_ship(state: TIState, seat: int, window: Window | None) -> bool:
    return bool(_lost_ships(state, seat, window)) and bool(window is not None and window.opponents
                                                            and window.opponents[0] >= 0)


@window_card("courageous_to_the_end", "after:ship_lost", could=_lost_a_ship, targets=_lost_ships)
def courageous_to_the_end(play: Play) -> list[Event]:
    """Roll two dice at the lost ship's combat value: your opponent destroys one of its ships per hit."""
    assert play.window is not None
    kind = play.target.partition(":")[2]
    roll = stats(play.state, play.seat, kind).combat
    needed = roll.hit_on if roll is not None else 11
    results = [play.state.rng.roll(dice.SIDES) for _ in range(COURAGE_DICE)]
    hits = sum(1 for r in results if r >= needed)
    opponent = play.window.opponents[0]
    push_hits(play.state, opponent, hits, play.window.system, by=play.seat, cause="courageous_to_the_end",
              sustain=False)
    return _said(play, "rolls %s: {p%d} loses %d ship%s" % (", ".join(map(str, results)), opponent, hits,
                                                             "s" if hits != 1 else ""))


# ----- after the combat -----------------------------------------------------------------------------------


def _won_in_space(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and window.subject == "space" and bool(window.opponents)


@window_card("salvage", "after:combat_won", could=_won_in_space)
def salvage(play: Play) -> list[Event]:
    """Your opponent gives you all its commodities."""
    assert play.window is not None
    loser = play.state.players[play.window.opponents[0]]
    count, loser.commodities = loser.commodities, 0
    return gain_trade_goods(play.state, play.seat, count, "salvage", supply=False)  # given: LRR 21.6


def _upgrades_here(state: TIState, seat: int, window: Window | None) -> list[str]:
    from engines.galaxy.economy import spendable
    from engines.galaxy.research import catalogue, researchable

    if window is None or spendable(state, seat, "resources") < 4:
        return []
    kinds = set(_mine_in(state, seat, window))
    if window.planet == "" and window.system >= 0:
        kinds |= {s.kind for s in system(state, window.system).space if s.owner == seat}
    techs = catalogue()
    return [f"technology:{t}" for t in researchable(state, seat, 4) if techs[t].upgrades in kinds]


def _prototype_ready(state: TIState, seat: int, window: Window | None) -> bool:
    return bool(_upgrades_here(state, seat, window))


@window_card("reveal_prototype", "start:combat", could=_prototype_ready, targets=_upgrades_here)
def reveal_prototype(play: Play) -> list[Event]:
    """Spend 4 resources to research the unit upgrade of a unit type you have in this combat."""
    from engines.galaxy.flow import push
    from engines.galaxy.steps.common import Research

    push(play.state, Research(seat=play.seat, cost=4, tech=play.target.partition(":")[2], stage="skips"))
    return []


@effect("rout", hook="attacker_must_retreat")
def _rout(ctx: Context) -> bool:
    return True
