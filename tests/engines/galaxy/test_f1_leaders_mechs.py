"""The ti-f1 factions' mechs and leaders made real in play (issue 16): the Arborec's Letani Behemoth, the L1Z1X's
Annihilator and The Helmsman, the Hacan's Pride of Kenara and Gila the Silvertongue, the Jol-Nar's Doctor
Sucaban, Ta Zern and Rin, the Mahact's Starlancer, Jae Mir Kan, Il Na Viroset and Airo Shir Aur."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import flow
from engines.galaxy.board import stats
from engines.galaxy.tactical.actions import Activate, Bombard, EndMovement, FinishBombardment, MoveFrom, MoveShip
from tests.engines.galaxy.pok import pok_table
from tests.engines.galaxy.tactics import choose, on, pass_windows, put, script, start


def offered_options(state: Any) -> list[Any]:
    pass_windows(state)
    return [o for d in flow.decisions(state) for o in d.options]


# ----- Arborec: Letani Behemoth ------------------------------------------------------------------------------


@pytest.mark.rule("TI-MECH-1")
def test_letani_behemoth_has_production_two_and_a_planetary_shield() -> None:
    """Its DEPLOY (instead of Mitosis) is ``test_mechs.py``'s; here its statistics, read by the rules."""
    state = pok_table(factions=("arborec", "hacan", "letnev"))
    mech = stats(state, 0, "mech")
    assert mech.production is not None and mech.production.value == 2
    assert mech.planetary_shield and mech.sustain_damage and mech.combat is not None and mech.combat.hit_on == 6
    assert not stats(state, 1, "mech").planetary_shield  # the Hacan's mech has none


# ----- L1Z1X: Annihilator ------------------------------------------------------------------------------------


def test_annihilator_bombards_a_planet_of_its_own_system_from_another_planet() -> None:
    """With only a carrier in space (no BOMBARDMENT), the mech on New Albion bombards Starpoint (8+)."""
    state = pok_table({9: "27"}, factions=("l1z1x", "hacan", "letnev"))
    state.planets["New Albion"].owner, state.planets["Starpoint"].owner = 0, 1
    put(state, 0, 9, "mech", planet="New Albion")
    put(state, 1, 9, "infantry", planet="Starpoint")
    put(state, 0, 22, "carrier")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    choose(state, EndMovement())
    assert Bombard("mech", "Starpoint") in offered_options(state)
    assert Bombard("mech", "New Albion") not in offered_options(state)
    choose(state, Bombard("mech", "Starpoint"))
    script(state, 8)
    choose(state, FinishBombardment())
    pass_windows(state)
    assert on(state, "Starpoint", 1) == {} and on(state, "New Albion", 0) == {"mech": 1}


# ----- L1Z1X: The Helmsman -----------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-8")
def test_the_helmsman_brings_the_flagship_and_dreadnoughts_with_their_cargo_then_is_purged() -> None:
    from engines.galaxy.leaders.base import status
    from tests.engines.galaxy.pok import take
    from tests.engines.galaxy.tactics import space
    from tests.engines.galaxy.test_leaders import use

    state = pok_table(factions=("l1z1x", "hacan", "letnev"))
    put(state, 0, 7, "dreadnought,infantry=2,fighter")
    put(state, 0, 15, "flagship,carrier")
    put(state, 1, 16, "cruiser")
    state.players[0].unlocked.append("the_helmsman")
    from engines.galaxy.abilities import find

    targets = find("the_helmsman", ("action",)).targets(state, 0)  # type: ignore[misc]
    assert "system:16" not in targets and "system:9" in targets  # Hacan ships at 16
    use(state, "the_helmsman", "system:9")
    take(state, "dreadnought@system:7")
    take(state, "flagship@system:15")
    assert space(state, 9, 0) == {"dreadnought": 1, "infantry": 2, "flagship": 1}  # capacity 2: no fighter
    assert "dreadnought" not in space(state, 7, 0)  # the fighter stays behind (to be trimmed: no capacity)
    assert space(state, 15, 0) == {"carrier": 1}
    assert status(state, 0, "the_helmsman") == "purged"


# ----- Hacan: Gila the Silvertongue --------------------------------------------------------------------------


def council(*factions: str) -> Any:
    from tests.engines.galaxy.council import pass_all, reveal
    from tests.engines.galaxy.rounds import known

    state = known("leadership", factions=list(factions))
    state.speaker = 0
    reveal(state, "incentive_program")
    pass_all(state)
    return state


@pytest.mark.rule("TI-LEADER-6")
def test_gila_the_silvertongue_turns_each_trade_good_into_two_votes() -> None:
    from engines.galaxy import GAME
    from engines.galaxy.agenda.actions import CastVotes, DoneVoting, ExtraVotes, VotesCast

    state = council("sol", "hacan", "yin")
    state.players[1].trade_goods = 3
    assert ExtraVotes("gila_the_silvertongue") not in [o for d in GAME.decisions(state) for o in d.options]
    GAME.apply(state, 1, CastVotes("for"))
    assert ExtraVotes("gila_the_silvertongue") not in GAME.decisions(state)[0].options  # locked
    state.players[1].unlocked.append("gila_the_silvertongue")
    GAME.apply(state, 1, ExtraVotes("gila_the_silvertongue"))
    GAME.apply(state, 1, ExtraVotes("gila_the_silvertongue"))
    assert state.players[1].trade_goods == 1
    assert VotesCast(seat=1, outcome="for", count=4) in GAME.apply(state, 1, DoneVoting())


# ----- Hacan: Pride of Kenara --------------------------------------------------------------------------------


def test_pride_of_kenara_trades_its_planet_and_the_hacan_units_move_to_another_planet() -> None:
    from engines.galaxy import GAME
    from engines.galaxy.actions.factions import UseFactionAbility
    from engines.galaxy.actions.rounds import AcceptTransaction
    from tests.engines.galaxy.factions.test_f1_factions import offer_goods
    from tests.engines.galaxy.rounds import known

    state = known("technology", factions=["hacan", "yin", "arborec"])
    homes = sorted(k for k, p in state.planets.items() if p.owner == 0)
    assert homes == ["Arretze", "Hercant", "Kamdorn"]
    put(state, 0, 0, "mech,infantry=2", planet="Hercant")
    put(state, 0, 0, "pds", planet="Hercant")
    moving = on(state, "Hercant", 0)
    before = on(state, "Kamdorn", 0)
    events = offer_goods(state, {"give_pride_of_kenara": "Hercant"})
    assert any(getattr(e, "goods", None) == ["give_pride_of_kenara:Hercant"] for e in events)
    GAME.apply(state, 1, AcceptTransaction())
    decision = GAME.decisions(state)[0]
    assert decision.seat == 0 and UseFactionAbility("pride_of_kenara", "planet:Hercant") not in decision.options
    GAME.apply(state, 0, UseFactionAbility("pride_of_kenara", "planet:Kamdorn"))
    assert state.planets["Hercant"].owner == 1 and state.planets["Hercant"].units == []
    assert on(state, "Kamdorn", 0) == {k: before.get(k, 0) + moving.get(k, 0) for k in {*before, *moving}}


def test_pride_of_kenara_offers_only_planets_with_a_hacan_mech() -> None:
    from engines.galaxy.mechs.hacan import kenara_planets
    from tests.engines.galaxy.rounds import known

    state = known("technology", factions=["hacan", "yin", "arborec"])
    assert kenara_planets(state, 0, 1) == []
    put(state, 0, 0, "mech", planet="Arretze")
    assert kenara_planets(state, 0, 1) == ["Arretze"]
    assert kenara_planets(state, 1, 0) == []  # the Yin have no Pride of Kenara


# ----- Mahact: Starlancer ------------------------------------------------------------------------------------


def test_starlancer_gives_back_a_held_token_to_end_the_turn_of_the_player_who_activated_its_system() -> None:
    from engines.galaxy.actions.rounds import UseAbility
    from engines.galaxy.economy import HELD_TOKEN, held_tokens
    from engines.galaxy.state import Modifier
    from engines.galaxy.steps.tactical import TacticalAction
    from tests.engines.galaxy.factions.helpers import answer, window_options
    from tests.engines.galaxy.tactics import space

    state = pok_table(factions=("sol", "mahact", "letnev"))
    put(state, 1, 9, "mech", planet="")
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(9))
    assert UseAbility("starlancer", "") not in window_options(state, 1)  # no Sol token held
    state = pok_table(factions=("sol", "mahact", "letnev"))
    put(state, 1, 9, "mech")
    put(state, 0, 22, "cruiser")
    state.modifiers.append(Modifier(HELD_TOKEN, 1, "game", target=0))
    start(state, 0)
    choose(state, Activate(9))
    answer(state, 1, "starlancer")
    pass_windows(state)
    assert held_tokens(state, 0) == 0 and flow.parent(state, TacticalAction) is None
    assert space(state, 22, 0) == {"cruiser": 1} and 0 in state.systems["9"].tokens


# ----- Mahact: Jae Mir Kan, Il Na Viroset, Airo Shir Aur ------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4")
def test_jae_mir_kan_pays_a_secondary_with_a_command_token_of_the_active_player() -> None:
    from engines.galaxy.actions.rounds import (
        ChooseSystem,
        ReadyPlanet,
        ResolveSecondary,
        TakeStrategicAction,
        UseAbility,
    )
    from engines.galaxy.leaders.base import status
    from tests.engines.galaxy.rounds import act, first, known
    from tests.engines.galaxy.rounds import options as asked

    state = known("diplomacy", factions=["sol", "mahact", "arborec"])
    home = next(k for k, p in state.planets.items() if p.owner == 1)
    state.planets[home].exhausted = True
    state.systems["9"].tokens.append(0)
    strategy = state.players[1].strategy
    act(state, TakeStrategicAction("diplomacy"))
    act(state, asked(state, ChooseSystem)[0])
    decision = first(state)
    assert decision.seat == 1 and UseAbility("jae_mir_kan", "system:9") in decision.options
    assert ResolveSecondary() in decision.options
    act(state, UseAbility("jae_mir_kan", "system:9"))
    act(state, ReadyPlanet(home))
    assert state.players[1].strategy == strategy and 0 not in state.systems["9"].tokens
    assert status(state, 1, "jae_mir_kan") == "exhausted" and not state.planets[home].exhausted


@pytest.mark.rule("TI-LEADER-6")
def test_il_na_viroset_activates_a_system_with_a_mahact_token_then_both_tokens_go_and_the_turn_ends() -> None:
    from engines.galaxy.steps.phases import PlayerTurn
    from engines.galaxy.tactical.activation import activatable
    from tests.engines.galaxy.tactics import space

    state = pok_table(factions=("mahact", "hacan", "letnev"))
    state.systems["9"].tokens.append(0)
    assert 9 not in activatable(state, 0)
    state.players[0].unlocked.append("il_na_viroset")
    assert 9 in activatable(state, 0)
    put(state, 0, 22, "cruiser")
    turn = PlayerTurn(seat=0)
    flow.push(state, turn)
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    pass_windows(state)
    assert space(state, 9, 0) == {"cruiser": 1} and state.systems["9"].tokens.count(0) == 0
    assert turn.stage in ("done", "closed")  # over: no end-of-turn choices (stage "end"), no second action


@pytest.mark.rule("TI-LEADER-8")
def test_airo_shir_aur_moves_the_mahact_fleet_next_door_into_a_combat_without_retreat() -> None:
    from engines.galaxy.abilities import find
    from engines.galaxy.combat.space import retreat_destinations
    from engines.galaxy.leaders.base import status
    from engines.galaxy.steps.combat import SpaceCombat
    from tests.engines.galaxy.rounds import quiet
    from tests.engines.galaxy.tactics import space
    from tests.engines.galaxy.test_leaders import use

    state = pok_table(factions=("mahact", "hacan", "letnev"))
    put(state, 0, 22, "dreadnought,fighter=2")
    put(state, 1, 9, "cruiser")
    state.players[0].unlocked.append("airo_shir_aur")
    assert find("airo_shir_aur", ("action",)).targets(state, 0) == ["system:22>system:9"]  # type: ignore[misc]
    use(state, "airo_shir_aur", "system:22>system:9")
    combat = flow.parent(state, SpaceCombat)
    assert combat is not None and (combat.seat, combat.defender, combat.system) == (0, 1, 9)
    assert space(state, 22, 0) == {} and space(state, 9, 0) == {"dreadnought": 1, "fighter": 2}
    assert retreat_destinations(state, 0, 9) == [] and retreat_destinations(state, 1, 9) == []
    assert status(state, 0, "airo_shir_aur") == "purged"
    script(state, *([10] * 3), 1)  # the Mahact hit, the cruiser misses
    for _ in range(50):  # the combat is fought to its end outside any tactical action
        pass_windows(state)
        found = flow.decisions(state)
        if flow.parent(state, SpaceCombat) is None or not found:
            break
        flow.perform(state, found[0].seat, quiet(found[0]))
    assert flow.parent(state, SpaceCombat) is None and space(state, 9, 1) == {}
    assert not [m for m in state.modifiers if m.effect == "benediction_no_retreat"]  # gone with the combat


# ----- Jol-Nar: Doctor Sucaban, Ta Zern, Rin -----------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4")
def test_doctor_sucaban_lets_a_researcher_trade_infantry_on_the_board_for_resources() -> None:
    from engines.galaxy.actions.rounds import ResearchTechnology
    from engines.galaxy.leaders.base import status
    from engines.galaxy.steps.common import Pay, Research
    from tests.engines.galaxy.factions.helpers import answer
    from tests.engines.galaxy.pok import decline, take
    from tests.engines.galaxy.tactics import space

    state = pok_table(factions=("jolnar", "hacan", "letnev"))
    put(state, 1, 28, "infantry=3")
    state.players[1].trade_goods = 5
    flow.push(state, Research(seat=1, cost=4))
    flow.settle(state)
    choose(state, ResearchTechnology("neural_motivator"))
    answer(state, 0, "doctor_sucaban")
    take(state, "infantry@system:28")
    take(state, "infantry@system:28")
    decline(state)
    paying = flow.top(state)
    assert isinstance(paying, Pay) and paying.amount == 2 and space(state, 28, 1) == {"infantry": 1}
    assert status(state, 0, "doctor_sucaban") == "exhausted"


def _jol_nar_bombards_starpoint(defenders: str, *dice: int) -> Any:
    """The Jol-Nar, Ta Zern unlocked, bombard the Hacan's Starpoint with a dreadnought; ``dice`` are the rolls."""
    state = pok_table({9: "27"}, factions=("jolnar", "hacan", "letnev"))
    state.planets["Starpoint"].owner = 1
    put(state, 1, 9, defenders, planet="Starpoint")
    put(state, 0, 22, "dreadnought")
    state.players[0].unlocked.append("ta_zern")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("dreadnought"))
    choose(state, EndMovement())
    choose(state, Bombard("dreadnought", "Starpoint"))
    script(state, *dice)
    choose(state, FinishBombardment())
    return state


@pytest.mark.rule("TI-LEADER-6")
def test_ta_zern_rerolls_a_missed_bombardment_die_and_its_hit_counts() -> None:
    from tests.engines.galaxy.factions.helpers import answer

    state = _jol_nar_bombards_starpoint("infantry", 1, 9)  # the bombardment misses; the reroll hits
    answer(state, 0, "ta_zern", "die:0")
    pass_windows(state)
    assert on(state, "Starpoint", 1) == {}


def test_ta_zern_offers_nothing_when_every_die_hit() -> None:
    from engines.galaxy.actions.rounds import UseAbility
    from tests.engines.galaxy.factions.helpers import window_options

    state = _jol_nar_bombards_starpoint("infantry=2", 9)
    assert not [o for o in window_options(state, 0) if isinstance(o, UseAbility) and o.source == "ta_zern"]


@pytest.mark.rule("TI-LEADER-8")
def test_rin_the_masters_legacy_swaps_each_technology_for_one_of_its_colour_then_is_purged() -> None:
    from engines.galaxy.content.technologies import all_technologies
    from engines.galaxy.leaders.base import status
    from tests.engines.galaxy.pok import offer, take
    from tests.engines.galaxy.test_leaders import use

    state = pok_table(factions=("jolnar", "hacan", "letnev"))
    state.players[0].technologies = ["neural_motivator", "antimass_deflectors", "carrier_ii"]
    state.players[0].exhausted.append("neural_motivator")
    state.players[0].unlocked.append("rin_the_masters_legacy")
    use(state, "rin_the_masters_legacy")
    first = offer(state)
    assert first.targets[0] == "keep:neural_motivator"
    assert all(all_technologies()[t.split(">")[1]].colour == "green" for t in first.targets[1:])
    take(state, "neural_motivator>psychoarchaeology")
    second = offer(state)
    assert second.targets[0] == "keep:antimass_deflectors"
    take(state, "keep:antimass_deflectors")
    assert sorted(state.players[0].technologies) == ["antimass_deflectors", "carrier_ii", "psychoarchaeology"]
    assert "neural_motivator" not in state.players[0].exhausted  # the card given up leaves its exhausted state
    assert status(state, 0, "rin_the_masters_legacy") == "purged" and not flow.decisions(state)
