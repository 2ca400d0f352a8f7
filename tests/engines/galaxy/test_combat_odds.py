"""Battle odds (the calculator and `starboard galaxy combat`) against exact results computed here.

The exact values come from a small Markov-chain calculation over the combat rounds of LRR 78 (space) and
LRR 42 (ground), with the careful player's hit assignment (SUSTAIN DAMAGE first, then the cheapest unit).
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from desktop.cli import main
from engines.galaxy import flow
from engines.galaxy.combat.odds import odds, pending_odds, side_of
from engines.galaxy.tactical.actions import Activate, MoveFrom, MoveShip
from tests.engines.galaxy.tactics import choose, put, start, table

TRIALS = 10_000
TOLERANCE = 0.02  # four standard errors at 10,000 trials

# A unit for the exact calculation: (chance one die hits, dice, can sustain, cost)
CRUISER = (0.4, 1, False, 2)
DREADNOUGHT = (0.6, 1, True, 4)
FLAGSHIP = (0.4, 2, True, 8)
INFANTRY = (0.3, 1, False, 0.5)
Side = tuple[tuple[tuple[float, int, bool, float], bool], ...]  # (unit, damaged) sorted


def hits_distribution(side: Side) -> list[float]:
    dist = [1.0]
    for (p, dice, _, _), _ in side:
        for _ in range(dice):
            new = [0.0] * (len(dist) + 1)
            for k, q in enumerate(dist):
                new[k] += q * (1 - p)
                new[k + 1] += q * p
            dist = new
    return dist


def take(side: Side, hits: int) -> Side:
    units = list(side)
    for _ in range(hits):
        if not units:
            break
        fresh = [i for i, (u, damaged) in enumerate(units) if u[2] and not damaged]
        if fresh:
            i = fresh[0]
            units[i] = (units[i][0], True)
        else:
            units.remove(min(units, key=lambda u: u[0][3]))
    return tuple(sorted(units))


@cache
def exact(ours: Side, theirs: Side) -> tuple[float, float, float]:
    """(attacker wins, defender wins, draw) from here on."""
    if not ours or not theirs:
        return (1.0, 0.0, 0.0) if ours else (0.0, 1.0, 0.0) if theirs else (0.0, 0.0, 1.0)
    a, d = hits_distribution(ours), hits_distribution(theirs)
    stay = a[0] * d[0]
    total = [0.0, 0.0, 0.0]
    for i, p in enumerate(a):
        for j, q in enumerate(d):
            if i == j == 0:
                continue
            after = exact(take(ours, j), take(theirs, i))
            for k in range(3):
                total[k] += p * q * after[k]
    return tuple(t / (1 - stay) for t in total)  # type: ignore[return-value]


def side(*units: tuple[float, int, bool, float]) -> Side:
    return tuple(sorted((u, False) for u in units))


def close(found: object, expected: tuple[float, float, float]) -> None:
    got = (found.attacker_win, found.defender_win, found.draw)  # type: ignore[attr-defined]
    assert all(abs(g - e) < TOLERANCE for g, e in zip(got, expected, strict=True)), (got, expected)


def test_one_cruiser_against_one_cruiser_lrr_78() -> None:
    expected = exact(side(CRUISER), side(CRUISER))
    assert expected == pytest.approx((0.375, 0.375, 0.25))
    close(odds(side_of(0, {"cruiser": 1}), side_of(1, {"cruiser": 1}), trials=TRIALS), expected)


def test_a_dreadnought_sustains_against_two_cruisers_lrr_87() -> None:
    expected = exact(side(DREADNOUGHT), side(CRUISER, CRUISER))
    close(odds(side_of(0, {"dreadnought": 1}), side_of(1, {"cruiser": 2}), trials=TRIALS), expected)


def test_upgrades_change_the_odds_cruiser_2_hits_on_6() -> None:
    cruiser_2 = (0.5, 1, False, 2)
    expected = exact(side(cruiser_2), side(CRUISER))
    close(odds(side_of(0, {"cruiser": 1}, ["cruiser_2"]), side_of(1, {"cruiser": 1}), trials=TRIALS), expected)


def test_burst_dice_and_cheapest_losses_first() -> None:
    """The base flagship rolls two dice; the cruisers are lost before it is."""
    expected = exact(side(FLAGSHIP, CRUISER), side(DREADNOUGHT, CRUISER))
    close(odds(side_of(0, {"flagship": 1, "cruiser": 1}), side_of(1, {"dreadnought": 1, "cruiser": 1}),
               trials=TRIALS), expected)


def test_anti_fighter_barrage_before_the_first_round_lrr_10() -> None:
    """A destroyer's two barrage dice (9+) at two fighters, then combat rounds."""
    fighter = (0.2, 1, False, 0.5)
    destroyer = (0.2, 1, False, 1)
    expected = [0.0, 0.0, 0.0]
    barrage = [0.64, 0.32, 0.04]  # 0, 1 or 2 fighters lost
    for lost, chance in enumerate(barrage):
        left = side(*[fighter] * (2 - lost))
        after = exact(side(destroyer), left)
        for k in range(3):
            expected[k] += chance * after[k]
    close(odds(side_of(0, {"destroyer": 1}), side_of(1, {"fighter": 2}), trials=TRIALS), tuple(expected))


def ground_exact(bombard: float, cannon: float, ours: int, theirs: int) -> tuple[float, float, float]:
    """One bombardment die and one space cannon die, then infantry against infantry."""
    total = [0.0, 0.0, 0.0]
    for b_hit, pb in ((1, bombard), (0, 1 - bombard)):
        for c_hit, pc in ((1, cannon), (0, 1 - cannon)):
            a, d = ours - c_hit, theirs - b_hit
            if a <= 0:
                result = (0.0, 1.0, 0.0)
            elif d <= 0:
                result = (1.0, 0.0, 0.0)
            else:
                result = exact(side(*[INFANTRY] * a), side(*[INFANTRY] * d))
            for k in range(3):
                total[k] += pb * pc * result[k]
    return tuple(total)  # type: ignore[return-value]


def test_an_invasion_bombardment_then_ground_combat_lrr_49() -> None:
    expected = ground_exact(0.6, 0.0, 2, 2)
    close(odds(side_of(0, {"dreadnought": 1, "infantry": 2}), side_of(1, {"infantry": 2}), ground=True,
               trials=TRIALS), expected)


def test_a_pds_shields_the_planet_and_fires_at_the_landing_lrr_65_77_6() -> None:
    expected = ground_exact(0.0, 0.5, 2, 1)
    close(odds(side_of(0, {"dreadnought": 1, "infantry": 2}), side_of(1, {"infantry": 1, "pds": 1}), ground=True,
               trials=TRIALS), expected)


def test_a_war_sun_bombards_through_the_shield_lrr_65_3() -> None:
    with_sun = odds(side_of(0, {"war_sun": 1, "infantry": 1}), side_of(1, {"infantry": 3, "pds": 1}), ground=True,
                    trials=2000)
    without = odds(side_of(0, {"dreadnought": 1, "infantry": 1}), side_of(1, {"infantry": 3, "pds": 1}),
                   ground=True, trials=2000)
    assert with_sun.attacker_win > without.attacker_win + 0.1


# ----- the command line -----------------------------------------------------------------------------------------

def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["galaxy", "combat", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_combat_tool_prints_one_json_line_of_fractions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--attacker", "cruiser=1", "--defender", "cruiser=1", "--trials", str(TRIALS),
                         "--json")
    assert code == 0 and err == "" and out.count("\n") == 1
    result = json.loads(out)
    assert set(result) == {"attacker_win", "defender_win", "draw"}
    assert abs(sum(result.values()) - 1) < 1e-9
    assert abs(result["draw"] - 0.25) < TOLERANCE


def test_combat_tool_takes_upgrades_and_the_ground_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--attacker", "dreadnought=1,infantry=2", "--defender", "infantry=1,pds=1", "--ground",
                       "--defender-upgrades", "pds_2", "--attacker-upgrades", "infantry_2", "--trials", "500",
                       "--json")
    assert code == 0 and set(json.loads(out)) == {"attacker_win", "defender_win", "draw"}


@pytest.mark.parametrize(("argv", "message"), [
    (("--attacker", "battleship=2", "--defender", "cruiser"), "unknown unit 'battleship'"),
    (("--attacker", "cruiser=x", "--defender", "cruiser"), "needs a positive count"),
    (("--attacker", "cruiser", "--defender", "infantry=2"), "does not fight in space"),
    (("--attacker", "cruiser", "--defender", "cruiser", "--attacker-upgrades", "cruiser_9"), "unknown upgrade"),
    (("--attacker", "dreadnought", "--defender", "infantry", "--ground"), "needs infantry or mechs"),
    (("--attacker", "cruiser", "--defender", "cruiser", "--trials", "0"), "at least 1"),
])
def test_combat_tool_refuses_bad_battles_in_one_line(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...],
                                                      message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


# ----- a battle pending in a game -----------------------------------------------------------------------------------

def test_pending_odds_count_the_declared_ships_and_leave_the_dice_alone() -> None:
    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(9))
    assert pending_odds(state) is None  # nothing of seat 0 is coming yet
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    draws = state.rng.draws
    found = pending_odds(state, trials=TRIALS)
    assert found is not None and state.rng.draws == draws
    close(found, (0.375, 0.375, 0.25))
    assert flow.decisions(state)  # the movement goes on as before


def test_pending_odds_see_the_nebula_defenders_bonus_lrr_59_3() -> None:
    state = table({9: "42"})
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    found = pending_odds(state, trials=TRIALS)
    defender = (0.5, 1, False, 2)
    assert found is not None
    close(found, exact(side(CRUISER), side(defender)))


def test_landing_odds_during_an_invasion_lrr_49() -> None:
    from engines.galaxy.combat.odds import landing_odds
    from engines.galaxy.tactical.actions import EndMovement, Load

    state = table({9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry", planet="Lodor")
    put(state, 0, 22, "carrier")
    put(state, 0, 22, "infantry", planet="Jord")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    choose(state, Load("infantry", 22, "Jord"))
    choose(state, EndMovement())
    assert landing_odds(state, "Jord") is None  # not in the invaded system
    found = landing_odds(state, "Lodor", trials=TRIALS)
    assert found is not None
    spec_ops = (0.4, 1, False, 0.5)  # the Sol's infantry hit on 7
    close(found, exact(side(spec_ops), side(INFANTRY)))




def test_ground_forces_aboard_add_no_dice_to_the_space_odds_lrr_78_3a() -> None:
    """LRR 78.3a: only ships roll in a space combat; infantry carried in the space area change nothing."""
    carried = odds(side_of(0, {"carrier": 1, "infantry": 2}), side_of(1, {"cruiser": 1}), trials=2000)
    empty = odds(side_of(0, {"carrier": 1}), side_of(1, {"cruiser": 1}), trials=2000)
    assert carried == empty


def test_pending_odds_count_the_fighters_a_carrier_brings_lrr_16() -> None:
    """LRR 16 (capacity), 78: fighters carried into the active system fight in its space combat."""
    from engines.galaxy.tactical.actions import Load

    state = table()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "carrier,fighter=2")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    for _ in range(2):
        choose(state, Load("fighter", 22))
    found = pending_odds(state, trials=TRIALS)
    assert found is not None
    alone = odds(side_of(0, {"carrier": 1, "fighter": 2}), side_of(1, {"cruiser": 1}), trials=TRIALS)
    close(found, (alone.attacker_win, alone.defender_win, alone.draw))
