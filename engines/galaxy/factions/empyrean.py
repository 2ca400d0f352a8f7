"""The Empyrean: ancient beings of the nebulae.

- Voidborn: nebulae neither stop nor slow their ships.
- Aetherpassage: after a player activates a system, the Empyrean may let that player's ships pass
  systems holding Empyrean ships.
- Dark Whispers: they start with both their notes (the note framework deals every faction note).
- Voidwatch (faction technology): after a player moves ships into a system with Empyrean units, that player
  gives them a note of its choice.
- Aetherstream: after a player activates a system next to an anomaly, the Empyrean may give all that
  player's ships +1 move for the tactical action.
- Dynamo (flagship): after a unit in its system or an adjacent one uses SUSTAIN DAMAGE, 2 influence repair it.
- Blood Pact (note): ACTION: laid face up, an outcome its holder and the Empyrean both vote for gets 4 votes
  more.
- Dark Pact (note): ACTION: laid face up, when its holder gives the Empyrean as many commodities as its
  commodity value, both gain a trade good.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import galaxy
from engines.galaxy.economy import commodity_value, gain_trade_goods, spendable
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_system, used
from engines.galaxy.factions.notes import action_note, lay_face_up
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import place_stacks
from engines.galaxy.promissory.generic import _returned_on_activation
from engines.galaxy.promissory.notes import give, note_id, owner_of
from engines.galaxy.seats import neighbours
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.agenda import Agenda
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitRepaired
from engines.galaxy.windows import answer

LET_THROUGH = "aetherpassage_granted"
BOOSTED = "aetherstream_boost"
DYNAMO_PRICE = 2


@effect("voidborn", hook="ignore_nebula")
def voidborn(ctx: Context) -> bool:
    """Nebulae do not affect the Empyrean's movement."""
    return True


def _has_ships(state: TIState, seat: int) -> bool:
    return any(s.owner == seat for place in state.systems.values() for s in place.space)


def _passage_could(state: TIState, seat: int, window: Window) -> bool:
    return _has_ships(state, seat)


@answer("aetherpassage", "after:activation", by="other", could=_passage_could)
def aetherpassage(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After another player activates a system, the Empyrean may let that player's ships pass their fleets."""
    active = window.actors[0]
    state.modifiers.append(Modifier(LET_THROUGH, seat, "tactical", target=active))
    return [used(seat, "aetherpassage", "{p%d}'s ships may pass the Empyrean fleets" % active)]


@effect(LET_THROUGH, hook="ships_let_through")
def let_through(ctx: Context) -> bool:
    return any(m.effect == LET_THROUGH and m.owner == ctx.seat and m.target == ctx.mover for m in ctx.state.modifiers)


def _stream_could(state: TIState, seat: int, window: Window) -> bool:
    active = window.actors[0]
    space = galaxy(state)
    near = active == seat or active in neighbours(state, seat)
    return near and any(space.anomalies(n) for n in space.neighbours(window.system))


@answer("aetherstream", "after:activation", by="any", could=_stream_could)
def aetherstream(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The activating player's ships (the Empyrean's or a neighbour's) get +1 move this tactical action."""
    active = window.actors[0]
    state.modifiers.append(Modifier(BOOSTED, active, "tactical"))
    return [used(seat, "aetherstream", "{p%d}'s ships get +1 move" % active)]


@effect(BOOSTED, hook="move_modifier")
def boosted(ctx: Context) -> int:
    return 1


def _dynamo_could(state: TIState, seat: int, window: Window) -> bool:
    node = flagship_system(state, seat)
    if node is None or spendable(state, seat, "influence") < DYNAMO_PRICE:
        return False
    return window.system == node or window.system in galaxy(state).neighbours(node)


def _dynamo_targets(state: TIState, seat: int, window: Window) -> list[str]:
    damaged = {s.kind for s in place_stacks(state, window.system, window.planet)
               if s.owner == window.actors[0] and s.damaged}
    return sorted(set(window.subject.split(",")) & damaged)


@answer("dynamo", "after:sustain_damage", by="any", could=_dynamo_could, targets=_dynamo_targets)
def dynamo(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After a unit in the flagship's system or next to it used SUSTAIN DAMAGE, 2 influence repair it."""
    owner = window.actors[0]
    for stack in place_stacks(state, window.system, window.planet):
        if stack.owner == owner and stack.kind == target and stack.damaged:
            stack.damaged -= 1
            break
    flow.push(state, Pay(seat=seat, kind="influence", amount=DYNAMO_PRICE, why="Dynamo"))
    return [UnitRepaired(seat=owner, kind=target), used(seat, "dynamo")]

# ----- Voidwatch and the Empyrean's two notes (Dark Whispers: both are dealt to them at setup) ---------------

def _notes_to_give(state: TIState, mover: int, empyrean: int) -> list[str]:
    return [n for n in state.players[mover].notes if owner_of(n) != empyrean]


def _everything_in(state: TIState, node: int) -> list[int]:
    from engines.galaxy.board import planets_in, system

    owners = [s.owner for s in system(state, node).space]
    return owners + [s.owner for p in planets_in(state, node) for s in state.planets[p].units]


def _voidwatch_could_anywhere(state: TIState, seat: int, window: Window) -> bool:
    mover = window.actors[0] if window.actors else -1
    return mover >= 0 and mover != seat and window.system >= 0 and seat in _everything_in(
        state, window.system) and bool(_notes_to_give(state, mover, seat))


@answer("voidwatch", "after:move_into", by="other", could=_voidwatch_could_anywhere)
def voidwatch(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After a player moves ships into a system with Empyrean units, that player gives the Empyrean one of its
    promissory notes (of its choice)."""
    mover = window.actors[0]
    offer(state, mover, "voidwatch", _notes_to_give(state, mover, seat), other=seat, must=True)
    return [used(seat, "voidwatch", "{p%d} owes a promissory note" % mover)]


@resolves("voidwatch", prompt=lambda state, step: "{p%d}: Voidwatch: the promissory note you give {p%d}" % (
    step.seat, step.other))
def voidwatch_note(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return give(state, step.seat, step.other, target)


@action_note("blood_pact")
def blood_pact(state: TIState, seat: int, note: str) -> list[Event]:
    """ACTION: face up; while it is out, an outcome the holder and the Empyrean both vote for gets 4 votes more."""
    return lay_face_up(state, seat, note)


BLOOD_PACT_VOTES = 4


@effect("blood_pact", hook="vote_bonus")
def blood_pact_votes(ctx: Context) -> tuple[str, int] | None:
    """Offered to the holder while it votes for an outcome the Empyrean already voted for."""
    step = flow.parent(ctx.state, Agenda)
    owners = [owner_of(n) for n in ctx.state.players[ctx.seat].promissory if note_id(n) == "blood_pact"]
    if step is None or not owners or not step.current:
        return None
    backed = any(v.seat in owners and v.outcome == step.current and v.count > 0 for v in step.votes)
    return ("blood_pact", BLOOD_PACT_VOTES) if backed else None


@effect("blood_pact", hook="system_activated")
def blood_pact_return(ctx: Context) -> list[Event]:
    return _returned_on_activation(ctx, "blood_pact")


@action_note("dark_pact")
def dark_pact(state: TIState, seat: int, note: str) -> list[Event]:
    """ACTION: face up; while it is out, giving the Empyrean a full load of commodities earns both a trade good."""
    return lay_face_up(state, seat, note)


@effect("dark_pact", hook="transaction_made")
def dark_pact_goods(ctx: Context) -> list[Event]:
    given: dict[int, int] = ctx.given
    owners = [owner_of(n) for n in ctx.state.players[ctx.seat].promissory if note_id(n) == "dark_pact"]
    full = commodity_value(ctx.state, ctx.seat)
    if not owners or owners[0] not in given or given.get(ctx.seat, 0) != full or full == 0:
        return []
    return [*gain_trade_goods(ctx.state, ctx.seat, 1, "dark_pact"), *gain_trade_goods(ctx.state, owners[0], 1,
                                                                                      "dark_pact")]


@effect("dark_pact", hook="system_activated")
def dark_pact_return(ctx: Context) -> list[Event]:
    return _returned_on_activation(ctx, "dark_pact")
