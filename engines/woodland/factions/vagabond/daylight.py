"""The Vagabond's Daylight (Law 9.5): every action exhausts items."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.battle import start_battle
from engines.woodland.crafting import craft, craftable_cards
from engines.woodland.deck import SUIT_OF, cards_matching, count_cards, design, draw
from engines.woodland.factions.base import faction
from engines.woodland.factions.vagabond.data import (
    AIDS_TO_ADVANCE,
    ALLIED,
    ALLIED_AID_VP,
    HOSTILE,
    QUEST_ITEMS,
    QUEST_SUIT,
    SPECIAL,
    VP_ON_ADVANCE,
)
from engines.woodland.factions.vagabond.faction import board
from engines.woodland.factions.vagabond.items import exhaust, kinds, ready_counts, repair
from engines.woodland.factions.vagabond.moves import travel, travel_options
from engines.woodland.flow import next_step, pop, push, step, task
from engines.woodland.maps import geo
from engines.woodland.pieces import allied, enemies_present
from engines.woodland.scoring import score
from engines.woodland.state import Item, Task, WoodlandState
from engines.woodland.windows import daylight_extras, perform_extra


def quest_ready(state: WoodlandState, seat: int, quest: str, counts: dict[str, int] | None = None) -> bool:
    """In a clearing of the quest's suit with its two items ready (Law 9.5.5)."""
    mine = board(state, seat)
    if not mine.clearing or geo(state).suit[mine.clearing] != QUEST_SUIT[quest]:
        return False
    if counts is None:
        counts = ready_counts(mine.items)
    for kind, count in QUEST_NEEDS[quest]:  # noqa: SIM110  (a plain loop: every Daylight choice runs it)
        if counts.get(kind, 0) < count:
            return False
    return True


QUEST_NEEDS = {quest: tuple((kind, items.count(kind)) for kind in dict.fromkeys(items))
               for quest, items in QUEST_ITEMS.items()}


def special_ready(state: WoodlandState, seat: int, others: list[int] | None = None) -> bool:
    mine = board(state, seat)
    kind = SPECIAL.get(mine.character, "")
    if kind == "steal":
        if others is None:
            others = enemies_present(state, seat, mine.clearing)
        return any(state.hands[s] for s in others)
    if kind == "day_labor":
        return bool(cards_matching(state.discard, geo(state).suit[mine.clearing]))
    return kind == "hideout" and any(i.damaged for i in mine.items)


def daylight_options(state: WoodlandState, seat: int) -> list[Any]:
    mine = board(state, seat)
    items, here = mine.items, mine.clearing
    counts = ready_counts(items)
    options: list[Any] = list(travel_options(state, seat, counts.get("boot", 0)))
    if here:
        options += _here_options(state, seat, here, counts)
    if counts.get("hammer"):
        options += [A.Repair(k) for k in kinds(items, damaged=True)]
    return options + daylight_extras(state, seat) + [A.Done()]


def _here_options(state: WoodlandState, seat: int, here: int, counts: dict[str, int]) -> list[Any]:
    """Battle, Explore, Aid, Quest, Strike, the special action and Craft in the pawn's clearing (Law 9.5)."""
    options: list[Any] = []
    suit = geo(state).suit[here]
    others = enemies_present(state, seat, here)
    enemies = [e for e in others if not allied(state, seat, e)] if state.coalition else others
    if counts.get("sword"):
        options += [A.Battle(here, e) for e in enemies]
    if counts.get("torch") and state.clearings[here - 1].ruin:
        options.append(A.Explore())
    if counts and others:
        matching = cards_matching(state.hands[seat], suit)
        for other in others:
            for card in matching:
                options.append(A.Aid(other, card))
    options += [A.Quest(q) for q in board(state, seat).quests_up if quest_ready(state, seat, q, counts)]
    if counts.get("crossbow"):
        options += [A.Strike(e) for e in enemies if faction(state, e).has_warriors]
    if counts.get("torch") and special_ready(state, seat, others):
        options.append(A.Special())
    hammers = counts.get("hammer", 0)  # his crafting pieces: ready hammers of his clearing's suit (Law 9.5.7)
    if hammers:
        options += [A.Craft(c) for c in craftable_cards(state, seat, {suit: hammers})]
    return options


def _daylight_ask(state: WoodlandState, top: Any) -> Decision:
    prompt = "{p%d}: Daylight. Exhaust items to act, or end Daylight" % state.active
    return Decision(state.active, prompt, daylight_options(state, state.active), "Law 9.5")


def _daylight_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    events: list[Event] = []
    if isinstance(action, A.Done):
        return next_step(state)
    if perform_extra(state, seat, action, events):
        return events
    handler = ACTIONS.get(type(action))
    if handler is None:
        craft(state, seat, action.card, events)
    elif handler(state, seat, action, events):
        return events + next_step(state)
    return events


def _battle(state: WoodlandState, seat: int, action: A.Battle, events: list[Event]) -> bool:
    exhaust(board(state, seat).items, "sword")
    start_battle(state, seat, action.clearing, action.defender, events)
    return False


def _travel(state: WoodlandState, seat: int, action: A.Travel, events: list[Event]) -> bool:
    travel(state, seat, action.clearing, events)
    return False


def _explore(state: WoodlandState, seat: int, action: A.Explore, events: list[Event]) -> bool:
    """Take the ruin's item and score 1 VP; the emptied ruin leaves the map (Law 9.5.3)."""
    mine = board(state, seat)
    exhaust(mine.items, "torch")
    cid = mine.clearing
    kind = state.ruin_items[cid - 1]
    state.ruin_items[cid - 1] = ""
    state.clearings[cid - 1].ruin = False
    mine.items.append(Item(kind))
    events.append(A.Revealed(text="{p%d} explores the ruin in clearing %d and finds a %s" % (seat, cid, kind)))
    score(state, seat, 1, "explored a ruin", events)
    return False


def _aid(state: WoodlandState, seat: int, action: A.Aid, events: list[Event]) -> bool:
    """Exhaust an item and give a matching card; the relationship improves (Law 9.5.4)."""
    push(state, "vb_aid", seat, other=action.seat, card=action.card)
    return False


def _quest(state: WoodlandState, seat: int, action: A.Quest, events: list[Event]) -> bool:
    mine = board(state, seat)
    for kind in QUEST_ITEMS[action.quest]:
        exhaust(mine.items, kind)
    mine.quests_up.remove(action.quest)
    mine.quests_done.append(action.quest)
    if mine.quest_deck:
        mine.quests_up.append(mine.quest_deck.pop())
    events.append(A.Revealed(text="{p%d} completes a %s quest" % (seat, QUEST_SUIT[action.quest])))
    push(state, "vb_reward", seat, card=action.quest)
    return False


def _strike(state: WoodlandState, seat: int, action: A.Strike, events: list[Event]) -> bool:
    exhaust(board(state, seat).items, "crossbow")
    push(state, "vb_strike", seat, other=action.seat, clearing=board(state, seat).clearing)
    return False


def _repair(state: WoodlandState, seat: int, action: A.Repair, events: list[Event]) -> bool:
    mine = board(state, seat)
    exhaust(mine.items, "hammer")
    repair(mine.items, action.item)
    events.append(A.Happened(text="{p%d} repairs a %s" % (seat, action.item)))
    return False


def _special(state: WoodlandState, seat: int, action: A.Special, events: list[Event]) -> bool:
    mine = board(state, seat)
    exhaust(mine.items, "torch")
    kind = SPECIAL[mine.character]
    if kind == "hideout":  # Ranger: repair three items, then Daylight ends
        for item in [i for i in mine.items if i.damaged][:3]:
            item.damaged = False
        events.append(A.Happened(text="{p%d} hides out and repairs" % seat))
        return True
    push(state, "vb_special", seat, tag=kind)
    return False


ACTIONS: dict[type, Any] = {A.Battle: _battle, A.Travel: _travel, A.Explore: _explore, A.Aid: _aid,
                            A.Quest: _quest, A.Strike: _strike, A.Repair: _repair, A.Special: _special}


# ----- follow-up choices -----------------------------------------------------------------------------------
def _aid_ask(state: WoodlandState, top: Task) -> Decision | None:
    mine = board(state, top.seat)
    if top.a == 0:
        options: list[Any] = [A.Exhaust(k) for k in kinds(mine.items, damaged=False, exhausted=False)]
        return Decision(top.seat, "{p%d}: exhaust an item to aid" % top.seat, options, "Law 9.5.4")
    crafted = state.crafted_items[top.other]
    if not crafted:
        return None
    options = [*(A.TakeItem(k) for k in sorted(set(crafted))), A.Done()]
    return Decision(top.seat, "{p%d}: take an item {p%d} crafted?" % (top.seat, top.other), options, "Law 9.5.4")


def _aid_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    events: list[Event] = []
    mine = board(state, top.seat)
    if top.a == 0:
        exhaust(mine.items, action.item)
        state.hands[top.seat].remove(top.card)
        state.hands[top.other].append(top.card)
        events.append(A.Happened(text="{p%d} aids {p%d} with a card" % (top.seat, top.other)))
        improve(state, top.seat, top.other, events)
        top.a = 1
        return events
    pop(state, top)
    if isinstance(action, A.TakeItem):
        state.crafted_items[top.other].remove(action.item)
        mine.items.append(Item(action.item))
        events.append(A.Happened(text="{p%d} takes a %s from {p%d}" % (top.seat, action.item, top.other)))
    return events


def improve(state: WoodlandState, seat: int, other: int, events: list[Event]) -> None:
    """Aiding moves a faction up the relationship track; each Aid to an ally scores 2 VP (Law 9.2.9)."""
    mine = board(state, seat)
    level = mine.relations[other]
    if level == HOSTILE:
        return
    if level == ALLIED:
        score(state, seat, ALLIED_AID_VP, "aided an ally", events)
        return
    mine.aids[other] += 1
    if mine.aids[other] >= AIDS_TO_ADVANCE[level]:
        mine.aids[other] = 0
        mine.relations[other] = level + 1
        events.append(A.Happened(text="{p%d}'s relationship with {p%d} improves" % (seat, other)))
        score(state, seat, VP_ON_ADVANCE[level], "relationship", events)


def _reward_ask(state: WoodlandState, top: Task) -> Decision:
    prompt = "{p%d}: quest reward: victory points or two cards?" % top.seat
    return Decision(top.seat, prompt, [A.QuestReward("vp"), A.QuestReward("draw")], "Law 9.5.5")


def _reward_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    """1 VP per completed quest of the suit, this one included, or draw two cards (Law 9.5.5)."""
    pop(state, top)
    events: list[Event] = []
    if action.reward == "vp":
        suit = QUEST_SUIT[top.card]
        done = sum(1 for q in board(state, top.seat).quests_done if QUEST_SUIT[q] == suit)
        score(state, top.seat, done, "quest", events)
    else:
        drawn = draw(state, top.seat, 2)
        events.append(A.Revealed(text="{p%d} draws %s" % (top.seat, count_cards(len(drawn)))))
    return events


def _strike_ask(state: WoodlandState, top: Task) -> Decision:
    """Strike: one warrior, or another piece if that faction has no warriors there (Law 9.5.6)."""
    options = faction(state, top.other).lose_options(state, top.other, top.clearing)
    prompt = "{p%d}: Strike. Choose the piece of {p%d} you remove" % (top.seat, top.other)
    return Decision(top.seat, prompt, options, "Law 9.5.6")


def _strike_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    return faction(state, top.other).lose(state, top.other, top.clearing, action, top.seat)


def _special_ask(state: WoodlandState, top: Task) -> Decision:
    mine = board(state, top.seat)
    if top.tag == "steal":
        options: list[Any] = [A.ChooseSeat(s) for s in enemies_present(state, top.seat, mine.clearing)
                              if state.hands[s]]
        return Decision(top.seat, "{p%d}: steal a random card from whom?" % top.seat, options, "Law 9.5.8")
    options = [A.PlayCard(c) for c in cards_matching(state.discard, geo(state).suit[mine.clearing])]
    return Decision(top.seat, "{p%d}: take a card from the discard pile" % top.seat, options, "Law 9.5.8")


def _special_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    if isinstance(action, A.ChooseSeat):
        hand = state.hands[action.seat]
        card = hand.pop(state.rng.below(len(hand)))
        state.hands[top.seat].append(card)
        return [A.Revealed(text="{p%d} steals a card from {p%d}" % (top.seat, action.seat)),
                A.Revealed(text="You steal %s" % design(card).name, only=top.seat)]
    state.discard.remove(action.card)
    state.hands[top.seat].append(action.card)
    return [A.Happened(text="{p%d} takes %s from the discard pile" % (top.seat, design(action.card).name))]


step("vb_daylight", "daylight", _daylight_ask, _daylight_act)
task("vb_aid", _aid_ask, _aid_act)
task("vb_reward", _reward_ask, _reward_act)
task("vb_strike", _strike_ask, _strike_act)
task("vb_special", _special_ask, _special_act)
__all__ = ["SUIT_OF", "improve"]
