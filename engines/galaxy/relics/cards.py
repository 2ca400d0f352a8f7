"""The relics (TI-RELIC-3), each a small registered function named after it.

A relic lies face up before its owner and is in force for it (``expansion/sources.py``). Component
actions register with ``abilities.ability`` (offered on the owner's turn), timed ones answer timing
windows (``windows.answer``), passive ones answer hooks. "Exhaust" puts the relic in ``exhausted``
(readied in the status phase); "purge" returns it to the box (TI-PURGE-1).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.board import galaxy, stats
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.purge import purge
from engines.galaxy.factions.base import name_of, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import destroy
from engines.galaxy.hands import draw_action_cards, draw_secret
from engines.galaxy.research import catalogue, gain_technology, pool
from engines.galaxy.scoring import homes
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.victory import gain_points
from engines.galaxy.windows import answer

MECATOL = "Mecatol Rex"
TOMB = "tomb_of_emphidia"


def ready(state: TIState, seat: int, relic: str) -> bool:
    player = state.players[seat]
    return relic in player.relics and relic not in player.exhausted


def exhaust(state: TIState, seat: int, relic: str) -> list[Event]:
    state.players[seat].exhausted.append(relic)
    return [used(seat, relic, "exhausted")]


def purge_relic(state: TIState, seat: int, relic: str) -> list[Event]:
    state.players[seat].relics.remove(relic)
    return purge(state, f"relic:{relic}", seat)


def _ready(relic: str):  # type: ignore[no-untyped-def]
    return lambda state, seat, *rest: ready(state, seat, relic)


# ----- Dominus Orb: before moving, purge it to move out of systems with your tokens -------------------------


@answer("dominus_orb", "before:movement", by="you", could=_ready("dominus_orb"))
def dominus_orb(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    state.modifiers.append(Modifier("dominus_orb_move", seat, "tactical"))
    return purge_relic(state, seat, "dominus_orb")


@effect("dominus_orb_move", hook="leave_own_tokens")
def dominus_orb_move(ctx: Context) -> bool:
    return True


# ----- Maw of Worlds: at the start of the agenda phase, purge it and exhaust every planet for a technology ----


def _any_technology(state: TIState, seat: int, window: Window) -> list[str]:
    owned = set(state.players[seat].technologies)
    return [t for t in sorted(pool(state, seat)) if t not in owned and t in catalogue()]


@answer("maw_of_worlds", "start:agenda_phase", by="any", could=_ready("maw_of_worlds"), targets=_any_technology)
def maw_of_worlds(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    for planet in state.planets.values():
        if planet.owner == seat:
            planet.exhausted = True
    return [*purge_relic(state, seat, "maw_of_worlds"), *gain_technology(state, seat, target)]


# ----- Scepter of Emelpar: a token from reinforcements instead of the strategy pool --------------------------


@effect("scepter_of_emelpar", hook="strategy_token_instead")
def scepter_of_emelpar(ctx: Context) -> str | None:
    """Exhausted to pay a strategy token from reinforcements (used whenever it is ready: it costs nothing)."""
    from engines.galaxy.economy import token_reinforcements

    if ready(ctx.state, ctx.seat, "scepter_of_emelpar") and token_reinforcements(ctx.state, ctx.seat) > 0:
        return "scepter_of_emelpar"
    return None


# ----- Shard of the Throne: a point while held; it goes to whoever takes your legendary or home planet -------


@effect("shard_of_throne", hook="relic_gained")
def shard_of_throne(ctx: Context) -> list[Event]:
    if ctx.relic != "shard_of_throne":
        return []
    return gain_points(ctx.state, ctx.seat, 1, "shard_of_throne")


@effect("shard_of_throne", hook="planet_lost")
def shard_of_throne_taken(ctx: Context) -> list[Event]:
    from engines.galaxy.exploration.attachments import legendary

    state = ctx.state
    home = state.players[ctx.seat].home
    if ctx.by < 0 or not (legendary(state, ctx.planet) or state.planets[ctx.planet].system == home):
        return []
    state.players[ctx.seat].relics.remove("shard_of_throne")
    state.players[ctx.seat].vp -= 1
    state.players[ctx.by].relics.append("shard_of_throne")
    return [used(ctx.by, "shard_of_throne", "takes the Shard of the Throne from {p%d}" % ctx.seat),
            *gain_points(state, ctx.by, 1, "shard_of_throne")]


# ----- Stellar Converter: purge it to destroy a planet next to your bombardment --------------------------------


def converter_targets(state: TIState, seat: int) -> list[str]:
    from engines.galaxy.exploration.attachments import legendary

    board = galaxy(state)
    bombarding = {int(n) for n, s in state.systems.items() if any(
        u.owner == seat and stats(state, seat, u.kind).bombardment for u in s.space)}
    bombarding |= {p.system for p in state.planets.values() if any(
        u.owner == seat and stats(state, seat, u.kind).bombardment for u in p.units)}
    near = set(bombarding) | {m for n in bombarding for m in board.adjacent.get(n, ())}
    home_nodes = set(homes(state))
    return [f"planet:{k}" for k, p in sorted(state.planets.items()) if p.system in near and p.owner != seat
            and k != MECATOL and p.system not in home_nodes and not legendary(state, k)]


@ability("stellar_converter", "action", ready=lambda state, seat: bool(converter_targets(state, seat)),
         targets=converter_targets)
def stellar_converter(state: TIState, seat: int, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    place = state.planets[planet]
    events: list[Event] = purge_relic(state, seat, "stellar_converter")
    for stack in list(place.units):
        for _ in range(stack.count):
            events += destroy(state, stack.owner, place.system, planet, stack.kind, by=seat, cause="stellar_converter")
    for attachment in place.attachments:
        events += purge(state, f"attachment:{attachment}", seat)
    owner = place.owner
    if owner >= 0:
        from engines.galaxy.objective_events import planet_lost

        events += planet_lost(state, owner, planet)
    state.systems[str(place.system)].planets.remove(planet)
    del state.planets[planet]
    state.board_tokens.setdefault(str(place.system), []).append(f"destroyed_planet:{planet}")
    return [*events, *purge(state, f"planet:{planet}", seat)]


# ----- The Codex: purge it to take up to three action cards from the discard pile -----------------------------


def _discarded(state: TIState) -> list[str]:
    return sorted(dict.fromkeys(state.action_discard))


@ability("codex", "action", ready=lambda state, seat: bool(state.action_discard))
def codex(state: TIState, seat: int, target: str) -> list[Event]:
    offer(state, seat, "codex", _discarded(state), amount=3)
    return purge_relic(state, seat, "codex")


@resolves("codex", prompt=lambda state, step: "{p%d}: take an action card from the discard pile (%d more)" % (
    step.seat, step.amount))
def _codex(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.action_discard.remove(target)
    state.players[step.seat].action_cards.append(target)
    if step.amount > 1 and state.action_discard:
        offer(state, step.seat, "codex", _discarded(state), amount=step.amount - 1)
    return [used(step.seat, "codex", f"takes {name_of(card_of(target))}")]


# ----- The Crown of Emphidia: explore a planet after a tactical action; a point with the Tomb ------------------


def _own_explorable(state: TIState, seat: int, window: Window) -> list[str]:
    from engines.galaxy.exploration.explore import explorable

    return [f"planet:{k}" for k, p in sorted(state.planets.items()) if p.owner == seat and explorable(state, k)]


@answer("crown_of_emphidia", "end:tactical_action", by="you", could=_ready("crown_of_emphidia"),
        targets=_own_explorable)
def crown_of_emphidia(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    from engines.galaxy.exploration.explore import explore_planet

    return [*exhaust(state, seat, "crown_of_emphidia"), *explore_planet(state, seat, target.removeprefix("planet:"))]


def holds_tomb(state: TIState, seat: int, window: Window | None = None) -> bool:
    return "crown_of_emphidia" in state.players[seat].relics and any(
        p.owner == seat and TOMB in p.attachments for p in state.planets.values())


@answer("crown_of_emphidia", "end:status_phase", by="any", could=holds_tomb)
def crown_of_emphidia_point(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    return [*purge_relic(state, seat, "crown_of_emphidia"), *gain_points(state, seat, 1, "crown_of_emphidia")]


# ----- The Crown of Thalnos: reroll missed combat dice at +1; units whose reroll misses die ---------------------


def _misses(state: TIState, seat: int, window: Window) -> bool:
    from engines.galaxy.combat.rounds import current_combat

    combat = current_combat(state)
    return combat is not None and any(d.result < d.hit_on for d in combat.dice)


@answer("crown_of_thalnos", "after:combat_roll", by="you", could=_misses)
def crown_of_thalnos(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    from engines.galaxy.combat.rounds import current_combat
    from engines.galaxy.steps.combat import GroundCombat

    combat = current_combat(state)
    assert combat is not None
    events: list[Event] = [used(seat, "crown_of_thalnos", "rerolls the missed dice with +1")]
    planet = combat.planet if isinstance(combat, GroundCombat) else ""
    for die in combat.dice:
        if die.result >= die.hit_on:
            continue
        die.result = min(10, state.rng.roll(10) + 1)
        if die.result < die.hit_on:
            events += destroy(state, seat, combat.system, planet, die.kind, cause="crown_of_thalnos")
    return events


# ----- The Obsidian: a secret objective when gained, and room for one more -----------------------------------


@effect("obsidian", hook="relic_gained")
def obsidian(ctx: Context) -> list[Event]:
    return draw_secret(ctx.state, ctx.seat) if ctx.relic == "obsidian" else []


@effect("obsidian", hook="secret_limit")
def obsidian_limit(ctx: Context) -> int:
    return 1


# ----- The Prophet's Tears: when researching, ignore a prerequisite or draw an action card ---------------------


@effect("prophets_tears", hook="free_prerequisite_skips")
def prophets_tears(ctx: Context) -> int:
    """While ready it lets one prerequisite go; it is exhausted when a researched technology needed it."""
    return 1 if ready(ctx.state, ctx.seat, "prophets_tears") else 0


@effect("prophets_tears", hook="technology_researched")
def prophets_tears_used(ctx: Context) -> list[Event]:
    """After research: exhausted for the prerequisite it waived, or (if none was needed) for a card."""
    if not ready(ctx.state, ctx.seat, "prophets_tears"):
        return []
    events = exhaust(ctx.state, ctx.seat, "prophets_tears")
    return events if ctx.waived else events + draw_action_cards(ctx.state, ctx.seat, 1)


# ----- Dynamis Core: +2 commodity value; purge it for trade goods -------------------------------------------------


@effect("dynamis_core", hook="commodity_value")
def dynamis_core(ctx: Context) -> int:
    return 2


@ability("dynamis_core", "action")
def dynamis_core_purge(state: TIState, seat: int, target: str) -> list[Event]:
    from engines.galaxy.content.factions import factions

    goods = factions()[state.players[seat].faction].commodities + 2
    return [*purge_relic(state, seat, "dynamis_core"), *gain_trade_goods(state, seat, goods, "dynamis_core")]


# ----- JR-XS455-O: a player may pay 3 resources for a structure, or takes a trade good ---------------------------


def _players(state: TIState, seat: int) -> list[str]:
    return [f"seat:{p.seat}" for p in state.players if not p.eliminated]


@ability("jr_xs455_o", "action", ready=lambda state, seat: ready(state, seat, "jr_xs455_o"), targets=_players)
def jr_xs455_o(state: TIState, seat: int, target: str) -> list[Event]:
    from engines.galaxy.economy import spendable
    from engines.galaxy.forces import reinforcements

    chosen = int(target.removeprefix("seat:"))
    events = exhaust(state, seat, "jr_xs455_o")
    mine = [k for k, p in state.planets.items() if p.owner == chosen]
    can_build = spendable(state, chosen, "resources") >= 3 and mine and any(
        reinforcements(state, chosen, k) for k in ("pds", "space_dock"))
    if can_build:
        offer(state, chosen, "jr_xs455_o", ["pay_3_resources_for_a_structure", "take_1_trade_good"], must=True)
        return events
    return events + gain_trade_goods(state, chosen, 1, "jr_xs455_o")


@resolves("jr_xs455_o")
def _jr_xs455_o(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    from engines.galaxy.flow import push
    from engines.galaxy.steps.common import Pay, PlaceStructure

    if target == "take_1_trade_good":
        return gain_trade_goods(state, step.seat, 1, "jr_xs455_o")
    push(state, PlaceStructure(seat=step.seat, kinds=["pds", "space_dock"]))
    push(state, Pay(seat=step.seat, kind="resources", amount=3, why="JR-XS455-O"))
    return []


# ----- Nano-Forge: attach it to a planet of yours: +2/+2 and legendary -------------------------------------------


def forge_targets(state: TIState, seat: int) -> list[str]:
    from engines.galaxy.exploration.attachments import legendary

    home_nodes = set(homes(state))
    return [f"planet:{k}" for k, p in sorted(state.planets.items())
            if p.owner == seat and p.system not in home_nodes and not legendary(state, k)]


@ability("nano_forge", "action", ready=lambda state, seat: bool(forge_targets(state, seat)), targets=forge_targets)
def nano_forge(state: TIState, seat: int, target: str) -> list[Event]:
    from engines.galaxy.exploration.attachments import attach

    state.players[seat].relics.remove("nano_forge")
    return attach(state, target.removeprefix("planet:"), "nano_forge")


# ----- the optional Codex IV relics ----------------------------------------------------------------------------------


@effect("book_of_latvinia", hook="relic_gained")
def book_of_latvinia(ctx: Context) -> list[Event]:
    """When gained: research up to two technologies without prerequisites (free)."""
    if ctx.relic != "book_of_latvinia":
        return []
    _offer_free_technology(ctx.state, ctx.seat, 2)
    return []


def _no_prerequisites(state: TIState, seat: int) -> list[str]:
    owned = set(state.players[seat].technologies)
    techs = catalogue()
    return [t for t in sorted(pool(state, seat)) if t not in owned and t in techs and not techs[t].prerequisites]


def _offer_free_technology(state: TIState, seat: int, left: int) -> None:
    offer(state, seat, "book_of_latvinia", _no_prerequisites(state, seat), amount=left)


@resolves("book_of_latvinia")
def _book_research(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    events = gain_technology(state, step.seat, target)
    if step.amount > 1:
        _offer_free_technology(state, step.seat, step.amount - 1)
    return events


def _all_specialties(state: TIState, seat: int) -> bool:
    from engines.galaxy.economy import specialty

    return len({specialty(k, state) for k, p in state.planets.items() if p.owner == seat} - {None}) == 4


@ability("book_of_latvinia", "action")
def book_of_latvinia_purge(state: TIState, seat: int, target: str) -> list[Event]:
    events = purge_relic(state, seat, "book_of_latvinia")
    if _all_specialties(state, seat):
        return events + gain_points(state, seat, 1, "book_of_latvinia")
    state.speaker = seat
    return [*events, used(seat, "book_of_latvinia", "takes the speaker token")]


@effect("circlet_of_void", hook="no_rift_rolls")
def circlet_of_void(ctx: Context) -> bool:
    return True


@effect("circlet_of_void", hook="enter_anomaly")
def circlet_of_void_anomalies(ctx: Context) -> bool:
    return True


def _frontier_without_ships(state: TIState, seat: int) -> list[str]:
    from engines.galaxy.forces import other_ship_owners

    return [f"system:{n}" for n in sorted(state.frontier) if not other_ship_owners(state, seat, n)]


@ability("circlet_of_void", "action", ready=lambda state, seat: ready(state, seat, "circlet_of_void") and bool(
    _frontier_without_ships(state, seat)), targets=_frontier_without_ships)
def circlet_of_void_explores(state: TIState, seat: int, target: str) -> list[Event]:
    from engines.galaxy.exploration.explore import explore_frontier

    events = exhaust(state, seat, "circlet_of_void")
    return events + explore_frontier(state, seat, int(target.removeprefix("system:")))


def _other_relics(state: TIState, seat: int, window: Window) -> list[str]:
    return sorted(r for r in state.players[seat].relics if r != "neuraloop") + (
        ["neuraloop"] if "neuraloop" in state.players[seat].relics else [])


@answer("neuraloop", "after:objective_revealed", by="any", targets=_other_relics)
def neuraloop(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Purge a relic: the objective just revealed is discarded and a random card of a random objective deck
    (stage I, stage II or the secret deck) takes its place, face up, as a public objective."""
    from engines.galaxy.actions.events import ObjectiveRevealed

    events = purge_relic(state, seat, target)
    revealed = window.subject
    decks = [(name, deck) for name, deck in (("I", state.stage1), ("II", state.stage2), ("secret", state.secret_deck))
             if deck]
    if revealed not in state.public or not decks:
        return events
    state.public.remove(revealed)
    stage, deck = decks[state.rng.below(len(decks))]
    replacement = deck.pop(state.rng.below(len(deck)))
    state.public.append(replacement)
    return [*events, ObjectiveRevealed(objective=replacement, stage=stage)]
