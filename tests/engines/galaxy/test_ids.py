"""The id rule every content file follows."""

from __future__ import annotations

import pytest

from engines.galaxy.ids import ident


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Letani Warrior II", "letani_warrior_ii"),
        ("Ta Zern", "ta_zern"),
        ("Coup d'Etat", "coup_detat"),
        ("Coup d’État", "coup_detat"),
        ("Moyin's Ashes", "moyins_ashes"),
        ("[0.0.1]", "0_0_1"),
        ("Rin, The Master's Legacy", "rin_the_masters_legacy"),
        ("J.N.S. Hylarim", "j_n_s_hylarim"),
        ("Light/Wave Deflector", "light_wave_deflector"),
        ("  Super-Dreadnought II  ", "super_dreadnought_ii"),
        ("Sh'val, Harbinger", "shval_harbinger"),
        ("UNIT.DSGN.FLAYESH", "unit_dsgn_flayesh"),
    ],
)
def test_ident_folds_accents_drops_apostrophes_and_joins_the_rest_with_underscores(name: str, expected: str) -> None:
    assert ident(name) == expected


def test_ident_is_stable_on_its_own_output() -> None:
    assert ident(ident("Hybrid Crystal Fighter II")) == "hybrid_crystal_fighter_ii"
