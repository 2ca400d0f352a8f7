"""The faction registry: every faction plugs into the core through the Faction interface."""

from __future__ import annotations

from engines.woodland.factions.base import FACTIONS, Faction, faction, faction_of, seat_of

__all__ = ["FACTIONS", "Faction", "faction", "faction_of", "seat_of"]
