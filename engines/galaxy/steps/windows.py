"""A timing window in progress: every seat that could act is asked in turn, each with an explicit pass."""

from __future__ import annotations

from engines.galaxy.steps.base import Step
from engines.galaxy.steps.combat import Die


class Window(Step, kw_only=True):
    """A moment other rules may answer ("after a system is activated", "start of a combat round").

    ``keys`` name the moment as "when:event" strings (``engines/galaxy/card_windows.py`` has the words);
    the first is the window's own kind, the others moments that coincide with it (the first round's
    start is also the combat's start). ``actors`` are the seats whose event it is (the active player,
    both sides of a combat, the player who played a card), ``opponents`` the other side where there is
    one. ``system``, ``planet``, ``subject`` (a card, an agenda, unit kinds) and ``amount`` say what
    happened; ``dice`` the roll a window after a roll is about. ``order`` is every seat in resolution
    order, fixed when the window opened; ``turn`` indexes the seat being asked; ``used`` lists
    "seat:source" answers already given here (a source answers a window once); ``closed`` is set by an
    answer that ends the moment (the combat ended).
    """

    keys: list[str]
    actors: list[int] = []
    opponents: list[int] = []
    system: int = -1
    planet: str = ""
    subject: str = ""
    amount: int = 0
    dice: list[Die] = []
    order: list[int] = []
    turn: int = 0
    used: list[str] = []
    closed: bool = False
