"""The Nomad: a mercenary company and a flagship that follows its mechs.

- The Company, Temporal Command Suite: agents (leaders: the Prophecy of Kings issue).
- Future Sight: a trade good after an outcome they backed resolves (the agenda phase, politics issue).
- Memoria (flagship, upgradeable: Memoria II): ANTI-FIGHTER BARRAGE; it may treat systems holding Nomad
  mechs as adjacent to its own.
- The Cavalry (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.galaxy.adjacency import Overlay
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_system, units_here


def mech_systems(ctx: Context) -> list[int]:
    return [int(n) for n in ctx.state.systems if units_here(ctx.state, ctx.seat, int(n), ["mech"])]


@effect("memoria_i", hook="seat_overlay", unit="flagship")
def memoria(ctx: Context) -> Overlay | None:
    """The flagship's system is adjacent to every system holding a Nomad mech, for the flagship."""
    node = flagship_system(ctx.state, ctx.seat)
    if node is None:
        return None
    return Overlay(edges=tuple((node, m) for m in mech_systems(ctx) if m != node))
