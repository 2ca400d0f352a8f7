"""Space combat (LRR 78): anti-fighter barrage in the first round, then rounds of retreat announcements,
rolls (the attacker first), hit assignment and retreats, until one side or neither has ships left.

A retreat goes to one adjacent system holding the retreating player's units or a planet they control
and no other player's ships (78.7c; Dark Energy Tap adds empty systems). Ships cannot retreat where
they could not move: into asteroid fields, supernovas or nebulae (a ruling: the rules reference does
not say, the common reading treats a retreat as movement). Ships with a move value leave; fighters and
ground forces go with them as far as their capacity allows (ground forces first, mechs before
infantry; the rules leave the choice to the player), the rest are removed (78.7b).

Hooks collected here:
- ``immune_to_barrage`` (system): asked of the seat being shot at: true if no ANTI-FIGHTER BARRAGE is rolled
  against its units there (the Naalu's Iconoclast).
- ``barrage_rolled`` (hits, dice, opponent, system): a hook point after a seat's ANTI-FIGHTER BARRAGE roll,
  before its hits are assigned (the Argent's Raid Formation, Strike Wing Alpha II).
- ``retreat_into_empty``: true if the seat may retreat into adjacent systems without other players'
  units even without its own there (Dark Energy Tap).
- the hook points of ``engines.galaxy.combat.rounds``.

Timing windows: those of ``engines.galaxy.combat.rounds``, and "before:anti_fighter_barrage" (both
sides), "after:unit_ability_roll" after each barrage roll, "start:announce_retreats" (actor: the
defender), "after:retreat_announced" (actor: the announcer; an answer may set ``retreat`` back to -1).
An answer that ends the combat at the start of a round (Skilled Retreat) leaves one side without ships:
the combat goes to its end.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.adjacency import node_name
from engines.galaxy.board import add, galaxy, galaxy_for, planets_in, remove, stats, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.combat.rounds import (
    add_bonus_hits,
    count_side,
    fire_both,
    open_after_roll,
    open_before_hits,
    open_both,
    open_finish,
    open_round_end,
    open_round_start,
    roll_side,
    seats,
    winner_of,
)
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.forces import AFLOAT, enter, has_ships, place_command_token, take_away
from engines.galaxy.objective_events import combat_ended
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.combat import SpaceCombat
from engines.galaxy.tactical.actions import AnnounceRetreat, RetreatTo, Stay
from engines.galaxy.tactical.events import CombatEnded, DiceRolled, RetreatAnnounced, Retreated
from engines.galaxy.tactical.movement import impassable_for, limit_checks
from engines.galaxy.windows import open_window

NO_RETREAT_INTO = ("nebula",)


def retreat_destinations(state: TIState, seat: int, node: int) -> list[int]:
    """Adjacent systems ``seat``'s ships may retreat to (LRR 78.7c); none while an effect answers
    ``retreats_barred`` (system) for the seat (the Mahact hero's Benediction)."""
    if effects.any_true(state, "retreats_barred", seat, system=node):
        return []
    space = galaxy_for(state, seat)
    blocked = impassable_for(state, seat).union(NO_RETREAT_INTO)
    into_empty = effects.any_true(state, "retreat_into_empty", seat)
    found = []
    for near in space.neighbours(node):
        if blocked.intersection(space.anomalies(near)):
            continue
        here = system(state, near)
        if any(s.owner != seat and s.kind in SHIPS for s in here.space):
            continue
        names = planets_in(state, near)
        own = any(s.owner == seat for s in here.space) or any(
            state.planets[p].owner == seat or any(u.owner == seat for u in state.planets[p].units) for p in names)
        empty = not any(s.owner != seat for s in here.space) and not any(
            u.owner != seat for p in names for u in state.planets[p].units)
        if own or (into_empty and empty):
            found.append(near)
    return found


def retreat(state: TIState, seat: int, node: int, to: int) -> list[Event]:
    """Move every ship with a move value, and what they can carry, to ``to`` (LRR 78.7b, 78.7d)."""
    space = system(state, node).space
    leaving = [s for s in space if s.owner == seat and s.kind in AFLOAT and stats(state, seat, s.kind).move]
    room = sum(stats(state, seat, s.kind).capacity * s.count for s in leaving)
    events: list[Event] = []
    for kind, number, damaged in [(s.kind, s.count, s.damaged) for s in leaving]:
        remove(space, seat, kind, number)
        add(system(state, to).space, seat, kind, number, damaged)
    carried = sorted(((s.kind, s.count) for s in space if s.owner == seat),
                     key=lambda c: GROUND_FORCES.index(c[0]) if c[0] in GROUND_FORCES else len(GROUND_FORCES))
    for kind, number in carried:
        taken = min(room, number)
        room -= taken
        if taken:
            hurt = remove(space, seat, kind, taken)
            add(system(state, to).space, seat, kind, taken, hurt)
        events += take_away(state, seat, node, "", kind, number - taken, "retreat")
    place_command_token(state, seat, to)
    enter(state, to)
    events.append(Retreated(seat=seat, system=to))
    return events


def barrage(state: TIState, step: SpaceCombat) -> list[Event]:
    """Both sides fire ANTI-FIGHTER BARRAGE at once; hits destroy fighters only (LRR 10)."""
    events: list[Event] = []
    space = system(state, step.system).space
    rolls: dict[int, list[Any]] = {}
    for seat in seats(step):
        other = step.defender if seat == step.seat else step.seat
        if effects.any_true(state, "immune_to_barrage", other, system=step.system):  # the Naalu's Iconoclast
            continue
        planned = dice.plan(state, seat, [s.kind for s in space if s.owner == seat], "anti_fighter_barrage",
                            target=other, system=step.system, opponent=other)
        rolled = dice.roll(state.rng, planned, space, seat)
        if not rolled:
            continue
        changed = effects.fire(state, "after_roll", [seat], roll="anti_fighter_barrage", dice=rolled,
                               system=step.system)
        hits = dice.hits(rolled) * dice.multiplier(state, seat, "anti_fighter_barrage")
        events += [DiceRolled(seat=seat, purpose="anti_fighter_barrage", dice=rolled, hits=hits), *changed]
        step.hits[0 if seat == step.seat else 1] = hits
        events += effects.fire(state, "barrage_rolled", [seat], hits=hits, dice=rolled, opponent=other,
                               system=step.system)
        rolls[seat] = rolled
        effects.end_scope(state, "roll")
    attacker_hits, defender_hits = step.hits
    step.hits = [0, 0]
    # Each side's hits wait in their AssignHits step with the window after the roll that made them above it.
    for victim, hits, by in ((step.seat, defender_hits, step.defender), (step.defender, attacker_hits, step.seat)):
        targets = "ships" if effects.any_true(state, "barrage_hits_any_ship", by) else "fighters"
        push_hits(state, victim, hits, step.system, targets=targets, cause="anti_fighter_barrage", by=by,
                  sustain=targets != "fighters", combat=step.serial)
        if by in rolls:
            dice.open_after_ability_roll(state, by, victim, "anti_fighter_barrage", rolls[by], hits, step.system)
    return events


def _ships(space: list[Stack]) -> list[Stack]:
    """What rolls in a space combat: ships only; ground forces carried in the space area do not (LRR 78.3a)."""
    return [s for s in space if s.kind in SHIPS]


def _both_fight(state: TIState, step: SpaceCombat) -> bool:
    return has_ships(state, step.seat, step.system) and has_ships(state, step.defender, step.system)


def _finish(state: TIState, step: SpaceCombat) -> list[Event]:
    alive = (has_ships(state, step.seat, step.system), has_ships(state, step.defender, step.system))
    winner, loser = winner_of(alive, step)
    if any(m.effect == "skilled_retreat" for m in state.modifiers):  # the card makes it a draw
        winner = loser = -1
    events: list[Event] = [CombatEnded(system=step.system, planet="", winner=winner, loser=loser)]
    events += combat_ended(state, step.serial, "space", step.system, step.seat, step.defender, winner)
    events += fire_both(state, step, "combat_ended", winner=winner, loser=loser)
    if winner >= 0:
        events += effects.fire(state, "combat_won", [winner], combat="space", system=step.system, planet="",
                               opponent=loser, loser=loser)
    open_finish(state, step, winner, loser)
    return events


@flow.handles(SpaceCombat)
class SpaceCombatHandler:
    def decisions(self, state: TIState, step: SpaceCombat) -> list[Decision]:
        if step.stage in ("announce_defender", "announce_attacker"):
            seat = step.defender if step.stage == "announce_defender" else step.seat
            if not retreat_destinations(state, seat, step.system):
                return []
            prompt = "{p%d}: space combat in %s, round %d: announce a retreat?" % (
                seat, node_name(step.system), step.round)
            forced = seat == step.seat and effects.any_true(state, "attacker_must_retreat", step.defender)
            return [Decision(seat, prompt, [AnnounceRetreat()] if forced else [Stay(), AnnounceRetreat()], "LRR 78.4")]
        if step.stage == "retreat" and step.retreat >= 0 and _both_fight(state, step):
            options = [RetreatTo(n) for n in retreat_destinations(state, step.retreat, step.system)]
            if options:
                prompt = "{p%d}: retreat from %s: choose the system" % (step.retreat, node_name(step.system))
                return [Decision(step.retreat, prompt, list(options), "LRR 78.7")]
        return []

    def perform(self, state: TIState, step: SpaceCombat, seat: int, action: Any) -> list[Event]:
        if isinstance(action, RetreatTo):
            step.stage = "check"
            step.retreat = -1
            moved = retreat(state, seat, step.system, action.system)
            limit_checks(state, seat, [action.system])
            return moved
        events: list[Event] = []
        if isinstance(action, AnnounceRetreat):
            step.retreat = seat
            events.append(RetreatAnnounced(seat=seat))
            step.stage = "roll_attacker"
            other = step.defender if seat == step.seat else step.seat
            open_window(state, "after:retreat_announced", actors=[seat], opponents=[other], system=step.system)
        elif step.stage == "announce_defender":
            step.stage = "announce_attacker"
        else:
            step.stage = "roll_attacker"
        return events

    def run(self, state: TIState, step: SpaceCombat) -> list[Event]:
        stage = step.stage
        space = system(state, step.system).space
        if stage == "before":
            state.tally.combats += 1
            step.serial = state.tally.combats
            step.stage = "start_round"
            return fire_both(state, step, "before_combat")
        if stage == "start_round":
            step.round += 1
            step.retreat = -1
            step.sustained = []
            step.stage = "started"
            events = fire_both(state, step, "start_of_combat") if step.round == 1 else []
            events += fire_both(state, step, "start_of_combat_round")
            open_round_start(state, step)
            return events
        if stage == "started":  # an answer at the round's start may have ended the combat
            step.stage = ("before_barrage" if step.round == 1 else "announce_start") if _both_fight(state, step) \
                else "end"
            return []
        if stage == "before_barrage":
            step.stage = "barrage"
            open_both(state, step, ["before:anti_fighter_barrage"])
            return []
        if stage == "barrage":
            step.stage = "after_barrage"
            return barrage(state, step)
        if stage == "after_barrage":
            step.stage = "announce_start" if _both_fight(state, step) else "end"
            return []
        if stage == "announce_start":
            step.stage = "announce_defender"
            open_window(state, "start:announce_retreats", actors=[step.defender], opponents=[step.seat],
                        system=step.system)
            return []
        if stage == "announce_defender":  # nowhere to go: no announcement possible (78.4c)
            step.stage = "announce_attacker"
            return []
        if stage == "announce_attacker":
            step.stage = "roll_attacker"
            return []
        if stage == "roll_attacker":
            step.stage = "count_attacker"
            events = roll_side(state, step, step.seat, _ships(space))
            open_after_roll(state, step, step.seat)
            return events
        if stage == "count_attacker":
            step.stage = "roll_defender"
            return count_side(state, step, step.seat)
        if stage == "roll_defender":
            step.stage = "count_defender"
            nebula = "nebula" in galaxy(state).anomalies(step.system)
            events = roll_side(state, step, step.defender, _ships(space), bonus=1 if nebula else 0)  # LRR 59.3
            open_after_roll(state, step, step.defender)
            return events
        if stage == "count_defender":
            step.stage = "assign"
            return count_side(state, step, step.defender)
        if stage == "assign":
            step.stage = "after_assign"
            add_bonus_hits(state, step)
            (attacker_hits, defender_hits), (attacker_focus, defender_focus) = step.hits, step.focused
            step.hits, step.focused = [0, 0], [0, 0]
            push_hits(state, step.defender, attacker_hits - attacker_focus, step.system, by=step.seat,
                      combat=step.serial)
            push_hits(state, step.defender, attacker_focus, step.system, by=step.seat, combat=step.serial,
                      non_fighters_first=True)
            open_before_hits(state, step, step.defender, attacker_hits)
            push_hits(state, step.seat, defender_hits - defender_focus, step.system, by=step.defender,
                      combat=step.serial)
            push_hits(state, step.seat, defender_focus, step.system, by=step.defender, combat=step.serial,
                      non_fighters_first=True)
            open_before_hits(state, step, step.seat, defender_hits)
            return []
        if stage == "after_assign":
            step.stage = "round_end"
            return fire_both(state, step, "after_assign_hits")
        if stage == "round_end":
            step.stage = "retreat"
            events = fire_both(state, step, "end_of_combat_round")
            effects.end_scope(state, "combat_round")
            open_round_end(state, step)
            return events
        if stage == "retreat":  # nobody retreats, or the retreat no longer can happen (78.7, 78.7a)
            step.stage = "check"
            step.retreat = -1
            return []
        if stage == "check":
            step.stage = "start_round" if _both_fight(state, step) else "end"
            return []
        if stage == "end":
            step.stage = "close"
            return _finish(state, step)
        if stage == "close":
            effects.end_scope(state, "combat")
            flow.pop(state, step)
            limit_checks(state, step.seat, [step.system])
            limit_checks(state, step.defender, [step.system])
            return []
        raise RuntimeError(f"space combat in an unknown stage {stage!r}")
