"""The Embers of Muaat's Prototype War Sun II beyond its statistics: other players' units in its system lose
PLANETARY SHIELD, as any war sun's do (the rules read the unit kind, so the upgrade keeps it)."""

from __future__ import annotations

from engines.galaxy.board import stats
from engines.galaxy.tactical.invasion import bombard_targets, shielded
from tests.engines.galaxy.factions.helpers import put, table_of, with_tech


def test_prototype_war_sun_ii_takes_planetary_shield_from_other_players_units_in_its_system() -> None:
    state = table_of("muaat", tiles={9: "26"})  # Lodor beside the Muaat home (22)
    with_tech(state, 0, "prototype_war_sun_ii")
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "pds,infantry", planet="Lodor")
    put(state, 0, 9, "dreadnought")
    assert shielded(state, 0, "Lodor") and bombard_targets(state, 0, 9) == []  # a dreadnought is stopped
    put(state, 0, 9, "war_sun")
    assert stats(state, 0, "war_sun").name == "Prototype War Sun II" and stats(state, 0, "war_sun").move == 3
    assert not shielded(state, 0, "Lodor") and bombard_targets(state, 0, 9) == ["Lodor"]
    assert shielded(state, 2, "Lodor")  # only the war sun's owner bombards past the shield
