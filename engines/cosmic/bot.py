"""The heuristic bot: drafts with taste, buys what it can use, goes for planets it can take and
hits weak Contenders. It reads only its seat's view and the options."""

from __future__ import annotations

from typing import Any

from engines.core.bots import Bot, BotTurn
from engines.cosmic import actions as A
from engines.cosmic.board import ADJACENT
from engines.cosmic.botplan import (
    CARD_VALUE,
    DEFENSE,
    DRAFT,
    HEALING,
    OFFENSE,
    feasible,
    foes_on,
    hits_of,
    mine_on,
    target_planet,
    wanted_kinds,
)
from engines.cosmic.content import CONTENDERS, design
from engines.cosmic.view import CombatView, CosmicView, SideView

RESERVE = 2


class HeuristicBot(Bot):
    """A greedy player with a plan for one turn at a time."""

    name = "heuristic"

    def choose(self, turn: BotTurn) -> Any:
        options = turn.options
        if len(options) == 1:
            return options[0]
        view: CosmicView = turn.view
        seat = turn.seat
        first = options[0]
        if view.pending is not None:
            return _pick(view, seat, options)
        if view.combat is not None:
            return _combat(view, seat, options)
        if isinstance(first, A.Draft):
            return _draft(options, turn)
        if isinstance(first, A.Place):
            return _place(view, seat, options)
        if view.phase == "action":
            return _action(view, seat, options)
        if view.phase == "conquest":
            taken = [o for o in options if isinstance(o, A.Conquer)]
            taken = taken or [o for o in options if not isinstance(o, A.Done)]
            return taken[0] if taken else options[-1]
        return _shop(view, seat, options, turn.rng)


# ----- setup ---------------------------------------------------------------------------------------
def _draft(options: list[Any], turn: BotTurn) -> Any:
    scored = sorted(options, key=lambda o: -(DRAFT[CONTENDERS[o.contender].key] + turn.rng.random() * 4))
    return scored[0]


def _place(view: CosmicView, seat: int, options: list[Any]) -> Any:
    def score(option: Any) -> float:
        planet = view.planets[option.cell]
        easy = {"here": 3, "alone": 3 if not foes_on(view, seat, planet.cell) else -2, "bought": 1,
                "weapon_bought": 1, "attacked_here": 1}.get(planet.conquer_kind, 0)
        homes = {view.contenders[k].home for k in view.seats[seat].team}
        return easy + (1.5 if planet.key in homes else 0) - 0.5 * len(foes_on(view, seat, planet.cell))
    return max(options, key=score)


# ----- Recovery and Armory -------------------------------------------------------------------------
def _shop(view: CosmicView, seat: int, options: list[Any], rng: Any) -> Any:
    xp = view.seats[seat].xp
    wants = wanted_kinds(view, seat)
    awakens = [o for o in options if isinstance(o, A.Awaken)]
    awake = sum(1 for k in view.seats[seat].team if view.contenders[k].awakened)
    if awakens and xp >= 5 + RESERVE and awake < 2:
        return max(awakens, key=lambda o: view.contenders[o.contender].health)
    buys = [o for o in options if isinstance(o, A.Buy)]
    best, best_score = None, 0.0
    for option in buys:
        card = view.market[option.slot]
        assert card is not None
        score = CARD_VALUE[card.key] - 0.3 * card.cost + rng.uniform(-1.0, 1.0)
        if "weapon_bought" in wants and card.type == "weapon" and view.seats[seat].tally.bought == 0:
            score += 5
        if "bought" in wants:
            score += 2
        if card.type == "weapon" and all(view.contenders[k].weapons for k in view.seats[seat].team):
            score -= 3
        if xp - card.cost < RESERVE and "bought" not in wants and "weapon_bought" not in wants:
            score -= 2
        if score > best_score:
            best, best_score = option, score
    if best is not None:
        return best
    return next(o for o in options if isinstance(o, A.Done))


# ----- Action Phase --------------------------------------------------------------------------------
def _action(view: CosmicView, seat: int, options: list[Any]) -> Any:
    plan = target_planet(view, seat)
    scored = [(_score_action(view, seat, option, plan), index) for index, option in enumerate(options)]
    best = max(scored)
    return options[best[1]]


def _score_action(view: CosmicView, seat: int, option: Any, plan: Any) -> float:
    if isinstance(option, A.Done):
        return 0.0
    if isinstance(option, A.Attack):
        return _attack_score(view, seat, option, plan)
    if isinstance(option, A.Move):
        return _move_score(view, seat, option, plan)
    if isinstance(option, A.Traverse):
        return _traverse_score(view, seat, option, plan)
    if isinstance(option, A.PlayCard):
        return _card_score(view, seat, option, plan)
    return -1.0


def _attack_score(view: CosmicView, seat: int, option: Any, plan: Any) -> float:
    me = view.contenders[option.attacker]
    foe = view.contenders[option.target]
    score: float = 1.0 + (20 - foe.health) / 6.0
    if foe.health <= 6:
        score += 2.0 + (1.0 if foe.awakened else 0.0)
    if me.health <= 6:
        score -= 2.5
    if plan is not None and plan.cell == me.cell:
        kind = plan.conquer_kind if plan.controller < 0 else plan.overthrow_kind
        if kind in ("attacked_here", "damage_here", "damage", "defeat", "defeat_controller"):
            score += 3.0
    if plan is not None and plan.cell != me.cell and view.actions_left == 1 and not mine_on(view, seat, plan.cell):
        score -= 3.0
    return score


def _distance(a: int, b: int) -> int:
    return abs(a // 3 - b // 3) + abs(a % 3 - b % 3)


def _move_score(view: CosmicView, seat: int, option: Any, plan: Any) -> float:
    keys = view.seats[seat].team if option.contender < 0 else [option.contender]
    here = view.contenders[keys[0]].cell
    if plan is None:
        foes = foes_on(view, seat, option.cell)
        return 0.5 if foes and view.actions_left == 2 else -0.5
    if here == plan.cell:
        return -1.0
    kind = plan.conquer_kind if plan.controller < 0 else plan.overthrow_kind
    present = len(mine_on(view, seat, plan.cell))
    gain = _distance(here, plan.cell) - _distance(option.cell, plan.cell)
    if option.cell == plan.cell:
        need = 2 if kind in ("here", "outnumber") else 1
        return 4.0 if present < need or kind == "awakened_here" else 0.5
    return 1.0 * gain - 0.5


def _traverse_score(view: CosmicView, seat: int, option: Any, plan: Any) -> float:
    if plan is None:
        return -1.0
    kind = plan.conquer_kind if plan.controller < 0 else plan.overthrow_kind
    if kind == "traversed_here" and plan.cell not in view.seats[seat].tally.traversed:
        key = option.contender if option.contender >= 0 else view.seats[seat].team[0]
        return 5.0 - (0.5 if view.contenders[key].cell == plan.cell else 0.0)
    if mine_on(view, seat, plan.cell) or view.actions_left > 0:
        return -1.0
    return 2.5


def _card_score(view: CosmicView, seat: int, option: Any, plan: Any) -> float:
    key = design(option.card).key
    team = [view.contenders[k] for k in view.seats[seat].team]
    if key == "field_dressing":
        return 2.0 if min(c.health for c in team) <= 14 else -1.0
    if key in ("bad_intentions", "sabotage"):
        return 2.5
    if key == "meditation_rite":
        return 1.0
    if key == "salvage_claim":
        return 1.0 if len(view.seats[seat].planets) >= 2 else -1.0
    if key == "forced_march":
        return 1.5 if plan is not None and not mine_on(view, seat, plan.cell) else -1.0
    return -1.0


# ----- combat --------------------------------------------------------------------------------------
def _sides(combat: CombatView, seat: int) -> tuple[SideView, SideView]:
    if combat.attacker.seat == seat:
        return combat.attacker, combat.defender
    return combat.defender, combat.attacker


def _combat(view: CosmicView, seat: int, options: list[Any]) -> Any:
    combat = view.combat
    assert combat is not None
    me, foe = _sides(combat, seat)
    if any(isinstance(o, A.ToggleDie) for o in options):
        return _reroll(me, foe, options)
    attacking = me is combat.attacker
    best, best_score = options[-1], 0.0
    for option in options:
        score = _play_score(view, me, foe, option, attacking)
        if score > best_score:
            best, best_score = option, score
    return best


def _reroll(me: SideView, foe: SideView, options: list[Any]) -> Any:
    foe_hits = hits_of(foe.dice)
    wanted = set()
    defenses = 0
    for index, face in enumerate(me.dice):
        if face == "miss":
            wanted.add(index)
        elif face == "defense":
            defenses += 1
            if defenses > foe_hits:
                wanted.add(index)
    current = set(me.selected)
    for index in sorted(wanted ^ current):
        return A.ToggleDie(index)
    return next(o for o in options if isinstance(o, A.Reroll | A.Keep))


def _play_score(view: CosmicView, me: SideView, foe: SideView, option: Any, attacking: bool) -> float:
    if isinstance(option, A.Done):
        return 0.0
    if isinstance(option, A.PlayCard):
        key, base = design(option.card).key, 0.0
    else:
        info = CONTENDERS[option.contender]
        key, base = (info.combat if option.kind == "combat" else info.support).key, 1.0
    threat = hits_of(foe.dice) - sum(1 for f in me.dice if f == "defense")
    if key in OFFENSE and (attacking or key not in DEFENSE):
        return base + 1.5
    if key in DEFENSE:
        return base + (1.5 if threat > 0 else -0.5)
    if key in HEALING:
        hurt = min(view.contenders[k].health for k in view.seats[me.seat].team)
        return base + (1.0 if hurt <= 15 else -0.5)
    return base - 0.5


# ----- choices -------------------------------------------------------------------------------------
def _pick(view: CosmicView, seat: int, options: list[Any]) -> Any:
    first = options[0]
    if isinstance(first, A.ChooseMode):
        attacking = view.combat is not None and view.combat.attacker.seat == seat
        return A.ChooseMode("hit" if attacking else "defense") if A.ChooseMode("hit") in options else first
    if isinstance(first, A.ChoosePlanet):
        return _pick_planet(view, seat, options)
    if isinstance(first, A.ChooseCard):
        return max(options, key=lambda o: design(o.card).cost)
    if isinstance(first, A.ChooseDie):
        return _pick_die(view, seat, options)
    return _pick_contender(view, seat, options)


def _pick_planet(view: CosmicView, seat: int, options: list[Any]) -> Any:
    plan = target_planet(view, seat)
    cells = [o.cell for o in options]
    if plan is not None and plan.cell in cells:
        return options[cells.index(plan.cell)]
    planets = view.planets
    good = [o for o in options if feasible(view, seat, planets[o.cell]) and planets[o.cell].controller != seat]
    return good[0] if good else options[0]


def _pick_die(view: CosmicView, seat: int, options: list[Any]) -> Any:
    assert view.combat is not None
    me, _ = _sides(view.combat, seat)
    order = {"miss": 0, "defense": 1, "hit": 2, "double_hit": 3}
    return min(options, key=lambda o: order[me.dice[o.die]])


def _pick_contender(view: CosmicView, seat: int, options: list[Any]) -> Any:
    pending = view.pending
    effect = pending.effect if pending is not None else ""
    keys = [o.contender for o in options]
    mine = all(view.contenders[k].owner == seat for k in keys)
    if effect == "attach":
        return max(options, key=lambda o: _carrier(view, o.contender))
    if mine and effect in ("forced_march",):
        plan = target_planet(view, seat)
        if plan is not None:
            near = [o for o in options if plan.cell in ADJACENT[view.contenders[o.contender].cell]]
            if near:
                return near[0]
    if mine:
        return min(options, key=lambda o: view.contenders[o.contender].health)
    return min(options, key=lambda o: view.contenders[o.contender].health - 4 * view.contenders[o.contender].awakened)


def _carrier(view: CosmicView, key: int) -> float:
    c = view.contenders[key]
    return c.health / 4 + 3 * c.awakened - 4 * len(c.weapons) + (1 if c.klass == "destroyer" else 0)
