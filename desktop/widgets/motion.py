"""Animation settings shared by every item: short, skippable, off in tests and screenshots."""

from __future__ import annotations


class Motion:
    enabled: bool = True
    speed: float = 1.0

    @classmethod
    def duration(cls, milliseconds: int) -> int:
        """How long an animation should take now (0 means jump to the end)."""
        if not cls.enabled:
            return 0
        return max(1, int(milliseconds / max(cls.speed, 0.1)))
