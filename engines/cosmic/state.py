"""The plain-data state of a Cosmic Conquest game."""

from __future__ import annotations

import msgspec

from engines.core.rng import Rng


class Rules(msgspec.Struct, array_like=True):
    """The resolved game options, kept in the state so the rules code reads them cheaply."""

    draft: str = "snake"
    timer: int = 10
    timer_counts: str = "round"
    gp_end: int = 20
    move_unit: str = "contender"
    damage_formula: str = "net"
    double_hit: int = 2
    defense_dice: int = 5
    keep_passive: bool = False
    per_conquest: int = 1
    home_bonus: str = "per_planet"
    setup_recycle: int = 0


class Contender(msgspec.Struct, array_like=True):
    """One of the 18 Contenders; ``key`` indexes content.CONTENDERS, ``cell`` the grid (-1 off board)."""

    key: int
    owner: int = -1
    cell: int = -1
    health: int = 20
    awakened: bool = False
    cd_combat: int = 0
    cd_support: int = 0
    weapons: list[int] = []


class Tally(msgspec.Struct, array_like=True):
    """What one player did during the current turn: the record planet criteria read (CC-GAP-9)."""

    healed: list[int] = []
    heal_total: int = 0
    heal_gp: bool = False
    bought: int = 0
    weapon_bought: bool = False
    played: int = 0
    attacked: list[int] = []
    damage: list[int] = []
    defeated: list[int] = []
    traversed: list[int] = []
    arrived: list[int] = []


class Effect(msgspec.Struct, array_like=True):
    """A played card or ability (or a passive) waiting for its moment in combat."""

    name: str
    seat: int
    source: int = -1
    target: int = -1
    second: int = -1
    mode: str = ""
    stage: str = "after"


class Side(msgspec.Struct, array_like=True):
    """One side of a combat: its dice, choices and the modifiers that make its final Combat Value."""

    seat: int
    contender: int
    dice: list[int] = []
    chosen: int = 0
    rerolled: bool = False
    used: int = 0
    combat_cards: int = 0
    hits: int = 0
    defense: int = 0
    shield: int = 0
    cap: int = -1
    hit_x2: bool = False
    def_x2: bool = False
    finals: list[Effect] = []
    played: list[str] = []
    total_hits: int = -1
    total_defense: int = -1
    damage_taken: int = -1
    lost: int = 0
    dealt: dict[int, int] = {}
    damage_gp: bool = False


class Combat(msgspec.Struct, array_like=True):
    """The combat in progress (or the last one, for the table); ``step`` names the current step."""

    cell: int
    atk: Side
    dfn: Side
    step: str = "reroll_atk"
    queue: list[Effect] = []
    defeated: list[int] = []


class Pending(msgspec.Struct, array_like=True):
    """A choice an effect waits for: which seat chooses what among which candidates."""

    seat: int
    effect: str
    choose: str
    among: list[int]
    stage: str = "play"
    source: int = -1
    first: int = -1
    amount: int = 0


class Final(msgspec.Struct):
    """The end-game count: totals, bonus breakdown, tie-break roll-offs and the winner."""

    totals: list[int]
    bonuses: list[dict[str, int]]
    rolloffs: list[list[int]]
    winner: int
    decided_by: str


class CosmicState(msgspec.Struct):
    rng: Rng
    players: int
    rules: Rules
    phase: str = "draft"
    order: list[int] = []
    turn: int = 0
    active: int = 0
    round: int = 1
    timer: int = 10
    ending: bool = False
    steps: int = 0
    draft_order: list[int] = []
    picks: int = 0
    grid: list[int] = []
    control: list[int] = []
    contenders: list[Contender] = []
    teams: list[list[int]] = []
    xp: list[int] = []
    gp: list[int] = []
    hands: list[list[int]] = []
    market: list[int] = []
    deck: list[int] = []
    discard: list[int] = []
    actions_left: int = 0
    traversed: bool = False
    recycled: bool = False
    taken: int = 0
    tallies: list[Tally] = []
    combat: Combat | None = None
    last_combat: Combat | None = None
    pending: list[Pending] = []
    bought: list[list[int]] = []
    final: Final | None = None
