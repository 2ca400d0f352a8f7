"""The game's heuristic bot: it beats random play, every choice it makes is legal and its own (from the view
alone, as a LAN client gets it), its games save and load, and the odds it reads off a view are the engine's."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engines.core.bots import BotTurn, RandomBot
from engines.core.match import Match
from engines.core.saves import load_match, save_match
from engines.core.simulate import play_one
from engines.galaxy import GAME
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.actions.rounds import ExhaustPlanet
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.board import galaxy
from engines.galaxy.bots import HeuristicBot
from engines.galaxy.bots.choices import choose
from engines.galaxy.bots.economy import pay_choice
from engines.galaxy.bots.goals import tech_progress
from engines.galaxy.bots.memory import Memory
from engines.galaxy.bots.sight import Sight
from engines.galaxy.bots.tactics import Planner
from engines.galaxy.bots.worth import budget, custodians_near, kept_planets, reserve
from engines.galaxy.combat.odds import seen_ground_odds, seen_space_odds
from engines.galaxy.combat.odds import space_odds as state_space_odds
from engines.galaxy.state import Stack
from engines.galaxy.tactical.actions import Activate, MoveFrom, MoveShip
from engines.galaxy.view import game_view
from tests.engines.galaxy.pok import gain, offer, on_top, pok_table
from tests.engines.galaxy.tactics import choose as perform
from tests.engines.galaxy.tactics import options, put, start, table


@pytest.mark.slow
def test_the_heuristic_bot_beats_random_players_from_every_seat() -> None:
    wins, margin = 0, 0.0
    for seed in range(3):
        seat = seed % 3
        bots: list[Any] = [RandomBot(), RandomBot(), RandomBot()]
        bots[seat] = HeuristicBot()
        result, _, _ = play_one(GAME, 3, bots, seed, GAME.resolve_options({}))
        wins += result.winners == [seat]
        margin += result.scores[seat] - max(s for i, s in enumerate(result.scores) if i != seat)
    assert wins >= 2 and margin >= 15


def _wire_view(seat: int, state: Any) -> Any:
    """The view as a LAN client would get it: encoded, sent, decoded."""
    return GAME.view_from(msgspec.json.decode(msgspec.json.encode(GAME.view(state, seat))))


@pytest.mark.slow
def test_every_choice_of_the_bot_is_one_of_the_options_and_almost_all_are_its_own() -> None:
    """Two rounds of a six-player game: the bot's own chooser answers nearly every decision kind (the random
    fallback is for what it has no opinion on), and never with something the options do not list."""
    state = GAME.new_state(6, 4, GAME.resolve_options({}))
    memories = [Memory() for _ in range(6)]
    rng = random.Random(4)
    asked = answered = 0
    kinds: set[str] = set()
    while (decisions := GAME.decisions(state)) and state.round <= 2:
        decision = decisions[0]
        turn = BotTurn(GAME, decision.seat, decision, _wire_view(decision.seat, state), rng)
        picked = choose(turn, memories[decision.seat]) if len(decision.options) > 1 else decision.options[0]
        assert picked is None or picked in decision.options, (decision.prompt, picked)
        asked += 1
        answered += picked is not None
        kinds.add(type(picked).__name__)
        GAME.apply(state, decision.seat, picked if picked is not None else rng.choice(decision.options))
    assert state.round == 3 and answered >= 0.97 * asked
    assert {"Activate", "MoveShip", "Land", "Produce", "PickStrategyCard", "SetPool", "ExhaustPlanet"} <= kinds


@pytest.mark.slow
def test_a_game_of_heuristic_bots_saves_and_loads(tmp_path: Path) -> None:
    match = Match(GAME, 3, 12, {})
    bots = [HeuristicBot() for _ in range(3)]
    rng = random.Random(12)
    while (decisions := match.decisions()) and match.state.round <= 2:
        decision = decisions[0]
        turn = BotTurn(GAME, decision.seat, decision, GAME.view(match.state, decision.seat), rng)
        match.apply(decision.seat, bots[decision.seat].choose(turn))
    path = tmp_path / "bots.starboard"
    save_match(match, path)
    loaded = load_match(path)
    assert GAME.state_json(loaded.state) == GAME.state_json(match.state)
    assert loaded.version == match.version and match.state.round == 3


def test_odds_read_off_a_view_are_the_engines_odds_of_that_battle() -> None:
    """LRR 78: with no technology changing the dice, the view's battle is the state's, roll for roll."""
    state = table()
    put(state, 0, 1, "dreadnought=2,fighter=2")
    put(state, 1, 1, "cruiser=3,destroyer=1")
    view = game_view(state, 0)
    seen = seen_space_odds(view, 1, 0, trials=3000, seed=5)
    actual = state_space_odds(state, 1, 0, trials=3000)
    assert seen is not None and actual is not None
    assert abs(seen.attacker_win - actual.attacker_win) < 0.04
    assert seen.attacker_win > 0.6
    arriving = [Stack(0, "war_sun", 1)]
    stronger = seen_space_odds(view, 1, 0, arriving, trials=3000)
    assert stronger is not None and stronger.attacker_win > seen.attacker_win


def test_ground_odds_off_a_view_count_the_planetary_shield_and_the_defenders() -> None:
    """LRR 49, 65: a PDS shields the planet from bombardment and fires at landing forces."""
    state = table({1: "19"})
    planet = state.systems["1"].planets[0]
    state.planets[planet].owner = 1
    put(state, 1, 0, "infantry=2", planet=planet)
    view = game_view(state, 0)
    few = seen_ground_odds(view, planet, 0, [], [Stack(0, "infantry", 2)], trials=2000)
    many = seen_ground_odds(view, planet, 0, [], [Stack(0, "infantry", 6)], trials=2000)
    assert few is not None and many is not None and many.attacker_win > few.attacker_win + 0.3
    put(state, 1, 0, "pds=1", planet=planet)
    shielded = seen_ground_odds(game_view(state, 0), planet, 0, [], [Stack(0, "infantry", 6)], trials=2000)
    assert shielded is not None and shielded.attacker_win < many.attacker_win


def test_ships_leave_the_creuss_home_system_beyond_its_gate() -> None:
    """LRR 58: the Creuss home is a system like any other (off the board, beside its gate): its ships move."""
    state = table(factions=("creuss", "hacan", "letnev"))
    assert state.players[0].home == DELTA_HOME
    put(state, 0, DELTA_HOME, "carrier=1")
    (gate,) = galaxy(state).adjacent[DELTA_HOME]
    start(state, 0)
    perform(state, Activate(gate))
    assert MoveFrom(DELTA_HOME) in options(state)
    perform(state, MoveFrom(DELTA_HOME))
    assert MoveShip("carrier") in options(state), "the ships of the Creuss home are offered"


def test_the_bot_weighs_systems_off_the_board_such_as_the_creuss_home() -> None:
    """LRR 58: the Creuss home lies beyond its gate, far from Mecatol Rex: ships and ground forces at the gate
    may go back there, and the bot weighs that like any other system."""
    state = GAME.new_state(3, 3, GAME.resolve_options({"factions": "creuss,hacan,letnev"}))
    assert state.players[0].home == DELTA_HOME
    (gate,) = galaxy(state).adjacent[DELTA_HOME]
    put(state, 0, gate, "carrier=1,infantry=2")
    planner = Planner(Sight(GAME.view(state, 0)))
    plans = [planner.plan(node) for node in planner.sight.systems]
    assert any(plan is not None and plan.ground.get(gate) for plan in plans), "the gate's cargo goes somewhere"


def test_technology_progress_counts_what_each_objective_counts() -> None:
    """Upgrades, colours two by two and one colour: what the bot expects a technology to add to an objective."""
    upgrades = {"kind": "own_unit_upgrades", "count": 2}
    per_colour = {"kind": "own_techs_per_colour", "count": 2, "colours": 2}
    same = {"kind": "own_techs_same_colour", "count": 4}
    held = ["neural_motivator", "dacxive_animators", "plasma_scoring", "carrier_2"]
    assert tech_progress(upgrades, held, "sol") == 1
    assert tech_progress(per_colour, held, "sol") == 3  # two greens, one red
    assert tech_progress(per_colour, [*held, "magen_defense_grid"], "sol") == 4
    assert tech_progress(same, held, "sol") == 2


def test_the_bot_keeps_the_custodians_price_while_its_ships_are_near_mecatol_rex() -> None:
    """LRR 27 (custodians token): six influence held back once the bot's ships are two systems away."""
    state = GAME.new_state(3, 5, GAME.resolve_options({}))
    assert not custodians_near(Sight(game_view(state, 0))), "the home system is three systems away"
    put(state, 0, 1, "carrier=1,infantry=1")
    sight = Sight(game_view(state, 0))
    assert custodians_near(sight) and reserve(sight)[1] >= 6
    state.custodians = 1
    assert not custodians_near(Sight(game_view(state, 0)))


def test_the_bot_drafts_a_faction_before_any_player_has_a_sheet() -> None:
    """LRR setup (faction draft): the view has no players yet; the bot still picks one of the offered factions."""
    state = GAME.new_state(6, 3, GAME.resolve_options({"factions": "draft"}))
    decision = GAME.decisions(state)[0]
    view = GAME.view(state, decision.seat)
    assert not view.players
    picked = choose(BotTurn(GAME, decision.seat, decision, view, random.Random(1)), Memory())
    assert picked in decision.options and type(picked).__name__ == "DraftFaction"


def test_planets_kept_for_an_objective_paid_in_resources_are_not_spent_for_influence() -> None:
    """LRR 61 (Erect a Monument, 8 resources, paid in the status phase) and LRR 75 (a planet exhausted pays
    its resources or its influence, not both): influence spent before then comes from the other planets."""
    state = GAME.new_state(3, 5, GAME.resolve_options({}))
    state.public = ["erect_a_monument"]
    for key in ("Bereg", "Atlas", "Lirta IV", "Accoen"):  # 3/1, 3/1, 2/3, 2/3 beside the Saar's 1/0 and 2/1
        state.planets[key].owner = 0
    sight = Sight(game_view(state, 0))
    assert reserve(sight)[0] == 8
    kept = kept_planets(sight)
    assert sum(sight.planets[k].resources for k in kept) >= 8 and {"Lirta IV", "Accoen"}.isdisjoint(kept)
    assert budget(sight, "influence", goods=False) == 6  # not the 9 all the ready planets have
    options = [ExhaustPlanet(k, "influence") for k in sorted(sight.planets) if sight.planets[k].owner == 0]
    assert pay_choice(sight, options, "influence", 3, keep=kept).planet in ("Lirta IV", "Accoen")


def answer_on_exploring(card: str, commodities: int) -> Any:
    """The heuristic's answer to an industrial exploration card, its seat holding ``commodities`` (of four)."""
    state = pok_table({9: "26", 10: "27", 11: "19", 12: "20"})
    state.players[0].commodities = commodities
    on_top(state, "industrial", card)
    gain(state, 0, "New Albion")
    step = offer(state)
    assert GAME.view(state, 0).players[0].commodity_value == 4, "the table's faction holds four commodities"
    decision = GAME.decisions(state)[0]
    turn = BotTurn(GAME, 0, decision, GAME.view(state, 0), random.Random(1), 1.0)
    return step.source, HeuristicBot().choose(turn)


@pytest.mark.parametrize(("card", "commodities", "taken"), [
    ("abandoned_warehouses", 4, "convert_2_commodities"), ("abandoned_warehouses", 3, "convert_2_commodities"),
    ("abandoned_warehouses", 2, "gain_2_commodities"), ("abandoned_warehouses", 1, "gain_2_commodities"),
    ("functioning_base", 4, "draw_an_action_card_by_commodity"), ("functioning_base", 2, "gain_1_commodity"),
    ("local_fabricators", 4, "place_a_mech_by_commodity"), ("local_fabricators", 3, "gain_1_commodity")])
def test_the_bot_does_not_gain_commodities_where_that_brings_fewer_than_spending_or_converting(
        card: str, commodities: int, taken: str) -> None:
    """Exploration cards that offer a commodity: at the limit, gaining one brings none."""
    source, chosen = answer_on_exploring(card, commodities)
    assert chosen == UseFactionAbility(source, taken)
