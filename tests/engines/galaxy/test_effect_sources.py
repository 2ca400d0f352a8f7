"""A hook asks only the source finders that could yield one of its sources (for speed): what it finds in
force must be exactly what the full ``in_force`` says, for every hook and seat, with laws, notes in play
areas, a Terraform attachment, modifiers and every faction of a few random games."""

from __future__ import annotations

import random

from engines.galaxy import GAME, effects
from engines.galaxy.content.decks import decks
from engines.galaxy.state import Modifier, TIState


def _mid_game(seed: int, actions: int) -> TIState:
    state = GAME.new_state(6, seed, GAME.resolve_options({}))
    rng = random.Random(seed)
    for _ in range(actions):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    return state


def _with_everything(state: TIState) -> None:
    """Sources from every finder: laws (one held by a player), notes in play areas, an attachment."""
    sourced = {e.source for hook in effects.hooks() for e in effects._BY_HOOK[hook]}
    laws = sorted(sourced & set(decks().agendas))
    state.laws = laws
    state.law_holders = {laws[0]: 1}
    notes = sorted(sourced & set(decks().notes))
    for seat, player in enumerate(state.players):
        player.promissory = [f"{(seat + 1) % 6}:{n}" for n in notes[seat::6]]
    planet = next(p for p in state.planets.values() if p.owner == 2)
    planet.attachments.append("terraform")
    state.modifiers.append(Modifier("morale_boost", 3, "round"))


def test_each_hook_finds_in_force_what_in_force_says() -> None:
    for seed, actions in ((3, 600), (11, 1500)):
        state = _mid_game(seed, actions)
        _with_everything(state)
        for seat in range(6):
            everything = effects.in_force(state, seat)
            for hook in effects.hooks():
                wanted = {e.source for e in effects._BY_HOOK[hook]}
                assert effects.hook_sources_in_force(state, seat, hook) == wanted & everything, (hook, seat)
