"""The agenda deck and what an agenda lets the council choose (LRR 7): outcomes, laws in play.

Outcomes are strings: "for" and "against"; "seat:<n>" (elect a player); "planet:<key>" (a planet a
player controls, some agendas narrow it); "law:<id>" (a law in play); "objective:<id>" (a scored
secret objective); "card:<id>" (a strategy card).
"""

from __future__ import annotations

from engines.galaxy.content.decks import Agenda as AgendaCard
from engines.galaxy.content.decks import decks
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.strategy import card_order
from engines.galaxy.seats import in_game
from engines.galaxy.state import NOBODY, TIState

MECATOL = "Mecatol Rex"


def card(agenda: str) -> AgendaCard:
    return decks().agendas[agenda]


def is_law(agenda: str) -> bool:
    return card(agenda).type == "law"


def draw(state: TIState) -> str | None:
    """The top agenda; the discard pile is shuffled into a new deck when the deck runs out."""
    if not state.agenda_deck and state.agenda_discard:
        state.agenda_deck, state.agenda_discard = state.agenda_discard, []
        state.rng.shuffle(state.agenda_deck)
        for player in state.players:
            player.seen = []
    if not state.agenda_deck:
        return None
    agenda = state.agenda_deck.pop()
    for player in state.players:
        if agenda in player.seen:
            player.seen.remove(agenda)
    return agenda


def scored_secrets(state: TIState) -> list[str]:
    return [o for p in state.players for o in p.scored if not objectives()[o].public]


def can_be_revealed(state: TIState, agenda: str) -> bool:
    """Agendas that need something in play are set aside when it is not (a law, a scored secret)."""
    needs = card(agenda).reveal_needs
    if needs == "law_in_play":
        return bool(state.laws)
    if needs == "scored_secret":
        return bool(scored_secrets(state))
    return True


def home_planets(state: TIState) -> set[str]:
    found: set[str] = set()
    for player in state.players:
        system = state.systems.get(str(player.home))
        if system is not None:
            found.update(system.planets)
    return found


def is_home_planet(state: TIState, planet: str) -> bool:
    return planet in home_planets(state)


def outcomes(state: TIState, agenda: str) -> list[str]:
    """Everything the council may vote for on ``agenda`` now."""
    facts = card(agenda)
    if facts.elect == "for_against":
        return ["for", "against"]
    if facts.elect == "player":
        return [f"seat:{s}" for s in in_game(state)]
    if facts.elect == "planet":
        homes = home_planets(state) if facts.elect_filter == "non_home_not_mecatol" else set()
        return [f"planet:{k}" for k, p in state.planets.items() if p.owner != NOBODY and k not in homes
                and not (facts.elect_filter == "non_home_not_mecatol" and k == MECATOL)
                and (not facts.planet_traits or _trait(k) in facts.planet_traits)]
    if facts.elect == "law":
        return [f"law:{law}" for law in state.laws]
    if facts.elect == "secret_objective":
        return [f"objective:{o}" for o in scored_secrets(state)]
    if facts.elect == "strategy_card":
        return [f"card:{c}" for c in card_order()]
    return []


def _trait(planet: str) -> str | None:
    from engines.galaxy.economy import printed

    return printed(planet).trait


def elected_seat(state: TIState, outcome: str) -> int:
    """The seat an outcome elects: the player, or the controller of the planet; -1 for others."""
    kind, _, what = outcome.partition(":")
    if kind == "seat":
        return int(what)
    if kind == "planet" and what in state.planets:
        return state.planets[what].owner
    return NOBODY

