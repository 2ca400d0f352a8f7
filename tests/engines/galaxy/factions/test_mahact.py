"""The Mahact Gene-Sorcerers: Edict, Genetic Recombination, Crimson Legionnaire I/II, Arvicon Rex (Imperia, Hubris
and Genetic Recombination in play: ``test_f1_factions.py``)."""

from __future__ import annotations

from engines.galaxy.combat import dice
from engines.galaxy.economy import token_reinforcements
from engines.galaxy.effects import fire
from engines.galaxy.factions.base import RETURNING
from engines.galaxy.forces import destroy
from engines.galaxy.tokens import fleet_limit
from tests.engines.galaxy.factions.helpers import duel, put, script, table_of, take, with_tech


def test_edict_takes_a_command_token_of_the_loser_into_the_fleet_pool() -> None:
    state = table_of("mahact")
    before, fleet = token_reinforcements(state, 1), fleet_limit(state, 0)
    script(state, 10, 1)
    duel(state, "cruiser", "cruiser")
    assert token_reinforcements(state, 1) == before - 1 and fleet_limit(state, 0) == fleet + 1
    fire(state, "combat_won", [0], loser=1, combat="space", system=9, planet="", opponent=1)
    assert token_reinforcements(state, 1) == before - 1  # one of each player's at most


def test_genetic_recombination_is_researchable_by_the_mahact_only() -> None:
    from engines.galaxy.research import pool

    state = table_of("mahact")
    assert "genetic_recombination" in pool(state, 0) and "genetic_recombination" not in pool(state, 1)


def test_crimson_legionnaire_i_gives_a_commodity_when_destroyed() -> None:
    state = table_of("mahact")
    home = state.systems["22"].planets[0]
    put(state, 0, 22, "infantry", planet=home)
    destroy(state, 0, 22, home, "infantry", by=1)
    take(state, "crimson_legionnaire_i", "commodity")
    assert state.players[0].commodities == 1


def test_crimson_legionnaire_ii_turns_a_commodity_into_a_trade_good_and_comes_back() -> None:
    state = table_of("mahact")
    with_tech(state, 0, "crimson_legionnaire_ii")
    state.players[0].commodities = 1
    home = state.systems["22"].planets[0]
    put(state, 0, 22, "infantry", planet=home)
    destroy(state, 0, 22, home, "infantry", by=1)
    take(state, "crimson_legionnaire_i", "trade_good")
    assert (state.players[0].commodities, state.players[0].trade_goods) == (0, 1)
    assert [m.amount for m in state.modifiers if m.effect == RETURNING] == [1]


def test_arvicon_rex_gets_two_against_an_opponent_without_a_token_in_the_fleet_pool() -> None:
    from engines.galaxy.economy import HELD_TOKEN
    from engines.galaxy.state import Modifier

    state = table_of("mahact")
    aim = dice.plan(state, 0, ["flagship"], "combat", target=1, combat="space", system=9, opponent=1).aims[0]
    assert aim.hit_on == 3  # 5 - 2
    state.modifiers.append(Modifier(HELD_TOKEN, 0, "game", target=1))
    aim = dice.plan(state, 0, ["flagship"], "combat", target=1, combat="space", system=9, opponent=1).aims[0]
    assert aim.hit_on == 5
