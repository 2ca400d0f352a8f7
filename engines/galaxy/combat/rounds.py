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
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import effects
from engines.galaxy.combat import dice
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.combat import GroundCombat, SpaceCombat
from engines.galaxy.tactical.events import DiceRolled

Combat = SpaceCombat | GroundCombat


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


def roll_side(state: TIState, step: Combat, seat: int, stacks: list[Stack], bonus: int = 0) -> list[Event]:
    """Roll one side's combat dice into ``step.dice``; effects may change them right after (LRR 74.3)."""
    info = details(step, seat)
    opponent = opponent_of(step, seat)
    planned = dice.plan(state, seat, [s.kind for s in stacks if s.owner == seat], "combat", target=opponent,
                        bonus=bonus, **info)
    step.dice = dice.roll(state.rng, planned, stacks, seat)
    return effects.fire(state, "after_roll", [seat], roll="combat", dice=step.dice, **info)


def count_side(state: TIState, step: Combat, seat: int) -> list[Event]:
    """The hits of the roll in ``step.dice``, kept for the opponent to assign."""
    hits = dice.hits(step.dice) * dice.multiplier(state, seat, "combat", combat=kind_of(step))
    step.hits[0 if seat == step.seat else 1] = hits
    rolled = list(step.dice)
    step.dice = []
    effects.end_scope(state, "roll")
    return [DiceRolled(seat=seat, purpose=f"{kind_of(step)}_combat", dice=rolled, hits=hits)]


def winner_of(alive: tuple[bool, bool], step: Combat) -> tuple[int, int]:
    """(winner, loser), -1 for both on a draw (LRR 78.10, 42.4c-d)."""
    attacker, defender = seats(step)
    if alive[0] and not alive[1]:
        return attacker, defender
    if alive[1] and not alive[0]:
        return defender, attacker
    return -1, -1
