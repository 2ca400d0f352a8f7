"""The heuristic bot's answer to each kind of decision, found by the options it is offered.

``choose`` returns one of the options, or None when the bot has no opinion (the caller then picks a
random legal option). Decisions are recognised by their option types, never by their wording.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy.actions import rounds as ac
from engines.galaxy.actions.factions import DeclineFactionAbility, UseFactionAbility
from engines.galaxy.bots import economy, moving, politics, reactions
from engines.galaxy.bots.memory import Memory
from engines.galaxy.bots.sight import MECATOL, Sight, count
from engines.galaxy.bots.tactics import Planner
from engines.galaxy.bots.worth import budget, planet_worth, ship_power, tokens_kept
from engines.galaxy.combat.hits import value as unit_value
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.content.units import SHIPS, STRUCTURES, unit_stats
from engines.galaxy.promissory.actions import OfferGood
from engines.galaxy.steps.common import ClaimObjective, Pay, Transaction
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.tactical import actions as ta
from engines.galaxy.windows.actions import PassWindow

Chooser = Callable[[BotTurn, Sight, Memory], Any]


def choose(turn: BotTurn, memory: Memory) -> Any:
    """The bot's choice among ``turn.options``, or None to leave it to chance."""
    kinds = {type(o) for o in turn.options}
    if ac.DraftFaction in kinds:  # before the draft the view has no players to look at yet
        return max((o for o in turn.options if isinstance(o, ac.DraftFaction)), key=lambda o: faction_worth(o.faction))
    sight = Sight(turn.view)
    asking = sight.view.steps[-1] if sight.view.steps else None
    for step_type, chooser in BY_STEP:
        if isinstance(asking, step_type):
            picked = chooser(turn, sight, memory)
            if picked is not None:
                return picked
    for kind, chooser in CHOOSERS:
        if kind in kinds:
            return chooser(turn, sight, memory)
    return None


# ----- setup ------------------------------------------------------------------------------------------------

def faction_worth(faction_id: str) -> float:
    """A plain reading of a faction sheet: home planets, starting fleet and technologies."""
    from engines.galaxy.economy import printed

    faction = factions()[faction_id]
    worth = sum(printed(p).resources + 0.7 * printed(p).influence for p in faction.home_planets)
    for kind, number in faction.starting_units.items():
        unit = unit_stats(kind, faction=faction_id)
        worth += 0.4 * unit_value(unit) * number if unit.cost is not None else 1.0
    return worth + 2.0 * len(faction.starting_technologies) + faction.commodities * 0.3


def starting_technology(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.ChooseStartingTechnology)]
    return max(options, key=lambda o: economy.tech_worth(sight, o.technology))


def starting_structure(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.PlaceStartingStructure)]

    def worth(option: ac.PlaceStartingStructure) -> float:
        planet = sight.planets.get(option.planet)
        if planet is None:
            return 0.0
        return planet.resources if option.kind == "space_dock" else planet.influence

    return max(options, key=worth)


def keep_secret(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.KeepSecret)]
    return max(options, key=lambda o: (secret_ease(sight, o.objective), o.objective))


HAVE_UNITS_EASE = {"space_dock": 1.0, "pds": 0.0, "dreadnought": -2.0}


def secret_ease(sight: Sight, objective_id: str) -> float:
    """How likely the bot thinks it is to score a secret objective (higher is easier)."""
    c = objectives()[objective_id].condition
    kind = c["kind"]
    easy = {"ships_in_systems": 4, "control_planets": 3, "control_planets_total": 3, "have_units": 2,
            "control_planet_sharing_system_with_other_player": 3, "production_value_in_system": 2,
            "ships_in_wormhole_systems": 2, "own_techs_same_colour": 2, "units_in_system": -2, "event": 1,
            "mechs_on_planets": 1, "control_mecatol_with_ships": 1, "neighbours_with_all": 1}
    ease = float(easy.get(kind, 0))
    progress = next((g for g in sight.goals.all if g.objective.id == objective_id), None)
    if progress is not None:
        ease += 3.0 - min(3.0, progress.gap)
    # Docks come with Construction; five dreadnoughts cost a whole round's planets; the nexus (units_in_system)
    # is seldom reachable, however near it looks.
    if kind == "have_units":
        kinds = c.get("unit_types") or [""]
        ease += HAVE_UNITS_EASE.get(str(kinds[0]), 0.0)
    if kind == "event" and "last player to pass" in c.get("event", ""):
        ease += 2
    return ease


# ----- strategy phase ---------------------------------------------------------------------------------------

CARD_WORTH = {"leadership": 3.0, "diplomacy": 1.5, "politics": 2.0, "construction": 3.0, "trade": 3.2,
              "warfare": 2.5, "technology": 3.5, "imperial": 4.5}


def card_worth(sight: Sight, card: str, goods: int) -> float:
    me = sight.me
    worth = CARD_WORTH.get(card, 2.0) + 1.2 * goods
    kinds = {o.condition["kind"] for o in sight.open_objectives}
    if card == "imperial" and any(p.owner == sight.seat for p in sight.my_planets if p.key == MECATOL):
        worth += 3.0
    if card == "technology":
        worth += min(3.0, budget(sight, "resources") / 4)
        if kinds & {"own_unit_upgrades", "own_techs_per_colour", "own_techs_same_colour"}:
            worth += 1.0
    if card == "leadership":
        worth += 0.5 * max(0, 4 - me.tactic)
    if card == "construction":
        worth += 0.6 * sum(g.urgency() for g in sight.goals.of("structures"))
        if sight.structures(sight.seat, ["space_dock"]) < 2 and len(sight.my_planets) > 3:
            worth += 1.0
    if card == "trade":
        worth += 0.3 * (me.commodity_value - me.commodities)
        if any(o.condition.get("trade_goods") for o in sight.open_objectives):
            worth += 1.0
    if card == "warfare" and me.tactic <= 1:
        worth += 1.0
    return worth


def pick_card(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.PickStrategyCard)]
    goods = {s.card: s.trade_goods for s in sight.view.strategy}
    return max(options, key=lambda o: card_worth(sight, o.card, goods.get(o.card, 0)))


# ----- a turn -----------------------------------------------------------------------------------------------

LATE_CARDS = ("imperial", "warfare")


def take_turn(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = turn.options
    offers = [o for o in options if isinstance(o, ac.OfferTransaction)]
    for offer in offers:
        if _swap_worth(sight, offer.partner) > 0:
            return offer
    cards = [o for o in options if isinstance(o, ac.TakeStrategicAction)]
    early = [o for o in cards if o.card not in LATE_CARDS]
    if early:
        return min(early, key=lambda o: strategy_cards()[o.card].initiative)
    if ac.TakeTacticalAction() in options and _tokens_to_spare(sight):
        candidates = [n for n in sight.systems if not sight.has_token(n)]
        plan = Planner(sight).best(candidates)
        if plan is not None:
            memory.remember(moving._key(sight, plan.target), plan)
            return ac.TakeTacticalAction()
    if cards:
        return cards[0]
    spare = budget(sight, "resources")
    for option in options:
        if isinstance(option, ac.TakeComponentAction) and option.source == "sling_relay" and spare >= 3:
            return option
    if ac.Pass() in options and ac.TakeTacticalAction() in options and _outlast(sight):
        planner = Planner(sight)
        plans = [p for p in (planner.plan(n) for n in sight.systems if not sight.has_token(n)) if p is not None]
        if plans:
            plan = max(plans, key=lambda p: p.value)
            memory.remember(moving._key(sight, plan.target), plan)
            return ac.TakeTacticalAction()
    card = politics.turn_card(turn)
    if card is not None:
        return card
    faction_action = reactions.component_action(turn, sight)
    if faction_action is not None:
        return faction_action
    if ac.Pass() in options:
        return ac.Pass()
    if ac.TakeTacticalAction() in options:
        return ac.TakeTacticalAction()
    return None


def _outlast(sight: Sight) -> bool:
    """Holding the secret for passing last while someone else is still playing: act on instead."""
    if "prove_endurance" not in sight.view.secrets:
        return False
    return any(not p.passed and not p.eliminated for p in sight.view.players if p.seat != sight.seat)


def _tokens_to_spare(sight: Sight) -> bool:
    """A tactic token may be spent without losing an objective paid in command tokens."""
    return sight.me.tactic + sight.me.strategy > tokens_kept(sight)


def end_turn(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """After the action: a commodity swap if one is worth it, Bio-Stims, then end the turn (or act again
    with Fleet Logistics)."""
    for option in turn.options:
        if isinstance(option, ac.OfferTransaction) and _swap_worth(sight, option.partner) > 0:
            return option
    for option in turn.options:
        if isinstance(option, ac.UseAbility) and option.source == "bio_stims":
            return option
    if ac.TakeTacticalAction() in turn.options and _tokens_to_spare(sight):
        candidates = [n for n in sight.systems if not sight.has_token(n)]
        plan = Planner(sight).best(candidates)
        if plan is not None:
            memory.remember(moving._key(sight, plan.target), plan)
            return ac.TakeTacticalAction()
    return ac.EndTurn() if ac.EndTurn() in turn.options else None


def _swap_worth(sight: Sight, partner: int) -> int:
    """Commodities both sides could swap (each side's become the other's trade goods), less the trade good a
    Mentak neighbour would Pillage after the swap: a swap of one good at 2 or more is no gain, only theirs."""
    theirs = sight.view.players[partner]
    swap = min(sight.me.commodities, theirs.commodities)
    return swap - pillaged(sight, swap)


PILLAGE_AT = 3  # Pillage: a neighbour holding this many trade goods after gaining (factions/mentak.py)


def pillaged(sight: Sight, gain: int) -> int:
    """1 if a Mentak neighbour (other than ourselves) may Pillage us after we gain ``gain`` trade goods in a
    transaction: we would then hold 3 or more."""
    if sight.me.trade_goods + gain < PILLAGE_AT:
        return 0
    return 1 if any(sight.view.players[n].faction == "mentak" for n in sight.me.neighbours) else 0


def transaction(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    step = economy.last_step(sight, Transaction)
    if step is None:
        return None
    options = [o for o in turn.options if isinstance(o, ac.OfferAmount)]
    top = max(o.amount for o in options)
    swap = _swap_worth(sight, step.partner)
    if step.stage in ("give_tg", "get_tg"):
        return ac.OfferAmount(0)
    if swap <= 0:
        return ac.CancelTransaction()
    return ac.OfferAmount(min(top, swap))


def no_good(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """Other goods (fragments, action cards, planets) stay out of the bot's offers: it trades commodities."""
    return OfferGood("")


def answer_transaction(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    if ac.AcceptTransaction() not in turn.options:
        return politics.answer_with_note(turn, sight, memory)
    step = economy.last_step(sight, Transaction)
    if step is None or any(step.gets.values()):  # it keeps its cards, fragments and planets
        return ac.RefuseTransaction()
    received = step.give_tg + step.give_commodities
    given = step.get_tg + 0.5 * step.get_commodities + pillaged(sight, received)
    return ac.AcceptTransaction() if received >= given and received > 0 else ac.RefuseTransaction()


# ----- strategic actions ------------------------------------------------------------------------------------

@cache
def _cards_by_rule() -> dict[str, str]:
    return {f"LRR {c.lrr}": c.id for c in strategy_cards().values()}


def card_of(turn: BotTurn) -> str:
    rule = turn.decision.rule or ""
    section = rule.split(".")[0] if rule.startswith("LRR") else rule
    return _cards_by_rule().get(section, "")


def secondary(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    card = card_of(turn)
    me = sight.me
    spare_r = budget(sight, "resources")
    spare_i = budget(sight, "influence", goods=False)
    tokens = me.strategy
    worth = {
        "leadership": 3.0 if spare_i >= 3 and me.tactic + me.fleet + me.strategy < 13 else 0,
        "diplomacy": 1.0 if sum(1 for p in sight.my_planets if p.exhausted) >= 2 else 0,
        "politics": 0.5,
        "construction": max((_construction_site(sight, n) for n in _my_systems(sight)), default=0) - 1.0,
        "trade": 2.0 if me.commodity_value - me.commodities >= 2 else 0.5,
        "warfare": 2.5 if spare_r >= 4 else 0,
        "technology": (3.0 + (1.0 if any(not g.met and g.gap <= 2 for g in sight.goals.of("techs")) else 0.0))
        if spare_r >= 5 else 0,
        # Another secret objective is another way to score: worth a token while fewer than three are held.
        "imperial": 3.5 if len(sight.view.secrets) + sum(
            1 for o in me.scored if o in objectives() and objectives()[o].stage == "secret") < 3 else 0,
    }.get(card, 1.0)
    if card == "leadership":
        return ac.ResolveSecondary() if worth > 0 else ac.DeclineSecondary()
    if card != "leadership" and me.tactic + me.strategy <= tokens_kept(sight):
        return ac.DeclineSecondary()
    needed = 3.0 if tokens <= 1 else 2.5 if tokens == 2 else 1.5
    if worth < needed:
        return ac.DeclineSecondary()
    # Another way to pay the token (Jae Mir Kan: the active player's token off the board) spares the bot's own.
    return next((o for o in turn.options if isinstance(o, ac.UseAbility)), ac.ResolveSecondary())


def choose_system(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.ChooseSystem)]
    card = card_of(turn)
    if card == "construction":
        return max(options, key=lambda o: _construction_site(sight, o.system))

    def threat(option: ac.ChooseSystem) -> float:  # Diplomacy: shelter the system most at risk
        node = option.system
        danger = sum(sum(1 for u in sight.systems[n].space if u.owner != sight.seat and u.kind in SHIPS)
                      for n in sight.neighbours(node) if n in sight.systems)
        worth = sum(planet_worth(sight, sight.planets[k]) for k in sight.systems[node].planets)
        return danger * 2 + worth + (5 if node == sight.me.home else 0)

    return max(options, key=threat)


def _my_systems(sight: Sight) -> list[int]:
    return sorted({p.system for p in sight.my_planets})


def _construction_site(sight: Sight, node: int) -> float:
    """Construction's secondary there: the structure's worth, less the cost of the strategy token that
    locks the system for the round when the bot still has ships or a space dock to use there."""
    site = _structure_site(sight, node)
    if sight.has_token(node):
        return site
    system = sight.systems[node]
    busy = any(u.owner == sight.seat and u.kind in SHIPS for u in system.space)
    busy = busy or bool(sight.docks_at(node))
    return site - (4.0 if busy and not sight.me.passed else 0.5)


def _structure_site(sight: Sight, node: int) -> float:
    best = 0.0
    for key in sight.systems[node].planets:
        planet = sight.planets[key]
        if planet.owner == sight.seat:
            best = max(best, max(_structure_worth(sight, kind, key) for kind in STRUCTURES))
    return best


def _structure_worth(sight: Sight, kind: str, key: str) -> float:
    planet = sight.planets[key]
    here = count(planet.units, sight.seat, [kind])
    node = planet.system
    docks_in_system = sight.docks_at(node)
    worth = 0.0
    for goal in sight.goals.of("structures"):
        c = goal.objective.condition
        wanted = c.get("unit_types") or ["pds", "space_dock"]
        outside = c["kind"] == "structures_on_planets"
        if kind in wanted and not (outside and (node == sight.me.home or count(planet.units, sight.seat, STRUCTURES))):
            worth += goal.urgency()
    if kind == "space_dock":
        if docks_in_system or here:
            return 0.0
        worth += 2.0 + planet.resources - (3 if node == sight.me.home else 0)
        return worth
    worth += 1.0 - 0.5 * here
    if any(u.owner != sight.seat for n in sight.neighbours(node) if n in sight.systems for u in sight.systems[n].space):
        worth += 1.0
    return worth


def place_structure(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.PlaceStructureOn)]
    return max(options, key=lambda o: (_structure_worth(sight, o.kind, o.planet), o.kind, o.planet))


def remove_token(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """Warfare: take back the token of the system where acting again helps most (a space dock, ships)."""
    options = [o for o in turn.options if isinstance(o, ac.RemoveCommandToken)]

    def worth(option: ac.RemoveCommandToken) -> float:
        node = option.system
        docks = sight.docks_at(node)
        return 3 * docks + ship_power(sight, sight.seat, node)

    return max(options, key=worth)


def choose_speaker(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.ChooseSpeaker)]
    mine = [o for o in options if o.seat == sight.seat]
    if mine:
        return mine[0]
    return min(options, key=lambda o: sight.view.players[o.seat].vp)


def choose_players(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """Trade: let the neighbours the bot swaps commodities with replenish for free."""
    for option in turn.options:
        if (isinstance(option, ac.ChoosePlayer) and option.seat in sight.me.neighbours
                and sight.view.players[option.seat].vp <= sight.me.vp):
            return option
    return ac.DoneChoosing() if ac.DoneChoosing() in turn.options else None


def ready_planet(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.ReadyPlanet)]
    if not options:
        return ac.DoneChoosing()
    return max(options, key=lambda o: sight.planets[o.planet].resources + sight.planets[o.planet].influence)


# ----- status phase and hands -------------------------------------------------------------------------------

def score(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.ScoreObjective)]
    if not options:
        return ac.DoneScoring() if ac.DoneScoring() in turn.options else None
    return max(options, key=lambda o: (objectives()[o.objective].vp, o.objective))


def return_secret(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.ReturnSecretObjective)]
    return min(options, key=lambda o: (secret_ease(sight, o.objective), o.objective))


def trim(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """Units over a limit: the cheapest goes."""
    options = [o for o in turn.options if isinstance(o, ac.RemoveShip | ta.Remove)]
    return min(options, key=lambda o: (unit_value(sight.mine(o.kind)), getattr(o, "damaged", False) is False))


def mech_or_decline(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    mechs = [o for o in turn.options if isinstance(o, ta.PlaceMech)]
    if mechs:
        return max(mechs, key=lambda o: planet_worth(sight, sight.planets[o.planet]) if o.planet in sight.planets
                   else 0)
    return ta.Decline() if ta.Decline() in turn.options else None


def custodians(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    return ta.TakeCustodians()


def ready_technology(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, ac.ReadyTechnology)]
    return options[0] if options else None


def _wrap(function: Callable[[BotTurn, Sight], Any]) -> Chooser:
    return lambda turn, sight, memory: function(turn, sight)


def window(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """A window: the faction's own ability where the bot takes it, else a card or note worth playing, else pass."""
    picked = reactions.window(turn, sight, memory)
    return picked if picked != PassWindow() else politics.window(turn, sight, memory)


# The first option type found in a decision names it. Order matters where a decision mixes types.
CHOOSERS: list[tuple[type, Chooser]] = [
    (PassWindow, window),
    *((kind, chooser) for kind, chooser in politics.CHOOSERS if kind is not PassWindow),
    (UseFactionAbility, reactions.faction_offer),
    (DeclineFactionAbility, reactions.faction_offer),
    (ac.ChooseStartingTechnology, starting_technology),
    (ac.PlaceStartingStructure, starting_structure),
    (ac.KeepSecret, keep_secret),
    (ac.PickStrategyCard, pick_card),
    (ac.ScoreObjective, score),
    (ac.DoneScoring, score),
    (ac.SetPool, _wrap(economy.set_pool)),
    (ac.ResolveSecondary, secondary),
    (ac.ChooseSpeaker, choose_speaker),
    (ac.ChoosePlayer, choose_players),
    (ac.ChooseSystem, choose_system),
    (ac.PlaceStructureOn, place_structure),
    (ac.RemoveCommandToken, remove_token),
    (ac.ReadyPlanet, ready_planet),
    (ac.ReadyTechnology, ready_technology),
    (ac.ResearchTechnology, _wrap(economy.research)),
    (ac.UseSpecialty, _wrap(economy.specialty)),
    (ac.UseAlgorithm, _wrap(economy.specialty)),
    (ac.ReturnSecretObjective, return_secret),
    (ac.RemoveShip, trim),
    (ta.Remove, trim),
    (ac.AcceptTransaction, answer_transaction),
    (ac.OfferAmount, transaction),
    (OfferGood, no_good),
    (ta.Activate, moving.activate),
    (ta.MoveFrom, moving.movement),
    (ta.MoveShip, moving.movement),
    (ta.FinishOrigin, moving.movement),
    (ta.AssignHit, _wrap(moving.assign_hit)),
    (ta.Fire, _wrap(moving.fire)),
    (ta.AnnounceRetreat, _wrap(moving.retreat_or_stay)),
    (ta.Stay, _wrap(moving.retreat_or_stay)),
    (ta.RetreatTo, _wrap(moving.retreat_to)),
    (ta.Bombard, _wrap(moving.bombard)),
    (ta.TakeCustodians, custodians),
    (ta.Land, _wrap(moving.land)),
    (ta.FinishLanding, _wrap(moving.land)),
    (ta.ProduceAt, _wrap(economy.produce_at)),
    (ta.Produce, _wrap(economy.produce)),
    (ta.FinishProduction, _wrap(economy.produce)),
    (ta.PlaceMech, mech_or_decline),
    (ac.TakeTacticalAction, take_turn),
    (ac.TakeStrategicAction, take_turn),
    (ac.Pass, take_turn),
    (ac.EndTurn, end_turn),
    (ac.OfferTransaction, take_turn),
]

# Decisions of these steps mix payment options whose meaning depends on the step asking.
BY_STEP: list[tuple[type, Chooser]] = [
    (ClaimObjective, _wrap(economy.claim)),
    (Pay, _wrap(economy.pay)),
    (CardAbility, lambda turn, sight, memory: economy.buy_tokens(turn, sight)
        if ac.StopPaying() in turn.options else None),
]
