"""What a seat sees: the whole table the desktop draws, and nothing hidden."""

from __future__ import annotations

import msgspec
import pytest

from engines.colony.content import CARDS
from tests.engines.colony.helpers import GAME, a, act, table


@pytest.mark.rule("LSF-COMP-5", "LSF-COMP-9", "LSF-COMP-20")
def test_the_view_carries_the_board_the_ships_and_the_card_being_resolved() -> None:
    state = table(("lancer", "bastion", "mender"), hands={0: ["railgun_volley"], 1: ["bulwark"]},
                  surface={2: 3}, slots={3: "pirate_raider"}, deck=["tremor", "calm_season", "clear_skies"],
                  planet="cinderfall", goal=20)
    state.ships[2].people, state.ships[2].ghost, state.alive = 0, True, 2
    act(state, 0, a.AddPerson())
    act(state, 1, a.AddPerson())
    ghost_turn = GAME.view(state, 1).resolving
    assert (ghost_turn.card.key, ghost_turn.origin, ghost_turn.choice) == ("lifeline", "ghost", "ship")
    act(state, 2, a.ChooseShip(0))
    view = GAME.view(state, 1)
    assert (view.total, view.goal, view.surface) == (3, 20, [0, 3, 0, 0, 0])
    assert view.adjacency[0] == [5, 2]
    assert view.slots[2].card.key == "pirate_raider" and view.slots[2].hp == 5
    assert view.ships[2].ghost and view.ships[2].ghost_ability.name == "Lifeline"
    assert view.ships[0].hand_count == 2 and view.hand[0].key == "bulwark"
    assert view.resolving is not None and view.resolving.card.key == "tremor"
    assert view.resolving.window == [1] and view.phase == "planet"


def test_a_spectator_sees_no_hand_and_nobody_sees_the_decks() -> None:
    state = table(("lancer", "bastion"), hands={0: ["railgun_volley"], 1: ["bulwark"]},
                  deck=["tremor", "calm_season"])
    secrets = GAME.secrets(state)
    text = msgspec.json.encode(GAME.view(state, None)).decode()
    assert all(c not in text for c in secrets[0] + secrets[1] + secrets[None])
    assert GAME.view(state, None).hand == []
    mine = msgspec.json.encode(GAME.view(state, 0)).decode()
    assert secrets[0][0] in mine and secrets[1][0] not in mine


def test_the_view_decodes_as_the_game_s_view_type() -> None:
    state = table(("lancer", "bastion"), hands={0: ["railgun_volley"]})
    data = msgspec.to_builtins(GAME.view(state, 0))
    assert GAME.view_from(data) == GAME.view(state, 0)
    assert CARDS


def test_describe_and_narrate_speak_plain_words() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]})
    labels = [GAME.describe(state, o) for o in GAME.decisions(state)[0].options]
    assert labels == ["Play Long Descent", "Add 1 person to your ship"]
    events = act(state, 0, a.AddPerson())
    lines = [GAME.narrate(e) for e in events]
    assert "{p0}'s ship gains 1 person" in lines


def test_every_event_of_a_whole_game_has_a_log_line() -> None:
    import random
    import re

    from engines.core.bots import BotTurn, make_bot

    seen: set[str] = set()
    for seed in range(3):
        state = GAME.new_state(4, seed, {})
        bots = [make_bot(GAME, "heuristic") for _ in range(4)]
        rng = random.Random(seed)
        while decisions := GAME.decisions(state):
            decision = decisions[0]
            turn = BotTurn(GAME, decision.seat, decision, GAME.view(state, decision.seat), rng)
            for event in GAME.perform(state, decision.seat, bots[decision.seat].choose(turn)):
                line = GAME.narrate(event)
                assert line and not re.search(r"\{(?!p\d\})", line), event
                seen.add(type(event).__name__)
    assert {"PlanetCardRevealed", "Damaged", "Landed", "TurnBegan", "GameEnded"} <= seen


def test_a_space_holding_one_person_is_labelled_one_person() -> None:
    from tests.engines.colony.helpers import GAME, a, table

    state = table()
    state.surface[2], state.surface[3] = 1, 4
    assert GAME.describe(state, a.ChooseSpace(2)) == "S2 (1 person)"
    assert GAME.describe(state, a.ChooseSpace(3)) == "S3 (4 people)"
