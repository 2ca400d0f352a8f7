"""Mechs that answer what other players do:

- the Empyrean's Watcher: when a player with units in or next to its system plays an action card, the mech may
  leave the board to cancel the card;
- the Vuil'raith Cabal's Reanimator: their infantry destroyed on its planet go to their faction sheet as
  captured units (hook ``unit_destroyed``).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import count, galaxy, planets_in, remove, system
from engines.galaxy.capture.units import capture
from engines.galaxy.cards.action_cards.play import cancel, card_below
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import units_here, used
from engines.galaxy.leaders.common import active
from engines.galaxy.mechs.common import MECH, mech_on
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

WATCHER, REANIMATOR = "watcher", "reanimator"


def _watchers(state: TIState, seat: int, player: int) -> list[str]:
    """Where the seat's mechs could watch ``player`` from: "planet:<key>" or "system:<node>"."""
    found = []
    for key, place in sorted(state.systems.items(), key=lambda item: int(item[0])):
        node = int(key)
        near = (node, *galaxy(state).adjacent.get(node, ()))
        if not any(units_here(state, player, n) for n in near):
            continue
        if count(place.space, seat, [MECH]):
            found.append(f"system:{node}")
        found += [f"planet:{p}" for p in planets_in(state, node) if mech_on(state, seat, p)]
    return found


def _could(state: TIState, seat: int, window: Window) -> bool:
    player = active(window)
    return player >= 0 and player != seat and card_below(state, window) is not None and bool(
        _watchers(state, seat, player))


@answer(WATCHER, "when:action_card_played", by="other", could=_could,
        targets=lambda state, seat, window: _watchers(state, seat, active(window)))
def watcher(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    kind, _, where = target.partition(":")
    remove(state.planets[where].units if kind == "planet" else system(state, int(where)).space, seat, MECH, 1)
    played = card_below(state, window)
    events: list[Event] = [used(seat, WATCHER, "a Watcher leaves the board to cancel the card")]
    return events + (cancel(state, played, seat) if played is not None else [])


@effect(REANIMATOR, hook="unit_destroyed", unit="infantry")
def reanimator(ctx: Context) -> list[Event]:
    if not ctx.details.get("planet") or not mech_on(ctx.state, ctx.seat, ctx.planet):
        return []
    return capture(ctx.state, ctx.seat, ctx.seat, "infantry", REANIMATOR)
