"""The Naaz-Rokha Alliance: explorers and tinkerers.

- Distant Suns, Fabrication, Pre-Fab Arcologies: exploration and relics (the Prophecy of Kings issue);
  each answers that issue's hook points when they land.
- Supercharge: at the start of a combat round, exhaust for +1 on their combat rolls this round.
- Visz El Vir (flagship): their mechs in its system roll one more die in combat.
- Black Market Forgery (note): relic fragments (the Prophecy of Kings issue).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, flagship_in, ready
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

SUPERCHARGED = "supercharged"


@answer("supercharge", "start:combat_round", could=lambda s, seat, w: ready(s, seat, "supercharge"))
def supercharge(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Exhausted at the start of a combat round: +1 on every combat roll of the Naaz-Rokha units this round."""
    state.modifiers.append(Modifier(SUPERCHARGED, seat, "combat_round"))
    return exhaust(state, seat, "supercharge")


@effect(SUPERCHARGED, hook="roll_modifier", roll="combat")
def supercharged(ctx: Context) -> int:
    return 1


@effect("visz_el_vir", hook="unit_dice", roll="combat", unit="mech")
def visz_el_vir(ctx: Context) -> int:
    """Mechs in the flagship's system roll one more die in combat."""
    return 1 if "system" in ctx.details and flagship_in(ctx.state, ctx.seat, ctx.system) else 0
