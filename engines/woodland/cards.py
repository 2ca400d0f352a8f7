"""Each card's behaviour: a small registered function named after the card (text in deck.json).

Persistent cards declare a hook (when they may be used); immediate cards resolve when crafted. The
Lost Powers use the persistent cards of their tableau as if crafted (Oral History, LP-2.2-c).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from engines.core.contract import Event
from engines.woodland.actions import Happened, Revealed
from engines.woodland.deck import DESIGN_OF, DESIGNS, count_cards, design, discard, draw
from engines.woodland.factions.base import faction
from engines.woodland.flow import push
from engines.woodland.maps import geo
from engines.woodland.pieces import remove_all_enemies
from engines.woodland.rule import rulers
from engines.woodland.scoring import score
from engines.woodland.state import WoodlandState

Usable = Callable[[WoodlandState, int, str], bool]
Use = Callable[[WoodlandState, int, str, list[Event]], None]
CraftTrigger = Callable[[WoodlandState, int, str, list[Event]], None]


class Effect(NamedTuple):
    hook: str
    usable: Usable
    use: Use


EFFECTS: dict[str, Effect] = {}
IMMEDIATE: dict[str, Use] = {}
CRAFT_TRIGGERS: list[CraftTrigger] = []  # "when you craft" effects; none in the base deck (LP-GAP-6)


def _always(state: WoodlandState, seat: int, card: str) -> bool:
    return True


def persistent(key: str, hook: str, usable: Usable = _always) -> Callable[[Use], Use]:
    """Register the behaviour of a persistent card."""

    def wrap(fn: Use) -> Use:
        EFFECTS[key] = Effect(hook, usable, fn)
        return fn

    return wrap


def immediate(*keys: str) -> Callable[[Use], Use]:
    """Register the behaviour of an immediate card (items, uprisings)."""

    def wrap(fn: Use) -> Use:
        for key in keys:
            IMMEDIATE[key] = fn
        return fn

    return wrap


def in_play(state: WoodlandState, seat: int) -> list[str]:
    """Persistent cards a seat may use: its crafted cards, plus a Lost Powers tableau (LP-2.2-c)."""
    f = faction(state, seat)
    if not f.oral_history_cards:
        return state.crafted[seat]
    extra = f.oral_history(state, seat)
    return [*state.crafted[seat], *extra] if extra else state.crafted[seat]


def usable(state: WoodlandState, seat: int, hooks: tuple[str, ...]) -> list[str]:
    """Cards with one of these hooks, not yet used this turn, whose condition holds now."""
    cards = in_play(state, seat)
    if not cards:
        return []
    found = []
    for card in cards:
        effect = EFFECTS.get(DESIGN_OF[card].key)
        if effect is None or effect.hook not in hooks:
            continue
        if card in state.used and not effect.hook.startswith("battle"):  # battle effects: once per battle
            continue
        if effect.usable(state, seat, card):
            found.append(card)
    return found


def has_card(state: WoodlandState, seat: int, key: str) -> bool:
    return any(design(card).key == key for card in in_play(state, seat))


def use(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    if not EFFECTS[design(card).key].hook.startswith("battle"):
        state.used.append(card)
    EFFECTS[design(card).key].use(state, seat, card, events)


def consume(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Discard a used persistent card; a Lost Powers follower scores 1 VP as it goes (LP-2.2-d)."""
    if card in state.crafted[seat]:
        state.crafted[seat].remove(card)
        discard(state, card)
        return
    faction(state, seat).discard_follower(state, seat, card, events)


def resolve_immediate(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    IMMEDIATE[design(card).key](state, seat, card, events)


def crafted_trigger(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Effects that fire when a card is crafted; Retire counts as crafting (LP-6.1-c)."""
    for trigger in CRAFT_TRIGGERS:
        trigger(state, seat, card, events)


# ----- items and uprisings (immediate) -----------------------------------------------------------
ITEM_CARDS = tuple(key for key, d in DESIGNS.items() if d.kind == "item")


@immediate(*ITEM_CARDS)
def item_card(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Take the card's item from the supply and score its VP (Law 4.1.2)."""
    kind = design(card).item
    state.item_supply[kind] -= 1
    faction(state, seat).gain_item(state, seat, kind)
    events.append(Happened(text="{p%d} takes a %s from the supply" % (seat, kind)))
    points = faction(state, seat).item_points(state, seat, design(card).item_vp)  # Disdain for Trade (Law 7.2.3)
    score(state, seat, points, f"crafted a {kind}", events)


def _uprising(state: WoodlandState, seat: int, suit: str, events: list[Event]) -> None:
    events.append(Happened(text="{p%d} drives every enemy out of the %s clearings" % (seat, suit)))
    board = geo(state)
    for cid in board.ids:
        if board.suit[cid] == suit:
            remove_all_enemies(state, seat, cid, events)


@immediate("fox_uprising")
def fox_uprising(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Remove every enemy piece from every fox clearing."""
    _uprising(state, seat, "fox", events)


@immediate("rabbit_uprising")
def rabbit_uprising(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Remove every enemy piece from every rabbit clearing."""
    _uprising(state, seat, "rabbit", events)


@immediate("mouse_uprising")
def mouse_uprising(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Remove every enemy piece from every mouse clearing."""
    _uprising(state, seat, "mouse", events)


# ----- persistent cards --------------------------------------------------------------------------
def _in_battle_as(side: int) -> Usable:
    def check(state: WoodlandState, seat: int, card: str) -> bool:
        battle = state.battle
        return battle is not None and (battle.attacker, battle.defender)[side] == seat
    return check


@persistent("shield_smiths", "battle_roll")
def shield_smiths(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Discard: the rolled hits against you in this battle are ignored."""
    battle = state.battle
    assert battle is not None
    battle.ignore[0 if seat == battle.attacker else 1] = True
    consume(state, seat, card, events)
    events.append(Happened(text="{p%d} discards Shield Smiths: rolled hits against them are ignored" % seat))


@persistent("tunnel_diggers", "battle_defend", _in_battle_as(1))
def tunnel_diggers(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Discard as the defender: deal one extra hit."""
    assert state.battle is not None
    state.battle.extra[1] += 1
    consume(state, seat, card, events)
    events.append(Happened(text="{p%d} discards Tunnel Diggers for an extra hit" % seat))


@persistent("savage_charge", "battle_attack", _in_battle_as(0))
def savage_charge(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """As the attacker deal one extra hit; the defender scores 1 VP."""
    battle = state.battle
    assert battle is not None
    battle.extra[0] += 1
    events.append(Happened(text="{p%d} charges savagely for an extra hit" % seat))
    score(state, battle.defender, 1, "Savage Charge", events)


@persistent("lookouts", "passive")
def lookouts(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Passive: as the attacker, ambushes against you have no effect (checked by the battle)."""


@persistent("crown_decree", "birdsong")
def crown_decree(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Discard: score 1 VP per clearing you rule."""
    ruled = sum(1 for who in rulers(state)[1:] if who == seat)
    consume(state, seat, card, events)
    score(state, seat, ruled, "Crown Decree", events)


def _others_with_cards(state: WoodlandState, seat: int, card: str) -> bool:
    hands = state.hands
    return any(hands[:seat]) or any(hands[seat + 1:])


@persistent("highway_robbery", "birdsong", _others_with_cards)
def highway_robbery(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Take a random card from another player's hand; that player scores 1 VP."""
    push(state, "choose_player", seat, tag="highway_robbery", card=card)


@persistent("warren_savings", "birdsong_start")
def warren_savings(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """You draw a card and another player of your choice draws one."""
    drawn = draw(state, seat, 1)
    events.append(Revealed(text="{p%d} draws %s" % (seat, count_cards(len(drawn)))))
    push(state, "choose_player", seat, tag="warren_savings", card=card)


def _own_warrior_on_map(state: WoodlandState, seat: int, card: str) -> bool:
    return any(c.warriors[seat] for c in state.clearings)


@persistent("tithe_gatherer", "daylight", _own_warrior_on_map)
def tithe_gatherer(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Remove one of your warriors from the map to draw a card."""
    push(state, "tithe", seat, card=card)


@persistent("cipher_readers", "daylight", _others_with_cards)
def cipher_readers(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Look at another player's hand."""
    push(state, "choose_player", seat, tag="cipher_readers", card=card)


def _can_battle(state: WoodlandState, seat: int, card: str) -> bool:
    return bool(faction(state, seat).battle_options(state, seat))


def _can_move(state: WoodlandState, seat: int, card: str) -> bool:
    return bool(faction(state, seat).move_options(state, seat))


@persistent("war_burrow", "daylight_start", _can_battle)
def war_burrow(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Start one battle."""
    push(state, "card_battle", seat, card=card)


@persistent("shoemaker", "evening_start", _can_move)
def shoemaker(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Make one move."""
    push(state, "move", seat, tag="card", a=1, card=card)
