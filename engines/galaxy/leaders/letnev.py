"""The Barony of Letnev's leaders: Viscount Unlenn (agent), Rear Admiral Farran (commander), Darktalon Treilla
(hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import agent_window, hero_action
from engines.galaxy.leaders.dice import give_extra_die
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

UNLENN, FARRAN, TREILLA = "viscount_unlenn", "rear_admiral_farran", "darktalon_treilla"
UNBOUNDED = "treilla_unbounded"  # the hero's effect for the rest of the round
register_targets(UNLENN, FARRAN, TREILLA)


def _ships(state: TIState, seat: int, window: Window) -> list[str]:
    if window.system == -1:
        return []
    return sorted({f"{s.owner}:{s.kind}" for s in system(state, window.system).space if s.kind in SHIPS})


@agent_window(UNLENN, "start:space_combat_round", by="any", could=lambda s, seat, w: bool(_ships(s, seat, w)),
              targets=_ships)
def viscount_unlenn(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One ship in the combat rolls one more die this round."""
    owner, kind = target.split(":")
    give_extra_die(state, int(owner), kind)
    return [used(seat, UNLENN, "{p%s}'s %s rolls one more die this round" % (owner, kind.replace("_", " ")))]


@answer(FARRAN, "after:sustain_damage", by="you")
def rear_admiral_farran(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """A Letnev unit used SUSTAIN DAMAGE: 1 trade good."""
    return [used(seat, FARRAN, "a trade good for the damage"), *gain_trade_goods(state, seat, 1, FARRAN)]


@hero_action(TREILLA)
def darktalon_treilla(state: TIState, seat: int, target: str) -> list[Event]:
    """For the rest of the round the fleet pool does not limit the Letnev's non-fighter ships in a system."""
    state.modifiers.append(Modifier(UNBOUNDED, seat, "round"))
    return [used(seat, TREILLA, "no fleet limit until the round ends")]


@effect(UNBOUNDED, hook="fleet_limit")
def treilla_unbounded(ctx: Context) -> int:
    return 100  # more ships than the game has
