"""Combat in six steps (CC-COMBAT-3 to CC-COMBAT-16): target, roll, re-roll, support and combat
actions, damage; then the effects that wait for damage, and the end of the combat."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.cosmic.actions import (
    DONE,
    KEEP,
    REROLL,
    AbilityUsed,
    CardPlayed,
    CombatValues,
    Declared,
    PlayCard,
    Rolled,
    ToggleDie,
    UseAbility,
)
from engines.cosmic.chance import roll
from engines.cosmic.content import BLUE_FACES, CARD_OF, CONTENDERS, DEFENSE, DOUBLE, HIT, NUM, RED_FACES, RULES
from engines.cosmic.effects import (
    PASSIVE_HOOKS,
    PLANET_LIST,
    REGISTRY,
    Ctx,
    cant,
    damage,
    gain_xp,
    holder_sources,
    planet_sources,
    reroll,
)
from engines.cosmic.play import begin, run, usable
from engines.cosmic.state import Combat, CosmicState, Effect, Side

CAP: int = NUM["support_cap"]
POOL_CAP: int = NUM["pool_cap"]
ATTACKER_CAP: int = NUM["attacker_cap"]
CARD_CAP: int = NUM["combat_action_cards"]
NUM_ATTACK: int = RULES["dice"]["attack"]["pool"]
TOGGLES = [ToggleDie(i) for i in range(12)]
PLAYS = [PlayCard(card) for card in range(len(CARD_OF))]
USES = [(UseAbility(key, "combat"), UseAbility(key, "support")) for key in range(len(CONTENDERS))]


def combat_sources(state: CosmicState, side: Side, hook: str) -> list[tuple[str, int]]:
    """Passives that act in combat: the engaged Contender's and its Weapons' (CC-CARD-19), planets'."""
    key = side.contender
    found = holder_sources(state, key, hook) if key in PASSIVE_HOOKS[hook] or state.contenders[key].weapons else []
    if PLANET_LIST[hook] and side.seat in state.control:
        found += planet_sources(state, side.seat, hook)
    return found


def _pool(state: CosmicState, side: Side, base: int) -> int:
    extra = 0
    for name, source in combat_sources(state, side, "pool"):
        ctx = Ctx(state, side.seat, name, [], "pool", source)
        REGISTRY[name](ctx)
        extra += ctx.amount
    return min(POOL_CAP, base + extra)  # CC-DICE-7


def declare(state: CosmicState, seat: int, attacker: int, target: int, events: list[Event]) -> None:
    """Steps 1 and 2: choose the fight, then both pools are rolled at once (CC-COMBAT-4)."""
    state.actions_left -= 1
    cell = state.contenders[attacker].cell
    state.tallies[seat].attacked.append(cell)
    defender = state.contenders[target].owner
    combat = Combat(cell, Side(seat, attacker), Side(defender, target))
    state.combat = combat
    events.append(Declared(seat=seat, attacker=attacker, defender=defender, target=target, cell=cell))
    combat.atk.dice = roll(state, RED_FACES, _pool(state, combat.atk, NUM_ATTACK))  # CC-DICE-2
    combat.dfn.dice = roll(state, BLUE_FACES, _pool(state, combat.dfn, state.rules.defense_dice))  # CC-DICE-4
    events.append(Rolled(seat=seat, dice=list(combat.atk.dice), why="attack"))
    events.append(Rolled(seat=defender, dice=list(combat.dfn.dice), why="defense"))


def can_reroll(state: CosmicState, side: Side) -> bool:
    return not side.rerolled and not cant(state, "reroll", side.contender)


def reroll_options(side: Side) -> list[Any]:
    options: list[Any] = TOGGLES[:len(side.dice)]
    if side.chosen:
        options.append(REROLL)
    options.append(KEEP)
    return options


def finish_reroll(state: CosmicState, side: Side, events: list[Event]) -> None:
    """CC-COMBAT-5, CC-COMBAT-6: pick up the chosen dice and roll them once."""
    indices = [i for i in range(len(side.dice)) if side.chosen >> i & 1]
    reroll(state, side, indices, "reroll", events)
    side.chosen = 0
    side.rerolled = True


def plays(state: CosmicState, side: Side, attacker: bool) -> list[Any]:
    """Steps 4 and 5: the cards and abilities this side may use now (CC-COMBAT-7 to CC-COMBAT-11)."""
    return _plays(state, side, attacker, False)


def can_play(state: CosmicState, side: Side, attacker: bool) -> bool:
    return bool(_plays(state, side, attacker, True))


def _plays(state: CosmicState, side: Side, attacker: bool, first: bool) -> list[Any]:
    """The playable cards, then abilities; only the first one found when ``first``."""
    found: list[Any] = []
    if side.used >= (ATTACKER_CAP if attacker else CAP):
        return found
    seat = side.seat
    seen: set[int] = set()
    for card in state.hands[seat]:
        info = CARD_OF[card]
        if info.index in seen:
            continue
        seen.add(info.index)
        allowed = info.type == "support" or (attacker and info.type == "combat" and side.combat_cards < CARD_CAP)
        if allowed and usable(state, seat, info.key):
            found.append(PLAYS[card])
            if first:
                return found
    for key in state.teams[seat]:
        contender = state.contenders[key]
        if not contender.awakened:
            continue
        info_c = CONTENDERS[key]
        # CC-COMBAT-10: only the attacking Contender may use its Combat Action.
        if attacker and key == side.contender and contender.cd_combat == 0 and usable(state, seat, info_c.combat.key):
            found.append(USES[key][0])
        if contender.cd_support == 0 and usable(state, seat, info_c.support.key):
            found.append(USES[key][1])
        if first and found:
            return found
    return found


def play_card(state: CosmicState, side: Side, card: int, events: list[Event]) -> None:
    """A card played in combat goes to the discard pile once used (CC-CARD-8, CC-CARD-12)."""
    info = CARD_OF[card]
    state.hands[side.seat].remove(card)
    state.discard.append(card)
    side.used += 1
    if info.type == "combat":
        side.combat_cards += 1
    side.played.append(info.key)
    state.tallies[side.seat].played += 1
    events.append(CardPlayed(seat=side.seat, card=card))
    begin(state, side.seat, info.key, card, events)


def use_ability(state: CosmicState, side: Side, key: int, kind: str, events: list[Event]) -> None:
    """CC-COMBAT-17, CC-COMBAT-18: usable at cooldown zero; the spinner then goes to its default."""
    contender = state.contenders[key]
    ability = CONTENDERS[key].combat if kind == "combat" else CONTENDERS[key].support
    if kind == "combat":
        contender.cd_combat = ability.cooldown
    else:
        contender.cd_support = ability.cooldown
    side.used += 1
    side.played.append(ability.key)
    events.append(AbilityUsed(seat=side.seat, contender=key, kind=kind))
    begin(state, side.seat, ability.key, key, events)


def value(state: CosmicState, side: Side) -> tuple[int, int]:
    """CC-COMBAT-13, CC-GAP-6: Hits (a Double Hit counts double) and Defense of the final Combat Value."""
    dice = side.dice
    hits = dice.count(HIT) + state.rules.double_hit * dice.count(DOUBLE) + side.hits
    defense = dice.count(DEFENSE) + side.defense
    hits, defense = max(0, hits), max(0, defense)
    return (hits * 2 if side.hit_x2 else hits), (defense * 2 if side.def_x2 else defense)


def _incoming(state: CosmicState, hits: int, side: Side) -> int:
    defense = side.total_defense if state.rules.damage_formula == "net" else 0
    amount = max(0, hits - defense - side.shield)
    return min(amount, side.cap) if side.cap >= 0 else amount  # "can't lose more" wins (CC-TERM-6)


def resolve(state: CosmicState, combat: Combat, events: list[Event]) -> None:
    """Step 6: final Combat Values, damage dealt simultaneously to both sides, XP to both players."""
    for side in (combat.atk, combat.dfn):
        for effect in side.finals:
            run(state, effect, "final", events)
        for name, source in combat_sources(state, side, "final"):
            REGISTRY[name](Ctx(state, side.seat, name, events, "final", source))
    for side in (combat.atk, combat.dfn):
        side.total_hits, side.total_defense = value(state, side)
    combat.dfn.damage_taken = _incoming(state, combat.atk.total_hits, combat.dfn)
    combat.atk.damage_taken = _incoming(state, combat.dfn.total_hits, combat.atk)
    events.append(CombatValues(attack=[combat.atk.total_hits, combat.atk.total_defense],
                               defense=[combat.dfn.total_hits, combat.dfn.total_defense],
                               damage=[combat.atk.damage_taken, combat.dfn.damage_taken]))
    for side, foe in ((combat.dfn, combat.atk), (combat.atk, combat.dfn)):  # CC-COMBAT-14: simultaneous
        state.tallies[foe.seat].damage[combat.cell] += side.damage_taken
        damage(state, foe.seat, side.contender, side.damage_taken, events, "combat")
    for side in (combat.atk, combat.dfn):  # CC-COMBAT-2, CC-GAP-23: both players gain 1 XP
        gain_xp(state, side.seat, NUM["combat_xp"], "combat", events)
    _queue_passives(state, combat)


def _queue_passives(state: CosmicState, combat: Combat) -> None:
    for stage in ("after", "end"):
        for side in (combat.atk, combat.dfn):
            for name, source in combat_sources(state, side, stage):
                combat.queue.append(Effect(name, side.seat, source, stage=stage))


def advance_combat(state: CosmicState, combat: Combat, events: list[Event]) -> bool:
    """Run automatic combat steps; False when a player must decide."""
    step = combat.step
    if step == "reroll_atk":
        if can_reroll(state, combat.atk):
            return False
        combat.step = "reroll_def"
    elif step == "reroll_def":
        if can_reroll(state, combat.dfn):
            return False
        combat.step = "support_def"
    elif step == "support_def":
        if can_play(state, combat.dfn, False):
            return False
        combat.step = "actions_atk"
    elif step == "actions_atk":
        if can_play(state, combat.atk, True):
            return False
        combat.step = "resolve"
    elif step == "resolve":
        resolve(state, combat, events)
        combat.step = "after"
    elif combat.queue:
        effect = combat.queue.pop(0)
        run(state, effect, effect.stage, events)
    else:
        state.last_combat = combat
        state.combat = None
    return True


def combat_options(state: CosmicState, combat: Combat) -> tuple[int, list[Any]]:
    """The deciding seat and its options at a waiting combat step."""
    step = combat.step
    if step == "reroll_atk":
        return combat.atk.seat, reroll_options(combat.atk)
    if step == "reroll_def":
        return combat.dfn.seat, reroll_options(combat.dfn)
    if step == "support_def":
        return combat.dfn.seat, [*plays(state, combat.dfn, False), DONE]
    return combat.atk.seat, [*plays(state, combat.atk, True), DONE]
