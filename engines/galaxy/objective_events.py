"""Action-phase secret objectives scored the moment their event happens (LRR 61.5b, 61.7).

The tactical action's procedures note what players did as ``Feat``s in ``state.feats``
(``forces.record``); the flow driver hands the new ones here at its next settling point, where each
seat's matching unscored secret is scored at once (``state.feats_read`` counts the feats read; the
turn clears both when it ends). Nobody gains by
waiting, and asking only the holder whether to score would show the table that it holds one.
A seat scores at most one objective during or after each combat (LRR 61.7): a feat noted while a
combat is on the stack belongs to that combat (``state.tally.combats`` numbers them).

Feat kinds read here (``seat`` did it, ``other`` suffered it):

* ``combat_won`` (system, planet for a ground combat; ``unit`` "flagship" when the winner's
  flagship is in the system after a space combat): Spark a Rebellion, Brave the Void, Darken the
  Skies, Unveil Flagship, Betray a Friend.
* ``space_combat_ended`` (system, ``number`` of the seat's non-fighter ships): Demonstrate Your Power.
* ``destroyed`` (``unit`` kind): Destroy Their Greatest Ship.
* ``bombardment_cleared``, ``space_cannon_cleared``, ``barrage_cleared``: the other seat's last ground
  force on the planet, last non-fighter ship or last fighter in the system: Make an Example of Their
  World, Turn Their Fleets to Dust, Fight With Precision.
* ``planet_lost`` (planet): Become a Martyr.

The action phase calls ``last_to_pass`` itself (Prove Endurance).
"""

from __future__ import annotations

from collections.abc import Callable

from engines.core.contract import Event
from engines.galaxy.content.objectives import objectives
from engines.galaxy.flow import settling
from engines.galaxy.scoring import has_anomaly, homes, score
from engines.galaxy.state import NOBODY, Feat, TIState
from engines.galaxy.steps.combat import GroundCombat, SpaceCombat

GREATEST = ("war_sun", "flagship")
CLEARED = {"bombardment_cleared": "make_an_example_of_their_world",
           "space_cannon_cleared": "turn_their_fleets_to_dust", "barrage_cleared": "fight_with_precision"}
DEMONSTRATE = 3


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


def _combat_won(state: TIState, feat: Feat, combat: int) -> list[Event]:
    winner, loser = feat.seat, feat.other
    events: list[Event] = []
    if loser == NOBODY:
        return events
    if state.players[loser].vp == max(p.vp for p in state.players):
        events += _claim(state, winner, "spark_a_rebellion", combat)
    if has_anomaly(state, feat.system):
        events += _claim(state, winner, "brave_the_void", combat)
    if homes(state).get(feat.system, winner) != winner:
        events += _claim(state, winner, "darken_the_skies", combat)
    if not feat.planet and feat.unit == "flagship":
        events += _claim(state, winner, "unveil_flagship", combat)
    if any(note.startswith(f"{loser}:") for note in state.players[winner].promissory):
        events += _claim(state, winner, "betray_a_friend", combat)
    return events


def _space_combat_ended(state: TIState, feat: Feat, combat: int) -> list[Event]:
    if feat.number >= DEMONSTRATE:
        return _claim(state, feat.seat, "demonstrate_your_power", combat)
    return []


def _destroyed(state: TIState, feat: Feat, combat: int) -> list[Event]:
    if feat.unit in GREATEST and feat.other not in (NOBODY, feat.seat):
        return _claim(state, feat.seat, "destroy_their_greatest_ship", combat)
    return []


def _planet_lost(state: TIState, feat: Feat, combat: int) -> list[Event]:
    if feat.planet in state.planets and state.planets[feat.planet].system in homes(state):
        return _claim(state, feat.seat, "become_a_martyr")
    return []


READERS: dict[str, Callable[[TIState, Feat, int], list[Event]]] = {
    "combat_won": _combat_won, "space_combat_ended": _space_combat_ended, "destroyed": _destroyed,
    "planet_lost": _planet_lost,
}


@settling
def read_feats(state: TIState) -> list[Event]:
    """Score what the feats noted since the last settling point."""
    if len(state.feats) <= state.feats_read:
        return []
    feats = state.feats[state.feats_read:]
    state.feats_read = len(state.feats)
    in_combat = any(isinstance(step, SpaceCombat | GroundCombat) for step in state.stack)
    combat = state.tally.combats if in_combat else NOBODY
    events: list[Event] = []
    for feat in feats:
        reader = READERS.get(feat.kind)
        if reader is not None:
            events += reader(state, feat, combat)
        elif feat.kind in CLEARED and feat.other not in (NOBODY, feat.seat):
            events += _claim(state, feat.seat, CLEARED[feat.kind], combat if feat.kind == "barrage_cleared" else NOBODY)
    return events


def last_to_pass(state: TIState, seat: int) -> list[Event]:
    return _claim(state, seat, "prove_endurance")
