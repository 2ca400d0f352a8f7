"""The laws of the expansion's agenda deck (LRR 7.6-7.8): each outcome, and what the law does while it is in play.
One test per law, named after it.

The table of ``council.table``: seat 0 Sol (Jord, home 22), seat 1 Yin (Darien, 28), seat 2 Arborec (Nestphar, 34,
with a PDS); seat 0 holds Leadership and Diplomacy, at its first turn.
"""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import UseAbility
from engines.galaxy.agenda.laws import holder, repeal
from engines.galaxy.board import add, galaxy
from engines.galaxy.effects import any_true, fire
from engines.galaxy.flow import settle
from engines.galaxy.hands import hand_limit
from engines.galaxy.state import NOBODY
from engines.galaxy.steps.production import Order
from engines.galaxy.windows import open_window
from tests.engines.galaxy.cards import fillers, pick
from tests.engines.galaxy.council import decided, reveal, table, values
from tests.engines.galaxy.rounds import give, options


def law(agenda: str, outcome: str = "for", votes: dict[int, str] | None = None) -> object:
    state = table()
    decided(state, agenda, outcome, votes)
    return state


def in_play(state: object, agenda: str) -> bool:
    return agenda in state.laws  # type: ignore[attr-defined]


# ----- laws that elect a player or a card ---------------------------------------------------------------


def test_imperial_arbiter_lets_its_holder_swap_strategy_cards_once() -> None:
    state = law("imperial_arbiter", "seat:0")
    assert holder(state, "imperial_arbiter") == 0  # type: ignore[arg-type]
    theirs = next(s for s in state.strategy if s.holder == 1)  # type: ignore[attr-defined]
    open_window(state, "end:strategy_phase")  # type: ignore[arg-type]
    settle(state)  # type: ignore[arg-type]
    swap = UseAbility("imperial_arbiter", f"pair:card:leadership+card:{theirs.card}")
    assert swap in GAME.decisions(state)[0].options  # type: ignore[arg-type]
    GAME.apply(state, 0, swap)  # type: ignore[arg-type]
    assert theirs.holder == 0 and next(s for s in state.strategy if s.card == "leadership").holder == 1  # type: ignore
    assert not in_play(state, "imperial_arbiter")


def test_classified_document_leaks_makes_a_scored_secret_public() -> None:
    state = table()
    state.players[1].scored.append("drive_the_debate")
    decided(state, "classified_document_leaks", "objective:drive_the_debate")
    assert "drive_the_debate" in state.public and state.players[1].vp == 0  # the scorer's point is its own affair


def test_committee_formation_lets_its_holder_choose_who_an_agenda_elects() -> None:
    state = law("committee_formation", "seat:0")
    reveal(state, "archived_secret")  # type: ignore[arg-type]
    before = len(state.players[2].secrets) + len(state.players[2].scored)  # type: ignore[attr-defined]
    GAME.apply(state, 0, UseAbility("committee_formation", "seat:2"))  # type: ignore[arg-type]
    from tests.engines.galaxy.council import pass_all

    pass_all(state)  # type: ignore[arg-type]
    assert len(state.players[2].secrets) + len(state.players[2].scored) == before + 1  # type: ignore[attr-defined]
    assert not in_play(state, "committee_formation")


def test_minister_of_commerce_gives_a_trade_good_per_neighbour_on_replenishing() -> None:
    from engines.galaxy.strategic.trade import replenished as replenish_commodities

    state = law("minister_of_commerce", "seat:0")
    add(state.systems["13"].space, 0, "cruiser")  # type: ignore[attr-defined]  # beside the Yin: one neighbour
    replenish_commodities(state, 0)  # type: ignore[arg-type]
    assert state.players[0].trade_goods == 1  # type: ignore[attr-defined]
    replenish_commodities(state, 1)  # type: ignore[arg-type]
    assert state.players[1].trade_goods == 0  # type: ignore[attr-defined]


def test_minister_of_exploration_gives_a_trade_good_for_each_planet_gained() -> None:
    from engines.galaxy.tactical.invasion import gain_control

    state = law("minister_of_exploration", "seat:0")
    gain_control(state, 0, "Wellon")  # type: ignore[arg-type]
    gain_control(state, 1, "Saudor")  # type: ignore[arg-type]
    assert state.players[0].trade_goods == 1 and state.players[1].trade_goods == 0  # type: ignore[attr-defined]


def test_minister_of_industry_lets_a_new_space_dock_produce_at_once() -> None:
    from engines.galaxy.steps.production import Production

    state = law("minister_of_industry", "seat:0")
    fire(state, "structure_placed", [0], kind="space_dock", planet="Jord", system=22)  # type: ignore[arg-type]
    assert any(isinstance(s, Production) and s.seat == 0 for s in state.stack)  # type: ignore[attr-defined]


def test_minister_of_peace_ends_a_turn_that_activates_your_system() -> None:
    from engines.galaxy.actions.rounds import TakeTacticalAction
    from engines.galaxy.tactical.actions import Activate
    from tests.engines.galaxy.rounds import act

    state = law("minister_of_peace", "seat:1")
    act(state, TakeTacticalAction())  # type: ignore[arg-type]
    act(state, Activate(28))  # type: ignore[arg-type]  # the Yin's home
    GAME.apply(state, 1, UseAbility("minister_of_peace"))  # type: ignore[arg-type]
    from tests.engines.galaxy.council import pass_all

    pass_all(state)  # type: ignore[arg-type]
    assert not in_play(state, "minister_of_peace")
    assert GAME.decisions(state)[0].seat != 0  # seat 0's turn is over


def test_minister_of_policy_draws_a_card_at_the_end_of_the_status_phase() -> None:
    state = law("minister_of_policy", "seat:2")
    fire(state, "end_of_status_phase", [0, 1, 2])  # type: ignore[arg-type]
    assert len(state.players[2].action_cards) == 1 and state.players[0].action_cards == []  # type: ignore


def test_minister_of_sciences_makes_technologys_research_free() -> None:
    from engines.galaxy.strategic.technology import cost as research_price

    state = law("minister_of_sciences", "seat:0")
    assert research_price(state, 0, 6) == 0 and research_price(state, 1, 6) == 6  # type: ignore[arg-type]


def test_minister_of_war_takes_a_token_back_and_gives_another_action() -> None:
    state = law("minister_of_war", "seat:0")
    state.systems["9"].tokens.append(0)  # type: ignore[attr-defined]
    open_window(state, "after:action", actors=[0])  # type: ignore[arg-type]
    settle(state)  # type: ignore[arg-type]
    GAME.apply(state, 0, UseAbility("minister_of_war", "system:9"))  # type: ignore[arg-type]
    assert state.systems["9"].tokens == [] and not in_play(state, "minister_of_war")  # type: ignore[attr-defined]
    assert any(m.effect == "master_plan" and m.owner == 0 for m in state.modifiers)  # type: ignore[attr-defined]


def test_prophecy_of_ixth_helps_fighters_until_a_production_without_two() -> None:
    from engines.galaxy.effects import total

    state = law("prophecy_of_ixth", "seat:0")
    assert total(state, "roll_modifier", 0, roll="combat", unit="fighter") >= 1  # type: ignore[arg-type]
    fire(state, "units_produced", [0], system=22, units={"fighter@": 2})  # type: ignore[arg-type]
    assert in_play(state, "prophecy_of_ixth")
    fire(state, "units_produced", [0], system=22, units={"fighter@": 1})  # type: ignore[arg-type]
    assert not in_play(state, "prophecy_of_ixth")


def test_political_censure_gives_a_point_and_bars_action_cards_until_repealed() -> None:
    state = law("political_censure", "seat:1")
    assert state.players[1].vp == 1 and any_true(state, "no_action_cards", 1)  # type: ignore[attr-defined]
    assert not any_true(state, "no_action_cards", 0)  # type: ignore[arg-type]
    repeal(state, "political_censure")  # type: ignore[arg-type]
    assert state.players[1].vp == 0  # type: ignore[attr-defined]


def test_search_warrant_draws_two_secrets_for_the_elected() -> None:
    state = table()
    before = len(state.players[2].secrets)
    decided(state, "search_warrant", "seat:2")
    assert len(state.players[2].secrets) + len(state.players[2].scored) >= before + 2
    assert holder(state, "search_warrant") == 2


# ----- laws voted for or against ------------------------------------------------------------------------


def test_regulated_conscription_makes_each_fighter_and_infantry_cost_one() -> None:
    from engines.galaxy.production import cost

    state = law("regulated_conscription")
    assert cost(state, 0, [Order("infantry", "Jord", 2)]) == 2  # type: ignore[arg-type]
    state = law("regulated_conscription", "against")
    assert not in_play(state, "regulated_conscription")
    assert cost(state, 0, [Order("infantry", "Jord", 2)]) == 1  # type: ignore[arg-type]


def test_conventions_of_war_spares_cultural_planets_or_empties_the_hands_of_the_against() -> None:
    from engines.galaxy.tactical.invasion import bombard_targets

    state = law("conventions_of_war")
    give(state, 1, "Quann")  # type: ignore[arg-type]
    add(state.planets["Quann"].units, 1, "infantry")  # type: ignore[attr-defined]
    assert "Quann" not in bombard_targets(state, 0, 7)  # type: ignore[arg-type]
    state = table()
    fillers(state, 1, 2)
    fillers(state, 2, 1)
    decided(state, "conventions_of_war", "against", {1: "against", 2: "for"})
    assert state.players[1].action_cards == [] and len(state.players[2].action_cards) == 1


def test_homeland_defense_act_lifts_the_pds_limit_or_destroys_a_pds_each() -> None:
    from engines.galaxy.structures import room_on

    state = law("homeland_defense_act")
    add(state.planets["Jord"].units, 0, "pds", 2)  # type: ignore[attr-defined]
    assert room_on(state, 0, "pds", "Jord")  # type: ignore[arg-type]
    state = table()
    decided(state, "homeland_defense_act", "against")
    pick(state, "34|Nestphar|pds")
    assert not any(s.kind == "pds" for s in state.planets["Nestphar"].units)


def test_fleet_regulations_caps_fleet_pools_at_four_or_adds_a_token() -> None:
    from engines.galaxy.tokens import fleet_cap

    state = table()
    state.players[1].fleet = 6
    decided(state, "fleet_regulations", "for")
    assert state.players[1].fleet == 4 and fleet_cap(state, 0) == 4
    state = law("fleet_regulations", "against")
    assert [p.fleet for p in state.players] == [4, 4, 4]  # type: ignore[attr-defined]


def test_anti_intellectual_revolution_costs_a_ship_per_technology_or_planets_later() -> None:
    from engines.galaxy.research import gain_technology

    state = law("anti_intellectual_revolution")
    gain_technology(state, 0, "plasma_scoring")  # type: ignore[arg-type]
    assert "22||carrier" in values(state)  # type: ignore[arg-type]  # a non-fighter ship to destroy
    pick(state, "22||carrier")  # type: ignore[arg-type]
    assert next(s.count for s in state.systems["22"].space if s.kind == "carrier") == 1  # type: ignore[attr-defined]
    state = law("anti_intellectual_revolution", "against")
    fire(state, "start_of_strategy_phase", [0])  # type: ignore[arg-type]
    pick(state, "Jord")  # type: ignore[arg-type]  # Sol owns two technologies: Jord is its only planet
    assert state.planets["Jord"].exhausted  # type: ignore[attr-defined]


def test_executive_sanctions_sets_hands_of_three_or_discards_one_at_random() -> None:
    from engines.galaxy.actions.rounds import DiscardActionCard

    state = table()
    fillers(state, 1, 4)
    decided(state, "executive_sanctions", "for")
    assert hand_limit(state, 1) == 3
    discard = [o for o in options(state, DiscardActionCard, seat=1)]
    assert len(discard) == 4
    state = table()
    fillers(state, 1, 2)
    decided(state, "executive_sanctions", "against")
    assert len(state.players[1].action_cards) == 1 and hand_limit(state, 1) == 7


def test_publicize_weapon_schematics_opens_war_suns_or_empties_their_owners_hands() -> None:
    from engines.galaxy.board import stats
    from engines.galaxy.research import researchable

    state = law("publicize_weapon_schematics")
    state.players[1].technologies.append("war_sun")  # type: ignore[attr-defined]
    state.players[0].trade_goods = 20  # type: ignore[attr-defined]
    assert "war_sun" in researchable(state, 0)  # type: ignore[arg-type]
    assert not stats(state, 1, "war_sun").sustain_damage  # type: ignore[arg-type]
    state = table()
    state.players[1].technologies.append("war_sun")
    fillers(state, 1, 2)
    fillers(state, 2, 2)
    decided(state, "publicize_weapon_schematics", "against")
    assert state.players[1].action_cards == [] and len(state.players[2].action_cards) == 2


def test_shared_research_opens_nebulae_or_puts_a_token_in_each_home() -> None:
    state = law("shared_research")
    assert any_true(state, "pass_through_nebulae", 0)  # type: ignore[arg-type]
    state = law("shared_research", "against")
    assert 0 in state.systems["22"].tokens and 1 in state.systems["28"].tokens  # type: ignore[attr-defined]


def test_enforced_travel_ban_cuts_alpha_and_beta_or_destroys_pds_by_wormholes() -> None:
    state = table(overrides={15: "39"})  # a second alpha wormhole, far from Lodor's (at 8)
    assert 15 in galaxy(state).neighbours(8)
    decided(state, "enforced_travel_ban", "for")
    assert 15 not in galaxy(state).neighbours(8)
    state = table()
    give(state, 1, "Lodor", pds=1)
    decided(state, "enforced_travel_ban", "against")
    assert not any(s.kind == "pds" for s in state.planets["Lodor"].units)


def test_wormhole_reconstruction_joins_alpha_and_beta_or_puts_tokens_by_them() -> None:
    state = table(overrides={15: "40"})  # a beta wormhole far from Lodor's alpha (at 8)
    assert 15 not in galaxy(state).neighbours(8)
    decided(state, "wormhole_reconstruction", "for")
    assert 15 in galaxy(state).neighbours(8)
    state = table()
    add(state.systems["8"].space, 1, "destroyer")
    decided(state, "wormhole_reconstruction", "against")
    assert 1 in state.systems["8"].tokens and state.systems["7"].tokens == []


def test_nexus_sovereignty_shuts_the_nexus_or_opens_a_gamma_wormhole_at_mecatol_rex() -> None:
    state = law("nexus_sovereignty")
    assert in_play(state, "nexus_sovereignty")
    state = law("nexus_sovereignty", "against")
    assert any(m.effect == "mecatol_gamma" for m in state.modifiers)  # type: ignore[attr-defined]
    assert -82 in galaxy(state).neighbours(0) or 0 in galaxy(state).neighbours(-82)  # type: ignore[arg-type]


def test_articles_of_war_pays_three_trade_goods_to_each_voter_for_when_it_fails() -> None:
    state = law("articles_of_war")
    assert in_play(state, "articles_of_war")
    state = law("articles_of_war", "against", {1: "for", 2: "against"})
    assert state.players[1].trade_goods == 3 and state.players[2].trade_goods == 0  # type: ignore[attr-defined]


def test_checks_and_balances_passes_picked_cards_on_or_readies_only_three_planets() -> None:
    from engines.galaxy.agenda.phase import ready_at_end

    state = law("checks_and_balances")
    assert any_true(state, "strategy_card_given", 0)  # type: ignore[arg-type]
    state = table()
    decided(state, "checks_and_balances", "against")
    for planet in ("Wellon", "Thibah", "Saudor", "Quann"):
        give(state, 0, planet)
        state.planets[planet].exhausted = True
    ready_at_end(state)
    settle(state)
    from engines.galaxy.actions.rounds import ReadyPlanet

    readied = 0
    while options(state, ReadyPlanet, seat=0) and readied < 5:
        GAME.apply(state, 0, options(state, ReadyPlanet, seat=0)[0])
        readied += 1
    assert sum(state.planets[p].exhausted for p in ("Wellon", "Thibah", "Saudor", "Quann")) == 1


def test_representative_government_gives_one_vote_each_or_exhausts_the_against() -> None:
    from engines.galaxy.agenda.phase import one_vote_each

    state = law("representative_government")
    assert one_vote_each(state)  # type: ignore[arg-type]
    state = table()
    give(state, 1, "Quann")
    decided(state, "representative_government", "against", {1: "against"})
    fire(state, "start_of_strategy_phase", [0, 1, 2])
    assert state.planets["Quann"].exhausted


def test_laws_elected_against_leave_play_and_holders_are_public() -> None:
    """LRR 7.8: an "against" law is discarded; a law that elects stays with its holder."""
    state = law("fleet_regulations", "against")
    assert "fleet_regulations" in state.agenda_discard and not in_play(state, "fleet_regulations")  # type: ignore
    state = law("minister_of_policy", "seat:1")
    assert GAME.view(state, 2).law_holders == {"minister_of_policy": 1}  # type: ignore[arg-type]
    assert holder(state, "minister_of_policy") == 1 and holder(state, "fleet_regulations") == NOBODY  # type: ignore
