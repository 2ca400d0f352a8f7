"""Shared parts of every turn: start-of-phase card windows, Daylight extras, discarding, turn end."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.battle import start_battle
from engines.woodland.cards import usable, use
from engines.woodland.deck import DESIGN_OF, SUIT_OF, count_cards, design, discard, draw, spend
from engines.woodland.factions.base import faction
from engines.woodland.flow import next_step, pop, push, set_step, step, task
from engines.woodland.movement import move_warriors
from engines.woodland.pieces import remove
from engines.woodland.scoring import DOMINANCE_VP, check_round_limit, dominance_holds, end, score
from engines.woodland.state import Task, WoodlandState

HAND_LIMIT = 5
DAYLIGHT_HOOK = ("daylight",)
WINDOW_HOOKS = {"bs_start": ("birdsong_start", "birdsong"), "dl_start": ("daylight_start",),
                "ev_start": ("evening_start",)}
WINDOW_WORDS = {"bs_start": "Birdsong", "dl_start": "Daylight", "ev_start": "Evening"}


# ----- card windows at the start of each phase ----------------------------------------------------
def _window_ask(state: WoodlandState, top: Any) -> Decision | None:
    cards = usable(state, state.active, WINDOW_HOOKS[state.step])
    if not cards:
        return None
    prompt = "{p%d}: start of %s. Use a card?" % (state.active, WINDOW_WORDS[state.step])
    return Decision(state.active, prompt, [*(A.UseCard(c) for c in cards), A.Done()], "Law 1.4.1")


def _window_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    events: list[Event] = []
    if isinstance(action, A.UseCard):
        use(state, state.active, action.card, events)
        return events
    return next_step(state)


def _birdsong_begins(state: WoodlandState) -> list[Event]:
    """A seat with an activated dominance card wins if it holds at the start of its Birdsong (Law 3.3.2)."""
    events: list[Event] = [A.Happened(text="{p%d}'s turn begins" % state.active)]
    if dominance_holds(state, state.active):
        end(state, [state.active], "dominance", events)
    return events


step("bs_start", "birdsong", _window_ask, _window_act, _birdsong_begins)
step("dl_start", "daylight", _window_ask, _window_act)
step("ev_start", "evening", _window_ask, _window_act)


# ----- Daylight extras every faction has: dominance and Daylight cards -----------------------------
def daylight_extras(state: WoodlandState, seat: int) -> list[Any]:
    """Daylight cards (Tithe Gatherer, Cipher Readers) and dominance: activate or take (Law 3.3); the
    Vagabond's dominance forms a coalition instead, with four or more players (Law 9.2.8)."""
    options: list[Any] = []
    for card in usable(state, seat, DAYLIGHT_HOOK):  # plain loops: this runs for every Daylight choice
        options.append(A.UseCard(card))
    if not faction(state, seat).dominance_mode(state, seat):
        return options
    hand = state.hands[seat]
    if not state.dominance[seat] and state.vp[seat] >= DOMINANCE_VP:
        for card in hand:
            if DESIGN_OF[card].kind == "dominance":
                options.append(A.Activate(card))
    for dom in state.available_dominance:
        suit = SUIT_OF[dom]
        for card in hand:
            if SUIT_OF[card] == suit or (suit != "bird" and SUIT_OF[card] == "bird"):
                options.append(A.TakeDominance(dom, card))
    return options


def perform_extra(state: WoodlandState, seat: int, action: Any, events: list[Event]) -> bool:
    """Carry out a Daylight extra; False if the action is not one."""
    if isinstance(action, A.UseCard):
        use(state, seat, action.card, events)
    elif isinstance(action, A.Activate):
        state.hands[seat].remove(action.card)
        state.dominance[seat] = action.card
        events.append(A.Happened(text="{p%d} activates %s and leaves the score track" % (seat,
                                                                                       design(action.card).name)))
        if faction(state, seat).dominance_mode(state, seat) == "coalition":
            push(state, "coalition", seat)
    elif isinstance(action, A.TakeDominance):
        spend(state, seat, action.card)
        state.available_dominance.remove(action.dominance)
        state.hands[seat].append(action.dominance)
        events.append(A.Happened(text="{p%d} takes the available %s" % (seat, design(action.dominance).name)))
    else:
        return False
    return True


# ----- discarding down to five and the end of the turn ---------------------------------------------
def _discard_ask(state: WoodlandState, top: Any) -> Decision | None:
    hand = state.hands[state.active]
    if len(hand) <= HAND_LIMIT:
        return None
    prompt = "{p%d}: discard down to five cards (%d to go)" % (state.active, len(hand) - HAND_LIMIT)
    return Decision(state.active, prompt, [A.Discard(c) for c in hand], "Law 1.4.1")


def _discard_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    if isinstance(action, A.Discard):
        spend(state, state.active, action.card)
        return [A.Happened(text="{p%d} discards %s" % (state.active, design(action.card).name))]
    return next_step(state)


def _end_turn_ask(state: WoodlandState, top: Any) -> Decision | None:
    return None


def _end_turn_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """Clear once-per-turn marks and pass the turn clockwise (Law 1.4.1)."""
    events: list[Event] = []
    faction(state, state.active).end_turn(state, state.active)
    state.used = []
    state.turn += 1
    state.active = (state.active + 1) % state.players
    check_round_limit(state, events)
    if not state.over:
        events += set_step(state, "bs_start")
    return events


step("discard", "evening", _discard_ask, _discard_act)
step("end_turn", "evening", _end_turn_ask, _end_turn_act)


# ----- tasks pushed by persistent cards ----------------------------------------------------------
def _choose_player_ask(state: WoodlandState, top: Task) -> Decision | None:
    others = [s for s in range(state.players) if s != top.seat]
    if top.tag != "warren_savings":
        others = [s for s in others if state.hands[s]]
    if not others:
        return Decision(top.seat, "{p%d}: nobody to choose" % top.seat, [A.Done()])
    words = {"warren_savings": "who draws a card", "highway_robbery": "whom to rob of a random card",
             "cipher_readers": "whose hand to read"}[top.tag]
    return Decision(top.seat, "{p%d}: choose %s" % (top.seat, words), [A.ChooseSeat(s) for s in others])


def _choose_player_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    events: list[Event] = []
    if not isinstance(action, A.ChooseSeat):
        return events
    other, seat = action.seat, top.seat
    if top.tag == "warren_savings":
        drawn = draw(state, other, 1)
        events.append(A.Revealed(text="{p%d} draws %s" % (other, count_cards(len(drawn)))))
    elif top.tag == "highway_robbery":
        card = state.hands[other].pop(state.rng.below(len(state.hands[other])))
        state.hands[seat].append(card)
        events.append(A.Revealed(text="{p%d} robs {p%d} of a random card" % (seat, other)))
        events.append(A.Revealed(text="You take %s" % design(card).name, only=seat))
        score(state, other, 1, "robbed", events)
    else:
        names = ", ".join(design(c).name for c in state.hands[other]) or "nothing"
        events.append(A.Revealed(text="{p%d} reads {p%d}'s hand" % (seat, other)))
        events.append(A.Revealed(text="{p%d} holds: %s" % (other, names), only=seat))
    return events


def _tithe_ask(state: WoodlandState, top: Task) -> Decision | None:
    spots = [cid for cid, c in enumerate(state.clearings, 1) if c.warriors[top.seat]]
    prompt = "{p%d}: remove one of your warriors to draw a card" % top.seat
    return Decision(top.seat, prompt, [A.ChooseClearing(c) for c in spots])


def _tithe_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    events: list[Event] = []
    if remove(state, top.seat, action.clearing, "warrior", top.seat, events):
        draw(state, top.seat, 1)  # a lone Elder that only falls pays nothing, so draws nothing (LP-2.3-a)
        events.append(A.Revealed(text="{p%d} draws a card" % top.seat))
    return events


def _card_battle_ask(state: WoodlandState, top: Task) -> Decision | None:
    options: list[Any] = [*faction(state, top.seat).battle_options(state, top.seat), A.Done()]
    return Decision(top.seat, "{p%d}: start a battle?" % top.seat, options, "Law 4.3")


def _card_battle_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    events: list[Event] = []
    if isinstance(action, A.Battle):
        start_battle(state, top.seat, action.clearing, action.defender, events)
    return events


def coalition_partners(state: WoodlandState, seat: int) -> list[int]:
    """The players with the fewest points, none of them in a coalition already (Law 9.2.8)."""
    taken = {s for s, partner in enumerate(state.coalition) if partner >= 0} | {p for p in state.coalition if p >= 0}
    others = [s for s in range(state.players) if s != seat and s not in taken]
    if not others:
        return []
    least = min(state.vp[s] for s in others)
    return [s for s in others if state.vp[s] == least]


def _coalition_ask(state: WoodlandState, top: Task) -> Decision | None:
    partners = coalition_partners(state, top.seat)
    if len(partners) < 2:
        return None
    prompt = "{p%d}: form a coalition with a player in last place" % top.seat
    return Decision(top.seat, prompt, [A.ChooseSeat(s) for s in partners], "Law 9.2.8")


def _coalition_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    """The Vagabond now wins when his partner wins, and neither may battle the other."""
    pop(state, top)
    partners = coalition_partners(state, top.seat)
    if not partners:
        return []
    partner = action.seat if isinstance(action, A.ChooseSeat) else partners[0]
    if not state.coalition:
        state.coalition = [-1] * state.players
    state.coalition[top.seat] = partner
    return [A.Happened(text="{p%d} forms a coalition with {p%d}" % (top.seat, partner))]


task("choose_player", _choose_player_ask, _choose_player_act)
task("coalition", _coalition_ask, _coalition_act)
task("tithe", _tithe_ask, _tithe_act)
task("card_battle", _card_battle_ask, _card_battle_act)


# ----- moves: a March, a card's move ---------------------------------------------------------------
def _move_ask(state: WoodlandState, top: Task) -> Decision | None:
    seat = top.seat
    if top.clearing:
        most = faction(state, seat).movable(state, seat, top.clearing)
        prompt = "{p%d}: how many warriors move from %d to %d?" % (seat, top.clearing, top.other)
        return Decision(seat, prompt, [A.MoveCount(n) for n in range(1, most + 1)], "Law 4.2")
    if top.a <= 0:
        return None
    options: list[Any] = faction(state, seat).move_options(state, seat)
    if not options:
        return None
    prompt = "{p%d}: move (%d left)" % (seat, top.a) if top.tag == "march" else "{p%d}: make a move?" % seat
    return Decision(seat, prompt, [*options, A.Done()], "Law 4.2")


def _move_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    events: list[Event] = []
    if isinstance(action, A.Move):
        top.clearing, top.other = action.origin, action.dest
    elif isinstance(action, A.MoveCount):
        events.append(move_warriors(state, top.seat, top.clearing, top.other, action.count))
        top.clearing, top.a = 0, top.a - 1
    elif isinstance(action, A.Travel):
        faction(state, top.seat).travel(state, top.seat, action.clearing, events)
        top.a -= 1
    else:
        pop(state, top)
    return events


task("move", _move_ask, _move_act)


def discard_card(state: WoodlandState, seat: int, card: str) -> None:
    state.hands[seat].remove(card)
    discard(state, card)
