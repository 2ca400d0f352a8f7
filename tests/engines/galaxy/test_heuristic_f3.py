"""The heuristic bot and the Yin, Winnu, Sardakk, Vuil'raith, Xxcha, Mentak, Yssaril and Titans leaders: the heroes
that only gain are taken rather than passing, and the offers these leaders make are answered."""

from __future__ import annotations

import random

from engines.core.bots import BotTurn
from engines.core.contract import Decision
from engines.galaxy import GAME
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.actions.rounds import Pass, TakeComponentAction
from engines.galaxy.bots import reactions
from engines.galaxy.bots.sight import Sight
from tests.engines.galaxy.pok import pok_table


def turn_for(state: object, options: list[object]) -> tuple[BotTurn, Sight]:
    decision = Decision(0, "choose", options, "")
    view = GAME.view(state, 0)  # type: ignore[arg-type]
    return BotTurn(GAME, 0, decision, view, random.Random(1)), Sight(view)


def test_the_heuristic_bot_takes_a_hero_that_only_gains_rather_than_passing() -> None:
    state = pok_table(factions=("titans", "hacan", "letnev"))
    for hero in ("ul_the_progenitor", "kyver_blade_and_key", "it_feeds_on_carrion"):
        turn, sight = turn_for(state, [Pass(), TakeComponentAction(hero)])
        assert reactions.component_action(turn, sight) == TakeComponentAction(hero)
    turn, sight = turn_for(state, [Pass(), TakeComponentAction("mathis_mathinus", "trade")])
    assert reactions.component_action(turn, sight) is None  # a choice it does not weigh: it passes


def test_the_heuristic_bot_sends_dannels_infantry_in_rather_than_choosing_more_planets() -> None:
    """The "done" choice comes first in Dannel of the Tenth's offer (and Imperial Seal's): the bot takes it."""
    from engines.galaxy import flow
    from engines.galaxy.abilities import find

    state = pok_table({9: "26"}, factions=("yin", "hacan", "letnev"))
    state.players[0].unlocked.append("dannel_of_the_tenth")
    find("dannel_of_the_tenth", ("action",)).use(state, 0, "planet:Lodor")
    asked = flow.decisions(state)[0]
    turn = BotTurn(GAME, 0, asked, GAME.view(state, 0), random.Random(1))
    assert reactions.faction_offer(turn, Sight(GAME.view(state, 0)), None) == UseFactionAbility(  # type: ignore[arg-type]
        "dannel_of_the_tenth", "done")
