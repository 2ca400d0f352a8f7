"""Where on the table each option of a decision is clicked: a system, a unit, a planet, a card, a seat's row,
a panel of the tactical action, or, for options with nothing of their own to click, a button in the tray.

This decides nothing: the options are the engine's. It only says which thing on the table stands for
which option; a thing that could mean two options is given neither, and both go to the tray or panel.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, cast

from desktop.games.galaxy.politics_looks import POLITICS_TYPES, politics_shown
from desktop.games.galaxy.system_layer import Part
from engines.galaxy.actions import rounds as ac
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.agenda.actions import ExhaustForVotes
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.promissory.actions import PlayNote
from engines.galaxy.steps.movement import TrimExcess
from engines.galaxy.tactical import actions as ta

# Options the tactical panel shows itself (production order, hits, retreats, landing, bombardment, fire).
PANEL_TYPES: tuple[type, ...] = (ta.Produce, ta.Unproduce, ta.UseTechnology, ta.FinishProduction, ta.AssignHit,
                                 ta.AnnounceRetreat, ta.Stay, ta.Bombard, ta.FinishBombardment, ta.Land,
                                 ta.FinishLanding, ta.Fire, ta.HoldFire, ac.DraftFaction,
                                 ac.ChooseStartingTechnology, ac.ResearchTechnology, ac.KeepSecret)
SYSTEM_TYPES: tuple[type, ...] = (ta.Activate, ta.MoveFrom, ta.RetreatTo, ta.ProduceAt, ac.ChooseSystem,
                                  ac.RemoveCommandToken)
PLANET_TYPES: tuple[type, ...] = (ac.ExhaustPlanet, ac.ReadyPlanet, ac.UseSpecialty, ta.PlaceMech, ac.SetDownForce,
                                  ExhaustForVotes)


@dataclass
class Intents:
    """Each option's home on the table; ``tray`` holds the options with no other home."""

    systems: dict[int, Any] = field(default_factory=dict)
    parts: dict[tuple[int, Part], Any] = field(default_factory=dict)
    planets: dict[str, Any] = field(default_factory=dict)
    cards: dict[str, Any] = field(default_factory=dict)
    objectives: dict[str, Any] = field(default_factory=dict)
    seats: dict[int, Any] = field(default_factory=dict)
    technologies: dict[str, Any] = field(default_factory=dict)
    hand: dict[str, Any] = field(default_factory=dict)
    notes: dict[str, Any] = field(default_factory=dict)  # other players' notes in hand, by "owner:note"
    extras: dict[tuple[str, str], Any] = field(default_factory=dict)  # (leader/relic/legendary, id): the chip
    playable: set[str] = field(default_factory=set)  # cards in the hand playable now (lit even with several targets)
    trade_goods: Any = None
    panel: list[Any] = field(default_factory=list)
    tray: list[Any] = field(default_factory=list)

    def lit_parts(self) -> dict[int, frozenset[Part]]:
        found: dict[int, set[Part]] = {}
        for node, part in self.parts:
            found.setdefault(node, set()).add(part)
        return {node: frozenset(parts) for node, parts in found.items()}


class _Claims:
    """Things claimed by options; a thing claimed twice stands for neither."""

    def __init__(self) -> None:
        self.claims: dict[tuple[str, Hashable], list[Any]] = {}

    def claim(self, where: str, key: Hashable, action: Any) -> None:
        self.claims.setdefault((where, key), []).append(action)

    def single(self) -> dict[tuple[str, Hashable], Any]:
        return {k: v[0] for k, v in self.claims.items() if len(v) == 1}


def _system_of(view: Any, planet: str) -> int:
    for p in view.planets:
        if p.key == planet:
            return int(p.system)
    return -1


def sort_options(view: Any, options: list[Any], seat: int | None) -> Intents:
    """Give every option its place on the table for ``seat``'s decision."""
    intents = Intents()
    claims = _Claims()
    tactical = view.tactical
    movement = tactical.movement if tactical is not None else None
    for action in options:
        for where, key in _homes(view, action, movement, seat):
            claims.claim(where, key, action)
    single = claims.single()
    homed: set[int] = set()
    for (where, key), action in single.items():
        homed.add(id(action))
        if where == "system":
            intents.systems[key] = action  # type: ignore[index]
        elif where == "part":
            intents.parts[key] = action  # type: ignore[index]
        elif where == "planet":
            intents.planets[key] = action  # type: ignore[index]
        elif where == "card":
            intents.cards[key] = action  # type: ignore[index]
        elif where == "objective":
            intents.objectives[key] = action  # type: ignore[index]
        elif where == "seat":
            intents.seats[key] = action  # type: ignore[index]
        elif where == "technology":
            intents.technologies[key] = action  # type: ignore[index]
        elif where == "hand":
            intents.hand[key] = action  # type: ignore[index]
        elif where == "note":
            intents.notes[key] = action  # type: ignore[index]
        elif where == "extra":
            intents.extras[key] = action  # type: ignore[index]
        elif where == "trade_goods":
            intents.trade_goods = action
    politics = politics_shown(view)
    intents.playable = {str(key) for (where, key), actions in claims.claims.items()
                        if where == "hand" and any(isinstance(a, PlayActionCard) for a in actions)}
    for action in options:
        if isinstance(action, PANEL_TYPES) or (politics and isinstance(action, POLITICS_TYPES)):
            intents.panel.append(action)
        elif id(action) not in homed:
            intents.tray.append(action)
    return intents


def extra_home(view: Any, seat: int | None, source: str) -> list[tuple[str, Hashable]]:
    """The chip of the seat's leader sheet, relic or legendary card whose ability ``source`` is."""
    from desktop.games.galaxy.leader_sheet import chip_of_source

    found = chip_of_source(view, seat, source)
    return [("extra", found)] if found is not None else []


def _homes(view: Any, action: Any, movement: Any, seat: int | None) -> list[tuple[str, Hashable]]:
    """The things on the table that could stand for ``action``."""
    if isinstance(action, SYSTEM_TYPES):
        found: list[tuple[str, Hashable]] = [("system", cast(Any, action).system)]
        if isinstance(action, ac.RemoveCommandToken) and seat is not None:
            found = [("part", (action.system, ("token", seat)))]
        return found
    if isinstance(action, ta.MoveShip) and movement is not None and action.via == -1:
        return [("part", (movement.origin, ("space", seat, action.kind, action.damaged)))]
    if isinstance(action, ta.Load):
        part = ("ground", action.planet, seat, action.kind, action.damaged) if action.planet else \
            ("space", seat, action.kind, action.damaged)
        return [("part", (action.system, part))]
    if isinstance(action, ta.Remove):  # units over a limit go from the system being trimmed
        trim = next((s for s in reversed(view.steps) if isinstance(s, TrimExcess)), None)
        node = trim.system if trim is not None else view.tactical.action.system \
            if view.tactical is not None and view.tactical.action is not None else None
        return [] if node is None else [("part", (node, ("space", seat, action.kind, action.damaged)))]
    if isinstance(action, ac.RemoveShip):
        return [("part", (action.system, ("space", seat, action.kind, False)))]
    if isinstance(action, ta.TakeCustodians):
        node = _system_of(view, "Mecatol Rex")
        return [("part", (node, ("custodians",)))]
    if isinstance(action, PLANET_TYPES):
        return [("planet", cast(Any, action).planet)]
    if isinstance(action, ac.PlaceStructureOn | ac.PlaceStartingStructure):
        return [("planet", action.planet)]
    if isinstance(action, ac.PickStrategyCard | ac.TakeStrategicAction):
        return [("card", action.card)]
    if isinstance(action, ac.ScoreObjective | ac.KeepSecret | ac.ReturnSecretObjective):
        return [("objective", action.objective)]
    if isinstance(action, ac.ChoosePlayer | ac.ChooseSpeaker):
        return [("seat", action.seat)]
    if isinstance(action, ac.OfferTransaction):
        return [("seat", action.partner)]
    if isinstance(action, ac.ReadyTechnology):
        return [("technology", action.technology)]
    if isinstance(action, ac.TakeComponentAction):  # on its technology card, leader, relic or legendary card
        owned = any(p.seat == seat and action.source in p.technologies for p in view.players)
        return [("technology", action.source)] if owned else extra_home(view, seat, action.source)
    if isinstance(action, ac.UseAbility) and action.target not in view.hand and extra_home(view, seat, action.source):
        return extra_home(view, seat, action.source)
    if isinstance(action, ac.DiscardActionCard):
        return [("hand", action.card)]
    if isinstance(action, PlayActionCard):
        held = next((c for c in view.hand if card_of(c) == action.card), None)
        return [("hand", held)] if held is not None else []
    if isinstance(action, PlayNote):
        return [("note", action.note)]
    if isinstance(action, UseFactionAbility | ac.UseAbility) and action.target in view.hand:
        return [("hand", action.target)]  # an ability that takes one of the seat's action cards (Scheming)
    if isinstance(action, ac.SpendTradeGood):
        return [("trade_goods", "")]
    return []
