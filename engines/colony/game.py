"""Landfall (the rulebook's LSF): a co-operative game of landing people on a hostile planet."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engines.colony import actions as a
from engines.colony import flow, record, rules, steps, text
from engines.colony.content import CARDS, C
from engines.colony.effects import play_reaction, reactions
from engines.colony.state import ColonyState, Pending, Ship, Slot
from engines.colony.view import ColonyView, build_view
from engines.core.bots import Bot
from engines.core.contract import Decision, Event, Game, Result, Standing
from engines.core.hidden import Groups, Zone
from engines.core.options import GameOption, OptionError
from engines.core.rng import Rng

PLAY = {cid: a.PlayCard(cid) for cid in CARDS if CARDS[cid].mode == "play"}
# What a play card needs to be playable: nothing, a space anywhere, or a check (steps.usable).
FREE, ANYWHERE, CHECK = "free", "anywhere", "check"
NEEDS = {cid: FREE if CARDS[cid].need is None else ANYWHERE if CARDS[cid].need == ("space", "any") else CHECK
         for cid in PLAY}
FREE_PLAYS = frozenset(cid for cid, need in NEEDS.items() if need is FREE)  # always playable
OPEN_PLAYS = frozenset(cid for cid, need in NEEDS.items() if need is not CHECK)  # also while no S# is forbidden
REACT = {cid: a.React(cid) for cid in CARDS if CARDS[cid].mode == "reaction"}
TURN_PROMPTS = text.TURN_PROMPTS
PICK = {key: a.PickShip(key) for key in C.ships}
ADD_PERSON = a.AddPerson()
NO_REACTION = a.NoReaction()

def _planet_words() -> tuple[tuple[str, str], ...]:
    words = [("random", "Drawn at random")]
    for key, planet in C.planets.items():
        side = "eight" if planet.side == "eight" else "five"
        words.append((key, f"{planet.name} ({side} surface spaces): {planet.description}"))
    return tuple(words)


OPTIONS = (
    GameOption("planet", "Planet", "random", choices=("random", *C.planets), words=_planet_words(),
               help="The adversary; its description card sets the board side (LSF-SETUP-1, LSF-SETUP-2)."),
    GameOption("difficulty", "Difficulty", "commander", choices=tuple(C.raw["difficulty"]["order"]),
               words=tuple((key, C.levels[key]["name"]) for key in C.raw["difficulty"]["order"]),
               help="How many people the team must land (LSF-DIFF-1, LSF-GAP-2)."),
    GameOption("goal", "Goal override", 0, minimum=0, maximum=140, words=(("0", "set by the difficulty"),),
               help="People to land; 0 takes the difficulty's number for the board side and player count."),
    GameOption("ships", "Ship choice", "pick", choices=("pick", "random"),
               words=(("pick", "Players pick ships in turn order"), ("random", "The game deals the ships")),
               help="Players pick ships in turn order, or the game deals them (LSF-SETUP-4, LSF-GAP-5)."),
    GameOption("first_player", "First player", 0, minimum=0, maximum=6, seat_number=True,
               words=(("0", "Drawn at random"),),
               help="Who takes the first turn: drawn at random, or the seat you choose (LSF-SETUP-9, LSF-GAP-7)."),
    GameOption("deck_out", "Planet deck runs out", "escalate", choices=("escalate", "lose"),
               words=(("escalate", "Reshuffle and escalate"), ("lose", "Humanity is lost")),
               help="Reshuffle, and the planet draws one more card per turn and deals 1 more damage for each "
                    "reshuffle; or humanity is lost (LSF-GAP-13)."),
)


def _play(state: ColonyState, seat: int, action: a.PlayCard, events: list[Event]) -> None:
    """Play a card from hand on your own turn (LSF-CARD-5, LSF-CARD-6)."""
    cid = action.card
    state.ships[seat].hand.remove(cid)
    events.append(a.CardPlayed(seat=seat, card=cid, key=CARDS[cid].key))
    pend = state.pending = Pending(cid, "play", seat)
    if CARDS[cid].steps and CARDS[cid].steps[0][0] == "keep":
        steps.enter(state, pend, events)


def _react(state: ColonyState, seat: int, action: a.React, events: list[Event]) -> None:
    assert state.pending is not None
    play_reaction(state, seat, action.card, state.pending, events)


def _no_reaction(state: ColonyState, seat: int, action: a.NoReaction, events: list[Event]) -> None:
    assert state.pending is not None
    state.pending.window.remove(seat)


def _add_person(state: ColonyState, seat: int, action: a.AddPerson, events: list[Event]) -> None:
    flow.add_person(state, seat, events)


def _pick(state: ColonyState, seat: int, action: a.PickShip, events: list[Event]) -> None:
    """Take a ship nobody has taken yet (LSF-SETUP-4, LSF-GAP-5)."""
    state.ships[seat].key = action.ship
    state.draft.pop(0)
    events.append(a.ShipPicked(seat=seat, ship=action.ship))
    if not state.draft:
        flow.start_play(state, events)


_HANDLERS: dict[type, Callable[[ColonyState, int, Any, list[Event]], None]] = {
    a.PlayCard: _play, a.React: _react, a.NoReaction: _no_reaction, a.AddPerson: _add_person, a.PickShip: _pick,
}


# Comprehensions live in helpers: in a method they would turn its variables into cells on every call.
def _window_decisions(state: ColonyState, pend: Pending) -> list[Decision]:
    """Every seat in the reaction window at once: its legal reactions and "No reaction" (LSF-TERM-30)."""
    return [Decision(s, text.window_prompt(pend, s), [*map(REACT.__getitem__, reactions(state, s, pend)), NO_REACTION],
                     "LSF-TERM-30") for s in pend.window]


def _draft_decisions(state: ColonyState) -> list[Decision]:
    seat = state.draft[0]
    taken = {s.key for s in state.ships}
    return [Decision(seat, text.draft_prompt(state, seat), [PICK[k] for k in PICK if k not in taken], "LSF-SETUP-4")]


class ColonyGame(Game[ColonyState]):
    """The game object: stateless rules over a ColonyState."""

    id = "colony"
    title = "Landfall"
    subtitle = "the Last Starfleet landing game"
    blurb = "Earth is gone. Pilot the last ships together and land enough people on a hostile planet."
    min_players = 2
    max_players = 6
    rulebook = "colony-lsf.md"
    options = OPTIONS
    hidden_information = True
    cooperative = True
    search_horizon = 8
    state_type = ColonyState
    action_type = a.ACTIONS
    event_type = a.EVENTS
    view_type = ColonyView

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> ColonyState:
        """Planet, board side, planet deck, difficulty and first player; ships come next (LSF-SETUP-1..9)."""
        rng = Rng.from_seed(seed)
        planet_key = options["planet"] if options["planet"] != "random" else rng.choice(list(C.planets))
        planet = C.planets[planet_key]
        goal = options["goal"] or C.levels[options["difficulty"]]["goal"][planet.side][str(players)]
        first = options["first_player"]
        if first > players:
            raise OptionError(f"first_player {first} is not a seat in a {players}-player game")
        first = first - 1 if first else rng.below(players)
        deck = C.decks[planet_key] + C.decks["orbit"]
        rng.shuffle(deck)
        spaces = len(C.adjacency[planet.side]) - 1
        state = ColonyState(
            rng, players, planet_key, planet.side, options["difficulty"], goal, options["deck_out"],
            [0] * (spaces + 1), [Slot() for _ in range(C.slots)], [Ship() for _ in range(players)], first,
            deck=deck, draft=list(rules.order_from(first, players)), aura=[0] * 10,
        )
        if options["ships"] == "random":
            keys = list(C.ships)
            rng.shuffle(keys)
            for seat in state.draft:
                state.ships[seat].key = keys.pop()
            state.draft = []
            flow.start_play(state, [])
            flow.advance(state, [])
        return state

    def decisions(self, state: ColonyState) -> list[Decision]:
        if state.outcome:
            return []
        pend = state.pending
        if pend is not None:
            if pend.window:
                return _window_decisions(state, pend)
            return [Decision(pend.seat, text.step_prompt(state, pend), steps.options(state, pend), "LSF-TERM-6")]
        if state.phase == "draft":
            return _draft_decisions(state)
        seat = state.active
        ready = FREE_PLAYS if state.forbid else OPEN_PLAYS
        options: list[Any] = []
        for cid in state.ships[seat].hand:
            if cid in ready or (cid in PLAY and steps.usable(state, seat, CARDS[cid])):
                options.append(PLAY[cid])
        options.append(ADD_PERSON)
        prompt = TURN_PROMPTS.get((seat, state.ships[seat].people)) or text.turn_prompt(state, seat)
        return [Decision(seat, prompt, options, "LSF-CYCLE-8")]

    def perform(self, state: ColonyState, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        handler = _HANDLERS.get(type(action))
        if handler is not None:
            handler(state, seat, action, events)
        else:
            assert state.pending is not None
            steps.choose(state, state.pending, action, events)
        flow.advance(state, events)
        return events

    def view(self, state: ColonyState, seat: int | None) -> ColonyView:
        return build_view(state, seat)

    def result(self, state: ColonyState) -> Result | None:
        if not state.outcome:
            return None
        won = state.outcome == "won"
        winners = list(range(state.players)) if won else []
        summary = (f"The colony holds: {state.total} of {state.goal} people landed in cycle {state.cycle}."
                   if won else f"Humanity is lost in cycle {state.cycle} with {state.total} of {state.goal} landed.")
        return Result(winners, [float(state.total)] * state.players, summary)

    def setup_note(self, players: int, options: Mapping[str, Any]) -> str:
        """The people the team must land for this planet, difficulty and player count."""
        given = self.resolve_options(options)
        if given["first_player"] > players:
            raise OptionError(f"there is no seat {given['first_player']} in a {players}-player game")
        level = C.levels[given["difficulty"]]
        if given["planet"] == "random":
            goals = sorted({level["goal"][p.side][str(players)] for p in C.planets.values()})
            need = str(given["goal"]) if given["goal"] else " or ".join(str(n) for n in goals)
            return f"A random planet at {level['name']} with {players} players: the team must land {need} people."
        planet = C.planets[given["planet"]]
        goal = given["goal"] or level["goal"][planet.side][str(players)]
        return f"{planet.name} at {level['name']} with {players} players: the team must land {goal} people."

    def progress(self, state: ColonyState) -> str:
        return "choosing ships" if state.phase == "draft" else f"cycle {state.cycle}, {state.total} people landed"

    def describe(self, state: ColonyState, action: Any) -> str:
        return text.describe(state, action)

    def says_openly(self, state: ColonyState, action: Any) -> bool:
        return isinstance(action, a.ChooseSpace)  # where a played card lands its people: the card is face up

    def confirm(self, state: ColonyState, action: Any) -> str:
        return text.confirm(state, action)

    def narrate(self, event: Any) -> str:
        return text.narrate(event)

    def refusal(self, state: ColonyState, seat: int, action: Any) -> str:
        from engines.colony.refusals import refusal

        return refusal(state, seat, action)

    def secrets(self, state: ColonyState) -> dict[int | None, list[str]]:
        found: dict[int | None, list[str]] = {s: list(ship.hand) for s, ship in enumerate(state.ships)}
        hidden = [c for c in state.deck if c != state.peek]
        for ship in state.ships:
            hidden.extend(ship.deck)
        found[None] = hidden
        return found

    def hidden(self, state: ColonyState, seat: int) -> Groups:
        """Each other ship's hand with its own deck; this ship's deck; the planet deck under a peeked top."""
        groups: Groups = [[Zone(ship.hand), Zone(ship.deck)] if other != seat else [Zone(ship.deck)]
                          for other, ship in enumerate(state.ships)]
        peeked = bool(state.peek) and bool(state.deck) and state.deck[-1] == state.peek
        groups.append([Zone(state.deck, 0, len(state.deck) - 1 if peeked else None)])
        return groups

    def evaluate(self, state: ColonyState) -> list[float]:
        from engines.colony.bot_value import values

        return values(state, self.result(state))

    def turn_key(self, state: ColonyState) -> Any:
        return (state.cycle, state.phase, state.active)

    def standing(self, view: Any) -> Standing:
        return record.standing(view)

    def figures(self, event: Any) -> list[tuple[str, int]]:
        return record.figures(event)

    def tools(self, argv: list[str]) -> int:
        """`starboard colony balance --games N`: the bot team's win rates as Markdown."""
        from engines.colony.balance import main

        return main(self, argv)

    def bots(self) -> dict[str, Callable[[], Bot]]:
        from engines.colony.bot import HeuristicBot

        return {"heuristic": HeuristicBot}
