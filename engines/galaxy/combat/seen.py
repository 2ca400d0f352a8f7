"""The faction combat modifiers a battle's onlookers can read off the table: who plays which faction and
which ships stand in the system. The bots plan battles from their view, never from the state, so the
effects in ``engines/galaxy/factions`` cannot be asked; this is their public side, kept beside them by
the test that compares the odds read off a view with the engine's odds for each faction listed here.

Counted: Unrelenting (N'orr +1), C'morran N'orr (+1 to the N'orr's other ships with their flagship),
Fragile (Jol-Nar -1), Salai Sai Corian (the Winnu flagship's die per enemy non-fighter ship), Visz El Vir
(Naaz-Rokha mechs roll one more die with their flagship). Effects that hang on hidden or passing facts
(Supercharge, Arvicon Rex's tokens, rerolls) are left out.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

NON_FIGHTERS = ("war_sun", "flagship", "dreadnought", "carrier", "cruiser", "destroyer")


def _has(units: Iterable[Any], seat: int, kind: str) -> bool:
    return any(u.owner == seat and u.kind == kind and u.count for u in units)


def roll_change(faction: str, seat: int, kind: str, combat: str, units: list[Any], opponent: int) -> tuple[int, int]:
    """(added to each combat die, dice added per unit) for ``seat``'s ``kind`` in this battle's ``units``."""
    modifier = dice = 0
    flagship = _has(units, seat, "flagship")
    if faction == "sardakk":
        modifier += 1
        if combat == "space" and flagship and kind != "flagship":
            modifier += 1
    elif faction == "jolnar":
        modifier -= 1
    elif faction == "winnu" and combat == "space" and kind == "flagship":
        dice += sum(u.count for u in units if u.owner == opponent and u.kind in NON_FIGHTERS)
    elif faction == "naazrokha" and kind == "mech" and flagship:
        dice += 1
    return modifier, dice
