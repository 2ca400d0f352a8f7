"""What the ti-flagged session changed for the factions flagged above 30% over 1,000 games (docs/balance-galaxy.md,
"Looking at Vuil'raith, Titans and Argent (ti-flagged)"): the Cabal's captures follow the capture rules, Vortex
reaches what its sheet says, Awaken keeps the PDS limit and lets the Hecatoncheires deploy, and the odds (the
table's, the bots' and ``starboard galaxy combat``'s) play Assault Cannon, Raid Formation and the Titans' PDS as
the engine's combat does."""

from __future__ import annotations

import argparse
from typing import Any

import pytest

from engines.galaxy import flow
from engines.galaxy.abilities import find
from engines.galaxy.board import stats
from engines.galaxy.capture.units import captured
from engines.galaxy.combat.hits import careful
from engines.galaxy.combat.odds import ground_odds, odds, seen_ground_odds, seen_space_odds, side_of, space_odds
from engines.galaxy.combat_cli import BattleError, battle_odds
from engines.galaxy.forces import destroy
from engines.galaxy.state import NOBODY, Stack, TIState
from engines.galaxy.tactical.actions import Activate, AssignHit, Stay
from engines.galaxy.tactical.events import UnitDestroyed
from engines.galaxy.view import game_view
from engines.galaxy.windows.actions import PassWindow
from tests.engines.galaxy.factions.helpers import answer, duel, put, table_of, take, with_tech
from tests.engines.galaxy.pok import pok_table
from tests.engines.galaxy.tactics import on, start, table

TRIALS = 4000
FAIR = 0.04  # two estimates of the same odds from 4,000 battles each lie this close


def _careful(state: TIState) -> Any:
    """A chooser that assigns hits as the odds' careful player does, never retreats and passes every window."""
    from engines.galaxy.actions.factions import DeclineFactionAbility

    def pick(decision: Any) -> Any:
        hits = [o for o in decision.options if isinstance(o, AssignHit)]
        if hits:
            return careful(hits, lambda kind: stats(state, decision.seat, kind))
        return next((o for o in decision.options if isinstance(o, PassWindow | Stay | DeclineFactionAbility)),
                    decision.options[0])
    return pick


def _play_out(state: TIState) -> None:
    chooser = _careful(state)
    for _ in range(2000):
        found = flow.decisions(state)
        if not found:
            return
        flow.perform(state, found[0].seat, chooser(found[0]))
    raise AssertionError("the combat never ended")


# ----- the Vuil'raith Cabal ---------------------------------------------------------------------------------


def test_devour_captures_infantry_and_fighters_as_tokens_of_no_colour_ti_capture_11() -> None:
    """Devour (Vuil'raith faction sheet) captures through the capture rules: a captured infantry or fighter goes
    back to its owner's reinforcements and a colourless token lies on the Cabal's sheet (TI-CAPTURE-11, 12);
    the old code kept it in the owner's colour, to be given back by a blockade (TI-CAPTURE-13 forbids it)."""
    state = table_of("vuilraith", tiles={9: "26"})
    put(state, 1, 9, "infantry=2", planet="Lodor")
    destroy(state, 1, 9, "Lodor", "infantry", by=0, combat=1)
    assert state.players[0].captured == [Stack(NOBODY, "infantry", 1)]
    assert captured(state, 0, "infantry", owner=1) == 0


def test_devour_captures_nothing_from_a_player_blockading_a_cabal_dock_ti_capture_4() -> None:
    state = table_of("vuilraith")
    put(state, 0, 22, "space_dock", planet=state.systems["22"].planets[0])
    put(state, 1, 22, "cruiser")  # Hacan ships at the Cabal's dock, no Cabal ship there: a blockade
    put(state, 1, 9, "dreadnought")
    destroy(state, 1, 9, "", "dreadnought", by=0, combat=1)
    assert state.players[0].captured == []


def test_devour_captures_the_ship_assault_cannon_destroys_at_the_start_of_combat() -> None:
    """Devour: units destroyed during combat. Assault Cannon's ship is destroyed at the start of the space
    combat, so it is captured (the old code gave that hit no combat, and nothing was captured)."""
    state = table_of("vuilraith")
    with_tech(state, 0, "assault_cannon")
    events = duel(state, "cruiser=3", "dreadnought=1")
    assert UnitDestroyed(seat=1, kind="dreadnought", by=0, cause="assault_cannon") in events
    assert captured(state, 0, "dreadnought", owner=1) == 1


def test_vortex_reaches_units_in_the_dock_system_itself_and_on_planets() -> None:
    """Vortex (Vuil'raith faction technology): a unit type of another player's non-structure unit "in or
    adjacent to" a system with a Cabal space dock. The old code looked only at adjacent space areas."""
    state = table_of("vuilraith", tiles={9: "26"})
    with_tech(state, 0, "vortex")
    put(state, 0, 22, "space_dock", planet=state.systems["22"].planets[0])
    put(state, 1, 22, "destroyer")  # in the dock's own system
    put(state, 2, 9, "mech", planet="Lodor")  # on a planet next to it
    vortex = find("vortex", ("action",))
    assert vortex.targets is not None
    targets = vortex.targets(state, 0)
    assert "1:destroyer" in targets and "2:mech" in targets
    vortex.use(state, 0, "2:mech")
    assert captured(state, 0, "mech", owner=2) == 1


# ----- the Titans of Ul -------------------------------------------------------------------------------------


def test_awaken_puts_no_third_pds_on_a_planet_lrr_79_5() -> None:
    """LRR 79.5, 79.6: at most two PDS of a player on a planet; a sleeper there cannot awaken."""
    state = table_of("titans", tiles={9: "26"})
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "pds=2", planet="Lodor")
    state.planets["Lodor"].attachments.append("sleeper")
    start(state, 0)
    flow.perform(state, 0, Activate(9))
    for _ in range(50):  # every window after the activation: Awaken is never offered
        found = flow.decisions(state)
        if not found or not any(isinstance(o, PassWindow) for o in found[0].options):
            break
        assert not any(getattr(o, "source", "") == "awaken" for o in found[0].options)
        flow.perform(state, found[0].seat, PassWindow())
    assert on(state, "Lodor", 0) == {"pds": 2}


def test_awaken_lets_the_hecatoncheires_deploy_instead_of_the_pds() -> None:
    """Hecatoncheires (Titans mech), DEPLOY: when the Titans would place a PDS on a planet, a mech and an
    infantry may go there instead. Awaken places a PDS, so the mech is offered (it was not)."""
    state = pok_table({9: "26"}, factions=("titans", "hacan", "letnev"))
    state.planets["Lodor"].owner = 0
    state.planets["Lodor"].attachments.append("sleeper")
    start(state, 0)
    flow.perform(state, 0, Activate(9))
    answer(state, 0, "awaken", "planet:Lodor")
    take(state, "hecatoncheires", "planet:Lodor")
    assert on(state, "Lodor", 0) == {"mech": 1, "infantry": 1}


def _titans_planet(faction: str) -> TIState:
    """Lodor, held by one PDS of ``faction`` (seat 1) and nothing else; Hacan (seat 0) invades."""
    state = table(tiles={9: "26"}, factions=("hacan", faction, "letnev"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "pds=1", planet="Lodor")
    return state


def test_the_odds_count_the_titans_pds_as_a_ground_force_that_fights() -> None:
    """Hel-Titan I (Titans faction unit): a structure and a ground force, it fights the ground combat (7, SUSTAIN
    DAMAGE). The invasion odds had it fire its SPACE CANNON and then count the planet as undefended: a sure win
    for any landing. The bots' odds and the table's (the engine's ``fights_on_ground``) now agree."""
    landing = [Stack(0, "infantry", 2)]
    plain = seen_ground_odds(game_view(_titans_planet("letnev"), 0), "Lodor", 0, [], landing, trials=TRIALS)
    state = _titans_planet("titans")
    seen = seen_ground_odds(game_view(state, 0), "Lodor", 0, [], landing, trials=TRIALS)
    actual = ground_odds(state, "Lodor", 0, [], landing, trials=TRIALS)
    assert plain is not None and seen is not None and actual is not None
    assert plain.attacker_win == 1.0  # a plain PDS cannot hold a planet: it hits at most one of the two
    assert seen.attacker_win < 0.5, "the Hel-Titan fights on, with SUSTAIN DAMAGE"
    assert abs(seen.attacker_win - actual.attacker_win) < FAIR


def test_the_combat_tool_plays_a_titans_pds_defending_a_planet() -> None:
    args = argparse.Namespace(attacker="infantry=2", defender="pds=1", ground=True, attacker_upgrades="",
                              defender_upgrades="", attacker_technologies="", defender_technologies="",
                              attacker_faction="", defender_faction="titans", trials=TRIALS, seed=1)
    assert battle_odds(args).attacker_win < 0.5
    args.defender_faction = ""
    assert battle_odds(args).attacker_win == 1.0


# ----- the Argent Flight ------------------------------------------------------------------------------------


def _raid(faction: str) -> TIState:
    """Three destroyers of ``faction`` (seat 0) attack two Letnev dreadnoughts (seat 1, no fighters)."""
    state = table(factions=(faction, "letnev", "hacan"))
    put(state, 0, 9, "destroyer=3")
    put(state, 1, 9, "dreadnought=2")
    return state


def test_raid_formation_counts_in_the_odds() -> None:
    """Raid Formation (Argent faction ability): each ANTI-FIGHTER BARRAGE hit beyond the opponent's fighters
    damages one of its ships with SUSTAIN DAMAGE, so the dreadnoughts lose their sustain before the first
    round. Strike Wing Alpha destroyers roll the barrage either way; only the Argent's hits do this."""
    state = _raid("argent")
    seen = seen_space_odds(game_view(state, 0), 9, 0, trials=TRIALS)
    actual = space_odds(state, 9, 0, trials=TRIALS)
    without = side_of(0, {"destroyer": 3}, [], "argent", "space")
    without.raid = False
    plain = odds(without, side_of(1, {"dreadnought": 2}, [], "letnev", "space"), trials=TRIALS)
    assert seen is not None and actual is not None
    assert seen.attacker_win > plain.attacker_win + 0.1
    assert abs(seen.attacker_win - actual.attacker_win) < FAIR


# ----- Assault Cannon in every odds -------------------------------------------------------------------------


def _cannon(technologies: list[str], ships: str = "destroyer=3") -> TIState:
    state = table(factions=("sol", "hacan", "letnev"))
    state.players[0].technologies = technologies
    put(state, 0, 9, ships)
    put(state, 1, 9, "cruiser=1,destroyer=1")
    return state


def _tool(technologies: str, ships: str = "destroyer=3") -> float:
    args = argparse.Namespace(attacker=ships, defender="cruiser=1,destroyer=1", ground=False,
                              attacker_upgrades="", defender_upgrades="", attacker_technologies=technologies,
                              defender_technologies="", attacker_faction="", defender_faction="",
                              trials=TRIALS, seed=1)
    return battle_odds(args).attacker_win


def test_assault_cannon_raises_the_table_the_bots_and_the_tools_odds_alike() -> None:
    """Assault Cannon (warfare technology): at the start of a space combat in which its owner has 3 or more
    non-fighter ships, the opponent destroys one of its non-fighter ships. Three destroyers against a cruiser
    and a destroyer win about 60% of the time without it and 90% with it; with only two ships it does nothing."""
    with_cannon = _cannon(["assault_cannon"])
    table_odds = space_odds(with_cannon, 9, 0, trials=TRIALS)
    seen = seen_space_odds(game_view(with_cannon, 1), 9, 0, trials=TRIALS)
    before = space_odds(_cannon([]), 9, 0, trials=TRIALS)
    assert table_odds is not None and seen is not None and before is not None
    assert before.attacker_win < 0.7 and table_odds.attacker_win > 0.85
    assert abs(table_odds.attacker_win - seen.attacker_win) < FAIR
    assert abs(table_odds.attacker_win - _tool("assault_cannon")) < FAIR
    assert abs(before.attacker_win - _tool("")) < FAIR
    two = space_odds(_cannon(["assault_cannon"], "destroyer=2"), 9, 0, trials=TRIALS)
    assert two is not None and abs(two.attacker_win - _tool("", "destroyer=2")) < FAIR


def test_assault_cannon_odds_agree_with_the_engines_own_combat() -> None:
    """The engine plays the same battle 200 times (its own dice, windows and hit steps, hits assigned
    carefully, nobody retreating): its win rate lies within three standard errors of the odds."""
    games, wins = 200, 0
    for seed in range(games):
        state = table(factions=("sol", "hacan", "letnev"), seed=seed)
        state.players[0].technologies = ["assault_cannon"]
        duel(state, "destroyer=3", "cruiser=1,destroyer=1")
        _play_out(state)
        wins += any(s.owner == 0 and s.count for s in state.systems["9"].space) and not any(
            s.owner == 1 and s.count for s in state.systems["9"].space)
    expected = _tool("assault_cannon")
    spread = 3 * (expected * (1 - expected) / games) ** 0.5
    assert abs(wins / games - expected) < spread + 0.01, (wins, expected)


def test_the_combat_tool_refuses_an_unknown_technology_or_faction_in_one_line() -> None:
    args = argparse.Namespace(attacker="cruiser=3", defender="cruiser=1", ground=False, attacker_upgrades="",
                              defender_upgrades="", attacker_technologies="assault_canon", defender_technologies="",
                              attacker_faction="", defender_faction="", trials=10, seed=1)
    with pytest.raises(BattleError, match="assault_canon"):
        battle_odds(args)
    args.attacker_technologies, args.defender_faction = "", "atlantis"
    with pytest.raises(BattleError, match="atlantis"):
        battle_odds(args)


# ----- Pillage ----------------------------------------------------------------------------------------------


def _traders(faction: str) -> TIState:
    """Seat 0 (Hacan, 2 trade goods, 1 commodity) neighbours seat 1 (Letnev, 2 commodities) and ``faction`` at
    seat 2: all three have ships in system 9."""
    state = table(factions=("hacan", "letnev", faction))
    for seat in range(3):
        put(state, seat, 9, "destroyer")
    state.players[0].trade_goods, state.players[0].commodities = 2, 1
    state.players[1].commodities = 2
    return state


def test_the_heuristic_swaps_no_lone_commodity_into_a_mentak_pillage() -> None:
    """Pillage (Mentak faction ability): after a neighbour gains trade goods or makes a transaction, holding 3 or
    more, the Mentak take one. Swapping one commodity at 2 trade goods would only move a good to the Mentak: the
    heuristic offers and accepts such a swap with other neighbours, not beside a Mentak."""
    from engines.galaxy.bots.choices import _swap_worth, pillaged
    from engines.galaxy.bots.sight import Sight

    beside = Sight(game_view(_traders("mentak"), 0))
    assert 2 in beside.me.neighbours and pillaged(beside, 1) == 1 and _swap_worth(beside, 1) == 0
    assert pillaged(beside, 0) == 0, "2 trade goods and nothing gained: below 3"
    plain = Sight(game_view(_traders("xxcha"), 0))
    assert pillaged(plain, 1) == 0 and _swap_worth(plain, 1) == 1


# ----- Devour in the heuristic's attacks --------------------------------------------------------------------


def _attack_plan(defender: str) -> Any:
    """Seat 0 (Hacan) with 2 cruisers at its home (22) weighs attacking 2 destroyers of ``defender`` in 9 (about
    74% to win); its plan, or None."""
    from engines.galaxy.bots.sight import Sight
    from engines.galaxy.bots.tactics import Planner
    from tests.engines.galaxy.test_ti_balance import _unique_tiles  # the bots re-read the map string

    state = table(_unique_tiles({}), factions=("hacan", defender, "muaat"))
    put(state, 0, 22, "cruiser=2")
    put(state, 1, 9, "destroyer=2")
    return Planner(Sight(game_view(state, 0))).plan(9)


def test_the_heuristic_wants_surer_odds_to_attack_the_vuilraith() -> None:
    """Devour (Vuil'raith faction ability) captures the units an opponent loses in a combat against them, and
    Amalgamation builds them again for free: the heuristic attacks a Saar fleet at 74% but a Cabal fleet only
    at 80% or better."""
    from engines.galaxy.bots.sight import Sight
    from engines.galaxy.bots.tactics import ATTACK_ODDS, DEVOUR_ATTACK_ODDS, attack_odds

    saar = _attack_plan("saar")
    assert saar is not None and saar.reason == "attack"
    assert _attack_plan("vuilraith") is None
    sight = Sight(game_view(table(factions=("hacan", "vuilraith", "letnev")), 0))
    assert attack_odds(sight, 1) == DEVOUR_ATTACK_ODDS > ATTACK_ODDS == attack_odds(sight, 2)


def test_hel_titan_ii_fires_space_cannon_into_adjacent_systems_lrr_77_3c() -> None:
    """Hel-Titan II (Titans faction technology): its SPACE CANNON may fire at adjacent systems, as PDS II's may
    (LRR 77.3c). The engine answered that only for PDS II, so the Titans' upgraded PDS reached nothing next door."""
    from engines.galaxy.tactical.space_cannon import offence_units

    state = table_of("titans", tiles={9: "26"})
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "pds", planet="Lodor")
    near = 10  # next to 9
    assert offence_units(state, 0, near) == []
    with_tech(state, 0, "hel_titan_ii")
    assert offence_units(state, 0, near) == [Stack(0, "pds", 1)]


# ----- space cannon offence in the space odds ---------------------------------------------------------------


def _guarded(faction: str = "hacan", attacker: str = "sol", ships: str = "cruiser=2") -> TIState:
    """Seat 0 (``attacker``) sends ``ships`` into Lodor's system (9), where seat 1 (``faction``) has a destroyer
    and a PDS on Lodor."""
    state = table(tiles={9: "26"}, factions=(attacker, faction, "letnev"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "destroyer=1")
    put(state, 1, 9, "pds=1", planet="Lodor")
    put(state, 0, 9, ships)
    return state


def test_the_space_odds_count_the_space_cannon_offence_before_the_combat_lrr_77_2() -> None:
    """LRR 77.2: after the movement, the other players' SPACE CANNON in the active system fire at the active
    player's ships, before the space combat. The odds (the table's and the bots') left the PDS out."""
    state = _guarded()
    table_odds = space_odds(state, 9, 0, trials=TRIALS)
    seen = seen_space_odds(game_view(state, 0), 9, 0, trials=TRIALS)
    unguarded = _guarded()
    unguarded.planets["Lodor"].units.clear()
    plain = space_odds(unguarded, 9, 0, trials=TRIALS)
    assert table_odds is not None and seen is not None and plain is not None
    assert table_odds.attacker_win < plain.attacker_win - 0.1
    assert abs(table_odds.attacker_win - seen.attacker_win) < FAIR


def test_space_cannon_odds_agree_with_the_engines_own_combat() -> None:
    """The engine plays it 200 times (the PDS fires, then the combat): its win rate lies within three standard
    errors of the table's odds."""
    expected = space_odds(_guarded(), 9, 0, trials=TRIALS)
    assert expected is not None
    games, wins = 200, 0
    for seed in range(games):
        state = table(tiles={9: "26"}, factions=("sol", "hacan", "letnev"), seed=seed)
        state.planets["Lodor"].owner = 1
        put(state, 1, 9, "pds=1", planet="Lodor")
        duel(state, "cruiser=2", "destroyer=1")
        _play_out(state)
        wins += any(s.owner == 0 and s.count for s in state.systems["9"].space) and not any(
            s.owner == 1 and s.count for s in state.systems["9"].space)
    rate = expected.attacker_win
    assert abs(wins / games - rate) < 3 * (rate * (1 - rate) / games) ** 0.5 + 0.01, (wins, rate)


def test_hel_titan_ii_and_pds_ii_fire_into_the_odds_from_next_door() -> None:
    """LRR 77.3c: a PDS II (or a Hel-Titan II) in an adjacent system fires into the active system too; the bots
    read it off their view with the system's neighbours."""
    state = table(tiles={9: "26", 10: "27"}, factions=("sol", "titans", "letnev"))
    state.planets["Starpoint"].owner = 1
    put(state, 1, 9, "destroyer=1")
    put(state, 1, 10, "pds=1", planet="Starpoint")
    put(state, 0, 9, "cruiser=2")
    near = (2, 8, 10, 21, 22, 23)
    before = space_odds(state, 9, 0, trials=TRIALS)
    with_tech(state, 1, "hel_titan_ii")
    after = space_odds(state, 9, 0, trials=TRIALS)
    seen = seen_space_odds(game_view(state, 0), 9, 0, trials=TRIALS, adjacent=near)
    blind = seen_space_odds(game_view(state, 0), 9, 0, trials=TRIALS)
    assert before is not None and after is not None and seen is not None and blind is not None
    assert after.attacker_win < before.attacker_win - 0.05
    assert abs(after.attacker_win - seen.attacker_win) < FAIR
    assert abs(before.attacker_win - blind.attacker_win) < FAIR, "without its neighbours the view sees no reach"


def test_no_space_cannon_in_the_odds_at_argent_ships_beside_the_quetzecoatl() -> None:
    """Quetzecoatl (Argent flagship): other players cannot use SPACE CANNON against the Argent's ships in its
    system; the odds of an Argent attack with its flagship ignore the PDS."""
    state = _guarded(attacker="argent", ships="flagship=1")
    unguarded = _guarded(attacker="argent", ships="flagship=1")
    unguarded.planets["Lodor"].units.clear()
    guarded, plain = space_odds(state, 9, 0, trials=TRIALS), space_odds(unguarded, 9, 0, trials=TRIALS)
    seen = seen_space_odds(game_view(state, 0), 9, 0, trials=TRIALS)
    assert guarded is not None and plain is not None and seen is not None
    assert guarded.attacker_win == plain.attacker_win and abs(seen.attacker_win - plain.attacker_win) < FAIR


def test_odds_of_a_combat_under_way_leave_out_what_came_before_the_first_round() -> None:
    """Once the space combat has begun, its space cannon offence, Assault Cannon and barrage are behind it: the
    table's odds play the rounds to come only."""
    from engines.galaxy.steps.combat import SpaceCombat

    state = _cannon(["assault_cannon"])
    before = space_odds(state, 9, 0, trials=TRIALS)
    state.stack.append(SpaceCombat(seat=0, system=9, defender=1))
    under_way = space_odds(state, 9, 0, trials=TRIALS)
    plain = space_odds(_cannon([]), 9, 0, trials=TRIALS)
    assert before is not None and under_way is not None and plain is not None
    assert before.attacker_win > plain.attacker_win + 0.2
    assert abs(under_way.attacker_win - plain.attacker_win) < FAIR  # the same battle, other dice
