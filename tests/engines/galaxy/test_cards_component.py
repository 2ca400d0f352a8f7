"""Action cards played as a component action on their holder's turn (LRR 2, 22), one test per card, named after it.

The table: the known three-player map, seat 0 (Sol, home Jord at 22) to act, seat 1 (Yin, Darien at 28),
seat 2 (Arborec, Nestphar at 34, with a PDS).
"""

from __future__ import annotations

from engines.galaxy.actions.rounds import ExhaustPlanet, ResearchTechnology
from engines.galaxy.board import add
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.state import TIState
from tests.engines.galaxy.cards import asked_in_window, hand, offered, pick, play
from tests.engines.galaxy.rounds import act, give, known
from tests.engines.galaxy.tactics import Dice, on, script, space


def turn(card: str) -> TIState:
    """Seat 0's first turn of the action phase, ``card`` in its hand."""
    state = known("leadership")
    hand(state, 0, card)
    return state


def plays(state: TIState, card: str) -> list[PlayActionCard]:
    return [o for o in offered(state, 0) if isinstance(o, PlayActionCard) and o.card == card]


def used(state: TIState, card: str) -> bool:
    """The card left the hand for the discard pile."""
    return not any(c.startswith(card + ":") for c in state.players[0].action_cards) and any(
        c.startswith(card + ":") for c in state.action_discard)


# ----- the economy ----------------------------------------------------------------------------------------


def test_economic_initiative_readies_every_cultural_planet() -> None:
    state = turn("economic_initiative")
    give(state, 0, "Quann")
    give(state, 0, "Lodor")
    give(state, 0, "Wellon")
    assert not plays(state, "economic_initiative")  # nothing to ready: not offered
    for planet in ("Quann", "Lodor", "Wellon"):
        state.planets[planet].exhausted = True
    play(state, 0, "economic_initiative")
    assert not state.planets["Quann"].exhausted and not state.planets["Lodor"].exhausted
    assert state.planets["Wellon"].exhausted and used(state, "economic_initiative")


def test_industrial_initiative_gives_a_trade_good_per_industrial_planet() -> None:
    state = turn("industrial_initiative")
    give(state, 0, "Wellon")
    give(state, 0, "Thibah")
    give(state, 0, "Quann")
    play(state, 0, "industrial_initiative")
    assert state.players[0].trade_goods == 2


def test_mining_initiative_gives_the_best_resource_value() -> None:
    state = turn("mining_initiative")
    give(state, 0, "Wellon")
    play(state, 0, "mining_initiative")
    assert state.players[0].trade_goods == 4  # Jord's 4


def test_uprising_exhausts_another_players_non_home_planet_for_its_resources() -> None:
    state = turn("uprising")
    give(state, 1, "Saudor")
    targets = {o.target for o in plays(state, "uprising")}
    assert targets == {"planet:Saudor"}  # Darien and Nestphar are homes
    play(state, 0, "uprising", "planet:Saudor")
    assert state.planets["Saudor"].exhausted and state.players[0].trade_goods == 2


def test_unstable_planet_exhausts_a_hazardous_planet_and_kills_three_infantry() -> None:
    state = turn("unstable_planet")
    give(state, 1, "Vefut II", infantry=4)
    play(state, 0, "unstable_planet", "planet:Vefut II")
    assert state.planets["Vefut II"].exhausted and on(state, "Vefut II", 1) == {"infantry": 1}


def test_scuttle_sends_back_two_ships_for_their_cost() -> None:
    state = turn("scuttle")
    play(state, 0, "scuttle", "unit:carrier@22")
    pick(state, "destroyer@22")
    assert state.players[0].trade_goods == 3 + 1
    assert space(state, 22, 0).get("carrier") == 1 and "destroyer" not in space(state, 22, 0)


# ----- units placed ---------------------------------------------------------------------------------------


def test_frontline_deployment_puts_three_infantry_on_a_planet() -> None:
    state = turn("frontline_deployment")
    play(state, 0, "frontline_deployment", "planet:Jord")
    assert on(state, "Jord", 0)["infantry"] == 8


def test_rise_of_a_messiah_puts_an_infantry_on_each_planet() -> None:
    state = turn("rise_of_a_messiah")
    give(state, 0, "Wellon")
    play(state, 0, "rise_of_a_messiah")
    assert on(state, "Jord", 0)["infantry"] == 6 and on(state, "Wellon", 0) == {"infantry": 1}


def test_ghost_ship_puts_a_destroyer_in_a_wormhole_system_without_enemy_ships() -> None:
    state = turn("ghost_ship")
    add(state.systems["7"].space, 1, "cruiser")
    assert {o.target for o in plays(state, "ghost_ship")} == {"system:8", "system:-82"}
    play(state, 0, "ghost_ship", "system:8")
    assert space(state, 8, 0) == {"destroyer": 1}


def test_war_effort_puts_a_cruiser_with_your_ships() -> None:
    state = turn("war_effort")
    assert {o.target for o in plays(state, "war_effort")} == {"system:22"}
    play(state, 0, "war_effort", "system:22")
    assert space(state, 22, 0)["cruiser"] == 1


def test_fighter_conscription_puts_a_fighter_by_each_dock_and_carrier_but_not_beside_enemies() -> None:
    state = turn("fighter_conscription")
    add(state.systems["9"].space, 0, "carrier")
    add(state.systems["13"].space, 0, "carrier")
    add(state.systems["13"].space, 1, "destroyer")
    play(state, 0, "fighter_conscription")
    assert space(state, 22, 0)["fighter"] == 4 and space(state, 9, 0)["fighter"] == 1
    assert "fighter" not in space(state, 13, 0)


def test_refit_troops_swaps_two_infantry_for_mechs() -> None:
    state = turn("refit_troops")
    play(state, 0, "refit_troops", "planet:Jord")
    pick(state, "Jord")
    assert on(state, "Jord", 0)["infantry"] == 3 and on(state, "Jord", 0)["mech"] == 2


# ----- against other players ------------------------------------------------------------------------------


def test_cripple_defenses_destroys_the_pds_on_a_planet() -> None:
    state = turn("cripple_defenses")
    play(state, 0, "cripple_defenses", "planet:Nestphar")
    assert "pds" not in on(state, "Nestphar", 2)


def test_reactor_meltdown_destroys_a_space_dock_outside_home_systems() -> None:
    state = turn("reactor_meltdown")
    give(state, 1, "Saudor", space_dock=1)
    assert {o.target for o in plays(state, "reactor_meltdown")} == {"planet:Saudor"}
    play(state, 0, "reactor_meltdown", "planet:Saudor")
    assert "space_dock" not in on(state, "Saudor", 1)


def test_lucky_shot_destroys_an_enemy_ship_in_a_system_with_your_planet() -> None:
    state = turn("lucky_shot")
    give(state, 0, "Wellon")
    add(state.systems["1"].space, 1, "cruiser")
    add(state.systems["2"].space, 1, "cruiser")
    assert {o.target for o in plays(state, "lucky_shot")} == {"ship:1:cruiser:1"}
    play(state, 0, "lucky_shot", "ship:1:cruiser:1")
    assert space(state, 1, 1) == {}


def test_plague_kills_each_infantry_rolling_six_or_more() -> None:
    state = turn("plague")
    state.rng = Dice(seed=1)
    give(state, 1, "Saudor", infantry=3)
    script(state, 6, 5, 10)
    play(state, 0, "plague", "planet:Saudor")
    assert on(state, "Saudor", 1) == {"infantry": 1}


def test_tactical_bombardment_exhausts_the_other_players_planets_there() -> None:
    state = turn("tactical_bombardment")
    give(state, 1, "Saudor")
    add(state.systems["5"].space, 0, "dreadnought")
    play(state, 0, "tactical_bombardment", "system:5")
    assert state.planets["Saudor"].exhausted


def test_insubordination_takes_a_tactic_token_from_another_player() -> None:
    state = turn("insubordination")
    play(state, 0, "insubordination", "seat:1")
    assert state.players[1].tactic == 2 and state.players[0].tactic == 3


def test_signal_jamming_puts_another_players_token_beside_your_ships() -> None:
    state = turn("signal_jamming")
    targets = {o.target for o in plays(state, "signal_jamming")}
    assert "pair:seat:1+system:9" in targets and not any(t.endswith("system:22") for t in targets)
    play(state, 0, "signal_jamming", "pair:seat:1+system:9")
    assert 1 in state.systems["9"].tokens


def test_spy_takes_a_random_card_from_another_hand() -> None:
    state = turn("spy")
    taken = hand(state, 1, "sabotage")[0]
    play(state, 0, "spy", "seat:1")
    asked_in_window(state)  # seat 1 holds a card: it is asked whether it cancels the Spy
    assert taken in state.players[0].action_cards and state.players[1].action_cards == []


def test_repeal_law_discards_a_law() -> None:
    state = turn("repeal_law")
    assert not plays(state, "repeal_law")
    state.laws.append("fleet_regulations")
    play(state, 0, "repeal_law", "law:fleet_regulations")
    assert state.laws == [] and "fleet_regulations" in state.agenda_discard


# ----- tokens, research and objectives -------------------------------------------------------------------------


def test_unexpected_action_takes_a_command_token_off_the_board() -> None:
    state = turn("unexpected_action")
    state.systems["9"].tokens.append(0)
    play(state, 0, "unexpected_action", "system:9")
    assert state.systems["9"].tokens == []


def test_focused_research_pays_four_trade_goods_for_a_technology() -> None:
    state = turn("focused_research")
    state.players[0].trade_goods = 3
    assert not plays(state, "focused_research")
    state.players[0].trade_goods = 4
    play(state, 0, "focused_research")
    act(state, ResearchTechnology("plasma_scoring"))
    assert "plasma_scoring" in state.players[0].technologies and state.players[0].trade_goods == 0


def test_divert_funding_puts_a_technology_back_and_researches_another() -> None:
    state = turn("divert_funding")
    assert {o.target for o in plays(state, "divert_funding")} == {"technology:antimass_deflectors",
                                                                  "technology:neural_motivator"}
    play(state, 0, "divert_funding", "technology:antimass_deflectors")
    act(state, ResearchTechnology("plasma_scoring"))
    assert state.players[0].technologies == ["neural_motivator", "plasma_scoring"]


def test_impersonation_pays_three_influence_for_a_secret_objective() -> None:
    state = turn("impersonation")
    assert not plays(state, "impersonation")  # Jord's 2 influence
    give(state, 0, "Mehar Xull")
    secrets = len(state.players[0].secrets)
    play(state, 0, "impersonation")
    act(state, ExhaustPlanet("Mehar Xull", "influence"))
    assert len(state.players[0].secrets) == secrets + 1 and state.planets["Mehar Xull"].exhausted


def test_plagiarize_pays_five_influence_for_a_neighbours_technology() -> None:
    state = turn("plagiarize")
    add(state.systems["13"].space, 0, "cruiser")  # a neighbour of the Yin
    assert not plays(state, "plagiarize")  # Jord's 2 influence
    give(state, 0, "Mehar Xull")
    assert {o.target for o in plays(state, "plagiarize")} == {"technology:sarween_tools"}
    play(state, 0, "plagiarize", "technology:sarween_tools")
    for planet in ("Jord", "Mehar Xull"):
        act(state, ExhaustPlanet(planet, "influence"))
    assert "sarween_tools" in state.players[0].technologies
    assert all(state.planets[p].exhausted for p in ("Jord", "Mehar Xull"))
