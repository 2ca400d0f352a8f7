"""The woodland table: the Autumn map, faction boards, the hand, the score track and battles."""

from desktop.games.woodland.map_items import load_ahead
from desktop.games.woodland.scene import WoodlandScene as Scene

__all__ = ["Scene", "load_ahead"]
