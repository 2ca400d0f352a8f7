"""Hover texts of the politics panel's buttons: the action card a button plays, the note, the outcome voted for,
what a pass or a standing pass does."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from desktop.games.galaxy import readings
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.cards.action_cards.words import target_words
from engines.galaxy.content.texts import entry
from engines.galaxy.promissory.actions import PlayNote
from engines.galaxy.windows.actions import ClearAutoPass, PassWindow
from engines.galaxy.windows.labels import UNTIL

Text = tuple[str, list[str]]


def politics_option_text(action: Any, name: Callable[[int], str] = lambda seat: f"Player {seat + 1}") -> Text | None:
    if isinstance(action, PlayActionCard):
        title, body = readings.action_card_text(f"{action.card}:1")
        return title, [*body, *([f"Aimed at: {aimed_at(action, name)}"] if action.target else [])]
    if isinstance(action, PlayNote):
        return note_text(action.note)
    if isinstance(action, PassWindow):
        return pass_text(action)
    if isinstance(action, ClearAutoPass):
        return "Be asked again", ["Drops every standing pass you set: you are asked in every window you could answer."]
    return None


def aimed_at(action: PlayActionCard, name: Callable[[int], str]) -> str:
    """The card's target in words, seats by their names ("Ada", "Mecatol Rex", "the law Minister of War")."""
    words = target_words(None, action.card, action.target)
    return re.sub(r"\{p(\d+)\}", lambda seat: name(int(seat.group(1))), words)


def note_text(note: str) -> Text:
    """A promissory note (``owner:id``): its name, when it is played and what it does."""
    ident = note.replace("/", ":").partition(":")[2] or note
    found = entry("promissory", ident)
    if found is None:
        return ident.replace("_", " ").capitalize(), []
    return found.name, [w for w in (f"When: {found.timing}" if found.timing else "", found.text) if w]


def pass_text(action: PassWindow) -> Text:
    if not action.until:
        return "Pass", ["Use nothing in this window. You are asked again in the next one."]
    what = "every window" if action.every else "every window of this kind"
    return "A standing pass", [f"You pass on {what} until the end of {UNTIL[action.until]}, whatever your hand "
                               "holds: the table sees only that you are not asked."]
