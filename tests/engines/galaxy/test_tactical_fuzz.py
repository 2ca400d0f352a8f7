"""Random tactical actions on a real six-player start: every decision lists only legal options, every
procedure ends, and the state survives a save at any point."""

from __future__ import annotations

from typing import Any

import msgspec

import engines.galaxy.tactical.procedures  # noqa: F401
from engines.core.contract import Decision
from engines.core.rng import Rng
from engines.galaxy import flow
from engines.galaxy.actions.rounds import ExhaustPlanet, SpendTradeGood
from engines.galaxy.board import galaxy
from engines.galaxy.generator import generate
from engines.galaxy.layouts import layout
from engines.galaxy.mapstring import parse_map
from engines.galaxy.phases.setup import COLOURS, board_state
from engines.galaxy.state import TIState
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.actions import (
    Activate,
    Bombard,
    FinishProduction,
    Land,
    Load,
    MoveFrom,
    MoveShip,
)
from engines.galaxy.tactical.activation import can_take_tactical_action

SIX = ["sol", "hacan", "letnev", "arborec", "muaat", "l1z1x"]


def six_players(seed: int) -> TIState:
    rng = Rng.from_seed(seed)
    tokens = parse_map(generate(layout("6p"), rng).map_string).tokens
    state = board_state("6p", tokens, SIX, COLOURS[:6], 0, rng)
    for player in state.players:
        player.trade_goods = 6
        player.tactic = 8  # room for more tactical actions than a round gives, so fleets meet
        player.technologies += ["cruiser_2", "carrier_2", "gravity_drive"]
    return state


def eager(state: TIState, decision: Decision, rng: Rng) -> Any:
    """A random player that looks for trouble: activates near its ships, moves, lands, finishes paying."""
    options = decision.options
    activations = [o for o in options if isinstance(o, Activate)]
    if activations:
        mine = {int(k) for k, s in state.systems.items() if any(x.owner == decision.seat for x in s.space)}
        near = [a for a in activations if a.system not in mine
                and any(a.system in galaxy(state).neighbours(m) for m in mine)]
        enemy = [a for a in near if any(x.owner != decision.seat for x in state.systems[str(a.system)].space)]
        for pool, odds in ((enemy, 9), (near, 8)):
            if pool and rng.below(10) < odds:
                return rng.choice(pool)
        return rng.choice(activations)
    for kinds, odds in (((MoveFrom, MoveShip, Load, Land, Bombard), 8),
                        ((FinishProduction, ExhaustPlanet, SpendTradeGood), 5)):
        pool = [o for o in options if isinstance(o, kinds)]
        if pool and rng.below(10) < odds:
            return rng.choice(pool)
    return rng.choice(options)


def check(state: TIState) -> None:
    for place in state.systems.values():
        assert all(s.count > 0 and 0 <= s.damaged <= s.count for s in place.space)
    for planet in state.planets.values():
        assert all(s.count > 0 and 0 <= s.damaged <= s.count for s in planet.units)
    data = msgspec.json.encode(state)
    assert msgspec.json.encode(msgspec.json.decode(data, type=TIState)) == data


def test_random_tactical_actions_always_finish() -> None:
    combats = 0
    for seed in (1, 2):
        state = six_players(seed)
        picker = Rng.from_seed(seed + 100)
        for turn in range(120):
            seat = turn % 6
            if seat == 0:  # as the status phase would: tokens back, so ships can move again
                for place in state.systems.values():
                    place.tokens.clear()
            if not can_take_tactical_action(state, seat):
                continue
            flow.push(state, TacticalAction(seat=seat))
            flow.settle(state)
            for _ in range(600):
                asked = flow.decisions(state)
                if not asked:
                    break
                assert asked[0].options, asked[0].prompt
                flow.perform(state, asked[0].seat, eager(state, asked[0], picker))
            assert not state.stack, f"turn {turn} stuck in {type(flow.top(state)).__name__}"
            check(state)
        combats += state.tally.combats
    assert combats > 5  # the scenario keeps exercising combat
