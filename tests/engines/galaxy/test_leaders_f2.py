"""The leaders of the Naalu, the Nekro Virus, the Naaz-Rokha and the Nomad that session 4 made real (one test named
after each): Z'eu, M'aban, Nekro Malleon, UNIT.DSGN.FLAYESH, Hesh and Prit, Artuno the Betrayer, Field Marshal
Mercer, The Thundarian and the Nomad hero's exact reach."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import GAME, flow
from engines.galaxy.abilities import find
from engines.galaxy.leaders.base import status
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.actions import Activate
from engines.galaxy.windows.registry import BY_SOURCE
from tests.engines.galaxy.pok import pok_table, take
from tests.engines.galaxy.tactics import pass_windows, put


def window_answer(source: str, key: str) -> Any:
    return next(a for a in BY_SOURCE[source] if key in a.keys)


def use(state: Any, source: str, target: str = "", seat: int = 0, window: str = "action") -> list[Any]:
    events = find(source, (window,)).use(state, seat, target)
    return events + flow.settle(state)


def activations(state: Any) -> list[int]:
    pass_windows(state)
    return [o.system for d in flow.decisions(state) for o in d.options if isinstance(o, Activate)]


# ----- the Naalu ------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4", "TI-LEADER-11")
def test_zeu_lets_a_chosen_player_make_a_tactical_action_outside_the_homes_without_a_command_token() -> None:
    state = pok_table(factions=("naalu", "hacan", "letnev"))
    use(state, "zeu", "seat:1")
    assert status(state, 0, "zeu") == "exhausted"
    asked = flow.top(state)
    assert isinstance(asked, FactionOffer) and asked.seat == 1  # the chosen player may decline
    take(state, "")
    action = flow.top(state)
    assert isinstance(action, TacticalAction) and action.seat == 1 and action.free
    systems = activations(state)
    assert 9 in systems and not {22, 28, 34} & set(systems)  # no home system
    tactic = state.players[1].tactic
    GAME.apply(state, 1, Activate(9))
    assert state.players[1].tactic == tactic and 1 not in state.systems["9"].tokens  # no token spent or placed


def test_zeu_used_on_the_naalu_themselves_starts_their_own_free_tactical_action() -> None:
    state = pok_table(factions=("naalu", "hacan", "letnev"))
    use(state, "zeu", "seat:0")
    action = flow.top(state)
    assert isinstance(action, TacticalAction) and action.seat == 0 and action.free


def test_maban_shows_the_naalu_their_neighbours_notes_and_the_agenda_decks_top_and_bottom() -> None:
    from engines.galaxy.content.action_deck import agenda_deck

    state = pok_table(factions=("naalu", "hacan", "letnev"))
    state.agenda_deck = list(agenda_deck())
    put(state, 0, 1, "carrier")
    put(state, 1, 2, "carrier")  # seat 1 is a neighbour (adjacent systems), seat 2 is not
    state.players[1].notes = ["1:ceasefire"]
    state.players[2].notes = ["2:trade_agreement"]
    top, bottom = state.agenda_deck[-1], state.agenda_deck[0]
    assert GAME.view(state, 0).looked == []  # locked
    secrets = GAME.secrets(state)
    assert "1:ceasefire" in secrets[1] and top in secrets[None]
    state.players[0].unlocked.append("maban")
    view = GAME.view(state, 0)
    assert set(view.looked) == {"1:ceasefire", top, bottom}
    assert GAME.view(state, 1).looked == []
    secrets = GAME.secrets(state)  # what the Naalu see is no longer one hand's (or the deck's) secret
    assert "1:ceasefire" not in secrets[1] and "2:trade_agreement" in secrets[2]
    assert top not in secrets[None] and bottom not in secrets[None]
