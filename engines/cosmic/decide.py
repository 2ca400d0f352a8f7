"""Who decides now and the complete list of what they may do."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.core.contract import Decision
from engines.cosmic.actions import (
    DONE,
    RECYCLE,
    Attack,
    Awaken,
    Buy,
    ChooseCard,
    ChooseContender,
    ChooseDie,
    ChooseMode,
    ChoosePlanet,
    Conquer,
    Draft,
    Move,
    Overthrow,
    Place,
    PlayCard,
    Traverse,
)
from engines.cosmic.armory import awaken_cost, recycle_cost
from engines.cosmic.board import ADJACENT, CELLS
from engines.cosmic.combat import combat_options
from engines.cosmic.content import CARDS, DECK, NUM, PLANETS
from engines.cosmic.effects import DATA, modify, sources
from engines.cosmic.planets import CRITERIA
from engines.cosmic.play import MODES, usable
from engines.cosmic.state import CosmicState, Pending
from engines.cosmic.turn import draftable

TRAVERSE: int = NUM["traverse_cost"]
AWAKEN: int = NUM["awaken_cost"]
RECYCLE_COST: int = NUM["recycle_cost"]
# Immutable action objects are shared, so building an option list allocates little.
MOVES = {key: [Move(key, cell) for cell in CELLS] for key in range(-1, 18)}
NEAR_MOVES = {key: [[MOVES[key][c] for c in ADJACENT[cell]] for cell in CELLS] for key in range(-1, 18)}
TRAVERSES = {key: Traverse(key) for key in range(-1, 18)}
AWAKENS = [Awaken(key) for key in range(18)]
BUYS = [Buy(slot) for slot in range(5)]
PLACES = [Place(cell) for cell in CELLS]
CONQUERS = [Conquer(cell) for cell in CELLS]
OVERTHROWS = [Overthrow(cell) for cell in CELLS]
DRAFTS = [Draft(key) for key in range(18)]
ATTACKS_ON = [[Attack(key, target) for key in range(18)] for target in range(18)]
TEAM_UNIT = (-1,)
# FAR[here]: the cells neither here nor adjacent, reached only by moving to a planet you control.
FAR = [frozenset(CELLS) - {here} - set(ADJACENT[here]) for here in CELLS]
# Per Armory card instance: its Non-Combat key (None for other types), design bit, play action and price.
NONCOMBAT_KEY = [CARDS[d].key if CARDS[d].type == "non_combat" else None for d in DECK]
DESIGN_BIT = [1 << d for d in DECK]
PLAY_CARDS = [PlayCard(card) for card in range(len(DECK))]
PRINTED_COST = [CARDS[d].cost for d in DECK]
CHOOSERS: dict[str, Any] = {
    "contender": ChooseContender, "planet": ChoosePlanet, "card": ChooseCard, "die": ChooseDie,
}
# Shared answers for the usual ranges (Contenders, cells, dice, card instances).
CHOSEN: dict[str, list[Any]] = {
    "contender": [ChooseContender(key) for key in range(18)], "planet": [ChoosePlanet(cell) for cell in CELLS],
    "card": [ChooseCard(card) for card in range(len(DECK))], "die": [ChooseDie(die) for die in range(12)],
}
PROMPTS = {
    "reroll_atk": ("{p%d}: choose attack dice to re-roll, once", "CC-COMBAT-5"),
    "reroll_def": ("{p%d}: choose defense dice to re-roll, once", "CC-COMBAT-6"),
    "support_def": ("{p%d}: defending, play up to two Support Actions", "CC-COMBAT-7"),
    "actions_atk": ("{p%d}: attacking, play up to two Combat or Support Actions", "CC-COMBAT-9"),
    "draft": ("{p%d}: draft a Contender", "CC-SETUP-14"),
    "awaken": ("{p%d}: Awakening: recycle, buy cards, awaken Contenders", "CC-SETUP-20"),
    "place": ("{p%d}: place your team on a planet", "CC-SETUP-24"),
    "recovery": ("{p%d}: Recovery Phase: awaken Contenders (5 XP each)?", "CC-RECOVERY-4"),
    "armory": ("{p%d}: Armory Phase: buy cards", "CC-ARMORY-5"),
    "action": ("{p%d}: Action Phase", "CC-ACTION-1"),
    "conquest": ("{p%d}: Conquest Phase: take a planet?", "CC-CONQUEST-1"),
}


WEAPON_EFFECTS = frozenset(card.effect.key for card in CARDS if card.type == "weapon")
BUILTIN_LABELS = {"attach": "the new Weapon", "traverse": "Traverse"}
LABELS = {card.key: card.name for card in CARDS} | {key: data.name for key, data in DATA.items()
                                                   if key not in {card.key for card in CARDS}}


def effect_label(name: str) -> str:
    """The printed name of a card, ability or built-in step waiting for a choice."""
    return BUILTIN_LABELS.get(name) or LABELS.get(name, name.replace("_", " "))


def pending_options(pending: Pending) -> list[Any]:
    if pending.choose == "mode":
        return [ChooseMode(MODES[i]) for i in pending.among]
    made = CHOSEN[pending.choose]
    chooser = CHOOSERS[pending.choose]
    return [made[value] if 0 <= value < len(made) else chooser(value) for value in pending.among]


SEATS = range(6)
# Prompts are formatted once per seat (and per count of actions left), not on every call.
SEAT_PROMPTS = {step: ([text % seat for seat in SEATS], rule) for step, (text, rule) in PROMPTS.items()}
ACTION_PROMPTS = [["{p%d}: Action Phase, %d action%s left" % (seat, left, "" if left == 1 else "s")
                   for left in range(4)] for seat in SEATS]


def decisions(state: CosmicState) -> list[Decision]:
    phase = state.phase
    if phase == "over":
        return []
    if state.pending:
        pending = state.pending[0]
        prompt = "{p%d}: choose a %s for %s" % (pending.seat, pending.choose, effect_label(pending.effect))
        return [Decision(pending.seat, prompt, pending_options(pending))]
    combat = state.combat
    if combat is not None:
        seat, options = combat_options(state, combat)
        texts, rule = SEAT_PROMPTS[combat.step]
        return [Decision(seat, texts[seat], options, rule)]
    seat = state.active
    if phase == "action":
        left = state.actions_left
        texts = ACTION_PROMPTS[seat]
        text = texts[left] if 0 <= left < len(texts) else "{p%d}: Action Phase, %d actions left" % (seat, left)
        return [Decision(seat, text, action_options(state), "CC-ACTION-1")]
    texts, rule = SEAT_PROMPTS[phase]
    if phase == "recovery":  # the cost as it is for this seat, discounts included
        text = "{p%d}: Recovery Phase: awaken Contenders (%d XP each)?" % (seat, awaken_cost(state, seat))
        return [Decision(seat, text, phase_options(state), rule)]
    return [Decision(seat, texts[seat], phase_options(state), rule)]


def phase_options(state: CosmicState) -> list[Any]:
    phase = state.phase
    seat = state.active
    if phase == "draft":
        return [DRAFTS[key] for key in draftable(state, state.draft_order[state.picks])]
    if phase == "place":
        return PLACES
    if phase == "recovery":
        return [*awakenable(state, seat), DONE]
    if phase == "conquest":
        return [*conquests(state, seat), DONE]
    options = [*awakenable(state, seat)] if phase == "awaken" else []
    return [*shopping(state, seat), *options, DONE]


def awakenable(state: CosmicState, seat: int) -> list[Any]:
    # Cost passives only ever lower a price, so the printed price is enough when it is affordable.
    xp = state.xp[seat]
    if xp < AWAKEN:
        found = sources(state, seat, "awaken_cost")
        if not found or modify(state, seat, "awaken_cost", AWAKEN, "awaken", -1, found) > xp:
            return []
    return [AWAKENS[k] for k in state.teams[seat] if not state.contenders[k].awakened]


def shopping(state: CosmicState, seat: int) -> list[Any]:
    """CC-ARMORY-4, CC-ARMORY-5: affordable face-up cards, and recycling once per visit."""
    xp = state.xp[seat]
    market = state.market
    options: list[Any] = []
    for slot, card in enumerate(market):
        if card >= 0 and PRINTED_COST[card] <= xp:
            options.append(BUYS[slot])
    if len(options) < len(market) - market.count(-1):
        found = sources(state, seat, "buy_cost")
        if found:  # some card is dearer than this seat's XP: a passive may bring it within reach
            options = [BUYS[slot] for slot, card in enumerate(market)
                       if card >= 0 and _price(state, seat, card, found) <= xp]
    if not state.recycled and (xp >= RECYCLE_COST or xp >= recycle_cost(state, seat)):
        options.append(RECYCLE)
    return options


def _price(state: CosmicState, seat: int, card: int, found: list[tuple[str, int]]) -> int:
    cost = PRINTED_COST[card]
    return cost if cost <= state.xp[seat] else modify(state, seat, "buy_cost", cost, "buy", card, found)


def conquests(state: CosmicState, seat: int) -> list[Any]:
    """CC-CONQUEST-1 to CC-CONQUEST-3: each planet you occupy and do not control whose criterion is met."""
    limit = state.rules.per_conquest
    if limit and state.taken >= limit:
        return []
    control, contenders = state.control, state.contenders
    cells: list[int] = []
    for key in state.teams[seat]:
        cell = contenders[key].cell
        if cell >= 0 and cell not in cells and control[cell] != seat:
            cells.append(cell)
    if not cells:
        return cells
    cells.sort()
    found: list[Any] = []
    for cell in cells:
        planet = PLANETS[state.grid[cell]]
        rule = planet.conquer if control[cell] < 0 else planet.overthrow
        if CRITERIA[rule.kind](state, seat, cell, rule.n):  # planets.met, knowing the seat is there
            found.append(CONQUERS[cell] if control[cell] < 0 else OVERTHROWS[cell])
    return found


def action_options(state: CosmicState) -> list[Any]:
    """CC-ACTION-1: Move and Combat while actions remain; free Traverse and Non-Combat cards."""
    seat = state.active
    options: list[Any] = []
    if state.actions_left > 0:
        options += moves(state, seat)
        options += attacks(state, seat)
    if not state.traversed:
        options += traversals(state, seat)
    hand = state.hands[seat]
    if hand:
        seen = 0
        for card in hand:
            key = NONCOMBAT_KEY[card]
            if key is not None and not seen & DESIGN_BIT[card]:
                seen |= DESIGN_BIT[card]
                if usable(state, seat, key, True):
                    options.append(PLAY_CARDS[card])
    options.append(DONE)
    return options


def moves(state: CosmicState, seat: int) -> list[Any]:
    """CC-MOVE-2, CC-MOVE-3: to an orthogonally adjacent planet or to any planet the seat controls."""
    control = state.control
    owned = _owned(control, seat) if seat in control else ()
    team = state.teams[seat]
    contenders = state.contenders
    units = TEAM_UNIT if state.rules.move_unit == "team" else team
    found: list[Any] = []
    for key in units:
        here = contenders[team[0] if key < 0 else key].cell
        found += NEAR_MOVES[key][here]
        if owned:  # then controlled planets beyond the adjacent ones, in grid order
            far, row = FAR[here], MOVES[key]
            for cell in owned:
                if cell in far:
                    found.append(row[cell])
    return found


def _owned(control: list[int], seat: int) -> list[int]:
    """The cells a seat controls, in grid order (found by C-level searches: usually one or two)."""
    cells = [control.index(seat)]
    for _ in range(control.count(seat) - 1):
        cells.append(control.index(seat, cells[-1] + 1))
    return cells


def traversals(state: CosmicState, seat: int) -> list[Any]:
    """CC-MOVE-4: Traverse once per turn for its price (2 XP unless a passive lowers it)."""
    units = TEAM_UNIT if state.rules.move_unit == "team" else state.teams[seat]
    xp = state.xp[seat]
    if xp < TRAVERSE:
        found = sources(state, seat, "traverse_cost")
        if not found:
            return []
        # Planet and Contender passives lower every Traverse; a Weapon only its bearer's (or the team's).
        general: list[tuple[str, int]] = []
        weapons: list[tuple[str, int]] = []
        for pair in found:
            (weapons if pair[0] in WEAPON_EFFECTS else general).append(pair)
        cost = modify(state, seat, "traverse_cost", TRAVERSE, "traverse", -2, general) if general else TRAVERSE
        if weapons:
            return _armed_traversals(state, seat, units, cost, weapons)
        if cost > xp:
            return []
    options: list[Any] = []
    for key in units:
        options.append(TRAVERSES[key])
    return options


def _armed_traversals(state: CosmicState, seat: int, units: Sequence[int], cost: int,
                      weapons: list[tuple[str, int]]) -> list[Any]:
    options = []
    for key in units:
        own = []
        for pair in weapons:
            if key in (pair[1], -1):
                own.append(pair)
        if (modify(state, seat, "traverse_cost", cost, "traverse", key, own) if own else cost) <= state.xp[seat]:
            options.append(TRAVERSES[key])
    return options


def attacks(state: CosmicState, seat: int) -> list[Any]:
    """CC-COMBAT-1, CC-COMBAT-3: one of yours against an opposing Contender on the same planet."""
    contenders = state.contenders
    team = state.teams[seat]
    cells = []
    for key in team:
        cells.append(contenders[key].cell)
    targets: list[int] = []
    for other_seat, keys in enumerate(state.teams):
        if other_seat != seat:
            for other in keys:
                if contenders[other].cell in cells:
                    targets.append(other)
    if not targets:
        return targets
    targets.sort()  # options list targets in Contender order
    found = []
    for other in targets:
        row, there = ATTACKS_ON[other], contenders[other].cell
        for k, cell in zip(team, cells, strict=True):
            if cell == there:
                found.append(row[k])
    return found


def waiting(state: CosmicState) -> bool:
    """Whether the current phase has anything to decide beyond 'done' (else it passes by itself)."""
    phase = state.phase
    seat = state.active
    if phase == "action":
        if state.actions_left > 0:
            return True
        if not state.traversed and traversals(state, seat):
            return True
        return _can_play_noncombat(state, seat)
    if phase == "armory":
        return _can_shop(state, seat)
    if phase == "conquest":
        return bool(conquests(state, seat))
    if phase == "recovery":
        return bool(awakenable(state, seat))
    return phase in ("draft", "awaken", "place")


def _can_play_noncombat(state: CosmicState, seat: int) -> bool:
    seen = 0
    for card in state.hands[seat]:
        key = NONCOMBAT_KEY[card]
        if key is not None and not seen & DESIGN_BIT[card]:
            seen |= DESIGN_BIT[card]
            if usable(state, seat, key, True):
                return True
    return False


def _can_shop(state: CosmicState, seat: int) -> bool:
    """The cheap question behind shopping(): is there anything at all to do in the Armory?"""
    xp = state.xp[seat]
    if not state.recycled and xp >= RECYCLE_COST:
        return True
    for card in state.market:
        if card >= 0 and PRINTED_COST[card] <= xp:
            return True
    return bool(shopping(state, seat))
