"""The woodland game state: plain data, ids instead of references, the generator inside."""

from __future__ import annotations

import msgspec

from engines.core.rng import Rng


class Piece(msgspec.Struct, frozen=True, array_like=True):
    """A building or token on the map: its owner's seat and its kind (sawmill, wood, keep...)."""

    seat: int
    kind: str


class Clearing(msgspec.Struct, array_like=True):
    """What stands in one clearing: warriors per seat (fallen Elders among them), buildings, tokens, ruin."""

    warriors: list[int]
    fallen: int = 0
    buildings: list[Piece] = []
    tokens: list[Piece] = []
    ruin: bool = False


class Item(msgspec.Struct, array_like=True):
    """One Vagabond item: its kind and whether it is exhausted or damaged (Law 9.2.1)."""

    kind: str
    exhausted: bool = False
    damaged: bool = False


class LostPowersBoard(msgspec.Struct, tag="lost_powers", tag_field="faction"):
    """The Lost Powers' board: warrior supply, the tableau of four, Follower deck and Worn Out pile."""

    supply: int = 5
    tableau: list[str] = []
    follower_deck: list[str] = []
    worn_out: list[str] = []
    set_aside: list[str] = []
    used: list[int] = []
    first_act: list[str] = []
    risen: list[int] = []
    retired: int = 0
    activated: list[int] = []
    disarm_left: list[int] = []


class MarquiseBoard(msgspec.Struct, tag="marquise", tag_field="faction"):
    """The Marquise's board: supplies, buildings placed per track, the keep and this turn's counters."""

    supply: int = 25
    wood: int = 8
    placed: dict[str, int] = {}
    keep: int = 0
    keep_lost: bool = False  # the keep was removed from the map (never placed again)
    actions: int = 0
    recruited: bool = False
    workshops_used: list[int] = []
    moves_left: int = 0


class VagabondBoard(msgspec.Struct, tag="vagabond", tag_field="faction"):
    """The Vagabond's board: character, pawn, items, relationships, quests."""

    character: str = ""
    clearing: int = 0
    forest: str = ""
    items: list[Item] = []
    relations: list[int] = []
    aids: list[int] = []
    quests_up: list[str] = []
    quest_deck: list[str] = []
    quests_done: list[str] = []
    refresh_left: int = 0


class EyrieBoard(msgspec.Struct, tag="eyrie", tag_field="faction"):
    """The Eyrie's board: supplies, the leader and the deposed ones, the Decree and this turn's progress."""

    supply: int = 20
    roosts: int = 7  # roosts still on the roost track
    leader: str = ""
    deposed: list[str] = []  # leaders face down
    decree: list[list[str]] = msgspec.field(default_factory=lambda: [[], [], [], []])  # recruit, move, battle, build
    resolved: list[str] = []  # Decree cards carried out this Daylight
    added: int = 0  # cards added to the Decree this Birdsong
    added_bird: bool = False
    roosts_used: list[int] = []  # roosts activated for crafting this turn (clearing ids)
    turmoil_turn: int = -1  # the turn of the last turmoil, its lost points and deposed leader (for the table)
    turmoil_vp: int = 0
    turmoil_leader: str = ""


class AllianceBoard(msgspec.Struct, tag="alliance", tag_field="faction"):
    """The Alliance's board: warriors, officers, the hidden supporters stack, sympathy and bases."""

    supply: int = 10
    officers: int = 0
    supporters: list[str] = []
    sympathy: int = 10  # tokens still on the sympathy track
    bases: dict[str, int] = {}  # base suit -> its clearing, 0 while on the board
    crafted_with: list[int] = []  # sympathy tokens activated for crafting this turn (clearing ids)
    operations: int = 0  # military operations left this Evening


Board = LostPowersBoard | MarquiseBoard | VagabondBoard | EyrieBoard | AllianceBoard


class Task(msgspec.Struct, array_like=True):
    """A pending piece of work on the stack: whose choice it is and its parameters."""

    kind: str
    seat: int
    clearing: int = 0
    other: int = -1
    count: int = 0
    tag: str = ""
    a: int = 0
    b: int = 0
    card: str = ""


class Battle(msgspec.Struct):
    """A battle in progress (Law 4.3) or the last one, kept for the table to show."""

    attacker: int
    defender: int
    clearing: int
    stage: str = "ambush"
    ambush: str = ""
    countered: bool = False
    dice: list[int] = []
    rolled: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    extra: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    ignore: list[bool] = msgspec.field(default_factory=lambda: [False, False])
    dealt: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    used: list[str] = []
    ally: int = -1
    from_card: str = ""
    guerrilla: bool = False  # the defender deals the higher die (Law 8.2.3)


class Settings(msgspec.Struct, frozen=True):
    """The game options that change rules (house values are defaults)."""

    round_limit: int = 50
    lp_start_elders: int = 0
    lp_evening_draw: int = 0
    retire_limit: int = 1
    seek_return: str = "drawn"
    fallen_rule: int = 0
    retire_items: bool = False


class WoodlandState(msgspec.Struct):
    """A whole game of woodland."""

    rng: Rng
    players: int
    factions: list[str]
    settings: Settings
    layout: str = "autumn"  # the map and its dealt suits (maps.geo)
    vp: list[int] = []
    clearings: list[Clearing] = []
    deck: list[str] = []
    discard: list[str] = []
    hands: list[list[str]] = []
    available_dominance: list[str] = []
    dominance: list[str] = []
    crafted: list[list[str]] = []
    crafted_items: list[list[str]] = []
    item_supply: dict[str, int] = {}
    ruin_items: list[str] = []
    boards: list[Board] = []
    active: int = 0
    first: int = 0
    turn: int = 0
    phase: str = "setup"
    step: str = ""
    setup_queue: list[int] = []
    stack: list[Task] = []
    battle: Battle | None = None
    last_battle: Battle | None = None
    used: list[str] = []
    coalition: list[int] = []  # per seat, the seat a Vagabond formed a coalition with (Law 9.2.8); [] if none
    reached: list[int] = []
    winners: list[int] = []
    over: bool = False
    end_reason: str = ""
    seq: int = 0
