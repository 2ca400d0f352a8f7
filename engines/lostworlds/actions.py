"""Every move a player can make in Lost Worlds, as small tagged structs (and shared instances)."""

from __future__ import annotations

from engines.core.contract import Action


class Toggle(Action, frozen=True):
    """Choose (or un-choose) an action die for the next re-roll."""

    die: int


class Reroll(Action, frozen=True):
    """Re-roll the chosen dice together (LW-ROLL-3)."""


class BuyPowerDie(Action, frozen=True):
    """Spend 3 Renown to roll the Power Die (LW-PDIE-2)."""


class Activate(Action, frozen=True):
    """Activate a die: 0-2 the action dice, 3 the Power Die."""

    die: int


class Pass(Action, frozen=True):
    """Pass instead of activating dice: READY two fleets or gain 1 Renown (LW-ACTION-2)."""

    gain: str


class EndTurn(Action, frozen=True):
    pass


class Choose(Action, frozen=True):
    """Pick one icon of a '/' face (LW-ACTION-7)."""

    icon: str


class Place(Action, frozen=True):
    """Place a fleet from your Home Planet on one side of a world."""

    world: int
    side: str


class Skip(Action, frozen=True):
    """Decline this individual action (LW-ACTION-8)."""


class Ready(Action, frozen=True):
    """Use a MOVE to READY one fleet."""


class MoveFrom(Action, frozen=True):
    world: int
    side: str


class MoveTo(Action, frozen=True):
    world: int
    side: str


class Champion(Action, frozen=True):
    world: int


class Dreadnought(Action, frozen=True):
    world: int


class BuyToken(Action, frozen=True):
    """Spend 5 Renown for a Power Token on one of your worlds (LW-WPTOKEN-2)."""

    world: int


class TokenOn(Action, frozen=True):
    """Put a free Power Token on one of your worlds."""

    world: int


class UsePower(Action, frozen=True):
    world: int


class Steal(Action, frozen=True):
    seat: int


class Wreck(Action, frozen=True):
    world: int
    side: str
    seat: int


class SetDie(Action, frozen=True):
    die: int


class SetFace(Action, frozen=True):
    face: int


class Morality(Action, frozen=True):
    """-1: one space toward the Savior, +1: toward the Tyrant."""

    step: int


class AcquireBy(Action, frozen=True):
    side: str


class UseEvent(Action, frozen=True):
    card: int


class Ally(Action, frozen=True):
    seat: int


class Senate(Action, frozen=True):
    choice: str


class Discard(Action, frozen=True):
    die: int


class PickWorld(Action, frozen=True):
    world: int


class PickPiece(Action, frozen=True):
    """A Champion (seat) or the Dreadnought (seat -1) on a world."""

    seat: int
    world: int


class Claim(Action, frozen=True):
    node: int


class Gate(Action, frozen=True):
    wormhole: int


class NameSector(Action, frozen=True):
    name: str


class Unlock(Action, frozen=True):
    bonus: str


ACTION_TYPES = (
    Toggle | Reroll | BuyPowerDie | Activate | Pass | EndTurn | Choose | Place | Skip | Ready | MoveFrom
    | MoveTo | Champion | Dreadnought | BuyToken | TokenOn | UsePower | Steal | Wreck | SetDie | SetFace
    | Morality | AcquireBy | UseEvent | Ally | Senate | Discard | PickWorld | PickPiece | Claim | Gate
    | NameSector | Unlock
)

# Shared instances: decisions() lists these instead of building new structs every time.
SKIP, REROLL, BUY_PDIE, END_TURN, READY = Skip(), Reroll(), BuyPowerDie(), EndTurn(), Ready()
PASS_READY, PASS_RENOWN = Pass("ready"), Pass("renown")
TOGGLE = tuple(Toggle(d) for d in range(3))
ACTIVATE = tuple(Activate(d) for d in range(4))
DISCARD = tuple(Discard(d) for d in range(3))
SET_DIE = tuple(SetDie(d) for d in range(3))
SET_FACE = tuple(SetFace(f) for f in range(6))
_SIDE = ("settle", "conquer")
PLACE = tuple(tuple(Place(w, s) for s in _SIDE) for w in range(18))
MOVE_FROM = tuple(tuple(MoveFrom(w, s) for s in _SIDE) for w in range(18))
MOVE_TO = tuple(tuple(MoveTo(w, s) for s in _SIDE) for w in range(18))
CHAMPION = tuple(Champion(w) for w in range(18))
DREADNOUGHT = tuple(Dreadnought(w) for w in range(18))
USE_POWER = tuple(UsePower(w) for w in range(18))
BUY_TOKEN = tuple(BuyToken(w) for w in range(18))
TOKEN_ON = tuple(TokenOn(w) for w in range(18))
PICK_WORLD = tuple(PickWorld(w) for w in range(18))
CHOOSE = {code: Choose(name) for code, name in (("S", "settle"), ("C", "conquer"), ("M", "move"), ("R", "renown"))}

# Option lists by bit mask of dice (bit d set: die d), precomputed for the rolling menu.
TOGGLES_BY_MASK = tuple(tuple(TOGGLE[d] for d in range(3) if mask >> d & 1) for mask in range(8))
ACTIVATES_BY_FREE = tuple(tuple(ACTIVATE[d] for d in range(3) if mask >> d & 1) for mask in range(8))
