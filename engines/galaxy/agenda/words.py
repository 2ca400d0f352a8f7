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
