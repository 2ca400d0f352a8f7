"""From a game's view to the plain looks the panels draw (strategy cards, objectives, track, rows, areas)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.games.galaxy.leader_sheet import extras_look
from desktop.games.galaxy.players import TECH_GROUPS, AreaLook, PlanetCard, RowLook, TechLook
from desktop.games.galaxy.readings import printed_planet, tech_colour, tech_name
from desktop.games.galaxy.status_panels import CardLook, ObjectiveLook, TrackLook
from engines.galaxy.content.action_deck import card_name
from engines.galaxy.content.objectives import objectives
from engines.galaxy.promissory.notes import owner_of
from engines.galaxy.promissory.words import note_words

Colour = Callable[[int], int]
Name = Callable[[int], str]


def card_looks(view: Any, colour: Colour, name: Name) -> tuple[CardLook, ...]:
    return tuple(CardLook(s.card, s.name, s.initiative, s.holder, colour(s.holder) if s.holder >= 0 else -1,
                          name(s.holder) if s.holder >= 0 else "", s.used, s.trade_goods)
                 for s in sorted(view.strategy, key=lambda s: s.initiative))


def objective_looks(view: Any, colour: Colour) -> tuple[ObjectiveLook, ...]:
    return tuple(ObjectiveLook(o.id, o.name, o.stage if o.stage in ("I", "II") else "secret", o.points,
                               tuple(colour(s) for s in o.scored_by)) for o in view.objectives)


def track_look(view: Any, colour: Colour, name: Name) -> TrackLook:
    return TrackLook(view.vp_goal, tuple((p.vp, colour(p.seat), name(p.seat)) for p in view.players))


def _planet_sums(view: Any, seat: int) -> tuple[int, int, int, int, int]:
    mine = [p for p in view.planets if p.owner == seat]
    ready = [p for p in mine if not p.exhausted]
    return (len(mine), sum(p.resources for p in ready), sum(p.influence for p in ready),
            sum(p.resources for p in mine), sum(p.influence for p in mine))


def _tech_counts(technologies: list[str]) -> tuple[int, ...]:
    groups = [tech_colour(t) for t in technologies]
    return tuple(groups.count(g) for g in TECH_GROUPS)


def row_looks(view: Any, colour: Colour, name: Name, focused: int) -> tuple[RowLook, ...]:
    cards = {s.card: s for s in view.strategy}
    rows = []
    for player in sorted(view.players, key=lambda p: (p.initiative, p.seat)):
        held = tuple((cards[c].initiative, cards[c].name, cards[c].used) for c in player.strategy_cards if c in cards)
        rows.append(RowLook(player.seat, colour(player.seat), name(player.seat), player.faction_name, player.vp,
                            (player.tactic, player.fleet, player.strategy), player.trade_goods, player.commodities,
                            player.commodity_value, player.action_cards, player.secret_objectives, held,
                            _tech_counts(player.technologies), _planet_sums(view, player.seat),
                            player.passed and view.phase == "action",  # passing ends with the action phase
                            player.eliminated, player.seat == view.active, player.seat == view.speaker,
                            player.seat == focused, player.notes))
    return tuple(rows)


def area_look(view: Any, seat: int, colour: Colour, name: Name) -> AreaLook | None:
    if not 0 <= seat < len(view.players):
        return None
    player = view.players[seat]
    planets = []
    for planet in view.planets:
        if planet.owner != seat:
            continue
        printed = printed_planet(planet.key)
        planets.append(PlanetCard(planet.key, planet.name, planet.resources, planet.influence, planet.trait,
                                  planet.specialty, planet.legendary or bool(printed and printed.legendary),
                                  planet.exhausted))
    techs = tuple(TechLook(t, tech_name(t), tech_colour(t), t in player.exhausted) for t in player.technologies)
    mine = view.seat == seat
    hand = tuple((card, card_name(card)) for card in view.hand) if mine else ()
    secrets = tuple((key, objectives()[key].name) for key in view.secrets) if mine else ()
    held = tuple((note, note_words_named(note, name)) for note in view.notes if owner_of(note) != seat) if mine else ()
    face_up = tuple((note, note_words_named(note, name)) for note in player.promissory)
    return AreaLook(seat, colour(seat), name(seat), player.faction, player.faction_name, mine,
                    (player.tactic, player.fleet, player.strategy), player.token_reinforcements, player.trade_goods,
                    player.commodities, player.commodity_value, tuple(planets), techs, hand, secrets,
                    player.action_cards, player.secret_objectives, player.notes, held, face_up,
                    extras_look(view, seat, colour, name))


def note_words_named(note: str, name: Name) -> str:
    """"Ceasefire of Bram" for the note "1:ceasefire"."""
    return note_words(note).replace("{p%d}" % owner_of(note), name(owner_of(note)))
