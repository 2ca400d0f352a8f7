"""The range highlight follows the engine: for a system the player may activate, the first click lights the
systems whose ships the engine would then let the player move from (factions and technologies that change
movement included: the Creuss home, a Vuil'raith dimensional tear, Gravity Drive, Light/Wave Deflector)."""

from __future__ import annotations

import random

import pytest

from desktop.games.galaxy.ranges import range_marks
from engines.galaxy import GAME
from engines.galaxy.tactical import actions as ta
from engines.galaxy.windows.actions import PassWindow

MOVERS = "creuss,empyrean,yssaril,vuilraith,muaat,nomad"
TECHNOLOGIES = ("gravity_drive", "light_wave_deflector", "antimass_deflectors")


def engine_origins(state: object, seat: int, activate: ta.Activate) -> set[int]:
    """The systems the engine offers to move from once ``activate`` is taken (every window passed)."""
    state = GAME.clone(state)
    GAME.perform(state, seat, activate)
    for _ in range(40):
        decision = GAME.decisions(state)[0]
        if PassWindow() not in decision.options:
            return {o.system for o in decision.options if isinstance(o, ta.MoveFrom)}
        GAME.perform(state, decision.seat, PassWindow())
    raise AssertionError("the windows never closed")


@pytest.mark.slow
def test_the_fleets_lit_for_a_system_to_activate_are_the_engines_origins() -> None:
    """LRR 58.1-58.4 (movement: which ships may move in), LRR 89.1 (activation), with faction abilities."""
    state = GAME.setup(6, 1, GAME.resolve_options({"factions": MOVERS}))
    rng = random.Random(1)
    checked = lit = 0
    equipped = False
    while state.round < 5 and not (checked >= 40 and lit >= 10):  # from round 2 until enough were lit
        decision = GAME.decisions(state)[0]
        if state.round == 2 and not equipped:
            equipped = True
            for player in state.players:  # technologies that change movement, for half the seats
                player.technologies += [t for t in TECHNOLOGIES[player.seat % 3:] if t not in player.technologies]
        activations = [o for o in decision.options if isinstance(o, ta.Activate)]
        if state.round >= 2 and activations:
            view = GAME.view(state, decision.seat)
            for activate in rng.sample(activations, min(4, len(activations))):
                engine = engine_origins(state, decision.seat, activate)
                assert set(range_marks(view, activate.system, decision.seat, activating=True)) == engine, \
                    (state.players[decision.seat].faction, activate)
                checked += 1
                lit += bool(engine)
        GAME.perform(state, decision.seat, rng.choice(decision.options))
    assert checked >= 40 and lit >= 10
