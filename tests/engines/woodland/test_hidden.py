"""Woodland's sampling hook covers every secret, whichever factions sit at the table.

A faction that keeps cards out of sight (a face-down deck, or cards only its owner sees) names them
with ``face_down_piles`` or ``private_cards``; this test fails when ``secrets()`` knows a hidden
card that ``hidden()`` does not, so a new faction cannot leave the searching bot a peek.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.core.bots import BotTurn, make_bot
from engines.registry import get_game

GAME = get_game("woodland")
FACTIONS = ["lost_powers,marquise,vagabond", "vagabond,lost_powers", "marquise,vagabond"]


@pytest.mark.parametrize("factions", FACTIONS)
def test_every_card_hidden_from_a_seat_is_in_its_hidden_zones(factions: str) -> None:
    players = len(factions.split(","))
    state = GAME.new_state(players, 8, {"factions": factions})
    bots = [make_bot(GAME, "normal") for _ in range(players)]
    rng = random.Random(8)
    for step in range(160):
        if not GAME.decisions(state):
            break
        if step % 20 == 0:
            secrets = GAME.secrets(state)
            for seat in range(players):
                unseen = Counter(secrets[None])
                for other in range(players):
                    if other != seat:
                        unseen.update(secrets[other])
                pooled = Counter(card for group in GAME.hidden(state, seat) for zone in group for card in zone.cards())
                assert not unseen - pooled, f"seat {seat} could read {sorted(unseen - pooled)}"
        decision = GAME.decisions(state)[0]
        view = GAME.view(state, decision.seat)
        GAME.perform(state, decision.seat, bots[decision.seat].choose(BotTurn(GAME, decision.seat, decision, view,
                                                                              rng)))
