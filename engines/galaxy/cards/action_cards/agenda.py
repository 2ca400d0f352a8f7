"""Action cards of the agenda phase: the riders, votes bought or blocked, agendas thrown away or looked at."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.agenda.actions import AgendasSeen
from engines.galaxy.amounts import amount
from engines.galaxy.cards.action_cards.actions import CardEffect
from engines.galaxy.cards.action_cards.registry import Play, window_card
from engines.galaxy.cards.common import exhaust_all, with_trait
from engines.galaxy.flow import parent
from engines.galaxy.seats import in_game
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda, Rider, Vote
from engines.galaxy.steps.windows import Window

RIDER_CARDS = ("construction_rider", "diplomacy_rider", "imperial_rider", "leadership_rider", "politics_rider",
               "technology_rider", "trade_rider", "warfare_rider", "sanction")


def agenda_of(state: TIState) -> Agenda | None:
    return parent(state, Agenda)


def _in_agenda(state: TIState, seat: int, window: Window | None) -> bool:
    return agenda_of(state) is not None


def _others(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"seat:{s}" for s in in_game(state) if s != seat]


def _everyone(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"seat:{s}" for s in in_game(state)]


def _said(play: Play, what: str) -> list[Event]:
    return [CardEffect(seat=play.seat, card=play.card, what=what)]


# ----- the riders -----------------------------------------------------------------------------------------


def _outcomes(state: TIState, seat: int, window: Window | None) -> list[str]:
    from engines.galaxy.agenda.deck import outcomes
    from engines.galaxy.agenda.phase import effective

    step = agenda_of(state)
    return [f"outcome:{o}" for o in outcomes(state, effective(step))] if step is not None else []


def _may_predict(state: TIState, seat: int, window: Window | None) -> bool:
    step = agenda_of(state)
    return step is not None and step.stage in ("start_vote", "after_revealed") and not step.outcome


def _predict(play: Play) -> list[Event]:
    """Give up your vote on this agenda and predict an outcome (the reward: ``agenda/riders.py``)."""
    step = agenda_of(play.state)
    if step is None:
        return []
    step.riders.append(Rider(play.seat, play.card, play.target.partition(":")[2]))
    return []


@window_card("construction_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def construction_rider(play: Play) -> list[Event]:
    """Predict: a space dock on one of your planets."""
    return _predict(play)


@window_card("diplomacy_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def diplomacy_rider(play: Play) -> list[Event]:
    """Predict: the other players' command tokens in a system with your planet."""
    return _predict(play)


@window_card("imperial_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def imperial_rider(play: Play) -> list[Event]:
    """Predict: a victory point."""
    return _predict(play)


@window_card("leadership_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def leadership_rider(play: Play) -> list[Event]:
    """Predict: three command tokens."""
    return _predict(play)


@window_card("politics_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def politics_rider(play: Play) -> list[Event]:
    """Predict: three action cards and the speaker token."""
    return _predict(play)


@window_card("technology_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def technology_rider(play: Play) -> list[Event]:
    """Predict: a technology."""
    return _predict(play)


@window_card("trade_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def trade_rider(play: Play) -> list[Event]:
    """Predict: five trade goods."""
    return _predict(play)


@window_card("warfare_rider", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def warfare_rider(play: Play) -> list[Event]:
    """Predict: a dreadnought in a system with your ships."""
    return _predict(play)


@window_card("sanction", "after:agenda_revealed", by="any", could=_may_predict, targets=_outcomes)
def sanction(play: Play) -> list[Event]:
    """Predict: the voters for the outcome lose a fleet pool token."""
    return _predict(play)


# ----- before the vote ------------------------------------------------------------------------------------


@window_card("ancient_burial_sites", "start:agenda_phase", by="any", targets=_everyone)
def ancient_burial_sites(play: Play) -> list[Event]:
    """The chosen player's cultural planets are exhausted."""
    seat = int(play.target.partition(":")[2])
    done = exhaust_all(play.state, with_trait(play.state, seat, "cultural"))
    return _said(play, "exhausts the cultural planets of {p%d} (%d)" % (seat, len(done)))


@window_card("assassinate_representative", "after:agenda_revealed", by="any", could=_may_predict, targets=_everyone)
def assassinate_representative(play: Play) -> list[Event]:
    """The chosen player may not vote on this agenda."""
    step = agenda_of(play.state)
    seat = int(play.target.partition(":")[2])
    if step is not None and seat not in step.barred:
        step.barred.append(seat)
    return _said(play, "keeps {p%d} from voting on this agenda" % seat)


@window_card("hack_election", "after:agenda_revealed", by="any", could=_may_predict)
def hack_election(play: Play) -> list[Event]:
    """The vote starts at the speaker's right and goes counter-clockwise."""
    step = agenda_of(play.state)
    if step is not None:
        step.reverse = True
    return _said(play, "turns the voting order around")


def _deck_left(state: TIState, seat: int, window: Window | None) -> bool:
    return _in_agenda(state, seat, window) and bool(state.agenda_deck)


@window_card("insider_information", "after:agenda_revealed", by="any", could=_deck_left)
def insider_information(play: Play) -> list[Event]:
    """Look at the next agenda of the deck (only you see it)."""
    top = play.state.agenda_deck[-1]
    seen = play.state.players[play.seat].seen
    if top not in seen:
        seen.append(top)
    return [AgendasSeen(seat=play.seat), AgendasSeen(seat=play.seat, agendas=[top], only=play.seat)]


@window_card("veto", "when:agenda_revealed", by="any", could=_in_agenda)
def veto(play: Play) -> list[Event]:
    """The agenda is thrown away and the next one revealed in its place."""
    step = agenda_of(play.state)
    if step is not None:
        step.stage = "vetoed"
    if play.window is not None:
        play.window.closed = True
    return []


def _holds_notes(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"seat:{s}" for s in in_game(state) if s != seat and state.players[s].notes]


def _someone_has_notes(state: TIState, seat: int, window: Window | None) -> bool:
    return _in_agenda(state, seat, window) and bool(_holds_notes(state, seat, window))


@window_card("diplomatic_pressure", "when:agenda_revealed", by="any", could=_someone_has_notes,
             targets=_holds_notes)
def diplomatic_pressure(play: Play) -> list[Event]:
    """The chosen player gives you one promissory note of its choice."""
    from engines.galaxy.agenda.choices import ask_each

    giver = int(play.target.partition(":")[2])
    ask_each(play.state, "diplomatic_pressure", "give_note", [giver], [1], target=str(play.seat))
    return []


# ----- the vote ---------------------------------------------------------------------------------------------


def _voted(state: TIState, seat: int) -> Vote | None:
    step = agenda_of(state)
    if step is None:
        return None
    return next((v for v in reversed(step.votes) if v.seat == seat and v.count > 0), None)


def _counts_votes(state: TIState) -> bool:
    from engines.galaxy.agenda.phase import one_vote_each

    return not one_vote_each(state)


def _councilor(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and _voted(state, seat) is not None and _counts_votes(state)


@window_card("distinguished_councilor", "after:vote", could=_councilor)
def distinguished_councilor(play: Play) -> list[Event]:
    """Five more votes for the outcome you voted for."""
    vote = _voted(play.state, play.seat)
    step = agenda_of(play.state)
    if vote is None or step is None:
        return []
    step.votes.append(Vote(play.seat, vote.outcome, 5))
    return _said(play, "adds 5 votes")


def _bribery(state: TIState, seat: int, window: Window | None) -> bool:
    return _voted(state, seat) is not None and state.players[seat].trade_goods > 0 and _counts_votes(state)


def _bribes(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"goods:{n}" for n in range(1, state.players[seat].trade_goods + 1)]


@window_card("bribery", "after:speaker_voted", by="any", could=_bribery, targets=_bribes)
def bribery(play: Play) -> list[Event]:
    """Spend trade goods: a vote each for the outcome you voted for."""
    vote = _voted(play.state, play.seat)
    step = agenda_of(play.state)
    paid = int(play.target.partition(":")[2])
    if vote is None or step is None:
        return []
    paid = min(paid, play.state.players[play.seat].trade_goods)
    play.state.players[play.seat].trade_goods -= paid
    step.votes.append(Vote(play.seat, vote.outcome, paid))
    return _said(play, f"spends {amount(paid, 'trade good')} for as many votes")


# ----- the result ---------------------------------------------------------------------------------------------


def _elects_a_player(state: TIState, seat: int, window: Window | None) -> bool:
    step = agenda_of(state)
    return step is not None and step.outcome.startswith("seat:")


def _others_than_elected(state: TIState, seat: int, window: Window | None) -> list[str]:
    return [f"seat:{s}" for s in in_game(state) if s != seat]


@window_card("confusing_legal_text", "when:elected", could=_elects_a_player, targets=_others_than_elected)
def confusing_legal_text(play: Play) -> list[Event]:
    """You were elected: the agenda elects the player you name instead."""
    step = agenda_of(play.state)
    if step is not None:
        step.outcome = play.target
    return _said(play, "passes the election to {p%s}" % play.target.partition(":")[2])


@window_card("confounding_legal_text", "when:elected", by="other", could=_elects_a_player)
def confounding_legal_text(play: Play) -> list[Event]:
    """Another player was elected: the agenda elects you instead."""
    step = agenda_of(play.state)
    if step is not None:
        step.outcome = f"seat:{play.seat}"
    return _said(play, "takes the election")


def _plotter(state: TIState, seat: int, window: Window | None) -> bool:
    step = agenda_of(state)
    if step is None or not step.outcome:
        return False
    backed = {v.outcome for v in step.votes if v.seat == seat and v.count > 0}
    backed |= {r.outcome for r in step.riders if r.seat == seat}
    return bool(backed - {step.outcome})


@window_card("deadly_plot", "when:outcome_resolved", by="any", could=_plotter)
def deadly_plot(play: Play) -> list[Event]:
    """You backed another outcome: the agenda is thrown away with no effect; then your planets are exhausted."""
    step = agenda_of(play.state)
    if step is not None:
        step.stage = "discard"
    if play.window is not None:
        play.window.closed = True
    exhaust_all(play.state, [k for k, p in play.state.planets.items() if p.owner == play.seat])
    return _said(play, "throws the agenda away and exhausts its planets")
