"""Every faction's leaders, one module each (imported once by ``engines/galaxy/rules.py``)."""

from engines.galaxy.leaders import arborec, argent, creuss, empyrean  # noqa: F401
