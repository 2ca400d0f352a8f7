"""Agendas in words: an outcome ("For", "{p2}", "Abyz", "Minister of War"), the agenda's name."""

from __future__ import annotations

from engines.galaxy.state import TIState


def agenda_name(agenda: str) -> str:
    from engines.galaxy.content.texts import name

    return name("agendas", agenda)


def outcome_words(state: TIState | None, kind: str, what: str) -> str:
    """An outcome ("for", "against", "seat:2", "planet:Abyz", "law:...", "objective:...", "card:...")."""
    if kind == "outcome":
        kind, _, what = what.partition(":") if ":" in what else ("", "", what)
        if not kind:
            return {"for": "For", "against": "Against"}.get(what, what)
    from engines.galaxy import words

    if kind == "seat":
        return words.seat(int(what))
    if kind == "planet":
        return what
    if kind in ("law", "agenda"):
        return agenda_name(what)
    if kind == "objective":
        return words.objective(what)
    if kind == "card":
        return words.card(what)
    return what


def _source_name(source: str) -> str:
    from engines.galaxy.content.decks import decks

    if source in decks().agendas:
        return agenda_name(source)
    if source in decks().action_cards:
        from engines.galaxy.content.action_deck import card_name

        return card_name(f"{source}:1")
    from engines.galaxy.factions.base import name_of  # technologies, leaders, faction parts (Gila)

    return name_of(source)


def _vote_label(shown: str, outcome: str) -> str:
    """"Vote For", "Vote Against", "Vote for Bram": a plain outcome is not voted "for For"."""
    return f"Vote {shown}" if outcome in ("for", "against") else f"Vote for {shown}"


def _cast_words(shown: str, outcome: str) -> str:
    return {"for": "in favour", "against": "against"}.get(outcome, f"for {shown}")


def _register() -> None:
    from typing import Any

    from engines.galaxy.agenda import actions as ac
    from engines.galaxy.words import label_for, line_for, seat

    def outcome(state: TIState | None, value: str) -> str:
        return outcome_words(state, "outcome", value)

    labels = {
        ac.CastVotes: lambda s, a: _vote_label(outcome(s, a.outcome), a.outcome),
        ac.Abstain: lambda s, a: "Abstain",
        ac.ExhaustForVotes: lambda s, a: _planet_votes(s, a.planet),
        ac.ExtraVotes: lambda s, a: (f"Spend a trade good for 2 votes ({_source_name(a.source)})"
                                     if a.source == "gila_the_silvertongue" else
                                     f"Add the votes of {_source_name(a.source)}"),
        ac.DoneVoting: lambda s, a: "Done voting",
        ac.ChooseOutcome: lambda s, a: outcome(s, a.outcome),
        ac.PlaceAgenda: lambda s, a: f"{agenda_name(a.agenda)}: {a.where}",
        ac.AgendaChoice: lambda s, a: a.label,
    }
    for action_type, label in labels.items():
        label_for(action_type)(label)
    lines: dict[type[Any], Any] = {
        ac.AgendaRevealed: lambda e: ("The speaker draws a hidden agenda; the council votes on its outcomes"
                                      if e.hidden else f"Agenda revealed: {agenda_name(e.agenda)}"),
        ac.AgendaSetAside: lambda e: f"{agenda_name(e.agenda)} has nothing to act on and is set aside",
        ac.VotesCast: lambda e: f"{seat(e.seat)} casts {e.count} vote{'s' if e.count != 1 else ''} "
                                + _cast_words(outcome(None, e.outcome), e.outcome),
        ac.Abstained: lambda e: f"{seat(e.seat)} " + {"barred": "may not vote on this agenda",
                                                      "no votes": "has no votes to cast"}.get(e.why, "abstains"),
        ac.OutcomeDecided: lambda e: (f"{seat(e.by)} decides the outcome: {outcome(None, e.outcome)}" if e.by >= 0
                                      else f"The council decides: {outcome(None, e.outcome)} ({e.votes} votes)"),
        ac.AgendaResolved: lambda e: f"{agenda_name(e.agenda)} is resolved: {outcome(None, e.outcome)}"
                                     + (" (the law stays in play)" if e.law else ""),
        ac.AgendaDiscarded: lambda e: f"{agenda_name(e.agenda)} is thrown away"
                                      + (" and the next agenda comes up" if e.why == "vetoed" else " with no effect"),
        ac.LawRepealed: lambda e: f"The law {agenda_name(e.law)} leaves play",
        ac.RiderResolved: lambda e: f"{seat(e.seat)}'s {_source_name(e.card)} "
                                    + ("was right" if e.won else "was wrong"),
        ac.AgendaEffect: lambda e: f"{_source_name(e.agenda)}: {e.what}",
        ac.AgendasSeen: lambda e: ("You see " + ", ".join(agenda_name(a) for a in e.agendas) + " (top first)"
                                   if e.agendas else f"{seat(e.seat)} looks at the top of the agenda deck"),
        ac.AgendasPlaced: lambda e: f"{seat(e.seat)} puts {e.top} agenda{'s' if e.top != 1 else ''} back on top "
                                    f"and {e.bottom} at the bottom",
    }
    for kind, function in lines.items():
        line_for(kind)(function)


def _planet_votes(state: TIState | None, planet: str) -> str:
    if state is None:
        return f"Exhaust {planet}"
    from engines.galaxy.agenda.phase import planet_votes

    owner = state.planets[planet].owner
    votes = planet_votes(state, owner, planet)
    return f"Exhaust {planet} ({votes} vote{'' if votes == 1 else 's'})"


_register()
