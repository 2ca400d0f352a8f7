"""Space cannon, space combat, ground combat and hit assignment in progress (LRR 77, 78, 42, 31)."""

from __future__ import annotations

import msgspec

from engines.galaxy.steps.base import Step


class Die(msgspec.Struct, array_like=True):
    """One die of a roll: the unit kind that rolled it, the result and what it needed."""

    kind: str
    result: int
    hit_on: int


class Count(msgspec.Struct, array_like=True):
    """How many units of one seat and kind did something this round (used SUSTAIN DAMAGE, say)."""

    owner: int
    kind: str
    count: int = 1


class AssignHits(Step, kw_only=True):
    """``seat`` chooses, one hit at a time, which of its units the hits fall on.

    ``planet`` "" means the space area of ``system``. ``targets`` narrows the units that can be hit:
    "ships", "fighters" (anti-fighter barrage), "non_fighters" (a unit that must be destroyed),
    "ground_forces". ``sustain`` is False for effects that destroy directly (LRR 87.5);
    ``non_fighters_first`` is Graviton Laser System's demand. ``cause`` and ``by`` name where the
    hits came from for the objectives' record; ``initial`` counts the targets when the hits landed;
    ``lost`` and ``sustains`` the kinds destroyed and damaged so far (for the windows after the hits).
    """

    hits: int
    system: int
    planet: str = ""
    targets: str = "ships"
    sustain: bool = True
    non_fighters_first: bool = False
    cause: str = "combat"
    by: int = -1
    initial: int = 0
    combat: int = -1
    lost: list[str] = []
    sustains: list[str] = []


class SpaceCannonOffence(Step, kw_only=True):
    """Each player in turn, the active player first, may fire SPACE CANNON at the active system (LRR 77.2)."""

    system: int
    turn: int = 0
    stage: str = "ask"


class SpaceCombat(Step, kw_only=True):
    """A space combat in the active system between the active player (``seat``) and ``defender`` (LRR 78).

    ``serial`` numbers the combats of the game (``state.tally.combats`` once it began, LRR 61.7).
    ``retreat`` is the seat that announced a retreat this round (-1: nobody); ``hits`` holds the hits
    each side produced (attacker, defender) until they are assigned; ``dice`` the last roll, which
    effects may change before hits are counted (LRR 74.3).
    """

    system: int
    defender: int
    serial: int = -1
    round: int = 0
    stage: str = "before"
    retreat: int = -1
    hits: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    focused: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    dice: list[Die] = []
    sustained: list[Count] = []


class GroundCombat(Step, kw_only=True):
    """A ground combat on ``planet`` between the active player (``seat``) and ``defender`` (LRR 42);
    ``serial`` as for a space combat."""

    system: int
    planet: str
    defender: int
    serial: int = -1
    round: int = 0
    stage: str = "start"
    hits: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    focused: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    dice: list[Die] = []
    sustained: list[Count] = []
