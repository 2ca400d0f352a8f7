"""Rule (Law 2.5): most warriors plus buildings, ties rule nobody; factions' exceptions in one counting function.

Each faction declares how it counts (``rule_count``): ``standard`` (warriors plus buildings), ``elders``
(the Lost Powers: an upright Elder three times, a fallen one by the house option, LP-2.3-b, LP-GAP-8) or
``none`` (the Vagabond's pawn, Law 9.2.2); ``wins_ties`` is the Eyrie's exception (Law 7.2.2).
"""

from __future__ import annotations

from functools import cache
from typing import Protocol

from engines.woodland.factions.base import FACTIONS, faction
from engines.woodland.state import Clearing, WoodlandState

STANDARD, ELDERS, NONE = "standard", "elders", "none"


class Ruled(Protocol):
    """Rulers by clearing id: the list ``rulers`` returns, or a ``LazyRulers``."""

    def __getitem__(self, cid: int, /) -> int: ...


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
def _modes(factions: tuple[str, ...]) -> tuple[tuple[int, bool, bool], ...]:
    """The seats that count for rule: (seat, counts Elders, wins ties)."""
    return tuple((seat, FACTIONS[key].rule_count == ELDERS, FACTIONS[key].wins_ties)
                 for seat, key in enumerate(factions) if FACTIONS[key].rule_count != NONE)


def rulers(state: WoodlandState) -> list[int]:
    """Ruler of every clearing, indexed by clearing id (index 0 unused); ``ruler_of`` inlined for speed."""
    modes = _modes(tuple(state.factions))
    weight = state.settings.fallen_rule
    if len(modes) == 1:
        return _sole_rulers(state, modes[0], weight)
    found = [-1]
    append = found.append
    for clearing in state.clearings:  # _ruler inlined: this runs for nearly every decision
        warriors = clearing.warriors
        buildings = clearing.buildings
        if not buildings and not any(warriors):
            append(-1)
            continue
        best, who, strong = 0, -1, False
        for seat, elders, breaks in modes:
            if elders:
                fallen = clearing.fallen
                value = 3 * (warriors[seat] - fallen) + weight * fallen
            else:
                value = warriors[seat]
                for building in buildings:
                    if building.seat == seat:
                        value += 1
            if value > best:
                best, who, strong = value, seat, breaks
            elif value == best and value:
                if breaks:
                    who, strong = seat, True
                elif not strong:
                    who = -1
        append(who)
    return found


def _sole_rulers(state: WoodlandState, mode: tuple[int, bool, bool], weight: int) -> list[int]:
    """``rulers`` when one faction alone counts (the other is a Vagabond): it rules wherever it counts."""
    seat, elders, _ = mode
    found = [-1]
    append = found.append
    for clearing in state.clearings:
        value = clearing.warriors[seat]
        if elders:
            fallen = clearing.fallen
            value = 3 * (value - fallen) + weight * fallen
        elif not value:
            for building in clearing.buildings:
                if building.seat == seat:
                    value = 1
                    break
        append(seat if value > 0 else -1)
    return found


class LazyRulers:
    """``rulers(state)`` read clearing by clearing, each counted when first asked for.

    For questions that look at a few clearings only (where can an Elder move?); the state must not
    change while it is in use."""

    __slots__ = ("known", "modes", "state", "weight")

    def __init__(self, state: WoodlandState) -> None:
        self.state = state
        self.known: dict[int, int] = {}
        self.modes = _modes(tuple(state.factions))
        self.weight = state.settings.fallen_rule

    def __getitem__(self, cid: int) -> int:
        found = self.known.get(cid)
        if found is None:
            found = self.known[cid] = _ruler(self.state.clearings[cid - 1], self.modes, self.weight)
        return found


def _ruler(clearing: Clearing, modes: tuple[tuple[int, bool, bool], ...], weight: int) -> int:
    """One clearing's ruler, counted as ``ruler_of`` does: the strictly strongest, or among tied leaders
    the one faction that wins ties (Lords of the Forest, Law 7.2.2)."""
    warriors = clearing.warriors
    buildings = clearing.buildings
    best, who, strong = 0, -1, False
    for seat, elders, breaks in modes:
        if elders:
            fallen = clearing.fallen
            value = 3 * (warriors[seat] - fallen) + weight * fallen
        else:
            value = warriors[seat]
            for building in buildings:
                if building.seat == seat:
                    value += 1
        if value > best:
            best, who, strong = value, seat, breaks
        elif value == best and value:
            if breaks:
                who, strong = seat, True
            elif not strong:
                who = -1
    return who
