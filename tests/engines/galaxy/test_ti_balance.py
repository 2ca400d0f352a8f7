"""What the ti-balance session changed for the factions flagged above 30% (docs/balance-galaxy.md): the bots'
odds count the opening shots anyone can see (the Mentak's Ambush, Magen Defense Grid, the Arborec's starting
technology), and Sol's Military Support is played on the Sol player's turn."""

from __future__ import annotations

import random
from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy import GAME, flow
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.actions.rounds import ExhaustPlanet, UseAbility
from engines.galaxy.board import galaxy
from engines.galaxy.bots import HeuristicBot
from engines.galaxy.combat.odds import ground_odds, seen_ground_odds, seen_space_odds
from engines.galaxy.combat.odds import space_odds as state_space_odds
from engines.galaxy.combat.seen import opening
from engines.galaxy.content.units import unit_stats
from engines.galaxy.layouts import layout
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.actions import FinishProduction, Produce
from engines.galaxy.tiles import catalogue
from engines.galaxy.view import game_view
from engines.galaxy.windows.actions import PassWindow
from tests.engines.galaxy.pok import pok_table
from tests.engines.galaxy.tactics import choose, put, table

TRIALS = 4000
FAIR = 0.04  # two estimates of the same odds from 4,000 battles each lie this close


def _ambushed(faction: str) -> TIState:
    """A lone destroyer (hits on 9) attacks two destroyers of ``faction`` at seat 1."""
    state = table(factions=("hacan", faction, "letnev"))
    put(state, 0, 1, "destroyer=1")
    put(state, 1, 1, "destroyer=2")
    return state


def test_ambush_two_destroyers_roll_before_the_combat_in_the_bots_odds() -> None:
    """Ambush (Mentak faction ability): at the start of a space combat up to 2 cruisers or destroyers roll at
    their combat value. The lone destroyer survives both dice (9+) 0.8 x 0.8 = 64% of the time, so the attack
    wins about 64% as often as against the same destroyers without Ambush."""
    mentak = _ambushed("mentak")
    seen = seen_space_odds(game_view(mentak, 0), 1, 0, trials=TRIALS, seed=5)
    actual = state_space_odds(mentak, 1, 0, trials=TRIALS)
    plain = seen_space_odds(game_view(_ambushed("letnev"), 0), 1, 0, trials=TRIALS, seed=5)
    assert seen is not None and actual is not None and plain is not None
    assert plain.attacker_win > 0.05
    assert seen.attacker_win < plain.attacker_win - 0.03
    assert abs(seen.attacker_win - 0.64 * plain.attacker_win) < 0.015  # 4,000 battles: within about 3 sigma
    assert abs(seen.attacker_win - actual.attacker_win) < FAIR, "the engine's odds count Ambush too"


def test_ambush_takes_only_the_two_best_ships() -> None:
    """Ambush: up to 2 ships roll, however many cruisers and destroyers are present."""
    state = table(factions=("hacan", "mentak", "letnev"))
    put(state, 1, 1, "destroyer=6,cruiser=1")
    space = state.systems["1"].space
    needs, hits = opening("mentak", [], 1, "space", space, lambda k: unit_stats(k, [], "mentak"))
    assert needs == (7, 9) and hits == 0, "the cruiser and one destroyer"
    assert opening("hacan", [], 1, "space", space, lambda k: unit_stats(k, [], "hacan")) == ((), 0)


def _magen(technologies: list[str]) -> TIState:
    """Two Hacan infantry invade Lodor, held by 1 Arborec infantry beside an Arborec PDS."""
    state = table(tiles={9: "26"}, factions=("hacan", "arborec", "letnev"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry=1,pds=1", planet="Lodor")
    state.players[1].technologies = technologies
    return state


def test_magen_defense_grid_counts_in_the_bots_invasion_odds() -> None:
    """Magen Defense Grid (the facts' current text): at the start of ground combat on a planet with its
    owner's structures, 1 hit on an invader; when the system is activated, 1 infantry with each structure."""
    landing = [Stack(0, "infantry", 2)]
    plain = seen_ground_odds(game_view(_magen([]), 0), "Lodor", 0, [], landing, trials=TRIALS)
    state = _magen(["magen_defense_grid"])
    view = game_view(state, 0)
    landed = seen_ground_odds(view, "Lodor", 0, [], landing, trials=TRIALS)
    planned = seen_ground_odds(view, "Lodor", 0, [], landing, trials=TRIALS, activating=True)
    actual = ground_odds(state, "Lodor", 0, [], landing, trials=TRIALS)
    assert plain is not None and landed is not None and planned is not None and actual is not None
    # Without Magen: 2 infantry (8+) against 1 (8+). With its hit first, 1 against 1: at best half as good.
    assert landed.attacker_win < plain.attacker_win - 0.15
    assert planned.attacker_win < landed.attacker_win - 0.05, "the PDS's infantry still to come"
    assert abs(landed.attacker_win - actual.attacker_win) < FAIR, "the engine's odds count Magen's hit too"


def _unique_tiles(fixed: dict[int, str]) -> dict[int, str]:
    """``fixed`` and a different plain tile at every other open position (the bots re-read the map string,
    where a tile may lie once)."""
    plain = [t.id for t in catalogue().values() if t.in_pool and t.kind != "home" and not t.anomalies
             and not t.wormholes and t.id not in fixed.values()]
    open_positions = [i for i, token in enumerate(layout("3p").skeleton_map().tokens) if token == "?"
                      and i not in fixed]
    return {**dict(zip(open_positions, plain, strict=False)), **fixed}


def _bot_answers(state: TIState, seat: int) -> Any:
    """The heuristic bot's answer to the decision ``seat`` is asked now (passing windows others answer)."""
    flow.settle(state)
    for _ in range(20):
        decision = next(d for d in flow.decisions(state))
        if decision.seat == seat:
            return HeuristicBot().choose(BotTurn(GAME, seat, decision, GAME.view(state, seat), random.Random(1)))
        flow.perform(state, decision.seat, PassWindow())
    raise AssertionError("the seat was never asked")


def _saar_producing(enemy_near_lodor: bool) -> TIState:
    """The Saar (Rowl Sarrig unlocked) produce 2 fighters and 2 infantry at home (22); their other dock floats at
    Lodor (9). With ``enemy_near_lodor`` a Hacan destroyer stands next to Lodor, out of reach of the home."""
    state = pok_table(_unique_tiles({9: "26"}), factions=("saar", "hacan", "muaat"))
    state.players[0].unlocked.append("rowl_sarrig")
    for node, planet in ((22, "Ragh"), (9, "Lodor")):
        state.planets[planet].owner = 0
        put(state, 0, node, "space_dock")
    space = galaxy(state)
    if enemy_near_lodor:
        far = next(n for n in space.neighbours(9) if n != 22 and n not in space.neighbours(22)
                   and str(n) in state.systems and n != state.players[0].home)
        put(state, 1, far, "destroyer")
    flow.push(state, Production(seat=0, system=22))
    flow.settle(state)
    for action in (Produce("fighter", ""), Produce("fighter", ""), Produce("infantry", "Ragh"),
                   Produce("infantry", "Ragh"), FinishProduction(), ExhaustPlanet("Ragh", "resources")):
        choose(state, action)
    return state


def test_rowl_sarrig_the_heuristic_sends_new_units_to_the_dock_nearer_the_enemy() -> None:
    """Rowl Sarrig (Saar commander): fighters and infantry produced may be placed at any unblockaded dock. The
    bot uses it when another dock stands nearer enemy ships, and sends the units there."""
    state = _saar_producing(enemy_near_lodor=True)
    answer = _bot_answers(state, 0)
    assert isinstance(answer, UseAbility) and answer.source == "rowl_sarrig", answer
    flow.perform(state, 0, answer)
    sent = _bot_answers(state, 0)
    assert isinstance(sent, UseFactionAbility) and sent.target.endswith(">system:9"), sent


def test_rowl_sarrig_the_heuristic_keeps_new_units_home_when_no_dock_is_nearer_the_enemy() -> None:
    state = _saar_producing(enemy_near_lodor=False)
    answer = _bot_answers(state, 0)
    assert not (isinstance(answer, UseAbility) and answer.source == "rowl_sarrig"), answer


def _military_support_offered(turn_of: int) -> bool:
    """Whether seat 1, holding Sol's Military Support, may play it when the turn of ``turn_of`` starts."""
    from engines.galaxy.promissory.actions import PlayNote
    from engines.galaxy.windows import open_window

    state = table(tiles={9: "26"}, factions=("sol", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    state.players[1].notes.append("0:military_support")
    open_window(state, "start:turn", actors=[turn_of])
    flow.settle(state)
    return any(PlayNote("0:military_support") in d.options for d in flow.decisions(state) if d.seat == 1)


def test_military_support_is_played_at_the_start_of_the_sol_players_turn() -> None:
    """Military Support (Sol's note): at the start of the Sol player's turn, not its holder's."""
    assert _military_support_offered(0)
    assert not _military_support_offered(1)
    assert not _military_support_offered(2)


def test_salvage_operations_gives_nothing_after_a_draw() -> None:
    """Salvage Operations (Mentak technology): a trade good after a space combat the Mentak win or lose; a combat
    where both sides are destroyed is neither (LRR 78.10: a draw)."""
    from tests.engines.galaxy.factions.helpers import drive_quietly, duel, table_of, with_tech
    from tests.engines.galaxy.tactics import script

    state = table_of("mentak")
    with_tech(state, 0, "salvage_operations")
    state.players[0].trade_goods = 2
    script(state, 1, 1, 1, 1, 1, 10, 10)  # the ambush misses, both barrages miss, both destroyers hit
    duel(state, "destroyer", "destroyer")
    drive_quietly(state)
    assert not any(s.owner in (0, 1) and s.kind == "destroyer" for s in state.systems["9"].space)
    assert state.players[0].trade_goods == 2
