"""What the heuristic bot knows how to value, computed from a seat's view only."""

from __future__ import annotations

from dataclasses import dataclass

from engines.lostworlds.content import FACES, SIDE_OF
from engines.lostworlds.view import LWView, WorldView


@dataclass
class Target:
    """One side of one world as seen by the bot: how far it is and what it is worth."""

    world: int
    side: int
    mine: int
    need: int
    worth: float
    threat: int
    blocked: bool

    def utility(self, extra: int = 0) -> float:
        """Value of one more fleet here: high when close to taking a world that pays well."""
        if self.blocked:
            return 0.05
        need = self.need - extra
        if need <= 0:
            return 0.0
        score = self.worth / need
        if self.threat < need:  # someone is likely to take it first
            score *= 0.45
        return score + (2.5 if need == 1 else 0.0)


def fleets(w: WorldView, side: int) -> list[int]:
    return w.settle if side == 0 else w.conquer


def lean(view: LWView, seat: int, side: int) -> float:
    """Change of my morality bonus if I take a world by ``side`` (the track's ends pay most)."""
    track = view.morality_track
    here = view.panels[seat].morality
    there = min(len(track) - 1, max(0, here + (-1 if side == 0 else 1)))
    return float(track[there].bonus - track[here].bonus)


def opponent_need(view: LWView, w: WorldView, seat: int) -> int:
    """The fewest fleets any opponent still needs to take this world, on either side."""
    best = 99
    for q in range(view.players):
        if q == seat:
            continue
        if w.dreadnought and w.dreadnought_owner != q and q not in w.champions:
            continue
        for side in (0, 1):
            value = max(1, w.value[side] - (1 if q in w.champions else 0))
            best = min(best, value - fleets(w, side)[q])
    return best


def targets(view: LWView, seat: int) -> list[Target]:
    found = []
    for w in view.worlds:
        blocked = w.dreadnought and w.dreadnought_owner != seat and seat not in w.champions
        threat = opponent_need(view, w, seat)
        for side in (0, 1):
            mine = fleets(w, side)[seat]
            worth = w.vp[side] + 1.5 + lean(view, seat, side)
            found.append(Target(w.id, side, mine, w.yours[side] - mine, max(0.3, worth), threat, blocked))
    return found


class Assess:
    """Everything the bot values in one decision, computed once from the view."""

    def __init__(self, view: LWView, seat: int) -> None:
        self.view = view
        self.seat = seat
        self.panel = view.panels[seat]
        self.targets = targets(view, seat)
        self._move: tuple[float, Target | None, Target | None] | None = None
        self._icons: dict[str, float] = {}

    def best(self, side: int | None = None) -> Target | None:
        pool = [t for t in self.targets if side is None or t.side == side]
        return max(pool, key=lambda t: t.utility(), default=None)

    def target(self, world: int, side: int) -> Target | None:
        for t in self.targets:
            if t.world == world and t.side == side:
                return t
        return None

    def ready_value(self) -> float:
        if self.panel.hyperspace == 0:
            return 0.0
        return 1.4 if self.panel.home == 0 else 0.9 if self.panel.home <= 2 else 0.35

    def renown_value(self) -> float:
        return 0.6 if self.panel.renown < 5 else 0.0

    def move(self) -> tuple[float, Target | None, Target | None]:
        """The most useful move of one of my fleets: (gain, from, to)."""
        if self._move is None:
            self._move = self._best_move()
        return self._move

    def _best_move(self) -> tuple[float, Target | None, Target | None]:
        best: tuple[float, Target | None, Target | None] = (0.0, None, None)
        for src in self.targets:
            if src.mine == 0:
                continue
            loss = 0.1 if src.blocked or src.threat < src.need else src.utility(-1) * 0.6
            for dst in self.targets:
                if (dst.world, dst.side) != (src.world, src.side) and dst.utility() - loss > best[0]:
                    best = (dst.utility() - loss, src, dst)
        return best

    def icon_value(self, icon: str) -> float:
        if icon not in self._icons:
            self._icons[icon] = self._icon_value(icon)
        return self._icons[icon]

    def _icon_value(self, icon: str) -> float:
        if icon in ("S", "C"):
            if self.panel.home <= 0:
                return 0.0
            t = self.best(0 if icon == "S" else 1)
            return 0.3 + t.utility() if t else 0.0
        if icon == "M":
            return max(self.ready_value(), self.move()[0])
        return self.renown_value()

    def face_value(self, die: int, face: int) -> float:
        f = FACES[die][face]
        values = [self.icon_value(i) for i in f.icons]
        if f.join == "or":
            return max(values)
        total, used = 0.0, 0
        for icon, v in zip(f.icons, values, strict=True):
            if icon in ("S", "C"):
                used += 1
                v = v if used <= self.panel.home else 0.0
            total += v
        return total

    def die_values(self) -> list[float]:
        return [self.face_value(d, self.view.dice[d].face) for d in range(3)]

    def expected(self, die: int) -> float:
        faces = FACES[die]
        return sum(self.face_value(die, f) for f in range(len(faces))) / len(faces)


def side_code(name: str) -> int:
    return SIDE_OF[name]
