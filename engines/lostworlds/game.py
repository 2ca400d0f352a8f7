"""Lost Worlds: the Game object tying setup, decisions, actions, views and results together."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from engines.core.bots import Bot
from engines.core.contract import Decision, Event, Game, IllegalAction, Result, Standing
from engines.core.hidden import Groups, Zone
from engines.core.options import GameOption, OptionError
from engines.core.rng import Rng
from engines.lostworlds import campaign_rules, log, menu, record, steps_events, text
from engines.lostworlds.actions import ACTION_TYPES, NameSector
from engines.lostworlds.content import (
    EVENTS,
    FLEETS,
    IN_PLAY,
    RENOWN_MAX,
    RULES,
    START_SPACE,
    THRESHOLDS,
    WORLDS,
)
from engines.lostworlds.log import EVENT_TYPES
from engines.lostworlds.rules import check_acquisitions
from engines.lostworlds.state import OVER, ROLLING, Campaign, LWState, Player, Slot
from engines.lostworlds.steps import AUTO, STEPS, viable
from engines.lostworlds.turn import WRAPUP, begin_turn, score_parts, winners
from engines.lostworlds.view import LWView, build

assert steps_events  # registers the event cards' step kinds


class LostWorlds(Game[LWState]):
    id = "lostworlds"
    title = "The Lost Worlds"
    blurb = "Settle or conquer lost worlds with fleets, dice and renown; savior or tyrant, 2 to 5 players."
    min_players = 2
    max_players = 5
    rulebook = "lost-worlds-of-josh-kirby.md"
    options: ClassVar[tuple[GameOption, ...]] = (
        GameOption("threshold", "Worlds that end the game", 0, minimum=0, maximum=18, source="house",
                   words=(("0", "by player count: 6, 5, 4, 3"),),
                   help="Settled plus conquered worlds that trigger the end; 0 uses the house number "
                        "for the player count (2: 6, 3: 5, 4: 4, 5: 3)."),
        GameOption("catch_up", "Later seats start stronger", True, source="house", printed=False,
                   help="Players later in turn order start with extra Home Planet fleets and Renown "
                        "(off: everyone starts as the rulebook prints)."),
        GameOption("power_die", "Power Die", True, source="rulebook",
                   help="Spend 3 Renown in the rolling phase to roll the Power Die."),
        GameOption("events", "Event cards", False, source="rulebook",
                   help="Two event cards in play, refilled at the start of every turn."),
        GameOption("campaign", "Space Opera campaign", "", source="rulebook", in_dialog=False,
                   help="Set by the campaign: the campaign record this game belongs to (empty: a single game)."),
    )
    state_type = LWState
    search_horizon = 6
    action_type = ACTION_TYPES
    event_type = EVENT_TYPES
    view_type = LWView

    # ----- setup --------------------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> LWState:
        """LW-SETUP-1 to LW-SETUP-10, then the first player's rolling phase."""
        rng = Rng.from_seed(seed)
        deck = list(range(len(WORLDS)))
        rng.shuffle(deck)
        table = [Slot(deck.pop(), [0] * (2 * players)) for _ in range(IN_PLAY[players])]
        ps = [Player(FLEETS["home"], FLEETS["hyperspace"], RULES["renown"]["start"], START_SPACE)
              for _ in range(players)]
        camp = decode_campaign(options["campaign"], players) if options["campaign"] else None
        first = camp.first if camp is not None else 0  # LW-TURN-1: seat 1 is whoever read sci-fi last
        state = LWState(rng, players, options["threshold"] or THRESHOLDS[players], options["power_die"],
                        options["events"], first, first, ps, table, deck, [0, 0, 0], camp=camp)
        if state.events:
            state.ev_deck = list(range(len(EVENTS)))
            rng.shuffle(state.ev_deck)
        if options["catch_up"]:
            _catch_up(state)
        if camp is not None:
            campaign_rules.apply_setup_bonuses(state)
        begin_turn(state, [])
        return state

    # ----- decisions and actions ----------------------------------------------------------------
    def decisions(self, state: LWState) -> list[Decision]:
        if state.phase == OVER:
            return []
        if state.steps:
            step = state.steps[-1]
            k = STEPS[step.kind]
            prompt = k.prompt % (step.seat, step.a)[: k.prompt.count("%d")]
            return [Decision(step.seat, prompt, k.options(state, step), k.rule)]
        if state.phase == ROLLING:
            return [Decision(state.active, menu.ROLLING_PROMPT % state.active, menu.options(state), "LW-ROLL-1")]
        return [Decision(state.active, menu.ACTION_PROMPT % state.active, menu.options(state), "LW-ACTION-1")]

    def perform(self, state: LWState, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        if state.steps:
            step = state.steps.pop()
            STEPS[step.kind].perform(state, step, action, events)
        else:
            menu.perform(state, action, events)
        advance(state, events)
        return events

    def check(self, state: LWState, seat: int, action: Any) -> Decision:
        """As every game, and a sector name the player typed (LW-CLAIM-3) besides the names offered."""
        step = state.steps[-1] if state.steps else None
        if isinstance(action, NameSector) and step is not None and step.kind == "name" and step.seat == seat:
            decision = self.decisions(state)[0]
            if action in decision.options:
                return decision
            reason = campaign_rules.name_refusal(state, action.name)
            if reason:
                raise IllegalAction(reason, "LW-CLAIM-3")
            return decision
        return super().check(state, seat, action)

    def refusal(self, state: LWState, seat: int, action: Any) -> str:
        if not state.steps:
            return text.refusal(state, seat, action)
        decision = self.decisions(state)[0]
        return text.refusal(state, seat, action, decision.prompt, tuple({type(o) for o in decision.options}))

    def opening(self, state: LWState) -> list[Event]:
        """The first turn's start: its header, the events in play and the first roll (made in setup)."""
        found: list[Event] = [log.TurnBegan(seat=state.active, turn=state.turn)]
        found += [log.EventCardDealt(card=card) for card in state.ev_table]
        found.append(log.DiceRolled(seat=state.active, dice=list(state.dice), rolled=[0, 1, 2]))
        return found

    def describe(self, state: LWState, action: Any) -> str:
        return text.describe(state, action)

    def narrate(self, event: Any) -> str:
        return text.narrate(event)

    # ----- what players see ---------------------------------------------------------------------
    def view(self, state: LWState, seat: int | None) -> LWView:
        return build(state, seat)

    def secrets(self, state: LWState) -> dict[int | None, list[str]]:
        """The World deck and the Event deck are face down."""
        hidden = [WORLDS[w].name for w in state.deck] + [EVENTS[c].name for c in state.ev_deck]
        return {None: hidden}

    def hidden(self, state: LWState, seat: int) -> Groups:
        """The World deck and the Event deck, each face down and shuffled on its own."""
        return [[Zone(state.deck)], [Zone(state.ev_deck)]]

    def evaluate(self, state: LWState) -> list[float]:
        from engines.lostworlds.bot_value import values

        return values(state, self.result(state))

    def progress(self, state: LWState) -> str:
        return f"turn {state.turn + 1}"

    def turn_key(self, state: LWState) -> Any:
        return state.turn

    def standing(self, view: Any) -> Standing:
        return record.standing(view)

    def figures(self, event: Any) -> list[tuple[str, int]]:
        return record.figures(event)

    def result(self, state: LWState) -> Result | None:
        if state.phase != OVER:
            return None
        camp = state.camp
        if camp is not None and camp.over:
            points = campaign_rules.campaign_points(camp)
            best = max(points)
            won = [s for s, p in enumerate(points) if p == best]
            return Result(won, [float(p) for p in points], "The last sector is colonised: the campaign ends "
                          "and this game is not scored. Campaign points decide.")
        parts = [[(what, float(n)) for what, n in score_parts(state, seat) if n or what.endswith("worlds")]
                 for seat in range(state.players)]
        return Result(winners(state), [float(v) for v in state.scores],
                      "Victory points decide; ties go to more worlds, then more Renown.", parts)

    def bots(self) -> dict[str, Callable[[], Bot]]:
        from engines.lostworlds.bot import HeuristicBot

        return {"heuristic": HeuristicBot}


def _catch_up(state: LWState) -> None:
    """House seat compensation: later places in turn order start with more fleets and Renown."""
    for place, (fleets, renown) in enumerate(RULES["catch_up"][str(state.players)]):
        player = state.ps[(state.first + place) % state.players]
        moved = min(fleets, player.hyper)
        player.hyper -= moved
        player.home += moved
        player.renown = min(RENOWN_MAX, player.renown + renown)


def advance(state: LWState, events: list[Event]) -> None:
    """Run automatic steps, drop steps that offer nothing, and check acquisitions when a step ends."""
    while True:
        while state.steps:
            step = state.steps[-1]
            auto = AUTO.get(step.kind)
            if auto is not None:
                state.steps.pop()
                auto(state, step, events)
            elif not viable(state, step):
                state.steps.pop()
            else:
                return
        if state.phase == WRAPUP:
            campaign_rules.finish_wrapup(state, events)
            return
        if state.phase == OVER or not state.dirty:
            return
        state.dirty = False
        if not check_acquisitions(state, events):  # LW-ACQ-6, LW-GAP-22
            return
        state.dirty = True


def decode_campaign(data: str, players: int) -> Campaign:
    """The campaign carried in the game option; refuses a damaged one or one for another player count."""
    from engines.lostworlds.campaign import CampaignError, campaign_from_bytes

    try:
        camp = campaign_from_bytes(data.encode(), "the campaign option")
    except CampaignError as error:
        raise OptionError(str(error)) from None
    if camp.players != players:
        raise OptionError(f"this campaign is for {camp.players} players, not {players}")
    if camp.over:
        raise OptionError("this campaign is already over")
    return camp
