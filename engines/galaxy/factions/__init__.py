"""The 24 factions as they play: each faction's abilities, faction technologies, faction units and
note, one module per faction named after it, each ability a small registered function named after
it (docs/galaxy-factions.md lists them and the rulings).

``base`` puts a seat's faction abilities and units in force; ``offers`` is the step that asks a
faction's owner whether to use an ability now; ``notes`` tells where the promissory notes are.
"""

from __future__ import annotations

from engines.galaxy.factions import (
    arborec,
    argent,
    base,
    creuss,
    empyrean,
    hacan,
    jolnar,
    l1z1x,
    letnev,
    mahact,
    mentak,
    muaat,
    naalu,
    naazrokha,
    nekro,
    nomad,
    notes,
    offers,
    saar,
    sardakk,
    sol,
    titans,
    vuilraith,
    winnu,
    xxcha,
    yin,
    yssaril,
)

FACTION_MODULES = {
    "arborec": arborec, "argent": argent, "creuss": creuss, "empyrean": empyrean, "hacan": hacan,
    "jolnar": jolnar, "l1z1x": l1z1x, "letnev": letnev, "mahact": mahact, "mentak": mentak, "muaat": muaat,
    "naalu": naalu, "naazrokha": naazrokha, "nekro": nekro, "nomad": nomad, "saar": saar, "sardakk": sardakk,
    "sol": sol, "titans": titans, "vuilraith": vuilraith, "winnu": winnu, "xxcha": xxcha, "yin": yin,
    "yssaril": yssaril,
}
SHARED = (base, notes, offers)
