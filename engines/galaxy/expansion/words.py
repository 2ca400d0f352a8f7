"""Log lines of the Prophecy of Kings events, in our own words (seats as {p0}...)."""

from __future__ import annotations

from engines.galaxy.actions import expansion as ev
from engines.galaxy.factions.base import name_of
from engines.galaxy.tactical.words import with_article
from engines.galaxy.words import TARGETS, line_for, system, unit

DECKS = {"cultural": "cultural", "hazardous": "hazardous", "industrial": "industrial", "frontier": "frontier"}


def _seat(number: int) -> str:
    return "{p%d}" % number


@line_for(ev.LeaderUnlocked)
def _unlocked(e: ev.LeaderUnlocked) -> str:
    return f"{_seat(e.seat)} unlocks {name_of(e.leader)}"


@line_for(ev.LeaderExhausted)
def _exhausted(e: ev.LeaderExhausted) -> str:
    return f"{_seat(e.seat)} exhausts {name_of(e.leader)}"


@line_for(ev.LeaderPurged)
def _purged(e: ev.LeaderPurged) -> str:
    return f"{name_of(e.leader)} of {_seat(e.seat)} leaves the game"


@line_for(ev.Explored)
def _explored(e: ev.Explored) -> str:
    where = e.planet or f"the frontier token in {system(None, e.system)}"
    return f"{_seat(e.seat)} explores {where}: {name_of(e.card)} ({DECKS.get(e.deck, e.deck)} deck)"


@line_for(ev.ExplorationCardsRevealed)
def _revealed(e: ev.ExplorationCardsRevealed) -> str:
    shown = ", ".join(name_of(c) for c in e.cards) or "nothing"
    return f"{_seat(e.seat)} turns over the top of the {DECKS.get(e.deck, e.deck)} deck: {shown}"


@line_for(ev.AttachmentPlaced)
def _attached(e: ev.AttachmentPlaced) -> str:
    return f"{name_of(e.card)} is attached to {e.planet}"


@line_for(ev.FragmentGained)
def _fragment(e: ev.FragmentGained) -> str:
    return f"{_seat(e.seat)} keeps {with_article(name_of(e.fragment))}"


@line_for(ev.RelicGained)
def _relic(e: ev.RelicGained) -> str:
    return f"{_seat(e.seat)} gains the relic {name_of(e.relic)}"


@line_for(ev.ComponentPurged)
def _component_purged(e: ev.ComponentPurged) -> str:
    kind, _, what = e.what.partition(":")
    if kind == "note":  # "note:<owner>:<id>" (Hubris)
        from engines.galaxy.promissory.words import note_words

        return f"{note_words(what)} is purged"
    named = what if kind == "planet" else name_of(what)
    return f"{named} is purged"


@line_for(ev.BoardTokenPlaced)
def _token(e: ev.BoardTokenPlaced) -> str:
    token, _, side = e.token.partition(":")
    words = {"gamma_wormhole": "a gamma wormhole token", "ion_storm": f"the ion storm ({side} side up)",
             "mirage": "the Mirage", "destroyed_planet": f"the destroyed planet token over {side}"}
    return f"{words.get(token, token.replace('_', ' '))} lies in {system(None, e.system)}"


@line_for(ev.FrontierTokenRemoved)
def _frontier(e: ev.FrontierTokenRemoved) -> str:
    return f"the frontier token in {system(None, e.system)} is discarded"


@line_for(ev.UnitCaptured)
def _captured(e: ev.UnitCaptured) -> str:
    return f"{_seat(e.captor)} captures {_seat(e.owner)}'s {unit(e.kind)}"


@line_for(ev.CapturedReturned)
def _returned(e: ev.CapturedReturned) -> str:
    if e.owner < 0:
        return f"a captured {unit(e.kind)} token leaves {_seat(e.captor)}'s faction sheet"
    how = {"blockade": " (blockade)", "transaction": " (transaction)"}.get(e.how, "")
    return f"{_seat(e.captor)} returns {_seat(e.owner)}'s {unit(e.kind)}{how}"


@line_for(ev.LegendaryCardTaken)
def _legendary(e: ev.LegendaryCardTaken) -> str:
    state = "exhausted" if e.exhausted else "ready"
    from engines.galaxy.content.decks import decks

    card = decks().legendary_planets[e.card]
    return f"{_seat(e.seat)} takes {card.ability}, the card of {card.planet} ({state})"


@line_for(ev.HandLookedAt)
def _looked(e: ev.HandLookedAt) -> str:
    hand = {"action_cards": "action cards", "notes": "promissory notes", "secrets": "secret objectives"}[e.hand]
    seen = f": {', '.join(name_of(c) for c in e.cards)}" if e.cards else ""
    return f"{_seat(e.seat)} looks at {_seat(e.other)}'s {hand}{seen}"


# ----- how the expansion's targets read ---------------------------------------------------------------


def read_target(target: str) -> str:
    """"2:cruiser@system:9" -> "{p2}'s cruiser in ...", "system:4>system:9" -> "... to ...", "planet:Lodor"..."""
    if ">" in target:
        first, second = target.split(">", 1)
        return f"{read_target(first)} to {read_target(second)}"
    if "@" in target:
        what, where = target.split("@", 1)
        return f"{read_target(what)} in {read_target(where)}"
    kind, _, rest = target.partition(":")
    if kind == "planet":
        return rest
    if kind == "system" and rest.lstrip("-").isdigit():
        return system(None, int(rest))
    if kind == "seat" and rest.isdigit():
        return _seat(int(rest))
    if kind.isdigit() and rest:
        return f"{_seat(int(kind))}'s {unit(rest)}"
    named = name_of(target)
    return named if named != target.replace("_", " ").capitalize() else target.replace("_", " ")


def register_targets(*sources: str) -> None:
    """The options of these sources read their targets with ``read_target``."""
    for source in sources:
        TARGETS[source] = read_target
