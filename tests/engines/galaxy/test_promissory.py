"""Promissory notes (LRR 69) and transactions carrying them (LRR 94): the five generic notes, the faction notes'
framework, giving, playing and returning; Support for the Throne's point given and taken."""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import (
    AcceptTransaction,
    OfferAmount,
    OfferTransaction,
    RefuseTransaction,
    TakeTacticalAction,
)
from engines.galaxy.agenda.actions import Abstain, CastVotes
from engines.galaxy.board import add
from engines.galaxy.promissory.actions import NoteGiven, NotePlayed, OfferNote, PlayNote
from engines.galaxy.promissory.generic import owner_eliminated
from engines.galaxy.promissory.notes import GENERIC, NOTES, give, notes_of_faction
from engines.galaxy.state import TIState
from engines.galaxy.tactical.actions import Activate
from tests.engines.galaxy.cards import fillers
from tests.engines.galaxy.council import agenda_step, pass_all, reveal, table
from tests.engines.galaxy.rounds import act, first, known, options


def holding(seat: int, note: str, state: TIState | None = None) -> TIState:
    """``seat`` holds ``note`` (``owner:id``), given to it by its owner."""
    state = state if state is not None else known("leadership")
    give(state, int(note.partition(":")[0]), seat, note)
    return state


def notes_played(state: TIState, seat: int) -> list[PlayNote]:
    return [o for d in GAME.decisions(state) if d.seat == seat for o in d.options if isinstance(o, PlayNote)]


# ----- dealing and the faction notes' framework -------------------------------------------------------------


def test_every_player_starts_with_its_five_generic_notes_and_its_factions() -> None:
    """LRR 69.1."""
    state = known()
    for player in state.players:
        assert player.notes == [f"{player.seat}:{n}" for n in (*GENERIC, *notes_of_faction(player.faction))]
    assert notes_of_faction("sol") == ["military_support"]


def test_the_seats_asked_about_a_note_depend_on_whose_notes_they_hold_not_which() -> None:
    """Whose note changed hands is public, which note is not: a seat holding any of the active player's notes is
    asked in its windows, whatever the note is; it is offered only the note it really holds."""
    for note, playable in (("0:ceasefire", True), ("0:trade_agreement", False)):
        state = holding(1, note)
        add(state.systems["9"].space, 1, "destroyer")
        act(state, TakeTacticalAction())
        GAME.apply(state, 0, Activate(9))
        pass_all_but(state, 1)
        assert first_seat(state) == 1
        assert bool(notes_played(state, 1)) is playable


def pass_all_but(state: TIState, seat: int) -> None:
    from engines.galaxy.windows.actions import PassWindow

    for _ in range(20):
        found = GAME.decisions(state)
        if not found or found[0].seat == seat or not any(isinstance(o, PassWindow) for o in found[0].options):
            return
        GAME.apply(state, found[0].seat, PassWindow())


def first_seat(state: TIState) -> int:
    return GAME.decisions(state)[0].seat


def test_faction_notes_register_like_the_generic_ones() -> None:
    """The framework the faction issue fills: every generic note that acts in a window is registered by id."""
    assert {"ceasefire", "trade_agreement", "political_secret"} <= set(NOTES)


# ----- the five generic notes --------------------------------------------------------------------------------


def test_ceasefire_stops_its_owner_moving_into_the_system_and_goes_home() -> None:
    state = holding(1, "0:ceasefire")
    add(state.systems["9"].space, 1, "destroyer")
    act(state, TakeTacticalAction())
    GAME.apply(state, 0, Activate(9))
    pass_all_but(state, 1)
    events = GAME.apply(state, 1, PlayNote("0:ceasefire"))
    assert NotePlayed(seat=1, note="0:ceasefire") in events
    assert "0:ceasefire" in state.players[0].notes and "0:ceasefire" not in state.players[1].notes
    from engines.galaxy.tactical.actions import MoveFrom

    pass_all(state)
    assert not any(isinstance(o, MoveFrom) for d in GAME.decisions(state) for o in d.options)


def test_trade_agreement_hands_over_its_owners_replenished_commodities() -> None:
    from engines.galaxy.flow import settle
    from engines.galaxy.strategic.trade import replenished

    state = holding(1, "0:trade_agreement")
    replenished(state, 0)
    settle(state)
    GAME.apply(state, 1, PlayNote("0:trade_agreement"))
    assert state.players[0].commodities == 0 and state.players[1].trade_goods == 4  # Sol's commodities
    assert "0:trade_agreement" in state.players[0].notes


def test_political_secret_silences_its_owner_on_this_agenda() -> None:
    state = holding(1, "2:political_secret", table())
    fillers(state, 2, 1)
    reveal(state, "incentive_program")
    pass_all_but(state, 1)
    GAME.apply(state, 1, PlayNote("2:political_secret"))
    pass_all(state)
    step = agenda_step(state)
    assert step is not None
    asked = []
    while step.stage == "voting":
        decision = GAME.decisions(state)[0]
        asked.append(decision.seat)
        GAME.apply(state, decision.seat, Abstain() if decision.seat != 1 else CastVotes("for"))
        if decision.seat == 1:
            from engines.galaxy.agenda.actions import DoneVoting, ExhaustForVotes

            GAME.apply(state, 1, ExhaustForVotes("Darien"))
            GAME.apply(state, 1, DoneVoting())
        pass_all(state)
    assert 2 not in asked
    assert "2:political_secret" in state.players[2].notes


def test_support_for_the_throne_gives_a_point_and_takes_it_back_on_activation() -> None:
    """The holder gains a point while the note lies in its play area; activating a system with the owner's units
    sends it home and the point goes with it."""
    state = known("leadership")
    events = give(state, 1, 0, "1:support_for_the_throne")
    assert state.players[0].vp == 1 and "1:support_for_the_throne" in state.players[0].promissory
    assert NoteGiven(seat=1, to=0, owner=1) in events
    assert GAME.view(state, 2).players[0].promissory == ["1:support_for_the_throne"]  # in the open
    add(state.systems["13"].space, 1, "destroyer")
    act(state, TakeTacticalAction())
    act(state, Activate(13))
    assert state.players[0].vp == 0 and "1:support_for_the_throne" in state.players[1].notes
    assert state.players[0].promissory == []


def test_support_for_the_throne_is_lost_when_its_owner_is_eliminated() -> None:
    """LRR 33.4."""
    state = known("leadership")
    give(state, 1, 0, "1:support_for_the_throne")
    owner_eliminated(state, 1)
    assert state.players[0].vp == 0 and state.players[0].promissory == []


def test_alliance_lies_face_up_and_goes_home_on_activation() -> None:
    state = known("leadership")
    give(state, 2, 0, "2:alliance")
    assert state.players[0].promissory == ["2:alliance"] and state.players[0].vp == 0
    add(state.systems["9"].space, 2, "destroyer")
    act(state, TakeTacticalAction())
    act(state, Activate(9))
    assert state.players[0].promissory == [] and "2:alliance" in state.players[2].notes


# ----- transactions with notes --------------------------------------------------------------------------------


def neighbourly(state: TIState) -> None:
    add(state.systems["13"].space, 0, "cruiser")  # beside the Yin's home


def offer(state: TIState, give_note: str, get_note: str, goods: int = 0) -> None:
    act(state, OfferTransaction(1))
    for amount in (goods, 0, 0, 0):
        if options(state, OfferAmount):
            act(state, OfferAmount(amount))
    act(state, OfferNote(give_note))
    act(state, OfferNote(get_note))


def test_a_transaction_of_notes_moves_nothing_until_the_partner_accepts() -> None:
    """LRR 94.2-94.4: the offer is public as whose notes; only the two sides see which."""
    state = known("leadership")
    neighbourly(state)
    offer(state, "0:trade_agreement", "1/ceasefire")
    assert "0:trade_agreement" in state.players[0].notes and "1:ceasefire" in state.players[1].notes
    assert first(state).seat == 1 and first(state).options == [AcceptTransaction(), RefuseTransaction()]
    events = act(state, AcceptTransaction())
    assert "0:trade_agreement" in state.players[1].notes and "1:ceasefire" in state.players[0].notes
    public = [e for e in events if isinstance(e, NoteGiven) and e.only is None]
    assert public and all(e.note == "" for e in public)
    assert state.tally.transactions == 1
    private = [GAME.narrate(e) for e in events if isinstance(e, NoteGiven) and e.only == 1]
    assert any("Trade Agreement of {p0}" in line for line in private)  # the log names the note to its sides


def test_a_refused_note_stays_where_it_was() -> None:
    state = known("leadership")
    neighbourly(state)
    offer(state, "0:alliance", "", goods=0)
    act(state, RefuseTransaction())
    assert "0:alliance" in state.players[0].notes and state.players[1].promissory == []
    assert state.tally.transactions == 0


def test_a_note_asked_for_at_the_partners_choice() -> None:
    state = known("leadership")
    neighbourly(state)
    state.players[0].trade_goods = 2
    offer(state, "", "any", goods=2)
    accepts = [o for o in first(state).options if isinstance(o, AcceptTransaction)]
    assert {a.note for a in accepts} == set(state.players[1].notes)
    act(state, AcceptTransaction("1:support_for_the_throne"))
    assert state.players[0].vp == 1 and state.players[1].trade_goods == 2


def test_transactions_in_the_agenda_phase_with_any_player_once_per_agenda() -> None:
    """While an agenda is voted on, the voter may deal with every other player, neighbours or not."""
    state = table()
    state.players[1].trade_goods = 1
    reveal(state, "incentive_program")
    pass_all(state)
    assert {o.partner for o in first(state).options if isinstance(o, OfferTransaction)} == {0, 2}
    act(state, OfferTransaction(2))
    act(state, OfferAmount(1))
    for _ in range(6):
        found = options(state, OfferAmount) or options(state, OfferNote)
        if not found:
            break
        act(state, found[0])
    act(state, AcceptTransaction())
    assert state.players[2].trade_goods == 1
    assert {o.partner for o in first(state).options if isinstance(o, OfferTransaction)} == {0}
