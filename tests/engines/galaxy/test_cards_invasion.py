"""Action cards of the invasion (LRR 2, 49): at its start, when ground forces land, when a planet changes hands.
One test per card, named after it.

Lodor (at 9, beside Sol's home 22) is Hacan's (seat 1); Sol (seat 0) invades it with ships from 22 and infantry
from Jord.
"""

from __future__ import annotations

from engines.galaxy.tactical.actions import (
    Activate,
    Bombard,
    EndMovement,
    FinishBombardment,
    FinishLanding,
    HoldFire,
    Land,
    Load,
    MoveFrom,
    MoveShip,
)
from tests.engines.galaxy.cards import hand, pick, play
from tests.engines.galaxy.tactics import choose, on, options, pass_windows, put, script, space, start, table


def invade(ships: str = "dreadnought,carrier", infantry: int = 2, tile: str = "26") -> object:
    """Seat 0 arrives at 9 with ``ships`` and ``infantry`` from Jord; seat 1 holds the planets there."""
    state = table({9: tile})
    for planet in state.systems["9"].planets:
        state.planets[planet].owner = 1
    put(state, 0, 22, ships)
    if infantry:
        put(state, 0, 22, f"infantry={infantry}", planet="Jord")
    return state


def go(state: object, ships: str = "dreadnought,carrier", infantry: int = 2) -> None:
    start(state, 0)  # type: ignore[arg-type]
    choose(state, Activate(9))  # type: ignore[arg-type]
    choose(state, MoveFrom(22))  # type: ignore[arg-type]
    for kind in ships.split(","):
        choose(state, MoveShip(kind))  # type: ignore[arg-type]
    for _ in range(infantry):
        choose(state, Load("infantry", 22, "Jord"))  # type: ignore[arg-type]
    choose(state, EndMovement())  # type: ignore[arg-type]


# ----- the start of an invasion -----------------------------------------------------------------------------


def test_bunker_takes_four_off_bombardment_dice() -> None:
    state = invade()
    put(state, 1, 9, "infantry", planet="Lodor")
    hand(state, 1, "bunker")
    go(state)
    play(state, 1, "bunker")
    choose(state, Bombard("dreadnought", "Lodor"))
    script(state, 8)  # an 8 hits on the dreadnought's 5, but not with -4
    choose(state, FinishBombardment())
    assert on(state, "Lodor", 1) == {"infantry": 1}


def test_disable_switches_off_the_planetary_shield_and_space_cannon_of_the_pds() -> None:
    state = invade()
    put(state, 1, 9, "pds,infantry", planet="Lodor")
    go(state)
    choose(state, HoldFire())
    assert Bombard("dreadnought", "Lodor") not in options(state)  # without the card: the planetary shield
    state = invade()
    put(state, 1, 9, "pds,infantry", planet="Lodor")
    hand(state, 0, "disable")
    go(state)
    choose(state, HoldFire())  # the PDS's space cannon offence came before the invasion
    play(state, 0, "disable")
    assert Bombard("dreadnought", "Lodor") in options(state)  # no planetary shield now


def test_blitz_gives_ships_without_bombardment_bombardment_six() -> None:
    state = invade(ships="cruiser,carrier")
    put(state, 1, 9, "infantry", planet="Lodor")
    go(state, ships="cruiser,carrier")
    assert not any(isinstance(o, Bombard) for o in options(state))  # without the card
    state = invade(ships="cruiser,carrier")
    put(state, 1, 9, "infantry", planet="Lodor")
    hand(state, 0, "blitz")
    go(state, ships="cruiser,carrier")
    play(state, 0, "blitz")
    assert Bombard("cruiser", "Lodor") in options(state)


# ----- ground forces land ---------------------------------------------------------------------------------------


def test_parley_sends_the_landed_ground_forces_back_to_space() -> None:
    state = invade()
    put(state, 1, 9, "infantry", planet="Lodor")
    hand(state, 1, "parley")
    go(state)
    choose(state, FinishBombardment())
    choose(state, Land("infantry", "Lodor"))
    choose(state, Land("infantry", "Lodor"))
    choose(state, FinishLanding())
    play(state, 1, "parley")
    pass_windows(state)
    assert on(state, "Lodor", 0) == {} and state.planets["Lodor"].owner == 1
    assert space(state, 9, 0)["infantry"] == 2


def test_ghost_squad_shifts_your_ground_forces_between_your_planets_there() -> None:
    state = invade(tile="27")  # New Albion and Starpoint
    put(state, 1, 9, "infantry=2", planet="Starpoint")
    put(state, 1, 9, "infantry", planet="New Albion")
    hand(state, 1, "ghost_squad")
    go(state, infantry=1)
    choose(state, FinishBombardment())
    choose(state, Land("infantry", "New Albion"))
    choose(state, FinishLanding())
    play(state, 1, "ghost_squad")
    for _ in range(2):
        pick(state, "Starpoint|infantry")
        pick(state, "New Albion")
    pick(state, "done")
    assert on(state, "Starpoint", 1) == {}
    assert on(state, "New Albion", 1).get("infantry", 0) >= 2  # three, less what the ground combat cost


# ----- a planet changes hands -----------------------------------------------------------------------------------


def test_infiltrate_takes_over_the_structures_instead_of_destroying_them() -> None:
    state = invade(infantry=1)
    put(state, 1, 9, "space_dock", planet="Lodor")
    hand(state, 0, "infiltrate")
    go(state, infantry=1)
    choose(state, Land("infantry", "Lodor"))
    choose(state, FinishLanding())
    play(state, 0, "infiltrate")
    pass_windows(state)
    assert state.planets["Lodor"].owner == 0 and on(state, "Lodor", 0) == {"infantry": 1, "space_dock": 1}


def test_reparations_exhausts_a_planet_of_the_taker_and_readies_one_of_yours() -> None:
    state = invade(infantry=1)
    state.planets["Arretze"].exhausted = True
    hand(state, 1, "reparations")
    go(state, infantry=1)
    choose(state, Land("infantry", "Lodor"))
    choose(state, FinishLanding())
    play(state, 1, "reparations", "planet:Jord")
    pick(state, "Arretze")
    assert state.planets["Lodor"].owner == 0
    assert state.planets["Jord"].exhausted and not state.planets["Arretze"].exhausted
