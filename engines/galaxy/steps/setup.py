"""Setting up a game (LRR 'Setup' and TI-BASESETUP): factions, galaxy, homes, start choices, secrets."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class Setup(Step, kw_only=True):
    """The setup in progress.

    ``stage``: "factions" (a draft, when chosen), "galaxy" (the builder, when chosen), "board",
    "technologies" (factions whose sheet offers a choice), "structures" (which home planet each
    starting structure stands on), "secrets" (keep one of two), then the first round begins.
    ``pool`` holds the factions offered in a draft, ``order`` the seats in drafting order, ``chosen``
    each seat's faction ("" until chosen); ``index`` points into ``order`` (draft) or at the seat
    being asked (start choices); ``placing`` the structures that seat still places; ``made`` how
    the galaxy was made (balanced, random, built, imported).
    """

    stage: str = "factions"
    pool: list[str] = []
    order: list[int] = []
    chosen: list[str] = []
    index: int = 0
    placing: list[str] = []
    made: str = "balanced"
