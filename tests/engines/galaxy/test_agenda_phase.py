"""The agenda phase (LRR 8) and one agenda from reveal to resolution (LRR 7): the vote, ties, riders, laws kept and
directives discarded, planets readied; Politics' look at the deck (LRR 66.2)."""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import ChooseSpeaker, TakeStrategicAction
from engines.galaxy.agenda.actions import (
    Abstain,
    AgendaChoice,
    AgendaResolved,
    AgendaRevealed,
    CastVotes,
    ChooseOutcome,
    DoneVoting,
    ExhaustForVotes,
    VotesCast,
)
from engines.galaxy.steps.agenda import AgendaPhase
from tests.engines.galaxy.council import agenda_step, on_top, pass_all, phase, reveal, table, vote
from tests.engines.galaxy.rounds import act, give, known, options


def test_the_vote_goes_from_the_speakers_left_with_the_speaker_last() -> None:
    """LRR 7.7."""
    state = table(speaker=1)
    reveal(state, "incentive_program")
    pass_all(state)
    asked = []
    while agenda_step(state) is not None and agenda_step(state).stage == "voting":  # type: ignore[union-attr]
        seat = GAME.decisions(state)[0].seat
        asked.append(seat)
        GAME.apply(state, seat, Abstain())
        pass_all(state)
    assert asked == [2, 0, 1]


def test_planets_are_exhausted_for_their_influence_in_votes() -> None:
    """LRR 7.7b: each planet exhausted adds its influence; the votes are public."""
    state = table()
    give(state, 1, "Mehar Xull")
    reveal(state, "incentive_program")
    pass_all(state)
    GAME.apply(state, 1, CastVotes("for"))
    GAME.apply(state, 1, ExhaustForVotes("Darien"))
    GAME.apply(state, 1, ExhaustForVotes("Mehar Xull"))
    events = GAME.apply(state, 1, DoneVoting())
    assert VotesCast(seat=1, outcome="for", count=4 + 3) in events
    assert state.planets["Darien"].exhausted and state.planets["Mehar Xull"].exhausted


def test_a_voter_who_exhausts_its_last_planet_still_casts_its_votes() -> None:
    """The seat is asked until it is done, even with nothing left to exhaust."""
    state = table()
    reveal(state, "incentive_program")
    pass_all(state)
    GAME.apply(state, 1, CastVotes("for"))
    GAME.apply(state, 1, ExhaustForVotes("Darien"))
    assert GAME.decisions(state)[0].seat == 1 and GAME.decisions(state)[0].options == [DoneVoting()]
    events = GAME.apply(state, 1, DoneVoting())
    assert VotesCast(seat=1, outcome="for", count=4) in events


def test_the_most_votes_win_and_a_tie_goes_to_the_speaker() -> None:
    """LRR 7.9, 7.10: Yin's 4 beat Arborec's 2; 2 against 2 is the speaker's to decide."""
    state = table()
    public = len(state.public)
    reveal(state, "incentive_program")
    vote(state, {1: "for", 2: "against"})
    assert len(state.public) == public + 1 and agenda_step(state) is None  # "for": a stage I objective
    state = table()
    reveal(state, "incentive_program")
    vote(state, {2: "for", 0: "against"})
    decision = GAME.decisions(state)[0]
    assert decision.seat == 0 and decision.options == [ChooseOutcome("for"), ChooseOutcome("against")]
    stage2 = state.stage2[-1]
    GAME.apply(state, 0, ChooseOutcome("against"))
    pass_all(state)
    assert state.public[-1] == stage2


def test_a_law_stays_in_play_and_a_directive_is_discarded() -> None:
    """LRR 7.8, 7.9."""
    state = table()
    reveal(state, "shared_research")
    vote(state, {1: "for"})
    assert state.laws == ["shared_research"]
    reveal(state, "economic_equality")
    vote(state, {2: "for"})
    assert "economic_equality" in state.agenda_discard and state.laws == ["shared_research"]


def test_an_agenda_that_needs_a_law_in_play_is_set_aside() -> None:
    """Judicial Abolishment with no law in play: the next agenda is revealed instead."""
    state = table()
    on_top(state, "judicial_abolishment", "incentive_program")
    state.phase = "agenda"
    from engines.galaxy.flow import push, settle
    from engines.galaxy.steps.agenda import Agenda

    push(state, Agenda())
    events = settle(state)
    assert "judicial_abolishment" in state.agenda_discard
    assert AgendaRevealed(agenda="incentive_program") in events


def test_the_phase_resolves_two_agendas_then_readies_every_planet() -> None:
    """LRR 8.2-8.5."""
    state = table()
    events = []
    phase(state, "incentive_program", "economic_equality")
    events += vote(state, {1: "for"})
    events += vote(state, {2: "for", 0: "against"})  # 2 to 2: the speaker (seat 0) decides
    events += GAME.apply(state, 0, ChooseOutcome("for"))
    events += pass_all(state)
    resolved = [e.agenda for e in events if isinstance(e, AgendaResolved)]
    assert resolved == ["incentive_program", "economic_equality"]
    assert not any(isinstance(s, AgendaPhase) for s in state.stack)
    assert not any(state.planets[p].exhausted for p in ("Jord", "Darien", "Nestphar"))
    assert state.tally.agendas_resolved == 2


def test_the_agenda_phase_is_played_only_once_the_custodians_token_is_taken() -> None:
    """LRR 40.1, 27.4: after the status phase the round goes on to the agenda phase only once Mecatol Rex's
    custodians token has left it; else the next strategy phase begins."""
    from tests.engines.galaxy.rounds import quiet, to_status, until

    for taken, next_phase in ((False, "strategy"), (True, "agenda")):
        state = known("leadership")
        to_status(state)
        if taken:
            state.custodians = 1
        until(state, lambda s: s.phase != "status", quiet, limit=500)
        assert state.phase == next_phase


def test_politics_shows_the_top_two_agendas_to_its_holder_only() -> None:
    """LRR 66.2: the holder looks at the top two and puts each on the top or the bottom; nobody else sees them."""
    state = known("politics")
    top_two = state.agenda_deck[-2:]
    act(state, TakeStrategicAction("politics"))
    act(state, options(state, ChooseSpeaker)[0])
    assert set(top_two) <= set(state.players[0].seen)
    for seat in (1, 2):
        assert not set(top_two) & set(str(GAME.view(state, seat)).split("'"))
    assert set(top_two) <= set(GAME.secrets(state)[0])
    first_shown = [o for o in options(state, AgendaChoice)]
    assert {o.value for o in first_shown} == {"top", "bottom"}
    act(state, next(o for o in first_shown if o.value == "bottom"))  # the top card goes to the bottom
    act(state, next(o for o in options(state, AgendaChoice) if o.value == "top"))
    assert state.agenda_deck[0] == top_two[-1] and state.agenda_deck[-1] == top_two[0]
