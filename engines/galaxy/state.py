"""The state of a game of Twilight Imperium: plain data, ids instead of references, the rng inside.

Systems are keyed by their node as text (``"0"`` is Mecatol Rex's position, ``"-82"`` the nexus):
JSON object keys are strings, and keying by text keeps a save's round trip exact. Planets are keyed
by their printed name, which is unique in the galaxy. Units stand in stacks of one owner and kind;
``damaged`` says how many of the stack have used SUSTAIN DAMAGE.
"""

from __future__ import annotations

import msgspec

from engines.core.rng import Rng
from engines.galaxy.builder.game import GalaxyState
from engines.galaxy.steps import AnyStep

NOBODY = -1


class Stack(msgspec.Struct, array_like=True):
    """``count`` units of one kind belonging to ``owner``; ``damaged`` of them are damaged."""

    owner: int
    kind: str
    count: int = 1
    damaged: int = 0


class SystemState(msgspec.Struct, omit_defaults=True):
    """What is in a system's space area, which seats have a command token there, and its planets.

    ``planets`` are the keys of the system's planets in ``TIState.planets`` in printed order: the
    printed names, except that a tile an imported map repeats gets keys like ``"Abyz (2)"``.
    """

    space: list[Stack] = []
    tokens: list[int] = []
    planets: list[str] = []


class PlanetState(msgspec.Struct, omit_defaults=True):
    """A planet on the board: its system, controller, readiness, units on it and attachments."""

    system: int
    owner: int = NOBODY
    exhausted: bool = False
    units: list[Stack] = []
    attachments: list[str] = []


class StrategySlot(msgspec.Struct, omit_defaults=True):
    """One strategy card this round: who holds it, whether its strategic action was used, goods on it."""

    card: str
    holder: int = NOBODY
    used: bool = False
    trade_goods: int = 0


class Modifier(msgspec.Struct, array_like=True):
    """A registered effect in force for a while: what it is, whose it is, and how long it lasts.

    ``scope`` is one of "roll", "combat_round", "combat", "tactical", "turn", "agenda", "round", "game"; the
    engine drops the modifier when that scope ends. ``target`` narrows it (a system node, a seat) where the effect says.
    """

    effect: str
    owner: int
    scope: str
    target: int = NOBODY
    amount: int = 0


class AutoPass(msgspec.Struct, array_like=True):
    """A seat's standing answer "pass" to windows of one kind (``key``, "when:*" for every "when"
    window, "*" for all) until the end of ``until``: "agenda", "phase", "round" or "game"."""

    key: str
    until: str


class PlayerState(msgspec.Struct, omit_defaults=True):
    """One seat's faction sheet, command sheet, cards and score.

    ``promissory`` holds the notes in its play area (public), ``notes`` those in its hand (hidden),
    both written ``<owner seat>:<note id>``; ``autopass`` its standing passes on timing windows;
    ``seen`` the cards of a hidden deck it has looked at (the agenda deck's top, with Politics).

    Prophecy of Kings: ``unlocked`` its commander and hero once flipped, ``purged`` its leaders gone
    for good (a used hero); an agent is exhausted like a card (in ``exhausted``). ``relics`` and
    ``fragments`` (relic fragment card ids, one entry each) lie face up before it, ``kept`` the
    other exploration cards it keeps (Enigmatic Device), ``legendary`` the ability cards of its
    legendary planets (by planet id; exhausted ones are in ``exhausted``). ``captured`` are stacks of
    units on its faction sheet: owner -1 for fighter and infantry tokens, which have no colour.
    """

    seat: int
    faction: str
    colour: str
    technologies: list[str] = []
    tactic: int = 3
    fleet: int = 3
    strategy: int = 2
    trade_goods: int = 0
    commodities: int = 0
    exhausted: list[str] = []
    action_cards: list[str] = []
    secrets: list[str] = []
    scored: list[str] = []
    promissory: list[str] = []
    vp: int = 0
    passed: bool = False
    eliminated: bool = False
    home: int = NOBODY
    last_combat_scored: int = NOBODY
    notes: list[str] = []
    autopass: list[AutoPass] = []
    seen: list[str] = []
    captured: list[Stack] = []  # other players' units this seat holds captured (LRR 17); owner = their owner
    unlocked: list[str] = []
    purged: list[str] = []
    relics: list[str] = []
    fragments: list[str] = []
    kept: list[str] = []
    legendary: list[str] = []


class Tally(msgspec.Struct, omit_defaults=True):
    """Counts for the game's record and the simulate report."""

    combats: int = 0
    objectives_scored: int = 0
    agendas_resolved: int = 0
    action_cards_played: int = 0
    transactions: int = 0


class TIState(msgspec.Struct):
    """A whole game: the galaxy, every seat, the decks, the round and the procedures in progress.

    Prophecy of Kings: ``explore_decks`` (by deck: cultural, hazardous, industrial, frontier) and
    ``explore_discards``, the ``relic_deck``; ``frontier`` the systems holding a frontier token;
    ``board_tokens`` the tokens exploration puts in systems, by system key ("gamma_wormhole",
    "ion_storm:alpha", "mirage"); ``purged`` every card returned to the box, as "kind:id".
    """

    rng: Rng
    players: list[PlayerState]
    layout: str
    tokens: list[str]
    systems: dict[str, SystemState]
    planets: dict[str, PlanetState]
    speaker: int
    strategy: list[StrategySlot] = []
    round: int = 1
    phase: str = "setup"
    nexus_active: bool = False
    public: list[str] = []
    stage1: list[str] = []
    stage2: list[str] = []
    secret_deck: list[str] = []
    action_deck: list[str] = []
    action_discard: list[str] = []
    custodians: int = NOBODY
    vp_goal: int = 10
    stack: list[AnyStep] = []
    modifiers: list[Modifier] = []
    build: GalaxyState | None = None
    tally: Tally = msgspec.field(default_factory=Tally)
    winner: int = NOBODY
    turn: int = 0
    mode: str = "play"
    round_limit: int = 0
    agenda_deck: list[str] = []
    agenda_discard: list[str] = []
    laws: list[str] = []
    law_holders: dict[str, int] = {}
    warnings: list[str] = []
    ended: str = ""
    explore_decks: dict[str, list[str]] = {}
    explore_discards: dict[str, list[str]] = {}
    relic_deck: list[str] = []
    frontier: list[int] = []
    board_tokens: dict[str, list[str]] = {}
    purged: list[str] = []


def key(node: int) -> str:
    """A system's key in ``TIState.systems``."""
    return str(node)
