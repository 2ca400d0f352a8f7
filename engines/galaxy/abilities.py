"""Abilities a player uses on their own turn, by source: component actions and free turn abilities.

A component action ("ACTION:" on a technology, an action card, a faction sheet, a leader, a relic,
LRR 22) uses the turn's action; a turn ability (Psychoarchaeology's trade good, Bio-Stims at the end
of the turn, Transit Diodes at its start) does not. Each registers under its source id; it is
offered when its source is in force for the seat (``effects.in_force``) and ``ready`` says it can
be completely resolved now (LRR 22.3). ``targets`` lists the choices it is offered with (one
option per target; none: a single option). ``use`` resolves it: it may push steps.

Windows: "action" (a component action), "start" (before the action), "end" (after it), "any"
(either).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.core.contract import Event
from engines.galaxy.effects import in_force
from engines.galaxy.state import TIState

WINDOWS = ("action", "start", "end", "any")

Ready = Callable[[TIState, int], bool]
Targets = Callable[[TIState, int], list[str]]
Use = Callable[[TIState, int, str], list[Event]]


@dataclass(frozen=True)
class TurnAbility:
    source: str
    window: str
    ready: Ready
    use: Use
    targets: Targets | None = None
    label: str = ""


ABILITIES: dict[str, list[TurnAbility]] = {}


def _always(state: TIState, seat: int) -> bool:
    return True


def ability(source: str, window: str, ready: Ready = _always, targets: Targets | None = None,
            label: str = "") -> Callable[[Use], Use]:
    """Register ``use`` as ``source``'s ability in ``window``."""
    if window not in WINDOWS:
        raise ValueError(f"unknown window {window!r}")

    def register(use: Use) -> Use:
        ABILITIES.setdefault(source, []).append(TurnAbility(source, window, ready, use, targets, label))
        return use

    return register


def offered(state: TIState, seat: int, windows: tuple[str, ...]) -> list[tuple[TurnAbility, str]]:
    """(ability, target) pairs ``seat`` may use now in one of ``windows``."""
    found: list[tuple[TurnAbility, str]] = []
    sources = in_force(state, seat)
    for source in sorted(sources & ABILITIES.keys()):
        for entry in ABILITIES[source]:
            if entry.window not in windows or not entry.ready(state, seat):
                continue
            if entry.targets is None:
                found.append((entry, ""))
            else:
                found += [(entry, target) for target in entry.targets(state, seat)]
    return found


def find(source: str, windows: tuple[str, ...]) -> TurnAbility:
    for entry in ABILITIES.get(source, []):
        if entry.window in windows:
            return entry
    raise KeyError(f"{source} has no ability in {windows}")


def exhausted(state: TIState, seat: int, card: str) -> bool:
    return card in state.players[seat].exhausted
