"""What a seat sees of a game: the map with units and tokens, planets, every player's sheet, the
strategy cards, objectives and the victory point track; its own hand and secret objectives.

Never in a view: other seats' action cards and unscored secret objectives, the face-down public
objectives, the order (or contents) of any deck, the generator. ``TIGame.secrets`` lists them
for the leak checks. The map part (``galaxy``) is the builder's drawing data, so the table that
draws a galaxy build draws a game's map the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import msgspec

from engines.galaxy.adjacency import Galaxy
from engines.galaxy.agenda.view import AgendaView, agenda_view
from engines.galaxy.balance import layout_shares, seat_scores
from engines.galaxy.board import galaxy
from engines.galaxy.builder.game import GalaxyState
from engines.galaxy.builder.view import GalaxyView, build_view, tiles_seen
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.economy import (
    commodity_value,
    influence,
    printed,
    resources,
    specialty,
    token_reinforcements,
)
from engines.galaxy.effects import collect, unchanged
from engines.galaxy.expansion.view import ExpansionView, expansion_view
from engines.galaxy.exploration.attachments import legendary
from engines.galaxy.layouts import layout
from engines.galaxy.mapstring import HOME
from engines.galaxy.seats import all_neighbours, cards_held, initiative
from engines.galaxy.state import NOBODY, Modifier, PlayerState, Stack, TIState
from engines.galaxy.steps import AnyStep, Step
from engines.galaxy.steps.agenda import Agenda, AgendaStep
from engines.galaxy.steps.common import ClaimObjective, Transaction
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.setup import Setup
from engines.galaxy.tactical.reach_view import MovementView, movement_view
from engines.galaxy.tactical.view import PaymentView, TacticalView, payment_view, tactical_view
from engines.galaxy.windows.view import WindowView, window_view


class UnitView(msgspec.Struct):
    owner: int
    kind: str
    count: int
    damaged: int = 0


class SystemView(msgspec.Struct):
    """A system: its node (a map position, or the nexus / Creuss home off the map), its tile,
    command tokens by seat, units in its space area, and the keys of its planets."""

    node: int
    tile: str
    tokens: list[int]
    space: list[UnitView]
    planets: list[str]
    wormholes: list[str]
    anomalies: list[str]


class PlanetView(msgspec.Struct):
    key: str
    name: str
    system: int
    owner: int
    exhausted: bool
    resources: int
    influence: int
    trait: str | None
    specialty: str | None
    legendary: bool
    units: list[UnitView]
    attachments: list[str]


class PlayerView(msgspec.Struct):
    """A player's sheets as the table sees them (hand sizes, not hands)."""

    seat: int
    faction: str
    faction_name: str
    colour: str
    home: int
    tactic: int
    fleet: int
    strategy: int
    token_reinforcements: int
    trade_goods: int
    commodities: int
    commodity_value: int
    technologies: list[str]
    exhausted: list[str]
    action_cards: int
    secret_objectives: int
    scored: list[str]
    promissory: list[str]
    vp: int
    passed: bool
    eliminated: bool
    strategy_cards: list[str]
    initiative: int
    neighbours: list[int]
    notes: int = 0
    notes_from: list[int] = []
    secrets_shown: list[str] = []


class StrategyView(msgspec.Struct):
    card: str
    name: str
    initiative: int
    holder: int
    used: bool
    trade_goods: int


class ObjectiveView(msgspec.Struct):
    """A revealed public objective, or a scored secret one, and who has scored it."""

    id: str
    name: str
    stage: str
    points: int
    phase: str
    scored_by: list[int]


class TIView(msgspec.Struct):
    """The whole table for one seat (``seat`` None: a spectator)."""

    seat: int | None
    mode: str
    phase: str
    round: int
    speaker: int
    vp_goal: int
    round_limit: int
    winner: int
    ended: str
    custodians: int
    galaxy: GalaxyView
    systems: list[SystemView]
    planets: list[PlanetView]
    players: list[PlayerView]
    strategy: list[StrategyView]
    objectives: list[ObjectiveView]
    stage1_left: int
    stage2_left: int
    secret_deck: int
    action_deck: int
    action_discard: list[str]
    laws: list[str]
    hand: list[str]
    secrets: list[str]
    procedure: list[str]
    active: int
    draft: list[str]
    factions_chosen: list[str]
    warnings: list[str]
    combats: int
    transactions: int
    tactical: TacticalView | None = None
    notes: list[str] = []
    seen_agendas: list[str] = []
    looked: list[str] = []  # what the seat's abilities let it look at now (hook "looks_at": M'aban)
    autopass: list[str] = []
    agenda_deck: int = 0
    agenda_discard: list[str] = []
    law_holders: dict[str, int] = {}
    agenda: AgendaView | None = None
    window: WindowView | None = None
    steps: list[AnyStep] = []
    payment: PaymentView | None = None
    modifiers: list[Modifier] = []
    movement: MovementView | None = None  # how the viewing seat's ships move (public facts)
    expansion: ExpansionView | None = None  # leaders, relics, exploration decks, frontier (public)


def units(stacks: list[Stack]) -> list[UnitView]:
    return [UnitView(s.owner, s.kind, s.count, s.damaged) for s in stacks]


def looked_at(state: TIState, seat: int) -> list[str]:
    """Hidden cards an ability of ``seat`` lets it look at now (hook ``looks_at``: a list of card ids each)."""
    if seat >= len(state.players) or state.players[seat].eliminated:
        return []
    return sorted({card for answer in collect(state, "looks_at", seat) for card in answer})


@lru_cache(maxsize=32)
def _map_view(layout_id: str, tokens: tuple[str, ...], nexus_active: bool) -> GalaxyView:
    plan = layout(layout_id)
    listed = list(tokens)
    slots, nexus, text = build_view(plan, listed)
    if nexus_active:
        nexus.side = "active"
    homeless = [HOME if p in plan.homes else t for p, t in enumerate(listed)]
    scores = seat_scores(homeless, layout_shares(layout_id))
    goods = [plan.trade_goods.get(str(home), 0) for home in plan.homes]
    return GalaxyView(None, plan.id, plan.title, plan.players, plan.rings, slots, tiles_seen(listed, []), nexus, [],
                      [], -1, "done", "", 0, 0, 0, scores, goods, text)


def build_galaxy_view(build: GalaxyState, seat: int | None) -> GalaxyView:
    """The builder's own view of a build in progress."""
    from engines.galaxy.builder import BUILDER

    view: GalaxyView = BUILDER.view(build, seat)
    return view


def map_view(state: TIState, seat: int | None) -> GalaxyView:
    if state.build is not None:
        return build_galaxy_view(state.build, seat)
    if not state.tokens:  # a build waiting for its factions' draft
        plan = layout(state.layout)
        return _map_view(plan.id, tuple(plan.skeleton_map().tokens), False)
    view = _map_view(state.layout, tuple(state.tokens), state.nexus_active)
    return msgspec.structs.replace(view, seat=seat)


def _systems_view(state: TIState) -> list[SystemView]:
    board = galaxy(state)  # read once for every system
    return [_system_view(state, k, board) for k in state.systems]


def _system_view(state: TIState, key: str, board: Galaxy) -> SystemView:
    node = int(key)
    system = state.systems[key]
    token = board.tokens.get(node, "")
    return SystemView(node, token, list(system.tokens), units(system.space), list(system.planets),
                      list(board.wormholes(node)), list(board.anomalies(node)))


def _planet_view(state: TIState, key: str) -> PlanetView:
    planet = state.planets[key]
    card = printed(key)
    if planet.attachments:
        special, famed = specialty(key, state), legendary(state, key)
    else:  # what those give a planet with nothing attached: its printed card (most planets: cheaper)
        special, famed = specialty(key), card.legendary or False
    if planet.owner == NOBODY:  # nobody's planet: no effect changes its printed values (``economy._worth``)
        worth, say = card.resources, card.influence
    else:
        worth, say = resources(state, key), influence(state, key)
    return PlanetView(key, card.name, planet.system, planet.owner, planet.exhausted, worth, say, card.trait, special,
                      famed, units(planet.units), list(planet.attachments))


def _player_view(state: TIState, seat: int, near: dict[int, list[int]]) -> PlayerView:
    p = state.players[seat]
    shown = list(p.secrets) if state.law_holders.get("search_warrant") == seat and "search_warrant" in state.laws \
        else []
    others = sorted(int(n.partition(":")[0]) for n in p.notes if int(n.partition(":")[0]) != seat)
    return PlayerView(seat, p.faction, factions()[p.faction].name, p.colour, p.home, p.tactic, p.fleet, p.strategy,
                      token_reinforcements(state, seat), p.trade_goods, p.commodities, commodity_value(state, seat),
                      list(p.technologies), list(p.exhausted), len(p.action_cards), len(p.secrets), list(p.scored),
                      list(p.promissory), p.vp, p.passed, p.eliminated, cards_held(state, seat),
                      initiative(state, seat), near[seat], len(p.notes), others, shown)


def _objectives(state: TIState) -> list[ObjectiveView]:
    found = []
    scored: dict[str, list[int]] = {}
    for player in state.players:
        for objective in player.scored:
            scored.setdefault(objective, []).append(player.seat)
    shown = list(state.public) + [o for o in scored if o not in state.public]
    for objective_id in shown:
        card = objectives()[objective_id]
        found.append(ObjectiveView(objective_id, card.name, card.stage, card.vp, card.phase,
                                   scored.get(objective_id, [])))
    return found


def _procedure(stack: list[Step]) -> list[str]:
    return [type(step).__name__ for step in stack]


def _steps(state: TIState, seat: int | None) -> list[Step]:
    """The procedures in progress as data, outermost first (ids and numbers the table sees), except
    another seat's objective claim, which may name a secret objective until it is scored; and what only
    some seats know is blanked for the others: the agenda Covert Legislation hides (the speaker's), the
    agendas Politics' holder is placing, the promissory notes of a transaction (its two sides'), the
    choices of another seat's faction offer (they may name cards in its hand)."""
    stack: list[Step] = list(state.stack)
    return [_seen_step(step, seat) for step in stack if not isinstance(step, ClaimObjective) or step.seat == seat]


def _seen_step(step: Step, seat: int | None) -> Step:
    if isinstance(step, Agenda) and step.hidden:
        return msgspec.structs.replace(step, hidden="hidden")
    if isinstance(step, AgendaStep) and step.part == "place_agendas" and step.seat != seat:
        return msgspec.structs.replace(step, picks=[], target="")
    if isinstance(step, FactionOffer) and step.seat != seat:
        return msgspec.structs.replace(step, targets=[])
    if isinstance(step, Transaction) and (step.give_note or step.get_note):
        # The two sides see the notes as "owner/note" (a hand's id is "owner:note"), the others see none.
        def shown(note: str) -> str:
            if not note or note == "any":
                return note
            return note.replace(":", "/") if seat in (step.seat, step.partner) else "?"

        return msgspec.structs.replace(step, give_note=shown(step.give_note), get_note=shown(step.get_note))
    return msgspec.structs.replace(step)


def _active(state: TIState) -> int:
    stack: list[Step] = list(state.stack)
    for step in reversed(stack):
        if isinstance(step, PlayerTurn):
            return step.seat
    return NOBODY


def game_view(state: TIState, seat: int | None) -> TIView:
    with unchanged():  # a view only asks: each seat's sources are worked out once for all its planets
        return _game_view(state, seat)


def _game_view(state: TIState, seat: int | None) -> TIView:
    return TIView(**{name: build(state, seat) for name, build in VIEW_FIELDS.items()})


def _own(state: TIState, seat: int | None) -> PlayerState | None:
    return state.players[seat] if seat is not None and seat < len(state.players) else None


def _strategy(state: TIState) -> list[StrategyView]:
    cards = strategy_cards()
    return [StrategyView(s.card, cards[s.card].name, cards[s.card].initiative, s.holder, s.used, s.trade_goods)
            for s in state.strategy]


def _players(state: TIState) -> list[PlayerView]:
    near = all_neighbours(state) if state.players else {}
    return [_player_view(state, s, near) for s in range(len(state.players))]


def _movement(state: TIState, seat: int | None) -> MovementView | None:
    own = _own(state, seat)
    return movement_view(state, own.seat) if own is not None and state.mode == "play" and state.tokens else None


def _mine(read: Callable[[TIState, PlayerState], Any]) -> Callable[[TIState, int | None], Any]:
    """A field of the viewing seat's own sheet (a spectator's: an empty list)."""
    def build(state: TIState, seat: int | None) -> Any:
        own = _own(state, seat)
        return read(state, own) if own is not None else []
    return build


# How each field of a view is worked out from the state and the viewing seat: ``game_view`` builds them all,
# the searching bot's futures only those the heuristic reads (``bots/lean_view.py``).
VIEW_FIELDS: dict[str, Callable[[TIState, int | None], Any]] = {
    "seat": lambda state, seat: seat,
    "mode": lambda state, seat: state.mode,
    "phase": lambda state, seat: state.phase,
    "round": lambda state, seat: state.round,
    "speaker": lambda state, seat: state.speaker,
    "vp_goal": lambda state, seat: state.vp_goal,
    "round_limit": lambda state, seat: state.round_limit,
    "winner": lambda state, seat: state.winner,
    "ended": lambda state, seat: state.ended,
    "custodians": lambda state, seat: state.custodians,
    "galaxy": map_view,
    "systems": lambda state, seat: _systems_view(state) if state.systems else [],
    "planets": lambda state, seat: [_planet_view(state, k) for k in state.planets],
    "players": lambda state, seat: _players(state),
    "strategy": lambda state, seat: _strategy(state),
    "objectives": lambda state, seat: _objectives(state),
    "stage1_left": lambda state, seat: len(state.stage1),
    "stage2_left": lambda state, seat: len(state.stage2),
    "secret_deck": lambda state, seat: len(state.secret_deck),
    "action_deck": lambda state, seat: len(state.action_deck),
    "action_discard": lambda state, seat: list(state.action_discard),
    "laws": lambda state, seat: list(state.laws),
    "hand": _mine(lambda state, own: list(own.action_cards)),
    "secrets": _mine(lambda state, own: list(own.secrets)),
    "procedure": lambda state, seat: _procedure(state.stack),
    "active": lambda state, seat: _active(state),
    "draft": lambda state, seat: _draft(state)[0],
    "factions_chosen": lambda state, seat: _draft(state)[1],
    "warnings": lambda state, seat: list(state.warnings),
    "combats": lambda state, seat: state.tally.combats,
    "transactions": lambda state, seat: state.tally.transactions,
    "tactical": lambda state, seat: tactical_view(state),
    "notes": _mine(lambda state, own: list(own.notes)),
    "seen_agendas": _mine(lambda state, own: list(own.seen)),
    "looked": _mine(lambda state, own: looked_at(state, own.seat)),
    "autopass": _mine(lambda state, own: [f"{a.key}|{a.until}" for a in own.autopass]),
    "agenda_deck": lambda state, seat: len(state.agenda_deck),
    "agenda_discard": lambda state, seat: list(state.agenda_discard),
    "law_holders": lambda state, seat: dict(state.law_holders),
    "agenda": lambda state, seat: agenda_view(state),
    "window": lambda state, seat: window_view(state),
    "steps": _steps,
    "payment": lambda state, seat: payment_view(state),
    "modifiers": lambda state, seat: list(state.modifiers),
    "movement": _movement,
    "expansion": lambda state, seat: expansion_view(state) if state.players else None,
}


def _draft(state: TIState) -> tuple[list[str], list[str]]:
    stack: list[Step] = list(state.stack)
    for step in stack:
        if isinstance(step, Setup):
            return list(step.pool), list(step.chosen)
    return [], []

