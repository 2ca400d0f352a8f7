"""Action cards of the agenda phase (LRR 2, 7, 8): the riders, votes bought or blocked, agendas thrown away or
looked at, the result turned. One test per card, named after it.

Speaker seat 0, so the vote goes seat 1 (Darien: 4 votes), seat 2 (Nestphar: 2), seat 0 (Jord: 2).
"""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.agenda.actions import AgendaDiscarded
from engines.galaxy.board import add
from engines.galaxy.state import TIState
from tests.engines.galaxy.cards import asked_in_window, hand, pick, play
from tests.engines.galaxy.council import agenda_step, phase, reveal, table, vote
from tests.engines.galaxy.rounds import give

# Mutiny: "for" gives each voter "for" a point; a directive with a plain for/against vote.
PLAIN = "incentive_program"


def revealed(agenda: str = PLAIN, **cards: str) -> TIState:
    """``agenda`` revealed; ``cards`` maps "seatN" to a card put in that seat's hand first."""
    state = table()
    for seat, card in cards.items():
        hand(state, int(seat[-1]), card)
    reveal(state, agenda)
    return state


# ----- the riders -----------------------------------------------------------------------------------------


def predicted(rider: str, outcome: str = "for", result: str = "for", planet: str = "") -> TIState:
    """Seat 2 (given ``planet``) plays ``rider`` on ``outcome``; seat 1 votes ``result`` and it wins."""
    state = revealed(seat2=rider)
    if planet:
        give(state, 2, planet)
    play(state, 2, rider, f"outcome:{outcome}")
    asked_in_window(state)
    vote(state, {1: result})
    return state


def test_a_rider_costs_its_player_the_vote_and_a_wrong_prediction_gives_nothing() -> None:
    state = revealed(seat2="trade_rider")
    play(state, 2, "trade_rider", "outcome:against")
    asked_in_window(state)
    asked = []
    while agenda_step(state) is not None and agenda_step(state).stage == "voting":  # type: ignore[union-attr]
        decision = GAME.decisions(state)[0]
        asked.append(decision.seat)
        vote(state, {1: "for"}) if decision.seat == 1 else GAME.apply(state, decision.seat, decision.options[-1])
    assert 2 not in asked and state.players[2].trade_goods == 0


def test_construction_rider_gives_a_space_dock() -> None:
    from tests.engines.galaxy.rounds import answer

    state = predicted("construction_rider", planet="Saudor")
    answer(state, lambda o: getattr(o, "planet", None) == "Saudor" or getattr(o, "value", None) == "Saudor")
    assert any(s.kind == "space_dock" and s.owner == 2 for s in state.planets["Saudor"].units)


def test_diplomacy_rider_puts_the_others_tokens_in_your_planets_system() -> None:
    state = predicted("diplomacy_rider")
    pick(state, "34")
    assert sorted(state.systems["34"].tokens) == [0, 1]


def test_imperial_rider_gives_a_victory_point() -> None:
    state = predicted("imperial_rider")
    assert state.players[2].vp == 1


def test_leadership_rider_gives_three_command_tokens() -> None:
    state = predicted("leadership_rider")
    player = state.players[2]
    from tests.engines.galaxy.rounds import quiet, until

    until(state, lambda s: agenda_step(s) is None, quiet)
    assert player.tactic + player.fleet + player.strategy == 8 + 3


def test_politics_rider_gives_three_action_cards_and_the_speaker_token() -> None:
    state = predicted("politics_rider")
    assert state.speaker == 2 and len(state.players[2].action_cards) == 3


def test_technology_rider_gives_a_technology() -> None:
    from engines.galaxy.actions.rounds import ResearchTechnology
    from tests.engines.galaxy.rounds import act

    state = predicted("technology_rider")
    act(state, ResearchTechnology("plasma_scoring"))
    assert "plasma_scoring" in state.players[2].technologies


def test_trade_rider_gives_five_trade_goods() -> None:
    state = predicted("trade_rider")
    assert state.players[2].trade_goods == 5


def test_warfare_rider_puts_a_dreadnought_with_your_ships() -> None:
    state = predicted("warfare_rider")
    pick(state, "34")
    assert any(s.kind == "dreadnought" and s.owner == 2 for s in state.systems["34"].space)


def test_sanction_takes_a_fleet_token_from_each_voter_for_the_outcome() -> None:
    state = predicted("sanction")
    assert state.players[1].fleet == 2 and state.players[0].fleet == 3


# ----- before the vote ------------------------------------------------------------------------------------


def test_ancient_burial_sites_exhausts_a_players_cultural_planets() -> None:
    state = table()
    give(state, 1, "Quann")
    give(state, 1, "Wellon")
    hand(state, 0, "ancient_burial_sites")
    phase(state, PLAIN)
    play(state, 0, "ancient_burial_sites", "seat:1")
    assert state.planets["Quann"].exhausted and not state.planets["Wellon"].exhausted


def test_assassinate_representative_keeps_a_player_from_voting() -> None:
    state = revealed(seat0="assassinate_representative")
    play(state, 0, "assassinate_representative", "seat:1")
    assert agenda_step(state).barred == [1]  # type: ignore[union-attr]
    assert GAME.decisions(state)[0].seat == 2


def test_hack_election_turns_the_voting_order_around() -> None:
    state = revealed(seat0="hack_election")
    play(state, 0, "hack_election")
    assert GAME.decisions(state)[0].seat == 2 and agenda_step(state).order == [2, 1, 0]  # type: ignore[union-attr]


def test_insider_information_shows_you_the_next_agenda() -> None:
    state = revealed(seat1="insider_information")
    next_one = state.agenda_deck[-1]
    events = play(state, 1, "insider_information")
    assert next_one in state.players[1].seen and next_one not in state.players[0].seen
    assert next_one not in str([e for e in events if e.only is None])
    assert next_one not in str(GAME.view(state, 0).agenda)


def test_veto_throws_the_agenda_away_and_reveals_the_next() -> None:
    state = revealed(seat1="veto")
    following = state.agenda_deck[-1]
    events = play(state, 1, "veto")
    events += asked_in_window(state) and []
    assert PLAIN in state.agenda_discard
    assert any(isinstance(e, AgendaDiscarded) and e.why == "vetoed" for e in events)
    assert agenda_step(state).agenda == following  # type: ignore[union-attr]


def test_diplomatic_pressure_makes_a_player_give_you_a_note() -> None:
    state = revealed(seat0="diplomatic_pressure")
    play(state, 0, "diplomatic_pressure", "seat:1")
    pick(state, "1:ceasefire")
    assert "1:ceasefire" in state.players[0].notes and "1:ceasefire" not in state.players[1].notes


# ----- the vote ---------------------------------------------------------------------------------------------


def test_distinguished_councilor_adds_five_votes() -> None:
    state = revealed(seat1="distinguished_councilor")
    vote(state, {1: "for"})
    play(state, 1, "distinguished_councilor")
    assert sum(v.count for v in agenda_step(state).votes if v.seat == 1) == 4 + 5  # type: ignore[union-attr]


def test_bribery_buys_a_vote_for_each_trade_good() -> None:
    state = revealed(seat1="bribery")
    state.players[1].trade_goods = 3
    revealed_objectives = len(state.public)
    vote(state, {1: "for", 2: "against", 0: "against"})  # 4 to 4: the speaker would decide
    play(state, 1, "bribery", "goods:2")
    assert state.players[1].trade_goods == 1
    assert len(state.public) == revealed_objectives + 1  # "for" won 6 to 4: a stage I objective revealed


# ----- the result -------------------------------------------------------------------------------------------

ELECTS = "archived_secret"  # a directive electing a player: the elected one draws a secret objective


def test_confusing_legal_text_passes_your_election_to_another() -> None:
    card = "confusing_legal_text"
    state = revealed(ELECTS, seat1=card)
    vote(state, {1: "seat:1"})
    secrets = len(state.players[2].secrets) + len(state.players[2].scored)
    play(state, 1, card, "seat:2")
    asked_in_window(state)
    assert len(state.players[2].secrets) + len(state.players[2].scored) == secrets + 1


def test_confounding_legal_text_takes_another_players_election() -> None:
    state = revealed(ELECTS, seat0="confounding_legal_text")
    vote(state, {1: "seat:1"})
    secrets = len(state.players[0].secrets) + len(state.players[0].scored)
    play(state, 0, "confounding_legal_text")
    asked_in_window(state)
    assert len(state.players[0].secrets) + len(state.players[0].scored) == secrets + 1


def test_deadly_plot_throws_the_agenda_away_and_exhausts_your_planets() -> None:
    state = revealed(seat0="deadly_plot")
    add(state.planets["Jord"].units, 0, "infantry")
    vote(state, {1: "for", 0: "against"})
    stage1 = len(state.public)
    events = play(state, 0, "deadly_plot")
    asked_in_window(state)
    assert len(state.public) == stage1  # Incentive Program did not reveal an objective
    assert PLAIN in state.agenda_discard and state.planets["Jord"].exhausted
    assert any(isinstance(e, AgendaDiscarded) for e in events) or PLAIN in state.agenda_discard
