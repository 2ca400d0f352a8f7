"""The Creuss Gate turned into the Muaat supernova by Adjudicator Ba'al (found by a Hard gauge, seed 58038: the
engine lost the Creuss home system and raised KeyError(-51) on the next look at the board).

Nova Seed may take any non-home system other than Mecatol Rex (TI-LEADER-8), and the gate is not a home system
(the Creuss home lies off the board, beyond it: ../shared/data/ti4 README, note 5). Replacing the gate's tile
removes its delta wormhole, not the home: the home system stays in the game with its own delta wormhole, reached
through any other delta wormhole (the Creuss flagship's)."""

from __future__ import annotations

import random

import pytest

from engines.core.bots import BotTurn, make_bot
from engines.galaxy import GAME
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.board import galaxy, galaxy_for
from engines.galaxy.bots.sight import Sight
from engines.galaxy.state import TIState
from engines.galaxy.tactical.actions import Activate, EndMovement, MoveFrom, MoveShip
from tests.engines.galaxy.factions.helpers import put, table_of
from tests.engines.galaxy.pok import pok_table
from tests.engines.galaxy.tactics import choose, space, start
from tests.engines.galaxy.test_exploration import drive_quietly
from tests.engines.galaxy.test_leaders_explore import use_in_window

GATE = 22  # the Creuss (seat 0) home position: the gate's tile stands there
SUPERNOVA = "81"


def _gate_replaced() -> TIState:
    state = table_of("creuss", "muaat")
    assert state.players[0].home == DELTA_HOME and state.tokens[GATE] == "17"
    put(state, 0, DELTA_HOME, "carrier,infantry=2")
    state.tokens[GATE] = SUPERNOVA  # what Nova Seed leaves (engines/galaxy/leaders/muaat.py)
    return state


@pytest.mark.rule("TI-LEADER-8")
def test_the_creuss_home_stays_in_the_galaxy_when_the_gate_becomes_a_supernova() -> None:
    state = _gate_replaced()
    for board in (galaxy(state), galaxy_for(state, 0), galaxy_for(state, 1)):
        assert DELTA_HOME in board.tokens and board.wormholes(DELTA_HOME) == ("delta",)
        assert GATE not in board.neighbours(DELTA_HOME), "the gate's delta wormhole is gone with its tile"
        assert board.anomalies(GATE) == ("supernova",)


@pytest.mark.rule("TI-LEADER-8")
def test_the_creuss_flagship_still_reaches_the_home_through_its_delta_wormhole() -> None:
    state = _gate_replaced()
    put(state, 0, 9, "flagship")
    assert 9 in galaxy_for(state, 1).neighbours(DELTA_HOME)


def test_the_bots_see_the_home_and_a_whole_game_goes_on() -> None:
    """Normal bots play a three-player deal with the Creuss (seed 58038: Muaat, Creuss, Sardakk) to its end, the
    gate turned into the supernova as the first action phase begins."""
    state = GAME.new_state(3, 58038)
    bots = [make_bot(GAME, "normal") for _ in range(3)]
    rng = random.Random(1)
    creuss = next(p.seat for p in state.players if p.faction == "creuss")
    muaat = next(p.seat for p in state.players if p.faction == "muaat")
    gate = state.tokens.index("17")
    assert state.players[creuss].home == DELTA_HOME
    steps = 0
    while GAME.decisions(state) and steps < 20_000:
        if state.phase == "action" and state.tokens[gate] == "17":
            state.tokens[gate] = SUPERNOVA  # as Nova Seed leaves it, the hero's one use spent
            state.players[muaat].purged.append("adjudicator_baal")
            sight = Sight(GAME.view(state, creuss))
            assert DELTA_HOME in sight.galaxy.tokens and DELTA_HOME in sight.systems
            assert gate not in sight.galaxy.neighbours(DELTA_HOME)
        decision = GAME.decisions(state)[0]
        view = GAME.view(state, decision.seat)
        GAME.perform(state, decision.seat, bots[decision.seat].choose(BotTurn(GAME, decision.seat, decision, view,
                                                                              rng)))
        steps += 1
    assert state.tokens[gate] == SUPERNOVA and GAME.result(state) is not None


@pytest.mark.rule("TI-LEADER-8")
def test_nova_seed_on_the_gate_itself_leaves_the_creuss_home_and_its_units() -> None:
    state = pok_table(factions=("creuss", "hacan", "muaat"))
    state.players[2].unlocked.append("adjudicator_baal")
    origin = next(n for n in galaxy(state).neighbours(GATE) if n >= 0 and n != DELTA_HOME)
    put(state, 2, origin, "war_sun")
    put(state, 0, GATE, "destroyer")
    put(state, 0, DELTA_HOME, "carrier")
    start(state, 2)
    choose(state, Activate(GATE))
    choose(state, MoveFrom(origin))
    choose(state, MoveShip("war_sun"))
    choose(state, EndMovement())
    use_in_window(state, 2, "adjudicator_baal")
    assert state.tokens[GATE] == SUPERNOVA and space(state, GATE, 0) == {}
    assert space(state, DELTA_HOME, 0) == {"carrier": 1}
    assert DELTA_HOME in galaxy(state).tokens and galaxy(state).wormholes(DELTA_HOME) == ("delta",)
    drive_quietly(state)
    assert state.stack == []
