"""Battle (Law 4.3): ambush and counter-ambush, two dice, effects, then each side takes its hits."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.cards import has_card, usable, use
from engines.woodland.deck import SUIT_OF, design, spend
from engines.woodland.factions.base import FACTIONS, Faction, faction
from engines.woodland.flow import pop, push, task
from engines.woodland.maps import IDS, geo
from engines.woodland.pieces import allied
from engines.woodland.state import Battle, Clearing, Task, WoodlandState

MAX_SEATS = 5
DIE_FACES = 4  # a 12-sided die with the faces 0, 1, 2 and 3 three times each (Law 4.3.2)
SIDE_HOOKS = (("battle_attack", "battle_roll"), ("battle_defend", "battle_roll"))


BATTLES = {(cid, seat): A.Battle(cid, seat) for cid in IDS for seat in range(MAX_SEATS)}  # options are immutable
Rival = tuple[int, bool, "set[int] | None", bool]  # seat, has warriors, where its pawn is, places pieces
_OTHERS: dict[tuple[tuple[str, ...], int], tuple[list[Rival], set[int]]] = {}


def rivals(state: WoodlandState, seat: int) -> list[Rival]:
    """The other seats: whether they have warriors, and the clearings a pawn-like faction stands in."""
    key = (tuple(state.factions), seat)
    known = _OTHERS.get(key)
    if known is None:
        others = [(other, FACTIONS[name]) for other, name in enumerate(state.factions) if other != seat]
        pawns = {other for other, f in others if type(f).presence is not Faction.presence}
        known = _OTHERS[key] = ([(other, f.has_warriors, None, f.places_pieces) for other, f in others], pawns)
    fixed, pawns = known
    if state.coalition:  # partners in a coalition are not enemies (Law 9.2.8)
        fixed = [rival for rival in fixed if not allied(state, seat, rival[0])]
    if not pawns:
        return fixed
    return [(other, has_warriors, FACTIONS[state.factions[other]].presence(state, other), places) if other in pawns
            else (other, has_warriors, where, places) for other, has_warriors, where, places in fixed]


def defends(clearing: Clearing, cid: int, rival: Rival) -> bool:
    """An enemy with a piece in the clearing (Law 4.3.1): warriors, a building or token, or its pawn."""
    other, has_warriors, where, places = rival
    if clearing.warriors[other]:
        return True
    pieces = clearing.buildings or clearing.tokens
    if where is not None:
        return bool((pieces or not has_warriors) and cid in where)
    if not pieces or not places:
        return False
    for pile in (clearing.buildings, clearing.tokens):  # plain loops: this runs for every clearing
        for piece in pile:
            if piece.seat == other:
                return True
    return False


def _attacks_from(state: WoodlandState, seat: int, clearings: Iterable[int] | None) -> list[tuple[int, Clearing]]:
    """The clearings where a faction could start a battle: its warriors (upright Elders), or its pawn."""
    f = faction(state, seat)
    standard = f.has_warriors and f.attacks_with_all
    elders = f.rule_count == "elders"
    every = state.clearings
    found = []
    if not (standard or elders):
        where = f.presence(state, seat)  # a pawn attacks where it stands (can_attack_from agrees)
        if where is not None:
            return [(cid, every[cid - 1]) for cid in (clearings if clearings is not None else IDS) if cid in where]
    for cid in clearings if clearings is not None else IDS:
        clearing = every[cid - 1]
        if standard or elders:
            if clearing.warriors[seat] - (clearing.fallen if elders else 0) <= 0:
                continue
        elif not f.can_attack_from(state, seat, cid):
            continue
        found.append((cid, clearing))
    return found


def battle_options(state: WoodlandState, seat: int, clearings: Iterable[int] | None = None) -> list[A.Battle]:
    """Every (clearing, defender) a faction may battle now: its warriors there and an enemy piece (Law 4.3.1)."""
    found: list[A.Battle] = []
    spots = _attacks_from(state, seat, clearings)
    if not spots:
        return found
    enemies = rivals(state, seat)
    for cid, clearing in spots:
        warriors = clearing.warriors
        pieces = clearing.buildings or clearing.tokens
        for rival in enemies:  # ``defends``, inlined for the common cases
            other, has_warriors, where, places = rival
            if warriors[other]:
                found.append(BATTLES[cid, other])
            elif where is not None:
                if (pieces or not has_warriors) and cid in where:
                    found.append(BATTLES[cid, other])
            elif pieces and places and defends(clearing, cid, rival):
                found.append(BATTLES[cid, other])
    return found


def start_battle(state: WoodlandState, attacker: int, cid: int, defender: int, events: list[Event]) -> None:
    """Open a battle; the task on the stack walks it through its stages."""
    state.battle = Battle(attacker, defender, cid, ally=faction(state, attacker).battle_ally(state, attacker, cid))
    push(state, "battle", attacker)
    events.append(A.Happened(text="{p%d} battles {p%d} in clearing %d" % (attacker, defender, cid)))


def ambush_cards(state: WoodlandState, seat: int, cid: int) -> list[str]:
    """Ambush cards of the clearing's suit, or bird ambushes (Law 4.3.1.II)."""
    suit = geo(state).suit[cid]
    return [c for c in state.hands[seat]
            if design(c).kind == "ambush" and SUIT_OF[c] in (suit, "bird")]


def _ask(state: WoodlandState, top: Task) -> Decision | None:
    battle = state.battle
    assert battle is not None
    stage = battle.stage
    if stage == "ambush":
        if has_card(state, battle.attacker, "lookouts"):
            return None
        prompt = "{p%d}: {p%d} attacks you in clearing %d. Play an ambush?" % (
            battle.defender, battle.attacker, battle.clearing)
        return _secret_choice(state, battle.defender, battle.clearing, prompt)
    if stage == "counter":
        prompt = "{p%d}: {p%d} ambushes you for two hits. Cancel it with an ambush of your own?" % (
            battle.attacker, battle.defender)
        return _secret_choice(state, battle.attacker, battle.clearing, prompt)
    if stage in ("att_effects", "def_effects"):
        side = 0 if stage == "att_effects" else 1
        seat = (battle.attacker, battle.defender)[side]
        cards = [c for c in usable(state, seat, SIDE_HOOKS[side]) if c not in battle.used]
        prompt = "{p%d}: the dice show %d and %d. Use a battle effect?" % (seat, *battle.dice)
        return _cards_decision(seat, prompt, cards, "Law 4.3.3", use_cards=True)
    return None


def _secret_choice(state: WoodlandState, seat: int, cid: int, prompt: str) -> Decision | None:
    """Anyone holding cards is asked, ambush or not, so being asked reveals nothing (Law 1.2)."""
    if not state.hands[seat]:
        return None
    options: list[Any] = [*(A.PlayCard(c) for c in ambush_cards(state, seat, cid)), A.Done()]
    return Decision(seat, prompt, options, "Law 4.3.1.II")


def _cards_decision(seat: int, prompt: str, cards: list[str], rule: str, use_cards: bool = False) -> Decision | None:
    if not cards:
        return None
    kind = A.UseCard if use_cards else A.PlayCard
    return Decision(seat, prompt, [*(kind(c) for c in cards), A.Done()], rule)


def _act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    battle = state.battle
    assert battle is not None
    events: list[Event] = []
    STAGES[battle.stage](state, battle, top, action, events)
    return events


def _ambush(state: WoodlandState, battle: Battle, top: Task, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.PlayCard):
        spend(state, battle.defender, action.card)
        battle.ambush = action.card
        battle.stage = "counter"
        events.append(A.Happened(text="{p%d} springs an ambush!" % battle.defender))
    else:
        battle.stage = "roll"


def _counter(state: WoodlandState, battle: Battle, top: Task, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.PlayCard):
        spend(state, battle.attacker, action.card)
        battle.countered = True
        battle.stage = "roll"
        events.append(A.Happened(text="{p%d} cancels the ambush with one of their own" % battle.attacker))
        return
    battle.stage = "after_ambush"
    push(state, "hits", battle.attacker, clearing=battle.clearing, count=2, other=battle.defender, tag="ambush",
         a=-1)


def _after_ambush(state: WoodlandState, battle: Battle, top: Task, action: Any, events: list[Event]) -> None:
    """If the ambush left the attacker no warriors (or pawn), the battle ends (Law 4.3.1.II)."""
    attacker = faction(state, battle.attacker)
    cid = battle.clearing
    still = state.clearings[cid - 1].warriors[battle.attacker] > 0 if attacker.has_warriors \
        else attacker.can_attack_from(state, battle.attacker, cid)
    battle.stage = "roll" if still else "end"


def _roll(state: WoodlandState, battle: Battle, top: Task, action: Any, events: list[Event]) -> None:
    """Two dice; attacker deals the higher, defender the lower (Guerrilla War swaps them, Law 8.2.3), each
    capped (Law 4.3.2); the attacker's own extra hits (the Commander) come with the roll."""
    dice = [state.rng.below(DIE_FACES), state.rng.below(DIE_FACES)]
    battle.dice = dice
    cid = battle.clearing
    attacker, defender = faction(state, battle.attacker), faction(state, battle.defender)
    high, low = max(dice), min(dice)
    if defender.guerrilla:
        battle.guerrilla = True
        high, low = low, high
    battle.rolled = [min(high, attacker.attack_cap(state, battle.attacker, cid)),
                     min(low, defender.rolled_cap(state, battle.defender, cid))]
    battle.extra[0] += attacker.attack_extra(state, battle.attacker)
    events.append(A.DiceRolled(clearing=cid, attacker=battle.attacker, defender=battle.defender, dice=dice,
                               guerrilla=battle.guerrilla))
    battle.stage = "att_effects"


def _effects(state: WoodlandState, battle: Battle, top: Task, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.UseCard):
        seat = battle.attacker if battle.stage == "att_effects" else battle.defender
        battle.used.append(action.card)
        use(state, seat, action.card, events)
        return
    battle.stage = "def_effects" if battle.stage == "att_effects" else "hits"


def _hits(state: WoodlandState, battle: Battle, top: Task, action: Any, events: list[Event]) -> None:
    """Extra hits are uncapped; a defender with no warriors takes one more (Law 4.3.3)."""
    cid = battle.clearing
    to_defender = (0 if battle.ignore[1] else battle.rolled[0]) + battle.extra[0]
    if faction(state, battle.defender).defenseless(state, battle.defender, cid):
        to_defender += 1
    to_attacker = (0 if battle.ignore[0] else battle.rolled[1]) + battle.extra[1]
    battle.dealt = [to_defender, to_attacker]
    battle.stage = "end"
    if to_attacker:
        push(state, "hits", battle.attacker, clearing=cid, count=to_attacker, other=battle.defender, tag="battle",
             a=-1)
    if to_defender:
        push(state, "hits", battle.defender, clearing=cid, count=to_defender, other=battle.attacker, tag="battle",
             a=-1)


def _end(state: WoodlandState, battle: Battle, top: Task, action: Any, events: list[Event]) -> None:
    state.last_battle = battle
    state.battle = None
    pop(state, top)
    faction(state, battle.attacker).after_battle(state, battle.attacker, battle, events)


STAGES = {"ambush": _ambush, "counter": _counter, "after_ambush": _after_ambush, "roll": _roll,
          "att_effects": _effects, "def_effects": _effects, "hits": _hits, "end": _end}


def _hits_ask(state: WoodlandState, top: Task) -> Decision | None:
    return faction(state, top.seat).hits_ask(state, top)


def _hits_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    return faction(state, top.seat).hits_act(state, top, action)


task("battle", _ask, _act)
task("hits", _hits_ask, _hits_act)
