"""What each exploration card does when drawn (cultural, hazardous, industrial and frontier decks).

Relic fragments and attachments need nothing here (``explore.resolve`` keeps or attaches them). A card
that leaves a choice pushes an offer to the explorer (targets in words: "gain_2_commodities"); the
explorer may always decline a "may".
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.actions.events import CommoditiesReplenished, TradeGoodsGained
from engines.galaxy.actions.expansion import BoardTokenPlaced
from engines.galaxy.amounts import amount
from engines.galaxy.board import count, remove
from engines.galaxy.economy import commodity_value, convert_commodities, gain_trade_goods, replenish
from engines.galaxy.expansion.purge import purge
from engines.galaxy.exploration.attachments import demilitarized
from engines.galaxy.exploration.explore import Site, card
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units, reinforcements
from engines.galaxy.hands import draw_action_cards, draw_secret
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.events import UnitPlaced, UnitsRemoved
from engines.galaxy.tokens import gain_tokens

GAMMA = "gamma_wormhole"
ENIGMATIC_COST = 6
ION_STORM = "ion_storm"
MIRAGE = "Mirage"


# ----- small moves the cards share --------------------------------------------------------------------


def gain_commodities(state: TIState, seat: int, number: int) -> int:
    """Commodities up to the seat's commodity value (LRR 21.2); returns how many it took."""
    player = state.players[seat]
    taken = max(0, min(number, commodity_value(state, seat) - player.commodities))
    player.commodities += taken
    return taken


def convert(state: TIState, seat: int, number: int, why: str) -> list[Event]:
    """Up to ``number`` of the seat's commodities become trade goods (converted, not gained: no window)."""
    moved = convert_commodities(state, seat, number)
    return [TradeGoodsGained(seat=seat, count=moved, why=why)] if moved else []


def place(state: TIState, seat: int, node: int, planet: str, kind: str, source: str, number: int = 1) -> list[Event]:
    """Units from reinforcements onto a planet (or into space, planet ""), as many as are left."""
    left = reinforcements(state, seat, kind)
    number = number if left is None else min(number, left)
    if number <= 0 or (planet and demilitarized(state, planet)):
        return []
    add_units(state, seat, node, planet, kind, number)
    return [UnitPlaced(seat=seat, kind=kind, system=node, planet=planet, source=source)] * number


def place_board_token(state: TIState, node: int, token: str) -> list[Event]:
    state.board_tokens.setdefault(str(node), []).append(token)
    return [BoardTokenPlaced(system=node, token=token)]


def _pay_one(state: TIState, seat: int, target: str) -> bool:
    """Pay 1 trade good or 1 commodity, as ``target`` says ("...by_trade_good" / "...by_commodity")."""
    player = state.players[seat]
    if target.endswith("trade_good") and player.trade_goods:
        player.trade_goods -= 1
        return True
    if target.endswith("commodity") and player.commodities:
        player.commodities -= 1
        return True
    return False


def _converted(state: TIState, seat: int, number: int, card_key: str) -> list[Event]:
    """A card's conversion, named in the log before the trade goods it makes."""
    events = convert(state, seat, number, card_key)
    moved = sum(e.count for e in events if isinstance(e, TradeGoodsGained))
    return [used(seat, card_key, f"turns {amount(moved, 'commodity')} into trade goods"), *events]


def _gained(taken: int) -> str:
    return f"gains {amount(taken, 'commodity')}" + ("" if taken else " (its commodities are at their limit)")


def _payments(state: TIState, seat: int, what: str) -> list[str]:
    player = state.players[seat]
    return ([f"{what}_by_trade_good"] if player.trade_goods else []) + (
        [f"{what}_by_commodity"] if player.commodities else [])


# ----- cultural -------------------------------------------------------------------------------------


@card("freelancers")
def freelancers(state: TIState, site: Site) -> list[Event]:
    offer(state, site.seat, "freelancers", system=site.system, planet=site.planet)
    return []


@resolves("freelancers")
def _freelancers(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    from engines.galaxy.flow import push

    push(state, Production(seat=step.seat, system=step.system, purpose="system", limit=1, currency="either"))
    return [used(step.seat, "freelancers", "produces 1 unit, paying with resources or influence")]


@card("gamma_wormhole")
def gamma_wormhole(state: TIState, site: Site) -> list[Event]:
    return place_board_token(state, site.system, GAMMA)


@card("mercenary_outfit")
def mercenary_outfit(state: TIState, site: Site) -> list[Event]:
    offer(state, site.seat, "mercenary_outfit", system=site.system, planet=site.planet)
    return []


@resolves("mercenary_outfit")
def _mercenary_outfit(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return place(state, step.seat, step.system, step.planet, "infantry", "mercenary_outfit")


# ----- hazardous: a mech there, or an infantry sent home --------------------------------------------


def _mech_or_infantry(state: TIState, site: Site, source: str) -> list[Event]:
    units = state.planets[site.planet].units
    targets = (["with_your_mech"] if count(units, site.seat, ["mech"]) else []) + (
        ["by_returning_1_infantry"] if count(units, site.seat, ["infantry"]) else [])
    offer(state, site.seat, source, targets, system=site.system, planet=site.planet)
    return []


def _paid(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target != "by_returning_1_infantry":
        return []
    remove(state.planets[step.planet].units, step.seat, "infantry", 1)
    return [UnitsRemoved(seat=step.seat, kind="infantry", number=1, reason=step.source)]


@card("core_mine")
def core_mine(state: TIState, site: Site) -> list[Event]:
    return _mech_or_infantry(state, site, "core_mine")


@resolves("core_mine")
def _core_mine(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return [*_paid(state, step, target), *gain_trade_goods(state, step.seat, 1, "core_mine")]


@card("expedition")
def expedition(state: TIState, site: Site) -> list[Event]:
    return _mech_or_infantry(state, site, "expedition")


@resolves("expedition")
def _expedition(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.planets[step.planet].exhausted = False
    return [*_paid(state, step, target), used(step.seat, "expedition", f"readies {step.planet}")]


@card("volatile_fuel_source")
def volatile_fuel_source(state: TIState, site: Site) -> list[Event]:
    return _mech_or_infantry(state, site, "volatile_fuel_source")


@resolves("volatile_fuel_source")
def _volatile_fuel_source(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    events = _paid(state, step, target)
    gain_tokens(state, step.seat, 1)
    return [*events, used(step.seat, "volatile_fuel_source", "gains 1 command token")]


# ----- industrial: a commodity, or a payment for more -------------------------------------------------


@card("abandoned_warehouses")
def abandoned_warehouses(state: TIState, site: Site) -> list[Event]:
    targets = ["gain_2_commodities"] + (["convert_2_commodities"] if state.players[site.seat].commodities else [])
    offer(state, site.seat, "abandoned_warehouses", targets, system=site.system, planet=site.planet, must=True)
    return []


@resolves("abandoned_warehouses")
def _abandoned_warehouses(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target == "convert_2_commodities":
        return _converted(state, step.seat, 2, "abandoned_warehouses")
    taken = gain_commodities(state, step.seat, 2)
    return [used(step.seat, "abandoned_warehouses", _gained(taken))]


@card("functioning_base")
def functioning_base(state: TIState, site: Site) -> list[Event]:
    targets = ["gain_1_commodity", *_payments(state, site.seat, "draw_an_action_card")]
    offer(state, site.seat, "functioning_base", targets, system=site.system, planet=site.planet, must=True)
    return []


@resolves("functioning_base")
def _functioning_base(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target != "gain_1_commodity" and _pay_one(state, step.seat, target):
        return draw_action_cards(state, step.seat, 1)
    taken = gain_commodities(state, step.seat, 1)
    return [used(step.seat, "functioning_base", _gained(taken))]


@card("local_fabricators")
def local_fabricators(state: TIState, site: Site) -> list[Event]:
    mech_left = reinforcements(state, site.seat, "mech") != 0 and not demilitarized(state, site.planet)
    targets = ["gain_1_commodity", *(_payments(state, site.seat, "place_a_mech") if mech_left else [])]
    offer(state, site.seat, "local_fabricators", targets, system=site.system, planet=site.planet, must=True)
    return []


@resolves("local_fabricators")
def _local_fabricators(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target != "gain_1_commodity" and _pay_one(state, step.seat, target):
        return place(state, step.seat, step.system, step.planet, "mech", "local_fabricators")
    taken = gain_commodities(state, step.seat, 1)
    return [used(step.seat, "local_fabricators", _gained(taken))]


# ----- frontier -------------------------------------------------------------------------------------


@card("derelict_vessel")
def derelict_vessel(state: TIState, site: Site) -> list[Event]:
    return draw_secret(state, site.seat)


def _device_ready(state: TIState, seat: int) -> bool:
    from engines.galaxy.research import can_research

    return "enigmatic_device" in state.players[seat].kept and can_research(state, seat, ENIGMATIC_COST)


@ability("enigmatic_device", "action", ready=_device_ready)
def enigmatic_device(state: TIState, seat: int, target: str) -> list[Event]:
    """Kept face up; as an action, purge it and pay 6 resources to research a technology."""
    from engines.galaxy.flow import push
    from engines.galaxy.steps.common import Research

    state.players[seat].kept.remove("enigmatic_device")
    push(state, Research(seat=seat, cost=ENIGMATIC_COST))
    return purge(state, "exploration:enigmatic_device", seat)


@card("gamma_relay")
def gamma_relay(state: TIState, site: Site) -> list[Event]:
    return place_board_token(state, site.system, GAMMA)


@card("ion_storm")
def ion_storm(state: TIState, site: Site) -> list[Event]:
    offer(state, site.seat, "ion_storm", ["alpha_side_up", "beta_side_up"], system=site.system, must=True)
    return []


@resolves("ion_storm")
def _ion_storm(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return place_board_token(state, step.system, f"{ION_STORM}:{target.split('_')[0]}")


@card("lost_crew")
def lost_crew(state: TIState, site: Site) -> list[Event]:
    return draw_action_cards(state, site.seat, 2)


@card("merchant_station")
def merchant_station(state: TIState, site: Site) -> list[Event]:
    targets = ["replenish_commodities"] + (["convert_all_commodities"] if state.players[site.seat].commodities
                                           else [])
    offer(state, site.seat, "merchant_station", targets, system=site.system, must=True)
    return []


@resolves("merchant_station")
def _merchant_station(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target == "convert_all_commodities":
        return _converted(state, step.seat, state.players[step.seat].commodities, "merchant_station")
    return [CommoditiesReplenished(seat=step.seat, count=replenish(state, step.seat))]


@card("mirage")
def mirage(state: TIState, site: Site) -> list[Event]:
    """The Mirage appears in the system: its planet card is gained ready (and the planet explored)."""
    from engines.galaxy.state import PlanetState
    from engines.galaxy.tactical.invasion import gain_control

    if MIRAGE in state.planets:
        return []
    state.planets[MIRAGE] = PlanetState(system=site.system)
    state.systems[str(site.system)].planets.append(MIRAGE)
    events = place_board_token(state, site.system, "mirage")
    events += gain_control(state, site.seat, MIRAGE)
    state.planets[MIRAGE].exhausted = False
    return events


# ----- the optional Codex frontier cards (used only when the game takes them in) ---------------------------


@card("dead_world")
def dead_world(state: TIState, site: Site) -> list[Event]:
    from engines.galaxy.relics.deck import gain_relic

    return gain_relic(state, site.seat)


def _tokens_and_goods(state: TIState, site: Site, tokens: int, goods: int) -> list[Event]:
    gain_tokens(state, site.seat, tokens)
    return [used(site.seat, site.card, f"gains {tokens} command token{'s' if tokens > 1 else ''}"),
            *gain_trade_goods(state, site.seat, goods, site.card)]


@card("entropic_field")
def entropic_field(state: TIState, site: Site) -> list[Event]:
    return _tokens_and_goods(state, site, 1, 2)


@card("minor_entropic_field")
def minor_entropic_field(state: TIState, site: Site) -> list[Event]:
    return _tokens_and_goods(state, site, 1, 1)


@card("major_entropic_field")
def major_entropic_field(state: TIState, site: Site) -> list[Event]:
    return _tokens_and_goods(state, site, 1, 3)


@card("keleres_ship")
def keleres_ship(state: TIState, site: Site) -> list[Event]:
    return _tokens_and_goods(state, site, 2, 0)
