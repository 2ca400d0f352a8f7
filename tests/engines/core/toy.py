"""A tiny two-phase game used only to test the core: hidden hands, a die, reactions.

Each turn the active seat may bank points (undoable), roll a die (random: no undo across it)
or draw a card from a hidden deck into a hidden hand (a reveal). After a roll, every other
seat is asked at once whether to cheer (a simultaneous reaction window).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import msgspec

from engines.core.contract import Action, Decision, Event, Game, Result
from engines.core.hidden import Groups, Zone
from engines.core.options import GameOption
from engines.core.rng import Rng


class Bank(Action, frozen=True):
    points: int


class Roll(Action, frozen=True):
    pass


class Draw(Action, frozen=True):
    pass


class EndTurn(Action, frozen=True):
    pass


class Cheer(Action, frozen=True):
    yes: bool


class Rolled(Event, frozen=True):
    reveals: ClassVar[bool] = True
    value: int


class Drew(Event, frozen=True):
    reveals: ClassVar[bool] = True
    card: str


class ToyState(msgspec.Struct):
    rng: Rng
    players: int
    goal: int
    active: int = 0
    turn: int = 0
    scores: list[int] = []
    hands: list[list[str]] = []
    deck: list[str] = []
    cheering: list[int] = []


class ToyView(msgspec.Struct):
    seat: int | None
    active: int
    scores: list[int]
    hand: list[str]
    hand_sizes: list[int]
    deck_size: int


class Toy(Game[ToyState]):
    id = "toy"
    title = "Toy"
    blurb = "A test game."
    min_players = 2
    max_players = 4
    hidden_information = True
    options = (GameOption("goal", "Points to win", 12, minimum=3, maximum=50),)
    state_type = ToyState
    action_type = Bank | Roll | Draw | EndTurn | Cheer
    event_type = Rolled | Drew
    view_type = ToyView

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> ToyState:
        rng = Rng.from_seed(seed)
        deck = [f"toy-card-{i:02d}" for i in range(30)]
        rng.shuffle(deck)
        return ToyState(rng, players, options["goal"], scores=[0] * players,
                        hands=[[] for _ in range(players)], deck=deck)

    def decisions(self, state: ToyState) -> list[Decision]:
        if self.result(state):
            return []
        if state.cheering:
            return [Decision(s, "Cheer?", [Cheer(True), Cheer(False)]) for s in state.cheering]
        options: list[Any] = [Bank(1), Bank(2), Roll(), EndTurn()]
        if state.deck:
            options.append(Draw())
        return [Decision(state.active, "{p%d}: your move" % state.active, options)]

    def perform(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Bank):
            state.scores[seat] += action.points
        elif isinstance(action, Roll):
            value = state.rng.roll(6)
            state.scores[seat] += value
            state.cheering = [s for s in range(state.players) if s != seat]
            events.append(Rolled(value=value))
        elif isinstance(action, Draw):
            card = state.deck.pop()
            state.hands[seat].append(card)
            events.append(Drew(card=card, only=seat))
        elif isinstance(action, Cheer):
            state.cheering.remove(seat)
        elif isinstance(action, EndTurn):
            state.active = (state.active + 1) % state.players
            state.turn += 1
        return events

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        hand = list(state.hands[seat]) if seat is not None else []
        return ToyView(seat, state.active, list(state.scores), hand,
                       [len(h) for h in state.hands], len(state.deck))

    def result(self, state: ToyState) -> Result | None:
        best = max(state.scores)
        if best < state.goal:
            return None
        return Result([s for s, v in enumerate(state.scores) if v == best], [float(v) for v in state.scores])

    def secrets(self, state: ToyState) -> dict[int | None, list[str]]:
        found: dict[int | None, list[str]] = {s: list(h) for s, h in enumerate(state.hands)}
        found[None] = list(state.deck)
        return found

    def turn_key(self, state: ToyState) -> Any:
        return state.turn

    def hidden(self, state: ToyState, seat: int) -> Groups:
        return [[Zone(state.deck), *(Zone(h) for s, h in enumerate(state.hands) if s != seat)]]


TOY = Toy()
