"""What the table needs to draw a tactical action in progress: its steps as they stand (all public)."""

from __future__ import annotations

import msgspec

from engines.galaxy.state import TIState
from engines.galaxy.steps.combat import AssignHits, GroundCombat, SpaceCannonOffence, SpaceCombat
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.movement import Movement
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.tactical import TacticalAction


class TacticalView(msgspec.Struct, frozen=True):
    """The tactical action and, when they are under way, its movement, combat, hits, invasion, production."""

    action: TacticalAction | None = None
    movement: Movement | None = None
    space_cannon: SpaceCannonOffence | None = None
    space_combat: SpaceCombat | None = None
    ground_combat: GroundCombat | None = None
    hits: AssignHits | None = None
    invasion: Invasion | None = None
    production: Production | None = None


def tactical_view(state: TIState) -> TacticalView | None:
    """The innermost step of each kind, or None outside a tactical action and its productions."""
    found: dict[str, object] = {}
    names: dict[type, str] = {TacticalAction: "action", Movement: "movement", SpaceCannonOffence: "space_cannon",
             SpaceCombat: "space_combat", GroundCombat: "ground_combat", AssignHits: "hits", Invasion: "invasion",
             Production: "production"}
    for step in state.stack:
        name = names.get(type(step))  # type: ignore[call-overload]
        if name is not None:
            found[name] = msgspec.structs.replace(step)
    return TacticalView(**found) if found else None  # type: ignore[arg-type]
