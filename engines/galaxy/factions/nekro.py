"""The Nekro Virus: it takes what it destroys and never learns on its own.

- Galactic Threat: they cannot vote; once per agenda phase, after an agenda is revealed, they may predict its
  outcome (a rider of their own, ``galactic_threat``): if it is elected they may gain a technology of a player
  who voted for it.
- Technological Singularity: once per combat, after an opponent's unit is destroyed, they may gain one
  technology that player owns (a faction technology only onto a free Valefar Assimilator).
- Propagation: they never research; each research becomes 3 command tokens (its cost is still paid: a
  ruling, docs/galaxy-factions.md).
- Valefar Assimilator X and Y: each can take the place of one other faction's technology.
- The Alastor (flagship): their ground forces in its system fight in space combat as if they were ships.
- Antivirus (note): at the start of a combat with the Nekro, laid face up: Technological Singularity does not
  take from its holder; it goes home when the holder activates a system with Nekro units.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import TechnologyResearched
from engines.galaxy.agenda.deck import outcomes
from engines.galaxy.agenda.phase import effective, voters
from engines.galaxy.agenda.riders import rider
from engines.galaxy.content.technologies import every_technology
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.effects import Context, effect, fire
from engines.galaxy.factions.base import combat_serial, flagship_in, used
from engines.galaxy.factions.notes import in_play_area, lay_face_up
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.flow import parent
from engines.galaxy.promissory.generic import _returned_on_activation
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.agenda import Agenda, Rider
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tokens import gain_tokens
from engines.galaxy.windows import answer

VALEFARS = ("valefar_assimilator_x", "valefar_assimilator_y")
SINGULARITY_USED = "singularity_used"
GALACTIC_THREAT = "galactic_threat"
PREDICTED = "galactic_threat_predicted"  # the modifier of the agenda phase's one prediction
PROPAGATED = 3


def free_valefar(state: TIState, seat: int) -> str:
    """A Valefar Assimilator the Nekro still hold unassigned ("" when both carry a token)."""
    owned = state.players[seat].technologies
    return next((v for v in VALEFARS if v in owned), "")


def takeable(state: TIState, seat: int, victim: int) -> list[str]:
    """Technologies of ``victim`` the Nekro could gain now."""
    owned = set(state.players[seat].technologies)
    techs = every_technology()
    valefar = free_valefar(state, seat)
    found = []
    for tech in state.players[victim].technologies:
        known = techs.get(tech)
        if known is None or tech in owned or tech in VALEFARS:
            continue
        if known.faction is None or valefar:
            found.append(tech)
    return found


def gain_from(state: TIState, seat: int, tech: str) -> list[Event]:
    """The Nekro gain another player's technology; a faction one takes the place of a Valefar Assimilator."""
    player = state.players[seat]
    events: list[Event] = []
    if every_technology()[tech].faction is not None:
        valefar = free_valefar(state, seat)
        player.technologies.remove(valefar)
        events.append(used(seat, valefar, f"the token goes on {every_technology()[tech].name}"))
    player.technologies.append(tech)
    return [*events, TechnologyResearched(seat=seat, technology=tech),
            *fire(state, "technology_gained", [seat], technology=tech)]


def _singularity_targets(state: TIState, seat: int, window: Window) -> list[str]:
    victim = window.actors[0] if window.actors else -1
    if victim < 0 or combat_serial(state) < 0 or in_play_area(state, victim, "antivirus"):
        return []
    if any(m.effect == SINGULARITY_USED and m.owner == seat for m in state.modifiers):
        return []
    return takeable(state, seat, victim)


@answer("technological_singularity", "after:unit_destroyed", by="opponent",
        could=lambda s, seat, w: bool(_singularity_targets(s, seat, w)), targets=_singularity_targets)
def technological_singularity(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Once per combat, after an opponent's unit dies in it, one of that player's technologies."""
    state.modifiers.append(Modifier(SINGULARITY_USED, seat, "combat"))
    return gain_from(state, seat, target)


@effect("propagation", hook="research_instead")
def propagation(ctx: Context) -> str:
    """The Nekro cannot research technology..."""
    return "propagation"


@effect("propagation", hook="research_replaced")
def propagation_tokens(ctx: Context) -> list[Event]:
    """... whenever they would, they gain 3 command tokens instead."""
    gain_tokens(ctx.state, ctx.seat, PROPAGATED)
    return [used(ctx.seat, "propagation", "gains 3 command tokens")]


@effect("the_alastor", hook="combatants", combat="space")
def the_alastor(ctx: Context) -> list[str]:
    """In the flagship's system, Nekro ground forces in space fight in the space combat as if ships."""
    return list(GROUND_FORCES) if flagship_in(ctx.state, ctx.seat, ctx.system) else []


@effect("the_alastor", hook="hittable_kinds", targets="ships")
def the_alastor_hit(ctx: Context) -> list[str]:
    return list(GROUND_FORCES) if not ctx.planet and flagship_in(ctx.state, ctx.seat, ctx.system) else []

@window_note("antivirus", "start:combat", by="owner", could=lambda s, seat, note, w: seat in w.actors)
def antivirus(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """At the start of a combat with the Nekro: face up in the holder's play area (Technological Singularity
    reads it there)."""
    return lay_face_up(state, seat, note)


@effect("antivirus", hook="system_activated")
def antivirus_return(ctx: Context) -> list[Event]:
    """It goes home when its holder activates a system with Nekro units."""
    return _returned_on_activation(ctx, "antivirus")


# Galactic Threat: no vote, and a prediction once per agenda phase.

@effect(GALACTIC_THREAT, hook="no_votes")
def galactic_threat(ctx: Context) -> bool:
    """The Nekro cannot vote on agendas."""
    return True


def _predictions(state: TIState, seat: int, window: Window) -> list[str]:
    step = parent(state, Agenda)
    if step is None or any(m.effect == PREDICTED and m.owner == seat for m in state.modifiers):
        return []
    return outcomes(state, effective(step))


@answer(GALACTIC_THREAT, "after:agenda_revealed", by="any", could=lambda s, seat, w: bool(_predictions(s, seat, w)),
        targets=_predictions)
def galactic_threat_prediction(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Once per agenda phase, after an agenda is revealed: the Nekro predict an outcome aloud (it is kept with the
    riders, so the table sees it and the Nekro are known to back it)."""
    step = parent(state, Agenda)
    assert step is not None
    step.riders.append(Rider(seat, GALACTIC_THREAT, target))
    state.modifiers.append(Modifier(PREDICTED, seat, "round"))  # one agenda phase a round
    return [used(seat, GALACTIC_THREAT, "predicts the outcome")]


@rider(GALACTIC_THREAT)
def galactic_threat_reward(state: TIState, seat: int, step: Agenda) -> list[Event]:
    """The prediction came true: the Nekro may gain one technology owned by a player who voted for it."""
    found = sorted({t for voter in voters(step, step.outcome) if voter != seat for t in takeable(state, seat, voter)})
    offer(state, seat, GALACTIC_THREAT, found)
    return []


@resolves(GALACTIC_THREAT, prompt=lambda state, step: "{p%d}: Galactic Threat: gain a technology of a player who "
          "voted for the outcome you predicted" % step.seat)
def _galactic_threat_gain(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return gain_from(state, step.seat, target)
