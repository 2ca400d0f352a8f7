"""Who decides now and the complete list of what they may do."""

from __future__ import annotations

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
from engines.cosmic.board import ADJACENT, CELLS, occupied
from engines.cosmic.combat import combat_options
from engines.cosmic.content import CARDS, DECK, NUM
from engines.cosmic.effects import DATA, modify, sources
from engines.cosmic.planets import met
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
CHOOSERS: dict[str, Any] = {
    "contender": ChooseContender, "planet": ChoosePlanet, "card": ChooseCard, "die": ChooseDie,
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
    chooser = CHOOSERS[pending.choose]
    return [chooser(value) for value in pending.among]


def decisions(state: CosmicState) -> list[Decision]:
    if state.phase == "over":
        return []
    if state.pending:
        pending = state.pending[0]
        prompt = "{p%d}: choose a %s for %s" % (pending.seat, pending.choose, effect_label(pending.effect))
        return [Decision(pending.seat, prompt, pending_options(pending))]
    if state.combat is not None:
        seat, options = combat_options(state, state.combat)
        text, rule = PROMPTS[state.combat.step]
        return [Decision(seat, text % seat, options, rule)]
    seat = state.active
    text, rule = PROMPTS[state.phase]
    if state.phase == "action":
        left = state.actions_left
        text = "{p%d}: Action Phase, %d action%s left" % (seat, left, "" if left == 1 else "s")
        return [Decision(seat, text, action_options(state), rule)]
    return [Decision(seat, text % seat, phase_options(state), rule)]


def phase_options(state: CosmicState) -> list[Any]:
    phase = state.phase
    seat = state.active
    if phase == "draft":
        return [Draft(key) for key in draftable(state, state.draft_order[state.picks])]
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
    if xp < AWAKEN and xp < awaken_cost(state, seat):
        return []
    return [AWAKENS[k] for k in state.teams[seat] if not state.contenders[k].awakened]


def shopping(state: CosmicState, seat: int) -> list[Any]:
    """CC-ARMORY-4, CC-ARMORY-5: affordable face-up cards, and recycling once per visit."""
    xp = state.xp[seat]
    options: list[Any] = []
    market = state.market
    found: list[tuple[str, int]] | None = None
    for slot in range(len(market)):
        card = market[slot]
        if card < 0:
            continue
        cost = CARDS[DECK[card]].cost
        if cost > xp:
            if found is None:
                found = sources(state, seat, "buy_cost")
            if found:
                cost = modify(state, seat, "buy_cost", cost, "buy", card, found)
        if cost <= xp:
            options.append(BUYS[slot])
    if not state.recycled and (xp >= RECYCLE_COST or xp >= recycle_cost(state, seat)):
        options.append(RECYCLE)
    return options


def conquests(state: CosmicState, seat: int) -> list[Any]:
    limit = state.rules.per_conquest
    if limit and state.taken >= limit:
        return []
    control = state.control
    cells = [cell for cell in occupied(state, seat) if met(state, seat, cell)]
    return [(Conquer if control[cell] < 0 else Overthrow)(cell) for cell in cells]


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
        seen: set[int] = set()
        for card in hand:
            info = CARDS[DECK[card]]
            if info.type == "non_combat" and info.index not in seen:
                seen.add(info.index)
                if usable(state, seat, info.key, True):
                    options.append(PlayCard(card))
    options.append(DONE)
    return options


def moves(state: CosmicState, seat: int) -> list[Any]:
    """CC-MOVE-2, CC-MOVE-3: to an orthogonally adjacent planet or to any planet the seat controls."""
    control = state.control
    owned = [cell for cell in CELLS if control[cell] == seat] if seat in control else []
    team = state.teams[seat]
    units = [-1] if state.rules.move_unit == "team" else team
    contenders = state.contenders
    found: list[Any] = []
    for key in units:
        here = contenders[team[0] if key < 0 else key].cell
        found += NEAR_MOVES[key][here]
        if owned:
            row, near = MOVES[key], ADJACENT[here]
            found += [row[cell] for cell in owned if cell != here and cell not in near]
    return found


def traversals(state: CosmicState, seat: int) -> list[Any]:
    """CC-MOVE-4: Traverse once per turn for its price (2 XP unless a passive lowers it)."""
    units = [-1] if state.rules.move_unit == "team" else state.teams[seat]
    xp = state.xp[seat]
    if xp >= TRAVERSE:
        return [TRAVERSES[key] for key in units]
    found = sources(state, seat, "traverse_cost")
    if not found:
        return []
    # Planet and Contender passives lower every Traverse; a Weapon only its bearer's (or the team's).
    general = [pair for pair in found if pair[0] not in WEAPON_EFFECTS]
    cost = modify(state, seat, "traverse_cost", TRAVERSE, "traverse", -2, general) if general else TRAVERSE
    options = []
    for key in units:
        own = [pair for pair in found if pair[0] in WEAPON_EFFECTS and key in (pair[1], -1)]
        if (modify(state, seat, "traverse_cost", cost, "traverse", key, own) if own else cost) <= xp:
            options.append(TRAVERSES[key])
    return options


def attacks(state: CosmicState, seat: int) -> list[Any]:
    """CC-COMBAT-1, CC-COMBAT-3: one of yours against an opposing Contender on the same planet."""
    contenders = state.contenders
    mine: dict[int, list[int]] = {}
    for k in state.teams[seat]:
        mine.setdefault(contenders[k].cell, []).append(k)
    return [Attack(k, other.key) for other in contenders
            if other.cell in mine and other.owner != seat and other.owner >= 0 for k in mine[other.cell]]


def waiting(state: CosmicState) -> bool:
    """Whether the current phase has anything to decide beyond 'done' (else it passes by itself)."""
    phase = state.phase
    seat = state.active
    if phase in ("draft", "awaken", "place"):
        return True
    if phase == "recovery":
        return bool(awakenable(state, seat))
    if phase == "armory":
        return _can_shop(state, seat)
    if phase == "conquest":
        return bool(conquests(state, seat))
    if state.actions_left > 0:
        return True
    if not state.traversed and traversals(state, seat):
        return True
    return any(info.type == "non_combat" and usable(state, seat, info.key, True)
               for info in {CARDS[DECK[card]] for card in state.hands[seat]})


def _can_shop(state: CosmicState, seat: int) -> bool:
    """The cheap question behind shopping(): is there anything at all to do in the Armory?"""
    xp = state.xp[seat]
    if (not state.recycled and xp >= RECYCLE_COST) or any(
            card >= 0 and CARDS[DECK[card]].cost <= xp for card in state.market):
        return True
    return bool(shopping(state, seat))
