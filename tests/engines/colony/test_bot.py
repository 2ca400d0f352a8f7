"""The heuristic bot team: lands when safe, armors against the planet, blocks the worst cards, reacts."""

from __future__ import annotations

import random

from engines.colony.bot import HeuristicBot
from engines.colony.content import CARDS
from engines.core.bots import BotTurn
from engines.core.simulate import simulate
from tests.engines.colony.helpers import GAME, a, act, table


def choice(state: object, seat: int) -> object:
    decision = GAME.decision_for(state, seat)
    turn = BotTurn(GAME, seat, decision, GAME.view(state, seat), random.Random(1))
    return HeuristicBot().choose(turn)


def test_a_bot_team_plays_whole_games_at_every_player_count() -> None:
    for players in (2, 4, 6):
        report = simulate(GAME, 4, players, ["heuristic"] * players, seed=players)
        assert report["errors"] == 0 and report["completed"] == 4


def test_bots_beat_random_play() -> None:
    options = {"planet": "cinderfall", "difficulty": "cadet"}
    bots = simulate(GAME, 30, 3, ["heuristic"] * 3, seed=50, options=options)
    randoms = simulate(GAME, 30, 3, ["random"] * 3, seed=50, options=options)
    assert bots["win_rate_by_seat"][0] > randoms["win_rate_by_seat"][0] + 0.3


def test_a_bot_lands_when_it_has_people_to_spare_and_not_otherwise() -> None:
    rich = table(("wayfarer", "bastion"), hands={0: ["long_descent", "colonists_wake"]}, people={0: 12})
    assert CARDS[choice(rich, 0).card].key == "long_descent"
    poor = table(("wayfarer", "bastion"), hands={0: ["long_descent", "colonists_wake"]}, people={0: 2})
    assert CARDS[choice(poor, 0).card].key == "colonists_wake"
    rich_play = choice(rich, 0)
    act(rich, 0, rich_play)
    act(rich, 0, choice(rich, 0))
    count = choice(rich, 0)
    assert count.count == 3, "twelve aboard: land the most the card allows"


def test_a_bot_armors_against_the_planet_s_main_damage_type() -> None:
    jungle = table(("pathfinder", "bastion"), hands={0: ["light_plating", "nav_computer"]}, people={0: 2})
    assert CARDS[choice(jungle, 0).card].key == "light_plating", "Verdance bites with organic damage"
    bastion = table(("bastion", "wayfarer"), planet="cinderfall", hands={0: ["reinforced_hull", "bulkhead_seals"]},
                    people={0: 2})
    assert CARDS[choice(bastion, 0).card].key == "reinforced_hull", "Cinderfall breaks hulls"


def test_a_bot_blocks_the_deadliest_cards_and_lets_small_ones_through() -> None:
    state = table(("lancer", "wayfarer"), hands={0: ["interceptors"]}, deck=["hive_cloud", "spore_rain"])
    act(state, 0, a.AddPerson())
    act(state, 1, a.AddPerson())
    assert isinstance(choice(state, 0), a.React), "a hive cloud would sting every ship every cycle"
    jam = table(("pathfinder", "wayfarer"), hands={0: ["jam_signal"]}, deck=["calm_season", "spore_rain"])
    jam.surface[1], jam.total = 3, 3  # people on the surface, so the spore rain does something (a little)
    act(jam, 0, a.AddPerson())
    act(jam, 1, a.AddPerson())
    assert choice(jam, 0) == a.NoReaction(), "nothing worth a block"


def test_a_bot_escorts_another_ship_s_landing() -> None:
    state = table(("bastion", "wayfarer"), hands={0: ["armored_descent"], 1: ["escort_wing"]}, people={0: 9})
    act(state, 0, a.PlayCard(state.ships[0].hand[0]))
    act(state, 0, a.ChooseSpace(1))
    act(state, 0, a.ChooseCount(3))
    assert isinstance(choice(state, 1), a.React)
