"""The galaxy's sampling hook (engines/galaxy/unseen.py): what a searching bot may redraw and what it keeps.

The search draws full states from what its seat knows (``seen``, then ``sample``); these tests check that
every card another seat holds unseen lies in a zone the draw shuffles, that what the seat knows stays put,
and that where no zone can redraw a hidden card the hook gives nothing to search on.
"""

from __future__ import annotations

import functools
from collections import Counter

import pytest

from engines.core.rng import Rng
from engines.galaxy import GAME
from engines.galaxy.actions.rounds import ChooseSpeaker, TakeStrategicAction
from engines.galaxy.state import TIState
from tests.engines.galaxy.council import agenda_step, decided, reveal, table
from tests.engines.galaxy.rounds import act, known, options
from tests.support import normal_positions, secrets_leaked


@functools.cache
def _played(players: int, seed: int, steps: int) -> list[TIState]:
    """Positions along one game of heuristic bots, a copy every 60 actions (read, never changed)."""
    return normal_positions(GAME, players, seed, steps, 60)


def _pooled(state: TIState, seat: int) -> Counter[str]:
    return Counter(card for group in GAME.hidden(state, seat) for zone in group for card in zone.cards())


@pytest.mark.slow
def test_every_card_another_seat_holds_unseen_is_redrawn_and_drawn_states_look_the_same() -> None:
    """Action cards, secret objectives, promissory notes in hand, the decks and the face-down objectives:
    whatever ``secrets()`` says a seat may not see lies in its hidden zones (or, for what others looked at
    of the agenda deck, is forgotten); a drawn state shows the seat the same view and options and conceals
    back to the same knowledge; and no view leaks a secret."""
    positions = _played(3, 11, 720)
    assert len(positions) >= 10
    for state in positions:
        assert secrets_leaked(GAME, state, 3) == []
        secrets = GAME.secrets(state)
        for seat in range(3):
            seen = GAME.seen(state, seat)
            if seen is None:
                continue
            unseen = Counter(secrets[None])
            for other in range(3):
                if other != seat:
                    unseen.update(c for c in secrets[other] if c not in state.players[other].seen)
            assert not unseen - _pooled(state, seat), f"seat {seat} could read {sorted(unseen - _pooled(state, seat))}"
            drawn = GAME.sample(seen, Rng.from_seed(seat))
            assert GAME.view(drawn, seat) == GAME.view(state, seat)
            assert GAME.decision_for(drawn, seat) == GAME.decision_for(state, seat)
            assert GAME.seen(drawn, seat) == seen


def test_notes_keep_their_owner_and_own_cards_are_not_redrawn() -> None:
    """Everyone sees whose promissory notes a hand holds (the view's ``notes_from``): a drawn hand keeps
    the owners, also of a note that changed hands; the seat's own hand, secrets and notes never move."""
    state = GAME.clone(_played(3, 11, 720)[-1])
    state.players[2].notes.append(state.players[1].notes.pop(0))  # as a transaction would (LRR 94)
    seen = GAME.seen(state, 0)
    assert seen is not None
    for k in range(6):
        drawn = GAME.sample(seen, Rng.from_seed(k))
        for p, q in zip(state.players[1:], drawn.players[1:], strict=True):
            assert sorted(n.split(":")[0] for n in p.notes) == sorted(n.split(":")[0] for n in q.notes)
            assert len(p.action_cards) == len(q.action_cards) and len(p.secrets) == len(q.secrets)
        mine, drawn_mine = state.players[0], drawn.players[0]
        assert (mine.action_cards, mine.secrets, mine.notes) == (drawn_mine.action_cards, drawn_mine.secrets,
                                                                 drawn_mine.notes)
    draws = [GAME.sample(seen, Rng.from_seed(k)) for k in range(6)]
    assert any(d.action_deck != state.action_deck or d.stage1 != state.stage1 for d in draws)


def test_agendas_the_seat_looked_at_stay_where_it_put_them() -> None:
    """LRR 66.2: Politics' holder knows the two agendas it placed; its draws keep them there, and the other
    seats' draws redraw them and forget that the holder saw them."""
    state = known("politics")
    act(state, TakeStrategicAction("politics"))
    act(state, options(state, ChooseSpeaker)[0])
    while GAME.decisions(state) and GAME.decisions(state)[0].seat == 0 and state.stack and \
            type(state.stack[-1]).__name__ == "AgendaStep":
        act(state, GAME.decisions(state)[0].options[0])
    looked = list(state.players[0].seen)
    assert looked
    places = {a: state.agenda_deck.index(a) for a in looked if a in state.agenda_deck}
    assert places
    own = GAME.seen(state, 0)
    other = GAME.seen(state, 1)
    assert own is not None and other is not None
    for k in range(5):
        drawn = GAME.sample(own, Rng.from_seed(k))
        assert {a: drawn.agenda_deck.index(a) for a in places} == places
        assert GAME.sample(other, Rng.from_seed(k)).players[0].seen == []
    assert any(GAME.sample(other, Rng.from_seed(k)).agenda_deck != state.agenda_deck for k in range(5))


def test_the_search_warrant_holders_secrets_are_not_redrawn() -> None:
    """The Search Warrant lays its holder's secret objectives face up: no seat's draw moves them."""
    state = table()
    decided(state, "search_warrant", "seat:2")
    assert state.players[2].secrets
    assert not _pooled(state, 0) & Counter(state.players[2].secrets)
    assert Counter(state.players[1].secrets) <= _pooled(state, 0)


def test_a_hidden_agenda_under_vote_gives_no_state_to_search() -> None:
    """Covert Legislation: the council votes on an agenda only the speaker saw, held by the procedure, which
    no zone redraws; ``seen`` answers None for the other seats, so Hard plays that vote as Normal."""
    state = table()
    reveal(state, "covert_legislation")
    step = agenda_step(state)
    assert step is not None and step.hidden
    assert GAME.seen(state, 1) is None and GAME.seen(state, 2) is None
