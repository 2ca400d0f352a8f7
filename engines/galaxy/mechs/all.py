"""Every mech ability the engine has, one module a faction (imported once by ``engines/galaxy/rules.py``)."""

from engines.galaxy.mechs import letnev, mentak, naalu, nekro, saar, sardakk, xxcha  # noqa: F401
