"""The faction combat modifiers a battle's onlookers can read off the table: who plays which faction and
which ships stand in the system. The bots plan battles from their view, never from the state, so the
effects in ``engines/galaxy/factions`` cannot be asked; this is their public side, kept beside them by
the test that compares the odds read off a view with the engine's odds for each faction listed here.

Counted: Unrelenting (N'orr +1), C'morran N'orr (+1 to the N'orr's other ships with their flagship),
Fragile (Jol-Nar -1), Salai Sai Corian (the Winnu flagship's die per enemy non-fighter ship), Visz El Vir
(Naaz-Rokha mechs roll one more die with their flagship). Effects that hang on hidden or passing facts
(Supercharge, Arvicon Rex's tokens, rerolls) are left out.

Opening shots (``opening``), before the first round: the Mentak's Ambush (up to 2 cruisers or destroyers
roll at their printed value) and Magen Defense Grid (1 hit on the invaders of a planet with the owner's
structures; its infantry come with the activation, ``magen_infantry``). Assault Cannon (``assaults``):
with 3 or more non-fighter ships at the start of a space combat, the opponent destroys one of theirs. The
Argent's Raid Formation (``raids``): barrage hits beyond the opponent's fighters damage their ships with
SUSTAIN DAMAGE. The Titans' Hel-Titan PDS fight on the ground as ground forces (``ground_kinds``).

Space cannon offence before a space combat (``cannon_reach``, ``cannon_modifier``): PDS on the system's
planets, and in adjacent systems with PDS II or Hel-Titan II; Antimass Deflectors' -1 against its owner,
Plasma Scoring's extra die, and no fire at Argent ships beside the Quetzecoatl (``cannon_immune``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engines.galaxy.content.units import GROUND_FORCES, UnitStats

NON_FIGHTERS = ("war_sun", "flagship", "dreadnought", "carrier", "cruiser", "destroyer")
AMBUSHERS, AMBUSH_SHIPS = ("cruiser", "destroyer"), 2
STRUCTURES = ("pds", "space_dock")
MAGEN = "magen_defense_grid"
ASSAULT_CANNON, ASSAULT_SHIPS = "assault_cannon", 3


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


def opening(faction: str, technologies: Iterable[str], seat: int, combat: str, units: Iterable[Any],
            stats_of: Callable[[str], UnitStats]) -> tuple[tuple[int, ...], int]:
    """(the result each die rolled at the start of the combat needs, automatic hits then) for ``seat``'s side
    of this battle's ``units``: Ambush in space, Magen Defense Grid on a planet with the seat's structures."""
    listed = list(units)
    needs: list[int] = []
    if combat == "space" and faction == "mentak":  # the best two: a player always would (factions/mentak.py)
        for kind in AMBUSHERS:
            roll = stats_of(kind).combat if _has(listed, seat, kind) else None
            if roll is not None:
                here = sum(u.count for u in listed if u.owner == seat and u.kind == kind)
                needs += [roll.hit_on] * here
        needs = sorted(needs)[:AMBUSH_SHIPS]
    hits = 0
    if combat == "ground" and MAGEN in technologies and any(_has(listed, seat, k) for k in STRUCTURES):
        hits = 1
    return tuple(needs), hits


def magen_infantry(technologies: Iterable[str], seat: int, units: Iterable[Any]) -> int:
    """Infantry Magen Defense Grid puts on this planet when its system is activated: one per structure."""
    if MAGEN not in technologies:
        return 0
    return sum(u.count for u in units if u.owner == seat and u.kind in STRUCTURES)


def assaults(technologies: Iterable[str], combat: str) -> bool:
    """Assault Cannon (tactical/technologies.py, ``assault_cannon``): at the start of a space combat in which
    its owner has ``ASSAULT_SHIPS`` or more non-fighter ships, the opponent destroys one of theirs."""
    return combat == "space" and ASSAULT_CANNON in technologies


def cannon_reach(technologies: Iterable[str]) -> tuple[str, ...]:
    """The kinds whose SPACE CANNON fire into adjacent systems (hook ``space_cannon_adjacent``: PDS II,
    Hel-Titan II; the Xxcha's mech and flagship are left out)."""
    return ("pds",) if {"pds_2", "hel_titan_ii"} & set(technologies) else ()


def cannon_modifier(target_technologies: Iterable[str]) -> int:
    """Added to each SPACE CANNON die rolled at a player with Antimass Deflectors."""
    return -1 if "antimass_deflectors" in target_technologies else 0


def cannon_extra(technologies: Iterable[str]) -> int:
    """Plasma Scoring: one more SPACE CANNON die for the best unit of the roll."""
    return 1 if "plasma_scoring" in technologies else 0


def cannon_immune(faction: str, seat: int, units: Iterable[Any]) -> bool:
    """No SPACE CANNON may fire at the Argent's ships in their flagship's system (Quetzecoatl)."""
    return faction == "argent" and _has(units, seat, "flagship")


def raids(faction: str, combat: str) -> bool:
    """Raid Formation (the Argent): barrage hits beyond the opponent's fighters damage their sturdy ships."""
    return combat == "space" and faction == "argent"


def ground_kinds(faction: str) -> tuple[str, ...]:
    """The kinds that fight a ground combat for ``faction``: the Titans' PDS too (factions/titans.py)."""
    return (*GROUND_FORCES, "pds") if faction == "titans" else GROUND_FORCES
