"""Capturing units (TI-CAPTURE-1..15) and giving them back: the mechanism the abilities that capture call.

The API (docs/galaxy-engine.md, "Capture"):

- ``capture(state, captor, owner, kind, source)``: a unit of ``owner`` that has already left the board (it
  was destroyed, or it is taken from reinforcements) goes onto ``captor``'s faction sheet. A ship other
  than a fighter, or a mech, keeps its colour: a stack ``Stack(owner, kind)`` in ``captor``'s ``captured``
  (TI-CAPTURE-5), out of its owner's reinforcements (``forces.captive``). A fighter or an infantry goes
  back to its owner's reinforcements and the captor puts a token of no colour on its sheet instead,
  ``Stack(-1, kind)`` (TI-CAPTURE-11, 12). Nothing is captured from a player who blockades one of the
  captor's space docks (TI-CAPTURE-4). Returns the events; the hook point ``unit_captured`` (captor,
  owner, unit) is fired for every seat.
- ``release(state, captor, kind, owner=None, how=...)``: one captured unit back: a coloured one to its
  owner's reinforcements (TI-CAPTURE-6), a token to the captor's own (TI-CAPTURE-15). ``owner`` None takes
  any. Used as the cost of an ability (TI-CAPTURE-9) and by transactions (TI-CAPTURE-8, ``give_back``).
- A player whose ships blockade a space dock of its captor gets every coloured unit of its own back at
  once (TI-CAPTURE-10); tokens have no colour and never come back that way (TI-CAPTURE-13).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import effects
from engines.galaxy.actions.expansion import CapturedReturned, UnitCaptured
from engines.galaxy.board import add, count, remove, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.sources import TABLE
from engines.galaxy.state import NOBODY, TIState

TOKENS = ("fighter", "infantry")


def blockaded_by(state: TIState, seat: int) -> set[int]:
    """Seats whose ships blockade one of ``seat``'s space docks: their ships in its system, none of its own
    (LRR 14.1, TI-GAP-17)."""
    found: set[int] = set()
    docks = {p.system for p in state.planets.values() if count(p.units, seat, ["space_dock"])}
    docks |= {int(k) for k, s in state.systems.items() if count(s.space, seat, ["space_dock"])}  # floating docks
    for node in sorted(docks):
        space = system(state, node).space
        if any(s.owner == seat and s.kind in SHIPS for s in space):
            continue
        found |= {s.owner for s in space if s.kind in SHIPS and s.owner != seat}
    return found


def can_capture(state: TIState, captor: int, owner: int) -> bool:
    """Not from a player who blockades one of the captor's space docks (TI-CAPTURE-4)."""
    return owner in (NOBODY, captor) or owner not in blockaded_by(state, captor)


def capture(state: TIState, captor: int, owner: int, kind: str, source: str = "") -> list[Event]:
    """``captor`` captures a unit of ``owner`` that is already off the board (see the module's docstring)."""
    if not can_capture(state, captor, owner):
        return []
    colour = NOBODY if kind in TOKENS else owner
    add(state.players[captor].captured, colour, kind)
    everyone = [p.seat for p in state.players if not p.eliminated]
    return [UnitCaptured(captor=captor, owner=owner, kind=kind, source=source),
            *effects.fire(state, "unit_captured", everyone, captor=captor, owner=owner, unit=kind)]


def captured(state: TIState, captor: int, kind: str | None = None, owner: int | None = None) -> int:
    """How many units (of ``kind``, of ``owner``) lie on ``captor``'s sheet."""
    return sum(s.count for s in state.players[captor].captured
               if (kind is None or s.kind == kind) and (owner is None or s.owner == owner))


def release(state: TIState, captor: int, kind: str, owner: int | None = None, how: str = "ability") -> list[Event]:
    """One captured unit of ``kind`` (of ``owner``, or any) leaves ``captor``'s sheet for reinforcements."""
    stack = next((s for s in state.players[captor].captured if s.kind == kind and (owner is None or s.owner == owner)),
                 None)
    if stack is None:
        return []
    colour = stack.owner
    remove(state.players[captor].captured, colour, kind)
    return [CapturedReturned(captor=captor, owner=colour, kind=kind, how=how)]


def give_back(state: TIState, captor: int, owner: int, kind: str) -> list[Event]:
    """A transaction returns one of ``owner``'s units (TI-CAPTURE-8); tokens cannot be (TI-CAPTURE-13)."""
    if owner == NOBODY:
        return []
    return release(state, captor, kind, owner, how="transaction")


def blockade_returns(state: TIState) -> list[Event]:
    """Every player blockading a space dock of a player holding its units gets them back (TI-CAPTURE-10)."""
    events: list[Event] = []
    for player in state.players:
        if not player.captured:
            continue
        for blockader in sorted(blockaded_by(state, player.seat)):
            for stack in [s for s in player.captured if s.owner == blockader]:
                for _ in range(stack.count):
                    events += release(state, player.seat, stack.kind, blockader, how="blockade")
    return events


@effect(TABLE, hook="ships_moved")
def returned_after_moving(ctx: Context) -> list[Event]:
    """Ships that moved may now blockade a captor's space dock."""
    return blockade_returns(ctx.state) if any(p.captured for p in ctx.state.players) else []


@effect(TABLE, hook="combat_ended")
def returned_after_combat(ctx: Context) -> list[Event]:
    """A captor's ships lost in combat may leave its space dock blockaded (a second call finds nothing)."""
    return blockade_returns(ctx.state) if any(p.captured for p in ctx.state.players) else []
