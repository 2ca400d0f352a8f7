"""The Embers of Muaat: war suns forged in stars.

- Star Forge (ACTION): a strategy token puts 2 fighters or 1 destroyer into a system with their war sun.
- Gashlai Physiology: their ships move through supernovas.
- Magmus Reactor: their ships move into supernovas; a supernova holding their units has PRODUCTION 5.
- Prototype War Sun (war suns): built from the start; I moves 1, II costs 10 and moves 3.
- The Inferno (flagship, ACTION): a strategy token puts 1 cruiser into its system.
- Fires of the Gashlai (note): ACTION: the Muaat return a fleet token; its holder gains the War Sun upgrade.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.board import galaxy
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_system, spend_strategy_token, units_here, used
from engines.galaxy.factions.notes import action_note
from engines.galaxy.forces import add_units, reinforcements
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of
from engines.galaxy.research import gain_technology
from engines.galaxy.state import TIState
from engines.galaxy.tactical.events import UnitPlaced

SUPERNOVA_PRODUCTION = 5


def _forge_targets(state: TIState, seat: int) -> list[str]:
    if state.players[seat].strategy <= 0:
        return []
    suns = [int(n) for n, s in state.systems.items() if any(x.owner == seat and x.kind == "war_sun" for x in s.space)]
    found = [f"fighter:{n}" for n in suns]
    if reinforcements(state, seat, "destroyer") != 0:
        found += [f"destroyer:{n}" for n in suns]
    return found


@ability("star_forge", "action", ready=lambda s, seat: bool(_forge_targets(s, seat)), targets=_forge_targets,
         label="Star Forge")
def star_forge(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: spend a strategy token: 2 fighters or 1 destroyer from reinforcements join one of your war suns."""
    kind, node = target.split(":")
    number = 2 if kind == "fighter" else 1
    add_units(state, seat, int(node), "", kind, number)
    return [*spend_strategy_token(state, seat, "star_forge"), used(seat, "star_forge"),
            UnitPlaced(seat=seat, kind=kind, system=int(node), planet="", source="star_forge")]


@effect("gashlai_physiology", hook="pass_anomaly", anomaly="supernova")
def gashlai_physiology(ctx: Context) -> bool:
    """The Muaat's ships may move through supernovas."""
    return True


@effect("magmus_reactor", hook="enter_anomaly", anomaly="supernova")
def magmus_reactor(ctx: Context) -> bool:
    """The Muaat's ships may move into supernovas."""
    return True


@effect("magmus_reactor", hook="extra_producers")
def magmus_reactor_production(ctx: Context) -> list[tuple[str, int]]:
    """A supernova holding Muaat units has PRODUCTION 5 as if it were one of their units."""
    if "supernova" in galaxy(ctx.state).anomalies(ctx.system) and units_here(ctx.state, ctx.seat, ctx.system):
        return [("", SUPERNOVA_PRODUCTION)]
    return []


def _inferno_ready(state: TIState, seat: int) -> bool:
    node = flagship_system(state, seat)
    return node is not None and state.players[seat].strategy > 0 and reinforcements(state, seat, "cruiser") != 0


@ability("the_inferno", "action", ready=_inferno_ready, label="The Inferno")
def the_inferno(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: spend a strategy token to put 1 cruiser from reinforcements into the flagship's system."""
    node = flagship_system(state, seat)
    assert node is not None
    add_units(state, seat, node, "", "cruiser")
    return [*spend_strategy_token(state, seat, "the_inferno"),
            UnitPlaced(seat=seat, kind="cruiser", system=node, planet="", source="the_inferno")]

@action_note("fires_of_the_gashlai", ready=lambda s, seat, note: "war_sun" not in s.players[seat].technologies)
def fires_of_the_gashlai(state: TIState, seat: int, note: str) -> list[Event]:
    """ACTION: the Muaat return a token from their fleet pool; the holder gains the War Sun upgrade."""
    owner = owner_of(note)
    events: list[Event] = []
    if state.players[owner].fleet > 0:
        state.players[owner].fleet -= 1
        events.append(NoteEffect(seat=seat, note=note, what="{p%d} return a fleet token" % owner))
    return events + gain_technology(state, seat, "war_sun")
