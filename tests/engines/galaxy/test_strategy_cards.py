"""The eight strategy cards' primary and secondary abilities (LRR 52, 32, 66, 24, 92, 99, 91, 45; LRR 82)."""

from __future__ import annotations

import pytest

from engines.galaxy import GAME
from engines.galaxy.actions.events import CommandTokenPlaced
from engines.galaxy.actions.rounds import (
    ChoosePlayer,
    ChooseSpeaker,
    ChooseSystem,
    DeclineSecondary,
    DiscardActionCard,
    DoneChoosing,
    DoneScoring,
    ExhaustPlanet,
    PlaceStructureOn,
    ReadyPlanet,
    RemoveCommandToken,
    ResearchTechnology,
    ResolveSecondary,
    ReturnSecretObjective,
    ScoreObjective,
    SetPool,
    SkipResearch,
    SpendTradeGood,
    StopPaying,
    TakeStrategicAction,
    UseSpecialty,
)
from engines.galaxy.agenda.actions import AgendaChoice
from engines.galaxy.board import count
from engines.galaxy.economy import MECATOL_REX, token_reinforcements
from engines.galaxy.flow import top
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import PlaceTokens, Research
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.strategic import StrategicAction
from tests.engines.galaxy.rounds import act, first, give, known, options, pass_windows

SECONDARY = (ResolveSecondary(), DeclineSecondary())


def back_to_turn(state: TIState, decline: bool = True) -> None:
    """Let every other seat decline the secondary until the active player's turn is back."""
    while not isinstance(top(state), PlayerTurn):
        decision = first(state)
        assert decision.options[:2] == list(SECONDARY) or not decline, decision
        GAME.apply(state, decision.seat, DeclineSecondary())


def secondary_askers(state: TIState) -> list[int]:
    asked = []
    pass_windows(state)
    while not isinstance(top(state), PlayerTurn):
        decision = first(state)
        asked.append(decision.seat)
        GAME.apply(state, decision.seat, DeclineSecondary())
        pass_windows(state)
    return asked


# ----- Leadership (LRR 52) --------------------------------------------------------------------------------


def test_leadership_gains_three_then_one_per_three_influence() -> None:
    """LRR 52.2: gain 3 command tokens, then spend influence for 1 token per 3 spent."""
    state = known("leadership")
    sheet = state.players[0]
    before = (sheet.tactic, sheet.fleet, sheet.strategy)
    act(state, TakeStrategicAction("leadership"))
    assert options(state, SetPool) == [SetPool("tactic", n) for n in range(4)]
    act(state, SetPool("tactic", 1))
    assert options(state, SetPool) == [SetPool("fleet", n) for n in range(3)]
    act(state, SetPool("fleet", 2))
    assert (sheet.tactic, sheet.fleet, sheet.strategy) == (before[0] + 1, before[1] + 2, before[2])
    # Jord gives 2 influence, a trade good 1 more: three influence, one token.
    sheet.trade_goods = 1
    act(state, ExhaustPlanet("Jord", "influence"))
    assert StopPaying() in first(state).options
    act(state, SpendTradeGood("influence"))  # nothing left to spend: the purchase is made at once
    assert isinstance(top(state), PlaceTokens) and top(state).count == 1  # type: ignore[union-attr]
    act(state, SetPool("tactic", 0))
    act(state, SetPool("fleet", 0))
    assert sheet.strategy == before[2] + 1 and state.planets["Jord"].exhausted and sheet.trade_goods == 0


def test_leadership_tokens_are_limited_by_reinforcements() -> None:
    """LRR 20.3a: 16 command tokens a colour; a player gains only what is left in reinforcements."""
    state = known("leadership")
    state.players[0].tactic = 10
    assert token_reinforcements(state, 0) == 1
    act(state, TakeStrategicAction("leadership"))
    assert options(state, SetPool) == [SetPool("tactic", 0), SetPool("tactic", 1)]


def test_leadership_secondary_costs_no_strategy_token() -> None:
    """LRR 52.3: the secondary spends influence only."""
    state = known("leadership")
    state.players[1].strategy = 0
    state.players[1].trade_goods = 3
    act(state, TakeStrategicAction("leadership"))
    while isinstance(top(state), PlaceTokens) or first(state).seat == 0:
        decision = first(state)
        GAME.apply(state, 0, StopPaying() if StopPaying() in decision.options else decision.options[0])
    assert first(state).seat == 1 and first(state).options == list(SECONDARY)
    act(state, ResolveSecondary())
    state.planets["Darien"].exhausted = True
    act(state, SpendTradeGood("influence"))
    act(state, SpendTradeGood("influence"))
    act(state, SpendTradeGood("influence"))
    act(state, SetPool("tactic", 1))
    act(state, SetPool("fleet", 0))
    assert state.players[1].tactic == 4 and state.players[1].strategy == 0


# ----- Diplomacy (LRR 32) -----------------------------------------------------------------------------


def test_diplomacy_locks_a_system_for_the_others_and_readies_two_planets() -> None:
    """LRR 32.2: a system with your planet, not Mecatol Rex's; everyone else puts a token there."""
    state = known("diplomacy")
    give(state, 0, MECATOL_REX)
    give(state, 0, "Wellon")
    state.planets["Wellon"].exhausted = state.planets["Jord"].exhausted = True
    act(state, TakeStrategicAction("diplomacy"))
    systems = [o.system for o in options(state, ChooseSystem)]
    wellon = state.planets["Wellon"].system
    assert state.planets[MECATOL_REX].system not in systems and wellon in systems
    state.systems[str(wellon)].tokens.append(2)  # seat 2 already has a token there
    events = act(state, ChooseSystem(wellon))
    assert sorted(state.systems[str(wellon)].tokens) == [1, 2]
    assert [e.seat for e in events if isinstance(e, CommandTokenPlaced)] == [1]
    assert {o.planet for o in options(state, ReadyPlanet)} == {"Wellon", "Jord"}
    act(state, ReadyPlanet("Wellon"))
    act(state, ReadyPlanet("Jord"))
    assert not state.planets["Wellon"].exhausted and not state.planets["Jord"].exhausted


def test_diplomacy_secondary_costs_a_strategy_token_and_readies_planets() -> None:
    """LRR 32.3."""
    state = known("diplomacy")
    state.planets["Darien"].exhausted = True
    act(state, TakeStrategicAction("diplomacy"))
    act(state, options(state, ChooseSystem)[0])  # seat 0 has nothing exhausted to ready
    assert first(state).seat == 1
    act(state, ResolveSecondary())
    act(state, ReadyPlanet("Darien"))
    assert state.players[1].strategy == 1 and not state.planets["Darien"].exhausted
    # Seat 2 has no exhausted planet: it is not asked (nothing to ready).
    assert isinstance(top(state), PlayerTurn)


# ----- Politics (LRR 66) ------------------------------------------------------------------------------


def test_politics_chooses_a_new_speaker_and_draws_two_action_cards() -> None:
    """LRR 66.2: a player other than the speaker becomes speaker; the active player draws two cards."""
    state = known("politics")
    act(state, TakeStrategicAction("politics"))
    assert {o.seat for o in options(state, ChooseSpeaker)} == set(range(3)) - {state.speaker}
    new_speaker = options(state, ChooseSpeaker)[0].seat
    act(state, ChooseSpeaker(new_speaker))
    assert state.speaker == new_speaker and len(state.players[0].action_cards) == 2
    assert GAME.view(state, 0).hand == state.players[0].action_cards
    assert GAME.view(state, 1).hand == [] and GAME.view(state, 1).players[0].action_cards == 2


def test_politics_secondary_draws_two_and_the_hand_limit_is_seven() -> None:
    """LRR 66.3 and 2.4: a player over seven action cards discards down to seven."""
    state = known("politics")
    state.players[1].action_cards = [state.action_deck.pop() for _ in range(6)]
    act(state, TakeStrategicAction("politics"))
    act(state, options(state, ChooseSpeaker)[0])
    while options(state, AgendaChoice):  # the look at the agenda deck: both put back on top
        act(state, options(state, AgendaChoice)[0])
    act(state, ResolveSecondary())
    hand = state.players[1].action_cards
    assert len(hand) == 8 and first(state).seat == 1
    discard = options(state, DiscardActionCard)[0]
    act(state, discard)
    assert len(hand) == 7 and discard.card in state.action_discard
    assert state.players[1].strategy == 1


# ----- Construction (LRR 24) ----------------------------------------------------------------------------


def test_construction_places_a_structure_then_a_pds() -> None:
    """LRR 24.2: a PDS or a space dock, then an extra PDS, on planets you control, anywhere."""
    state = known("construction")
    give(state, 0, "Vefut II")
    act(state, TakeStrategicAction("construction"))
    first_choice = options(state, PlaceStructureOn)
    assert PlaceStructureOn("space_dock", "Vefut II") in first_choice
    assert PlaceStructureOn("space_dock", "Jord") not in first_choice  # Jord has its dock already
    act(state, PlaceStructureOn("space_dock", "Vefut II"))
    assert {o.kind for o in options(state, PlaceStructureOn)} == {"pds"}
    act(state, PlaceStructureOn("pds", "Vefut II"))
    units = state.planets["Vefut II"].units
    assert count(units, 0, ["space_dock"]) == 1 and count(units, 0, ["pds"]) == 1


def test_a_planet_holds_at_most_two_pds_and_one_space_dock() -> None:
    """LRR 24 notes, 63.2: two PDS and one space dock per planet."""
    state = known("construction")
    give(state, 0, "Vefut II", pds=2)
    act(state, TakeStrategicAction("construction"))
    assert all(o.planet != "Vefut II" or o.kind == "space_dock" for o in options(state, PlaceStructureOn))


def test_construction_secondary_puts_a_strategy_token_in_the_system() -> None:
    """LRR 24.3: the spent token is placed in the system (or goes back if one is there already)."""
    state = known("construction")
    act(state, TakeStrategicAction("construction"))
    act(state, DoneChoosing())
    act(state, DoneChoosing())
    assert first(state).seat == 1
    act(state, ResolveSecondary())
    home = state.players[1].home
    assert options(state, ChooseSystem) == [ChooseSystem(home)]
    act(state, ChooseSystem(home))
    act(state, PlaceStructureOn("pds", "Darien"))
    assert state.systems[str(home)].tokens == [1] and state.players[1].strategy == 1
    assert count(state.planets["Darien"].units, 1, ["pds"]) == 1


# ----- Trade (LRR 92) -----------------------------------------------------------------------------------


def test_trade_gains_goods_replenishes_and_frees_chosen_players() -> None:
    """LRR 92.2-92.4: 3 trade goods, commodities to the faction value; chosen players resolve the
    secondary without a token and are not asked; the others may pay one."""
    state = known("trade")
    act(state, TakeStrategicAction("trade"))
    assert state.players[0].trade_goods == 3 and state.players[0].commodities == 4
    act(state, ChoosePlayer(2))
    act(state, DoneChoosing())
    assert first(state).seat == 1 and first(state).options == list(SECONDARY)
    act(state, ResolveSecondary())
    assert state.players[1].commodities == 2 and state.players[1].strategy == 1
    assert isinstance(top(state), PlayerTurn)
    assert state.players[2].commodities == 3 and state.players[2].strategy == 2


# ----- Warfare (LRR 99) -----------------------------------------------------------------------------------


def test_warfare_takes_a_token_back_into_a_pool_and_redistributes() -> None:
    """LRR 99.1-99.2."""
    state = known("warfare")
    node = state.planets["Wellon"].system
    state.systems[str(node)].tokens.append(0)
    state.players[0].tactic -= 1
    act(state, TakeStrategicAction("warfare"))
    assert options(state, RemoveCommandToken) == [RemoveCommandToken(node)]
    act(state, RemoveCommandToken(node))
    assert state.systems[str(node)].tokens == []
    act(state, SetPool("tactic", 0))
    act(state, SetPool("fleet", 1))
    sheet = state.players[0]
    total = sheet.tactic + sheet.fleet + sheet.strategy
    assert total == 8 and sheet.fleet == 4
    assert options(state, SetPool) == [SetPool("tactic", n) for n in range(total + 1)]
    act(state, SetPool("tactic", 5))
    act(state, SetPool("fleet", 2))
    assert (sheet.tactic, sheet.fleet, sheet.strategy) == (5, 2, 1)


def test_warfare_secondary_produces_at_a_home_space_dock() -> None:
    """LRR 99.3: a strategy token for the PRODUCTION of one space dock in your home system."""
    state = known("warfare")
    act(state, TakeStrategicAction("warfare"))
    while first(state).seat == 0:
        act(state, first(state).options[0])
    assert first(state).seat == 1
    act(state, ResolveSecondary())
    step = top(state)
    assert isinstance(step, Production) and step.seat == 1 and step.purpose == "home_dock"
    assert step.system == state.players[1].home and state.players[1].strategy == 1
    assert state.systems[str(step.system)].tokens == []


# ----- Technology (LRR 91, 90) ------------------------------------------------------------------------------


def test_technology_researches_with_prerequisites_then_a_second_for_six() -> None:
    """LRR 91.2, 90.12: prerequisites by colour; a second research costs 6 resources."""
    state = known("technology")
    state.players[0].trade_goods = 2
    act(state, TakeStrategicAction("technology"))
    offered = {o.technology for o in options(state, ResearchTechnology)}
    assert "gravity_drive" in offered and "fleet_logistics" not in offered  # one blue owned, not two
    assert "antimass_deflectors" not in offered  # owned already
    act(state, ResearchTechnology("gravity_drive"))
    assert "gravity_drive" in state.players[0].technologies
    # A second research for 6: Jord (4) and two trade goods.
    assert SkipResearch() in first(state).options
    act(state, ResearchTechnology("fleet_logistics"))  # two blue now
    act(state, ExhaustPlanet("Jord", "resources"))
    act(state, SpendTradeGood("resources"))
    act(state, SpendTradeGood("resources"))
    assert "fleet_logistics" in state.players[0].technologies and state.players[0].trade_goods == 0


def test_a_technology_specialty_ignores_one_prerequisite_of_its_colour() -> None:
    """LRR 90.13-90.14: exhaust a planet with a matching specialty to ignore a prerequisite."""
    state = known("technology")
    give(state, 0, "Thibah")  # propulsion (blue)
    give(state, 0, "Gral")  # propulsion (blue)
    act(state, TakeStrategicAction("technology"))
    offered = {o.technology for o in options(state, ResearchTechnology)}
    assert "light_wave_deflector" in offered  # three blue: one owned, two ignored
    act(state, ResearchTechnology("fleet_logistics"))
    assert {o.planet for o in options(state, UseSpecialty)} == {"Thibah", "Gral"}
    act(state, UseSpecialty("Gral"))
    assert state.planets["Gral"].exhausted and not state.planets["Thibah"].exhausted
    assert "fleet_logistics" in state.players[0].technologies


def test_an_exhausted_specialty_planet_cannot_ignore_a_prerequisite() -> None:
    """LRR 90.14."""
    state = known("technology")
    give(state, 0, "Thibah")
    state.planets["Thibah"].exhausted = True
    act(state, TakeStrategicAction("technology"))
    assert "fleet_logistics" not in {o.technology for o in options(state, ResearchTechnology)}


def test_technology_secondary_costs_a_token_and_four_resources() -> None:
    """LRR 91.3."""
    state = known("technology")
    act(state, TakeStrategicAction("technology"))
    act(state, ResearchTechnology("gravity_drive"))  # no second research: Jord's 4 cannot pay 6
    assert first(state).seat == 1  # Yin: Darien 4 resources
    act(state, ResolveSecondary())
    assert isinstance(top(state), Research)
    act(state, ResearchTechnology("neural_motivator"))
    act(state, ExhaustPlanet("Darien", "resources"))
    assert "neural_motivator" in state.players[1].technologies and state.players[1].strategy == 1
    # Arborec's Nestphar has 3 resources and no trade goods: not asked.
    assert isinstance(top(state), PlayerTurn)


# ----- Imperial (LRR 45) --------------------------------------------------------------------------------------


def test_imperial_scores_a_public_objective_then_draws_a_secret_without_mecatol() -> None:
    """LRR 45.2."""
    state = known("imperial")
    state.public.append("negotiate_trade_routes")
    state.players[0].trade_goods = 5
    act(state, TakeStrategicAction("imperial"))
    assert ScoreObjective("negotiate_trade_routes") in first(state).options and DoneScoring() in first(state).options
    act(state, ScoreObjective("negotiate_trade_routes"))
    for _ in range(5):
        act(state, SpendTradeGood("trade_goods"))
    assert state.players[0].vp == 1 and "negotiate_trade_routes" in state.players[0].scored
    assert len(state.players[0].secrets) == 2


def test_imperial_gives_a_point_for_holding_mecatol_rex() -> None:
    state = known("imperial")
    give(state, 0, MECATOL_REX)
    act(state, TakeStrategicAction("imperial"))
    if DoneScoring() in first(state).options:
        act(state, DoneScoring())
    assert state.players[0].vp == 1 and len(state.players[0].secrets) == 1


def test_imperial_secondary_draws_a_secret_and_a_fourth_goes_back() -> None:
    """LRR 45.3-45.4, 61.21: at most three secret objectives, scored and unscored."""
    state = known("imperial")
    state.players[1].secrets += [state.secret_deck.pop(), state.secret_deck.pop()]
    act(state, TakeStrategicAction("imperial"))
    if DoneScoring() in first(state).options:
        act(state, DoneScoring())
    act(state, ResolveSecondary())
    assert len(state.players[1].secrets) == 4 and first(state).seat == 1
    returned = options(state, ReturnSecretObjective)[0].objective
    act(state, ReturnSecretObjective(returned))
    assert len(state.players[1].secrets) == 3 and returned in state.secret_deck


# ----- the strategic action as a whole (LRR 82) ---------------------------------------------------------------


@pytest.mark.parametrize("card", ["diplomacy", "politics", "trade", "technology", "imperial"])
def test_secondaries_are_offered_clockwise_from_the_left_and_need_a_strategy_token(card: str) -> None:
    """LRR 82.1: the other players, from the active player's left, may resolve the secondary."""
    state = known(card)
    for player in state.players:
        player.trade_goods = 9
        for planet in state.planets.values():
            if planet.owner == player.seat:
                planet.exhausted = True
    state.players[2].strategy = 0
    act(state, TakeStrategicAction(card))
    while isinstance(top(state), StrategicAction) is False or top(state).stage == "primary":  # type: ignore[union-attr]
        decision = first(state)
        GAME.apply(state, 0, DoneChoosing() if DoneChoosing() in decision.options else
                   DoneScoring() if DoneScoring() in decision.options else
                   SkipResearch() if SkipResearch() in decision.options else decision.options[0])
    assert secondary_askers(state) == [1]
    slot = next(s for s in state.strategy if s.card == card)
    assert slot.used
