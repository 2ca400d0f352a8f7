"""Button labels for options and log lines for events."""

from __future__ import annotations

from typing import Any

from engines.core.words import plural
from engines.woodland import actions as A
from engines.woodland.deck import design
from engines.woodland.factions.eyrie.data import LEADERS
from engines.woodland.factions.vagabond.data import CHARACTERS, QUESTS
from engines.woodland.state import WoodlandState

ACT_WORDS = {"recruit": "recruit an Elder", "draw": "draw a card", "seek": "seek a card", "move": "move an Elder",
             "battle": "battle"}


def card_name(card: str) -> str:
    return design(card).name


def deciding_seat(state: WoodlandState) -> int:
    """Who answers now: the seat of the task on top (an Elder lost on another's turn), else the active seat."""
    return state.stack[-1].seat if state.stack else state.active


def _follower(state: WoodlandState, slot: int) -> str:
    """A follower by name, from the tableau of the seat deciding (not the active seat's)."""
    board = state.boards[deciding_seat(state)]
    tableau = getattr(board, "tableau", [])
    return card_name(tableau[slot]) if slot < len(tableau) and tableau[slot] else f"slot {slot + 1}"


SPECIAL_WORDS = {"thief": "steal a random card (torch)", "tinker": "take a card from the discard pile (torch)",
                 "ranger": "hide out: repair three items and end Daylight (torch)"}
DONE_WORDS = {
    "battle": "no", "move": "stop moving", "hospital": "let them go", "card_battle": "no battle",
    "lp_trigger": "do not resolve it", "vb_aid": "take nothing", "bs_start": "start Birdsong",
    "dl_start": "start Daylight", "ev_start": "start Evening", "lp_rise": "end Rise", "lp_daylight": "end Daylight",
    "lp_retire": "retire nobody", "lp_indoctrinate": "end Indoctrinate", "mq_craft": "stop crafting",
    "mq_actions": "end Daylight", "vb_slip": "stay", "vb_daylight": "end Daylight", "lp_place": "done",
    "ey_add": "stop adding", "ey_craft": "stop crafting", "ey_decree": "fall into turmoil",
    "al_revolt": "no revolt", "al_spread": "stop spreading", "al_daylight": "end Daylight",
    "al_operations": "end the operations",
}


def done_label(state: WoodlandState) -> str:
    """What "done" means at this point: decline the card, stop moving, end the phase..."""
    key = state.stack[-1].kind if state.stack else state.step
    return DONE_WORDS.get(key, "done")


def describe(state: WoodlandState, action: Any) -> str:
    """A short label for an option."""
    label = LABELS.get(type(action))
    if label is not None:
        return str(label(state, action))
    return type(action).__name__


LABELS: dict[type, Any] = {
    A.Done: lambda s, a: done_label(s),
    A.PlaceKeep: lambda s, a: f"keep in clearing {a.clearing}",
    A.PlaceBuilding: lambda s, a: f"{a.kind} in clearing {a.clearing}",
    A.ChooseCharacter: lambda s, a: str(CHARACTERS[a.character]["name"]),
    A.ChooseForest: lambda s, a: f"forest {a.forest}",
    A.ChooseSeat: lambda s, a: "{p%d}" % a.seat,
    A.ChooseClearing: lambda s, a: f"clearing {a.clearing}",
    A.Lose: lambda s, a: {"upright": "an upright Elder", "fallen": "a fallen Elder", "ally": "an allied warrior",
                          }.get(a.piece, f"a {a.piece}"),
    A.Damage: lambda s, a: f"damage a {a.item}",
    A.PlayCard: lambda s, a: card_name(a.card),
    A.UseCard: lambda s, a: f"use {card_name(a.card)}",
    A.Craft: lambda s, a: f"craft {card_name(a.card)}",
    A.Discard: lambda s, a: f"discard {card_name(a.card)}",
    A.Move: lambda s, a: f"move from {a.origin} to {a.dest}",
    A.MoveCount: lambda s, a: plural(a.count, "warrior"),
    A.Battle: lambda s, a: "battle {p%d} in clearing %d" % (a.defender, a.clearing),
    A.Activate: lambda s, a: f"activate {card_name(a.card)}",
    A.TakeDominance: lambda s, a: f"take {card_name(a.dominance)} for {card_name(a.card)}",
    A.Follow: lambda s, a: f"{_follower(s, a.slot)}: {ACT_WORDS[a.act]}",
    A.Rise: lambda s, a: f"{_follower(s, a.slot)}: raise the Elder in clearing {a.clearing}",
    A.Retire: lambda s, a: f"retire {_follower(s, a.slot)}" + ("" if not s.dominance[deciding_seat(s)] else
                                                              " (no points: dominance)"),
    A.Indoctrinate: lambda s, a: f"indoctrinate {card_name(a.card)}",
    A.SeekPlace: lambda s, a: f"{card_name(a.card)} on the {'top' if a.top else 'bottom'}",
    A.WearOut: lambda s, a: f"wear out {_follower(s, a.slot)}",
    A.March: lambda s, a: "march",
    A.Recruit: lambda s, a: "recruit",
    A.Build: lambda s, a: f"build a {a.kind} in clearing {a.clearing}",
    A.Overwork: lambda s, a: f"overwork clearing {a.clearing} with {card_name(a.card)}",
    A.ExtraAction: lambda s, a: f"spend {card_name(a.card)} for an extra action",
    A.Slip: lambda s, a: f"slip to clearing {a.clearing}" if a.clearing else f"slip to forest {a.forest}",
    A.Travel: lambda s, a: f"move to clearing {a.clearing}",
    A.Explore: lambda s, a: "explore the ruin",
    A.Aid: lambda s, a: "aid {p%d} with %s" % (a.seat, card_name(a.card)),
    A.Quest: lambda s, a: f"quest: {QUESTS[a.quest]['name']} ({QUESTS[a.quest]['suit']})",
    A.QuestReward: lambda s, a: "score victory points" if a.reward == "vp" else "draw two cards",
    A.Strike: lambda s, a: "strike {p%d}" % a.seat,
    A.Repair: lambda s, a: f"repair a {a.item}",
    A.Special: lambda s, a: SPECIAL_WORDS.get(getattr(s.boards[s.active], "character", ""), "special action"),
    A.Exhaust: lambda s, a: f"exhaust a {a.item}",
    A.TakeItem: lambda s, a: f"take the {a.item}",
    A.Refresh: lambda s, a: f"refresh a {a.item}",
    A.DropItem: lambda s, a: f"remove a {a.item}",
    A.BringAllies: lambda s, a: f"bring {a.count}",
    A.AddToDecree: lambda s, a: f"{card_name(a.card)} to the Decree: {a.column}",
    A.ChooseLeader: lambda s, a: f"the {LEADERS[a.leader]['name']}",
    A.RecruitAt: lambda s, a: f"recruit in clearing {a.clearing}",
    A.Revolt: lambda s, a: f"revolt in clearing {a.clearing}",
    A.Spread: lambda s, a: f"spread sympathy to clearing {a.clearing}",
    A.Mobilize: lambda s, a: f"mobilize {card_name(a.card)} as a supporter",
    A.Train: lambda s, a: f"train an officer with {card_name(a.card)}",
    A.Organize: lambda s, a: f"organize in clearing {a.clearing}",
}


PIECE_WORDS = {"upright": "upright Elder", "fallen": "fallen Elder", "sympathy": "sympathy token"}


def narrate(event: Any) -> str:
    """One log line."""
    if isinstance(event, A.Happened | A.Revealed):
        return event.text
    if isinstance(event, A.DiceRolled):
        high, low = max(event.dice), min(event.dice)
        if event.guerrilla:
            high, low = low, high
        return "Battle in clearing %d: the dice show %d and %d ({p%d} deals up to %d, {p%d} up to %d)" % (
            event.clearing, event.dice[0], event.dice[1], event.attacker, high, event.defender, low)
    if isinstance(event, A.Scored):
        if event.points < 0:
            return "{p%d} loses %d VP (%s), now %d VP" % (event.seat, -event.points, event.why, event.total)
        return "{p%d} scores %d (%s), now %d VP" % (event.seat, event.points, event.why, event.total)
    if isinstance(event, A.Moved):
        start = "a forest" if event.origin == 0 else "clearing %d" % event.origin
        return "{p%d} moves %d from %s to clearing %d" % (event.seat, event.count, start, event.dest)
    if isinstance(event, A.Removed):
        if event.fell:
            return "{p%d}'s lone Elder in clearing %d falls instead of being removed" % (event.seat, event.clearing)
        what = PIECE_WORDS.get(event.piece, event.piece)
        return "{p%d} loses %s in clearing %d" % (event.seat, plural(event.count, what), event.clearing)
    if isinstance(event, A.Turmoil):
        leader = LEADERS.get(event.leader, {}).get("name", "leader")
        return ("{p%d} cannot carry out the Decree (%s) and falls into turmoil: %s lost, the %s deposed, "
                "the Decree purged but the viziers" % (event.seat, event.column,
                                                        plural(event.birds if event.lost < 0 else event.lost, "point"),
                                                        leader))
    if isinstance(event, A.GameWon):
        names = " and ".join("{p%d}" % s for s in event.winners)
        return f"{names} win{'s' if len(event.winners) == 1 else ''} ({event.why})"
    return type(event).__name__
