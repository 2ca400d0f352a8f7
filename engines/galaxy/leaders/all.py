"""Every faction's leaders, one module each (imported once by ``engines/galaxy/rules.py``); ``commanders.py``
holds single leaders of factions whose other leaders are still to come."""

from engines.galaxy.leaders import arborec, argent, commanders, creuss, empyrean, letnev, sol  # noqa: F401
