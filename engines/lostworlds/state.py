"""The state of one game of Lost Worlds: small ints and lists, so a clone is one msgpack round trip."""

from __future__ import annotations

import msgspec

from engines.core.rng import Rng

ROLLING, ACTION, OVER = 0, 1, 2
PHASES = ("rolling", "action", "over")


class Campaign(msgspec.Struct):
    """A Space Opera campaign: the map's claims and every player's record across games."""

    id: str
    players: int
    empires: list[str]
    claims: list[int]
    names: list[str]
    gates: list[int]
    powers: list[list[int]]
    bonuses: list[list[str]]
    wins: list[int]
    losses: list[int]
    settled: list[int]
    conquered: list[int]
    games: int = 0
    first: int = 0
    last_vp: list[int] = []
    over: bool = False
    format: str = "starboard-lostworlds-campaign"
    format_version: int = 1


class Step(msgspec.Struct, array_like=True):
    """One pending small choice (or automatic effect) for ``seat``; ``a`` and ``b`` are its arguments."""

    kind: str
    seat: int
    a: int = -1
    b: int = -1


class Slot(msgspec.Struct, array_like=True):
    """A place in the centre of the table holding one World card (world -1: left empty)."""

    world: int
    fleets: list[int]
    champs: int = 0


class Player(msgspec.Struct, array_like=True):
    """One player's panel: fleets at home and in Hyperspace, Renown, morality and acquired worlds."""

    home: int
    hyper: int
    renown: int
    morality: int
    champ: int = -1
    settled: list[int] = []
    conquered: list[int] = []
    tokens: list[int] = []
    champ_cost: int = 2
    dread_cost: int = 2
    vp_bonus: int = 0


class LWState(msgspec.Struct):
    """Everything about a game in progress; fleets of a slot are indexed side * players + seat."""

    rng: Rng
    players: int
    threshold: int
    power_die: bool
    events: bool
    first: int
    active: int
    ps: list[Player]
    table: list[Slot]
    deck: list[int]
    dice: list[int]
    turn: int = 0
    phase: int = ROLLING
    dread: int = -1
    dread_owner: int = -1
    spent: int = 0
    chosen: int = 0
    rerolls: int = 0
    free_rerolls: int = 0
    pdie: int = -1
    double: bool = False
    steps: list[Step] = []
    final_left: int = -1
    dirty: bool = False
    ev_table: list[int] = []
    ev_tokens: list[int] = []
    ev_deck: list[int] = []
    ev_discard: list[int] = []
    ev_used: list[int] = []
    explorer: bool = False
    invasion: int = 0
    scores: list[int] = []
    camp: Campaign | None = None
