"""The heuristic bot's answers outside its own decisions: timing windows (faction abilities and
technologies that answer a moment), faction offers ("you may..." of its own abilities) and the faction
component actions it takes when it would otherwise pass. Action cards and notes in windows are passed
over (they are the card-playing bot's part)."""

from __future__ import annotations

from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy.actions import rounds as ac
from engines.galaxy.actions.factions import DeclineFactionAbility, UseFactionAbility
from engines.galaxy.bots.memory import Memory
from engines.galaxy.bots.sight import Sight
from engines.galaxy.windows.actions import PassWindow

# Abilities answering a window that help whoever uses them whenever they are offered.
ALWAYS = frozenset({
    "pillage", "voidwatch", "wrath_of_kenara", "supercharge", "technological_singularity", "awaken", "indoctrination",
    "dimensional_splicer", "dynamo", "duha_menaimon", "ouranos", "adjudicator_baal", "starlancer", "ta_zern",
    "suffi_an", "galactic_threat",
})
# Abilities that cost a strategy token: used while one is left over after the next round's needs.
TOKEN_COSTS = frozenset({"foresight", "nullification_field", "instinct_training"})
MUNITIONS_GOODS = 4  # Munitions Reserves costs 2 trade goods: kept for a reroll when the bot is well off
ARTUNO_LEAST = 2  # Artuno doubles one gain a round: not spent on a single trade good
# Faction offers the bot turns down: they trade its own ships for the enemy's, a choice it does not weigh.
DECLINED = frozenset({"exotrireme_ii", "temporal_command_suite_trade"})
# Faction component actions worth a turn the bot would otherwise pass.
COMPONENT_ACTIONS = ("star_forge", "orbital_drop", "production_biomes", "the_inferno", "lazax_gate_folding",
                     "mageon_implants", "vortex", "wormhole_generator", "fabrication",
                     # heroes that only gain: Elysium's Geoform, a card from every hand, enemy ships captured
                     "ul_the_progenitor", "kyver_blade_and_key", "it_feeds_on_carrion")

# Agents that help whoever's moment it is: used when that is the bot itself (Doctor Sucaban's cheaper research).
FOR_ITSELF = frozenset({"doctor_sucaban"})

TOKEN_ACTIONS = frozenset({"star_forge", "orbital_drop", "the_inferno", "production_biomes"})
SARRIG = "rowl_sarrig"  # the Saar commander: fighters and infantry just produced go to another dock


def _spare_token(sight: Sight) -> bool:
    return sight.me.strategy >= 2


def _own_moment(turn: BotTurn, sight: Sight) -> bool:
    from engines.galaxy.steps.windows import Window

    step = sight.view.steps[-1] if sight.view.steps else None
    return isinstance(step, Window) and step.actors[:1] == [sight.seat]


def _gain_now(sight: Sight) -> int:
    """The trade goods from the supply of the gain window asking the bot (0 in any other moment)."""
    from engines.galaxy.steps.windows import Window

    step = sight.view.steps[-1] if sight.view.steps else None
    return step.amount if isinstance(step, Window) and step.keys[:1] == ["after:gain_trade_goods"] else 0


def window(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    from engines.galaxy.bots.politics import recombination

    named = recombination(turn, sight)
    if named is not None:
        return named
    for option in turn.options:
        if not isinstance(option, ac.UseAbility):
            continue
        source = option.source
        if source in ALWAYS or (source in TOKEN_COSTS and _spare_token(sight)):
            return option
        if source == "munitions_reserves" and sight.me.trade_goods >= MUNITIONS_GOODS:
            return option
        if source == "artuno_the_betrayer" and _gain_now(sight) >= ARTUNO_LEAST:
            return option
        if source == "captain_mendosa" and option.target.startswith(f"{sight.seat}:"):  # its own ship only
            return option
        if source in FOR_ITSELF and _own_moment(turn, sight):
            return option
        if source == SARRIG and _sarrig_helps(sight):
            return option
    return PassWindow()


def _danger(sight: Sight, node: int) -> int:
    """Other players' ships in ``node`` and the systems next to it."""
    near = [n for n in (node, *sight.neighbours(node)) if n in sight.systems]
    return sum(u.count for n in near for u in sight.enemy_ships(n))


def _sarrig_helps(sight: Sight) -> bool:
    """Rowl Sarrig helps when another of the bot's docks stands nearer enemy ships than the one that produced."""
    from engines.galaxy.steps.windows import Window

    step = sight.view.steps[-1] if sight.view.steps else None
    if not isinstance(step, Window) or step.system < 0:
        return False
    here = _danger(sight, step.system)
    docks = [n for n in sight.systems if n != step.system and sight.docks_at(n, sight.seat)]
    return any(_danger(sight, n) > here for n in docks)


def _sarrig_gain(sight: Sight, target: str) -> int:
    """How much nearer enemy ships a Rowl Sarrig move ("<seat>:<kind>@<from>><to>") takes the unit."""
    ends = [part.rpartition("@")[2] for part in target.split(">")]
    nodes = []
    for end in ends:
        kind, _, place = end.partition(":")
        planet = sight.planets.get(place) if kind == "planet" else None
        nodes.append(planet.system if planet is not None else int(place) if place.isdigit() else -1)
    if -1 in nodes:
        return 0
    return _danger(sight, nodes[1]) - _danger(sight, nodes[0])


def faction_offer(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """Its own faction's "you may": take it (the first target), unless it is one the bot declines."""
    uses = [o for o in turn.options if isinstance(o, UseFactionAbility)]
    declines = [o for o in turn.options if isinstance(o, DeclineFactionAbility)]
    if not uses:
        return declines[0] if declines else None
    if declines and uses[0].source in DECLINED:
        return declines[0]
    if uses[0].source == SARRIG:  # each unit where enemy ships are nearest, if nearer than where it was made
        best = max(uses, key=lambda o: _sarrig_gain(sight, o.target))
        return best if _sarrig_gain(sight, best.target) > 0 or not declines else declines[0]
    if uses[0].source == "abandoned_warehouses":
        return _warehouses(sight, uses)
    if uses[0].source in ("functioning_base", "local_fabricators"):  # a commodity, or one spent on a card or mech
        return _spend_at_the_cap(sight, uses)
    if declines and uses[0].source == "doctor_sucaban":  # an infantry off the board: only one that is spare
        spare = [o for o in uses if _spare_infantry(sight, o.target)]
        return spare[0] if spare else declines[0]
    return uses[0]


def _warehouses(sight: Sight, uses: list[UseFactionAbility]) -> UseFactionAbility:
    """Commodities made trade goods when gaining commodities would bring fewer (none, at the cap)."""
    me = sight.me
    convert = [o for o in uses if o.target == "convert_2_commodities"]
    if convert and min(2, me.commodities) > min(2, me.commodity_value - me.commodities):
        return convert[0]
    return uses[0]


def _spend_at_the_cap(sight: Sight, uses: list[UseFactionAbility]) -> UseFactionAbility:
    """At the commodity limit a gained commodity is none: a commodity spent on what the card offers instead."""
    me = sight.me
    spend = [o for o in uses if o.target.endswith("_by_commodity")]
    return spend[0] if spend and me.commodities >= me.commodity_value else uses[0]


def _spare_infantry(sight: Sight, target: str) -> bool:
    """Infantry in a space area, or on a planet that keeps another ground force."""
    from engines.galaxy.bots.sight import count

    kind, _, place = target.partition("@")[2].partition(":")
    if kind == "system":
        found = sight.systems.get(int(place))
        return found is not None and count(found.space, sight.seat, ["infantry"]) > 0
    planet = sight.planets.get(place)
    return planet is not None and count(planet.units, sight.seat, ["infantry", "mech"]) >= 2


def component_action(turn: BotTurn, sight: Sight) -> Any:
    """A faction component action instead of passing, when one is offered (tokens spent only if spare)."""
    for source in COMPONENT_ACTIONS:
        for option in turn.options:
            if isinstance(option, ac.TakeComponentAction) and option.source == source:
                if source in TOKEN_ACTIONS and not _spare_token(sight):
                    continue
                return option
    return None


def no_note(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """A transaction's promissory note: the bot trades commodities, not notes."""
    from engines.galaxy.promissory.actions import OfferNote

    return OfferNote("") if OfferNote("") in turn.options else None
