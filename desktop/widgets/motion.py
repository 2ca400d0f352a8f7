"""Animation settings shared by every item: short, skippable, off in tests and screenshots.

Every animation a table starts goes through ``Motion.play`` (a Qt animation) or ``Motion.track`` (anything
else, such as a die's tumble), so one click on the table can end them all at once (``skip_all``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Motion:
    enabled: bool = True
    speed: float = 1.0
    fast_forward: bool = False  # the table is playing the bots through: nothing animates meanwhile
    _running: list[tuple[Callable[[], bool], Callable[[], None]]] = []

    @classmethod
    def duration(cls, milliseconds: int) -> int:
        """How long an animation should take now (0 means jump to the end)."""
        if not cls.enabled or cls.fast_forward:
            return 0
        return max(1, int(milliseconds / max(cls.speed, 0.1)))

    @classmethod
    def play(cls, animation: Any) -> None:
        """Start a Qt animation (QAbstractAnimation) that ``skip_all`` may end early."""
        running = animation.State.Running

        def is_running() -> bool:
            return bool(animation.state() == running)

        cls.track(is_running, lambda: animation.setCurrentTime(animation.totalDuration()))
        animation.start()

    @classmethod
    def track(cls, is_running: Callable[[], bool], finish: Callable[[], None]) -> None:
        """Something that animates by other means: ``finish`` jumps it to its end state."""
        cls._running = [entry for entry in cls._running if _alive(entry[0])]
        cls._running.append((is_running, finish))

    @classmethod
    def animating(cls) -> bool:
        return any(_alive(is_running) for is_running, _ in cls._running)

    @classmethod
    def skip_all(cls) -> int:
        """End every running animation at once, as if its time were up; how many there were."""
        running, cls._running = cls._running, []
        ended = 0
        for is_running, finish in running:
            if _alive(is_running):
                try:
                    finish()
                except RuntimeError:  # its item was deleted with the scene meanwhile
                    continue
                ended += 1
        return ended


    @classmethod
    def forget(cls) -> None:
        """Drop every reference without finishing anything (the table closed with its items)."""
        cls._running = []


def _alive(is_running: Callable[[], bool]) -> bool:
    try:
        return is_running()
    except RuntimeError:  # the Qt object behind it is gone
        return False
