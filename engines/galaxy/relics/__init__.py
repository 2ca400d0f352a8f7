"""Relics (TI-RELIC-*, TI-PURGE-1): the relic deck, relic fragments, and every relic's effect."""
