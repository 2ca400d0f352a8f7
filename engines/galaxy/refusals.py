"""Why an action is refused, in words a player can read, with the rule behind it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.galaxy.actions import rounds as ac
from engines.galaxy.builder.actions import PickTile, PlaceTile, PutBack
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.content.technologies import generic_technologies
from engines.galaxy.economy import controls_home
from engines.galaxy.flow import top
from engines.galaxy.research import missing
from engines.galaxy.scoring import meets
from engines.galaxy.seats import neighbours
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.phases import PlayerTurn

DEFAULT = "That is not allowed now."


def refusal(state: TIState, seat: int, action: Any) -> str:
    if isinstance(action, PickTile | PlaceTile | PutBack):
        if state.build is None:
            return "The galaxy is already built."
        from engines.galaxy.builder.refusals import refusal as build_refusal

        hand = state.build.speaker_tiles if state.build.speaker_tiles else state.build.hands[state.build.active]
        return build_refusal(state.build, hand, action)
    if not state.players:
        return DEFAULT
    checks: dict[type[Any], Callable[[TIState, int, Any], str]] = {
        ac.Pass: _pass,
        ac.TakeStrategicAction: _strategic,
        ac.TakeTacticalAction: _tactical,
        ac.PickStrategyCard: _pick,
        ac.ScoreObjective: _score,
        ac.ResearchTechnology: _research,
        ac.OfferTransaction: _transaction,
        ac.ResolveSecondary: _secondary,
        ac.ExhaustPlanet: _planet,
    }
    check = checks.get(type(action))
    reason = check(state, seat, action) if check is not None else ""
    if not reason:
        from engines.galaxy.tactical.refusals import refusal as tactical_refusal

        reason = tactical_refusal(state, seat, action)
    return reason or DEFAULT


def _pass(state: TIState, seat: int, action: Any) -> str:
    unused = [s.card for s in state.strategy if s.holder == seat and not s.used]
    if unused:
        name = strategy_cards()[unused[0]].name
        return f"You cannot pass before you resolve the strategic action of {name} (LRR 3.3)."
    return ""


def _strategic(state: TIState, seat: int, action: Any) -> str:
    slot = next((s for s in state.strategy if s.card == action.card), None)
    name = strategy_cards()[action.card].name if action.card in strategy_cards() else action.card
    if slot is None or slot.holder != seat:
        return f"You do not hold {name} (LRR 82)."
    if slot.used:
        return f"You have already resolved {name} this round (LRR 82.2)."
    return ""


def _tactical(state: TIState, seat: int, action: Any) -> str:
    if state.players[seat].tactic < 1:
        return "You have no command token in your tactic pool to activate a system (LRR 89.1)."
    return ""


def _pick(state: TIState, seat: int, action: Any) -> str:
    slot = next((s for s in state.strategy if s.card == action.card), None)
    if slot is not None and slot.holder != NOBODY:
        return f"{strategy_cards()[action.card].name} is already taken this round (LRR 84.2)."
    return ""


def _score(state: TIState, seat: int, action: Any) -> str:
    card = objectives().get(action.objective)
    if card is None:
        return "There is no such objective."
    player = state.players[seat]
    if action.objective in player.scored:
        return f"You have already scored {card.name} (LRR 61.8)."
    if card.public and action.objective not in state.public:
        return f"{card.name} has not been revealed."
    if not card.public and action.objective not in player.secrets:
        return f"{card.name} is not one of your secret objectives (LRR 61.19)."
    if card.public and not controls_home(state, seat):
        return "You must control every planet in your home system to score a public objective (LRR 61.17)."
    if card.phase != "status" and state.phase == "status":
        return f"{card.name} is scored in the {card.phase} phase, not the status phase (LRR 61.3)."
    if not meets(state, seat, action.objective):
        return f"You do not meet the requirement of {card.name} (LRR 61.5)."
    return "You have already scored an objective of that kind this status phase (LRR 61.6)."


def _research(state: TIState, seat: int, action: Any) -> str:
    tech = generic_technologies().get(action.technology)
    if tech is None:
        return "There is no such technology."
    if action.technology in state.players[seat].technologies:
        return f"You already own {tech.name}."
    lacking = missing(state, seat, tech)
    if lacking:
        needs = ", ".join(f"{n} more {c}" for c, n in sorted(lacking.items()))
        return (f"{tech.name} needs prerequisites you lack ({needs}) and no planet with a matching "
                "technology specialty can ignore them (LRR 90.12, 90.13).")
    return "You cannot pay for that research (LRR 91)."


def _transaction(state: TIState, seat: int, action: Any) -> str:
    if action.partner not in neighbours(state, seat):
        return "You can only make transactions with your neighbours (LRR 94.1, 60)."
    step = top(state)
    if isinstance(step, PlayerTurn) and action.partner in step.traded:
        return "You have already made a transaction with that player this turn (LRR 94.1)."
    return ""


def _secondary(state: TIState, seat: int, action: Any) -> str:
    if state.players[seat].strategy < 1:
        return "A secondary ability costs a command token from your strategy pool, and it is empty (LRR 82.1)."
    return ""


def _planet(state: TIState, seat: int, action: Any) -> str:
    planet = state.planets.get(action.planet)
    if planet is None or planet.owner != seat:
        return f"You do not control {action.planet}."
    if planet.exhausted:
        return f"{action.planet} is already exhausted (LRR 34)."
    return ""
