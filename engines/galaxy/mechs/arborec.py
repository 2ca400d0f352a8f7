"""The Arborec's mech, the Letani Behemoth, DEPLOY: when the Arborec would use Mitosis, they may instead turn one
of their infantry into a mech from reinforcements (offered with Mitosis's planets, ``factions/arborec.py``)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, count, remove
from engines.galaxy.effects import in_force
from engines.galaxy.factions.base import used
from engines.galaxy.mechs.common import MECH, mech_left
from engines.galaxy.state import TIState

LETANI_BEHEMOTH = "letani_behemoth"


def behemoth_targets(state: TIState, seat: int) -> list[str]:
    """"mech@planet:<key>" for each planet holding Arborec infantry, while a mech is left to deploy."""
    if LETANI_BEHEMOTH not in in_force(state, seat) or not mech_left(state, seat):
        return []
    return [f"mech@planet:{k}" for k, p in sorted(state.planets.items()) if count(p.units, seat, ["infantry"])]


def letani_behemoth(state: TIState, seat: int, planet: str) -> list[Event]:
    units = state.planets[planet].units
    remove(units, seat, "infantry", 1)
    add(units, seat, MECH)
    return [used(seat, LETANI_BEHEMOTH, f"an infantry on {planet} grows into a mech")]
