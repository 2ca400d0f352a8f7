"""Rule (Law 2.5): most warriors plus buildings, ties rule nobody; factions' exceptions in one counting function.

Each faction declares how it counts (``rule_count``): ``standard`` (warriors plus buildings), ``elders``
(the Lost Powers: an upright Elder three times, a fallen one by the house option, LP-2.3-b, LP-GAP-8) or
``none`` (the Vagabond's pawn, Law 9.2.2); ``wins_ties`` is the Eyrie's exception (Law 7.2.2).
"""

from __future__ import annotations

from functools import cache

from engines.woodland.factions.base import FACTIONS, faction
from engines.woodland.state import Clearing, WoodlandState

STANDARD, ELDERS, NONE = "standard", "elders", "none"


def strength(state: WoodlandState, seat: int, clearing: Clearing) -> int:
    """A seat's count for rule in a clearing: the one counting function."""
    mode = faction(state, seat).rule_count
    if mode == STANDARD:
        return clearing.warriors[seat] + sum(1 for b in clearing.buildings if b.seat == seat)
    if mode == ELDERS:
        fallen = clearing.fallen
        return 3 * (clearing.warriors[seat] - fallen) + state.settings.fallen_rule * fallen
    return 0


def ruler_of(state: WoodlandState, clearing: Clearing) -> int:
    """The seat ruling this clearing, or -1 (a tie rules nobody unless one tied faction wins ties)."""
    values = [strength(state, seat, clearing) for seat in range(state.players)]
    best = max(values)
    if best == 0:
        return -1
    top = [seat for seat, value in enumerate(values) if value == best]
    if len(top) == 1:
        return top[0]
    breakers = [seat for seat in top if faction(state, seat).wins_ties]
    return breakers[0] if len(breakers) == 1 else -1


@cache
def _modes(factions: tuple[str, ...]) -> tuple[tuple[tuple[int, bool], ...], bool]:
    counted = tuple((seat, FACTIONS[key].rule_count == ELDERS) for seat, key in enumerate(factions)
                    if FACTIONS[key].rule_count != NONE)
    return counted, any(FACTIONS[key].wins_ties for key in factions)


def rulers(state: WoodlandState) -> list[int]:
    """Ruler of every clearing, indexed by clearing id (index 0 unused); the same count, inlined for speed."""
    modes, ties = _modes(tuple(state.factions))
    if ties:
        return [-1, *(ruler_of(state, c) for c in state.clearings)]
    weight = state.settings.fallen_rule
    found = [-1]
    append = found.append
    for clearing in state.clearings:
        warriors = clearing.warriors
        if not clearing.buildings and not any(warriors):
            append(-1)
            continue
        built = [b.seat for b in clearing.buildings] if clearing.buildings else None
        best, who = 0, -1
        for seat, elders in modes:
            if elders:
                fallen = clearing.fallen
                value = 3 * (warriors[seat] - fallen) + weight * fallen
            else:
                value = warriors[seat] + built.count(seat) if built else warriors[seat]
            if value > best:
                best, who = value, seat
            elif value == best:
                who = -1
        append(who)
    return found
