"""The words a player reads: short labels for options (``describe``), log lines (``narrate``) and
the result. Seats appear as {p0}, {p1}... and are replaced by names; every text is our own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.galaxy.actions import events as ev
from engines.galaxy.actions import rounds as ac
from engines.galaxy.actions.events import TechnologyExhausted
from engines.galaxy.adjacency import DELTA_HOME, NEXUS
from engines.galaxy.amounts import amount
from engines.galaxy.builder.actions import (
    GalaxyComplete,
    PickTile,
    PlaceTile,
    PutBack,
    TilePicked,
    TilePlaced,
    TilePutBack,
)
from engines.galaxy.builder.game import describe_tile
from engines.galaxy.content.action_deck import card_name
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.content.technologies import generic_technologies
from engines.galaxy.economy import printed
from engines.galaxy.hexes import ring_of
from engines.galaxy.state import NOBODY, TIState

UNIT_NAMES = {"war_sun": "war sun", "space_dock": "space dock", "pds": "PDS"}
POOL_NAMES = {"tactic": "tactic", "fleet": "fleet", "strategy": "strategy"}
ABILITY_NAMES = {"psychoarchaeology": "Psychoarchaeology", "bio_stims": "Bio-Stims",
                 "predictive_intelligence": "Predictive Intelligence", "transit_diodes": "Transit Diodes"}
PHASES = {"strategy": "strategy phase", "action": "action phase", "status": "status phase",
          "agenda": "agenda phase"}
STATUS_STEPS = {"remove": "Command tokens come off the board.", "ready": "Every card is readied.",
                "repair": "Damaged units are repaired.", "return": "Strategy cards go back to the common area."}


# Labels and log lines the other parts add for their own actions and events (cards, agendas, factions).
LABELS: dict[type[Any], Callable[[TIState, Any], str]] = {}
LINES: dict[type[Any], Callable[[Any], str]] = {}
# How the targets of some sources read (a component action's or a turn ability's "2:cruiser@9"...).
TARGETS: dict[str, Callable[[str], str]] = {}


def label_for(action_type: type[Any]) -> Callable[[Callable[[TIState, Any], str]], Callable[[TIState, Any], str]]:
    """Register the option label of an action type (``describe`` asks it first)."""

    def register(function: Callable[[TIState, Any], str]) -> Callable[[TIState, Any], str]:
        LABELS[action_type] = function
        return function

    return register


def line_for(event_type: type[Any]) -> Callable[[Callable[[Any], str]], Callable[[Any], str]]:
    """Register the log line of an event type (``narrate`` asks it first)."""

    def register(function: Callable[[Any], str]) -> Callable[[Any], str]:
        LINES[event_type] = function
        return function

    return register


def seat(number: int) -> str:
    return "{p%d}" % number


def unit(kind: str, count: int = 1) -> str:
    name = UNIT_NAMES.get(kind, kind.replace("_", " "))
    if count == 1 or name in ("PDS", "infantry"):
        return f"{count} {name}" if count != 1 else name
    return f"{count} {name}s"


def technology(tech_id: str) -> str:
    from engines.galaxy.content.decks import decks

    tech = generic_technologies().get(tech_id) or decks().faction_technologies().get(tech_id)
    if tech is not None:
        return tech.name
    from engines.galaxy.factions.base import name_of

    return name_of(tech_id)


def objective(objective_id: str) -> str:
    return objectives()[objective_id].name


def card(card_id: str) -> str:
    return strategy_cards()[card_id].name


def faction(faction_id: str) -> str:
    return factions()[faction_id].name


def source_name(source: str) -> str:
    if source in generic_technologies():
        return technology(source)
    if source in ABILITY_NAMES:
        return ABILITY_NAMES[source]
    from engines.galaxy.factions.base import name_of

    return name_of(source)


def system(state: TIState | None, node: int) -> str:
    """A system by its planets, or by where it lies."""
    if node == NEXUS:
        return "the wormhole nexus"
    if node == DELTA_HOME:
        return "the Creuss home system"
    if state is not None and str(node) in state.systems and state.systems[str(node)].planets:
        return " and ".join(state.systems[str(node)].planets)
    return f"the system at position {node} (ring {ring_of(node)})" if node >= 0 else f"system {node}"


def planet(key: str) -> str:
    card_ = printed(key)
    return f"{key} ({card_.resources}/{card_.influence})"


# ----- option labels ----------------------------------------------------------------------------


def describe(state: TIState, action: Any) -> str:
    added = LABELS.get(type(action))
    if added is not None:
        return added(state, action)
    if isinstance(action, PickTile | PlaceTile | PutBack):
        return _describe_build(state, action)
    if isinstance(action, ac.PickStrategyCard):
        goods = next((s.trade_goods for s in state.strategy if s.card == action.card), 0)
        extra = f" (+{goods} trade good{'s' if goods != 1 else ''})" if goods else ""
        return f"{strategy_cards()[action.card].initiative} {card(action.card)}{extra}"
    if isinstance(action, ac.ExhaustPlanet):
        from engines.galaxy.economy import value

        amount = value(state, action.planet, action.use)
        noun = "resource" if amount == 1 else "resources"
        word = {"resources": noun, "either": f"{noun} or influence"}.get(action.use, "influence")
        return f"Exhaust {action.planet} ({amount} {word})"
    if isinstance(action, ac.ChooseSystem):
        return system(state, action.system).capitalize() if action.system < 0 else system(state, action.system)
    if isinstance(action, ac.PlaceStructureOn) and state.planets.get(action.planet) is not None:
        from engines.galaxy.structures import floats

        if floats(state, state.planets[action.planet].owner, action.kind):  # the Saar's Floating Factory
            return f"{unit(action.kind).capitalize()} in space, in {action.planet}'s system"
    if isinstance(action, ac.RemoveShip):
        return f"Remove a {unit(action.kind)} from {system(state, action.system)}"
    from engines.galaxy.factions.words import label as faction_label
    from engines.galaxy.tactical.words import label

    return label(state, action) or faction_label(state, action) or _simple(action)


def _describe_build(state: TIState, action: Any) -> str:
    if isinstance(action, PickTile):
        return describe_tile(action.tile)
    if isinstance(action, PlaceTile):
        return f"position {action.position} (ring {ring_of(action.position)})"
    return "choose another tile"


_FIXED: dict[type[Any], str] = {
    ac.TakeTacticalAction: "Tactical action", ac.Pass: "Pass", ac.EndTurn: "End your turn",
    ac.SpendTradeGood: "Spend a trade good", ac.StopPaying: "Done spending", ac.ResolveSecondary: "Yes, resolve it",
    ac.DeclineSecondary: "No", ac.DoneChoosing: "Done", ac.UseAlgorithm: "Exhaust AI Development Algorithm",
    ac.SkipResearch: "Research nothing", ac.DoneScoring: "Done scoring", ac.AcceptTransaction: "Accept",
    ac.RefuseTransaction: "Refuse", ac.CancelTransaction: "Cancel the transaction",
}


def _simple(action: Any) -> str:
    fixed = _FIXED.get(type(action))
    if fixed is not None:
        return fixed
    labels: dict[type[Any], Any] = {
        ac.DraftFaction: lambda a: faction(a.faction),
        ac.ChooseStartingTechnology: lambda a: technology(a.technology),
        ac.PlaceStartingStructure: lambda a: f"{unit(a.kind).capitalize()} on {a.planet}",
        ac.KeepSecret: lambda a: f"Keep {objective(a.objective)}",
        ac.TakeStrategicAction: lambda a: f"Strategic action: {card(a.card)}",
        ac.TakeComponentAction: lambda a: f"Component action: {source_name(a.source)}"
                                          + (f": {_target(a.source, a.target)}" if a.target else ""),
        ac.UseAbility: lambda a: f"{source_name(a.source)}" + (f": {_target(a.source, a.target)}" if a.target else ""),
        ac.OfferTransaction: lambda a: f"Offer a transaction to {seat(a.partner)}",
        ac.SpendCommandToken: lambda a: f"Spend a {POOL_NAMES[a.pool]} token",
        ac.SetPool: lambda a: f"{a.count} to {POOL_NAMES[a.pool]}",
        ac.ChooseSpeaker: lambda a: seat(a.seat),
        ac.ChoosePlayer: lambda a: seat(a.seat),
        ac.ReadyPlanet: lambda a: f"Ready {a.planet}",
        ac.ReadyTechnology: lambda a: f"Ready {technology(a.technology)}",
        ac.PlaceStructureOn: lambda a: f"{unit(a.kind).capitalize()} on {a.planet}",
        ac.RemoveCommandToken: lambda a: f"Take back the token at position {a.system}",
        ac.ResearchTechnology: lambda a: technology(a.technology),
        ac.UseSpecialty: lambda a: f"Use {a.planet}'s specialty",
        ac.ScoreObjective: lambda a: f"Score {objective(a.objective)} ({objectives()[a.objective].vp})",
        ac.ReturnSecretObjective: lambda a: f"Return {objective(a.objective)}",
        ac.DiscardActionCard: lambda a: f"Discard {card_name(a.card)}",
        ac.OfferAmount: lambda a: str(a.amount),
        ac.PickUpForce: lambda a: f"{unit(a.kind).capitalize()} from {a.origin}",
        ac.SetDownForce: lambda a: a.planet,
    }
    label = labels.get(type(action))
    return label(action) if label is not None else type(action).__name__


def _target(source: str, target: str) -> str:
    if source in TARGETS:
        return TARGETS[source](target)
    kind, _, what = target.partition(":")
    if source == "bio_stims" and kind == "technology":
        return f"ready {technology(what)}"
    if source == "bio_stims" and kind == "planet":
        return f"ready {what}"
    from engines.galaxy.factions.words import target_words

    return target_words(None, target)


# ----- log lines --------------------------------------------------------------------------------


def narrate(event: Any) -> str:
    line = LINES.get(type(event)) or _NARRATORS.get(type(event))
    if line is not None:
        text: str = line(event)
        return text
    from engines.galaxy.factions.words import line as faction_line
    from engines.galaxy.tactical.words import line as tactical_line

    return tactical_line(event) or faction_line(event) or type(event).__name__


def _points(n: int) -> str:
    return f"{n} victory point{'s' if n != 1 else ''}"


def _goods(n: int, what: str = "trade good") -> str:
    return f"{n} {what}{'s' if n != 1 else ''}"


def _offer(e: ev.TransactionOffered) -> str:
    gives = [p for p in (_goods(e.give_tg) if e.give_tg else "", _goods(e.give_commodities, "commodity")
                         if e.give_commodities else "") if p]
    asks = [p for p in (_goods(e.get_tg) if e.get_tg else "", _goods(e.get_commodities, "commodity")
                        if e.get_commodities else "") if p]
    give = " and ".join(gives) or "nothing"
    ask = " and ".join(asks) or "nothing"
    return f"{seat(e.seat)} offers {seat(e.partner)} {give} for {ask}".replace("commoditys", "commodities")


_NARRATORS: dict[type[Any], Any] = {
    TilePlaced: lambda e: f"{seat(e.seat)} placed tile {e.tile} at position {e.position}",
    TilePicked: lambda e: f"{seat(e.seat)} took tile {e.tile}",
    TilePutBack: lambda e: f"{seat(e.seat)} put tile {e.tile} back",
    GalaxyComplete: lambda e: "The galaxy is complete: " + e.map_string,
    ev.SpeakerChosen: lambda e: f"{seat(e.seat)} is the speaker",
    ev.FactionTaken: lambda e: f"{seat(e.seat)} plays {faction(e.faction)}"
                               + (" (drafted)" if e.how == "draft" else ""),
    ev.GalaxyMade: lambda e: f"The galaxy is {e.how}: {e.map_string}" if e.how != "imported"
                             else f"The galaxy comes from a map string: {e.map_string}",
    ev.SetupWarning: lambda e: e.text,
    ev.StartingTechnologyChosen: lambda e: f"{seat(e.seat)} starts with {technology(e.technology)}",
    ev.StartingStructurePlaced: lambda e: f"{seat(e.seat)}'s starting {unit(e.kind)} stands on {e.planet}",
    ev.SecretsDealt: lambda e: f"Each player is dealt {e.count} secret objectives and keeps one",
    ev.SecretKept: lambda e: (f"You keep {objective(e.objective)}" if e.objective
                              else f"{seat(e.seat)} has chosen a secret objective"),
    ev.ObjectivesDealt: lambda e: f"{e.stage1} stage I and {e.stage2} stage II objectives are dealt face down",
    ev.RoundStarted: lambda e: f"Round {e.round} begins",
    ev.PhaseStarted: lambda e: f"The {PHASES.get(e.phase, e.phase)} begins",
    ev.StrategyCardPicked: lambda e: f"{seat(e.seat)} takes {card(e.card)}"
                                     + (f" and {_goods(e.trade_goods)} on it" if e.trade_goods else ""),
    ev.TradeGoodsPlacedOnCards: lambda e: "A trade good goes on " + ", ".join(card(c) for c in e.cards),
    ev.TurnStarted: lambda e: f"{seat(e.seat)}'s turn",
    ev.Passed: lambda e: f"{seat(e.seat)} passes" + (", the last to pass this round" if e.last else ""),
    ev.StrategicActionTaken: lambda e: f"{seat(e.seat)} resolves {card(e.card)}",
    ev.SecondaryResolved: lambda e: f"{seat(e.seat)} resolves the secondary of {card(e.card)}"
                                    + (" without a token" if e.free else ""),
    ev.SecondaryDeclined: lambda e: f"{seat(e.seat)} declines the secondary of {card(e.card)}",
    ev.ComponentActionTaken: lambda e: f"{seat(e.seat)} uses {source_name(e.source)} as a component action",
    ev.AbilityUsed: lambda e: f"{seat(e.seat)} uses {source_name(e.source)}",
    ev.PlanetExhausted: lambda e: f"{seat(e.seat)} exhausts {e.planet} for "
                                  f"{amount(e.value, 'influence' if e.use == 'influence' else 'resource')}",
    ev.TradeGoodsSpent: lambda e: f"{seat(e.seat)} spends {_goods(e.count)}",
    ev.TradeGoodsGained: lambda e: f"{seat(e.seat)} gains {_goods(e.count)}",
    ev.CommoditiesReplenished: lambda e: f"{seat(e.seat)} replenishes commodities (+{e.count})",
    ev.CommandTokensGained: lambda e: f"{seat(e.seat)} gains command tokens: {e.tactic} tactic, {e.fleet} fleet, "
                                      f"{e.strategy} strategy",
    ev.CommandTokensArranged: lambda e: f"{seat(e.seat)}'s command sheet: {e.tactic} tactic, {e.fleet} fleet, "
                                        f"{e.strategy} strategy",
    ev.CommandTokenSpent: lambda e: f"{seat(e.seat)} spends a {e.pool} token" if e.pool != "reinforcements"
                                    else f"{seat(e.seat)} spends a token from reinforcements",
    ev.CommandTokenPlaced: lambda e: f"{seat(e.seat)} places a command token at position {e.system}",
    ev.CommandTokenRemoved: lambda e: f"{seat(e.seat)} takes a command token back from position {e.system}",
    ev.PlanetsReadied: lambda e: f"{seat(e.seat)} readies " + ", ".join(e.planets),
    ev.TechnologyReadied: lambda e: f"{seat(e.seat)} readies {technology(e.technology)}",
    ev.StructurePlaced: lambda e: f"{seat(e.seat)} places a {unit(e.kind)} " + (
        f"in space at position {e.system}, in {e.planet}'s system" if e.system >= 0 else f"on {e.planet}"),
    ev.ShipRemoved: lambda e: f"{seat(e.seat)} removes a {unit(e.kind)} (fleet pool)",
    ev.SpeakerChanged: lambda e: f"{seat(e.seat)} becomes the speaker",
    ev.ForceRelocated: lambda e: f"{seat(e.seat)} moves {unit(e.kind)} from {e.origin} to {e.planet}",
    ev.TechnologyResearched: lambda e: f"{seat(e.seat)} researches {technology(e.technology)}",
    TechnologyExhausted: lambda e: f"{seat(e.seat)} exhausts {technology(e.technology)}",
    ev.ActionCardsDrawn: lambda e: f"{seat(e.seat)} draws {_goods(e.count, 'action card')}",
    ev.ActionCardDrawn: lambda e: f"You draw {card_name(e.card)}",
    ev.ActionCardDiscarded: lambda e: f"{seat(e.seat)} discards {card_name(e.card)}",
    ev.ActionDeckReshuffled: lambda e: f"The action card discard pile is shuffled into a new deck ({e.cards})",
    ev.SecretDrawn: lambda e: (f"You draw the secret objective {objective(e.objective)}" if e.objective
                               else f"{seat(e.seat)} draws a secret objective"),
    ev.SecretReturned: lambda e: f"{seat(e.seat)} returns a secret objective to the deck",
    ev.ObjectiveRevealed: lambda e: f"Stage {e.stage} objective revealed: {objective(e.objective)}",
    ev.ObjectiveScored: lambda e: f"{seat(e.seat)} scores {objective(e.objective)}",
    ev.VictoryPointGained: lambda e: f"{seat(e.seat)} gains {_points(e.points)} ({e.total} in all)",
    ev.VictoryPointLost: lambda e: f"{seat(e.seat)} loses {_points(e.points)} ({e.total} in all)",
    ev.StatusStep: lambda e: STATUS_STEPS.get(e.step, e.step),
    ev.PlayerEliminated: lambda e: f"{seat(e.seat)} is eliminated",
    ev.GameEnded: lambda e: {"points": f"{seat(e.winner)} wins the game",
                             "objectives": f"No objective is left to reveal: {seat(e.winner)} wins on points",
                             "round limit": f"The round limit is reached: {seat(e.winner)} wins on points"
                             }.get(e.why, f"{seat(e.winner)} wins"),
    ev.TransactionOffered: _offer,
    ev.TransactionAnswered: lambda e: f"{seat(e.partner)} {'accepts' if e.accepted else 'refuses'} the transaction",
}


def result_summary(state: TIState) -> str:
    if state.winner == NOBODY:
        return ""
    ranking = sorted(state.players, key=lambda p: -p.vp)
    table = ", ".join(f"{seat(p.seat)} {p.vp}" for p in ranking)
    why = {"points": f"reached {state.vp_goal} victory points", "objectives": "had the most points when no objective "
           "was left to reveal", "round limit": "had the most points at the round limit"}.get(state.ended, "won")
    return f"{seat(state.winner)} ({faction(state.players[state.winner].faction)}) {why} in round {state.round}. " \
           f"Victory points: {table}."
