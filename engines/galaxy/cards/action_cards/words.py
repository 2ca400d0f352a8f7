"""Action cards in words: option labels and what a card's target means ("{p2}", "Abyz", "the law X")."""

from __future__ import annotations

from engines.galaxy.content.action_deck import card_name
from engines.galaxy.state import TIState


def target_words(state: TIState | None, card: str, target: str) -> str:
    """A card's target as words; targets are "<kind>:<what>" (seat, planet, system, technology, ...)."""
    if not target:
        return ""
    from engines.galaxy import words

    kind, _, what = target.partition(":")
    if kind == "seat":
        return words.seat(int(what))
    if kind == "system":
        return words.system(state, int(what))
    if kind == "technology":
        return words.technology(what)
    if kind == "card":
        return words.card(what)
    if kind == "fragment":
        from engines.galaxy.factions.base import name_of
        from engines.galaxy.tactical.words import with_article

        return with_article(name_of(what))
    if kind == "deck":
        return f"the {what} exploration deck"
    if kind == "unit":
        unit, _, where = what.partition("@")
        return f"{words.unit(unit)} in {words.system(state, int(where))}" if where else words.unit(unit)
    if kind in ("outcome", "law", "agenda", "objective"):
        from engines.galaxy.agenda.words import outcome_words

        return outcome_words(state, kind, what)
    if kind == "pair":  # two targets joined by "+"
        first, _, second = what.partition("+")
        return f"{target_words(state, card, first)}, {target_words(state, card, second)}"
    return what


def play_label(state: TIState | None, card: str, target: str) -> str:
    name = card_name(f"{card}:1")
    shown = target_words(state, card, target)
    return f"Play {name}" + (f": {shown}" if shown else "")


# ----- labels and log lines ---------------------------------------------------------------------------


def _register() -> None:
    from typing import Any

    from engines.galaxy.cards.action_cards import actions as ac
    from engines.galaxy.words import label_for, line_for, seat

    @label_for(ac.PlayActionCard)
    def _play(state: TIState, action: Any) -> str:
        return play_label(state, action.card, action.target)

    @label_for(ac.CardOption)
    def _option(state: TIState, action: Any) -> str:
        return str(action.label)

    @line_for(ac.ActionCardPlayed)
    def _played(event: Any) -> str:
        at = f" at {event.target}" if event.target else ""
        return f"{seat(event.seat)} plays {card_name(event.card)}{at}"

    @line_for(ac.ActionCardCancelled)
    def _cancelled(event: Any) -> str:
        return f"{seat(event.by)} cancels {seat(event.seat)}'s {card_name(event.card)}"

    @line_for(ac.CardEffect)
    def _effect(event: Any) -> str:
        return f"{card_name(event.card + ':1')}: {seat(event.seat)} {event.what}"

    @line_for(ac.CardTaken)
    def _taken(event: Any) -> str:
        if event.giver < 0:
            return f"{seat(event.seat)} takes {card_name(event.card)} from the discard pile"
        if event.card:
            return f"You take {card_name(event.card)} from {seat(event.giver)}" if event.only == event.seat \
                else f"{seat(event.seat)} takes your {card_name(event.card)}"
        return f"{seat(event.seat)} takes an action card from {seat(event.giver)}"


_register()
