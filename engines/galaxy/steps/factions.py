"""A faction ability's chance to act, as data (its handler: engines/galaxy/factions/offers.py)."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class FactionOffer(Step, kw_only=True):
    """``seat`` may use ``source`` now, on one of ``targets`` ("" alone: there is one way to use it).

    ``system``, ``planet``, ``other`` (the seat it acts on or answers: an opponent, the active player)
    and ``amount`` are the moment's details the ability's resolver needs; ``must`` removes the
    option to decline (a choice the rules force, such as which unit a compulsory effect takes).
    """

    source: str
    targets: list[str] = []
    system: int = -1
    planet: str = ""
    other: int = -1
    amount: int = 0
    must: bool = False
