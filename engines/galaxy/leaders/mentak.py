"""The Mentak Coalition's leaders: Suffi An (agent: after Pillage, the Mentak and the pillaged player each draw an
action card), S'Ula Mentarion (commander) and Ipswitch, Loose Cannon (hero: for each enemy ship destroyed in this
space combat, a ship of that type from their reinforcements joins them there)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import other_side, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import enter, reinforcements
from engines.galaxy.hands import draw_action_cards
from engines.galaxy.leaders.common import agent_window, hero_window
from engines.galaxy.promissory.notes import give
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitPlaced
from engines.galaxy.windows import answer

SUFFI, MENTARION, IPSWITCH = "suffi_an", "sula_mentarion", "ipswitch_loose_cannon"
SLEEPER_CELL = "sleeper_cell"  # this combat, each enemy ship destroyed brings a Mentak ship of its type


def _pillaged(state: TIState, seat: int, window: Window) -> bool:
    return f"{seat}:pillage" in window.used and bool(window.actors)


@agent_window(SUFFI, "after:gain_trade_goods", by="other", could=_pillaged)
def suffi_an(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After the Mentak pillage a player, both draw an action card."""
    victim = window.actors[0]
    return [used(seat, SUFFI, "{p%d} and {p%d} draw an action card" % (seat, victim)),
            *draw_action_cards(state, seat, 1), *draw_action_cards(state, victim, 1)]


def _could(state: TIState, seat: int, window: Window) -> bool:
    loser = other_side(window, seat)
    return not window.planet and loser >= 0 and bool(state.players[loser].notes)


@answer(MENTARION, "after:combat_won", by="you", could=_could)
def sula_mentarion(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After winning a space combat the Mentak make the loser give them a promissory note of the loser's choice."""
    loser = other_side(window, seat)
    offer(state, loser, MENTARION, sorted(set(state.players[loser].notes)), other=seat, must=True)
    return [used(seat, MENTARION, "{p%d} must give a promissory note" % loser)]


@resolves(MENTARION, prompt=lambda state, step: "{p%d}: give {p%d} a promissory note from your hand" % (
    step.seat, step.other))
def _give_note(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return give(state, step.seat, step.other, target)


@hero_window(IPSWITCH, "start:space_combat", by="you")
def ipswitch_loose_cannon(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Sleeper Cell: for the rest of this space combat each enemy ship destroyed brings a Mentak ship of its type."""
    state.modifiers.append(Modifier(SLEEPER_CELL, seat, "combat"))
    return [used(seat, IPSWITCH, "Sleeper Cell")]


@effect(SLEEPER_CELL, hook="opponent_unit_destroyed")
def sleeper_cell(ctx: Context) -> list[Event]:
    """An enemy ship destroyed in the combat: one of that type from the Mentak's reinforcements, there and then."""
    state, seat, kind = ctx.state, ctx.seat, ctx.unit
    if ctx.combat < 0 or ctx.planet or kind not in SHIPS or reinforcements(state, seat, kind) == 0:
        return []
    add(system(state, ctx.system).space, seat, kind)
    enter(state, ctx.system)
    return [UnitPlaced(seat=seat, kind=kind, system=ctx.system, planet="", source=IPSWITCH)]
