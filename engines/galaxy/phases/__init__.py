"""The game's phases: setup, strategy, action, status (and agenda, in its own issue)."""
