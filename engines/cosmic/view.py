"""What one seat may see: everything the table draws, and nothing hidden from that seat."""

from __future__ import annotations

import msgspec

from engines.cosmic.board import SIZE
from engines.cosmic.combat import can_reroll
from engines.cosmic.content import CONTENDERS, DECK, FACE_NAMES, PLANETS, Ability, card_id, design
from engines.cosmic.decide import effect_label
from engines.cosmic.state import Combat, CosmicState, Side


class AbilityView(msgspec.Struct):
    key: str
    name: str
    text: str
    cooldown: int = 0


class CardView(msgspec.Struct):
    id: str
    key: str
    name: str
    type: str
    cost: int
    text: str


class ContenderView(msgspec.Struct):
    key: int
    id: str
    name: str
    klass: str
    home: str
    home_name: str
    lore: str
    owner: int
    cell: int
    health: int
    awakened: bool
    cd_combat: int
    cd_support: int
    passive_active: bool
    passive: AbilityView
    combat: AbilityView
    support: AbilityView
    weapons: list[CardView]


class TeamHere(msgspec.Struct):
    seat: int
    contenders: list[int]


class PlanetView(msgspec.Struct):
    cell: int
    row: int
    col: int
    key: str
    name: str
    conquer: str
    conquer_kind: str
    conquer_n: int
    overthrow: str
    overthrow_kind: str
    overthrow_n: int
    passive: AbilityView
    controller: int
    home_of: list[int]
    teams: list[TeamHere]


class TallyView(msgspec.Struct):
    healed: list[int]
    heal_total: int
    bought: int
    weapon_bought: bool
    played: int
    attacked: list[int]
    damage: list[int]
    defeated: list[int]
    traversed: list[int]


class PlayerView(msgspec.Struct):
    seat: int
    xp: int
    gp: int
    hand_count: int
    team: list[int]
    planets: list[int]
    turn_position: int
    tally: TallyView


class SideView(msgspec.Struct):
    seat: int
    contender: int
    colour: str
    dice: list[str]
    selected: list[int]
    rerolled: bool
    can_reroll: bool
    actions_used: int
    combat_cards: int
    played: list[str]
    bonus_hits: int
    bonus_defense: int
    shield: int
    cap: int
    final_hits: int
    final_defense: int
    damage_taken: int
    played_names: list[str] = []  # the cards and abilities played, by their printed names
    health_lost: int = 0  # Health actually lost in this combat (damage beyond the Health left is not)


class CombatView(msgspec.Struct):
    cell: int
    step: str
    attacker: SideView
    defender: SideView
    defeated: list[int]


class PendingView(msgspec.Struct):
    seat: int
    effect: str
    choose: str
    among: list[int]


class DraftView(msgspec.Struct):
    order: list[int]
    picks: int
    drafting: int


class FinalView(msgspec.Struct):
    totals: list[int]
    bonuses: list[dict[str, int]]
    rolloffs: list[list[int]]
    winner: int
    decided_by: str


class CosmicView(msgspec.Struct):
    seat: int | None
    players: int
    phase: str
    active: int
    order: list[int]
    round: int
    timer: int
    timer_counts: str
    ending: bool
    actions_left: int
    traversed: bool
    gp_end: int
    move_unit: str
    draft: DraftView | None
    planets: list[PlanetView]
    contenders: list[ContenderView]
    seats: list[PlayerView]
    market: list[CardView | None]
    deck_count: int
    discard: list[CardView]
    hand: list[CardView]
    combat: CombatView | None
    last_combat: CombatView | None
    pending: PendingView | None
    final: FinalView | None
    damage_formula: str = "net"  # CC-GAP-6 options, so the table can state how damage is counted
    double_hit: int = 2


def _ability(ability: Ability) -> AbilityView:
    return AbilityView(ability.key, ability.name, ability.text, ability.cooldown)


def _card(instance: int) -> CardView:
    info = design(instance)
    return CardView(card_id(instance), info.key, info.name, info.type, info.cost, info.text)


# Card and ability texts never change, so their views are built once and shared (never mutated).
CARD_VIEWS = [_card(instance) for instance in range(len(DECK))]
ABILITY_VIEWS = {c.index: (_ability(c.passive), _ability(c.combat), _ability(c.support)) for c in CONTENDERS}
PLANET_PASSIVES = [_ability(p.passive) for p in PLANETS]
HOMES = [[c.index for c in CONTENDERS if c.home == p.index] for p in PLANETS]


def card_view(instance: int) -> CardView:
    return CARD_VIEWS[instance]


def _contender(state: CosmicState, key: int) -> ContenderView:
    c = state.contenders[key]
    info = CONTENDERS[key]
    home = PLANETS[info.home]
    passive, combat, support = ABILITY_VIEWS[key]
    return ContenderView(
        key, info.key, info.name, info.klass, home.key, home.name, info.lore, c.owner, c.cell, c.health,
        c.awakened, c.cd_combat, c.cd_support, not c.awakened or state.rules.keep_passive,
        passive, combat, support, [CARD_VIEWS[w] for w in c.weapons],
    )


def _planet(state: CosmicState, cell: int, teams: dict[int, list[int]]) -> PlanetView:
    info = PLANETS[state.grid[cell]]
    conquer, overthrow = info.conquer, info.overthrow
    return PlanetView(
        cell, cell // SIZE, cell % SIZE, info.key, info.name, conquer.text, conquer.kind, conquer.n,
        overthrow.text, overthrow.kind, overthrow.n, PLANET_PASSIVES[info.index], state.control[cell],
        list(HOMES[info.index]), [TeamHere(seat, keys) for seat, keys in sorted(teams.items())],
    )


def _planets(state: CosmicState) -> list[PlanetView]:
    by_cell: list[dict[int, list[int]]] = [{} for _ in range(SIZE * SIZE)]
    for c in state.contenders:
        if c.cell >= 0 and c.owner >= 0:
            by_cell[c.cell].setdefault(c.owner, []).append(c.key)
    return [_planet(state, cell, by_cell[cell]) for cell in range(SIZE * SIZE)]


def _player(state: CosmicState, seat: int) -> PlayerView:
    t = state.tallies[seat]
    tally = TallyView(list(t.healed), t.heal_total, t.bought, t.weapon_bought, t.played, list(t.attacked),
                      list(t.damage), list(t.defeated), list(t.traversed))
    position = state.order.index(seat) if seat in state.order else -1
    return PlayerView(seat, state.xp[seat], state.gp[seat], len(state.hands[seat]), list(state.teams[seat]),
                      [cell for cell, owner in enumerate(state.control) if owner == seat], position, tally)


def _side(state: CosmicState, combat: Combat, side: Side, live: bool) -> SideView:
    colour = "red" if side is combat.atk else "blue"
    selected = [i for i in range(len(side.dice)) if side.chosen >> i & 1]
    return SideView(
        side.seat, side.contender, colour, [FACE_NAMES[f] for f in side.dice], selected, side.rerolled,
        live and can_reroll(state, side), side.used, side.combat_cards, list(side.played), side.hits,
        side.defense, side.shield, side.cap, side.total_hits, side.total_defense, side.damage_taken,
        [effect_label(name) for name in side.played], side.lost,
    )


def _combat(state: CosmicState, combat: Combat | None, live: bool) -> CombatView | None:
    if combat is None:
        return None
    return CombatView(combat.cell, combat.step, _side(state, combat, combat.atk, live),
                      _side(state, combat, combat.dfn, live), list(combat.defeated))


def view(state: CosmicState, seat: int | None) -> CosmicView:
    draft = None
    if state.phase == "draft":
        draft = DraftView(list(state.draft_order), state.picks, state.draft_order[state.picks])
    pending = None
    if state.pending:
        p = state.pending[0]
        pending = PendingView(p.seat, p.effect, p.choose, list(p.among))
    final = None
    if state.final is not None:
        f = state.final
        final = FinalView(list(f.totals), [dict(b) for b in f.bonuses], [list(r) for r in f.rolloffs], f.winner,
                          f.decided_by)
    hand = [CARD_VIEWS[card] for card in state.hands[seat]] if seat is not None else []
    return CosmicView(
        seat, state.players, state.phase, state.active, list(state.order), state.round, state.timer,
        state.rules.timer_counts, state.ending, state.actions_left, state.traversed, state.rules.gp_end,
        state.rules.move_unit, draft, _planets(state),
        [_contender(state, key) for key in range(len(state.contenders))],
        [_player(state, s) for s in range(state.players)],
        [CARD_VIEWS[card] if card >= 0 else None for card in state.market], len(state.deck),
        [CARD_VIEWS[card] for card in state.discard], hand, _combat(state, state.combat, True),
        _combat(state, state.last_combat, False), pending, final, state.rules.damage_formula,
        state.rules.double_hit,
    )

