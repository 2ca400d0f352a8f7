"""Action cards of the invasion: at its start, when ground forces land, when a planet changes hands."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import ForceRelocated
from engines.galaxy.board import add, planets_in, remove, system
from engines.galaxy.cards.action_cards.actions import CardEffect
from engines.galaxy.cards.action_cards.registry import CardChoices, Play, card_steps, window_card
from engines.galaxy.cards.common import ready
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.effects import Context, effect
from engines.galaxy.flow import parent, push
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.cards import CardStep
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.windows import Window

BUNKER = -4


def _said(play: Play, what: str) -> list[Event]:
    return [CardEffect(seat=play.seat, card=play.card, what=what)]


def _lasting(play: Play, what: str) -> list[Event]:
    play.state.modifiers.append(Modifier(play.card, play.seat, "tactical"))
    return _said(play, what)


# ----- the start of an invasion -----------------------------------------------------------------------------


def _my_planet_here(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and any(state.planets[p].owner == seat for p in planets_in(state, window.system))


@window_card("bunker", "start:invasion", by="opponent", could=_my_planet_here)
def bunker(play: Play) -> list[Event]:
    """-4 on every BOMBARDMENT die rolled against your planets this invasion."""
    return _lasting(play, "digs in against bombardment")


@effect("bunker", hook="enemy_roll_modifier", roll="bombardment")
def _bunker(ctx: Context) -> int:
    return BUNKER


def _enemy_pds_here(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and any(s.owner != seat and s.kind == "pds" for p in planets_in(state, window.system)
                                      for s in state.planets[p].units)


@window_card("disable", "start:invasion", could=_enemy_pds_here)
def disable(play: Play) -> list[Event]:
    """The defenders' PDS here have neither PLANETARY SHIELD nor SPACE CANNON this invasion."""
    return _lasting(play, "disables the PDS")


@effect("disable", hook="planetary_shield_ignored")
def _no_shield(ctx: Context) -> bool:
    return True


@effect("disable", hook="enemy_pds_disabled")
def _no_cannon(ctx: Context) -> bool:
    return True


@window_card("blitz", "start:invasion")
def blitz(play: Play) -> list[Event]:
    """Your non-fighter ships here without BOMBARDMENT have BOMBARDMENT 6 this invasion."""
    return _lasting(play, "turns its ships' guns on the planets")


@effect("blitz", hook="blitz_bombardment")
def _blitz(ctx: Context) -> bool:
    return True


# ----- ground forces land ---------------------------------------------------------------------------------------


def _landed_on_mine(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and bool(window.planet) and state.planets[window.planet].owner == seat


@window_card("parley", "after:landing", by="other", could=_landed_on_mine)
def parley(play: Play) -> list[Event]:
    """The ground forces that landed on your planet go back up to the space area."""
    assert play.window is not None
    state, planet, invader = play.state, play.window.planet, play.window.actors[0]
    units = state.planets[planet].units
    events: list[Event] = []
    for stack in [s for s in units if s.owner == invader and s.kind in GROUND_FORCES]:
        kind, number, hurt = stack.kind, stack.count, stack.damaged
        remove(units, invader, kind, number)
        add(system(state, play.window.system).space, invader, kind, number, hurt)
        events.append(ForceRelocated(seat=invader, kind=kind, origin=planet, planet="space"))
    invasion = parent(state, Invasion)
    if invasion is not None and planet in invasion.landed:
        invasion.landed.remove(planet)
    return events


@window_card("ghost_squad", "after:landing", by="any", could=_landed_on_mine)
def ghost_squad(play: Play) -> list[Event]:
    """Shift your ground forces between your planets in the active system."""
    assert play.window is not None
    push(play.state, CardStep(seat=play.seat, card=play.card, target=str(play.window.system)))
    return []


@card_steps("ghost_squad")
class GhostSquad(CardChoices):
    """``picks``: "planet|kind" picked up and not yet set down."""

    def ask(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None:
        if step.target == "-1":  # done
            return None
        mine = [p for p in planets_in(state, int(step.target)) if state.planets[p].owner == step.seat]
        if step.picks:
            origin = step.picks[0].split("|")[0]
            return "move it to which of your planets", [(p, p) for p in mine if p != origin]
        found = [("done", "Done")]
        for planet in mine:
            for stack in state.planets[planet].units:
                if stack.owner == step.seat and stack.kind in GROUND_FORCES and len(mine) > 1:
                    found.append((f"{planet}|{stack.kind}", f"{stack.kind.capitalize()} from {planet}"))
        return "move a ground force between your planets here, or be done", found

    def chosen(self, state: TIState, step: CardStep, value: str) -> list[Event]:
        if value == "done":
            step.target = "-1"
            return []
        if not step.picks:
            step.picks = [value]
            return []
        origin, kind = step.picks.pop().split("|")
        hurt = remove(state.planets[origin].units, step.seat, kind)
        add(state.planets[value].units, step.seat, kind, 1, hurt)
        return [ForceRelocated(seat=step.seat, kind=kind, origin=origin, planet=value)]


# ----- a planet changes hands -----------------------------------------------------------------------------------


def _structures_to_take(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and bool(window.planet) and any(
        s.owner != seat and s.kind in ("pds", "space_dock") for s in state.planets[window.planet].units)


@window_card("infiltrate", "when:gain_control", could=_structures_to_take)
def infiltrate(play: Play) -> list[Event]:
    """The PDS and space docks on the planet become yours instead of being destroyed."""
    return _lasting(play, "takes over the structures")


@effect("infiltrate", hook="structures_taken_over")
def _infiltrate(ctx: Context) -> bool:
    return True


def _their_ready_planets(state: TIState, seat: int, window: Window | None) -> list[str]:
    if window is None or not window.opponents:
        return []
    taker = window.opponents[0]
    return [f"planet:{k}" for k, p in state.planets.items() if p.owner == taker and not p.exhausted] or ["planet:"]


@window_card("reparations", "after:control_lost", targets=_their_ready_planets)
def reparations(play: Play) -> list[Event]:
    """Exhaust a planet of the player who took yours, then ready one of your own."""
    planet = play.target.partition(":")[2]
    if planet:
        play.state.planets[planet].exhausted = True
    push(play.state, CardStep(seat=play.seat, card=play.card))
    return _said(play, f"exhausts {planet}" if planet else "finds nothing to exhaust")


@card_steps("reparations")
class Reparations(CardChoices):
    def ask(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None:
        if step.picks:
            return None
        mine = [k for k, p in state.planets.items() if p.owner == step.seat and p.exhausted]
        return "ready one of your planets", [(k, k) for k in mine]

    def chosen(self, state: TIState, step: CardStep, value: str) -> list[Event]:
        step.picks = [value]
        return ready(state, step.seat, [value])
