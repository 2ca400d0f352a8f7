"""The contract every game implements: actions, events, decisions, results and the Game base.

A game is a stateless object whose methods read and change a plain-data state (a msgspec
Struct with an ``rng`` field). Everything a player can do is an Action listed in a Decision;
``apply`` refuses anything else with an IllegalAction that a player can read.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import msgspec

from engines.core.hidden import Groups, Seen, conceal, redeal
from engines.core.options import GameOption, resolve_options
from engines.core.rng import Rng

if TYPE_CHECKING:
    from engines.core.bots import Bot

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def snake(name: str) -> str:
    """`WorldAcquired` -> `world_acquired`: the tag every action and event carries."""
    return _CAMEL.sub("_", name).lower()


class Action(msgspec.Struct, frozen=True, tag_field="type", tag=snake):
    """A player's move. Subclass per move kind; a game's action_type is the Union of them.

    Subclasses repeat ``frozen=True`` (``class Settle(Action, frozen=True)``) so mypy --strict
    sees them as frozen too; msgspec inherits it either way.
    """


class Event(msgspec.Struct, frozen=True, tag_field="type", tag=snake, kw_only=True):
    """Something that happened, for the log and the animations.

    ``only`` limits an event to one seat (a card drawn into a hand); the game emits a public
    twin when the others should learn that something happened. Events whose class sets
    ``reveals`` show something that was hidden or random, so undo never crosses them.
    """

    reveals: ClassVar[bool] = False
    only: int | None = None


class Decision(msgspec.Struct):
    """What the game waits for from one seat: a prompt and every legal action.

    Several Decisions at once mean several seats are asked together (a reaction window).
    """

    seat: int
    prompt: str
    options: list[Any]
    rule: str = ""


class Result(msgspec.Struct):
    """The end of a game: who won (all seats for a co-operative win, none for a loss) and scores."""

    winners: list[int]
    scores: list[float]
    summary: str = ""
    breakdown: list[list[tuple[str, float]]] = []  # per seat: (what scored, points), where the game scores


class Standing(msgspec.Struct):
    """Where a game stands, for its record page: the round (or turn) and each seat's score.

    ``figures`` are running counts a view shows (worlds acquired, objectives scored), per seat;
    ``score`` names what the scores count and ``unit`` what ``round`` counts.
    """

    round: int
    scores: list[float]
    figures: dict[str, list[float]] = {}
    score: str = "points"
    unit: str = "round"


class IllegalAction(Exception):
    """An action the rules do not allow right now; ``reason`` is written for the player."""

    def __init__(self, reason: str, rule: str = "") -> None:
        super().__init__(f"{reason} ({rule})" if rule else reason)
        self.reason = reason
        self.rule = rule


S = TypeVar("S", bound=msgspec.Struct)


class Game(ABC, Generic[S]):
    """One board game's rules. Subclasses fill the class attributes and the abstract methods."""

    id: ClassVar[str]
    title: ClassVar[str]
    subtitle: ClassVar[str] = ""  # what the game is, when the title alone does not say ("the Lost Powers in Root")
    blurb: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rulebook: ClassVar[str] = ""
    options: ClassVar[tuple[GameOption, ...]] = ()
    hidden_information: ClassVar[bool] = False
    cooperative: ClassVar[bool] = False
    search_horizon: ClassVar[int] = 0  # turns the searching bot looks ahead before evaluate (0: to the end)
    search_margin: ClassVar[float] = 0.0  # least advantage (share of a win) the search needs to leave the heuristic
    state_type: ClassVar[type[Any]]
    action_type: ClassVar[Any]
    event_type: ClassVar[Any]
    view_type: ClassVar[Any]

    # ----- what a game must provide -------------------------------------------------------
    @abstractmethod
    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> S:
        """A fresh state; options are already validated and complete."""

    @abstractmethod
    def decisions(self, state: S) -> list[Decision]:
        """Who must decide now and what they may do; empty once the game is over."""

    @abstractmethod
    def perform(self, state: S, seat: int, action: Any) -> list[Event]:
        """Change the state by an action already known to be legal."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> Any:
        """What ``seat`` may see (None: a spectator); never deck order, hands of others or rng."""

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """The outcome once the game is over, else None."""

    # ----- what a game may refine -----------------------------------------------------------
    def describe(self, state: S, action: Any) -> str:
        """A short button label for an option."""
        fields = msgspec.structs.asdict(action)
        words = snake(type(action).__name__).replace("_", " ")
        detail = ", ".join(f"{k} {v}" for k, v in fields.items())
        return f"{words} ({detail})" if detail else words

    def says_openly(self, state: S, action: Any) -> bool:
        """Whether ``describe``'s words for the action tell nothing that others at the table may not know, so a
        replay may show them to every seat. A game with hidden information names the actions that are open."""
        return not self.hidden_information

    def confirm(self, state: S, action: Any) -> str:
        """A question to ask before a key press takes ``action`` ("" for none): for spends that
        cannot be taken back, such as paying and then drawing or rolling."""
        return ""

    def opening(self, state: S) -> list[Event]:
        """What setup did that players should read in the log (the first roll, the order dealt)."""
        return []

    def setup_note(self, players: int, options: Mapping[str, Any]) -> str:
        """One line the new-game dialog shows for these choices (the goal they set, say); "" for none.
        Raises ValueError (or OptionError) with a reason a player can read when they do not go together."""
        return ""

    def house_rules(self, players: int, options: Mapping[str, Any]) -> list[str]:
        """Each house rule in play that changes the printed rules, with its effect, in words."""
        found = []
        for option in self.options:
            value = options.get(option.key, option.default)
            if option.changes_printed(value):
                found.append(f"{option.label}: {option.help}" if option.help else option.label)
        return found

    def narrate(self, event: Any) -> str:
        """One log line; seats appear as {p0}, {p1}... and are replaced by names."""
        fields = msgspec.structs.asdict(event)
        fields.pop("only", None)
        words = snake(type(event).__name__).replace("_", " ")
        return words + (": " + ", ".join(f"{k} {v}" for k, v in fields.items()) if fields else "")

    def secrets(self, state: S) -> dict[int | None, list[str]]:
        """Distinctive strings only one seat may see (key None: nobody), for leak checks."""
        return {}

    def progress(self, state: S) -> str:
        """How far a game is, for a list of saves ("turn 7", "round 3"); "" when the game says nothing."""
        return ""

    def turn_key(self, state: S) -> Any:
        """Changes whenever a turn passes; undo never crosses a change."""
        return None

    # ----- the record of a game (optional) ----------------------------------------------------
    def standing(self, view: Any) -> Standing | None:
        """Round and scores as any seat's view shows them, for replays and records; None: no score."""
        return None

    def figures(self, event: Any) -> list[tuple[str, int]]:
        """The record's counts this event adds one to, as (figure, seat): [("combats won", 2)]."""
        return []

    def tallies(self, state: S) -> dict[str, float]:
        """Counts from a finished game that `starboard simulate` averages over games (rounds, combats...)."""
        return {}

    def sides(self, state: S) -> dict[str, list[str]]:
        """What each seat played as in a finished game, by kind ({"faction": ["sol", ...]}), so that
        `starboard simulate` reports ``win_rate_by_<kind>`` (wins over games played, per label)."""
        return {}

    def bots(self) -> dict[str, Callable[[], Bot]]:
        """Bot kinds beyond 'random', built fresh for each seat."""
        return {}

    # ----- what a searching bot needs (engines/core/search.py) -----------------------------------
    def hidden(self, state: S, seat: int) -> Groups:
        """Where the cards ``seat`` cannot see lie in ``state``: groups of zones whose cards could
        trade places unseen (other hands with the deck; a face-down pile on its own). A game
        names them (an empty list if nothing is hidden) to be played by the searching bot."""
        raise NotImplementedError(f"{self.id} does not say where its hidden cards lie")

    def worth_searching(self, decision: Decision) -> bool:
        """Whether the searching bot compares this decision's options by futures (True) or plays the
        heuristic's choice at once (False): a game whose look-ahead cannot judge some decisions (a sub-step
        whose effect shows only turns later) keeps the budget for those it can. Every one by default."""
        return True

    def search_options(self, turn: Any, default: Any) -> list[Any] | None:
        """The options the searching bot compares with the heuristic's choice ``default`` (``turn``: the
        seat's ``BotTurn``), most promising first, or None for the bot's own shortlist (every option, or with
        many the few that look best right after they are taken). A game whose options all look the same
        one step ahead (the galaxy's choice of a system to activate) names those its heuristic rates next."""
        return None

    def search_pairs(self, turn: Any) -> int | None:
        """The paired futures an option needs at this decision before the searching bot may drop or choose it,
        where futures are so dear that its usual count (``MIN_PAIRS``) would seldom fit the budget; the search
        then also narrows by the clock, keeping only as many of the options ``search_options`` named (most
        promising first) as can still reach that count in the time left. None (every decision by default): the
        usual count and no narrowing. The galaxy's round choices need two."""
        return None

    def search_view(self, state: S, seat: int) -> Any:
        """The seat's view the heuristic reads inside the searching bot's futures: ``view`` unless the game
        has a cheaper one with the same content (the galaxy builds each field when it is first read)."""
        return self.view(state, seat)

    def search_leaf(self, turn: Any) -> Callable[[S], bool] | None:
        """Where the futures of the decision of ``turn`` (the seat's ``BotTurn``) stop to be judged instead of
        ``search_horizon`` turns on: a test of the position reached, True to judge it there; None (most
        games, most decisions) for the horizon. The galaxy judges a strategy card at the round's end."""
        return None

    @property
    def searchable(self) -> bool:
        """Whether the searching bot can play this game: it says where its hidden cards lie."""
        return type(self).hidden is not Game.hidden

    def seen(self, state: S, seat: int) -> Seen[S] | None:
        """What ``seat`` knows: the state with its unseen cards pooled in a fixed order and no generator.

        Two states that look the same to the seat give the same Seen, byte for byte. A game may answer
        None where no zone can redraw what the seat cannot see (a card held in a procedure under way):
        the searching bot then plays that decision as the heuristic.
        """
        copy = self.clone(state)
        conceal(copy, self.hidden(copy, seat))
        return Seen(seat, self.encode_state(copy))

    def sample(self, seen: Seen[S], rng: Rng) -> S:
        """One full state consistent with what ``seen.seat`` knows: unseen cards dealt at random, a
        fresh generator. It reads only ``seen``; a game may refine the draw (cards someone is known to hold)."""
        state = self.decode_state(seen.data)
        redeal(state, self.hidden(state, seen.seat), rng)
        return state

    def evaluate(self, state: S) -> list[float] | None:
        """Each seat's expected share of a win from here (0 to 1), as the game's bots judge it.

        The searching bot calls it where its look-ahead stops; None means: play on to the end.
        Games refine it in their bot modules; at the end it is the result.
        """
        from engines.core.value import outcome_values

        result = self.result(state)
        if result is None:
            return None
        return outcome_values(result, len(result.scores), self.cooperative)

    def tools(self, argv: list[str]) -> int:
        """`starboard <game> ...` command-line tools; a game without any refuses."""
        print(f"starboard: {self.id} has no command-line tools", flush=True)
        return 2

    # ----- shared machinery ----------------------------------------------------------------
    @property
    def full_title(self) -> str:
        """The title with what the game is: "Woodland: the Lost Powers in Root"."""
        return f"{self.title}: {self.subtitle}" if self.subtitle else self.title

    def apply(self, state: S, seat: int, action: Any) -> list[Event]:
        """Check that ``seat`` may take ``action`` now, then perform it."""
        self.check(state, seat, action)
        return self.perform(state, seat, action)

    def check(self, state: S, seat: int, action: Any) -> Decision:
        decisions = self.decisions(state)
        if not decisions:
            raise IllegalAction("The game is over.")
        mine = [d for d in decisions if d.seat == seat]
        if not mine:
            raise IllegalAction("It is not your decision now.")
        for decision in mine:
            if action in decision.options:
                return decision
        try:
            reason = self.refusal(state, seat, action)
        except Exception:  # an action no option resembles (an unknown card, an index past the end)
            reason = "That is not one of your options now."
        raise IllegalAction(reason, mine[0].rule)

    def refusal(self, state: S, seat: int, action: Any) -> str:
        """Why an action not among the options is refused; games give the rule's reason."""
        return f"That is not allowed now: {self.describe(state, action)}."

    def resolve_options(self, given: Mapping[str, Any]) -> dict[str, Any]:
        return resolve_options(self.options, given, self.id)

    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> S:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} takes {self.min_players} to {self.max_players} players, not {players}"
            )
        return self.setup(players, seed, self.resolve_options(options or {}))

    def decision_for(self, state: S, seat: int) -> Decision | None:
        for decision in self.decisions(state):
            if decision.seat == seat:
                return decision
        return None

    def clone(self, state: S) -> S:
        return self.decode_state(self.encode_state(state))

    def encode_state(self, state: S) -> bytes:
        return _msgpack_encoder.encode(state)

    def decode_state(self, data: bytes) -> S:
        decoder = self.__dict__.get("_state_decoder")
        if decoder is None:
            decoder = msgspec.msgpack.Decoder(self.state_type)
            self.__dict__["_state_decoder"] = decoder
        result: S = decoder.decode(data)
        return result

    def state_json(self, state: S) -> bytes:
        return msgspec.json.encode(state)

    def state_from_json(self, data: bytes | str) -> S:
        result: S = msgspec.json.decode(data, type=self.state_type)
        return result

    def action_from(self, obj: Any) -> Any:
        """Build an Action from decoded JSON (a dict with "type"); raises msgspec errors."""
        return msgspec.convert(obj, self.action_type)

    def action_to(self, action: Any) -> Any:
        return msgspec.to_builtins(action)

    def view_from(self, obj: Any) -> Any:
        return msgspec.convert(obj, self.view_type)


_msgpack_encoder = msgspec.msgpack.Encoder()


def names_in(text: str, names: list[str]) -> str:
    """Replace {p0}, {p1}... in a prompt or log line by the seats' names."""
    for index, name in enumerate(names):
        text = text.replace("{p%d}" % index, name)
    return text
