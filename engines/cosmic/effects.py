"""The effect machinery: the registry of card and ability functions, their context, and the
primitives every effect uses (heal, damage, defeat, dice, XP, Gambit Points, hooks)."""

from __future__ import annotations

from collections.abc import Callable

from engines.core.contract import Event
from engines.cosmic.actions import (
    Attached,
    Damaged,
    Defeated,
    EndTriggered,
    GpGained,
    Healed,
    Moved,
    Rolled,
    XpGained,
)
from engines.cosmic.chance import roll
from engines.cosmic.content import (
    BLUE_FACES,
    CARDS,
    CONTENDERS,
    DECK,
    GP,
    NUM,
    PLANETS,
    RED_FACES,
    Ability,
    design,
)
from engines.cosmic.state import Combat, CosmicState, Effect, Pending, Side

HEALTH: int = NUM["health"]
POOL_CAP: int = NUM["pool_cap"]

Fn = Callable[["Ctx"], None]
REGISTRY: dict[str, Fn] = {}
READY: dict[str, Callable[[Ctx], bool]] = {}
DATA: dict[str, Ability] = {}
for _c in CONTENDERS:
    for _a in (_c.passive, _c.combat, _c.support):
        DATA[_a.key] = _a
for _card in CARDS:
    DATA[_card.effect.key] = _card.effect
for _p in PLANETS:
    DATA[_p.passive.key] = _p.passive


def effect(fn: Fn) -> Fn:
    """Register a card's or ability's behaviour under its own name."""
    REGISTRY[fn.__name__] = fn
    return fn


def ready(name: str) -> Callable[[Callable[[Ctx], bool]], Callable[[Ctx], bool]]:
    """Register a condition that must hold before a card or ability may be used."""

    def wrap(fn: Callable[[Ctx], bool]) -> Callable[[Ctx], bool]:
        READY[name] = fn
        return fn

    return wrap


def side_of(combat: Combat | None, seat: int) -> Side | None:
    if combat is None:
        return None
    if combat.atk.seat == seat:
        return combat.atk
    if combat.dfn.seat == seat:
        return combat.dfn
    return None


class Ctx:
    """What an effect function sees: the state, who acts, its data, targets and the combat sides."""

    __slots__ = (
        "amount",
        "combat",
        "data",
        "events",
        "foe",
        "forbid",
        "me",
        "mode",
        "n",
        "name",
        "seat",
        "second",
        "source",
        "stage",
        "state",
        "target",
        "what",
    )

    def __init__(self, state: CosmicState, seat: int, name: str, events: list[Event], stage: str = "play",
                 source: int = -1, target: int = -1, second: int = -1, mode: str = "", amount: int = 0,
                 what: str = "") -> None:
        self.state, self.seat, self.name, self.events, self.stage = state, seat, name, events, stage
        self.data = DATA[name]
        self.n = self.data.n
        self.source, self.target, self.second, self.mode = source, target, second, mode
        self.amount, self.what, self.forbid = amount, what, False
        combat = state.combat
        self.combat = combat
        self.me: Side | None = None
        self.foe: Side | None = None
        if combat is not None:  # side_of(), inline: a Ctx is made on every hook and play
            if combat.atk.seat == seat:
                self.me, self.foe = combat.atk, combat.dfn
            elif combat.dfn.seat == seat:
                self.me, self.foe = combat.dfn, combat.atk

    @property
    def m(self) -> int:
        return self.data.m

    @property
    def attacking(self) -> bool:
        return self.combat is not None and self.me is self.combat.atk

    def side(self) -> Side:
        assert self.me is not None
        return self.me

    def other(self) -> Side:
        assert self.foe is not None
        return self.foe

    def heal(self, key: int, amount: int) -> int:
        return heal(self.state, self.seat, key, amount, self.events, self.name)

    def damage(self, key: int, amount: int) -> int:
        return damage(self.state, self.seat, key, amount, self.events, self.name)

    def gain_xp(self, amount: int) -> None:
        gain_xp(self.state, self.seat, amount, self.name, self.events)

    def gain_gp(self, amount: int) -> None:
        gain_gp(self.state, self.seat, amount, self.name, self.events)

    def add_dice(self, side: Side, count: int) -> None:
        add_dice(self.state, side, count, self.name, self.events)

    def defer(self, target: int = -1) -> None:
        """Come back to this effect after combat damage resolves (stage 'after')."""
        assert self.combat is not None
        self.combat.queue.append(Effect(self.name, self.seat, self.source, target, stage="after"))

    def ask(self, among: list[int], amount: int = 0) -> None:
        """Let this seat choose a Contender; the effect is called again at stage 'chosen'."""
        if len(among) == 1:
            again = Ctx(self.state, self.seat, self.name, self.events, "chosen", self.source, among[0],
                        amount=amount)
            REGISTRY[self.name](again)
        elif among:
            self.state.pending.append(Pending(self.seat, self.name, "contender", among, "chosen",
                                              self.source, amount=amount))


def faces_of(combat: Combat, side: Side) -> tuple[int, ...]:
    """CC-TERM-7, CC-GAP-13: the attacker rolls red Attack dice, the defender blue Defense dice."""
    return RED_FACES if side is combat.atk else BLUE_FACES


def add_dice(state: CosmicState, side: Side, count: int, why: str, events: list[Event]) -> None:
    """Roll extra dice into a pool, never beyond 12 dice (CC-DICE-7)."""
    combat = state.combat
    assert combat is not None
    count = min(count, POOL_CAP - len(side.dice))
    if count > 0:
        new = roll(state, faces_of(combat, side), count)
        side.dice.extend(new)
        events.append(Rolled(seat=side.seat, dice=new, why=why))


def reroll(state: CosmicState, side: Side, indices: list[int], why: str, events: list[Event]) -> None:
    combat = state.combat
    assert combat is not None
    new = roll(state, faces_of(combat, side), len(indices))
    for index, face in zip(indices, new, strict=True):
        side.dice[index] = face
    if indices:
        events.append(Rolled(seat=side.seat, dice=list(side.dice), why=why))


def gain_xp(state: CosmicState, seat: int, amount: int, why: str, events: list[Event]) -> None:
    if amount > 0:
        state.xp[seat] += amount
        events.append(XpGained(seat=seat, amount=amount, why=why))


def gain_gp(state: CosmicState, seat: int, amount: int, why: str, events: list[Event]) -> None:
    """Add Gambit Points; 20 of them trigger the end at any moment (CC-WIN-2, CC-GAP-19)."""
    if amount <= 0:
        return
    state.gp[seat] += amount
    events.append(GpGained(seat=seat, amount=amount, why=why))
    if state.gp[seat] >= state.rules.gp_end and not state.ending:
        state.ending = True
        events.append(EndTriggered(why="gambit"))


HOOKS = ("recovery", "buy_cost", "traverse_cost", "awaken_cost", "recycle_cost", "pool", "final", "after", "end",
         "heal", "defeat", "cant")
# Which passives, weapon designs and planets listen to each hook, so most lookups end at once.
PASSIVE_HOOKS = {h: frozenset(c.index for c in CONTENDERS if h in c.passive.hooks) for h in HOOKS}
WEAPON_HOOKS = {h: frozenset(c.index for c in CARDS if h in c.effect.hooks) for h in HOOKS}
PLANET_HOOKS = {h: frozenset(p.index for p in PLANETS if h in p.passive.hooks) for h in HOOKS}


PASSIVE_KEY = [c.passive.key for c in CONTENDERS]
CANT_PASSIVES = PASSIVE_HOOKS["cant"]
CANT_WEAPONS = WEAPON_HOOKS["cant"]
HEARD = {h: bool(PASSIVE_HOOKS[h] or WEAPON_HOOKS[h] or PLANET_HOOKS[h]) for h in HOOKS}
# The planets listening to each hook, and each card instance's effect key (for Weapons).
PLANET_LIST = {h: tuple(sorted(PLANET_HOOKS[h])) for h in HOOKS}
PLANET_KEY = [p.passive.key for p in PLANETS]
EFFECT_KEY = [CARDS[d].effect.key for d in DECK]


def sources(state: CosmicState, seat: int, hook: str) -> list[tuple[str, int]]:
    """Active passives of the seat's Contenders, Weapons and controlled planets for a hook."""
    found: list[tuple[str, int]] = []
    if not HEARD[hook]:
        return found
    passives, weapons = PASSIVE_HOOKS[hook], WEAPON_HOOKS[hook]
    team = state.teams[seat]
    if weapons or not passives.isdisjoint(team):
        contenders = state.contenders
        for key in team:
            contender = contenders[key]
            if key in passives and (not contender.awakened or state.rules.keep_passive):
                found.append((PASSIVE_KEY[key], key))
            if weapons and contender.weapons:
                for w in contender.weapons:
                    if DECK[w] in weapons:
                        found.append((EFFECT_KEY[w], key))
    if PLANET_LIST[hook] and seat in state.control:
        found += planet_sources(state, seat, hook)
    return found


def planet_sources(state: CosmicState, seat: int, hook: str) -> list[tuple[str, int]]:
    """Passives of the planets the seat controls (CC-CONQUEST-11), in grid order."""
    found: list[tuple[str, int]] = []
    listening = PLANET_LIST[hook]
    if listening and seat in state.control:
        grid, control = state.grid, state.control
        for planet in listening:
            cell = grid.index(planet)
            if control[cell] == seat:
                found.append((PLANET_KEY[planet], cell))
        if len(found) > 1:
            found.sort(key=_cell_of)
    return found


def _cell_of(pair: tuple[str, int]) -> int:
    return pair[1]


def holder_sources(state: CosmicState, key: int, hook: str) -> list[tuple[str, int]]:
    """A Contender's own passive (while shown, CC-GAP-17) and its Weapons for a hook."""
    contender = state.contenders[key]
    found = []
    if key in PASSIVE_HOOKS[hook] and (not contender.awakened or state.rules.keep_passive):
        found.append((CONTENDERS[key].passive.key, key))
    if contender.weapons:
        listening = WEAPON_HOOKS[hook]
        for weapon in contender.weapons:
            if DECK[weapon] in listening:
                found.append((CARDS[DECK[weapon]].effect.key, key))
    return found


def modify(state: CosmicState, seat: int, hook: str, amount: int, what: str = "", target: int = -1,
           found: list[tuple[str, int]] | None = None) -> int:
    """Run a seat's amount-changing hooks (costs, healing) and return the changed amount."""
    if found is None:
        if not HEARD[hook]:
            return amount
        found = sources(state, seat, hook)
    for name, source in found:
        ctx = Ctx(state, seat, name, [], hook, source, target, amount=amount, what=what)
        REGISTRY[name](ctx)
        amount = ctx.amount
    return amount


def cant(state: CosmicState, what: str, key: int, by: int = -1) -> bool:
    """CC-TERM-6: True when an effect says this can't happen to the Contender; 'can't' wins."""
    contender = state.contenders[key]
    if key not in CANT_PASSIVES:
        for weapon in contender.weapons:
            if DECK[weapon] in CANT_WEAPONS:
                break
        else:
            return False  # nothing here can say "can't"
    owner = contender.owner
    for name, source in holder_sources(state, key, "cant"):
        ctx = Ctx(state, owner, name, [], "cant", source, key, amount=by, what=what)
        REGISTRY[name](ctx)
        if ctx.forbid:
            return True
    return False


def heal(state: CosmicState, seat: int, key: int, amount: int, events: list[Event], why: str) -> int:
    """Restore Health (never above 20, CC-COMBAT-21); counts toward CC-GP-4 and heal criteria."""
    contender = state.contenders[key]
    if amount <= 0 or contender.owner < 0 or contender.health >= HEALTH:
        return 0
    amount = modify(state, seat, "heal", amount, target=key)
    before = contender.health
    contender.health = min(HEALTH, before + amount)
    gained = contender.health - before
    tally = state.tallies[seat]
    if key not in tally.healed:
        tally.healed.append(key)
    events.append(Healed(contender=key, amount=gained, why=why))
    if contender.owner == seat:
        tally.heal_total += gained
        if tally.heal_total >= GP["heal_at"] and not tally.heal_gp:  # CC-GP-4, once per turn
            tally.heal_gp = True
            gain_gp(state, seat, GP["heal"], "heal", events)
    return gained


def damage(state: CosmicState, by: int, key: int, amount: int, events: list[Event], why: str) -> int:
    """Take Health away; at 0 the Contender is defeated (CC-COMBAT-19). Returns Health lost."""
    contender = state.contenders[key]
    if amount <= 0 or contender.owner < 0:
        return 0
    lost = min(amount, contender.health)
    contender.health -= amount
    events.append(Damaged(contender=key, amount=lost, why=why))
    combat = state.combat
    if combat is not None:
        _count_combat_damage(state, combat, by, key, amount, lost, events)
    if contender.health <= 0:
        defeat(state, key, by, events)
    return lost


def _count_combat_damage(state: CosmicState, combat: Combat, by: int, key: int, amount: int, lost: int,
                         events: list[Event]) -> None:
    for side in (combat.atk, combat.dfn):
        if side.contender == key:
            side.lost += lost
    mine = side_of(combat, by)
    if mine is None or state.contenders[key].owner == by:
        return
    mine.dealt[key] = mine.dealt.get(key, 0) + amount
    if mine.dealt[key] >= GP["damage_at"] and not mine.damage_gp:  # CC-GP-3, once per combat
        mine.damage_gp = True
        gain_gp(state, by, GP["damage"], "damage", events)


def defeat(state: CosmicState, key: int, by: int, events: list[Event]) -> None:
    """CC-COMBAT-20: Weapons to the discard, Unrivaled side, 15 Health; it stays where it was."""
    contender = state.contenders[key]
    owner, was_awakened = contender.owner, contender.awakened
    state.discard.extend(contender.weapons)
    contender.weapons = []
    contender.awakened = False
    contender.health = NUM["health_after_defeat"]
    contender.cd_combat = contender.cd_support = 0
    events.append(Defeated(contender=key, by=by))
    if state.combat is not None:
        state.combat.defeated.append(key)
    if 0 <= by != owner:
        state.tallies[by].defeated.append(owner)
        reward = GP["defeat_awakened"] if was_awakened else GP["defeat_unrivaled"]  # CC-GP-5, CC-GP-6
        gain_gp(state, by, reward, "defeat", events)
    for seat in sorted({owner, by} - {-1}):
        for name, source in sources(state, seat, "defeat"):
            REGISTRY[name](Ctx(state, seat, name, events, "defeat", source, key, amount=by))


def attach(state: CosmicState, seat: int, card: int, key: int, events: list[Event]) -> None:
    """Attach a Weapon; an earlier Weapon is discarded unless one of them says otherwise (CC-CARD-16)."""
    contender = state.contenders[key]
    replaced = -1
    if not design(card).extra:
        for old in [w for w in contender.weapons if not design(w).extra]:
            contender.weapons.remove(old)
            state.discard.append(old)
            replaced = old
    contender.weapons.append(card)
    events.append(Attached(seat=seat, card=card, contender=key, replaced=replaced))


def relocate(state: CosmicState, seat: int, key: int, cell: int, how: str, events: list[Event]) -> None:
    """Move one Contender, or the whole team when the team-move rule is on (CC-GAP-14)."""
    contenders = state.contenders
    keys = list(state.teams[seat]) if state.rules.move_unit == "team" or key < 0 else [key]
    arrived = state.tallies[seat].arrived
    for each in keys:
        contenders[each].cell = cell
        if each not in arrived:
            arrived.append(each)
    events.append(Moved(seat=seat, contender=-1 if len(keys) > 1 else keys[0], cell=cell, how=how,
                        planet=PLANETS[state.grid[cell]].name))
