"""Cosmic Conquest: the Game object the registry, the table and the bots talk to."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engines.core.bots import Bot
from engines.core.contract import Event, Game, Result, Standing
from engines.core.hidden import Groups, Zone
from engines.cosmic import cards, destroyers, planets, record, saviors, sentinels  # noqa: F401  (register effects)
from engines.cosmic.actions import (
    ChooseContender,
    CosmicAction,
    CosmicEvent,
    Dealt,
    Done,
    DraftBegun,
    GridRevealed,
    Keep,
    OrderSet,
    Revealed,
    ToggleDie,
    Traverse,
)
from engines.cosmic.content import card_id
from engines.cosmic.decide import decisions
from engines.cosmic.flow import new_state, perform
from engines.cosmic.options import OPTIONS
from engines.cosmic.refusal import refusal
from engines.cosmic.scoring import final_parts, final_words
from engines.cosmic.state import CosmicState
from engines.cosmic.text import confirm, describe, narrate
from engines.cosmic.view import CosmicView, view

# What a replay may tell every seat in words: dice picked up or kept, a move, a phase ended, a contender chosen.
OPEN_ACTIONS = (ToggleDie, Keep, Traverse, Done, ChooseContender)


class CosmicGame(Game[CosmicState]):
    id = "cosmic"
    title = "Cosmic Conquest"
    blurb = "Lead a team of three Contenders across a 3x3 grid of planets: fight, conquer, score Gambit Points."
    min_players = 2
    max_players = 6  # CC-GAP-1: six Team Base Holders
    rulebook = "cosmic-conquest.md"
    options = OPTIONS
    hidden_information = True
    search_horizon = 4
    state_type = CosmicState
    action_type = CosmicAction
    event_type = CosmicEvent
    view_type = CosmicView

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> CosmicState:
        return new_state(players, seed, options)

    # The two calls made for every action go straight to the rules (no extra Python frame).
    decisions = staticmethod(decisions)
    perform = staticmethod(perform)

    def view(self, state: CosmicState, seat: int | None) -> CosmicView:
        return view(state, seat)

    def result(self, state: CosmicState) -> Result | None:
        final = state.final
        if final is None:
            return None
        return Result([final.winner], [float(t) for t in final.totals], final_words(final), final_parts(state))

    def describe(self, state: CosmicState, action: Any) -> str:
        return describe(state, action)

    def says_openly(self, state: CosmicState, action: Any) -> bool:
        return isinstance(action, OPEN_ACTIONS)

    def narrate(self, event: Any) -> str:
        return narrate(event)

    def confirm(self, state: CosmicState, action: Any) -> str:
        return confirm(state, action)

    def opening(self, state: CosmicState) -> list[Event]:
        """Setup in the log: the planets, the Armory, and with a random deal the teams and the turn order."""
        found: list[Event] = [GridRevealed(grid=list(state.grid)),
                              Revealed(cards=[card for card in state.market if card >= 0])]
        if state.phase != "draft":
            found += [Dealt(seat=seat, contenders=list(team)) for seat, team in enumerate(state.teams)]
            found.append(OrderSet(order=list(state.order)))
        else:
            found.append(DraftBegun(order=list(state.draft_order[: state.players])))
        return found

    def refusal(self, state: CosmicState, seat: int, action: Any) -> str:
        return refusal(state, seat, action)

    def secrets(self, state: CosmicState) -> dict[int | None, list[str]]:
        """Hands belong to their seat; the deck's cards to nobody."""
        found: dict[int | None, list[str]] = {seat: [card_id(c) for c in hand] for seat, hand in enumerate(state.hands)}
        found[None] = [card_id(c) for c in state.deck]
        return found

    def hidden(self, state: CosmicState, seat: int) -> Groups:
        """The deck and every other seat's hand: cards that could be anywhere among them."""
        return [[Zone(state.deck), *(Zone(hand) for s, hand in enumerate(state.hands) if s != seat)]]

    def evaluate(self, state: CosmicState) -> list[float]:
        from engines.cosmic.bot_value import values

        return values(state, self.result(state))

    def progress(self, state: CosmicState) -> str:
        return "choosing Contenders" if state.phase == "draft" else f"round {state.round}"

    def turn_key(self, state: CosmicState) -> Any:
        return state.steps

    def standing(self, view: Any) -> Standing:
        return record.standing(view)

    def figures(self, event: Any) -> list[tuple[str, int]]:
        return record.figures(event)

    def tools(self, argv: list[str]) -> int:
        """`starboard cosmic balance [--games N]`: the balance report of docs/balance-cosmic.md."""
        from engines.cosmic.balance import main

        if not argv or argv[0] != "balance":
            print("usage: starboard cosmic balance [--games N] [--seed S]", flush=True)
            return 2
        return main(argv[1:])

    def bots(self) -> dict[str, Callable[[], Bot]]:
        from engines.cosmic.bot import HeuristicBot

        return {"heuristic": HeuristicBot}
