"""Every mech ability the engine has, one module a faction (imported once by ``engines/galaxy/rules.py``)."""

from engines.galaxy.mechs import after_actions, letnev, mentak, naalu, nekro, saar, sardakk, units, xxcha  # noqa: F401
