"""What a player may choose in setup, the strategy, action and status phases and strategic actions."""

from __future__ import annotations

from engines.core.contract import Action

# ----- setup -----------------------------------------------------------------------------------


class DraftFaction(Action, frozen=True):
    faction: str


class ChooseStartingTechnology(Action, frozen=True):
    technology: str


class PlaceStartingStructure(Action, frozen=True):
    kind: str
    planet: str


class KeepSecret(Action, frozen=True):
    objective: str


# ----- strategy phase and turns ----------------------------------------------------------------


class PickStrategyCard(Action, frozen=True):
    card: str


class TakeTacticalAction(Action, frozen=True):
    pass


class TakeStrategicAction(Action, frozen=True):
    card: str


class TakeComponentAction(Action, frozen=True):
    """A component action (LRR 22); ``target`` is what it acts on when it has a choice ("" if not)."""

    source: str
    target: str = ""


class UseAbility(Action, frozen=True):
    """A free ability of the turn (it does not use the action): Psychoarchaeology, Bio-Stims..."""

    source: str
    target: str = ""


class Pass(Action, frozen=True):
    pass


class EndTurn(Action, frozen=True):
    pass


class OfferTransaction(Action, frozen=True):
    partner: int


# ----- paying and command tokens ---------------------------------------------------------------


class ExhaustPlanet(Action, frozen=True):
    planet: str
    use: str = ""


class SpendTradeGood(Action, frozen=True):
    use: str = ""


class StopPaying(Action, frozen=True):
    pass


class SpendCommandToken(Action, frozen=True):
    pool: str


class SetPool(Action, frozen=True):
    """How many command tokens go into (or, redistributing, stay in) ``pool``."""

    pool: str
    count: int


# ----- strategic actions -----------------------------------------------------------------------


class ResolveSecondary(Action, frozen=True):
    pass


class DeclineSecondary(Action, frozen=True):
    pass


class ChooseSystem(Action, frozen=True):
    system: int


class ChooseSpeaker(Action, frozen=True):
    seat: int


class ChoosePlayer(Action, frozen=True):
    seat: int


class DoneChoosing(Action, frozen=True):
    pass


class ReadyPlanet(Action, frozen=True):
    planet: str


class ReadyTechnology(Action, frozen=True):
    technology: str


class PlaceStructureOn(Action, frozen=True):
    kind: str
    planet: str


class RemoveCommandToken(Action, frozen=True):
    system: int


class ResearchTechnology(Action, frozen=True):
    technology: str


class UseSpecialty(Action, frozen=True):
    planet: str


class UseAlgorithm(Action, frozen=True):
    """Exhaust AI Development Algorithm to ignore a prerequisite of a unit upgrade."""


class SkipResearch(Action, frozen=True):
    pass


class ScoreObjective(Action, frozen=True):
    objective: str


class DoneScoring(Action, frozen=True):
    pass


class ReturnSecretObjective(Action, frozen=True):
    objective: str


class DiscardActionCard(Action, frozen=True):
    card: str


class RemoveShip(Action, frozen=True):
    system: int
    kind: str


# ----- transactions and forces -----------------------------------------------------------------


class OfferAmount(Action, frozen=True):
    amount: int


class AcceptTransaction(Action, frozen=True):
    """Accept; ``note`` is the note given when the offer left the choice of note to the one accepting."""

    note: str = ""


class RefuseTransaction(Action, frozen=True):
    pass


class CancelTransaction(Action, frozen=True):
    pass


class PickUpForce(Action, frozen=True):
    """Take one ground force of ``kind`` from ``origin`` (a planet's name, or "space <node>")."""

    kind: str
    origin: str


class SetDownForce(Action, frozen=True):
    planet: str


ROUND_ACTIONS: tuple[type[Action], ...] = (
    DraftFaction, ChooseStartingTechnology, PlaceStartingStructure, KeepSecret, PickStrategyCard,
    TakeTacticalAction, TakeStrategicAction, TakeComponentAction, UseAbility, Pass, EndTurn, OfferTransaction,
    ExhaustPlanet, SpendTradeGood, StopPaying, SpendCommandToken, SetPool, ResolveSecondary, DeclineSecondary,
    ChooseSystem, ChooseSpeaker, ChoosePlayer, DoneChoosing, ReadyPlanet, ReadyTechnology, PlaceStructureOn,
    RemoveCommandToken, ResearchTechnology, UseSpecialty, UseAlgorithm, SkipResearch, ScoreObjective, DoneScoring,
    ReturnSecretObjective, DiscardActionCard, RemoveShip, OfferAmount, AcceptTransaction, RefuseTransaction,
    CancelTransaction, PickUpForce, SetDownForce,
)
