"""The colony game state: plain msgspec data, ids instead of references, the rng inside."""

from __future__ import annotations

import msgspec

from engines.core.rng import Rng


class Slot(msgspec.Struct):
    """One numbered atmosphere dock slot: the card docked there, its hit points and whose it is."""

    card: str = ""
    hp: int = 0
    owner: int = -1  # -1: the planet; otherwise the seat whose ship card it is


class Ship(msgspec.Struct):
    """A player's ship mat: people aboard, cards, docked upgrades, ghost state."""

    key: str = ""
    people: int = 0
    ghost: bool = False
    hand: list[str] = []
    deck: list[str] = []
    discard: list[str] = []
    docked: list[str] = []
    aegis: int = 0  # structural armor lent by a ghost Bastion until its next turn (ColonyState.aegis_from)


class Pending(msgspec.Struct):
    """The card (or ghost ability, or atmosphere action) being resolved right now."""

    card: str
    origin: str  # "planet" (revealed), "atmo" (docked card acting), "play" (a ship card), "ghost"
    seat: int = -1  # the acting seat for play and ghost
    slot: int = -1  # the acting slot (atmo) or the slot chosen to dock in (play)
    step: int = 0  # index of the next choice in the card's steps
    space: int = -1
    count: int = 0
    ship: int = -1
    target: int = -1
    pick: str = ""
    window: list[int] = []
    opened: bool = False
    blocked: bool = False
    bottom: bool = False
    guard: list[int] = []  # armor lent by reactions: [ship0 structural, ship0 organic, ..., surface s, surface o]
    evade: list[int] = []
    escort: int = 0
    reactions: list[str] = []


class ColonyState(msgspec.Struct):
    """Everything about one game of colony."""

    rng: Rng
    players: int
    planet: str
    side: str
    difficulty: str
    goal: int
    deck_out: str
    surface: list[int]
    slots: list[Slot]
    ships: list[Ship]
    first: int
    deck: list[str] = []  # the planet deck, shuffled; the top is the last card
    discard: list[str] = []
    phase: str = "draft"  # draft, planet, atmo, turns, over
    draft: list[int] = []  # seats still to pick a ship, in order
    active: int = -1
    turns_left: int = 0
    turn_started: bool = False
    planet_left: int = 0
    atmo_next: int = 0
    cycle: int = 0
    escalation: int = 0
    pending: Pending | None = None
    peek: str = ""
    outcome: str = ""
    total: int = 0
    alive: int = 0  # ships not ghost, kept by the rules so the end check is cheap
    # What the docked atmosphere cards add up to, refreshed whenever a slot changes (rules.refresh_aura):
    # planet bonus, land max, land add, ship armor s/o, surface armor s/o, landing toll s/o, planet cards
    # with hit points.
    aura: list[int] = []
    forbid: list[int] = []
    aegis_from: int = -1  # the ghost whose Aegis Relay armor lasts until its next turn
