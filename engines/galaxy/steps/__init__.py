"""The procedures a game can be in the middle of, as plain data (no behaviour here).

``state.stack`` holds them, innermost last: a round holds an action phase, which holds a player's
turn, which holds a tactical action, which holds a space combat... Each step is a tagged struct;
its handler (``engines/galaxy/flow.py`` registry) lives in the rules module of that procedure.
Adding a procedure: define its struct in a module of this package and list it in ``STEP_TYPES``.
"""

from __future__ import annotations

from typing import Union

from engines.galaxy.steps.agenda import Agenda, AgendaPhase, AgendaStep
from engines.galaxy.steps.base import Step
from engines.galaxy.steps.cards import CardStep, PlayCard
from engines.galaxy.steps.combat import AssignHits, GroundCombat, SpaceCannonOffence, SpaceCombat
from engines.galaxy.steps.common import (
    ClaimObjective,
    DiscardActions,
    Pay,
    PlaceStructure,
    PlaceTokens,
    ReadyCard,
    ReadyPlanets,
    RelocateForces,
    Research,
    ReturnSecret,
    Transaction,
    TrimFleet,
)
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.movement import Movement, TrimExcess
from engines.galaxy.steps.phases import ActionPhase, GameRound, PlayerTurn, StatusPhase, StrategyPhase
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.setup import Setup
from engines.galaxy.steps.strategic import CardAbility, StrategicAction
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window

STEP_TYPES: tuple[type[Step], ...] = (
    Setup, GameRound, StrategyPhase, ActionPhase, PlayerTurn, StatusPhase, TacticalAction,
    StrategicAction, CardAbility, Pay, PlaceTokens, Research, ReturnSecret, DiscardActions,
    ReadyPlanets, PlaceStructure, TrimFleet, Transaction, ClaimObjective, ReadyCard, RelocateForces,
)
# The tactical action's parts: movement, combat, invasion, production.
STEP_TYPES += (Movement, TrimExcess, AssignHits, SpaceCannonOffence, SpaceCombat, GroundCombat, Invasion, Production)
# Timing windows (engines/galaxy/windows/).
STEP_TYPES += (Window,)
# Action cards being played (engines/galaxy/cards/action_cards/).
STEP_TYPES += (PlayCard, CardStep)
# The agenda phase (engines/galaxy/agenda/).
STEP_TYPES += (AgendaPhase, Agenda, AgendaStep)
# The factions' abilities (engines/galaxy/factions/).
STEP_TYPES += (FactionOffer,)

AnyStep = Union[STEP_TYPES]  # type: ignore[valid-type]  # noqa: UP007

__all__ = ["STEP_TYPES", "AnyStep", "Step"]
