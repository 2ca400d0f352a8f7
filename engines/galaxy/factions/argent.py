"""The Argent Flight: swift hunters who strike in formation.

- Zeal: they always vote first in the agenda phase; when they cast at least one vote, they cast one more
  for each player still in the game, themselves included (not under Representative Government, where each
  player casts exactly one vote).
- Raid Formation: ANTI-FIGHTER BARRAGE hits beyond the opponent's fighters damage ships they choose
  among those with SUSTAIN DAMAGE.
- Aerie Hololattice: other players cannot move through systems holding Argent structures; each planet
  with an Argent structure has PRODUCTION 1.
- Strike Wing Alpha (destroyers): carry 1; II hits on 7, barrage 3 dice on 6, and each barrage 9 or 10
  also destroys an enemy infantry in the space area.
- Quetzecoatl (flagship): no SPACE CANNON may fire at Argent ships in its system.
- Strike Wing Ambuscade (note): after its holder's units roll for a unit ability (BOMBARDMENT, SPACE
  CANNON, ANTI-FIGHTER BARRAGE), one of them rolls one more die; its hit joins the others.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import count, planets_in, stats, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import SHIPS, STRUCTURES
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import destroy
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.seats import in_game
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda
from engines.galaxy.steps.combat import AssignHits, Die
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window


@effect("zeal", hook="votes_first")
def zeal(ctx: Context) -> bool:
    """The Argent vote before everyone else, whoever the speaker is."""
    return True


@effect("zeal", hook="votes_cast")
def zeal_votes(ctx: Context) -> list[Event]:
    """Casting at least one vote adds one vote per player in the game, the Argent included."""
    step = flow.parent(ctx.state, Agenda)
    if step is None or ctx.cast <= 0:
        return []
    extra = len(in_game(ctx.state))
    step.cast += extra
    return [used(ctx.seat, "zeal", f"adds {extra} votes")]


def _sturdy(state: TIState, victim: int, node: int) -> list[str]:
    return sorted({s.kind for s in system(state, node).space if s.owner == victim and s.kind in SHIPS
                   and s.damaged < s.count and stats(state, victim, s.kind).sustain_damage})


@effect("raid_formation", hook="barrage_rolled")
def raid_formation(ctx: Context) -> list[Event]:
    """Barrage hits beyond the opponent's fighters: that many of their ships with SUSTAIN DAMAGE are damaged."""
    fighters = count(system(ctx.state, ctx.system).space, ctx.opponent, ["fighter"])
    excess = ctx.hits - fighters
    if excess > 0:
        offer(ctx.state, ctx.seat, "raid_formation", _sturdy(ctx.state, ctx.opponent, ctx.system), system=ctx.system,
              other=ctx.opponent, amount=excess, must=True)
    return []


def _raid_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Raid Formation: choose a ship of {p%d} to damage (%d left)" % (step.seat, step.other, step.amount)


@resolves("raid_formation", prompt=_raid_prompt)
def raid(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    for stack in system(state, step.system).space:
        if stack.owner == step.other and stack.kind == target:
            stack.damaged += 1
            break
    if step.amount > 1:
        offer(state, step.seat, "raid_formation", _sturdy(state, step.other, step.system), system=step.system,
              other=step.other, amount=step.amount - 1, must=True)
    return [used(step.seat, "raid_formation", "damages a %s of {p%d}" % (stats(state, step.other, target).name,
                                                                        step.other))]


@effect("strike_wing_alpha_ii", hook="barrage_rolled")
def strike_wing_alpha_ii(ctx: Context) -> list[Event]:
    """Each barrage die of a destroyer showing 9 or 10 also destroys an enemy infantry in the space area."""
    deadly = sum(1 for d in ctx.dice if d.kind == "destroyer" and d.result >= 9)
    events: list[Event] = []
    for _ in range(min(deadly, count(system(ctx.state, ctx.system).space, ctx.opponent, ["infantry"]))):
        events += destroy(ctx.state, ctx.opponent, ctx.system, "", "infantry", by=ctx.seat, cause="strike_wing_alpha")
    return events


def _structure_systems(state: TIState, seat: int) -> list[int]:
    return sorted({p.system for p in state.planets.values()
                   if any(s.owner == seat and s.kind in STRUCTURES for s in p.units)})


@effect("aerie_hololattice", hook="blocks_movement")
def aerie_hololattice(ctx: Context) -> list[int]:
    """Other players' ships cannot move through systems holding Argent structures (they may end there)."""
    return _structure_systems(ctx.state, ctx.seat) if ctx.mover != ctx.seat else []


@effect("aerie_hololattice", hook="extra_producers")
def aerie_hololattice_production(ctx: Context) -> list[tuple[str, int]]:
    """Each planet with an Argent structure has PRODUCTION 1, as if it were a unit."""
    return [(p, 1) for p in planets_in(ctx.state, ctx.system)
            if any(s.owner == ctx.seat and s.kind in STRUCTURES for s in ctx.state.planets[p].units)]


@effect("quetzecoatl", hook="immune_to_space_cannon", defence=False)
def quetzecoatl(ctx: Context) -> bool:
    """Nobody may fire SPACE CANNON at Argent ships in the flagship's system."""
    return flagship_in(ctx.state, ctx.seat, ctx.system)


# Where one more hit of each unit ability lands, when the roll had none to add it to.
_AMBUSH_TARGETS = {"anti_fighter_barrage": "fighters", "space_cannon": "ships", "bombardment": "ground_forces"}


def _place(state: TIState, window: Window) -> int:
    return next(i for i in range(len(state.stack) - 1, -1, -1) if state.stack[i] is window)


def _hits_below(state: TIState, window: Window) -> AssignHits | None:
    """The AssignHits step of the roll the window is about (just below it, past other windows)."""
    for step in reversed(state.stack[:_place(state, window)]):
        if isinstance(step, AssignHits):
            return step
        if not isinstance(step, Window):
            return None
    return None


def add_ability_hits(state: TIState, seat: int, window: Window, number: int) -> None:
    """``number`` more hit dice for the roll an "after:unit_ability_roll" window is about: they join the roll's
    hits waiting below it, or wait there as its own when the roll had none (Strike Wing Ambuscade, Ta Zern)."""
    added = number * dice.multiplier(state, seat, window.subject)
    window.amount += added
    below = _hits_below(state, window)
    if below is not None and below.by == seat:
        below.hits += added
    else:
        victim = window.opponents[0]
        targets = "ground_forces" if window.planet else _AMBUSH_TARGETS[window.subject]
        push_hits(state, victim, added, window.system, window.planet, targets, cause=window.subject, by=seat)
        state.stack.insert(_place(state, window), state.stack.pop())


@window_note("strike_wing_ambuscade", "after:unit_ability_roll", by="any",
             could=lambda s, seat, note, w: w.actors == [seat] and bool(w.dice))
def strike_wing_ambuscade(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The best unit of the roll rolls one more die; a hit is added to the roll's hits."""
    best = min(window.dice, key=lambda d: d.hit_on)
    die = Die(best.kind, state.rng.roll(dice.SIDES), best.hit_on)
    window.dice.append(die)
    if die.result < die.hit_on:
        return [NoteEffect(seat=seat, note=note, what=f"one more die for a {best.kind}: {die.result}, a miss")]
    add_ability_hits(state, seat, window, 1)
    return [NoteEffect(seat=seat, note=note, what=f"one more die for a {best.kind}: {die.result}, a hit")]
