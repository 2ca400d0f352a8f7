"""The tactical action (LRR 89) and its parts. Import ``engines.galaxy.tactical.procedures`` to register
their step handlers and the technologies of movement, combat and production."""
