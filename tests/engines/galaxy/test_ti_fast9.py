"""Cheaper round futures of the galaxy's searching bot (ti-fast9): what is now kept or skipped answers as worked out
afresh. The futures themselves are guarded by ``test_ti_fast8.py``'s digests (recorded before either pass)."""

from __future__ import annotations

from typing import Any

from engines.galaxy import effects
from engines.galaxy.state import NOBODY, TIState
from tests.engines.galaxy.test_ti_fast8 import _states

HOOKS = ("planet_resources", "planet_influence")


def _fresh_worth(state: TIState, key: str, hook: str) -> int:
    """A planet's value as ``economy._worth`` gave it before this pass: the printed card plus every answer."""
    from engines.galaxy.economy import printed

    card = printed(key)
    owner = state.planets[key].owner
    extra = effects.total(state, hook, owner, planet=key) if owner != NOBODY else 0
    return (card.resources if hook == "planet_resources" else card.influence) + extra


def _planet_values(state: TIState, block: bool) -> dict[tuple[str, str], int]:
    from engines.galaxy.economy import _worth

    if not block:
        return {(key, hook): _worth(state, key, hook) for key in state.planets for hook in HOOKS}
    with effects.unchanged():
        return {(key, hook): _worth(state, key, hook) for key in state.planets for hook in HOOKS}


def test_a_planets_value_without_asking_its_attachments_is_the_value_asked_in_full() -> None:
    checked = {"skipped": 0, "asked": 0}
    for number, state in enumerate(_states(55000, 1_500)):
        if number % 2:  # every other state: a source besides the attachments answers for seat 0 and 1
            state.players[0].technologies.append("hegemonic_trade_policy")
            state.players[1].technologies.append("terraform")
        fresh = {(key, hook): _fresh_worth(state, key, hook) for key in state.planets for hook in HOOKS}
        assert _planet_values(state, block=False) == fresh
        assert _planet_values(state, block=True) == fresh
        for planet in state.planets.values():
            if planet.owner == NOBODY:
                continue
            only = effects.answered_only_by(state, "planet_resources", planet.owner,
                                            {_attachment_answer("resources"), _attachment_answer("influence")})
            assert only == (planet.owner > 1 or number % 2 == 0)
            checked["skipped" if only and not planet.attachments else "asked"] += 1
    assert min(checked.values()) > 0, checked


def _attachment_answer(kind: str) -> Any:
    from engines.galaxy.exploration import attachments

    return attachments.attachment_resources if kind == "resources" else attachments.attachment_influence


def test_only_answered_by_is_false_for_a_hook_whose_effects_filter_by_details() -> None:
    state = _states(55001, 30)[-1]
    assert effects.answered_only_by(state, "no such hook", 0, set())
    filtered = next(hook for hook in effects.hooks() if effects._plan(hook, effects._BY_HOOK[hook]).filtered)
    every = {entry.function for entry in effects._BY_HOOK[filtered]}
    assert not effects.answered_only_by(state, filtered, 0, every)


def _galaxies(state: TIState) -> list[Any]:
    from engines.galaxy.board import galaxy_for

    asked = [(-1, "")] + [(seat, kind) for seat in range(len(state.players)) for kind in ("", "flagship", "fighter")]
    return [(galaxy_for(state, seat, kind).adjacent, [galaxy_for(state, seat, kind).wormholes(n) for n in
                                                      sorted(galaxy_for(state, seat, kind).adjacent)])
            for seat, kind in asked]


def test_the_board_overlays_asked_once_a_block_give_every_seats_galaxy_as_asked_alone() -> None:
    states = _states(55002, 900)
    for number, state in enumerate(states):
        if number % 2:  # wormhole tokens on the board (every seat's overlay) and the Creuss' links (one seat's)
            nodes = sorted(state.systems, key=int)
            state.board_tokens[nodes[1]] = ["gamma_wormhole"]
            state.board_tokens[nodes[-1]] = ["gamma_wormhole"]
            state.players[number % 3].technologies.append("quantum_entanglement")
        alone = _galaxies(state)  # outside a block: every call works every overlay out
        with effects.unchanged():
            kept = _galaxies(state)
        assert kept == alone
    assert any(a != b for a, b in zip(_galaxies(states[1]), _galaxies(states[0]), strict=True))


QUERIES = {  # hooks whose effects only answer (never act) and filter by details, with details to ask them
    "enter_anomaly": [{"anomaly": a} for a in ("asteroid_field", "nebula", "supernova", "gravity_rift")],
    "pass_anomaly": [{"anomaly": a} for a in ("asteroid_field", "nebula", "supernova", "gravity_rift")],
    "seat_overlay": [{"unit": k} for k in ("", "flagship", "fighter", "war_sun")],
    "pass_through_ships": [{"unit": k} for k in ("", "flagship", "fighter")],
}


def _answers(state: TIState) -> list[Any]:
    found = []
    for hook, asked in QUERIES.items():
        for seat in range(len(state.players)):
            for details in [*asked, *reversed(asked)]:  # each asked twice, in another order
                found.append((hook, seat, details, effects.collect(state, hook, seat, **details)))
    return found


def test_a_filtered_hooks_effects_kept_by_the_details_they_filter_by_answer_as_worked_out_afresh() -> None:
    assert all(effects._plan(hook, effects._BY_HOOK[hook]).filtered for hook in QUERIES)
    sources = ["quantum_entanglement", "memoria_i", "antimass_deflectors", "ysia_yssrila", "gashlai_physiology",
               "magmus_reactor", "circlet_of_void", "light_wave_deflector", "lazax_gate_folding"]
    for number, state in enumerate(_states(55003, 900)):
        for seat in range(len(state.players)):  # each seat a few of the hooks' sources, changing by state
            state.players[seat].technologies += sources[(number + seat) % 3::3]
        alone = _answers(state)
        with effects.unchanged():
            kept = _answers(state)
            # a detail that cannot be a key (a list) is worked out each time, the same
            unkeyed = effects.collect(state, "enter_anomaly", 0, anomaly=["nebula"])
        assert kept == alone
        assert unkeyed == effects.collect(state, "enter_anomaly", 0, anomaly=["nebula"])
    assert effects._plan("enter_anomaly", effects._BY_HOOK["enter_anomaly"]).filters


def test_the_heuristics_decision_in_one_block_of_asking_is_the_decision_asked_field_by_field() -> None:
    import copy
    import random

    from engines.core.bots import BotTurn, make_bot
    from engines.galaxy.bots import HeuristicBot
    from engines.galaxy.bots.choices import choose
    from engines.registry import get_game

    galaxy = get_game("galaxy")
    state = galaxy.new_state(3, 55004)
    bots = [make_bot(galaxy, "normal") for _ in range(3)]
    rng = random.Random(55004)
    compared = 0
    for step in range(1_200):
        decisions = galaxy.decisions(state)
        if not decisions:
            break
        decision = decisions[0]
        bot = bots[decision.seat]
        if len(decision.options) > 1 and step % 3 == 0:
            heuristic = bot.policy if hasattr(bot, "policy") else bot
            assert isinstance(heuristic, HeuristicBot)
            seed = rng.random()
            picks = []
            for blocked in (True, False):
                memory = copy.deepcopy(heuristic.memory)
                turn = BotTurn(galaxy, decision.seat, decision, galaxy.search_view(state, decision.seat),
                               random.Random(seed))
                if blocked:
                    helper = copy.deepcopy(heuristic)
                    helper.memory = memory
                    picks.append((helper.choose(turn), repr(helper.memory)))
                else:  # the decision without the block: each field of the lean view asks in its own
                    assert effects._block() is None
                    picked = choose(turn, memory)
                    picks.append((picked if picked in decision.options else None, repr(memory)))
            if picks[1][0] is not None:
                assert picks[0] == picks[1]
                compared += 1
        galaxy.perform(state, decision.seat, bot.choose(BotTurn(galaxy, decision.seat, decision,
                                                                galaxy.view(state, decision.seat), rng)))
    assert compared > 100
