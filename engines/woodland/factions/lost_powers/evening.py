"""The Lost Powers' Evening (LP-6): Retire, Indoctrinate, Cycle; then Discard with everyone (LP-6.4)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.cards import crafted_trigger, resolve_immediate
from engines.woodland.crafting import affordable, payment
from engines.woodland.deck import DESIGN_OF, count_cards, design, draw
from engines.woodland.factions.lost_powers.faction import LOST_POWERS, upright
from engines.woodland.factions.lost_powers.followers import board, cycle, followers, leave_play
from engines.woodland.flow import next_step, pop, push, step, task
from engines.woodland.scoring import score
from engines.woodland.state import Task, WoodlandState


def upright_on_map(state: WoodlandState, seat: int) -> bool:
    return any(upright(c, seat) for c in state.clearings)


def _retire_ask(state: WoodlandState, top: Any) -> Decision | None:
    """With an upright Elder on the map, spend a follower for 1 VP plus its cost (LP-6.1-a, LP-GAP-14)."""
    seat = state.active
    mine = board(state, seat)
    present = followers(mine)
    if not present or mine.retired >= state.settings.retire_limit or not upright_on_map(state, seat):
        return None
    if state.dominance[seat]:  # the score is frozen once dominance is activated (Law 3.3.1)
        prompt = "{p%d}: Retire. Spend a follower (dominance froze your score: no points, only its effect)" % seat
    else:
        prompt = "{p%d}: Retire. Spend a follower to score 1 VP plus its crafting cost" % seat
    return Decision(seat, prompt, [*(A.Retire(slot) for slot, _ in present), A.Done()], "LP.6.1")


def _retire_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    if not isinstance(action, A.Retire):
        return next_step(state)
    seat = state.active
    events: list[Event] = []
    mine = board(state, seat)
    card = mine.tableau[action.slot]
    mine.tableau[action.slot] = ""
    mine.retired += 1
    events.append(A.Happened(text="{p%d} retires %s" % (seat, design(card).name)))
    score(state, seat, 1 + design(card).cost_total, "Retire", events)
    kind = design(card).kind
    if kind == "immediate" or (kind == "item" and state.settings.retire_items):
        push(state, "lp_trigger", seat, card=card)
    else:
        leave_play(state, mine, card)
    return events


def _can_trigger(state: WoodlandState, card: str) -> bool:
    d = design(card)
    return d.kind != "item" or state.item_supply.get(d.item, 0) > 0


def _trigger_ask(state: WoodlandState, top: Task) -> Decision | None:
    if not _can_trigger(state, top.card):
        return None
    prompt = "{p%d}: resolve %s as if you crafted it?" % (top.seat, design(top.card).name)
    return Decision(top.seat, prompt, [A.UseCard(top.card), A.Done()], "LP.6.1")


def _trigger_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    """The retired card's immediate effect, counting as crafting it (LP-6.1-b, LP-6.1-c)."""
    pop(state, top)
    events: list[Event] = []
    if isinstance(action, A.UseCard):
        resolve_immediate(state, top.seat, top.card, events)
        crafted_trigger(state, top.seat, top.card, events)
    leave_play(state, board(state, top.seat), top.card)
    return events


def indoctrinate_options(state: WoodlandState, seat: int, pieces: dict[str, int] | None = None
                         ) -> list[A.Indoctrinate]:
    """Cards with a crafting cost that upright Elders can pay; duplicates allowed (LP-6.2-a, LP-6.2-b)."""
    if pieces is None:
        pieces = LOST_POWERS.crafting_pieces(state, seat)
    if not pieces:
        return []
    found = []
    key = tuple(pieces.items())
    for card in state.hands[seat]:
        d = DESIGN_OF[card]
        if d.craftable and d.cost_total and affordable(d.cost, pieces, key):
            found.append(A.Indoctrinate(card))
    return found


def _indoctrinate_ask(state: WoodlandState, top: Any) -> Decision | None:
    """Asked whenever they hold cards and have an unused upright Elder, so it reveals no craftable card."""
    seat = state.active
    if not state.hands[seat]:
        return None
    pieces = LOST_POWERS.crafting_pieces(state, seat)
    if not pieces:
        return None
    options: list[Any] = indoctrinate_options(state, seat, pieces)
    prompt = "{p%d}: Indoctrinate. Craft cards into the Worn Out pile with upright Elders" % state.active
    return Decision(state.active, prompt, [*options, A.Done()], "LP.6.2")


def _indoctrinate_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """The card's effect is ignored; it joins the Worn Out pile (LP-2.1, LP-6.2-a)."""
    if not isinstance(action, A.Indoctrinate):
        return next_step(state)
    seat = state.active
    used = payment(design(action.card).cost, LOST_POWERS.crafting_pieces(state, seat))
    assert used is not None
    LOST_POWERS.use_crafting_pieces(state, seat, used)
    state.hands[seat].remove(action.card)
    board(state, seat).worn_out.append(action.card)
    return [A.Happened(text="{p%d} indoctrinates %s" % (seat, design(action.card).name))]


def _cycle_ask(state: WoodlandState, top: Any) -> Decision | None:
    return None


def _cycle_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """Wear out the tableau and draw four new followers (LP-6.3); the house Evening draw if set (LP-GAP-5)."""
    seat = state.active
    events = cycle(state, seat)
    extra = state.settings.lp_evening_draw
    if extra:
        drawn = draw(state, seat, extra)
        events.append(A.Revealed(text="{p%d} draws %s" % (seat, count_cards(len(drawn)))))
    return events + next_step(state)


step("lp_retire", "evening", _retire_ask, _retire_act)
step("lp_indoctrinate", "evening", _indoctrinate_ask, _indoctrinate_act)
step("lp_cycle", "evening", _cycle_ask, _cycle_act)
task("lp_trigger", _trigger_ask, _trigger_act)
