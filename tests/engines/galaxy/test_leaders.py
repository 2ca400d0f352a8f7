"""Leaders (TI-LEADER-1..14): the leader sheet, agents exhausted and readied, commanders and heroes unlocked by the
engine with a log line, the Alliance note, heroes purged; and each leader the engine has so far, one test named
after it (the Arborec, Argent Flight, Ghosts of Creuss and Empyrean leaders)."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import GAME, flow
from engines.galaxy.abilities import find, offered
from engines.galaxy.actions.expansion import LeaderExhausted, LeaderPurged, LeaderUnlocked
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.actions.rounds import TakeComponentAction
from engines.galaxy.board import galaxy_for, stats
from engines.galaxy.content.decks import decks
from engines.galaxy.content.factions import factions
from engines.galaxy.effects import in_force, total
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.leaders.base import sheet, status
from engines.galaxy.steps.common import PlaceTokens
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.actions import Activate, EndMovement, FinishLanding, Land, Load, MoveFrom, MoveShip
from engines.galaxy.windows.registry import BY_SOURCE, fits
from engines.galaxy.words import narrate
from tests.engines.galaxy.pok import pok_table, take
from tests.engines.galaxy.rounds import act, holding, options, quiet, to_status, until
from tests.engines.galaxy.tactics import choose, put, space, start

TRIO = ("arborec", "empyrean", "creuss")


def window_answer(source: str, key: str) -> Any:
    return next(a for a in BY_SOURCE[source] if key in a.keys)


def use(state: Any, source: str, target: str = "", seat: int = 0) -> list[Any]:
    events = find(source, ("action",)).use(state, seat, target)
    return events + flow.settle(state)


# ----- the sheet -------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-1", "TI-LEADER-2", "TI-COMP-1", "TI-GAP-2", "TI-GAP-13")
def test_every_faction_has_its_sheet_and_three_kinds_of_leader_74_cards_and_24_mechs() -> None:
    sheets = factions()
    extras = decks().factions
    assert len(extras) == 24 and set(extras) <= set(sheets)
    for faction, found in extras.items():
        sheet_facts = sheets[faction]
        assert sheet_facts.starting_units and sheet_facts.commodities > 0, faction  # the faction sheet
        assert sheet_facts.mech.name, faction
        assert found.leaders is not None and found.leaders.agents, faction
        assert found.leaders.commander.type == "commander" and found.leaders.hero.type == "hero"
    agents = sum(len(f.leaders.agents) for f in extras.values() if f.leaders)
    assert (agents, len(extras), len(extras)) == (26, 24, 24)  # 26 agents (the Nomad has three): 74 cards
    assert ruling("leaders")["counts"] == {"agents": 26, "commanders": 24, "heroes": 24}
    assert sum(1 for f in extras.values() for u in f.units if u.type == "mech") == 25  # the Naaz-Rokha's two sides


@pytest.mark.rule("TI-LEADER-3", "TI-LEADER-9", "TI-LEADER-10", "TI-LEADER-11", "TI-LEADER-12", "TI-GAP-19")
def test_each_player_has_a_command_sheet_and_a_leader_sheet_agents_ready_commander_and_hero_locked() -> None:
    state = pok_table(factions=("nomad", "arborec", "mahact"))
    for player in state.players:
        assert (player.tactic, player.fleet, player.strategy) == (3, 3, 2)  # the command sheet
        cells = sheet(state, player.seat)
        kinds = [kind for _, kind, _ in cells]
        assert kinds[-2:] == ["commander", "hero"] and set(kinds[:-2]) == {"agent"}
        assert [s for _, kind, s in cells if kind == "agent"] == ["ready"] * (len(cells) - 2)
        assert [s for _, kind, s in cells if kind != "agent"] == ["locked", "locked"]
    assert len(sheet(state, 0)) == 5  # the Nomad's three agents
    rules = ruling("leaders")
    assert (rules["source"], rules["agents"], rules["commanders"], rules["heroes"]) == ("house", "ready", "locked",
                                                                                         "locked")
    assert "TI-GAP-19" in rules["gaps"]
    assert "letani_ospha" in in_force(state, 1) and "dirzuga_rophal" not in in_force(state, 1)


# ----- agents ---------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4", "TI-LEADER-5", "TI-LEADER-11")
def test_letani_ospha_swaps_a_ship_is_exhausted_when_used_and_readied_in_the_status_phase() -> None:
    state = holding("technology", factions=list(TRIO))
    swap = TakeComponentAction("letani_ospha", "1:carrier@system:28")
    assert swap in options(state)  # ready from the start of the game
    events = act(state, swap)
    assert LeaderExhausted(seat=0, leader="letani_ospha") in events
    assert status(state, 0, "letani_ospha") == "exhausted"
    assert narrate(LeaderExhausted(seat=0, leader="letani_ospha")) == "{p0} exhausts Letani Ospha"
    asked = flow.decisions(state)[0]
    assert asked.seat == 1 and UseFactionAbility("letani_ospha", "dreadnought") in asked.options
    assert UseFactionAbility("letani_ospha", "war_sun") not in asked.options  # costs more than 2 above
    before = space(state, 28, 1)
    GAME.apply(state, 1, UseFactionAbility("letani_ospha", "dreadnought"))
    after = space(state, 28, 1)
    assert after.get("dreadnought", 0) == before.get("dreadnought", 0) + 1
    assert after.get("carrier", 0) == before["carrier"] - 1
    until(state, lambda s: flow.decisions(s)[0].seat == 0 and bool(options(s)), quiet)
    assert not [o for o in options(state) if isinstance(o, TakeComponentAction) and o.source == "letani_ospha"]
    to_status(state)
    until(state, lambda s: s.round == 2, quiet, limit=500)
    assert status(state, 0, "letani_ospha") == "ready"


def test_acamar_gives_a_command_token_to_whoever_moved_into_a_system_without_planets() -> None:
    state = pok_table(factions=("empyrean", "hacan", "creuss"))
    answer = window_answer("acamar", "after:move_into")
    empty = Window(keys=["after:move_into"], actors=[1], system=7)
    assert answer.could(state, 0, empty)
    assert not answer.could(state, 0, Window(keys=["after:move_into"], actors=[1], system=28))  # planets there
    events = answer.use(state, 0, empty, "")
    placing = flow.top(state)
    assert isinstance(placing, PlaceTokens) and (placing.seat, placing.count) == (1, 1)  # the mover places it
    assert LeaderExhausted(seat=0, leader="acamar") in events and status(state, 0, "acamar") == "exhausted"


def test_emissary_taivra_makes_the_active_system_adjacent_to_every_wormhole_for_the_action() -> None:
    state = pok_table({9: "26", 15: "25"}, factions=("creuss", "hacan", "letnev"))  # alpha at 9, beta at 15
    board = galaxy_for(state)
    holes = [n for n in board.systems() if board.wormholes(n) and set(board.wormholes(n)) - {"delta"}]
    assert len(holes) >= 2
    gate, far = holes[0], holes[-1]
    answer = window_answer("emissary_taivra", "after:activation")
    answer.use(state, 0, Window(keys=["after:activation"], actors=[1], system=gate), "")
    assert far in galaxy_for(state, 1).neighbours(gate)
    assert far not in board.neighbours(gate)  # for the active player only, for this action
    assert status(state, 0, "emissary_taivra") == "exhausted"


def test_trillossa_aun_mirik_moves_ground_forces_just_produced_to_a_planet_nearby() -> None:
    state = pok_table({9: "26"}, factions=("argent", "hacan", "letnev"))
    home = state.players[0].home
    planet = next(k for k, p in state.planets.items() if p.system == home)
    state.planets["Lodor"].owner = 0
    put(state, 0, home, "infantry=2", planet=planet)
    answer = window_answer("trillossa_aun_mirik", "after:production")
    produced = Window(keys=["after:production"], actors=[0], system=home, subject=f"infantry@{planet}")
    assert 9 in galaxy_for(state).adjacent.get(home, ())  # Lodor beside the Argent home
    answer.use(state, 0, produced, "")
    take(state, f"0:infantry@planet:{planet}>planet:Lodor")
    assert state.planets["Lodor"].units[0].kind == "infantry"


# ----- commanders ----------------------------------------------------------------------------------------


def _land_twelfth(state: Any) -> list[Any]:
    """The Arborec (seat 0, home 22) land a twelfth ground force on Lodor (at 9) in a real tactical action."""
    put(state, 0, 22, "carrier,infantry")  # eleven on planets, one in the carrier's space area
    put(state, 0, 22, "infantry=11", planet="Nestphar")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    choose(state, Load("infantry", 22, ""))
    choose(state, EndMovement())
    assert state.players[0].unlocked == []
    events = choose(state, Land("infantry", "Lodor"))  # on a planet once landed
    return events + choose(state, FinishLanding())


@pytest.mark.rule("TI-LEADER-6", "TI-LEADER-13", "TI-LEADER-14")
def test_dirzuga_rophal_unlocks_with_twelve_ground_forces_on_planets_then_lets_the_arborec_produce() -> None:
    state = pok_table({9: "26"}, factions=TRIO)
    assert status(state, 0, "dirzuga_rophal") == "locked" and "dirzuga_rophal" not in in_force(state, 0)
    events = _land_twelfth(state)
    assert LeaderUnlocked(seat=0, leader="dirzuga_rophal") in events
    assert narrate(LeaderUnlocked(seat=0, leader="dirzuga_rophal")) == "{p0} unlocks Dirzuga Rophal"
    assert status(state, 0, "dirzuga_rophal") == "unlocked" and "dirzuga_rophal" in in_force(state, 0)
    # its ability: another player activates a system with Arborec PRODUCTION units; the Arborec produce there
    put(state, 0, 22, "space_dock", planet="Nestphar")
    answer = window_answer("dirzuga_rophal", "after:activation")
    activated = Window(keys=["after:activation"], actors=[1], system=22)
    assert answer.by == "other" and fits(answer.by, 0, activated) and not fits(answer.by, 1, activated)
    assert answer.could(state, 0, activated) and not answer.could(state, 0, Window(keys=["after:activation"],
                                                                                   actors=[1], system=7))
    answer.use(state, 0, activated, "")
    assert isinstance(flow.top(state), Production) and flow.top(state).limit == 1  # type: ignore[union-attr]


@pytest.mark.rule("TI-LEADER-7", "TI-GAP-9")
def test_trrakan_aun_zulok_is_shared_through_the_alliance_note_while_unlocked() -> None:
    state = pok_table(factions=("argent", "hacan", "letnev"))
    state.players[1].promissory.append("0:alliance")
    assert total(state, "extra_dice", 1, roll="space_cannon") == 0  # locked: nothing to share
    state.players[0].unlocked.append("trrakan_aun_zulok")
    assert "trrakan_aun_zulok" in in_force(state, 1) and "trrakan_aun_zulok" not in in_force(state, 2)
    assert total(state, "extra_dice", 0, roll="space_cannon") == 1
    assert total(state, "extra_dice", 1, roll="bombardment") == 1
    assert total(state, "extra_dice", 1, roll="combat") == 0
    assert ruling("alliance")["source"] == "house"


def test_xuange_takes_an_empyrean_command_token_back_when_another_player_moves_in() -> None:
    state = pok_table(factions=("empyrean", "hacan", "letnev"))
    state.players[0].unlocked.append("xuange")
    state.systems["7"].tokens.append(0)
    answer = window_answer("xuange", "after:move_into")
    moved = Window(keys=["after:move_into"], actors=[1], system=7)
    assert answer.could(state, 0, moved) and not answer.could(state, 0, Window(keys=["after:move_into"],
                                                                               actors=[1], system=8))
    answer.use(state, 0, moved, "")
    assert 0 not in state.systems["7"].tokens


def test_sai_seravus_brings_a_fighter_per_ship_with_capacity_through_a_wormhole() -> None:
    state = pok_table({9: "26", 15: "25"}, factions=("creuss", "hacan", "letnev"))  # alpha at 9, beta at 15
    board = galaxy_for(state)
    holes = [n for n in board.systems() if n >= 0 and board.wormholes(n)]
    assert len(holes) >= 2
    state.players[0].unlocked.append("sai_seravus")
    put(state, 0, holes[1], "carrier")
    from engines.galaxy.effects import fire

    fire(state, "ships_moved", [0], system=holes[1], origins=(holes[0],))
    assert space(state, holes[1], 0).get("fighter") == 1


# ----- heroes ---------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-8", "TI-PURGE-1")
def test_letani_miasmiala_produces_wherever_arborec_ground_forces_stand_then_is_purged() -> None:
    state = pok_table({9: "26"}, factions=TRIO)
    put(state, 0, 22, "infantry", planet="Nestphar")
    put(state, 0, 9, "mech", planet="Lodor")
    assert not any(a.source == "letani_miasmiala" for a, _ in offered(state, 0, ("action",)))  # locked
    state.players[0].unlocked.append("letani_miasmiala")
    assert any(a.source == "letani_miasmiala" for a, _ in offered(state, 0, ("action",)))
    events = find("letani_miasmiala", ("action",)).use(state, 0, "")
    assert LeaderPurged(seat=0, leader="letani_miasmiala") in events
    assert status(state, 0, "letani_miasmiala") == "purged" and "leader:letani_miasmiala" in state.purged
    productions = [s for s in state.stack if isinstance(s, Production)]
    assert sorted(p.system for p in productions) == [9, 22]
    assert not any(a.source == "letani_miasmiala" for a, _ in offered(state, 0, ("action",)))  # once per game
    assert "letani_miasmiala" not in in_force(state, 0)


def test_conservator_procyon_fills_the_empty_systems_with_frontier_tokens_and_explores_where_it_has_ships() -> None:
    state = pok_table(factions=("empyrean", "hacan", "letnev"))
    state.frontier = []
    put(state, 0, 7, "carrier")
    state.players[0].unlocked.append("conservator_procyon")
    events = use(state, "conservator_procyon")
    assert LeaderPurged(seat=0, leader="conservator_procyon") in events
    assert 7 not in state.frontier and len(state.frontier) > 3  # explored at 7; the others wait
    assert any(type(e).__name__ == "Explored" for e in events)


def test_mirik_aun_sissiri_moves_argent_ships_to_systems_with_their_command_tokens() -> None:
    state = pok_table(factions=("argent", "hacan", "letnev"))
    put(state, 0, 7, "cruiser=2")
    state.systems["15"].tokens.append(0)
    state.players[0].unlocked.append("mirik_aun_sissiri")
    use(state, "mirik_aun_sissiri")
    take(state, "system:7>system:15")
    assert space(state, 15, 0) == {"cruiser": 2} and space(state, 7, 0) == {}
    assert status(state, 0, "mirik_aun_sissiri") == "purged"


def test_riftwalker_meian_swaps_two_systems_with_wormholes_or_creuss_units() -> None:
    state = pok_table(factions=("creuss", "hacan", "letnev"))
    put(state, 0, 7, "destroyer")
    put(state, 0, 8, "destroyer=2")
    state.players[0].unlocked.append("riftwalker_meian")
    before = (state.tokens[7], state.tokens[8])
    use(state, "riftwalker_meian", "system:7>system:8")
    assert (state.tokens[8], state.tokens[7]) == before
    assert space(state, 8, 0) == {"destroyer": 1} and space(state, 7, 0) == {"destroyer": 2}
    assert status(state, 0, "riftwalker_meian") == "purged"


# ----- the Barony of Letnev and the Federation of Sol ------------------------------------------------------


def test_viscount_unlenn_gives_one_ship_in_the_combat_an_extra_die_this_round() -> None:
    from engines.galaxy.combat import dice
    from engines.galaxy.effects import end_scope

    state = pok_table(factions=("letnev", "hacan", "sol"))
    put(state, 1, 7, "cruiser,dreadnought")
    put(state, 2, 7, "destroyer")
    answer = window_answer("viscount_unlenn", "start:space_combat_round")
    opening = Window(keys=["start:space_combat_round"], actors=[1, 2], opponents=[1, 2], system=7)
    assert answer.targets is not None and answer.targets(state, 0, opening) == ["1:cruiser", "1:dreadnought",
                                                                               "2:destroyer"]
    answer.use(state, 0, opening, "1:cruiser")
    assert dice.plan(state, 1, ["cruiser", "dreadnought"], "combat").chosen == (("cruiser", 1),)
    assert status(state, 0, "viscount_unlenn") == "exhausted"
    end_scope(state, "combat_round")
    assert dice.plan(state, 1, ["cruiser"], "combat").chosen == ()


def test_rear_admiral_farran_gains_a_trade_good_when_a_letnev_unit_sustains_damage() -> None:
    state = pok_table(factions=("letnev", "hacan", "sol"))
    state.players[0].unlocked.append("rear_admiral_farran")
    answer = window_answer("rear_admiral_farran", "after:sustain_damage")
    assert answer.by == "you"
    answer.use(state, 0, Window(keys=["after:sustain_damage"], actors=[0], system=7, subject="dreadnought"), "")
    assert state.players[0].trade_goods == 1


def test_darktalon_treilla_lifts_the_fleet_limit_for_the_round_and_is_purged() -> None:
    from engines.galaxy.effects import end_scope
    from engines.galaxy.tokens import fleet_limit

    state = pok_table(factions=("letnev", "hacan", "sol"))
    state.players[0].unlocked.append("darktalon_treilla")
    usual = fleet_limit(state, 0)  # the fleet pool and Armada
    events = use(state, "darktalon_treilla")
    assert LeaderPurged(seat=0, leader="darktalon_treilla") in events and fleet_limit(state, 0) > 20
    assert not any(a.source == "darktalon_treilla" for a, _ in offered(state, 0, ("action",)))
    end_scope(state, "round")
    assert fleet_limit(state, 0) == usual


def test_evelyn_delouis_gives_one_ground_force_an_extra_die_this_round() -> None:
    from engines.galaxy.combat import dice

    state = pok_table({9: "26"}, factions=("sol", "hacan", "letnev"))
    put(state, 1, 9, "infantry=2", planet="Lodor")
    answer = window_answer("evelyn_delouis", "start:ground_combat_round")
    opening = Window(keys=["start:ground_combat_round"], actors=[0, 1], opponents=[0, 1], system=9, planet="Lodor")
    answer.use(state, 0, opening, "1:infantry")
    assert dice.plan(state, 1, ["infantry"], "combat").chosen == (("infantry", 1),)


def test_claire_gibson_adds_an_infantry_to_a_sol_planet_when_a_ground_combat_starts_there() -> None:
    state = pok_table({9: "26"}, factions=("sol", "hacan", "letnev"))
    state.players[0].unlocked.append("claire_gibson")
    state.planets["Lodor"].owner = 0
    answer = window_answer("claire_gibson", "start:ground_combat")
    defending = Window(keys=["start:ground_combat"], actors=[1, 0], opponents=[1, 0], system=9, planet="Lodor")
    assert answer.could(state, 0, defending) and not answer.could(state, 1, defending)
    answer.use(state, 0, defending, "")
    assert state.planets["Lodor"].units[0].kind == "infantry"


def test_jace_x_returns_every_sol_command_token_on_the_board() -> None:
    state = pok_table(factions=("sol", "hacan", "letnev"))
    state.players[0].unlocked.append("jace_x_4th_air_legion")
    for node in ("7", "8", "22"):
        state.systems[node].tokens.append(0)
    state.systems["8"].tokens.append(1)
    use(state, "jace_x_4th_air_legion")
    assert [0 in state.systems[n].tokens for n in ("7", "8", "22")] == [False, False, False]
    assert state.systems["8"].tokens == [1] and status(state, 0, "jace_x_4th_air_legion") == "purged"


# ----- single leaders of other factions ----------------------------------------------------------------------


def test_2ram_lets_l1z1x_bombardment_through_planetary_shields() -> None:
    from engines.galaxy.tactical.invasion import shielded

    state = pok_table({9: "26"}, factions=("l1z1x", "hacan", "letnev"))
    put(state, 1, 9, "pds", planet="Lodor")
    assert shielded(state, 0, "Lodor")
    state.players[0].unlocked.append("2ram")
    assert not shielded(state, 0, "Lodor")


def test_tungstantus_gains_a_trade_good_after_titan_production() -> None:
    state = pok_table(factions=("titans", "hacan", "letnev"))
    state.players[0].unlocked.append("tungstantus")
    window_answer("tungstantus", "after:production").use(state, 0, Window(keys=["after:production"], actors=[0]), "")
    assert state.players[0].trade_goods == 1


def test_nekro_acidos_draws_an_action_card_after_a_technology() -> None:
    from engines.galaxy.research import gain_technology

    state = pok_table(factions=("nekro", "hacan", "letnev"))
    gain_technology(state, 0, "neural_motivator")
    assert state.players[0].action_cards == []
    state.players[0].unlocked.append("nekro_acidos")
    gain_technology(state, 0, "sarween_tools")
    assert len(state.players[0].action_cards) == 1


def test_rickar_rickani_adds_two_to_winnu_combat_at_home_and_at_mecatol_rex() -> None:
    from engines.galaxy.combat import dice

    state = pok_table(factions=("winnu", "hacan", "letnev"))
    state.players[0].unlocked.append("rickar_rickani")
    printed = stats(state, 0, "cruiser").combat.hit_on  # type: ignore[union-attr]
    home = state.players[0].home
    aim = {node: dice.plan(state, 0, ["cruiser"], "combat", system=node).best() for node in (home, 0, 7)}
    assert {n: a.hit_on for n, a in aim.items() if a} == {home: printed - 2, 0: printed - 2, 7: printed}


def test_that_which_molds_flesh_leaves_two_fighters_or_infantry_outside_the_production_limit() -> None:
    state = pok_table(factions=("vuilraith", "hacan", "letnev"))
    assert total(state, "uncounted_units", 0, system=22, purpose="tactical") == 0
    state.players[0].unlocked.append("that_which_molds_flesh")
    assert total(state, "uncounted_units", 0, system=22, purpose="tactical") == 2


def test_ggrocuto_rinn_readies_a_planet_and_may_send_an_infantry_home_beside_xxcha_planets() -> None:
    state = pok_table({9: "26"}, factions=("xxcha", "hacan", "letnev"))
    state.planets["Lodor"].owner, state.planets["Lodor"].exhausted = 1, True
    put(state, 1, 9, "infantry=2", planet="Lodor")
    assert 9 in galaxy_for(state).adjacent[22]  # next to the Xxcha home
    use(state, "ggrocuto_rinn", "planet:Lodor")
    assert not state.planets["Lodor"].exhausted and status(state, 0, "ggrocuto_rinn") == "exhausted"
    take(state, "seat:1")
    assert state.planets["Lodor"].units[0].count == 1


def test_garv_and_gunn_let_the_player_whose_turn_ends_explore_one_of_their_planets() -> None:
    state = pok_table({9: "26"}, factions=("naazrokha", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    answer = window_answer("garv_and_gunn", "end:turn")
    ending = Window(keys=["end:turn"], actors=[1])
    assert answer.targets is not None and "planet:Lodor" in answer.targets(state, 0, ending)
    events = answer.use(state, 0, ending, "planet:Lodor")
    assert any(type(e).__name__ == "Explored" and e.seat == 1 for e in events)
    assert status(state, 0, "garv_and_gunn") == "exhausted"


def test_dart_and_tai_may_explore_a_planet_taken_from_another_player() -> None:
    from tests.engines.galaxy.pok import gain, offer

    state = pok_table({9: "26"}, factions=("naazrokha", "hacan", "letnev"))
    state.players[0].unlocked.append("dart_and_tai")
    state.planets["Lodor"].owner = 1
    gain(state, 0, "Lodor")
    assert offer(state).source == "dart_and_tai"
    events = take(state, "planet:Lodor")
    assert any(type(e).__name__ == "Explored" and e.planet == "Lodor" for e in events)


def test_brother_milor_gives_two_fighters_for_a_ship_destroyed_and_two_infantry_for_a_ground_force() -> None:
    state = pok_table({9: "26"}, factions=("yin", "hacan", "letnev"))
    answer = window_answer("brother_milor", "after:unit_destroyed")
    answer.use(state, 0, Window(keys=["after:unit_destroyed"], actors=[1], system=7, subject="cruiser"), "")
    assert space(state, 7, 1) == {"fighter": 2}
    state.players[0].exhausted.clear()
    answer.use(state, 0, Window(keys=["after:unit_destroyed"], actors=[1], system=9, planet="Lodor",
                                subject="infantry"), "")
    assert state.planets["Lodor"].units[0].count == 2


def test_i48s_turns_an_infantry_of_the_activating_player_into_a_mech() -> None:
    state = pok_table({9: "26"}, factions=("l1z1x", "hacan", "letnev"))
    put(state, 1, 9, "infantry=2", planet="Lodor")
    answer = window_answer("i48s", "after:activation")
    activated = Window(keys=["after:activation"], actors=[1], system=9)
    assert answer.targets is not None and answer.targets(state, 0, activated) == ["planet:Lodor"]
    answer.use(state, 0, activated, "planet:Lodor")
    assert {s.kind: s.count for s in state.planets["Lodor"].units} == {"infantry": 1, "mech": 1}


def test_tellurian_cancels_a_hit_about_to_be_assigned() -> None:
    from engines.galaxy.combat.hits import push_hits

    state = pok_table(factions=("titans", "hacan", "letnev"))
    put(state, 1, 7, "cruiser=2")
    push_hits(state, 1, 2, 7)
    below = flow.top(state)
    window = Window(keys=["before:hits_assigned"], actors=[1], system=7, amount=2)
    flow.push(state, window)
    answer = window_answer("tellurian", "before:hits_assigned")
    assert answer.could(state, 0, window)
    answer.use(state, 0, window, "")
    assert below.hits == 1 and status(state, 0, "tellurian") == "exhausted"  # type: ignore[union-attr]


def test_berekar_berekon_takes_two_resources_off_a_production() -> None:
    state = pok_table(factions=("winnu", "hacan", "letnev"))
    window_answer("berekar_berekon", "when:production").use(state, 0, Window(keys=["when:production"], actors=[2]), "")
    assert total(state, "production_discount", 2, purpose="tactical", chosen=(), order=(), system=34) == 2
    assert total(state, "production_discount", 1, purpose="tactical", chosen=(), order=(), system=28) == 0


def test_brother_omar_counts_as_a_green_technology_for_prerequisites() -> None:
    from engines.galaxy.research import owned_colours

    state = pok_table(factions=("yin", "hacan", "letnev"))
    assert owned_colours(state, 0)["green"] == 0
    state.players[0].unlocked.append("brother_omar")
    assert owned_colours(state, 0)["green"] == 1


def test_carth_of_golden_sands_gives_the_hacan_two_commodities_or_another_player_a_refill() -> None:
    from engines.galaxy.economy import commodity_value

    state = pok_table(factions=("hacan", "sol", "letnev"))
    assert offered(state, 0, ("any",))  # usable during the turn, without taking the action
    find("carth_of_golden_sands", ("any",)).use(state, 0, "seat:0")
    assert state.players[0].commodities == 2 and status(state, 0, "carth_of_golden_sands") == "exhausted"
    state.players[0].exhausted.clear()
    find("carth_of_golden_sands", ("any",)).use(state, 0, "seat:1")
    assert state.players[1].commodities == commodity_value(state, 1)


def test_harrugh_gefhara_makes_a_production_free_and_is_purged() -> None:
    state = pok_table(factions=("hacan", "sol", "letnev"))
    state.players[0].unlocked.append("harrugh_gefhara")
    answer = window_answer("harrugh_gefhara", "when:production")
    events = answer.use(state, 0, Window(keys=["when:production"], actors=[0], system=28), "")
    assert LeaderPurged(seat=0, leader="harrugh_gefhara") in events
    assert total(state, "production_discount", 0, purpose="tactical", chosen=(), order=(), system=28) >= 100


def test_magmus_gains_a_trade_good_when_the_muaat_spend_a_strategy_token() -> None:
    from engines.galaxy.tokens import spend_strategy_token

    state = pok_table(factions=("muaat", "hacan", "letnev"))
    spend_strategy_token(state, 0, "test")
    assert state.players[0].trade_goods == 0
    state.players[0].unlocked.append("magmus")
    spend_strategy_token(state, 0, "test")
    assert state.players[0].trade_goods == 1


def test_tro_puts_two_infantry_on_a_planet_of_the_active_player_at_the_end_of_its_tactical_action() -> None:
    state = pok_table({9: "26"}, factions=("sardakk", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    answer = window_answer("tro", "end:tactical_action")
    ending = Window(keys=["end:tactical_action"], actors=[1], system=9)
    assert answer.targets is not None and answer.targets(state, 0, ending) == ["planet:Lodor"]
    answer.use(state, 0, ending, "planet:Lodor")
    assert state.planets["Lodor"].units[0].count == 2 and state.planets["Lodor"].units[0].owner == 1


def test_sula_mentarion_makes_the_loser_of_a_space_combat_give_a_promissory_note() -> None:
    state = pok_table(factions=("mentak", "hacan", "letnev"))
    state.players[0].unlocked.append("sula_mentarion")
    state.players[1].notes = ["1:ceasefire", "1:trade_agreement"]
    won = Window(keys=["after:combat_won"], actors=[0], opponents=[1], system=7)
    answer = window_answer("sula_mentarion", "after:combat_won")
    assert answer.could(state, 0, won)
    assert not answer.could(state, 0, Window(keys=["after:combat_won"], actors=[0], opponents=[1], system=7,
                                             planet="Lodor"))
    answer.use(state, 0, won, "")
    asked = flow.decisions(state)[0]
    assert asked.seat == 1  # the loser chooses which
    take(state, "1:ceasefire")
    assert state.players[0].notes == ["1:ceasefire"] and state.players[1].notes == ["1:trade_agreement"]


def test_navarch_feng_takes_the_flagships_cost_off_a_production_that_includes_it() -> None:
    from engines.galaxy.steps.production import Order

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    state.players[0].unlocked.append("navarch_feng")
    with_flagship = (Order("flagship", ""), Order("infantry", "planet"))
    cost = stats(state, 0, "flagship").cost
    assert total(state, "production_discount", 0, purpose="tactical", chosen=(), order=with_flagship) == cost
    assert total(state, "production_discount", 0, purpose="tactical", chosen=(), order=(Order("carrier", ""),)) == 0


def test_ahk_syl_siven_lets_the_nomad_flagship_leave_systems_with_their_tokens_this_round() -> None:
    from engines.galaxy.effects import end_scope
    from engines.galaxy.tactical.movement import token_leavers

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    state.players[0].unlocked.append("ahk_syl_siven")
    assert not token_leavers(state, 0)
    use(state, "ahk_syl_siven")
    assert token_leavers(state, 0) == {"flagship"} and status(state, 0, "ahk_syl_siven") == "purged"
    end_scope(state, "round")
    assert not token_leavers(state, 0)


def test_the_oracle_takes_a_promissory_note_from_every_other_hand() -> None:
    state = pok_table(factions=("naalu", "hacan", "letnev"))
    state.players[0].unlocked.append("the_oracle")
    state.players[1].notes = ["1:ceasefire"]
    state.players[2].notes = ["2:trade_agreement", "2:political_secret"]
    answer = window_answer("the_oracle", "end:status_phase")
    events = answer.use(state, 0, Window(keys=["end:status_phase"], actors=[0, 1, 2]), "")
    assert LeaderPurged(seat=0, leader="the_oracle") in events
    assert len(state.players[0].notes) == 2 and state.players[1].notes == [] and len(state.players[2].notes) == 1


def test_gurno_aggero_destroys_other_fighters_and_infantry_next_to_a_saar_space_dock() -> None:
    state = pok_table({9: "26"}, factions=("saar", "hacan", "letnev"))
    home = state.players[0].home
    put(state, 0, home, "space_dock", planet=next(k for k, p in state.planets.items() if p.system == home))
    put(state, 1, 9, "fighter=2,cruiser")
    put(state, 1, 9, "infantry=3", planet="Lodor")
    state.players[0].unlocked.append("gurno_aggero")
    assert "system:9" in [t for a, t in offered(state, 0, ("action",)) if a.source == "gurno_aggero"]
    use(state, "gurno_aggero", "system:9")
    assert space(state, 9, 1) == {"cruiser": 1} and state.planets["Lodor"].units == []


def test_umbat_lets_a_player_produce_two_units_of_cost_four_or_less_beside_their_war_sun() -> None:
    from engines.galaxy.production import limit

    state = pok_table(factions=("muaat", "hacan", "letnev"))
    assert not any(a.source == "umbat" for a, _ in offered(state, 0, ("action",)))  # no war sun or flagship
    put(state, 1, 7, "flagship")
    assert [t for a, t in offered(state, 0, ("action",)) if a.source == "umbat"] == ["1@system:7"]
    use(state, "umbat", "1@system:7")
    producing = next(s for s in reversed(state.stack) if isinstance(s, Production))
    assert (producing.seat, producing.system, producing.unit_cost_cap) == (1, 7, 4)
    assert limit(state, producing) == 2 and status(state, 0, "umbat") == "exhausted"


def test_ssruu_holds_every_other_players_agent_and_is_the_card_exhausted_for_one() -> None:
    state = pok_table(factions=("yssaril", "empyrean", "hacan"))
    answer = window_answer("acamar", "after:move_into")
    empty = Window(keys=["after:move_into"], actors=[2], system=7)
    assert "acamar" in in_force(state, 0) and answer.could(state, 0, empty)  # the Empyrean agent, through Ssruu
    events = answer.use(state, 0, empty, "")
    assert LeaderExhausted(seat=0, leader="ssruu") in events
    assert status(state, 0, "ssruu") == "exhausted" and status(state, 1, "acamar") == "ready"
    assert not answer.could(state, 0, empty) and answer.could(state, 1, empty)
