"""Option labels and log lines of the factions' abilities, in our own words."""

from __future__ import annotations

from typing import Any

from engines.galaxy.actions.factions import DeclineFactionAbility, FactionAbilityUsed, UseFactionAbility
from engines.galaxy.factions.base import name_of
from engines.galaxy.state import TIState

UNIT_WORDS = {"war_sun": "war sun", "space_dock": "space dock", "pds": "PDS", "trade_good": "a trade good",
              "commodity": "a commodity"}


def _thing(state: TIState | None, text: str) -> str:
    """One part of a target: a seat, a planet, a system, a die, a unit kind, a card or technology."""
    kind, _, rest = text.partition(":")
    if kind == "seat" and rest.isdigit():
        return "{p%s}" % rest
    if kind == "planet":
        return rest
    if kind == "system" or kind == "space":
        from engines.galaxy.words import system

        return system(state, int(rest))
    if kind == "die" and rest.isdigit():
        return f"die {int(rest) + 1}"
    if rest and kind.isdigit():  # "<seat>:<kind>" (a unit of that seat)
        return "{p%s}'s %s" % (kind, UNIT_WORDS.get(rest, rest.replace("_", " ")))
    if rest and kind in ("alpha", "beta"):
        return f"the {kind} token to position {rest}"
    return _named(text)


def _named(text: str) -> str:
    from engines.galaxy.content.action_deck import card_name
    from engines.galaxy.content.strategy import strategy_cards

    if text in UNIT_WORDS:
        return UNIT_WORDS[text]
    if text in strategy_cards():
        return strategy_cards()[text].name
    base = text.rsplit(":", 1)[0]
    try:
        return card_name(text)
    except KeyError:
        pass
    named = name_of(base)
    return named if named != base.replace("_", " ").capitalize() else text.replace("_", " ")


def target_words(state: TIState | None, target: str) -> str:
    if ">" in target:
        first, second = target.split(">", 1)
        return f"{_thing(state, first)} for {_thing(state, second)}" if ":" not in first else \
            f"{_thing(state, first)} to {_thing(state, second)}"
    return _thing(state, target)


def label(state: TIState, action: Any) -> str | None:
    if isinstance(action, UseFactionAbility):
        from engines.galaxy.words import TARGETS

        name = name_of(action.source)
        read = TARGETS.get(action.source)
        if action.target:
            return f"{name}: {read(action.target) if read else target_words(state, action.target)}"
        return f"Use {name}"
    if isinstance(action, DeclineFactionAbility):
        return f"Do not use {name_of(action.source)}"
    return None


def line(event: Any) -> str | None:
    if isinstance(event, FactionAbilityUsed):
        what = f": {event.detail}" if event.detail else ""
        return "{p%d} uses %s%s" % (event.seat, name_of(event.source), what)
    return None
