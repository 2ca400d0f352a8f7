"""Planets as money, trade goods, commodities and command tokens (LRR 75, 47, 93, 21, 20).

A planet's key is its printed name (see ``SystemState.planets``); its printed values come from the
tile catalogue. Effects that change a planet's values (attachments) answer the hooks
"planet_resources" and "planet_influence" for the planet's controller with a number to add.

Every gain of trade goods goes through ``gain_trade_goods``, which opens the timing window
"after:gain_trade_goods" once (actor: the gainer; amount: how many came from the supply, 0 when another
player gave them): the Mentak's Pillage answers every such window of a neighbour, the Nomad's Artuno only
those with an amount. A transaction opens the same window for each side (``goods_gained_window``).
Commodities a player converts into its own trade goods are not gained (LRR 21.5c: ``convert_commodities``
opens nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from engines.galaxy.content.factions import factions
from engines.galaxy.effects import answered_only_by, once, total
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.tiles import Planet, catalogue

if TYPE_CHECKING:
    from engines.core.contract import Event

COMMAND_TOKENS = 16
SPECIALTY_COLOURS = {"biotic": "green", "propulsion": "blue", "cybernetic": "yellow", "warfare": "red"}
MECATOL_REX = "Mecatol Rex"


@cache
def _printed() -> dict[str, Planet]:
    found: dict[str, Planet] = {}
    for tile in catalogue().values():
        for planet in tile.planets:
            found[planet.name] = planet
    found.update(token_planets())
    return found


@cache
def token_planets() -> dict[str, Planet]:
    """Planets that come as tokens rather than on a tile (the Mirage, from its frontier card)."""
    from engines.galaxy.content.decks import decks

    found: dict[str, Planet] = {}
    for card in decks().exploration_cards().values():
        if card.planet:
            facts = card.planet
            found[facts["name"]] = Planet(facts["name"], int(facts["resources"]), int(facts["influence"]),
                                          facts.get("trait"), facts.get("tech_specialty"), bool(facts["legendary"]))
    return found


@cache
def printed(key: str) -> Planet:
    """The printed planet card of a planet key (a repeated tile's ``"Abyz (2)"`` is Abyz)."""
    name = key.rsplit(" (", 1)[0] if key.endswith(")") and key not in _printed() else key
    return _printed()[name]


def resources(state: TIState, key: str) -> int:
    """A planet's resources with the effects in force (once a planet in a block of ``unchanged``: a production
    asks what each ready planet pays several times)."""
    return once(state, f"resources:{key}", lambda: _worth(state, key, "planet_resources"))


def influence(state: TIState, key: str) -> int:
    return once(state, f"influence:{key}", lambda: _worth(state, key, "planet_influence"))


def _worth(state: TIState, key: str, hook: str) -> int:
    place = state.planets[key]
    owner = place.owner
    printed_card = printed(key)
    worth = printed_card.resources if hook == "planet_resources" else printed_card.influence
    if owner == NOBODY:
        return worth
    if not place.attachments and answered_only_by(state, hook, owner, _attachment_answers()):
        return worth  # the attachments' answers are all that is in force, and they add nothing without one
    return worth + total(state, hook, owner, planet=key)


@cache
def _attachment_answers() -> frozenset[Callable[..., Any]]:
    """The expansion's answers to "planet_resources" and "planet_influence": a planet's attachments (0 without one)."""
    from engines.galaxy.exploration.attachments import attachment_influence, attachment_resources

    return frozenset((attachment_resources, attachment_influence))


def value(state: TIState, key: str, kind: str) -> int:
    """A planet's resources or influence; "either" is the larger (an effect lets one pay for the other)."""
    if kind == "either":
        return max(resources(state, key), influence(state, key))
    return resources(state, key) if kind == "resources" else influence(state, key)


def specialty(key: str, state: TIState | None = None) -> str | None:
    """The technology colour of a planet's specialty, or None; with ``state``, attachments count too
    (a research facility gives a planet one)."""
    found = printed(key).tech_specialty
    if found is None and state is not None and key in state.planets and state.planets[key].attachments:
        from engines.galaxy.exploration.attachments import specialty_of

        found = specialty_of(state, key)
    return SPECIALTY_COLOURS[found] if found else None


def ready_planets(state: TIState, seat: int) -> list[str]:
    return [k for k, p in state.planets.items() if p.owner == seat and not p.exhausted]


def trade_good_value(state: TIState, seat: int) -> int:
    """What one trade good pays as resources or influence: 1, changed by effects answering
    "trade_good_value" (the Mentak's Mirror Computing: one more)."""
    return 1 + total(state, "trade_good_value", seat)


def spendable(state: TIState, seat: int, kind: str, trade_goods: bool = True) -> int:
    """The most resources or influence ``seat`` could spend now."""
    found = sum(value(state, k, kind) for k in ready_planets(state, seat))
    return found + (state.players[seat].trade_goods * trade_good_value(state, seat) if trade_goods else 0)


def can_pay(state: TIState, seat: int, resources: int = 0, influence: int = 0, trade_goods: int = 0,
            without: frozenset[str] = frozenset(), goods: int | None = None) -> bool:
    """Whether ``seat`` can pay all three at once: each ready planet pays resources or influence,
    never both; trade goods pay the trade-good part and may stand in for either value (LRR 93.2).
    ``without`` leaves planets out and ``goods`` overrides the trade goods held (to test a payment
    before making it)."""
    goods = (state.players[seat].trade_goods if goods is None else goods) - trade_goods
    if goods < 0:
        return False
    # Reachable (resources, influence) pairs, capped at what is needed.
    reach = {(0, 0)}
    for key in ready_planets(state, seat):
        if key in without:
            continue
        r, i = _values(state, key)
        reach |= {(min(resources, a + r), b) for a, b in reach} | {(a, min(influence, b + i)) for a, b in reach}
    worth = trade_good_value(state, seat)
    return any(-(-max(0, resources - a) // worth) + -(-max(0, influence - b) // worth) <= goods for a, b in reach)


def _values(state: TIState, key: str) -> tuple[int, int]:
    return resources(state, key), influence(state, key)


def gain_trade_goods(state: TIState, seat: int, count: int, why: str, supply: bool = True) -> list[Event]:
    """``seat`` gains ``count`` trade goods, from the supply (LRR 93.1) or, with ``supply`` False, from another
    player (commodities handed over become trade goods, LRR 21.6) or from a card; the window opens once."""
    from engines.galaxy.actions.events import TradeGoodsGained

    if count <= 0:
        return []
    state.players[seat].trade_goods += count
    goods_gained_window(state, seat, count if supply else 0)
    return [TradeGoodsGained(seat=seat, count=count, why=why)]


def goods_gained_window(state: TIState, seat: int, from_supply: int = 0) -> None:
    """The moment after ``seat`` gained trade goods or resolved a transaction ("after:gain_trade_goods");
    ``from_supply`` is how many of the goods came from the supply (what Artuno doubles)."""
    from engines.galaxy.windows import open_window

    open_window(state, "after:gain_trade_goods", actors=[seat], amount=from_supply)


def convert_commodities(state: TIState, seat: int, number: int) -> int:
    """Up to ``number`` of the seat's own commodities become its trade goods; returns how many. Not a gain: no
    window opens (LRR 21.5c), so neither Pillage nor Artuno answers it."""
    player = state.players[seat]
    moved = max(0, min(number, player.commodities))
    player.commodities -= moved
    player.trade_goods += moved
    return moved


def commodity_value(state: TIState, seat: int) -> int:
    base = factions()[state.players[seat].faction].commodities
    return base + total(state, "commodity_value", seat)


def replenish(state: TIState, seat: int) -> int:
    """Fill a seat's commodities up to its faction's value (LRR 21.3); returns how many were taken."""
    player = state.players[seat]
    gained = max(0, commodity_value(state, seat) - player.commodities)
    player.commodities += gained
    return gained


def tokens_on_board(state: TIState, seat: int) -> int:
    return sum(system.tokens.count(seat) for system in state.systems.values())


HELD_TOKEN = "held_command_token"


def held_tokens(state: TIState, seat: int) -> int:
    """``seat``'s command tokens lying on another player's sheet (the Mahact's Edict): modifiers
    ``HELD_TOKEN`` owned by the holder, ``target`` the tokens' colour."""
    return sum(1 for m in state.modifiers if m.effect == HELD_TOKEN and m.target == seat)


def token_reinforcements(state: TIState, seat: int) -> int:
    """Command tokens a seat has neither on its sheet nor on the board (16 per colour, LRR 20.2)."""
    player = state.players[seat]
    on_sheet = player.tactic + player.fleet + player.strategy
    return COMMAND_TOKENS - on_sheet - tokens_on_board(state, seat) - held_tokens(state, seat)


def controls_home(state: TIState, seat: int) -> bool:
    """Whether ``seat`` controls every planet of its home system (LRR 61.17), or an effect answering
    "home_not_needed" lets it score without (the Saar's Nomadic)."""
    if total(state, "home_not_needed", seat):
        return True
    home = state.players[seat].home
    keys = state.systems[str(home)].planets if str(home) in state.systems else []
    return all(state.planets[k].owner == seat for k in keys)
