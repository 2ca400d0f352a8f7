"""Action cards of the tactical action: after a system is activated, and after ships move in."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokenRemoved
from engines.galaxy.adjacency import Overlay
from engines.galaxy.amounts import amount
from engines.galaxy.board import ADJACENCY, galaxy, planets_in, system
from engines.galaxy.cards.action_cards.actions import CardEffect
from engines.galaxy.cards.action_cards.registry import CardChoices, Play, card_steps, window_card
from engines.galaxy.cards.common import everything_of, place
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.economy import gain_trade_goods, replenish, token_reinforcements
from engines.galaxy.effects import Context, effect, total
from engines.galaxy.flow import push
from engines.galaxy.forces import reinforcements
from engines.galaxy.seats import in_game
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.cards import CardStep
from engines.galaxy.steps.windows import Window

BATTLESTATION_DICE = 3
BATTLESTATION_HITS_ON = 5
DECOYS = 2


def _said(play: Play, what: str) -> list[Event]:
    return [CardEffect(seat=play.seat, card=play.card, what=what)]


def _lasting(play: Play, what: str, target: int = -1) -> list[Event]:
    """A modifier for this tactical action, named after the card."""
    play.state.modifiers.append(Modifier(play.card, play.seat, "tactical", target=target))
    return _said(play, what)


# ----- after you activate a system ----------------------------------------------------------------------


@window_card("flank_speed", "after:activation")
def flank_speed(play: Play) -> list[Event]:
    """+1 move for all your ships this tactical action."""
    return _lasting(play, "gives its ships +1 move")


@effect("flank_speed", hook="move_modifier")
def _flank(ctx: Context) -> int:
    return 1


def _systems_with_my_ships(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"system:{k}" for k, s in state.systems.items()
            if any(x.owner == seat and x.kind in SHIPS for x in s.space)]


@window_card("in_the_silence_of_space", "after:activation", targets=_systems_with_my_ships)
def in_the_silence_of_space(play: Play) -> list[Event]:
    """Your ships from the chosen system may pass through systems with other players' ships."""
    return _lasting(play, "slips its ships past enemy fleets", int(play.target.partition(":")[2]))


@effect("in_the_silence_of_space", hook="pass_through_from")
def _silence(ctx: Context) -> int | None:
    nodes = [m.target for m in ctx.state.modifiers if m.effect == "in_the_silence_of_space" and m.owner == ctx.seat]
    return nodes[0] if nodes else None


ADJACENCY["lost_star_chart"] = Overlay(links=(("alpha", "beta"),))


@window_card("lost_star_chart", "after:activation")
def lost_star_chart(play: Play) -> list[Event]:
    """Alpha and beta wormhole systems are adjacent to each other this tactical action."""
    return _lasting(play, "joins the alpha and beta wormholes")


def _cruiser_to_upgrade(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and any(s.owner == seat and s.kind == "cruiser" for s in system(
        state, window.system).space) and (reinforcements(state, seat, "dreadnought") or 0) > 0


@window_card("upgrade", "after:activation", could=_cruiser_to_upgrade)
def upgrade(play: Play) -> list[Event]:
    """One of your cruisers there becomes a dreadnought from your reinforcements."""
    from engines.galaxy.board import remove

    assert play.window is not None
    node = play.window.system
    remove(system(play.state, node).space, play.seat, "cruiser")
    return place(play.state, play.seat, node, "", "dreadnought", source=play.card)


def _others_ships_here(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and any(s.owner != seat and s.kind in SHIPS for s in system(state, window.system).space)


@window_card("rally", "after:activation", could=_others_ships_here)
def rally(play: Play) -> list[Event]:
    """Two command tokens from reinforcements into your fleet pool."""
    added = min(2, token_reinforcements(play.state, play.seat))
    play.state.players[play.seat].fleet += added
    return _said(play, f"adds {amount(added, 'token')} to its fleet pool")


def _anomaly(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and bool(galaxy(state).anomalies(window.system))


@window_card("harness_energy", "after:activation", could=_anomaly)
def harness_energy(play: Play) -> list[Event]:
    """Refill your commodities."""
    return _said(play, f"replenishes {replenish(play.state, play.seat)} commodities")


@window_card("solar_flare", "after:activation")
def solar_flare(play: Play) -> list[Event]:
    """Other players may not fire SPACE CANNON at your ships during this movement."""
    return _lasting(play, "blinds the space cannons")


@effect("solar_flare", hook="space_cannon_immune")
def _flare(ctx: Context) -> bool:
    return True


@window_card("nav_suite", "after:activation")
def nav_suite(play: Play) -> list[Event]:
    """Anomalies have no effect on your movement this tactical action."""
    return _lasting(play, "ignores anomalies")


@effect("nav_suite", hook="ignore_anomalies")
def _nav(ctx: Context) -> bool:
    return True


# ----- after another player activates a system ----------------------------------------------------------


def _my_token_here(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and seat in system(state, window.system).tokens


@window_card("counterstroke", "after:activation", by="any", could=_my_token_here)
def counterstroke(play: Play) -> list[Event]:
    """Your command token in the activated system goes back to your tactic pool."""
    assert play.window is not None
    system(play.state, play.window.system).tokens.remove(play.seat)
    play.state.players[play.seat].tactic += 1
    return [CommandTokenRemoved(seat=play.seat, system=play.window.system)]


def _my_units_here(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and any(owner == seat for owner, _, _ in everything_of(state, window.system))


def _other_players(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"seat:{s}" for s in in_game(state) if s != seat]


@window_card("forward_supply_base", "after:activation", by="other", could=_my_units_here, targets=_other_players)
def forward_supply_base(play: Play) -> list[Event]:
    """Gain three trade goods; the player you choose gains one."""
    other = int(play.target.partition(":")[2])
    return gain_trade_goods(play.state, play.seat, 3, play.card) + gain_trade_goods(play.state, other, 1, play.card)


def _my_structures_here(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and any(owner == seat and kind in ("pds", "space_dock")
                                      for owner, _, kind in everything_of(state, window.system))


@window_card("decoy_operation", "after:activation", by="other", could=_my_structures_here)
def decoy_operation(play: Play) -> list[Event]:
    """Lift up to two of your ground forces from the board onto your planets in the active system."""
    assert play.window is not None
    push(play.state, CardStep(seat=play.seat, card=play.card, target=str(play.window.system)))
    return []


@card_steps("decoy_operation")
class DecoyOperation(CardChoices):
    """``picks``: "planet|kind" lifted and not yet set down; ``stage`` counts units moved."""

    def ask(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None:
        node = int(step.target)
        mine = [p for p in planets_in(state, node) if state.planets[p].owner == step.seat]
        if step.picks:
            return "set the ground force down on one of your planets here", [(p, p) for p in mine]
        if step.stage >= DECOYS or not mine:
            return None
        found = [("done", "Done")]
        for key, planet in state.planets.items():
            if planet.system == node:
                continue
            for stack in planet.units:
                if stack.owner == step.seat and stack.kind in GROUND_FORCES:
                    found.append((f"{key}|{stack.kind}", f"{stack.kind.capitalize()} from {key}"))
        return "lift a ground force onto your planets here", found

    def chosen(self, state: TIState, step: CardStep, value: str) -> list[Event]:
        from engines.galaxy.actions.events import ForceRelocated
        from engines.galaxy.board import add, remove

        if value == "done":
            step.stage = DECOYS
            return []
        if not step.picks:
            step.picks = [value]
            return []
        origin, kind = step.picks.pop().split("|")
        hurt = remove(state.planets[origin].units, step.seat, kind)
        add(state.planets[value].units, step.seat, kind, 1, hurt)
        step.stage += 1
        return [ForceRelocated(seat=step.seat, kind=kind, origin=origin, planet=value)]


# ----- after ships move in --------------------------------------------------------------------------------


def _dock_in_reach(state: TIState, seat: int, window: Window | None) -> list[int]:
    if window is None:
        return []
    near = {window.system, *galaxy(state).neighbours(window.system)}
    return sorted({p.system for p in state.planets.values() if p.system in near
                   and any(s.owner == seat and s.kind == "space_dock" for s in p.units)})


def _battlestation_ready(state: TIState, seat: int, window: Window | None) -> bool:
    return bool(_dock_in_reach(state, seat, window))


@window_card("experimental_battlestation", "after:move_into", by="other", could=_battlestation_ready)
def experimental_battlestation(play: Play) -> list[Event]:
    """One of your space docks in or next to the active system fires SPACE CANNON 5, three dice, at the ships
    there."""
    from engines.galaxy.tactical.events import DiceRolled

    assert play.window is not None
    target = play.window.actors[0]
    against = total(play.state, "enemy_roll_modifier", target, roll="space_cannon", system=play.window.system)
    needed = BATTLESTATION_HITS_ON - against
    results = [play.state.rng.roll(dice.SIDES) for _ in range(BATTLESTATION_DICE)]
    hits = sum(1 for r in results if r >= needed)
    push_hits(play.state, target, hits, play.window.system, cause="space_cannon", by=play.seat)
    from engines.galaxy.steps.combat import Die

    return [DiceRolled(seat=play.seat, purpose="space_cannon", dice=[Die("space_dock", r, needed) for r in results],
                       hits=hits)]


