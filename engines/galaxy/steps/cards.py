"""An action card being played (LRR 2), and the further choices a card asks for after it resolves."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class PlayCard(Step, kw_only=True):
    """``seat`` plays the physical card ``card`` (``<id>:<copy>``) at ``target`` (its first choice, public).

    ``stage``: "announce" (the card and its target are shown, then the window where others may cancel
    it), "resolve", "discard". ``in_window`` says it answers the window just below it on the stack;
    ``cancelled`` that another card cancelled it (Sabotage); ``kept`` that its effect keeps the card
    out of the discard pile (it went somewhere else).
    """

    card: str
    target: str = ""
    stage: str = "announce"
    in_window: bool = False
    cancelled: bool = False
    kept: bool = False


class CardStep(Step, kw_only=True):
    """The further choices of ``card`` (a card id) after it resolves: ``stage`` counts the card's own
    steps, ``target`` is the target it was played at, ``picks`` what was chosen so far."""

    card: str
    target: str = ""
    stage: int = 0
    picks: list[str] = []
