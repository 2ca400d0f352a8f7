"""The Nomad: a mercenary company and a flagship that follows its mechs.

- The Company: three agents on the leader sheet (``leaders.base.agents_of`` reads them all from the facts).
- Future Sight: a trade good after an outcome they voted for or predicted resolves.
- Temporal Command Suite: after any player's agent is exhausted, exhausting it readies that agent; for another
  player's agent the Nomad may then make a transaction with that player.
- Memoria (flagship, upgradeable: Memoria II): ANTI-FIGHTER BARRAGE; it may treat systems holding Nomad
  mechs as adjacent to its own.
- The Cavalry (note): at the start of a space combat against someone else, one of its holder's
  non-fighter ships fights that combat with the Nomad flagship's combat value, ANTI-FIGHTER BARRAGE and
  SUSTAIN DAMAGE (Memoria II's when the Nomad have it); the note lies face up until the combat ends.

The Cavalry's ship is one unit of its kind: it rolls the flagship's dice in place of its own
(``stand_in``) and may cancel one hit by SUSTAIN DAMAGE (``extra_sustains``); when ships of that kind are
destroyed, the others go first.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.adjacency import Overlay
from engines.galaxy.board import stats, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import INTERNAL_NAMES, exhaust, flagship_system, ready, units_here, used
from engines.galaxy.factions.notes import lay_face_up
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.flow import push
from engines.galaxy.promissory.notes import give_back, owner_of, window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.common import Transaction
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.words import TARGETS

CAVALRY = "the_cavalry"
SUITE, SUITE_TRADE = "temporal_command_suite", "temporal_command_suite_trade"
INTERNAL_NAMES[SUITE_TRADE] = "Temporal Command Suite's transaction"


def _agent_name(agent: str) -> str:
    from engines.galaxy.leaders.base import leader

    return f"ready {leader(agent).name}"


TARGETS[SUITE] = _agent_name
RIDING = "cavalry_ship"  # the modifier naming the ship's kind (target: its index in SHIPS; amount: the Nomad)


def mech_systems(ctx: Context) -> list[int]:
    return [int(n) for n in ctx.state.systems if units_here(ctx.state, ctx.seat, int(n), ["mech"])]


@effect("memoria_i", hook="seat_overlay", unit="flagship")
def memoria(ctx: Context) -> Overlay | None:
    """The flagship's system is adjacent to every system holding a Nomad mech, for the flagship."""
    node = flagship_system(ctx.state, ctx.seat)
    if node is None:
        return None
    return Overlay(edges=tuple((node, m) for m in mech_systems(ctx) if m != node))


def _riders(state: TIState, seat: int, node: int) -> list[str]:
    return sorted({s.kind for s in system(state, node).space if s.owner == seat and s.count and s.kind in SHIPS
                   and s.kind != "fighter"})


def _cavalry_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    return (seat in window.actors and owner_of(note) not in window.actors
            and bool(_riders(state, seat, window.system)))


@window_note(CAVALRY, "start:space_combat", by="any", could=_cavalry_could)
def the_cavalry(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """Face up for this combat; the holder names the ship that fights as the Nomad flagship."""
    offer(state, seat, CAVALRY, _riders(state, seat, window.system), system=window.system, other=owner_of(note),
          must=True)
    return lay_face_up(state, seat, note)


@resolves(CAVALRY, prompt=lambda state, step: "{p%d}: The Cavalry: which ship fights as the Nomad flagship" % step.seat)
def cavalry_ship(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.modifiers.append(Modifier(RIDING, step.seat, "combat", target=SHIPS.index(target), amount=step.other))
    return []


def _riding(ctx: Context) -> tuple[str, int] | None:
    found = next((m for m in ctx.state.modifiers if m.effect == RIDING and m.owner == ctx.seat), None)
    return (SHIPS[found.target], found.amount) if found is not None else None


@effect(RIDING, hook="stand_in")
def cavalry_dice(ctx: Context) -> list[tuple[str, int, int]]:
    """The ship rolls the Nomad flagship's combat dice, and its ANTI-FIGHTER BARRAGE."""
    riding = _riding(ctx)
    if riding is None or ctx.roll not in ("combat", "anti_fighter_barrage"):
        return []
    kind, nomad = riding
    flagship = stats(ctx.state, nomad, "flagship")
    roll = flagship.combat if ctx.roll == "combat" else flagship.anti_fighter_barrage
    return [(kind, roll.hit_on, roll.dice)] if roll is not None else []


@effect(RIDING, hook="extra_sustains")
def cavalry_sustains(ctx: Context) -> list[str]:
    """Its ship may cancel a hit by SUSTAIN DAMAGE once (it is the undamaged one of its kind)."""
    riding = _riding(ctx)
    return [riding[0]] if riding is not None and stats(ctx.state, riding[1], "flagship").sustain_damage else []


@effect(CAVALRY, hook="combat_ended", combat="space")
def cavalry_goes_home(ctx: Context) -> list[Event]:
    """The note goes back to the Nomad when the combat ends."""
    held = [n for n in ctx.state.players[ctx.seat].promissory if n.partition(":")[2] == CAVALRY]
    return [e for note in held for e in give_back(ctx.state, note)]


@effect("future_sight", hook="outcome_resolved")
def future_sight(ctx: Context) -> list[Event]:
    """An outcome the Nomad voted for or predicted has resolved: 1 trade good."""
    return gain_trade_goods(ctx.state, ctx.seat, 1, "future_sight")


@effect(SUITE, hook="agent_exhausted")
def temporal_command_suite(ctx: Context) -> list[Event]:
    """Any player's agent was just exhausted: the Nomad may exhaust the technology to ready it."""
    if ready(ctx.state, ctx.seat, SUITE):
        offer(ctx.state, ctx.seat, SUITE, [str(ctx.details["agent"])], other=int(ctx.details["owner"]))
    return []


@resolves(SUITE, prompt=lambda state, step: "{p%d}: Temporal Command Suite: %s again?" % (
    step.seat, _agent_name(step.targets[0])))
def _suite_readies(state: TIState, step: FactionOffer, agent: str) -> list[Event]:
    from engines.galaxy.leaders.nomad import ARTUNO, collect_artuno

    readied = "readies " + _agent_name(agent).removeprefix("ready ")
    events = [*exhaust(state, step.seat, SUITE), used(step.seat, SUITE, readied)]
    owner = state.players[step.other]
    if agent in owner.exhausted:
        owner.exhausted.remove(agent)
        if agent == ARTUNO:
            events += collect_artuno(state, step.other)
    if step.other != step.seat:
        offer(state, step.seat, SUITE_TRADE, [""], other=step.other)
    return events


@resolves(SUITE_TRADE, prompt=lambda state, step: "{p%d}: Temporal Command Suite: make a transaction with {p%d}?" % (
    step.seat, step.other))
def _suite_trade(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    push(state, Transaction(seat=step.seat, partner=step.other))
    return []
