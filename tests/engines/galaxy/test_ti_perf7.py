"""The engine's seventh speed pass (ti-perf7) changes no game: fixed-seed games played by this tree's engine
end exactly as they did on main before the pass (8bb4eeb). Each digest covers every decision asked (seat,
rule, option count), every action taken and the final state's encoding, so a shortcut that changed one
answer anywhere in a game shows here.

The digests were recorded by running this file as a script against main's tree
(``PYTHONPATH=<main copy> python tests/engines/galaxy/test_ti_perf7.py``). A change that is meant to change
games (a rules fix, a new faction ability) changes them too: record them again the same way, from the tree
before the speed change under test, never from the tree being tested."""

from __future__ import annotations

import hashlib
import itertools
import random
from collections.abc import Callable, Iterator

import pytest

from engines.core import rng as rng_module
from engines.core.bots import BotTurn, make_bot
from engines.core.rng import Rng
from engines.galaxy import GAME, flow
from engines.galaxy.effects import unchanged
from engines.galaxy.research import catalogue, missing
from engines.galaxy.state import AutoPass, TIState
from engines.galaxy.steps.combat import SpaceCannonOffence
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import ask
from engines.galaxy.windows.autopass import autopassed, matches
from engines.galaxy.windows.registry import BY_KEY, KINDS, answers, fits


def _finish(state: TIState, trail: list[object]) -> str:
    return hashlib.blake2b(repr(trail).encode() + GAME.encode_state(state), digest_size=12).hexdigest()


def random_game(players: int, seed: int, layout: str = "standard") -> str:
    """A whole game of random legal choices, as the bench plays it (decisions, rng.choice, perform)."""
    state = GAME.new_state(players, seed, GAME.resolve_options({"layout": layout}))
    rng = random.Random(seed)
    trail: list[object] = []
    while decisions := GAME.decisions(state):
        decision = decisions[0]
        action = rng.choice(decision.options)
        trail.append((decision.seat, decision.rule, len(decision.options), action))
        GAME.perform(state, decision.seat, action)
    return _finish(state, trail)


def heuristic_game(seed: int, until_round: int) -> str:
    state = GAME.new_state(6, seed, GAME.resolve_options({}))
    bots = [make_bot(GAME, "heuristic") for _ in range(6)]
    rng = random.Random(seed)
    trail: list[object] = []
    while (decisions := GAME.decisions(state)) and state.round < until_round:
        decision = decisions[0]
        view = GAME.view(state, decision.seat)
        action = bots[decision.seat].choose(BotTurn(GAME, decision.seat, decision, view, rng))
        trail.append((decision.seat, decision.rule, len(decision.options), action))
        GAME.perform(state, decision.seat, action)
    return _finish(state, trail)


GAMES: dict[str, Callable[[], str]] = {
    "random, 6 players, seed 2": lambda: random_game(6, 2),
    "random, 6 players, seed 3": lambda: random_game(6, 3),
    "random, 6 players, seed 4": lambda: random_game(6, 4),
    "random, 6 players, seed 7": lambda: random_game(6, 7),
    "random, 8 players, seed 5": lambda: random_game(8, 5),
    "random, 5 players on hyperlanes, seed 6": lambda: random_game(5, 6, "hyperlanes"),
    "heuristic, 6 players, seed 1, to round 3": lambda: heuristic_game(1, 3),
}

# Recorded on main at 8bb4eeb, before this pass. The heuristic game recorded again in the seventeenth session: the
# heuristic now spends or converts commodities where an exploration card would gain none at the limit.
RECORDED = {
    "random, 6 players, seed 2": "a13ef0b9be8323d2c5e010d5",
    "random, 6 players, seed 3": "e32eeb94e3659ff866ad324b",
    "random, 6 players, seed 4": "1a373965c79598e0f925114b",
    "random, 6 players, seed 7": "db0185fd619ead6946d000ef",
    "random, 8 players, seed 5": "93479b512cfee49bfa63d500",
    "random, 5 players on hyperlanes, seed 6": "e9d4677f103e057df1bb5930",
    "heuristic, 6 players, seed 1, to round 3": "eb1e6fdd43fd3e69659a340d",
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(GAMES))
def test_the_game_ends_as_it_did_on_main_before_the_pass(name: str) -> None:
    assert GAMES[name]() == RECORDED[name]



# ----- each shortcut of the pass answers what the code it replaced answered ------------------------------------


def _states(seed: int, actions: int, factions: str = "") -> Iterator[TIState]:
    """The state before each action of a fixed-seed random six-player game."""
    state = GAME.new_state(6, seed, GAME.resolve_options({"factions": factions} if factions else {}))
    rng = random.Random(seed)
    for _ in range(actions):
        decisions = GAME.decisions(state)
        if not decisions:
            return
        yield state
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))


def _could_act_before(state: TIState, window: Window, seat: int) -> bool:
    """``could_act`` as it was before this pass (roles by ``fits``, every kind by its ``public_holds``)."""
    player = state.players[seat]
    if player.eliminated or autopassed(state, seat, window):
        return False
    with unchanged():
        gated: dict[str, bool] = {}
        for entry in answers(window.keys):
            if not fits(entry.by, seat, window):
                continue
            kind = KINDS[entry.kind]
            if kind.gate is not None:
                if entry.kind not in gated:
                    gated[entry.kind] = kind.gate(state, seat)
                if not gated[entry.kind]:
                    continue
            if kind.public_holds(state, seat, entry.source, window) and entry.could(state, seat, window):
                return True
    return False


@pytest.mark.slow
def test_could_act_answers_as_before_for_every_role_seat_and_window_along_a_game() -> None:
    """Every window kind the registry knows, with the active seat as actor and the next as opponent, asked of
    every seat at states along a game: the inline roles and the direct public-source check agree with ``fits``
    and ``public_holds`` (a role checked the wrong way round, or a kind taken for another, fails here)."""
    keys = sorted(BY_KEY)
    checked = acting = 0
    for index, state in enumerate(_states(3, 900)):
        if index % 15:
            continue
        active = getattr(flow.top(state), "seat", 0)
        for key in keys:
            window = Window(keys=[key], actors=[active], opponents=[(active + 1) % 6],
                            system=state.players[(active + 2) % 6].home, order=list(range(6)))
            for seat in range(6):
                fast = ask.could_act(state, window, seat)
                assert fast == _could_act_before(state, window, seat), (index, key, seat)
                checked += 1
                acting += fast
    assert checked > 5_000 and acting > 100


def test_stand_by_passes_match_as_the_rule_for_one_entry_says() -> None:
    state = GAME.new_state(3, 1, GAME.resolve_options({}))
    standing = ["*", "after:activation", "after:*", "when:*", "end:turn", "after:action"]
    for key in ("after:activation", "after:action", "when:production", "end:turn", "start:turn"):
        window = Window(keys=[key, "after:move_into"])
        for chosen in itertools.combinations(standing, 2):
            state.players[0].autopass = [AutoPass(k, "round") for k in chosen]
            expected = any(matches(entry, window) for entry in state.players[0].autopass)
            assert autopassed(state, 0, window) == expected, (key, chosen)
        state.players[0].autopass = []
        assert not autopassed(state, 0, window)


@pytest.mark.slow
def test_research_answers_the_same_inside_a_block_as_outside_it() -> None:
    """``missing`` keeps a seat's colours, ignored technologies and free skips (by unit upgrade or not) for a
    block: at states along a game with the Jol-Nar (whose free skips are for other technologies than unit
    upgrades), every seat's answer for every technology, with and without free skips, all asked in one block,
    equals the one worked out afresh outside it."""
    checked = lacking = 0
    techs = list(catalogue().values())
    for index, state in enumerate(_states(4, 1_500, "jolnar,sol,hacan,letnev,xxcha,yin")):
        if index % 50:
            continue
        asked = [(seat, tech, free) for tech in techs for seat in range(6) for free in (True, False)]
        fresh = [missing(state, seat, tech, free_skips=free) for seat, tech, free in asked]
        with unchanged():
            kept = [missing(state, seat, tech, free_skips=free) for seat, tech, free in asked]
        assert kept == fresh
        checked += len(fresh)
        lacking += sum(1 for lack in fresh if lack)
    assert checked > 10_000 and lacking > 2_000


@pytest.mark.slow
def test_space_cannon_ends_when_the_shooter_search_would_find_nobody(monkeypatch: pytest.MonkeyPatch) -> None:
    """Space cannon's ``run`` pops the step exactly when ``_shooter`` would be None (every seat was asked):
    checked at every run along two games."""
    handler = flow.HANDLERS[SpaceCannonOffence]
    run = handler.run
    seen: list[int] = []

    def checked(state: TIState, step: SpaceCannonOffence) -> list[object]:
        nobody_left = handler._shooter(state, step) is None  # type: ignore[attr-defined]
        events = run(state, step)
        assert (not any(s is step for s in state.stack)) == nobody_left  # popped exactly then
        seen.append(step.turn)
        return events  # type: ignore[no-any-return]

    monkeypatch.setattr(handler, "run", checked)
    for seed in (1, 2):
        for _ in _states(seed, 2_000):
            pass
    assert len(seen) > 100 and max(seen) >= 5


def test_long_dice_runs_draw_what_single_rolls_draw_even_when_draws_are_rejected(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The bound loop of ``Rng.rolls`` (16 dice or more) against ``roll`` one at a time, with the rejection
    limit lowered so that about half the draws are thrown away and drawn again."""
    limits = list(rng_module._LIMITS)
    limits[10] = 1 << 63
    monkeypatch.setattr(rng_module, "_LIMITS", limits)
    for count in (15, 16, 17, 40, 3_000):
        many, single = Rng.from_seed(count), Rng.from_seed(count)
        assert many.rolls(count, 10) == [single.roll(10) for _ in range(count)]
        assert many.draws == single.draws > count * 1.3


if __name__ == "__main__":
    for game_name, play in GAMES.items():
        print(f"    \"{game_name}\": \"{play()}\",", flush=True)
