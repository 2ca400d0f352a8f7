"""The Mentak Coalition: pirates.

- Ambush: at the start of a space combat, up to 2 of their cruisers or destroyers roll a die each; a die
  meeting the ship's combat value is a hit (the opponent assigns it).
- Pillage: after a neighbour gains trade goods or makes a transaction and then holds 3 or more trade
  goods, the Mentak may take one of their trade goods or commodities (on that player's turn, whoever's).
- Salvage Operations: after a space combat they win or lose, 1 trade good; if they won, one ship of a type destroyed in
  it may be produced there.
- Mirror Computing: each trade good spent counts as 2 resources or 2 influence.
- Fourth Moon (flagship): other players' ships in its system cannot use SUSTAIN DAMAGE.
- Promise of Protection (note): ACTION: laid face up, the Mentak cannot Pillage its holder; it goes home
  when the holder activates a system with Mentak units.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, stats, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import gain_trade_goods, spendable
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import combat_serial, flagship_in, used
from engines.galaxy.factions.notes import action_note, in_play_area, lay_face_up
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import reinforcements
from engines.galaxy.promissory.generic import _returned_on_activation
from engines.galaxy.seats import neighbours
from engines.galaxy.state import Modifier, Stack, TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import DiceRolled, UnitPlaced
from engines.galaxy.windows import answer

AMBUSHERS = ("cruiser", "destroyer")
PILLAGE_THRESHOLD = 3
SALVAGED = "salvage_destroyed"


@effect("ambush", hook="start_of_combat", combat="space")
def ambush(ctx: Context) -> list[Event]:
    """Up to two cruisers or destroyers roll before the combat (the best two: a player always would)."""
    state, seat = ctx.state, ctx.seat
    here = {s.kind: s.count for s in system(state, ctx.system).space if s.owner == seat and s.kind in AMBUSHERS}
    if not here:
        return []
    # Not a combat roll: the ships' printed combat values, no combat roll modifiers.
    aims = sorted((dice.Aim(k, roll.hit_on, 1) for k in here if (roll := stats(state, seat, k).combat) is not None),
                  key=lambda a: a.hit_on)
    chosen: list[Stack] = []
    left = 2
    for aim in aims:
        take = min(left, here[aim.kind])
        if take:
            chosen.append(Stack(seat, aim.kind, take))
            left -= take
    rolled = dice.roll(state.rng, dice.Plan(tuple(aims)), chosen, seat)
    hits = dice.hits(rolled)
    push_hits(state, ctx.opponent, hits, ctx.system, cause="ambush", by=seat, combat=combat_serial(state))
    return [used(seat, "ambush"), DiceRolled(seat=seat, purpose="ambush", dice=rolled, hits=hits)]


def _plunder(state: TIState, seat: int, window: Window) -> list[str]:
    victim = window.actors[0] if window.actors else -1
    if victim < 0 or victim == seat:
        return []
    player = state.players[victim]
    if player.trade_goods < PILLAGE_THRESHOLD or victim not in neighbours(state, seat):
        return []
    if in_play_area(state, victim, "promise_of_protection"):
        return []
    return ["trade_good"] + (["commodity"] if player.commodities else [])


@answer("pillage", "after:gain_trade_goods", by="other", could=lambda s, seat, w: bool(_plunder(s, seat, w)),
        targets=_plunder)
def pillage(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """A neighbour gained trade goods or made a transaction and holds 3 or more: the Mentak take one of their
    trade goods or commodities (on whoever's turn it is)."""
    victim = state.players[window.actors[0]]
    if target == "commodity":
        victim.commodities -= 1
    else:
        victim.trade_goods -= 1
    state.players[seat].trade_goods += 1  # taken from a player, not gained from the supply: no Pillage
    what = "a commodity" if target == "commodity" else "a trade good"
    return [used(seat, "pillage", "takes %s from {p%d}" % (what, window.actors[0]))]


@effect("salvage_operations", hook="unit_destroyed")
def salvage_own(ctx: Context) -> list[Event]:
    return _note_loss(ctx)


@effect("salvage_operations", hook="opponent_unit_destroyed")
def salvage_theirs(ctx: Context) -> list[Event]:
    return _note_loss(ctx)


def _note_loss(ctx: Context) -> list[Event]:
    if ctx.combat >= 0 and ctx.unit in SHIPS and not ctx.planet:
        ctx.state.modifiers.append(Modifier(SALVAGED, ctx.seat, "combat", target=SHIPS.index(ctx.unit)))
    return []


def _salvage(state: TIState, seat: int, node: int) -> list[str]:
    kinds = sorted({SHIPS[m.target] for m in state.modifiers if m.effect == SALVAGED and m.owner == seat})
    budget = spendable(state, seat, "resources")
    return [k for k in kinds if reinforcements(state, seat, k) != 0 and (stats(state, seat, k).cost or 0) <= budget
            and (stats(state, seat, k).requires is None or stats(state, seat, k).requires in
                 state.players[seat].technologies)]


@effect("salvage_operations", hook="combat_ended", combat="space")
def salvage_operations(ctx: Context) -> list[Event]:
    """After a space combat the Mentak won or lost (not a draw): 1 trade good, and a winner may build one ship
    of a type destroyed in it."""
    if ctx.winner < 0:
        return []
    events = [used(ctx.seat, "salvage_operations"), *gain_trade_goods(ctx.state, ctx.seat, 1, "salvage_operations")]
    if ctx.winner == ctx.seat:
        offer(ctx.state, ctx.seat, "salvage_operations", _salvage(ctx.state, ctx.seat, ctx.system), system=ctx.system)
    return events


@resolves("salvage_operations")
def salvage(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    """The ship is built at its cost, in the combat's system."""
    add(system(state, step.system).space, step.seat, target)
    cost = stats(state, step.seat, target).cost or 0
    flow.push(state, Pay(seat=step.seat, kind="resources", amount=cost, why="Salvage Operations"))
    return [UnitPlaced(seat=step.seat, kind=target, system=step.system, planet="", source="salvage_operations")]


@effect("mirror_computing", hook="trade_good_value")
def mirror_computing(ctx: Context) -> int:
    """Each trade good the Mentak spend is worth 2 resources or 2 influence."""
    return 1


@effect("fourth_moon", hook="bars_sustain")
def fourth_moon(ctx: Context) -> bool:
    """Other players' ships in the flagship's system cannot use SUSTAIN DAMAGE (not ground forces on a planet)."""
    return not ctx.planet and flagship_in(ctx.state, ctx.seat, ctx.system)

@action_note("promise_of_protection")
def promise_of_protection(state: TIState, seat: int, note: str) -> list[Event]:
    """ACTION: face up in the holder's play area (Pillage reads it there)."""
    return lay_face_up(state, seat, note)


@effect("promise_of_protection", hook="system_activated")
def promise_of_protection_return(ctx: Context) -> list[Event]:
    """It goes home when its holder activates a system with Mentak units."""
    return _returned_on_activation(ctx, "promise_of_protection")
