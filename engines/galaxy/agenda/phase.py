"""The agenda phase (LRR 8) and one agenda from reveal to resolution (LRR 7).

The speaker reveals the top agenda (one that needs a law or a scored secret in play is set aside and
the next revealed); the "when" then "after" windows; the vote, from the speaker's left with the speaker
last, each seat choosing an outcome (or abstaining) and exhausting planets for their influence in
votes; the speaker breaks ties (and decides when nobody voted); the "when elected" and "when resolved"
windows; the outcome, then the riders, then the law kept or the directive discarded. Twice, then
every planet is readied (LRR 8.5).

Timing windows: "start:agenda_phase"; "when:agenda_revealed" and "after:agenda_revealed" (subject the
agenda); "after:vote" (actor: the voter; subject the outcome, amount the votes); "after:speaker_voted";
"when:elected" (actor: the seat elected, or the elected planet's controller); "when:outcome_resolved";
"after:outcome_resolved" (actors: the seats that voted for or predicted it); "before:vote" (actor: the
voter, before it is asked; subject the agenda). Hooks: ``bound_outcome`` (the outcome the seat must put
at least one vote on: Genetic Recombination), ``no_votes`` (true: the seat may not vote),
``votes_unstoppable`` (true: nothing bars the seat from voting, Elder Qanoj), ``votes_per_planet`` (votes
added for each planet exhausted to vote), ``vote_bonus`` ((source, votes) a seat may add, Predictive
Intelligence),
``one_vote_each`` (Representative Government: a vote counts 1, no planets, no extra votes),
``votes_first`` (true: the seat votes before the others, Zeal), ``votes_cast`` (fired for the voter before
its votes are counted, with ``cast`` the votes so far; an answer may add to ``Agenda.cast``: Zeal),
``vote_bonus_taken`` (bonus: the source, fired after a ``vote_bonus`` is added; its source pays for it),
``end_of_agenda_phase`` (fired for every seat before planets are readied).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.agenda import deck
from engines.galaxy.agenda.actions import (
    Abstain,
    Abstained,
    AgendaDiscarded,
    AgendaResolved,
    AgendaRevealed,
    AgendaSetAside,
    CastVotes,
    ChooseOutcome,
    DoneVoting,
    ExhaustForVotes,
    ExtraVotes,
    OutcomeDecided,
    RiderResolved,
    VotesCast,
)
from engines.galaxy.agenda.laws import enact
from engines.galaxy.agenda.outcomes import OUTCOMES, Resolution
from engines.galaxy.agenda.riders import RIDERS
from engines.galaxy.agenda.secrets import score_agenda_secrets
from engines.galaxy.economy import influence
from engines.galaxy.effects import Context, any_true, collect, effect, end_scope, fire, total
from engines.galaxy.flow import Automatic, handles, pop, push
from engines.galaxy.seats import clockwise_from, in_game
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.agenda import Agenda, AgendaPhase, Vote
from engines.galaxy.steps.common import ReadyPlanets
from engines.galaxy.windows import open_window
from engines.galaxy.windows.autopass import end_autopass

AGENDAS = 2
RULE = "LRR 7"


def effective(step: Agenda) -> str:
    """The agenda the council is deciding (Covert Legislation's hidden one, when there is one)."""
    return step.hidden or step.agenda


def voting_order(state: TIState, reverse: bool = False) -> list[int]:
    """From the speaker's left, clockwise, the speaker last (LRR 7.7); Hack Election: from the right."""
    around = clockwise_from(state, state.speaker, include=False)
    if reverse:
        around.reverse()
    order = [*around, state.speaker] if state.speaker in in_game(state) else around
    first = [s for s in order if any_true(state, "votes_first", s)]
    return [*first, *(s for s in order if s not in first)] if first else order


def may_vote(state: TIState, step: Agenda, seat: int) -> bool:
    if any(r.seat == seat for r in step.riders):
        return False
    if any_true(state, "votes_unstoppable", seat):  # Elder Qanoj: no game effect stops the seat voting
        return True
    return seat not in step.barred and not any_true(state, "no_votes", seat)


def planet_votes(state: TIState, seat: int, planet: str) -> int:
    """A planet's votes: its influence, and one more per planet for an effect answering "votes_per_planet"."""
    return influence(state, planet) + total(state, "votes_per_planet", seat)


def one_vote_each(state: TIState) -> bool:
    return any_true(state, "one_vote_each", state.speaker) or "representative_government" in state.laws


def vote_planets(state: TIState, seat: int) -> list[str]:
    return [k for k, p in state.planets.items()
            if p.owner == seat and not p.exhausted and planet_votes(state, seat, k) > 0]


def bonuses(state: TIState, step: Agenda, seat: int) -> list[tuple[str, int]]:
    if one_vote_each(state):
        return []
    return [(str(s), int(n)) for s, n in collect(state, "vote_bonus", seat) if f"{seat}:{s}" not in step.bonus]


def has_votes(state: TIState, step: Agenda, seat: int) -> bool:
    return one_vote_each(state) or bool(vote_planets(state, seat)) or bool(bonuses(state, step, seat))


def totals(step: Agenda) -> dict[str, int]:
    found: dict[str, int] = {}
    for vote in step.votes:
        found[vote.outcome] = found.get(vote.outcome, 0) + vote.count
    return found


def stays(step: Agenda) -> bool:
    """A law stays in play when it is elected "for", or when it elects (a player, an objective...)."""
    agenda = effective(step)
    return deck.is_law(agenda) and (deck.card(agenda).elect != "for_against" or step.outcome == "for")


def voters(step: Agenda, outcome: str) -> list[int]:
    return sorted({v.seat for v in step.votes if v.outcome == outcome and v.count > 0})


@handles(AgendaPhase)
class AgendaPhaseHandler(Automatic):
    def run(self, state: TIState, step: AgendaPhase) -> list[Event]:
        if step.stage == "start":
            step.stage = "agenda"
            open_window(state, "start:agenda_phase")
            return []
        if step.stage == "agenda":
            if step.resolved < AGENDAS and (state.agenda_deck or state.agenda_discard):
                step.resolved += 1
                push(state, Agenda())
            else:
                step.stage = "ready"
            return []
        if step.stage == "ready":
            step.stage = "done"
            return ready_at_end(state)
        end_autopass(state, "phase")
        pop(state, step)
        return []


def ready_at_end(state: TIState) -> list[Event]:
    """Every planet is readied (LRR 8.5); Checks and Balances' "against" lets each player ready three."""
    events = fire(state, "end_of_agenda_phase", in_game(state))
    limited = [m.owner for m in state.modifiers if m.effect == "checks_and_balances_against"]
    state.modifiers = [m for m in state.modifiers if m.effect != "checks_and_balances_against"]
    for planet in state.planets.values():
        if planet.owner not in limited:
            planet.exhausted = False
    for seat in reversed([s for s in in_game(state) if s in limited]):
        push(state, ReadyPlanets(seat=seat, count=3))
    return events


@handles(Agenda)
class AgendaHandler:
    def decisions(self, state: TIState, step: Agenda) -> list[Decision]:
        if step.stage == "voting" and step.turn < len(step.order) and step.before == step.turn:
            seat = step.order[step.turn]
            # A seat that has chosen its outcome is asked until it is done, even with its last planet exhausted.
            if may_vote(state, step, seat) and (step.current or has_votes(state, step, seat)):
                return [self._vote_decision(state, step, seat)]
        if step.stage == "speaker":
            tied = self._tied(state, step)
            options = [ChooseOutcome(o) for o in tied]
            return [Decision(state.speaker, "{p%d}: the vote on %s is tied or empty; as the speaker, decide the "
                             "outcome" % (state.speaker, _name(step)), list(options), "LRR 7.10")]
        return []

    def _vote_decision(self, state: TIState, step: Agenda, seat: int) -> Decision:
        bound = [str(o) for o in collect(state, "bound_outcome", seat)]
        if not step.current:
            from engines.galaxy.agenda.trading import agenda_offers

            outcomes = deck.outcomes(state, effective(step))
            options: list[Any] = [CastVotes(o) for o in outcomes if not bound or o == bound[0]]
            if not bound or bound[0] not in outcomes:
                options.append(Abstain())
            options += agenda_offers(state, step, seat)
            return Decision(seat, "{p%d}: cast your votes on %s, or abstain" % (seat, _name(step)), options, "LRR 7.7")
        options = [ExhaustForVotes(p) for p in vote_planets(state, seat)]
        options += [ExtraVotes(source) for source, _ in bonuses(state, step, seat)]
        if not (bound and step.cast <= 0 and options):  # a bound vote is at least one vote while there are any
            options.append(DoneVoting())
        prompt = "{p%d}: %d vote%s for %s on %s so far: exhaust planets for more, or be done" % (
            seat, step.cast, "" if step.cast == 1 else "s", _outcome(state, step.current), _name(step))
        return Decision(seat, prompt, options, "LRR 7.7b")

    def perform(self, state: TIState, step: Agenda, seat: int, action: Any) -> list[Event]:
        if isinstance(action, ChooseOutcome):
            step.outcome = action.outcome
            step.elected_by = seat
            step.stage = "decided"
            return []
        if isinstance(action, CastVotes):
            step.current = action.outcome
            if one_vote_each(state):
                step.cast = 1
                return self._done_voting(state, step, seat)
            return []
        if isinstance(action, Abstain):
            return self._next_voter(state, step, seat, [Abstained(seat=seat)])
        if isinstance(action, ExhaustForVotes):
            state.planets[action.planet].exhausted = True
            step.cast += planet_votes(state, seat, action.planet)
            step.planets.append(action.planet)
            return []
        if isinstance(action, ExtraVotes):
            step.cast += dict(bonuses(state, step, seat))[action.source]
            step.bonus.append(f"{seat}:{action.source}")
            return fire(state, "vote_bonus_taken", [seat], bonus=action.source)  # its price (Gila)
        if isinstance(action, DoneVoting):
            return self._done_voting(state, step, seat)
        from engines.galaxy.agenda.trading import start_agenda_transaction

        return start_agenda_transaction(state, step, seat, action)

    def _done_voting(self, state: TIState, step: Agenda, seat: int) -> list[Event]:
        if step.cast <= 0:
            return self._next_voter(state, step, seat, [Abstained(seat=seat)])
        added = [] if one_vote_each(state) else fire(state, "votes_cast", [seat], cast=step.cast)
        step.votes.append(Vote(seat, step.current, step.cast))
        events: list[Event] = [*added, VotesCast(seat=seat, outcome=step.current, count=step.cast)]
        outcome, cast = step.current, step.cast
        events += self._next_voter(state, step, seat, [])
        open_window(state, "after:vote", actors=[seat], subject=outcome, amount=cast)
        return events

    def _next_voter(self, state: TIState, step: Agenda, seat: int, events: list[Event]) -> list[Event]:
        if seat == state.speaker:
            open_window(state, "after:speaker_voted", actors=[seat], subject=effective(step))
        step.current, step.cast, step.planets = "", 0, []
        step.turn += 1
        return events

    def _tied(self, state: TIState, step: Agenda) -> list[str]:
        counted = totals(step)
        possible = deck.outcomes(state, effective(step))
        if not counted or max(counted.values()) <= 0:
            return possible
        best = max(counted.values())
        return [o for o in possible if counted.get(o, 0) == best] or possible

    def run(self, state: TIState, step: Agenda) -> list[Event]:
        stage = step.stage
        if stage == "voting":
            return self._skip_voter(state, step)
        handler = getattr(self, f"_{stage}")
        events: list[Event] = handler(state, step)
        return events

    # ----- the stages ----------------------------------------------------------------------------------

    def _reveal(self, state: TIState, step: Agenda) -> list[Event]:
        agenda = deck.draw(state)
        if agenda is None:
            pop(state, step)
            return []
        if not deck.can_be_revealed(state, agenda):
            state.agenda_discard.append(agenda)
            return [AgendaSetAside(agenda=agenda)]
        step.agenda = agenda
        events: list[Event] = [AgendaRevealed(agenda=agenda)]
        if agenda == "covert_legislation":
            hidden = deck.draw(state)
            if hidden is not None:
                step.hidden = hidden
                state.players[state.speaker].seen.append(hidden)
                events.append(AgendaRevealed(agenda="", hidden=True))
        step.stage = "when_revealed"
        return events

    def _when_revealed(self, state: TIState, step: Agenda) -> list[Event]:
        step.stage = "after_revealed"
        open_window(state, "when:agenda_revealed", subject=step.agenda)
        return []

    def _after_revealed(self, state: TIState, step: Agenda) -> list[Event]:
        step.stage = "start_vote"
        open_window(state, "after:agenda_revealed", subject=step.agenda)
        return []

    def _start_vote(self, state: TIState, step: Agenda) -> list[Event]:
        if step.outcome:  # decided before the vote (Committee Formation): nobody votes
            step.stage = "decided"
            return []
        step.stage = "voting"
        step.order = voting_order(state, step.reverse)
        step.turn = 0
        return []

    def _skip_voter(self, state: TIState, step: Agenda) -> list[Event]:
        if step.outcome:  # decided before the vote (Committee Formation)
            step.stage = "decided"
            return []
        if step.turn >= len(step.order):
            step.stage = "tally"
            return []
        seat = step.order[step.turn]
        if step.before != step.turn:
            step.before = step.turn
            if may_vote(state, step, seat) and has_votes(state, step, seat):
                open_window(state, "before:vote", actors=[seat], subject=effective(step))
            return []
        why = "no votes" if may_vote(state, step, seat) else "barred"
        return self._next_voter(state, step, seat, [Abstained(seat=seat, why=why)])

    def _tally(self, state: TIState, step: Agenda) -> list[Event]:
        tied = self._tied(state, step)
        counted = totals(step)
        if len(tied) == 1 and counted.get(tied[0], 0) > 0:
            step.outcome = tied[0]
            step.stage = "decided"
        elif tied:
            step.stage = "speaker"
        else:  # nothing to elect: the agenda is discarded
            step.stage = "discard"
        return []

    def _decided(self, state: TIState, step: Agenda) -> list[Event]:
        step.stage = "elected"
        events: list[Event] = [OutcomeDecided(agenda=effective(step), outcome=step.outcome, by=step.elected_by,
                                              votes=totals(step).get(step.outcome, 0))]
        elected = deck.elected_seat(state, step.outcome)
        if elected != NOBODY:
            open_window(state, "when:elected", actors=[elected], subject=step.outcome)
        return events

    def _elected(self, state: TIState, step: Agenda) -> list[Event]:
        step.stage = "resolve"
        open_window(state, "when:outcome_resolved", subject=step.outcome)
        return []

    def _resolve(self, state: TIState, step: Agenda) -> list[Event]:
        """A law that stays is in play before its outcome resolves (so that it counts itself)."""
        step.stage = "riders"
        agenda = effective(step)
        events: list[Event] = []
        if stays(step):
            elected = deck.elected_seat(state, step.outcome) if deck.card(agenda).elect == "player" else NOBODY
            events += enact(state, agenda, elected)
        return events + OUTCOMES[agenda](Resolution(state, step, agenda, step.outcome))

    def _riders(self, state: TIState, step: Agenda) -> list[Event]:
        step.stage = "keep"
        events: list[Event] = []
        for rider in reversed(step.riders):  # pushed last-first: they resolve in the order played
            won = rider.outcome == step.outcome
            if won:
                events = RIDERS[rider.card](state, rider.seat, step) + events
            events.insert(0, RiderResolved(seat=rider.seat, card=rider.card, won=won))
        return events

    def _keep(self, state: TIState, step: Agenda) -> list[Event]:
        step.stage = "after"
        agenda = effective(step)
        events: list[Event] = []
        losers = {v.seat for v in step.votes if v.outcome != step.outcome}
        for used in step.bonus:  # Predictive Intelligence: exhausted when the votes it added lost
            seat, _, source = used.partition(":")
            exhausted = state.players[int(seat)].exhausted
            if source == "predictive_intelligence" and int(seat) in losers and source not in exhausted:
                exhausted.append(source)
        kept = stays(step) and agenda in state.laws
        if not kept and agenda not in state.laws:
            state.agenda_discard.append(agenda)
        if step.hidden:
            state.agenda_discard.append(step.agenda)
        state.tally.agendas_resolved += 1
        events.insert(0, AgendaResolved(agenda=agenda, outcome=step.outcome, law=kept))
        events += score_agenda_secrets(state, step.outcome)
        backers = sorted(set(voters(step, step.outcome)) | {r.seat for r in step.riders if r.outcome == step.outcome})
        open_window(state, "after:outcome_resolved", actors=backers, subject=step.outcome)
        return events

    def _after(self, state: TIState, step: Agenda) -> list[Event]:
        end_scope(state, "agenda")
        end_autopass(state, "agenda")
        pop(state, step)
        return []

    def _discard(self, state: TIState, step: Agenda) -> list[Event]:
        """The agenda leaves with no effect (Deadly Plot, or nothing could be elected)."""
        state.agenda_discard.append(step.agenda)
        if step.hidden:
            state.agenda_discard.append(step.hidden)
        step.stage = "after"
        return [AgendaDiscarded(agenda=step.agenda, why="no_effect")]

    def _vetoed(self, state: TIState, step: Agenda) -> list[Event]:
        """Veto: the agenda is discarded and the next one revealed in its place."""
        state.agenda_discard.append(step.agenda)
        if step.hidden:
            state.agenda_discard.append(step.hidden)
        events: list[Event] = [AgendaDiscarded(agenda=step.agenda, why="vetoed")]
        step.agenda, step.hidden, step.riders, step.barred = "", "", [], []
        step.stage = "reveal"
        return events


def _name(step: Agenda) -> str:
    from engines.galaxy.agenda.words import agenda_name

    return "the hidden agenda" if step.hidden else agenda_name(step.agenda)


def _outcome(state: TIState, outcome: str) -> str:
    from engines.galaxy.agenda.words import outcome_words

    return outcome_words(state, "outcome", outcome)


@effect("predictive_intelligence", hook="vote_bonus")
def predictive_intelligence_votes(ctx: Context) -> tuple[str, int] | None:
    """Three more votes, while the technology is ready (it is exhausted if that outcome loses)."""
    if "predictive_intelligence" in ctx.state.players[ctx.seat].exhausted:
        return None
    return ("predictive_intelligence", 3)
