"""Woodland: the Game object the registry, the table and the bots talk to."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from engines.core.contract import Decision, Event, Game, Result, Standing
from engines.core.hidden import Groups, Zone
from engines.woodland import battle, record, windows  # noqa: F401  (register steps and tasks)
from engines.woodland.actions import Done, Follow, March, Move, Refresh, Strike, WoodlandAction, WoodlandEvent
from engines.woodland.deck import SUIT_OF
from engines.woodland.factions import alliance, eyrie, lost_powers, marquise, vagabond  # noqa: F401  (register)
from engines.woodland.factions.base import faction
from engines.woodland.factions.vagabond.faction import board as vagabond_board
from engines.woodland.flow import advance, ask, current
from engines.woodland.options import OPTIONS
from engines.woodland.refusals import refusal
from engines.woodland.scoring import settle_winner
from engines.woodland.setup import new_state
from engines.woodland.state import AllianceBoard, LostPowersBoard, VagabondBoard, WoodlandState
from engines.woodland.text import describe, narrate
from engines.woodland.view import WoodlandView, view

if TYPE_CHECKING:
    from engines.core.bots import Bot


# The Decision found at the end of perform, so decisions() need not compute it twice. Keyed by the state
# object itself and its action counter: code that edits a state by hand must bump ``state.seq``.
_CACHE: dict[int, tuple[WoodlandState, int, Decision | None]] = {}


def _remember(state: WoodlandState, decision: Decision | None) -> None:
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[id(state)] = (state, state.seq, decision)


def _score_words(state: WoodlandState, seat: int) -> str:
    """A seat's points, and the dominance or coalition it played for."""
    if state.coalition and state.coalition[seat] >= 0:
        return "%d VP, in coalition with {p%d}" % (state.vp[seat], state.coalition[seat])
    if state.dominance[seat]:
        return f"{state.vp[seat]} VP, {SUIT_OF[state.dominance[seat]]} dominance"
    return f"{state.vp[seat]} VP"


# What a replay may tell every seat in words: moves, marches, strikes, refreshed items, a follower's act, a phase
# ended (not Aid: which card was given is the two players' to know).
OPEN_ACTIONS = (Move, March, Strike, Refresh, Follow, Done)


class WoodlandGame(Game[WoodlandState]):
    """Root's woodland with the Lost Powers and Root's four base factions, 2 to 5 players."""

    id = "woodland"
    title = "Woodland"
    subtitle = "the Lost Powers in Root"
    blurb = ("The Lost Powers join the Marquise de Cat, the Eyrie Dynasties, the Woodland Alliance and the "
             "Vagabond in the Autumn or Winter woodland: first to 30 VP, or dominance.")
    min_players = 2
    max_players = 5
    rulebook = "lost-powers-root-faction"
    options = OPTIONS
    hidden_information = True
    search_horizon = 4
    state_type = WoodlandState
    action_type = WoodlandAction
    event_type = WoodlandEvent
    view_type = WoodlandView

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> WoodlandState:
        return new_state(players, seed, options)

    def decisions(self, state: WoodlandState) -> list[Decision]:
        if state.over:
            return []
        cached = _CACHE.get(id(state))
        if cached is not None and cached[0] is state and cached[1] == state.seq:
            decision = cached[2]
        else:
            decision = ask(state)
            _remember(state, decision)
        return [decision] if decision is not None else []

    def perform(self, state: WoodlandState, seat: int, action: Any) -> list[Event]:
        """Carry out an action, then everything automatic up to the next choice (remembered for decisions)."""
        handler, top = current(state)
        events = handler.act(state, top, action)
        decision = None
        if state.reached:
            settle_winner(state, events)
        else:
            decision = advance(state, events)
            if state.reached:
                settle_winner(state, events)
        state.seq += 1
        if not state.over:
            if len(_CACHE) > 64:
                _CACHE.clear()
            _CACHE[id(state)] = (state, state.seq, decision)
        return events

    def view(self, state: WoodlandState, seat: int | None) -> WoodlandView:
        return view(state, seat)

    def result(self, state: WoodlandState) -> Result | None:
        if not state.over:
            return None
        from engines.woodland.options import faction_words

        names = ", ".join("{p%d} (%s) %s" % (s, faction_words(state.factions[s]), _score_words(state, s))
                          for s in range(state.players))
        return Result(list(state.winners), [float(v) for v in state.vp], f"{state.end_reason}: {names}")

    def secrets(self, state: WoodlandState) -> dict[int | None, list[str]]:
        """Hands and the Alliance's supporters are their owner's (Law 8.2.1); the deck, Follower deck and
        quest deck are nobody's (LP-2.2-g)."""
        found: dict[int | None, list[str]] = {s: list(h) for s, h in enumerate(state.hands)}
        hidden = list(state.deck)
        for seat, board in enumerate(state.boards):
            if isinstance(board, LostPowersBoard):
                hidden += board.follower_deck
            elif isinstance(board, VagabondBoard):
                hidden += board.quest_deck
            elif isinstance(board, AllianceBoard):
                found[seat] += board.supporters
        found[None] = hidden
        return found

    def setup_note(self, players: int, options: Mapping[str, Any]) -> str:
        """Each faction's reach and the sum against Root's suggestion for the player count (a hint)."""
        from engines.woodland.options import DEFAULT_FACTIONS, reach_note

        return reach_note(str(options.get("factions", DEFAULT_FACTIONS)), players)

    def hidden(self, state: WoodlandState, seat: int) -> Groups:
        """The deck with the other hands (and cards only their owners see); each faction's own
        face-down piles apart; the item under each unexplored ruin."""
        shared = [Zone(state.deck)]
        own: Groups = []
        for other, board in enumerate(state.boards):
            piece = faction(state, other)
            if other != seat:
                shared += [Zone(state.hands[other]), *(Zone(p) for p in piece.private_cards(board))]
            own += [[Zone(pile)] for pile in piece.face_down_piles(board)]
        ruins = [Zone(state.ruin_items, i, i + 1) for i, item in enumerate(state.ruin_items) if item]
        return [shared, *own, ruins]

    def evaluate(self, state: WoodlandState) -> list[float]:
        from engines.woodland.bots.value import values

        return values(state, self.result(state))

    def turn_key(self, state: WoodlandState) -> Any:
        return state.turn

    def standing(self, view: Any) -> Standing:
        return record.standing(view)

    def figures(self, event: Any) -> list[tuple[str, int]]:
        return record.figures(event)

    def describe(self, state: WoodlandState, action: Any) -> str:
        return describe(state, action)

    def says_openly(self, state: WoodlandState, action: Any) -> bool:
        return isinstance(action, OPEN_ACTIONS)

    def narrate(self, event: Any) -> str:
        return narrate(event)

    def house_rules(self, players: int, options: Mapping[str, Any]) -> list[str]:
        from engines.woodland.options import head_start_rules

        given = self.resolve_options(options)
        rest = [rule for rule in super().house_rules(players, given) if not rule.startswith("Two-player head")]
        return head_start_rules(players, given) + rest

    def refusal(self, state: WoodlandState, seat: int, action: Any) -> str:
        decision = ask(state)
        return refusal(state, seat, action, decision.rule if decision else "")

    def bots(self) -> dict[str, Callable[[], Bot]]:
        from engines.woodland.bots import HeuristicBot

        return {"heuristic": HeuristicBot}


__all__ = ["WoodlandGame", "vagabond_board"]
