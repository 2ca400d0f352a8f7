"""Why an action is refused, in words a player can read, citing the Law or the Lost Powers rulebook."""

from __future__ import annotations

from typing import Any

from engines.woodland import actions as A
from engines.woodland.deck import SUIT_OF, design
from engines.woodland.factions.base import faction
from engines.woodland.maps import geo
from engines.woodland.pieces import allied
from engines.woodland.rule import rulers
from engines.woodland.state import WoodlandState
from engines.woodland.text import describe


def refusal(state: WoodlandState, seat: int, action: Any, step_rule: str) -> str:
    """The most specific reason we can give for refusing ``action`` now."""
    reason = REASONS.get(type(action))
    text: str | None = reason(state, seat, action) if reason else None
    if text:
        return text
    where = f" (this step follows {step_rule})" if step_rule else ""
    return f"That is not allowed now: {describe(state, action)}{where}."


def _move(state: WoodlandState, seat: int, action: A.Move) -> str | None:
    if action.dest not in geo(state).adj[action.origin]:
        return f"Clearings {action.origin} and {action.dest} are not joined by a path (Law 4.2)."
    if faction(state, seat).movable(state, seat, action.origin) == 0:
        if state.factions[seat] == "lost_powers":
            if state.clearings[action.origin - 1].warriors[seat]:
                return "Fallen Elders cannot be moved (LP.2.3)."
            return f"You have no Elder in clearing {action.origin} to move (Law 4.2)."
        return f"You have no warriors in clearing {action.origin} to move (Law 4.2)."
    ruled = rulers(state)
    if seat not in (ruled[action.origin], ruled[action.dest]):
        return "You must rule the origin or the destination of a move (Law 4.2.1)."
    if state.step == "ey_decree":
        return "A Decree move starts in a clearing of a move card's suit, birds anywhere (Law 7.5.4)."
    if state.factions[seat] == "lost_powers":
        return "A follower moves an Elder only from a clearing matching its suit (LP.5.4)."
    return None


def _battle(state: WoodlandState, seat: int, action: A.Battle) -> str:
    if state.coalition and allied(state, seat, action.defender):
        return "Partners in a coalition are not enemies: they cannot battle each other (Law 9.2.8)."
    where = {"lost_powers": " a follower battles only in a clearing matching its suit (LP.5.5).",
             "eyrie": " a Decree battle is in a clearing of a battle card's suit (Law 7.5.5)."}
    return ("You battle where you have warriors (or your pawn) against an enemy with a piece there "
            "(Law 4.3.1);" + where.get(state.factions[seat], " that is not the case here."))


def _follow(state: WoodlandState, seat: int, action: A.Follow) -> str:
    return ("Each follower takes one action matching its suit (mouse recruits, rabbit draws, fox seeks; any suit "
            "moves or battles); a bird follower takes two different actions (LP.5, LP.5-b).")


def _indoctrinate(state: WoodlandState, seat: int, action: A.Indoctrinate) -> str:
    if action.card in state.hands[seat] and not design(action.card).cost_total:
        return "Ambush and dominance cards have no crafting cost and cannot be indoctrinated (LP-GAP-15)."
    return "Indoctrinate is paid by upright Elders, each once per turn, of the clearing's suit (LP.6.2)."


def _retire(state: WoodlandState, seat: int, action: A.Retire) -> str:
    return "Retire needs an upright Elder on the map and spends one follower per Evening (LP.6.1)."


def _rise(state: WoodlandState, seat: int, action: A.Rise) -> str:
    return "Rise stands one fallen Elder per follower, in a clearing matching its suit (LP.4.2)."


def _lose(state: WoodlandState, seat: int, action: A.Lose) -> str:
    return ("When an enemy makes you choose, a warrior goes first, then another piece (LP.4.1; "
            "Law 4.3.4: warriors before buildings and tokens).")


def _craft(state: WoodlandState, seat: int, action: A.Craft) -> str:
    if action.card in state.hands[seat]:
        d = design(action.card)
        if not d.craftable:
            return "Ambush and dominance cards cannot be crafted (Law 4.1)."
        if d.kind == "item" and state.item_supply.get(d.item, 0) <= 0:
            return f"No {d.item} is left in the item supply (Law 4.1.2)."
        if d.kind == "persistent" and any(design(c).key == d.key for c in state.crafted[seat]):
            return "You already have that card crafted (Law 4.1.4, no duplicates)."
    return "You lack the crafting pieces of the card's suits this turn (Law 4.1.1)."


def _activate(state: WoodlandState, seat: int, action: A.Activate) -> str:
    return "Activate a dominance card in your Daylight with at least 10 VP (Law 3.3.1)."


def _travel(state: WoodlandState, seat: int, action: A.Travel) -> str:
    return ("Moving takes a ready boot, two into a clearing with hostile warriors, and never enters a forest "
            "(Law 9.5.1).")


def _clearing(state: WoodlandState, seat: int, action: A.ChooseClearing) -> str | None:
    if state.stack and state.stack[-1].kind == "lp_recruit":
        return ("Recruit places an Elder only in a clearing without one, never in the keep's clearing "
                "(LP.5.1, Law 6.2.2).")
    return None


def _add_to_decree(state: WoodlandState, seat: int, action: A.AddToDecree) -> str:
    board = state.boards[seat]
    if getattr(board, "added", 0) >= 2:
        return "At most two cards join the Decree each Birdsong (Law 7.4.2)."
    if SUIT_OF.get(action.card) == "bird" and getattr(board, "added_bird", False):
        return "Only one of the cards added to the Decree each Birdsong may be a bird (Law 7.4.2)."
    return "Cards join the Decree from your hand in Birdsong, one or two of them (Law 7.4.2)."


def _recruit_at(state: WoodlandState, seat: int, action: A.RecruitAt) -> str:
    if state.factions[seat] == "eyrie":
        return ("A Decree recruit places a warrior (two under the Charismatic) at a roost in a clearing of a "
                "recruit card's suit (Law 7.5.3).")
    return "Recruit places a warrior at one of your bases, one operation per officer (Law 8.6.1)."


def _build(state: WoodlandState, seat: int, action: A.Build) -> str:
    if action.kind == "roost":
        return ("A roost goes in a clearing of a build card's suit that you rule, with an open slot and no roost "
                "yet (Law 7.5.6).")
    return "Build in a clearing you rule with an open slot, paying wood from connected ruled clearings (Law 6.5.3)."


def _daylight_action(state: WoodlandState, seat: int) -> str | None:
    """Why the Marquise cannot start a Daylight action now, if it is her Daylight at all."""
    if state.factions[seat] != "marquise" or state.step != "mq_actions":
        return None
    if getattr(state.boards[seat], "actions", 0) <= 0:
        return "You have no Daylight actions left; each bird card you spend buys one more (Law 6.5.2)."
    return None


def _march(state: WoodlandState, seat: int, action: A.March) -> str | None:
    return _daylight_action(state, seat) or (
        "A march needs warriors to move out of or into a clearing you rule (Law 6.5.2, 4.2.1)."
        if state.factions[seat] == "marquise" and state.step == "mq_actions" else None)


def _recruit(state: WoodlandState, seat: int, action: A.Recruit) -> str | None:
    return _daylight_action(state, seat) or (
        "Recruit is once per turn, a warrior at each recruiter, while warriors are left in your supply "
        "(Law 6.5.4)." if state.factions[seat] == "marquise" and state.step == "mq_actions" else None)


REASONS: dict[type, Any] = {
    A.March: _march, A.Recruit: _recruit,
    A.AddToDecree: _add_to_decree, A.RecruitAt: _recruit_at,
    A.ChooseLeader: lambda s, seat, a: "Choose a leader that is still face up (Law 7.7.3).",
    A.Revolt: lambda s, seat, a: ("Revolt in a sympathetic clearing whose suit's base is still on your board, "
                                  "spending two supporters of that suit (Law 8.4.1)."),
    A.Spread: lambda s, seat, a: ("Sympathy spreads to a clearing without it next to a sympathetic one, paid with "
                                  "supporters of its suit, one more under Martial Law; never the keep's clearing "
                                  "(Law 8.4.2, 6.2.2)."),
    A.Train: lambda s, seat, a: "Train spends a card matching a base on the map for an officer (Law 8.5).",
    A.Organize: lambda s, seat, a: ("Organize turns one of your warriors in a clearing without sympathy into a "
                                    "sympathy token, one operation per officer (Law 8.6.1)."),
    A.Move: _move, A.Battle: _battle, A.Follow: _follow, A.Indoctrinate: _indoctrinate, A.Retire: _retire,
    A.Rise: _rise, A.Lose: _lose, A.Craft: _craft, A.Activate: _activate, A.Travel: _travel, A.Build: _build,
    A.ChooseClearing: _clearing,
}
