"""The Sardakk N'orr's mech, the Valkyrie Exoskeleton: each time it uses SUSTAIN DAMAGE in a ground combat, it deals
1 hit to the opposing ground forces on its planet."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import count
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.factions.base import used
from engines.galaxy.mechs.common import MECH
from engines.galaxy.state import TIState
from engines.galaxy.steps.combat import GroundCombat
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

VALKYRIE = "valkyrie_exoskeleton"


def _hits(state: TIState, seat: int, window: Window) -> int:
    """Mechs that sustained in a ground combat against an opponent still holding ground forces there."""
    combat = flow.parent(state, GroundCombat)
    if combat is None or not window.planet or not window.opponents:
        return 0
    enemy = window.opponents[0]
    if enemy < 0 or count(state.planets[window.planet].units, enemy, GROUND_FORCES) == 0:
        return 0
    return window.subject.split(",").count(MECH)


@answer(VALKYRIE, "after:sustain_damage", by="you", could=lambda state, seat, window: _hits(state, seat, window) > 0)
def valkyrie_exoskeleton(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    hits = _hits(state, seat, window)
    push_hits(state, window.opponents[0], hits, window.system, window.planet, "ground_forces", cause="combat", by=seat)
    return [used(seat, VALKYRIE, f"{hits} hit{'s' if hits != 1 else ''} back on {window.planet}")]
