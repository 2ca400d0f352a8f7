"""The agenda phase in progress (LRR 7, 8): two agendas, each revealed, voted on and resolved."""

from __future__ import annotations

import msgspec

from engines.galaxy.steps.base import Step


class Vote(msgspec.Struct, array_like=True):
    """``count`` votes of ``seat`` for ``outcome`` (extra votes from cards are votes of their own)."""

    seat: int
    outcome: str
    count: int


class Rider(msgspec.Struct, array_like=True):
    """``seat`` predicted ``outcome`` with the rider ``card`` (a card id)."""

    seat: int
    card: str
    outcome: str


class AgendaPhase(Step, kw_only=True):
    """``stage``: "start" (its window), "agenda" (the next agenda), "ready" (planets readied), "done";
    ``resolved`` counts the agendas resolved (two a phase, LRR 8.2)."""

    stage: str = "start"
    resolved: int = 0


class Agenda(Step, kw_only=True):
    """One agenda from reveal to resolution.

    ``agenda`` is the agenda card (its id); ``hidden`` the agenda Covert Legislation hides (the council
    votes on its outcomes). ``stage`` names the part in progress; ``order`` is the voting order (from
    the speaker's left, the speaker last; reversed by Hack Election); ``turn`` indexes it; ``current``
    the outcome the voting seat chose, ``cast`` the votes it has put on it so far and ``planets`` the
    planets it exhausted for them; ``votes``, ``riders`` and ``barred`` (seats that may not vote) are
    public; ``outcome`` the result; ``traded`` the pairs "a:b" that made a transaction this agenda.
    """

    agenda: str = ""
    hidden: str = ""
    stage: str = "reveal"
    order: list[int] = []
    turn: int = 0
    current: str = ""
    cast: int = 0
    planets: list[str] = []
    bonus: list[str] = []
    votes: list[Vote] = []
    riders: list[Rider] = []
    barred: list[int] = []
    outcome: str = ""
    reverse: bool = False
    elected_by: int = -1
    traded: list[str] = []
    again: bool = False
    before: int = -1  # the turn whose "before:vote" window has been opened


class AgendaStep(Step, kw_only=True):
    """Choices an outcome asks for while it resolves (which planets, which units...): ``agenda`` is the
    card it comes from, ``part`` the registered choice that asks; ``order`` the seats still to ask (the
    first is asked), ``stage`` how many choices the first still makes and ``counts`` those of the next
    ones; ``picks`` what the choice is about (unit kinds...) and ``target`` where (a system, "": anywhere)."""

    agenda: str
    part: str = ""
    stage: int = 0
    order: list[int] = []
    counts: list[int] = []
    picks: list[str] = []
    target: str = ""
