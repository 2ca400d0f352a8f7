"""The directives of the expansion's agenda deck (LRR 7.9): each resolves once and is discarded. One test per
directive, named after it.

The table of ``council.table``: seat 0 Sol (Jord, home 22), seat 1 Yin (Darien, 28), seat 2 Arborec (Nestphar, 34,
with a PDS); the speaker is seat 0.
"""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import ResearchTechnology, SkipResearch
from engines.galaxy.agenda.actions import AgendaResolved
from engines.galaxy.board import add
from engines.galaxy.effects import fire
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda
from tests.engines.galaxy.cards import fillers, pick
from tests.engines.galaxy.council import agenda_step, asked_seat, decided, pass_all, reveal, table, values, vote
from tests.engines.galaxy.rounds import act, give, options
from tests.engines.galaxy.tactics import Dice, on, script, space


def directive(agenda: str, outcome: str = "for", votes: dict[int, str] | None = None,
              state: TIState | None = None) -> TIState:
    state = state if state is not None else table()
    decided(state, agenda, outcome, votes)
    return state


def discarded(state: TIState, agenda: str) -> bool:
    return agenda in state.agenda_discard and agenda not in state.laws


# ----- directives that elect a law ----------------------------------------------------------------------


def test_judicial_abolishment_discards_the_elected_law() -> None:
    state = table()
    state.laws.append("fleet_regulations")
    directive("judicial_abolishment", "law:fleet_regulations", state=state)
    assert state.laws == [] and discarded(state, "judicial_abolishment")


def test_miscount_disclosed_votes_on_the_elected_law_again() -> None:
    state = table()
    state.laws.append("shared_research")
    directive("miscount_disclosed", "law:shared_research", state=state)
    step = agenda_step(state)
    assert step is not None and step.agenda == "shared_research" and step.again
    vote(state, {1: "against"})
    assert "shared_research" not in state.laws and 1 in state.systems["28"].tokens  # "against" resolved this time


def test_new_constitution_discards_every_law_and_exhausts_homes_next_strategy_phase() -> None:
    state = table()
    state.laws += ["shared_research", "fleet_regulations"]
    directive("new_constitution", state=state)
    assert state.laws == []
    fire(state, "start_of_strategy_phase", [0, 1, 2])
    assert state.planets["Jord"].exhausted and state.planets["Darien"].exhausted


# ----- the fleets ---------------------------------------------------------------------------------------------


def test_arms_reduction_trims_fleets_or_exhausts_specialty_planets_later() -> None:
    state = table()
    add(state.systems["9"].space, 1, "dreadnought", 3)
    directive("arms_reduction", state=state)
    assert asked_seat(state) == 1
    pick(state, "9||dreadnought")
    assert space_of(state, 9, 1) == {"dreadnought": 2}
    state = directive("arms_reduction", "against")
    give(state, 1, "Mehar Xull")  # a warfare specialty
    give(state, 1, "Saudor")  # none
    fire(state, "start_of_strategy_phase", [0, 1, 2])
    assert state.planets["Mehar Xull"].exhausted and not state.planets["Saudor"].exhausted


def space_of(state: TIState, node: int, seat: int) -> dict[str, int]:
    return space(state, node, seat)


def test_ixthian_artifact_gives_two_technologies_on_a_six_or_more() -> None:
    state = table()
    state.rng = Dice(seed=2)
    script(state, 6)
    directive("ixthian_artifact", state=state)
    act(state, ResearchTechnology("plasma_scoring"), seat=0)
    assert "plasma_scoring" in state.players[0].technologies
    assert options(state, SkipResearch, seat=0) or options(state, ResearchTechnology, seat=0)


def test_ixthian_artifact_destroys_mecatol_rex_system_on_a_five_or_less() -> None:
    state = table()
    state.rng = Dice(seed=2)
    add(state.systems["0"].space, 1, "cruiser")
    give(state, 1, "Mecatol Rex", infantry=2)
    script(state, 5)
    directive("ixthian_artifact", state=state)
    assert space(state, 0, 1) == {} and on(state, "Mecatol Rex", 1) == {}


def test_swords_to_plowshares_halves_infantry_for_trade_goods_or_adds_infantry() -> None:
    state = directive("swords_to_plowshares")
    assert on(state, "Jord", 0)["infantry"] == 2 and state.players[0].trade_goods == 3  # 5 -> 2, 3 goods
    state = directive("swords_to_plowshares", "against")
    assert on(state, "Darien", 1)["infantry"] == 5


def test_rearmament_agreement_gives_a_home_mech_or_turns_mechs_into_infantry() -> None:
    state = directive("rearmament_agreement")
    pick(state, "Jord")
    assert on(state, "Jord", 0).get("mech") == 1
    state = table()
    add(state.planets["Darien"].units, 1, "mech", 2)
    directive("rearmament_agreement", "against", state=state)
    assert "mech" not in on(state, "Darien", 1) and on(state, "Darien", 1)["infantry"] == 6


# ----- planets --------------------------------------------------------------------------------------------


def test_compensated_disarmament_destroys_ground_forces_on_a_planet_for_trade_goods() -> None:
    state = table()
    give(state, 1, "Saudor", infantry=3)
    directive("compensated_disarmament", "planet:Saudor", state=state)
    assert on(state, "Saudor", 1) == {} and state.players[1].trade_goods == 3


def test_colonial_redistribution_gives_the_planet_to_a_player_with_fewest_points() -> None:
    state = table()
    give(state, 1, "Saudor", infantry=2)
    state.players[1].vp = 2
    state.players[0].vp = 1
    directive("colonial_redistribution", "planet:Saudor", state=state)
    assert values(state) == ["2"]  # Arborec, with no points
    pick(state, "2")
    assert state.planets["Saudor"].owner == 2 and on(state, "Saudor", 2) == {"infantry": 1}


def test_colonial_redistribution_excludes_homes_and_mecatol_rex() -> None:
    from engines.galaxy.agenda.deck import outcomes

    state = table()
    give(state, 1, "Saudor")
    give(state, 1, "Mecatol Rex")
    assert outcomes(state, "colonial_redistribution") == ["planet:Saudor"]


# ----- trade goods and points -------------------------------------------------------------------------------


def test_economic_equality_sets_everyones_trade_goods_to_five_or_none() -> None:
    state = table()
    state.players[1].trade_goods = 9
    directive("economic_equality", state=state)
    assert [p.trade_goods for p in state.players] == [5, 5, 5]
    state = table()
    state.players[1].trade_goods = 9
    directive("economic_equality", "against", state=state)
    assert [p.trade_goods for p in state.players] == [0, 0, 0]


def test_mutiny_gives_or_takes_a_point_from_the_voters_for() -> None:
    state = directive("mutiny", "for", {1: "for", 2: "against"})
    assert [p.vp for p in state.players] == [0, 1, 0]
    state = table()
    state.players[1].vp = 2
    directive("mutiny", "against", {1: "for", 2: "against"}, state=state)
    assert state.players[1].vp == 1


def test_seed_of_an_empire_rewards_the_most_or_the_fewest_points() -> None:
    state = table()
    state.players[1].vp = 2
    directive("seed_of_an_empire", state=state)
    assert [p.vp for p in state.players] == [0, 3, 0]
    state = table()
    state.players[1].vp = 2
    directive("seed_of_an_empire", "against", state=state)
    assert [p.vp for p in state.players] == [1, 2, 1]


# ----- players --------------------------------------------------------------------------------------------


def test_public_execution_empties_the_hand_moves_the_speaker_and_bars_votes() -> None:
    state = table(speaker=1)
    fillers(state, 1, 2)
    directive("public_execution", "seat:1", state=state)
    assert state.players[1].action_cards == [] and state.speaker == 2
    reveal(state, "incentive_program")
    pass_all(state)
    step = agenda_step(state)
    assert step is not None and GAME.decisions(state)[0].seat != 1  # seat 1 is skipped


def test_archived_secret_draws_a_secret_for_the_elected() -> None:
    state = table()
    held = len(state.players[1].secrets) + len(state.players[1].scored)
    directive("archived_secret", "seat:1", state=state)
    assert len(state.players[1].secrets) + len(state.players[1].scored) == held + 1


def test_armed_forces_standardization_resets_the_command_sheet() -> None:
    state = table()
    player = state.players[2]
    player.tactic, player.fleet, player.strategy = 1, 6, 1
    directive("armed_forces_standardization", "seat:2", state=state)
    assert (player.tactic, player.fleet, player.strategy) == (3, 3, 2)


def test_research_grant_reallocation_gives_a_technology_for_fleet_tokens() -> None:
    state = directive("research_grant_reallocation", "seat:1")
    pick(state, "transit_diodes")  # two yellow prerequisites
    assert "transit_diodes" in state.players[1].technologies and state.players[1].fleet == 1


# ----- cards and objectives ---------------------------------------------------------------------------------


def test_incentive_program_reveals_a_stage_one_or_stage_two_objective() -> None:
    state = table()
    public, second = len(state.public), list(state.stage2)
    directive("incentive_program", state=state)
    assert len(state.public) == public + 1 and state.stage2 == second
    state = table()
    top_two = state.stage2[-1]
    directive("incentive_program", "against", state=state)
    assert state.public[-1] == top_two


def test_unconventional_measures_draws_two_or_discards_the_hand_of_the_voters_for() -> None:
    state = directive("unconventional_measures", "for", {1: "for", 2: "against"})
    assert [len(p.action_cards) for p in state.players] == [0, 2, 0]
    state = table()
    fillers(state, 1, 2)
    fillers(state, 2, 1)
    directive("unconventional_measures", "against", {1: "for", 2: "against"}, state=state)
    assert state.players[1].action_cards == [] and len(state.players[2].action_cards) == 1


def test_galactic_crisis_pact_lets_everyone_resolve_a_secondary_for_free() -> None:
    state = table()
    state.players[1].strategy = 0
    directive("galactic_crisis_pact", "card:politics", state=state)
    assert asked_seat(state) == 0 and values(state) == ["yes", "no"]
    pick(state, "yes")
    assert len(state.players[0].action_cards) == 2  # Politics' secondary: two cards
    pick(state, "yes")  # seat 1, with no strategy token
    assert len(state.players[1].action_cards) == 2 and state.players[1].strategy == 0


# ----- wormholes and tokens -----------------------------------------------------------------------------------


def test_wormhole_research_gives_research_then_destroys_the_ships_there() -> None:
    state = table()
    add(state.systems["8"].space, 1, "cruiser")
    directive("wormhole_research", state=state)
    act(state, ResearchTechnology("plasma_scoring"), seat=1)
    assert "plasma_scoring" in state.players[1].technologies and space(state, 8, 1) == {}


def test_wormhole_research_against_costs_the_voters_against_a_token() -> None:
    state = directive("wormhole_research", "against", {2: "against"})
    pick(state, "tactic")
    assert state.players[2].tactic == 2 and state.players[1].tactic == 3


def test_clandestine_operations_costs_two_tokens_or_one_fleet_token_each() -> None:
    state = directive("clandestine_operations")
    for _ in range(6):
        pick(state, "tactic")
    assert [p.tactic for p in state.players] == [1, 1, 1]
    state = directive("clandestine_operations", "against")
    for _ in range(3):
        pick(state, "fleet")
    assert [p.fleet for p in state.players] == [2, 2, 2]


def test_covert_legislation_votes_on_a_hidden_agenda_only_the_speaker_sees() -> None:
    from engines.galaxy.agenda.deck import card

    state = table()
    reveal(state, "covert_legislation")
    step = agenda_step(state)
    assert isinstance(step, Agenda) and step.hidden
    hidden = step.hidden
    assert hidden in state.players[0].seen and hidden not in state.players[1].seen
    assert hidden not in str(GAME.view(state, 1).agenda)
    pass_all(state)
    first_vote = GAME.decisions(state)[0]
    if card(hidden).elect == "for_against":
        assert {o.outcome for o in first_vote.options if hasattr(o, "outcome")} == {"for", "against"}
    events = vote(state, {})  # nobody votes: the speaker decides
    choice = GAME.decisions(state)[0]
    events += GAME.apply(state, choice.seat, choice.options[0])
    events += pass_all(state)
    assert "covert_legislation" in state.agenda_discard
    assert [e.agenda for e in events if isinstance(e, AgendaResolved)] == [hidden]
