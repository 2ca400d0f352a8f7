"""What space and ground combat share: rolling each side's combat dice, counting hits, the hook points.

Hook points (answers are lists of events; a function may push a step, such as hits to assign).
Each is fired for the attacker then the defender, with ``combat`` ("space" or "ground"), ``system``,
``planet`` ("" in space), ``opponent`` and ``round``:
- ``before_combat``: just before anti-fighter barrage (LRR 78.2), or before the first ground round.
- ``start_of_combat``: the first round's start (it shares the window with ``start_of_combat_round``).
- ``start_of_combat_round``: each round's start.
- ``after_assign_hits``: after both sides assigned the round's hits (Duranium Armor repairs here).
- ``end_of_combat_round``: the round is over (the "combat_round" scope ends).
- ``combat_ended`` (``winner``, ``loser``; -1 on a draw): for both sides once the combat is over.
- ``combat_won`` (``loser``): for the winner only: "after you win a combat" effects.

Hooks collected (same details):
- ``combatants``: unit kinds beyond the usual that fight in this combat for the seat (ground forces
  in space beside the Nekro flagship, fighters on the ground beside the Naalu's): only ships roll in
  a space combat and only ground forces in a ground combat (LRR 78.5, 42.3).
- ``dice_bonus_hits`` (``dice``): hits a roll adds beyond its dice (the Jol-Nar flagship's 9s and 10s).
- ``focused_kinds``: kinds whose hits the opponent must put on non-fighter ships (the L1Z1X flagship).
- ``bonus_hits`` (``own_hits``, ``opponent_hits``): hits added once both sides have rolled
  (Valkyrie Particle Weave).

Timing windows (``engines/galaxy/windows``; ``system`` and ``planet`` set; in the two-sided ones both
sides are actors and opponents): "start:<kind>_combat_round" with "start:combat_round" (and in the
first round "start:<kind>_combat", "start:combat"), "after:combat_roll" after each side's roll (actor:
the roller; the dice are still in the step, so rerolls happen there), "before:hits_assigned" before a
side assigns the hits against it, "end:<kind>_combat_round" with "end:combat_round", "after:combat_won"
(actor: the winner) and "after:combat_ended".
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import effects
from engines.galaxy.combat import dice
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.combat import GroundCombat, SpaceCombat
from engines.galaxy.tactical.events import DiceRolled
from engines.galaxy.windows import open_window

Combat = SpaceCombat | GroundCombat


def current_combat(state: TIState) -> Combat | None:
    """The innermost combat in progress (the one a window or an effect belongs to), if any."""
    for step in reversed(state.stack):
        if isinstance(step, (SpaceCombat, GroundCombat)):
            return step
    return None


def seats(step: Combat) -> tuple[int, int]:
    """(attacker, defender): the active player attacks (LRR 13, 29)."""
    return step.seat, step.defender


def opponent_of(step: Combat, seat: int) -> int:
    return step.defender if seat == step.seat else step.seat


def kind_of(step: Combat) -> str:
    return "ground" if isinstance(step, GroundCombat) else "space"


def details(step: Combat, seat: int) -> dict[str, object]:
    planet = step.planet if isinstance(step, GroundCombat) else ""
    return {"combat": kind_of(step), "system": step.system, "planet": planet, "opponent": opponent_of(step, seat),
            "round": step.round}


def fire_both(state: TIState, step: Combat, hook: str, **extra: object) -> list[Event]:
    events: list[Event] = []
    for seat in seats(step):
        events += effects.fire(state, hook, [seat], **details(step, seat), **extra)
    return events


def combatants(state: TIState, step: Combat, seat: int) -> set[str]:
    """The kinds that fight for ``seat`` here: ships in space, ground forces on a planet, and what effects add."""
    kinds = set(GROUND_FORCES if isinstance(step, GroundCombat) else SHIPS)
    for answer in effects.collect(state, "combatants", seat, **details(step, seat)):
        kinds.update(answer)
    return kinds


def open_both(state: TIState, step: Combat, keys: list[str]) -> bool:
    """A window both sides of the combat may answer."""
    sides = list(seats(step))
    planet = step.planet if isinstance(step, GroundCombat) else ""
    return open_window(state, keys, actors=sides, opponents=sides, system=step.system, planet=planet)


def open_round_start(state: TIState, step: Combat) -> bool:
    kind = kind_of(step)
    keys = [f"start:{kind}_combat_round", "start:combat_round"]
    if step.round == 1:
        keys += [f"start:{kind}_combat", "start:combat"]
    return open_both(state, step, keys)


def open_round_end(state: TIState, step: Combat) -> bool:
    return open_both(state, step, [f"end:{kind_of(step)}_combat_round", "end:combat_round"])


def open_after_roll(state: TIState, step: Combat, seat: int) -> bool:
    planet = step.planet if isinstance(step, GroundCombat) else ""
    return open_window(state, "after:combat_roll", actors=[seat], opponents=[opponent_of(step, seat)],
                       system=step.system, planet=planet, subject=kind_of(step), amount=dice.hits(step.dice))


def open_before_hits(state: TIState, step: Combat, seat: int, hits: int) -> bool:
    """Before ``seat`` assigns ``hits`` (its AssignHits step is just below the window)."""
    if hits <= 0:
        return False
    planet = step.planet if isinstance(step, GroundCombat) else ""
    return open_window(state, "before:hits_assigned", actors=[seat], opponents=[opponent_of(step, seat)],
                       system=step.system, planet=planet, subject=kind_of(step), amount=hits)


def open_finish(state: TIState, step: Combat, winner: int, loser: int) -> None:
    """After the combat: the winner's window, then (first) the window both sides share."""
    planet = step.planet if isinstance(step, GroundCombat) else ""
    if winner >= 0:
        open_window(state, "after:combat_won", actors=[winner], opponents=[loser], system=step.system,
                    planet=planet, subject=kind_of(step))
    open_both(state, step, ["after:combat_ended"])


def roll_side(state: TIState, step: Combat, seat: int, stacks: list[Stack], bonus: int = 0) -> list[Event]:
    """Roll one side's combat dice into ``step.dice``; effects may change them right after (LRR 74.3)."""
    info = details(step, seat)
    opponent = opponent_of(step, seat)
    fighting = combatants(state, step, seat)
    rolling = [s for s in stacks if s.owner == seat and s.kind in fighting]
    planned = dice.plan(state, seat, [s.kind for s in rolling], "combat", target=opponent, bonus=bonus, **info)
    step.dice = dice.roll(state.rng, planned, rolling, seat)
    return effects.fire(state, "after_roll", [seat], roll="combat", dice=step.dice, **info)


def count_side(state: TIState, step: Combat, seat: int) -> list[Event]:
    """The hits of the roll in ``step.dice``, kept for the opponent to assign."""
    info = details(step, seat)
    times = dice.multiplier(state, seat, "combat", combat=kind_of(step))
    hits = dice.hits(step.dice) * times + effects.total(state, "dice_bonus_hits", seat, dice=step.dice, **info)
    side = 0 if seat == step.seat else 1
    step.hits[side] = hits
    focus = {k for answer in effects.collect(state, "focused_kinds", seat, **info) for k in answer}
    step.focused[side] = min(hits, sum(times for d in step.dice if d.kind in focus and d.result >= d.hit_on))
    rolled = list(step.dice)
    step.dice = []
    effects.end_scope(state, "roll")
    return [DiceRolled(seat=seat, purpose=f"{kind_of(step)}_combat", dice=rolled, hits=hits)]


def add_bonus_hits(state: TIState, step: Combat) -> None:
    """Hits effects add once both sides' rolls are known (LRR 74.3: before any hit is assigned)."""
    before = list(step.hits)
    for side, seat in enumerate(seats(step)):
        step.hits[side] += effects.total(state, "bonus_hits", seat, own_hits=before[side],
                                         opponent_hits=before[1 - side], **details(step, seat))


def winner_of(alive: tuple[bool, bool], step: Combat) -> tuple[int, int]:
    """(winner, loser), -1 for both on a draw (LRR 78.10, 42.4c-d)."""
    attacker, defender = seats(step)
    if alive[0] and not alive[1]:
        return attacker, defender
    if alive[1] and not alive[0]:
        return defender, attacker
    return -1, -1
