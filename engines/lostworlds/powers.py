"""World Powers: one small function per World card, registered under the card's key (LW-POWER-4)."""

from __future__ import annotations

from collections.abc import Callable

from engines.core.contract import Event
from engines.lostworlds.content import WORLDS
from engines.lostworlds.rules import gain, ready
from engines.lostworlds.state import ROLLING, LWState, Step

Power = Callable[[LWState, int, list[Event]], None]
POWERS: dict[str, Power] = {}
ROLLING_ONLY: set[str] = set()
NEEDS_DIE: set[str] = set()


def power(key: str, rolling_only: bool = False, needs_die: bool = False) -> Callable[[Power], Power]:
    """Register the power of the world whose key is ``key``."""

    def register(function: Power) -> Power:
        POWERS[key] = function
        if rolling_only:
            ROLLING_ONLY.add(key)
        if needs_die:
            NEEDS_DIE.add(key)
        return function

    return register


def usable(state: LWState, world: int) -> bool:
    """Re-roll powers only in the rolling phase (LW-ROLL-4); SET needs an unspent action die."""
    key = WORLDS[world].key
    if key in ROLLING_ONLY and state.phase != ROLLING:
        return False
    return not (key in NEEDS_DIE and state.spent & 0b111 == 0b111)


def use(state: LWState, seat: int, world: int, events: list[Event]) -> None:
    """Discard the world's Power Token and follow its instructions (LW-POWER-2, LW-POWER-4)."""
    state.ps[seat].tokens.remove(world)
    POWERS[WORLDS[world].key](state, seat, events)


def _push(state: LWState, seat: int, *kinds: str) -> None:
    """Queue steps so they resolve in the order given."""
    for kind in reversed(kinds):
        state.steps.append(Step(kind, seat))


@power("glasshaven")
def glasshaven(state: LWState, seat: int, events: list[Event]) -> None:
    ready(state, seat, 2, events)


@power("cinderfall")
def cinderfall(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "wreck_any")


@power("halcyon_reach")
def halcyon_reach(state: LWState, seat: int, events: list[Event]) -> None:
    gain(state, seat, 2, events)


@power("maw_of_vorth")
def maw_of_vorth(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "steal", "steal")


@power("brass_orrery", needs_die=True)
def brass_orrery(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "set_die")


@power("mirelight", rolling_only=True)
def mirelight(state: LWState, seat: int, events: list[Event]) -> None:
    state.free_rerolls += 1


@power("ashen_crown")
def ashen_crown(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "conquer")


@power("verdant_spindle")
def verdant_spindle(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "settle")


@power("starwake_bastion")
def starwake_bastion(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "move", "steal")


@power("obsidian_throne")
def obsidian_throne(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "free_dread", "renown")


@power("lantern_of_ys")
def lantern_of_ys(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "free_champ")


@power("tidewrack")
def tidewrack(state: LWState, seat: int, events: list[Event]) -> None:
    state.steps.append(Step("occupied", seat, 2))


@power("brasshollow")
def brasshollow(state: LWState, seat: int, events: list[Event]) -> None:
    ready(state, seat, 1, events)
    gain(state, seat, 1, events)


@power("sable_exchange")
def sable_exchange(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "steal", "renown")


@power("echo_deep", rolling_only=True)
def echo_deep(state: LWState, seat: int, events: list[Event]) -> None:
    state.free_rerolls += 2


@power("quiet_meridian")
def quiet_meridian(state: LWState, seat: int, events: list[Event]) -> None:
    _push(state, seat, "morality")


@power("gilded_abyss")
def gilded_abyss(state: LWState, seat: int, events: list[Event]) -> None:
    for opponent in reversed([q for q in range(state.players) if q != seat]):
        state.steps.append(Step("wreck_of", seat, opponent))


@power("heliotrope_gate")
def heliotrope_gate(state: LWState, seat: int, events: list[Event]) -> None:
    state.double = True


missing = {w.key for w in WORLDS} - set(POWERS)
if missing:
    raise RuntimeError(f"worlds without a registered power: {sorted(missing)}")
