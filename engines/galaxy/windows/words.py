"""The moment a window stands for, in words: "after {p1} activates Mecatol Rex"."""

from __future__ import annotations

from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window

WHEN = {"when": "when", "after": "after", "before": "before", "start": "at the start of", "end": "at the end of",
        "during": "during"}
# event -> words; {a} is the first actor, {s} the system, {x} the subject
EVENTS = {
    "activation": "{a} activates {s}", "move_into": "{a} moves ships into {s}", "ships_moved": "{a} moves ships",
    "movement": "{a}'s movement", "agenda_revealed": "an agenda is revealed", "agenda_phase": "the agenda phase",
    "vote": "{a} votes", "speaker_voted": "the speaker has voted", "elected": "the agenda elects {a}",
    "outcome_resolved": "the outcome is resolved", "action_card_played": "{a} plays {x}",
    "action_card_discarded": "{a} discards {x}", "strategy_card_chosen": "{a} takes a strategy card",
    "strategic_action": "{a} performs a strategic action", "strategy_phase": "the strategy phase",
    "status_phase": "the status phase", "action_phase": "the action phase", "turn": "{a}'s turn",
    "action": "{a}'s action", "tactical_action": "{a}'s tactical action", "combat": "the combat",
    "space_combat": "the space combat", "ground_combat": "the ground combat", "combat_round": "the combat round",
    "space_combat_round": "the space combat round", "ground_combat_round": "the ground combat round",
    "announce_retreats": "announcing retreats", "retreat_announced": "{a} announces a retreat",
    "combat_roll": "{a}'s combat roll", "unit_ability_roll": "{a}'s {x} roll",
    "anti_fighter_barrage": "ANTI-FIGHTER BARRAGE", "space_cannon_hits": "{a} takes SPACE CANNON hits",
    "hits_assigned": "{a} assigns hits", "sustain_damage": "{a}'s {x} uses SUSTAIN DAMAGE",
    "unit_destroyed": "{a}'s {x} is destroyed", "ship_lost": "{a} loses a {x}", "combat_won": "{a} wins the combat",
    "combat_ended": "the combat ends", "invasion": "the invasion of {s}", "bombardment": "{a}'s BOMBARDMENT",
    "landing": "{a} lands on {x}", "commit_ground_forces": "{a} commits ground forces",
    "gain_control": "{a} gains control of {x}", "control_lost": "{a} loses {x}", "production": "{a}'s production",
    "status_return_cards": "strategy cards are returned", "replenish_commodities": "{a} replenishes commodities",
    "received": "{a} receives a note", "explore": "{a} explores {x}", "research": "{a} researches {x}",
    "objective_revealed": "an objective is revealed",
}


def moment(state: TIState, window: Window) -> str:
    when, _, event = window.keys[0].partition(":")
    actor = "{p%d}" % window.actors[0] if window.actors else "a player"
    where = _system(state, window.system)
    words = EVENTS.get(event, event.replace("_", " ")).format(a=actor, s=where, x=_subject(window.subject))
    text = f"{WHEN.get(when, when)} {words}".strip()
    return text[0].upper() + text[1:]


def _system(state: TIState, node: int) -> str:
    from engines.galaxy.words import system

    return system(state, node) if node != -1 else "a system"


def _subject(subject: str) -> str:
    from engines.galaxy.content.action_deck import card_name

    if not subject:
        return "it"
    from engines.galaxy.content.decks import decks

    if ":" in subject or subject in decks().action_cards:
        return card_name(subject if ":" in subject else f"{subject}:1")
    return subject.replace("_", " ")
