"""The Winnu's mech, the Reclaimer: after a tactical action in which the Winnu gained control of its planet, a PDS
or a space dock from reinforcements may be placed there (the planets gained are ``TacticalAction.gained``)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.actions.events import StructurePlaced
from engines.galaxy.board import add
from engines.galaxy.factions.base import used
from engines.galaxy.mechs.common import mech_on
from engines.galaxy.state import TIState
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window
from engines.galaxy.structures import in_reinforcements, room_on
from engines.galaxy.windows import answer

RECLAIMER = "reclaimer"


def _targets(state: TIState, seat: int, window: Window) -> list[str]:
    tactical = flow.parent(state, TacticalAction)
    if tactical is None or tactical.seat != seat:
        return []
    return [f"{kind}@planet:{p}" for p in dict.fromkeys(tactical.gained)
            if state.planets[p].owner == seat and mech_on(state, seat, p)
            for kind in ("pds", "space_dock") if in_reinforcements(state, seat, kind) and room_on(state, seat, kind, p)]


@answer(RECLAIMER, "end:tactical_action", by="you", could=lambda s, seat, w: bool(_targets(s, seat, w)),
        targets=_targets)
def reclaimer(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    kind, _, where = target.partition("@")
    planet = where.removeprefix("planet:")
    add(state.planets[planet].units, seat, kind)
    return [used(seat, RECLAIMER, f"builds on {planet}"), StructurePlaced(seat=seat, kind=kind, planet=planet)]
