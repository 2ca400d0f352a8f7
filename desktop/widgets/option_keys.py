"""Number keys for the prompt panel's options: stable while an option lasts, typed digit by digit.

A number stays with its option for as long as the option is offered, so the key under a player's
hand never starts meaning something else; options that appear get numbers after the highest in use,
and a decision that shares nothing with the last one starts again at 1.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QTimer

NEXT_DIGIT_MS = 700  # how long "1" waits for a second digit when an option 1x exists


class OptionNumbers:
    """Assigns each option key (an action) a number that it keeps while it is offered."""

    def __init__(self) -> None:
        self._numbers: dict[Hashable, int] = {}

    def assign(self, keys: Sequence[Hashable]) -> list[int]:
        kept = {key: self._numbers[key] for key in keys if key in self._numbers}
        if not kept:
            self._numbers = {}
        taken = set(kept.values())
        following = max(taken, default=0) + 1
        numbers: list[int] = []
        for key in keys:
            number = kept.get(key)
            if number is None or number in numbers:
                number = following
                following += 1
            numbers.append(number)
        self._numbers = dict(zip(keys, numbers, strict=True))
        return numbers


class KeyBuffer:
    """Collects typed digits; calls ``done(number or None, typed)`` when the number is complete."""

    def __init__(self, done: Callable[[int | None, str], None]) -> None:
        self._done = done
        self._typed = ""
        self._numbers: list[int] = []
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.finish)

    def press(self, digit: int, numbers: Sequence[int]) -> None:
        self._numbers = list(numbers)
        self._typed += str(digit)
        longer = [n for n in self._numbers if str(n).startswith(self._typed) and str(n) != self._typed]
        if longer:
            self._timer.start(NEXT_DIGIT_MS)  # wait: "1" may be the start of "12"
        else:
            self.finish()

    def finish(self) -> None:
        self._timer.stop()
        typed, self._typed = self._typed, ""
        if not typed:
            return
        number = int(typed)
        self._done(number if number in self._numbers else None, typed)

    def pending(self) -> str:
        return self._typed

    def clear(self) -> None:
        self._timer.stop()
        self._typed = ""
