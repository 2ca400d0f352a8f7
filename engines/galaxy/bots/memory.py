"""What the heuristic bot remembers between its decisions: the plan of the tactical action under way.

Nothing here is needed to choose legally: a plan that no longer fits the options is worked out again,
and a bot that lost its memory (a reloaded game, a LAN client reconnecting) still plays sensibly.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class MovePlan:
    """Ships to move into ``target`` by origin and kind, ground forces and fighters to carry from each origin."""

    target: int
    ships: dict[int, dict[str, int]] = field(default_factory=dict)
    ground: dict[int, int] = field(default_factory=dict)
    fighters: dict[int, int] = field(default_factory=dict)
    value: float = 0.0
    reason: str = ""

    def movers(self) -> int:
        return sum(sum(kinds.values()) for kinds in self.ships.values())


@dataclass
class Memory:
    """The current tactical action's plan, keyed by (round, seat, target); origins already finished."""

    key: tuple[int, int, int] = (-1, -1, -1)
    plan: MovePlan | None = None
    finished: set[int] = field(default_factory=set)

    def remember(self, key: tuple[int, int, int], plan: MovePlan) -> None:
        self.key, self.plan, self.finished = key, plan, set()

    def recall(self, key: tuple[int, int, int]) -> MovePlan | None:
        return self.plan if self.key == key else None
