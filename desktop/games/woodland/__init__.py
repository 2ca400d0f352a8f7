"""The woodland table: the Autumn map, faction boards, the hand, the score track and battles."""

from desktop.games.woodland.scene import WoodlandScene as Scene

__all__ = ["Scene"]
