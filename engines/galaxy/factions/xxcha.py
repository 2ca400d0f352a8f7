"""The Xxcha Kingdom: diplomats with long guns.

- Peace Accords: after resolving Diplomacy, take an unoccupied planet (not Mecatol Rex) next to one of theirs.
- Quash: when an agenda is revealed, spend a strategy token to throw it away; the next one is voted on.
- Instinct Training: exhaust and a strategy token cancel another player's action card.
- Nullification Field: after another player activates a system holding Xxcha ships, exhaust and spend a
  strategy token to end that player's turn at once.
- Loncara Ssodu (flagship): its SPACE CANNON reaches adjacent systems.
- Political Favor (note): when an agenda is revealed its holder may have the Xxcha spend a strategy token
  to throw it away (as Quash), then it goes home.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import galaxy, planets_in
from engines.galaxy.cards.action_cards.play import cancel, card_below
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, ready, spend_strategy_token, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import has_ships
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.invasion import gain_control
from engines.galaxy.windows import answer, close


def peaceful_planets(state: TIState, seat: int) -> list[str]:
    """Planets without units, not Mecatol Rex, not the seat's, in systems next to a planet it controls."""
    space = galaxy(state)
    mine = {p.system for p in state.planets.values() if p.owner == seat}
    near = {n for node in mine for n in space.neighbours(node)}
    return [name for node in sorted(near) for name in planets_in(state, node)
            if name != MECATOL_REX and state.planets[name].owner != seat and not state.planets[name].units]


@effect("peace_accords", hook="diplomacy_resolved")
def peace_accords(ctx: Context) -> list[Event]:
    """After the Diplomacy primary or secondary: an unoccupied planet next to theirs may become theirs."""
    offer(ctx.state, ctx.seat, "peace_accords", [f"planet:{p}" for p in peaceful_planets(ctx.state, ctx.seat)])
    return []


@resolves("peace_accords")
def take_in_peace(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    return [used(step.seat, "peace_accords", f"takes {planet}"), *gain_control(state, step.seat, planet)]


def _nullify_could(state: TIState, seat: int, window: Window) -> bool:
    return ready(state, seat, "nullification_field") and state.players[seat].strategy > 0 and has_ships(
        state, seat, window.system)


@answer("nullification_field", "after:activation", by="other", could=_nullify_could)
def nullification_field(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Exhaust and spend a strategy token: the active player's turn ends, nothing more of the action happens."""
    active = window.actors[0]
    events = [*exhaust(state, seat, "nullification_field"), *spend_strategy_token(state, seat, "nullification_field")]
    close(window)
    tactical = flow.parent(state, TacticalAction)
    if tactical is not None:
        tactical.stage = "close"
    turn = flow.parent(state, PlayerTurn)
    if turn is not None:
        turn.stage = "done"
    return [*events, used(seat, "nullification_field", "{p%d}'s turn ends" % active)]


def _instinct_could(state: TIState, seat: int, window: Window) -> bool:
    return ready(state, seat, "instinct_training") and state.players[seat].strategy > 0


@answer("instinct_training", "when:action_card_played", by="other", could=_instinct_could)
def instinct_training(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Exhaust and spend a strategy token when another player plays an action card: it is cancelled."""
    played = card_below(state, window)
    assert played is not None
    events = [*exhaust(state, seat, "instinct_training"), *spend_strategy_token(state, seat, "instinct_training")]
    return [*events, *cancel(state, played, seat)]


@effect("loncara_ssodu", hook="space_cannon_adjacent", unit="flagship")
def loncara_ssodu(ctx: Context) -> bool:
    """The flagship's SPACE CANNON may fire at ships in adjacent systems."""
    return True


def _agenda_step(state: TIState) -> Agenda | None:
    return flow.parent(state, Agenda)


def throw_away_agenda(state: TIState, window: Window) -> None:
    """The revealed agenda is discarded and the next one revealed in its place (as Veto does)."""
    step = _agenda_step(state)
    if step is not None:
        step.stage = "vetoed"
    close(window)


@answer("quash", "when:agenda_revealed", by="any",
        could=lambda s, seat, w: _agenda_step(s) is not None and s.players[seat].strategy > 0)
def quash(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Spend a strategy token: the agenda just revealed is thrown away and the next one comes up."""
    events = [*spend_strategy_token(state, seat, "quash"), used(seat, "quash", "throws the agenda away")]
    throw_away_agenda(state, window)
    return events


def _favour_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    return _agenda_step(state) is not None and state.players[owner_of(note)].strategy > 0


@window_note("political_favor", "when:agenda_revealed", by="any", could=_favour_could)
def political_favor(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The Xxcha spend a strategy token; the agenda is thrown away and the next one voted on."""
    owner = owner_of(note)
    events = [*spend_strategy_token(state, owner, "political_favor"),
              NoteEffect(seat=seat, note=note, what="has the agenda thrown away")]
    throw_away_agenda(state, window)
    return events
