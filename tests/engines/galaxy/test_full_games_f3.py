"""Random bots through the Yin, Winnu, Sardakk N'orr, Vuil'raith, Xxcha, Mentak, Yssaril and Titans: a whole game
with all eight, and games with every commander and hero unlocked from the start, so the random choices reach
the heroes' actions and windows (the fuzz of their decisions); no error, and no view shows another seat's hand."""

from __future__ import annotations

import random

import msgspec
import pytest

from engines.core.simulate import simulate
from engines.galaxy import GAME
from engines.galaxy.leaders.base import commander_of, hero_of

EIGHT = "yin,winnu,sardakk,vuilraith,xxcha,mentak,yssaril,titans"
SIXES = ("yin,winnu,sardakk,vuilraith,xxcha,yssaril", "titans,mentak,yssaril,vuilraith,sardakk,xxcha")


@pytest.mark.slow
def test_random_bots_play_a_whole_game_with_the_eight_factions() -> None:
    report = simulate(GAME, 1, 8, ["random"] * 8, seed=5, options={"layout": "alternate", "factions": EIGHT})
    assert report["errors"] == 0, report["first_error"]
    assert report["completed"] == 1


@pytest.mark.slow
@pytest.mark.parametrize("chosen", SIXES)
def test_random_choices_with_every_leader_unlocked_never_fail_nor_show_a_hand(chosen: str) -> None:
    state = GAME.new_state(6, 21, {"factions": chosen})
    for player in state.players:
        player.unlocked = [commander_of(player.faction), hero_of(player.faction)]
    rng = random.Random(21)
    used: set[str] = set()
    for step in range(2500):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        decision = decisions[0]
        option = rng.choice(decision.options)
        used.add(str(getattr(option, "source", "")))
        GAME.apply(state, decision.seat, option)
        if step % 250 == 0:
            for seat in range(6):
                text = msgspec.json.encode(GAME.view(state, seat)).decode()
                others = [c for p in state.players if p.seat != seat for c in p.action_cards]
                assert not [c for c in others if c in text], (seat, chosen)
    assert used & {hero_of(f) for f in chosen.split(",")}, "no hero was used"
