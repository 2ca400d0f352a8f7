"""Registers every handler of the tactical action's steps and the technologies of its domain (import it once)."""

from engines.galaxy import production
from engines.galaxy.combat import ground, hits, space
from engines.galaxy.tactical import activation, invasion, movement, space_cannon, technologies

MODULES = (activation, movement, space_cannon, space, ground, hits, invasion, production, technologies)
