"""Twilight Imperium, the whole game on the contract: setup, rounds, victory (and the builder mode).

The rules live in procedures (``steps/`` data, handlers in ``phases/``, ``strategic/``, ...) driven
by ``flow``; this object adapts them to the contract: decisions, perform, views, results, words.
With ``mode=build`` it plays only the galaxy builder (issue 6's game) and ends when the galaxy is
complete.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from engines.core.contract import Decision, Event, Game, Result, Standing
from engines.core.hidden import Groups, Seen
from engines.core.rng import Rng
from engines.galaxy import flow, rules  # noqa: F401  (rules registers every handler)
from engines.galaxy.actions import ACTION_TYPES, EVENT_TYPES, union
from engines.galaxy.builder import BUILDER
from engines.galaxy.options import OPTIONS
from engines.galaxy.phases.begin import build_state, new_game
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.view import TIView, game_view

if TYPE_CHECKING:
    from engines.core.bots import Bot


# What a replay may tell every seat in words, by the action's name: the steps of a turn, of a tactical action, of
# production, research, scoring done, votes cast and the choices of strategy cards. Not transactions (between two
# players), the agendas Politics places, secret objectives before they are scored, or faction abilities.
OPEN_ACTIONS = frozenset({
    "TakeTacticalAction", "TakeStrategicAction", "EndTurn", "SetPool", "MoveFrom", "MoveShip", "Load", "FinishOrigin",
    "EndMovement", "FinishLanding", "Produce", "FinishProduction", "ResearchTechnology", "SkipResearch", "StopPaying",
    "ExhaustForVotes", "CastVotes", "DoneScoring", "DoneChoosing", "ChooseSystem", "ChoosePlayer", "TakeCustodians"})


class TIGame(Game[TIState]):
    """Twilight Imperium for 3 to 8 players, rules enforced: hot-seat, LAN and bots."""

    id = "galaxy"
    title = "Twilight Imperium"
    subtitle = "fourth edition with Prophecy of Kings"
    blurb = "Twilight Imperium with Prophecy of Kings: factions, strategy cards, objectives, ten points to win."
    min_players = 3
    max_players = 8
    rulebook = "twilight-imperium-4-prophecy-of-kings"
    hidden_information = True
    options = OPTIONS
    state_type = TIState
    action_type = union(ACTION_TYPES)
    event_type = union(EVENT_TYPES)
    view_type = TIView
    search_horizon = 1
    search_margin = 0.02  # the leaf's small exact differences (a trade good kept) are not a reason to leave Normal

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> TIState:
        rng = Rng.from_seed(seed)
        if options["mode"] == "build":
            return build_state(players, rng, options)
        state = new_game(players, rng, options)
        flow.settle(state)
        return state

    def decisions(self, state: TIState) -> list[Decision]:
        if state.mode == "build":
            return BUILDER.decisions(state.build) if state.build is not None else []
        return flow.decisions(state)

    def perform(self, state: TIState, seat: int, action: Any) -> list[Event]:
        if state.mode == "build":
            assert state.build is not None
            return BUILDER.perform(state.build, seat, action)
        return flow.perform(state, seat, action)

    def view(self, state: TIState, seat: int | None) -> TIView:
        return game_view(state, seat)

    def result(self, state: TIState) -> Result | None:
        if state.mode == "build":
            return BUILDER.result(state.build) if state.build is not None else None
        if state.winner == NOBODY:
            return None
        scores = [float(p.vp) for p in state.players]
        from engines.galaxy.words import result_summary

        return Result([state.winner], scores, result_summary(state))

    def secrets(self, state: TIState) -> dict[int | None, list[str]]:
        """Hands (action cards, promissory notes), unscored secret objectives (unless Search Warrant shows
        them) and the agendas a seat looked at are their owner's; the decks and the face-down public
        objectives are nobody's. A card several seats have seen is left out (each may see it)."""
        from collections import Counter

        from engines.galaxy.view import looked_at

        seen = Counter(a for p in state.players for a in set(p.seen))
        seen.update({card: 2 for p in state.players for card in looked_at(state, p.seat)})  # M'aban: shared
        shown = {state.law_holders.get("search_warrant")} if "search_warrant" in state.laws else set()
        found: dict[int | None, list[str]] = {}
        for p in state.players:
            secrets = [] if p.seat in shown else list(p.secrets)
            found[p.seat] = [*p.action_cards, *secrets, *(n for n in p.notes if n not in seen),
                             *(a for a in p.seen if seen[a] == 1)]
        decks = [*state.action_deck, *state.secret_deck, *state.stage1, *state.stage2, *state.agenda_deck]
        found[None] = [card for card in decks if card not in seen]
        return found

    def hidden(self, state: TIState, seat: int) -> Groups:
        from engines.galaxy.unseen import hidden_zones

        return hidden_zones(state, seat)

    def seen(self, state: TIState, seat: int) -> Seen[TIState] | None:
        """None while a procedure holds a card the seat cannot see and no zone redraws (the bot then plays
        as the heuristic); what others have looked at of the agenda deck is left out."""
        from engines.galaxy.unseen import forget_what_others_looked_at, unsampled

        if unsampled(state, seat):
            return None
        copy = self.clone(state)
        forget_what_others_looked_at(copy, seat)
        return super().seen(copy, seat)

    def worth_searching(self, decision: Decision) -> bool:
        from engines.galaxy.bots.horizon import round_choice
        from engines.galaxy.bots.searched import worth_searching

        return worth_searching(decision) or round_choice(decision)

    def search_options(self, turn: Any, default: Any) -> list[Any] | None:
        from engines.galaxy.bots.horizon import round_choice, round_options
        from engines.galaxy.bots.shortlist import search_options

        return round_options(turn, default) if round_choice(turn.decision) else search_options(turn, default)

    def search_leaf(self, turn: Any) -> Callable[[TIState], bool] | None:
        from engines.galaxy.bots.horizon import round_leaf

        return round_leaf(turn)

    def search_pairs(self, turn: Any) -> int | None:
        from engines.galaxy.bots.horizon import round_pairs

        return round_pairs(turn)

    def search_view(self, state: TIState, seat: int) -> Any:
        from engines.galaxy.bots.lean_view import LeanView

        return LeanView(state, seat)

    def evaluate(self, state: TIState) -> list[float]:
        from engines.galaxy.bots.value import values

        return values(state, self.result(state))

    def turn_key(self, state: TIState) -> Any:
        if state.mode == "build":
            return state.build.placed if state.build is not None else 0
        return (state.round, state.phase, state.turn)

    def standing(self, view: Any) -> Standing | None:
        from engines.galaxy.record import standing

        return standing(view)

    def figures(self, event: Any) -> list[tuple[str, int]]:
        from engines.galaxy.record import figures

        return figures(event)

    def tallies(self, state: TIState) -> dict[str, float]:
        """Per game, for the simulate report: rounds played and what happened in them."""
        if state.mode == "build":
            return {}
        tally = state.tally
        return {"rounds": float(state.round), "combats": float(tally.combats),
                "objectives_scored": float(tally.objectives_scored), "agendas_resolved": float(tally.agendas_resolved),
                "action_cards_played": float(tally.action_cards_played), "transactions": float(tally.transactions)}

    def sides(self, state: TIState) -> dict[str, list[str]]:
        """The faction each seat played, for the simulate report's ``win_rate_by_faction``."""
        if state.mode == "build":
            return {}
        return {"faction": [p.faction for p in state.players]}

    def describe(self, state: TIState, action: Any) -> str:
        from engines.galaxy.words import describe

        return describe(state, action)

    def says_openly(self, state: TIState, action: Any) -> bool:
        if type(action).__name__ == "PassWindow":  # a pass is open; a standing pass is the seat's own to know
            return not action.until and not action.every
        return type(action).__name__ in OPEN_ACTIONS

    def narrate(self, event: Any) -> str:
        from engines.galaxy.words import narrate

        return narrate(event)

    def refusal(self, state: TIState, seat: int, action: Any) -> str:
        from engines.galaxy.refusals import refusal

        return refusal(state, seat, action)

    def bots(self) -> dict[str, Callable[[], Bot]]:
        from engines.galaxy.bots import HeuristicBot

        return {"heuristic": HeuristicBot}

    def tools(self, argv: list[str]) -> int:
        from engines.galaxy.cli import run

        return run(argv)
