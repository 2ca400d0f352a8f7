"""The Barony of Letnev: a great fleet with deep magazines.

- Munitions Reserves: at the start of a space combat round, 2 trade goods let them reroll their dice.
- Armada: two more non-fighter ships a system than fleet tokens.
- L4 Disruptors: in their invasions nobody fires SPACE CANNON at their units.
- Non-Euclidean Shielding: a SUSTAIN DAMAGE cancels two hits.
- Arc Secundus (flagship): BOMBARDMENT; planets in its system lose PLANETARY SHIELD against the Letnev;
  repaired at the start of each space combat round.
- War Funding (note): once both sides of a space combat have rolled, its holder has the opponent reroll
  every die and rerolls its own misses.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.core.words import plural
from engines.galaxy.combat.dice import SIDES
from engines.galaxy.combat.rounds import recount
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, used
from engines.galaxy.forces import place_stacks
from engines.galaxy.paying import spend_goods
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.combat import Die, SpaceCombat
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitRepaired
from engines.galaxy.windows import answer

REROLL = "munitions_reroll"
MUNITIONS_PRICE = 2
ARMADA = 2


def _munitions_could(state: TIState, seat: int, window: Window) -> bool:
    return state.players[seat].trade_goods >= MUNITIONS_PRICE


@answer("munitions_reserves", "start:space_combat_round", could=_munitions_could)
def munitions_reserves(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """At the start of a space combat round, 2 trade goods buy a reroll of the Letnev's dice this round."""
    state.modifiers.append(Modifier(REROLL, seat, "combat_round"))
    return spend_goods(state, seat, "munitions_reserves", MUNITIONS_PRICE)


@effect(REROLL, hook="after_roll", roll="combat")
def reroll_misses(ctx: Context) -> list[Event]:
    """The dice bought with Munitions Reserves: every miss is rolled again (a careful player's choice)."""
    again = 0
    for die in ctx.dice:
        if die.result < die.hit_on:
            die.result = ctx.state.rng.roll(SIDES)
            again += 1
    return [used(ctx.seat, "munitions_reserves", f"rerolls {plural(again, 'die', 'dice')}")] if again else []


@effect("armada", hook="fleet_limit")
def armada(ctx: Context) -> int:
    """Two more non-fighter ships in each system than the fleet pool's tokens."""
    return ARMADA


@effect("l4_disruptors", hook="immune_to_space_cannon", defence=True)
def l4_disruptors(ctx: Context) -> bool:
    """During the Letnev's invasions no unit may fire SPACE CANNON at their units."""
    return True


@effect("non_euclidean_shielding", hook="sustain_cancels")
def non_euclidean_shielding(ctx: Context) -> int:
    """A unit's SUSTAIN DAMAGE cancels two hits instead of one."""
    return 1


@effect("arc_secundus", hook="planetary_shield_ignored")
def arc_secundus(ctx: Context) -> bool:
    """Other players' units in the flagship's system lose PLANETARY SHIELD."""
    return flagship_in(ctx.state, ctx.seat, ctx.state.planets[ctx.planet].system)


@effect("arc_secundus", hook="start_of_combat_round", combat="space")
def arc_secundus_repairs(ctx: Context) -> list[Event]:
    """At the start of each space combat round the flagship is repaired."""
    for stack in place_stacks(ctx.state, ctx.system):
        if stack.owner == ctx.seat and stack.kind == "flagship" and stack.damaged:
            stack.damaged -= 1
            return [UnitRepaired(seat=ctx.seat, kind="flagship")]
    return []


def _both_rolled(state: TIState, window: Window) -> SpaceCombat | None:
    """The space combat whose defender has just rolled (the attacker's roll is counted), if this window is
    the one after that roll."""
    step = next((s for s in reversed(state.stack) if isinstance(s, SpaceCombat)), None)
    if step is None or window.subject != "space" or window.actors != [step.defender] or not step.counted:
        return None
    return step


def _war_funding_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    step = _both_rolled(state, window)
    return step is not None and seat in (step.seat, step.defender)


def _reroll(state: TIState, rolled: list[Die], every: bool) -> int:
    again = 0
    for die in rolled:
        if every or die.result < die.hit_on:
            die.result = state.rng.roll(SIDES)
            again += 1
    return again


@window_note("war_funding", "after:combat_roll", by="any", could=_war_funding_could)
def war_funding(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The holder's opponent rerolls all its dice of this round; the holder rerolls its misses."""
    step = _both_rolled(state, window)
    assert step is not None
    attacker = step.seat == seat
    theirs, mine = (step.dice, step.counted) if attacker else (step.counted, step.dice)
    forced, chosen = _reroll(state, theirs, every=True), _reroll(state, mine, every=False)
    recount(state, step, step.seat, step.counted)  # the defender's roll is counted next, as it now lies
    window.amount = sum(1 for d in step.dice if d.result >= d.hit_on)
    return [NoteEffect(seat=seat, note=note, what=f"has {forced} of the opponent's dice and {chosen} of its own "
                                                  "rerolled")]
