"""What happened in setup and the rounds, for the log (``TIGame.narrate``) and the table."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Event

# ----- setup -----------------------------------------------------------------------------------


class SpeakerChosen(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int


class FactionTaken(Event, frozen=True):
    seat: int
    faction: str
    how: str


class GalaxyMade(Event, frozen=True):
    how: str
    map_string: str


class SetupWarning(Event, frozen=True):
    text: str


class StartingTechnologyChosen(Event, frozen=True):
    seat: int
    technology: str


class StartingStructurePlaced(Event, frozen=True):
    seat: int
    kind: str
    planet: str


class SecretsDealt(Event, frozen=True):
    reveals: ClassVar[bool] = True
    count: int


class SecretKept(Event, frozen=True):
    """Private twin (only=seat) names the kept objective; the public one only says a choice was made."""

    seat: int
    objective: str = ""


class ObjectivesDealt(Event, frozen=True):
    reveals: ClassVar[bool] = True
    stage1: int
    stage2: int


# ----- rounds and phases -----------------------------------------------------------------------


class RoundStarted(Event, frozen=True):
    round: int


class PhaseStarted(Event, frozen=True):
    phase: str


class StrategyCardPicked(Event, frozen=True):
    seat: int
    card: str
    trade_goods: int


class TradeGoodsPlacedOnCards(Event, frozen=True):
    cards: list[str]


class TurnStarted(Event, frozen=True):
    seat: int


class Passed(Event, frozen=True):
    seat: int
    last: bool


class StrategicActionTaken(Event, frozen=True):
    seat: int
    card: str


class SecondaryResolved(Event, frozen=True):
    seat: int
    card: str
    free: bool


class SecondaryDeclined(Event, frozen=True):
    seat: int
    card: str


class ComponentActionTaken(Event, frozen=True):
    seat: int
    source: str


class AbilityUsed(Event, frozen=True):
    seat: int
    source: str
    target: str = ""


class PlanetExhausted(Event, frozen=True):
    seat: int
    planet: str
    use: str
    value: int


class TradeGoodsSpent(Event, frozen=True):
    seat: int
    count: int
    use: str


class TradeGoodsGained(Event, frozen=True):
    seat: int
    count: int
    why: str


class CommoditiesReplenished(Event, frozen=True):
    seat: int
    count: int


class CommandTokensGained(Event, frozen=True):
    seat: int
    tactic: int
    fleet: int
    strategy: int


class CommandTokensArranged(Event, frozen=True):
    seat: int
    tactic: int
    fleet: int
    strategy: int


class CommandTokenSpent(Event, frozen=True):
    seat: int
    pool: str
    why: str


class CommandTokenPlaced(Event, frozen=True):
    seat: int
    system: int
    pool: str


class CommandTokenRemoved(Event, frozen=True):
    seat: int
    system: int


class PlanetsReadied(Event, frozen=True):
    seat: int
    planets: list[str]


class TechnologyReadied(Event, frozen=True):
    seat: int
    technology: str


class StructurePlaced(Event, frozen=True):
    """Placed on ``planet``; a floating structure (the Saar's Floating Factory) stands in the space area of
    ``system`` instead (-1: on the planet)."""

    seat: int
    kind: str
    planet: str
    system: int = -1


class ShipRemoved(Event, frozen=True):
    seat: int
    kind: str
    system: int


class SpeakerChanged(Event, frozen=True):
    seat: int


class ForceRelocated(Event, frozen=True):
    seat: int
    kind: str
    origin: str
    planet: str


# ----- technology, cards, objectives -----------------------------------------------------------


class TechnologyResearched(Event, frozen=True):
    seat: int
    technology: str


class TechnologyExhausted(Event, frozen=True):
    seat: int
    technology: str


class ActionCardsDrawn(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    count: int


class ActionCardDrawn(Event, frozen=True):
    """Private (only=seat): which card was drawn."""

    reveals: ClassVar[bool] = True
    seat: int
    card: str


class ActionCardDiscarded(Event, frozen=True):
    seat: int
    card: str


class ActionDeckReshuffled(Event, frozen=True):
    reveals: ClassVar[bool] = True
    cards: int


class SecretDrawn(Event, frozen=True):
    """Public: a secret objective was drawn; the private twin (only=seat) names it."""

    reveals: ClassVar[bool] = True
    seat: int
    objective: str = ""


class SecretReturned(Event, frozen=True):
    """An unscored secret objective went back into the deck (which one is nobody's to see now)."""

    reveals: ClassVar[bool] = True
    seat: int


class ObjectiveRevealed(Event, frozen=True):
    reveals: ClassVar[bool] = True
    objective: str
    stage: str


class ObjectiveScored(Event, frozen=True):
    seat: int
    objective: str
    points: int


class VictoryPointGained(Event, frozen=True):
    seat: int
    points: int
    why: str
    total: int


class VictoryPointLost(Event, frozen=True):
    seat: int
    points: int
    why: str
    total: int


class StatusStep(Event, frozen=True):
    """One of the status phase's table-wide steps was carried out (tokens removed, cards readied...)."""

    step: str


class PlayerEliminated(Event, frozen=True):
    seat: int


class GameEnded(Event, frozen=True):
    winner: int
    why: str


# ----- transactions ----------------------------------------------------------------------------


class TransactionOffered(Event, frozen=True):
    """Public: the amounts, whose note is offered (-1: none) and whether a note is asked for; the private
    twins to the two sides (``only``) also name the notes (``give_note``, ``get_note`` as note ids, their
    owners in ``give_note_owner`` / ``get_note_owner``: an id alone names no copy in a hand)."""

    seat: int
    partner: int
    give_tg: int
    give_commodities: int
    get_tg: int
    get_commodities: int
    give_note_owner: int = -1
    get_note_owner: int = -1
    give_note: str = ""
    get_note: str = ""
    goods: list[str] = []


class TransactionAnswered(Event, frozen=True):
    seat: int
    partner: int
    accepted: bool


ROUND_EVENTS: tuple[type[Event], ...] = (
    SpeakerChosen, FactionTaken, GalaxyMade, SetupWarning, StartingTechnologyChosen, StartingStructurePlaced,
    SecretsDealt, SecretKept, ObjectivesDealt, RoundStarted, PhaseStarted, StrategyCardPicked,
    TradeGoodsPlacedOnCards, TurnStarted, Passed, StrategicActionTaken, SecondaryResolved, SecondaryDeclined,
    ComponentActionTaken, AbilityUsed, PlanetExhausted, TradeGoodsSpent,
    TradeGoodsGained,
    CommoditiesReplenished, CommandTokensGained, CommandTokensArranged, CommandTokenSpent, CommandTokenPlaced,
    CommandTokenRemoved, PlanetsReadied, TechnologyReadied, StructurePlaced, ShipRemoved, SpeakerChanged,
    ForceRelocated, TechnologyResearched, TechnologyExhausted, ActionCardsDrawn, ActionCardDrawn,
    ActionCardDiscarded, ActionDeckReshuffled, SecretDrawn, SecretReturned, ObjectiveRevealed, ObjectiveScored,
    VictoryPointGained, VictoryPointLost, StatusStep, PlayerEliminated, GameEnded, TransactionOffered,
    TransactionAnswered,
)
