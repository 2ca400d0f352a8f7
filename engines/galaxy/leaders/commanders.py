"""Leaders of factions whose other leaders the engine does not have yet, one section each.

- L1Z1X: 2RAM (commander): PLANETARY SHIELD does not stop their BOMBARDMENT.
- Titans of Ul: Tungstantus (commander): 1 trade good when their units use PRODUCTION.
- Nekro Virus: Nekro Acidos (commander): an action card after gaining a technology.
- Winnu: Rickar Rickani (commander): +2 to combat rolls in the Mecatol Rex system, at home, and where a
  legendary planet is.
- Vuil'raith Cabal: That Which Molds Flesh (commander): 2 fighters or infantry of a production outside its
  limit.
- Xxcha Kingdom: Ggrocuto Rinn (agent): ready a planet; beside the Xxcha's planets, an infantry on it may go
  back to its owner's reinforcements.
- Naaz-Rokha Alliance: Garv and Gunn (agent): at the end of a player's turn that player explores one of their
  planets; Dart and Tai (commander): a planet taken from another player may be explored.
- Yin Brotherhood: Brother Milor (agent): after a player's unit is destroyed, 2 fighters (a ship) or 2
  infantry (a ground force) for that player where it was.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, galaxy, remove, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.economy import MECATOL_REX, gain_trade_goods, printed
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.exploration.decks import deck_for
from engines.galaxy.exploration.explore import explore_planet
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import enter
from engines.galaxy.hands import draw_action_cards
from engines.galaxy.leaders.common import active, agent_action, agent_window, own_planets
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

TWO_RAM, TUNGSTANTUS, ACIDOS, RICKAR = "2ram", "tungstantus", "nekro_acidos", "rickar_rickani"
MOLDS_FLESH, RINN, GARV, DART, MILOR = ("that_which_molds_flesh", "ggrocuto_rinn", "garv_and_gunn", "dart_and_tai",
                                        "brother_milor")
register_targets(RINN, GARV, DART, MILOR)


@effect(TWO_RAM, hook="planetary_shield_ignored")
def two_ram(ctx: Context) -> bool:
    return True


@answer(TUNGSTANTUS, "after:production", by="you")
def tungstantus(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    return [used(seat, TUNGSTANTUS, "a trade good for producing"), *gain_trade_goods(state, seat, 1, TUNGSTANTUS)]


@effect(ACIDOS, hook="technology_gained")
def nekro_acidos(ctx: Context) -> list[Event]:
    return [used(ctx.seat, ACIDOS, "draws an action card"), *draw_action_cards(ctx.state, ctx.seat, 1)]


def _rickar_system(state: TIState, seat: int, node: int) -> bool:
    if node == state.players[seat].home:
        return True
    here = [k for k, p in state.planets.items() if p.system == node]
    return any(k == MECATOL_REX or printed(k).legendary for k in here)


@effect(RICKAR, hook="roll_modifier", roll="combat")
def rickar_rickani(ctx: Context) -> int:
    node = ctx.details.get("system")
    return 2 if isinstance(node, int) and node != -1 and _rickar_system(ctx.state, ctx.seat, node) else 0


@effect(MOLDS_FLESH, hook="uncounted_units")
def that_which_molds_flesh(ctx: Context) -> int:
    return 2


# ----- Ggrocuto Rinn ----------------------------------------------------------------------------------------


def _exhausted_planets(state: TIState, seat: int) -> list[str]:
    return [f"planet:{k}" for k, p in sorted(state.planets.items()) if p.exhausted and p.owner != NOBODY]


@agent_action(RINN, ready=lambda state, seat: bool(_exhausted_planets(state, seat)), targets=_exhausted_planets)
def ggrocuto_rinn(state: TIState, seat: int, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    place = state.planets[planet]
    place.exhausted = False
    near = {place.system, *galaxy(state).adjacent.get(place.system, ())}
    beside = any(state.planets[p].system in near for p in own_planets(state, seat))
    owners = sorted({s.owner for s in place.units if s.kind == "infantry"})
    if beside and owners:
        offer(state, seat, RINN, [f"seat:{o}" for o in owners], planet=planet)
    return [used(seat, RINN, f"readies {planet}")]


@resolves(RINN, prompt=lambda state, step: "{p%d}: send an infantry on %s back to its owner?" % (step.seat,
                                                                                                 step.planet))
def _send_back(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    owner = int(target.removeprefix("seat:"))
    remove(state.planets[step.planet].units, owner, "infantry", 1)
    return [used(step.seat, RINN, "{p%d}'s infantry on %s goes back" % (owner, step.planet))]


# ----- the Naaz-Rokha -------------------------------------------------------------------------------------


def _explorable(state: TIState, seat: int) -> list[str]:
    return [f"planet:{p}" for p in own_planets(state, seat) if deck_for(p) is not None]


@agent_window(GARV, "end:turn", by="any", could=lambda s, seat, w: bool(_explorable(s, active(w))),
              targets=lambda s, seat, w: _explorable(s, active(w)))
def garv_and_gunn(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player whose turn ends explores one of their planets."""
    return [used(seat, GARV, "{p%d} explores %s" % (active(window), target.removeprefix("planet:"))),
            *explore_planet(state, active(window), target.removeprefix("planet:"))]


@effect(DART, hook="planet_gained")
def dart_and_tai(ctx: Context) -> list[Event]:
    previous = ctx.details.get("previous", NOBODY)
    if previous in (NOBODY, ctx.seat) or deck_for(ctx.planet) is None:
        return []  # a planet nobody held is explored anyway (TI-EXPLORE-1)
    offer(ctx.state, ctx.seat, DART, [f"planet:{ctx.planet}"])
    return []


@resolves(DART, prompt=lambda state, step: "{p%d}: explore %s?" % (step.seat, step.targets[0].removeprefix("planet:")))
def _explore_taken(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return explore_planet(state, step.seat, target.removeprefix("planet:"))


# ----- Brother Milor ----------------------------------------------------------------------------------------


def _milor_kind(window: Window) -> str:
    lost = [k for k in window.subject.split(",") if k]
    if window.planet and any(k in GROUND_FORCES for k in lost):
        return "infantry"
    if not window.planet and any(k in SHIPS for k in lost):
        return "fighter"
    return ""


@agent_window(MILOR, "after:unit_destroyed", by="any", could=lambda s, seat, w: bool(_milor_kind(w)))
def brother_milor(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player who lost the unit puts 2 fighters (a ship) or 2 infantry (a ground force) where it was."""
    owner, kind = active(window), _milor_kind(window)
    if kind == "infantry":
        add(state.planets[window.planet].units, owner, kind, 2)
    else:
        add(system(state, window.system).space, owner, kind, 2)
        enter(state, window.system)
    return [used(seat, MILOR, "{p%d} gets 2 %ss" % (owner, kind))]
