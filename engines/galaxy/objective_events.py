"""Action-phase secret objectives scored the moment their event happens (LRR 61.5b, 61.7).

The procedures that make these events happen call the functions below and add the events they
return to their own. A seat's matching unscored secret is scored at once: nobody gains by waiting,
and asking only the holder whether to score would show the table that it holds one. A seat
scores at most one objective during or after each combat (LRR 61.7): the combat passes its
serial number (``state.tally.combats`` when it began) as ``combat``.

Event names and what the caller tells (the contract for the tactical action's procedures):

* ``combat_ended(state, combat, kind, system, attacker, defender, winner)``: after a space
  ("space") or ground ("ground") combat; ``winner`` is a seat or -1 for no winner. Scores
  Spark a Rebellion, Brave the Void, Darken the Skies, Unveil Flagship, Demonstrate Your Power,
  Betray a Friend.
* ``unit_destroyed(state, by, owner, kind, system, combat=-1)``: Destroy Their Greatest Ship.
* ``last_unit_destroyed(state, by, victim, how, system, combat=-1)``: ``how`` is "bombardment"
  (the victim's last ground force on a planet), "space_cannon" (its last non-fighter ship in the
  active system, space cannon offence) or "anti_fighter_barrage" (its last fighter there):
  Make an Example of Their World, Turn Their Fleets to Dust, Fight With Precision.
* ``planet_lost(state, seat, planet)``: Become a Martyr.
* ``last_to_pass(state, seat)`` (the action phase calls it): Prove Endurance.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.content.objectives import objectives
from engines.galaxy.scoring import NON_FIGHTER_SHIPS, has_anomaly, homes, score, ships_in
from engines.galaxy.state import NOBODY, TIState

DESTROY_GREATEST = ("war_sun", "flagship")
LAST_UNIT = {"bombardment": "make_an_example_of_their_world", "space_cannon": "turn_their_fleets_to_dust",
             "anti_fighter_barrage": "fight_with_precision"}


def _claim(state: TIState, seat: int, objective_id: str, combat: int = NOBODY) -> list[Event]:
    if seat == NOBODY or seat >= len(state.players):
        return []
    player = state.players[seat]
    if objective_id not in player.secrets or objectives()[objective_id].phase != "action":
        return []
    if combat != NOBODY:
        if player.last_combat_scored == combat:
            return []
        player.last_combat_scored = combat
    return score(state, seat, objective_id)


def combat_ended(state: TIState, combat: int, kind: str, system: int, attacker: int, defender: int,
                 winner: int) -> list[Event]:
    events: list[Event] = []
    loser = defender if winner == attacker else attacker if winner == defender else NOBODY
    for seat in (attacker, defender):
        if kind == "space" and ships_in(state, seat, system, NON_FIGHTER_SHIPS) >= 3:
            events += _claim(state, seat, "demonstrate_your_power", combat)
    if winner == NOBODY or loser == NOBODY:
        return events
    most = max(p.vp for p in state.players)
    if state.players[loser].vp == most:
        events += _claim(state, winner, "spark_a_rebellion", combat)
    if has_anomaly(state, system):
        events += _claim(state, winner, "brave_the_void", combat)
    if homes(state).get(system, winner) != winner:
        events += _claim(state, winner, "darken_the_skies", combat)
    if kind == "space" and ships_in(state, winner, system, ("flagship",)):
        events += _claim(state, winner, "unveil_flagship", combat)
    if any(note.startswith(f"{loser}:") for note in state.players[winner].promissory) and winner == attacker:
        events += _claim(state, winner, "betray_a_friend", combat)
    return events


def unit_destroyed(state: TIState, by: int, owner: int, kind: str, system: int, combat: int = NOBODY) -> list[Event]:
    if kind in DESTROY_GREATEST and by != owner:
        return _claim(state, by, "destroy_their_greatest_ship", combat)
    return []


def last_unit_destroyed(state: TIState, by: int, victim: int, how: str, system: int,
                        combat: int = NOBODY) -> list[Event]:
    objective_id = LAST_UNIT.get(how)
    if objective_id is None or by == victim:
        return []
    return _claim(state, by, objective_id, combat)


def planet_lost(state: TIState, seat: int, planet: str) -> list[Event]:
    if state.planets[planet].system in homes(state):
        return _claim(state, seat, "become_a_martyr")
    return []


def last_to_pass(state: TIState, seat: int) -> list[Event]:
    return _claim(state, seat, "prove_endurance")
