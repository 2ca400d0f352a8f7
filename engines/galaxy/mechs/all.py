"""Every mech ability the engine has, one module a faction (imported once by ``engines/galaxy/rules.py``)."""

from engines.galaxy.mechs import (  # noqa: F401
    after_actions,
    answers,
    arborec,
    creuss,
    hacan,
    l1z1x,
    letnev,
    mahact,
    mentak,
    naalu,
    nekro,
    nomad,
    saar,
    sardakk,
    titans,
    units,
    winnu,
    xxcha,
    yin,
)
