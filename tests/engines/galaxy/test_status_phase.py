"""The status phase (LRR 81), the agenda phase's place (LRR 40.1, 27.4) and the end of the game (LRR 98, 61.15)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import GAME
from engines.galaxy.actions.events import GameEnded
from engines.galaxy.actions.rounds import (
    DiscardActionCard,
    DoneScoring,
    PickStrategyCard,
    RemoveShip,
    ScoreObjective,
    SetPool,
    SpendCommandToken,
    SpendTradeGood,
)
from engines.galaxy.agenda.actions import AgendaResolved, AgendaRevealed
from engines.galaxy.board import add
from engines.galaxy.content.objectives import objectives
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.flow import top
from engines.galaxy.seats import initiative_order
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.common import PlaceTokens
from engines.galaxy.steps.phases import StatusPhase
from tests.engines.galaxy.rounds import act, first, give, known, options, quiet, to_status, until


def status(factions: list[str] | None = None, seed: int = 3) -> TIState:
    state = known("technology", factions=factions, seed=seed)
    to_status(state)
    return state


def score_nothing(state: TIState) -> None:
    while isinstance(top(state), StatusPhase) and top(state).stage == "score":  # type: ignore[union-attr]
        act(state, DoneScoring())


def after_scoring(state: TIState) -> list:  # type: ignore[type-arg]
    events = []
    while isinstance(top(state), StatusPhase) and top(state).stage == "score":  # type: ignore[union-attr]
        events += act(state, DoneScoring())
    return events


def test_every_seat_is_asked_to_score_in_initiative_order() -> None:
    """LRR 81.1: in initiative order; every seat is asked, with a pass, whatever it holds."""
    state = status()
    order = initiative_order(state)
    asked = []
    while isinstance(top(state), StatusPhase) and top(state).stage == "score":  # type: ignore[union-attr]
        decision = first(state)
        asked.append(decision.seat)
        assert DoneScoring() in decision.options
        act(state, DoneScoring())
    assert asked == order


def test_one_public_and_one_secret_at_most() -> None:
    """LRR 61.6: a seat scores at most one public and one secret objective each status phase."""
    state = status()
    seat = first(state).seat
    player = state.players[seat]
    state.public = ["negotiate_trade_routes", "sway_the_council"]
    player.trade_goods = 20
    player.secrets = ["hoard_raw_materials"]
    for name in ("Bereg", "Lirta IV", "Zohbat", "Lodor", "Starpoint"):
        give(state, seat, name)  # 3+2+3+3+3 resources beside the home planet
    scorable = {o.objective for o in options(state, ScoreObjective)}
    assert scorable == {"negotiate_trade_routes", "sway_the_council", "hoard_raw_materials"}
    act(state, ScoreObjective("negotiate_trade_routes"))
    for _ in range(5):
        act(state, SpendTradeGood("trade_goods"))
    assert {o.objective for o in options(state, ScoreObjective)} == {"hoard_raw_materials"}
    act(state, ScoreObjective("hoard_raw_materials"))
    assert first(state).seat != seat
    assert player.vp == 2 and set(player.scored) == {"negotiate_trade_routes", "hoard_raw_materials"}
    assert player.secrets == [] and player.trade_goods == 15


def test_public_objectives_need_the_whole_home_system() -> None:
    """LRR 61.17: a seat that does not control every planet of its home system scores no public objective."""
    state = status()
    seat = first(state).seat
    state.public = ["negotiate_trade_routes"]
    state.players[seat].trade_goods = 5
    assert options(state, ScoreObjective)
    home_planet = state.systems[str(state.players[seat].home)].planets[0]
    state.planets[home_planet].owner = NOBODY
    assert options(state, ScoreObjective) == []


def test_a_spend_objective_takes_tokens_from_the_tactic_or_strategy_pool() -> None:
    """Lead From the Front: 3 command tokens from the tactic and strategy pools (LRR 61.10)."""
    state = status()
    seat = first(state).seat
    state.public = ["lead_from_the_front"]
    sheet = state.players[seat]
    sheet.tactic, sheet.fleet, sheet.strategy = 2, 3, 1
    act(state, ScoreObjective("lead_from_the_front"))
    assert set(options(state, SpendCommandToken)) == {SpendCommandToken("tactic"), SpendCommandToken("strategy")}
    act(state, SpendCommandToken("strategy"))
    assert options(state, SpendCommandToken) == [SpendCommandToken("tactic")]
    act(state, SpendCommandToken("tactic"))
    act(state, SpendCommandToken("tactic"))
    assert (sheet.tactic, sheet.fleet, sheet.strategy) == (0, 3, 0) and sheet.vp == 1


def test_paying_offers_only_payments_that_leave_the_rest_payable() -> None:
    """Amass Wealth: 3 influence, 3 resources and 3 trade goods; trade goods may stand in (LRR 93.2)."""
    state = status()
    seat = first(state).seat
    state.public = ["amass_wealth"]
    sheet = state.players[seat]
    for planet in state.planets.values():
        if planet.owner == seat:
            planet.exhausted = True
    give(state, seat, "Centauri")  # 1 resource, 3 influence
    give(state, seat, "Lodor")  # 3 resources, 1 influence
    sheet.trade_goods = 3
    act(state, ScoreObjective("amass_wealth"))
    offered = options(state)
    # A trade good cannot pay influence or resources: all three are needed as trade goods.
    assert SpendTradeGood("influence") not in offered and SpendTradeGood("resources") not in offered
    assert {o.planet for o in offered if hasattr(o, "planet")} == {"Centauri", "Lodor"}
    until(state, lambda s: sheet.vp == 1, lambda d: d.options[0])
    assert sheet.trade_goods == 0


def test_reveal_stage_one_then_stage_two_and_end_when_none_is_left() -> None:
    """LRR 81.2, 61.15, 98.8: the next objective is revealed; with none left the game ends, the most
    points winning, ties to the earliest in initiative order."""
    state = status()
    state.stage1 = []
    before = len(state.public)
    score_nothing(state)
    assert len(state.public) == before + 1 and objectives()[state.public[-1]].stage == "II"
    state = status(seed=4)
    state.stage1, state.stage2 = [], []
    order = initiative_order(state)
    state.players[order[1]].vp = state.players[order[2]].vp = 2
    events = after_scoring(state)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == order[1] and GAME.result(state) is not None
    assert GAME.result(state).winners == [order[1]]  # type: ignore[union-attr]
    assert GAME.decisions(state) == []


def test_draw_one_action_card_and_two_with_neural_motivator() -> None:
    """LRR 81.3; Neural Motivator: two (Sol starts with it)."""
    state = status(factions=["sol", "yin", "arborec"])
    before = [len(p.action_cards) for p in state.players]
    score_nothing(state)
    assert [len(p.action_cards) - n for p, n in zip(state.players, before, strict=True)] == [2, 1, 1]


def test_command_tokens_come_off_the_board_then_two_are_gained_and_redistributed() -> None:
    """LRR 81.4-81.5: tokens removed, two gained (Hyper Metabolism: three; the Sol's Versatile: one more),
    then redistributed."""
    state = status()
    for system in list(state.systems.values())[:3]:
        system.tokens = [0, 1]
    state.players[1].technologies.append("hyper_metabolism")
    sheets = [(p.tactic, p.fleet, p.strategy) for p in state.players]
    score_nothing(state)
    assert all(not s.tokens for s in state.systems.values())
    order = initiative_order(state)
    for seat in order:
        step = top(state)
        assert isinstance(step, PlaceTokens) and step.seat == seat and not step.redistribute
        gained = (3 if seat == 1 else 2) + (1 if state.players[seat].faction == "sol" else 0)
        assert options(state, SetPool)[-1] == SetPool("tactic", gained)
        act(state, SetPool("tactic", gained))
        act(state, SetPool("fleet", 0))
        assert state.players[seat].tactic == sheets[seat][0] + gained
        assert isinstance(top(state), PlaceTokens) and top(state).redistribute  # type: ignore[union-attr]
        total = sum(sheets[seat]) + gained
        act(state, SetPool("tactic", total - 4))
        act(state, SetPool("fleet", 3))
        assert (state.players[seat].tactic, state.players[seat].fleet, state.players[seat].strategy) == (
            total - 4, 3, 1)


def test_a_smaller_fleet_pool_removes_ships_over_it() -> None:
    """LRR 81.5a, 37.2: after redistributing, ships over the fleet pool are removed."""
    state = status()
    home = state.players[0].home
    add(state.systems[str(home)].space, 0, "cruiser", 3)
    score_nothing(state)
    until(state, lambda s: isinstance(top(s), PlaceTokens) and top(s).redistribute and top(s).seat == 0,  # type: ignore[union-attr]
          quiet)
    act(state, SetPool("tactic", 8))
    act(state, SetPool("fleet", 1))
    ships = [o for o in options(state, RemoveShip)]
    assert ships and all(o.system == home for o in ships)
    until(state, lambda s: not options(s, RemoveShip), lambda d: d.options[0])
    non_fighters = sum(s.count for s in state.systems[str(home)].space if s.owner == 0 and s.kind != "fighter")
    assert non_fighters == 1


def test_cards_ready_units_repair_strategy_cards_return() -> None:
    """LRR 81.6-81.8."""
    state = status()
    for planet in state.planets.values():
        planet.exhausted = planet.owner != NOBODY
    state.players[0].exhausted = ["sarween_tools"]
    home = state.players[2].home
    state.systems[str(home)].space[0].damaged = 1
    score_nothing(state)
    until(state, lambda s: bool(options(s, PickStrategyCard)), quiet)
    assert not any(p.exhausted for p in state.planets.values())
    assert state.players[0].exhausted == []
    assert all(s.damaged == 0 for s in state.systems[str(home)].space)
    assert all(s.holder == NOBODY and not s.used for s in state.strategy)
    assert state.round == 2


def test_the_council_meets_once_the_custodians_are_taken() -> None:
    """LRR 40.1, 27.4, 8.2: the agenda phase comes once the custodians token is gone: two agendas are
    resolved; before that the round goes straight on."""
    state = status()
    state.custodians = 0
    state.planets[MECATOL_REX].owner = 0
    events = played_to_next_round(state)
    assert len([e for e in events if isinstance(e, AgendaResolved)]) == 2
    assert not any(p.exhausted for p in state.planets.values())  # LRR 8.5: readied at the end
    state = status()
    assert not any(isinstance(e, AgendaRevealed) for e in played_to_next_round(state))


def played_to_next_round(state: TIState) -> list[Event]:
    """Every decision answered quietly (windows passed) until the next strategy phase asks for a pick."""
    events: list[Event] = []
    while not any(isinstance(o, PickStrategyCard) for o in GAME.decisions(state)[0].options):
        decision = GAME.decisions(state)[0]
        events += GAME.apply(state, decision.seat, quiet(decision))
    return events


def test_the_house_round_limit_ends_the_game_after_its_status_phase() -> None:
    state = GAME.new_state(3, 3, {"factions": "sol,yin,arborec", "round_limit": 1})
    until(state, lambda s: not GAME.decisions(s), quiet, limit=600)
    assert state.ended == "round limit" and state.round == 1
    result = GAME.result(state)
    assert result is not None and len(result.winners) == 1


def test_ten_points_win_at_once() -> None:
    """LRR 98.7: the game ends the moment a player reaches 10 points."""
    state = status()
    seat = first(state).seat
    state.players[seat].vp = 9
    state.public = ["negotiate_trade_routes"]
    state.players[seat].trade_goods = 5
    act(state, ScoreObjective("negotiate_trade_routes"))
    for _ in range(5):
        act(state, SpendTradeGood("trade_goods"))
    assert state.winner == seat and state.ended == "points" and GAME.decisions(state) == []
    assert state.stack == []


def test_an_action_card_over_the_limit_is_discarded_in_the_status_phase() -> None:
    """LRR 2.4 after the status draw."""
    state = status()
    state.players[1].action_cards = [state.action_deck.pop() for _ in range(7)]
    score_nothing(state)
    assert first(state).seat == 1 and len(options(state, DiscardActionCard)) == 8
