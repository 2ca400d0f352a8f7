"""Faction abilities, technologies, units and notes of the Nekro Virus, the Naaz-Rokha Alliance and the Nomad that
session 4 made real (one test named after each): Galactic Threat, Distant Suns, Fabrication, Pre-Fab Arcologies,
the Eidolon and the Z-Grav Eidolon, Black Market Forgery, The Company, Future Sight and Temporal Command Suite."""

from __future__ import annotations

import pytest

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import UseAbility
from engines.galaxy.flow import top
from engines.galaxy.steps.factions import FactionOffer
from tests.engines.galaxy.cards import pass_until
from tests.engines.galaxy.council import reveal, vote
from tests.engines.galaxy.pok import take
from tests.engines.galaxy.rounds import known

# ----- the Nekro Virus -------------------------------------------------------------------------------------


def nekro_council() -> object:
    state = known("leadership", factions=["sol", "yin", "nekro"])
    state.speaker = 0
    return state


def test_galactic_threat_the_nekro_cannot_vote() -> None:
    from engines.galaxy.agenda.actions import Abstained
    from engines.galaxy.agenda.phase import may_vote
    from tests.engines.galaxy.council import agenda_step, pass_all

    state = nekro_council()
    reveal(state, "economic_equality")
    pass_all(state)
    step = agenda_step(state)
    assert step is not None and not may_vote(state, step, 2) and may_vote(state, step, 0)
    events = vote(state, {0: "for", 1: "for", 2: "for"})
    assert Abstained(seat=2, why="barred") in events
    assert {v.seat for v in step.votes} == {0, 1}


def test_galactic_threat_prediction_come_true_gains_a_technology_of_a_player_who_voted_for_it() -> None:
    state = nekro_council()
    sol_techs = set(state.players[0].technologies)
    state.players[1].technologies = []  # only Sol's can be taken
    reveal(state, "economic_equality")
    decision = pass_until(state, 2)  # the Nekro are asked after the agenda is revealed
    assert UseAbility("galactic_threat", "for") in decision.options
    assert UseAbility("galactic_threat", "against") in decision.options
    GAME.apply(state, 2, UseAbility("galactic_threat", "for"))
    vote(state, {0: "for", 1: "for"})
    offer = top(state)
    for _ in range(50):  # windows of the resolution passed until the Nekro's offer
        if isinstance(offer, FactionOffer):
            break
        from tests.engines.galaxy.council import pass_all

        pass_all(state)
        offer = top(state)
    assert isinstance(offer, FactionOffer) and offer.source == "galactic_threat" and offer.seat == 2
    assert set(offer.targets) <= sol_techs and offer.targets
    tech = offer.targets[0]
    take(state, tech)
    assert tech in state.players[2].technologies


def test_galactic_threat_is_used_once_per_agenda_phase_and_a_wrong_prediction_gains_nothing() -> None:
    from tests.engines.galaxy.council import pass_all

    state = nekro_council()
    reveal(state, "economic_equality")
    pass_until(state, 2)
    GAME.apply(state, 2, UseAbility("galactic_threat", "against"))
    techs = list(state.players[2].technologies)
    vote(state, {0: "for", 1: "for"})
    for _ in range(20):
        pass_all(state)
        assert not isinstance(top(state), FactionOffer)
        if not GAME.decisions(state):
            break
    assert state.players[2].technologies == techs
    reveal(state, "incentive_program")
    for _ in range(50):  # the second agenda of the phase: no prediction offered any more
        found = GAME.decisions(state)
        if not found:
            break
        assert not any(isinstance(o, UseAbility) and o.source == "galactic_threat" for d in found for o in d.options)
        pass_all(state)
        if GAME.decisions(state) == found:
            break



# ----- the Naaz-Rokha Alliance -----------------------------------------------------------------------------

LODOR = "Lodor"


def naaz_table() -> object:
    from tests.engines.galaxy.pok import pok_table

    return pok_table({9: "26"}, factions=("naazrokha", "hacan", "letnev"))


@pytest.mark.rule("TI-EXPLORE-2")
def test_distant_suns_draws_a_second_card_when_a_naaz_rokha_mech_is_on_the_planet() -> None:
    from engines.galaxy.actions.expansion import Explored
    from tests.engines.galaxy.pok import events_of, gain, on_top
    from tests.engines.galaxy.tactics import put

    state = naaz_table()
    on_top(state, "cultural", "paradise_world")
    on_top(state, "cultural", "mercenary_outfit")
    put(state, 0, 9, "mech", planet=LODOR)
    events = gain(state, 0, LODOR)
    assert {e.card for e in events_of(events, Explored)} == {"mercenary_outfit", "paradise_world"}
    offer = top(state)
    assert isinstance(offer, FactionOffer) and offer.must and set(offer.targets) == {"mercenary_outfit",
                                                                                      "paradise_world"}
    take(state, "paradise_world")
    assert "mercenary_outfit" in state.explore_discards["cultural"]
    assert "paradise_world" in state.planets[LODOR].attachments


def test_distant_suns_draws_one_card_only_without_a_mech_there() -> None:
    from engines.galaxy.actions.expansion import Explored
    from tests.engines.galaxy.pok import events_of, gain, on_top
    from tests.engines.galaxy.tactics import put

    state = naaz_table()
    on_top(state, "cultural", "mercenary_outfit")
    put(state, 0, 9, "infantry", planet=LODOR)
    assert len(events_of(gain(state, 0, LODOR), Explored)) == 1


@pytest.mark.rule("TI-RELIC-4", "TI-PURGE-1")
def test_fabrication_purges_two_fragments_of_a_type_for_a_relic_or_one_for_a_command_token() -> None:
    from engines.galaxy.abilities import find
    from engines.galaxy.flow import settle
    from engines.galaxy.steps.common import PlaceTokens
    from tests.engines.galaxy.pok import relic_on_top

    state = naaz_table()
    state.players[0].fragments = ["cultural_relic_fragment", "cultural_relic_fragment", "hazardous_relic_fragment"]
    targets = find("fabrication", ("action",)).targets(state, 0)  # type: ignore[misc]
    assert targets == ["relic:cultural", "token:cultural", "token:hazardous"]
    relic_on_top(state, "codex")
    find("fabrication", ("action",)).use(state, 0, "relic:cultural")
    settle(state)
    assert state.players[0].relics == ["codex"] and state.players[0].fragments == ["hazardous_relic_fragment"]
    assert state.purged.count("fragment:cultural_relic_fragment") == 2
    find("fabrication", ("action",)).use(state, 0, "token:hazardous")
    settle(state)
    placing = top(state)
    assert isinstance(placing, PlaceTokens) and placing.count == 1 and state.players[0].fragments == []


def test_pre_fab_arcologies_readies_a_planet_after_it_is_explored() -> None:
    from tests.engines.galaxy.pok import gain, on_top

    state = naaz_table()
    on_top(state, "cultural", "mercenary_outfit")
    gain(state, 0, LODOR)
    assert state.planets[LODOR].exhausted  # gained exhausted, explored, not readied without the technology
    state = naaz_table()
    state.players[0].technologies.append("pre_fab_arcologies")
    on_top(state, "cultural", "mercenary_outfit")
    gain(state, 0, LODOR)
    assert not state.planets[LODOR].exhausted


def test_black_market_forgery_lets_its_holder_purge_two_fragments_for_a_relic_then_goes_home() -> None:
    from engines.galaxy.abilities import find
    from engines.galaxy.flow import settle
    from tests.engines.galaxy.pok import relic_on_top

    state = naaz_table()
    state.players[1].notes = ["0:black_market_forgery"]
    state.players[1].fragments = ["industrial_relic_fragment", "unknown_relic_fragment"]
    play = find("note_action:black_market_forgery", ("action",))
    assert play.targets(state, 1) == ["0:black_market_forgery"]  # type: ignore[misc]
    assert play.targets(state, 0) == []  # type: ignore[misc]
    relic_on_top(state, "codex")
    play.use(state, 1, "0:black_market_forgery")
    settle(state)
    assert state.players[1].relics == ["codex"] and state.players[1].fragments == []
    assert "0:black_market_forgery" in state.players[0].notes and state.players[1].notes == []


def z_grav_combat() -> tuple[object, object]:
    from engines.galaxy.steps.combat import SpaceCombat
    from tests.engines.galaxy.tactics import put

    state = naaz_table()
    put(state, 0, 9, "cruiser,mech=2")
    put(state, 1, 9, "destroyer")
    return state, SpaceCombat(seat=0, system=9, defender=1)


@pytest.mark.rule("TI-MECH-5")
def test_eidolon_turns_to_its_z_grav_side_at_the_start_of_a_space_combat_and_back_at_its_end() -> None:
    from engines.galaxy.combat.rounds import combatants, fire_both
    from engines.galaxy.effects import end_scope

    state, step = z_grav_combat()
    assert "mech" not in combatants(state, step, 0)
    fire_both(state, step, "start_of_combat")
    assert "mech" in combatants(state, step, 0)
    end_scope(state, "combat")  # the combat is over: Eidolons again
    assert "mech" not in combatants(state, step, 0)


def test_eidolon_in_space_without_a_combat_is_no_ship() -> None:
    from engines.galaxy.combat.rounds import combatants
    from engines.galaxy.steps.combat import SpaceCombat
    from tests.engines.galaxy.tactics import put

    state = naaz_table()
    put(state, 0, 10, "mech")
    put(state, 0, 9, "cruiser")
    put(state, 1, 9, "destroyer")
    from engines.galaxy.combat.rounds import fire_both

    step = SpaceCombat(seat=0, system=9, defender=1)
    fire_both(state, step, "start_of_combat")  # no mech in this space area: nothing turns over
    assert "mech" not in combatants(state, step, 0)


@pytest.mark.rule("TI-MECH-5")
def test_z_grav_eidolon_rolls_two_dice_on_8_takes_hits_as_a_ship_and_has_no_sustain_damage() -> None:
    from engines.galaxy.combat import dice
    from engines.galaxy.combat.hits import options_for
    from engines.galaxy.combat.rounds import details, fire_both
    from engines.galaxy.steps.combat import AssignHits

    state, step = z_grav_combat()
    fire_both(state, step, "start_of_combat")
    plan = dice.plan(state, 0, ["cruiser", "mech"], "combat", target=1, **details(step, 0))
    mech = next(a for a in plan.aims if a.kind == "mech")
    assert (mech.hit_on, mech.dice) == (8, 2)
    hit = AssignHits(seat=0, hits=1, system=9, targets="ships")
    kinds = {(o.kind, o.sustain) for o in options_for(state, hit)}
    assert ("mech", False) in kinds and ("mech", True) not in kinds
    ground = dice.plan(state, 0, ["mech"], "combat", target=1, combat="ground", system=9, planet=LODOR, opponent=1)
    assert (ground.aims[0].hit_on, ground.aims[0].dice) == (6, 2)  # on a planet it is an Eidolon


# ----- the Nomad --------------------------------------------------------------------------------------------


def nomad_table() -> object:
    from tests.engines.galaxy.pok import pok_table

    return pok_table({9: "26"}, factions=("nomad", "hacan", "letnev"))


def test_the_company_gives_the_nomad_three_agents_each_ready_and_used_on_its_own() -> None:
    from engines.galaxy.leaders.base import agents_of, exhaust_agent, leader_sources, status

    state = nomad_table()
    agents = agents_of("nomad")
    assert set(agents) == {"artuno_the_betrayer", "field_marshal_mercer", "the_thundarian"}
    assert all(status(state, 0, a) == "ready" for a in agents)
    exhaust_agent(state, 0, "the_thundarian")
    assert status(state, 0, "the_thundarian") == "exhausted" and status(state, 0, "field_marshal_mercer") == "ready"
    assert "field_marshal_mercer" in leader_sources(state, 0) and "the_thundarian" not in leader_sources(state, 0)


def test_future_sight_gives_a_trade_good_after_an_outcome_the_nomad_voted_for_resolves() -> None:
    from tests.engines.galaxy.council import decided

    state = known("leadership", factions=["nomad", "yin", "sol"])
    goods = state.players[0].trade_goods
    decided(state, "incentive_program", "for", votes={0: "against", 1: "for"})
    assert state.players[0].trade_goods == goods  # it backed the losing outcome
    decided(state, "incentive_program", "for", votes={0: "for", 1: "against"})
    assert state.players[0].trade_goods == goods + 1


def test_temporal_command_suite_readies_an_agent_just_exhausted_and_offers_a_transaction_with_its_owner() -> None:
    from engines.galaxy.leaders.base import exhaust_agent, status
    from engines.galaxy.steps.common import Transaction
    from tests.engines.galaxy.pok import pok_table

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    state.players[0].technologies.append("temporal_command_suite")
    exhaust_agent(state, 1, "carth_of_golden_sands")
    asked = top(state)
    assert isinstance(asked, FactionOffer) and asked.seat == 0 and asked.targets == ["carth_of_golden_sands"]
    take(state, "carth_of_golden_sands")
    assert status(state, 1, "carth_of_golden_sands") == "ready"
    assert "temporal_command_suite" in state.players[0].exhausted
    trade = top(state)
    assert isinstance(trade, FactionOffer) and trade.source == "temporal_command_suite_trade"
    take(state, "")
    assert isinstance(top(state), Transaction) and (top(state).seat, top(state).partner) == (0, 1)  # type: ignore[union-attr]
    state.stack.clear()
    exhaust_agent(state, 2, "viscount_unlenn")
    assert not isinstance(top(state), FactionOffer)  # the technology is exhausted
    state.players[0].exhausted.clear()
    exhaust_agent(state, 0, "the_thundarian")
    take(state, "the_thundarian")
    assert status(state, 0, "the_thundarian") == "ready" and not isinstance(top(state), FactionOffer)  # no trade


def test_the_new_choices_read_in_words_on_their_buttons() -> None:
    from engines.galaxy.actions.factions import UseFactionAbility
    from engines.galaxy.actions.rounds import TakeComponentAction

    state = nomad_table()
    words = {
        TakeComponentAction("fabrication", "token:hazardous"): "purge a hazardous fragment for a command token",
        UseFactionAbility("nekro_malleon", "card:spy:1"): "Nekro Malleon: discard Spy",
        UseFactionAbility("nekro_malleon", "fleet"): "Nekro Malleon: a token from your fleet pool",
        UseFactionAbility("temporal_command_suite", "the_thundarian"): "Temporal Command Suite: ready The Thundarian",
        UseFactionAbility("field_marshal_mercer", "infantry@planet:Lodor>planet:Jord"): "infantry in Lodor to Jord",
    }
    for action, text in words.items():
        assert text in GAME.describe(state, action), action
