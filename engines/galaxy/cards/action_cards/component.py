"""Action cards played as a component action on their holder's turn (LRR 22): each is offered only when it
can be resolved completely (LRR 22.3), with its first choice as the target."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokenRemoved
from engines.galaxy.agenda.laws import repeal
from engines.galaxy.board import galaxy, galaxy_for, planets_in, stats, system
from engines.galaxy.cards.action_cards.actions import CardEffect, CardTaken
from engines.galaxy.cards.action_cards.registry import CardChoices, Play, card_steps, component_action
from engines.galaxy.cards.common import (
    destroy_units,
    exhaust_all,
    is_home,
    place,
    planets_of,
    ready,
    trait,
    with_trait,
    wormhole_nodes,
)
from engines.galaxy.combat import dice
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import gain_trade_goods, printed, resources, spendable, token_reinforcements
from engines.galaxy.flow import push
from engines.galaxy.forces import NON_FIGHTERS, destroy, has_ships, place_command_token, reinforcements
from engines.galaxy.hands import draw_secret
from engines.galaxy.research import catalogue, researchable
from engines.galaxy.seats import in_game, neighbours
from engines.galaxy.state import TIState
from engines.galaxy.steps.cards import CardStep
from engines.galaxy.steps.common import Pay, Research
from engines.galaxy.steps.windows import Window

FOCUSED_PRICE = 4
IMPERSONATION_PRICE = 3
PLAGIARIZE_PRICE = 5
PLAGUE_KILLS_ON = 6
MESSIAH = 1
FRONTLINE = 3
UNSTABLE = 3
REFITS = 2
SCUTTLES = 2

Maybe = Window | None


def _said(play: Play, what: str) -> list[Event]:
    return [CardEffect(seat=play.seat, card=play.card, what=what)]


def _what(target: str) -> str:
    return target.partition(":")[2]


def _others(state: TIState, seat: int) -> list[int]:
    return [s for s in in_game(state) if s != seat]


# ----- the economy ----------------------------------------------------------------------------------------


def _cultural_to_ready(state: TIState, seat: int, window: Maybe) -> bool:
    return any(state.planets[k].exhausted for k in with_trait(state, seat, "cultural"))


@component_action("economic_initiative", ready=_cultural_to_ready)
def economic_initiative(play: Play) -> list[Event]:
    """Ready every cultural planet you control."""
    return ready(play.state, play.seat, with_trait(play.state, play.seat, "cultural"))


def _industrial(state: TIState, seat: int, window: Maybe) -> bool:
    return bool(with_trait(state, seat, "industrial"))


@component_action("industrial_initiative", ready=_industrial)
def industrial_initiative(play: Play) -> list[Event]:
    """A trade good for every industrial planet you control."""
    return gain_trade_goods(play.state, play.seat, len(with_trait(play.state, play.seat, "industrial")), play.card)


def _has_planets(state: TIState, seat: int, window: Maybe) -> bool:
    return bool(planets_of(state, seat))


@component_action("mining_initiative", ready=_has_planets)
def mining_initiative(play: Play) -> list[Event]:
    """Trade goods equal to the highest resource value among your planets."""
    best = max(printed(k).resources for k in planets_of(play.state, play.seat))
    return gain_trade_goods(play.state, play.seat, best, play.card)


def _uprising_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"planet:{k}" for k, p in state.planets.items() if p.owner not in (seat, -1) and not p.exhausted
            and not is_home(state, p.system)]


@component_action("uprising", ready=lambda s, seat, w: bool(_uprising_targets(s, seat, w)), targets=_uprising_targets)
def uprising(play: Play) -> list[Event]:
    """Exhaust another player's ready non-home planet; take trade goods equal to its resources."""
    planet = _what(play.target)
    play.state.planets[planet].exhausted = True
    return gain_trade_goods(play.state, play.seat, resources(play.state, planet), play.card)


def _unstable_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"planet:{k}" for k, p in state.planets.items() if p.owner not in (seat, -1) and trait(k) == "hazardous"]


@component_action("unstable_planet", ready=lambda s, seat, w: bool(_unstable_targets(s, seat, w)),
                  targets=_unstable_targets)
def unstable_planet(play: Play) -> list[Event]:
    """Exhaust a hazardous planet that is not yours and destroy up to three infantry on it."""
    planet = _what(play.target)
    place_ = play.state.planets[planet]
    place_.exhausted = True
    events: list[Event] = []
    for owner in sorted({s.owner for s in place_.units if s.kind == "infantry"}):
        events += destroy_units(play.state, owner, place_.system, planet, ["infantry"], UNSTABLE, by=play.seat,
                                cause=play.card)
    return events


def _scuttle_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"unit:{s.kind}@{k}" for k, sys_state in state.systems.items() for s in sys_state.space
            if s.owner == seat and s.kind in NON_FIGHTERS]


@component_action("scuttle", ready=lambda s, seat, w: bool(_scuttle_targets(s, seat, w)), targets=_scuttle_targets)
def scuttle(play: Play) -> list[Event]:
    """Send one or two of your non-fighter ships back to reinforcements for trade goods equal to their cost."""
    push(play.state, CardStep(seat=play.seat, card=play.card, stage=1))  # under the goods' window: asked after it
    return _scuttle_one(play.state, play.seat, _what(play.target))


def _scuttle_one(state: TIState, seat: int, what: str) -> list[Event]:
    from engines.galaxy.forces import take_away

    kind, _, node = what.partition("@")
    cost = stats(state, seat, kind).cost or 0
    return take_away(state, seat, int(node), "", kind, 1, "scuttle") + gain_trade_goods(state, seat, cost, "scuttle")


@card_steps("scuttle")
class ScuttleAnother(CardChoices):
    def ask(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None:
        if step.stage >= SCUTTLES:
            return None
        from engines.galaxy.words import system as where

        ships = [t.partition(":")[2] for t in _scuttle_targets(state, step.seat, None)]
        return "send a second ship back, or be done", [("done", "Done")] + [
            (s, f"{s.partition('@')[0].replace('_', ' ').capitalize()} in {where(state, int(s.partition('@')[2]))}")
            for s in ships]

    def chosen(self, state: TIState, step: CardStep, value: str) -> list[Event]:
        step.stage = SCUTTLES
        return [] if value == "done" else _scuttle_one(state, step.seat, value)


# ----- units placed ---------------------------------------------------------------------------------------


def _my_planet_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"planet:{k}" for k in planets_of(state, seat)]


@component_action("frontline_deployment", ready=_has_planets, targets=_my_planet_targets)
def frontline_deployment(play: Play) -> list[Event]:
    """Three infantry from reinforcements onto one of your planets."""
    planet = _what(play.target)
    return place(play.state, play.seat, play.state.planets[planet].system, planet, "infantry", FRONTLINE, play.card)


@component_action("rise_of_a_messiah", ready=_has_planets)
def rise_of_a_messiah(play: Play) -> list[Event]:
    """One infantry from reinforcements on each of your planets."""
    events: list[Event] = []
    for planet in planets_of(play.state, play.seat):
        events += place(play.state, play.seat, play.state.planets[planet].system, planet, "infantry", MESSIAH,
                        play.card)
    return events


def _ghost_ship_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    if (reinforcements(state, seat, "destroyer") or 0) <= 0:
        return []
    return [f"system:{n}" for n in wormhole_nodes(state, ("alpha", "beta", "gamma", "delta"))
            if not is_home(state, n) and not any(s.owner != seat and s.kind in SHIPS for s in system(state, n).space)]


@component_action("ghost_ship", ready=lambda s, seat, w: bool(_ghost_ship_targets(s, seat, w)),
                  targets=_ghost_ship_targets)
def ghost_ship(play: Play) -> list[Event]:
    """A destroyer from reinforcements into a non-home wormhole system without other players' ships."""
    return place(play.state, play.seat, int(_what(play.target)), "", "destroyer", source=play.card)


def _war_effort_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    if (reinforcements(state, seat, "cruiser") or 0) <= 0:
        return []
    return [f"system:{k}" for k, s in state.systems.items()
            if any(x.owner == seat and x.kind in SHIPS for x in s.space)]


@component_action("war_effort", ready=lambda s, seat, w: bool(_war_effort_targets(s, seat, w)),
                  targets=_war_effort_targets)
def war_effort(play: Play) -> list[Event]:
    """A cruiser from reinforcements into a system where you have ships."""
    return place(play.state, play.seat, int(_what(play.target)), "", "cruiser", source=play.card)


def _conscription_systems(state: TIState, seat: int) -> list[int]:
    found = []
    for key, sys_state in state.systems.items():
        node = int(key)
        if any(s.owner != seat and s.kind in SHIPS for s in sys_state.space):
            continue
        dock = any(s.owner == seat and s.kind == "space_dock" for p in planets_in(state, node)
                   for s in state.planets[p].units)
        carrier = any(s.owner == seat and stats(state, seat, s.kind).capacity for s in sys_state.space)
        if dock or carrier:
            found.append(node)
    return found


@component_action("fighter_conscription", ready=lambda s, seat, w: bool(_conscription_systems(s, seat)))
def fighter_conscription(play: Play) -> list[Event]:
    """A fighter into each system with your space dock or a ship of yours with capacity (none where other
    players have ships)."""
    events: list[Event] = []
    for node in _conscription_systems(play.state, play.seat):
        events += place(play.state, play.seat, node, "", "fighter", source=play.card)
    return events


def _refit_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    if (reinforcements(state, seat, "mech") or 0) <= 0:
        return []
    return [f"planet:{k}" for k, p in state.planets.items() if any(s.owner == seat and s.kind == "infantry"
                                                                  for s in p.units)]


@component_action("refit_troops", ready=lambda s, seat, w: bool(_refit_targets(s, seat, w)), targets=_refit_targets)
def refit_troops(play: Play) -> list[Event]:
    """Swap one or two of your infantry on the board for mechs."""
    events = _refit(play.state, play.seat, _what(play.target))
    push(play.state, CardStep(seat=play.seat, card=play.card, stage=1))
    return events


def _refit(state: TIState, seat: int, planet: str) -> list[Event]:
    from engines.galaxy.board import remove

    remove(state.planets[planet].units, seat, "infantry")
    return place(state, seat, state.planets[planet].system, planet, "mech", source="refit_troops")


@card_steps("refit_troops")
class RefitAnother(CardChoices):
    def ask(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None:
        if step.stage >= REFITS:
            return None
        planets = [_what(t) for t in _refit_targets(state, step.seat, None)]
        return "swap a second infantry, or be done", [("done", "Done")] + [(p, f"Infantry on {p}") for p in planets]

    def chosen(self, state: TIState, step: CardStep, value: str) -> list[Event]:
        step.stage = REFITS
        return [] if value == "done" else _refit(state, step.seat, value)


# ----- against other players ---------------------------------------------------------------------------------


def _pds_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"planet:{k}" for k, p in state.planets.items() if any(s.owner != seat and s.kind == "pds"
                                                                  for s in p.units)]


@component_action("cripple_defenses", ready=lambda s, seat, w: bool(_pds_targets(s, seat, w)), targets=_pds_targets)
def cripple_defenses(play: Play) -> list[Event]:
    """Every PDS on the chosen planet is destroyed."""
    planet = _what(play.target)
    place_ = play.state.planets[planet]
    events: list[Event] = []
    for owner in sorted({s.owner for s in place_.units if s.kind == "pds"}):
        events += destroy_units(play.state, owner, place_.system, planet, ["pds"], by=play.seat, cause=play.card)
    return events


def _dock_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"planet:{k}" for k, p in state.planets.items() if not is_home(state, p.system)
            and any(s.owner != seat and s.kind == "space_dock" for s in p.units)]


@component_action("reactor_meltdown", ready=lambda s, seat, w: bool(_dock_targets(s, seat, w)), targets=_dock_targets)
def reactor_meltdown(play: Play) -> list[Event]:
    """A space dock that is not in a home system is destroyed."""
    planet = _what(play.target)
    place_ = play.state.planets[planet]
    owner = next(s.owner for s in place_.units if s.kind == "space_dock" and s.owner != play.seat)
    return destroy_units(play.state, owner, place_.system, planet, ["space_dock"], 1, by=play.seat, cause=play.card)


def _lucky_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    mine = {p.system for p in state.planets.values() if p.owner == seat}
    return [f"ship:{s.owner}:{s.kind}:{node}" for node in sorted(mine) for s in system(state, node).space
            if s.owner != seat and s.kind in ("dreadnought", "cruiser", "destroyer")]


@component_action("lucky_shot", ready=lambda s, seat, w: bool(_lucky_targets(s, seat, w)), targets=_lucky_targets)
def lucky_shot(play: Play) -> list[Event]:
    """An enemy dreadnought, cruiser or destroyer in a system with a planet you control is destroyed."""
    _, owner, kind, node = play.target.split(":")
    return destroy(play.state, int(owner), int(node), "", kind, by=play.seat, cause=play.card)


def _plague_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"planet:{k}" for k, p in state.planets.items() if p.owner not in (seat, -1)
            and any(s.kind == "infantry" and s.owner != seat for s in p.units)]


@component_action("plague", ready=lambda s, seat, w: bool(_plague_targets(s, seat, w)), targets=_plague_targets)
def plague(play: Play) -> list[Event]:
    """A die for each infantry on another player's planet: each 6 or higher destroys one."""
    planet = _what(play.target)
    place_ = play.state.planets[planet]
    events: list[Event] = []
    for owner in sorted({s.owner for s in place_.units if s.kind == "infantry" and s.owner != play.seat}):
        count = sum(s.count for s in place_.units if s.owner == owner and s.kind == "infantry")
        rolls = [play.state.rng.roll(dice.SIDES) for _ in range(count)]
        killed = sum(1 for r in rolls if r >= PLAGUE_KILLS_ON)
        events += _said(play, "rolls %s on %s" % (", ".join(map(str, rolls)), planet))
        events += destroy_units(play.state, owner, place_.system, planet, ["infantry"], killed, by=play.seat,
                                cause=play.card)
    return events


def _bombard_systems(state: TIState, seat: int, window: Maybe) -> list[str]:
    found = []
    for key, sys_state in state.systems.items():
        if any(s.owner == seat and stats(state, seat, s.kind).bombardment for s in sys_state.space) and any(
                state.planets[p].owner not in (seat, -1) for p in sys_state.planets):
            found.append(f"system:{key}")
    return found


@component_action("tactical_bombardment", ready=lambda s, seat, w: bool(_bombard_systems(s, seat, w)),
                  targets=_bombard_systems)
def tactical_bombardment(play: Play) -> list[Event]:
    """Every planet other players control in a system with your BOMBARDMENT units is exhausted."""
    node = int(_what(play.target))
    done = exhaust_all(play.state, [p for p in planets_in(play.state, node)
                                    if play.state.planets[p].owner not in (play.seat, -1)])
    return _said(play, "exhausts " + (", ".join(done) or "nothing"))


def _tactic_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"seat:{s}" for s in _others(state, seat) if state.players[s].tactic > 0]


@component_action("insubordination", ready=lambda s, seat, w: bool(_tactic_targets(s, seat, w)),
                  targets=_tactic_targets)
def insubordination(play: Play) -> list[Event]:
    """A token from another player's tactic pool goes back to its reinforcements."""
    other = int(_what(play.target))
    play.state.players[other].tactic -= 1
    return _said(play, "sends one of {p%d}'s tactic tokens back" % other)


def _jamming_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    space = galaxy(state)
    near: set[int] = set()
    for key, sys_state in state.systems.items():
        if any(s.owner == seat and s.kind in SHIPS for s in sys_state.space):
            near |= {int(key), *space.neighbours(int(key))}
    nodes = sorted(n for n in near if not is_home(state, n) and str(n) in state.systems)
    return [f"pair:seat:{s}+system:{n}" for s in _others(state, seat) for n in nodes
            if s not in system(state, n).tokens and token_reinforcements(state, s) > 0]


@component_action("signal_jamming", ready=lambda s, seat, w: bool(_jamming_targets(s, seat, w)),
                  targets=_jamming_targets)
def signal_jamming(play: Play) -> list[Event]:
    """The chosen player puts a command token from reinforcements in a non-home system that holds or borders
    one of your ships."""
    first, _, second = _what(play.target).partition("+")
    other, node = int(first.partition(":")[2]), int(second.partition(":")[2])
    place_command_token(play.state, other, node)
    return _said(play, "jams {p%d}'s signals" % other)


def _spy_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"seat:{s}" for s in _others(state, seat) if state.players[s].action_cards]


@component_action("spy", ready=lambda s, seat, w: bool(_spy_targets(s, seat, w)), targets=_spy_targets)
def spy(play: Play) -> list[Event]:
    """The chosen player gives you one of its action cards, at random."""
    other = int(_what(play.target))
    hand = play.state.players[other].action_cards
    card = hand.pop(play.state.rng.below(len(hand)))
    play.state.players[play.seat].action_cards.append(card)
    # The private twins name the card by its id, not its copy: the copy is a hidden hand's now.
    named = card_of(card)
    return [CardTaken(seat=play.seat, giver=other), CardTaken(seat=play.seat, giver=other, card=named, only=play.seat),
            CardTaken(seat=play.seat, giver=other, card=named, only=other)]


def _law_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"law:{law}" for law in state.laws]


@component_action("repeal_law", ready=lambda s, seat, w: bool(s.laws), targets=_law_targets)
def repeal_law(play: Play) -> list[Event]:
    """A law in play is discarded."""
    return repeal(play.state, _what(play.target))


# ----- tokens, research and objectives -------------------------------------------------------------------------


def _my_tokens(state: TIState, seat: int, window: Maybe) -> list[str]:
    return [f"system:{k}" for k, s in state.systems.items() if seat in s.tokens]


@component_action("unexpected_action", ready=lambda s, seat, w: bool(_my_tokens(s, seat, w)), targets=_my_tokens)
def unexpected_action(play: Play) -> list[Event]:
    """One of your command tokens comes off the board back into your reinforcements."""
    node = int(_what(play.target))
    system(play.state, node).tokens.remove(play.seat)
    return [CommandTokenRemoved(seat=play.seat, system=node)]


def _focused_ready(state: TIState, seat: int, window: Maybe) -> bool:
    return state.players[seat].trade_goods >= FOCUSED_PRICE and bool(researchable(state, seat))


@component_action("focused_research", ready=_focused_ready)
def focused_research(play: Play) -> list[Event]:
    """Pay four trade goods to research a technology."""
    play.state.players[play.seat].trade_goods -= FOCUSED_PRICE
    push(play.state, Research(seat=play.seat))
    return _said(play, f"spends {FOCUSED_PRICE} trade goods on research")


def _divertible(state: TIState, seat: int, window: Maybe) -> list[str]:
    techs = catalogue()
    return [f"technology:{t}" for t in state.players[seat].technologies
            if t in techs and not techs[t].unit_upgrade and techs[t].faction is None]


@component_action("divert_funding", ready=lambda s, seat, w: bool(_divertible(s, seat, w)), targets=_divertible)
def divert_funding(play: Play) -> list[Event]:
    """Put back one of your technologies (not a unit upgrade, not a faction technology), then research another."""
    tech = _what(play.target)
    play.state.players[play.seat].technologies.remove(tech)
    push(play.state, Research(seat=play.seat))
    return _said(play, "puts a technology back")


def _impersonation_ready(state: TIState, seat: int, window: Maybe) -> bool:
    return bool(state.secret_deck) and spendable(state, seat, "influence") >= IMPERSONATION_PRICE


@component_action("impersonation", ready=_impersonation_ready)
def impersonation(play: Play) -> list[Event]:
    """Pay three influence to draw a secret objective."""
    events = draw_secret(play.state, play.seat)
    push(play.state, Pay(seat=play.seat, kind="influence", amount=IMPERSONATION_PRICE, why="impersonation"))
    return events


def _plagiarizable(state: TIState, seat: int, window: Maybe) -> list[str]:
    if spendable(state, seat, "influence") < PLAGIARIZE_PRICE:
        return []
    techs = catalogue()
    mine = set(state.players[seat].technologies)
    found = {t for n in neighbours(state, seat) for t in state.players[n].technologies
             if t in techs and techs[t].faction is None and t not in mine}
    return [f"technology:{t}" for t in sorted(found)]


@component_action("plagiarize", ready=lambda s, seat, w: bool(_plagiarizable(s, seat, w)), targets=_plagiarizable)
def plagiarize(play: Play) -> list[Event]:
    """Pay five influence to gain a non-faction technology one of your neighbours owns."""
    from engines.galaxy.research import gain_technology

    events = gain_technology(play.state, play.seat, _what(play.target))
    push(play.state, Pay(seat=play.seat, kind="influence", amount=PLAGIARIZE_PRICE, why="plagiarize"))
    return events


# ----- the expansion's exploration and relic fragments -------------------------------------------------------

EXPEDITION_CARDS = 3


def _expedition_decks(state: TIState, seat: int, window: Maybe) -> list[str]:
    """"deck:<trait>" for each exploration deck matching a planet the seat controls, with a card in it or its
    discard pile."""
    from engines.galaxy.exploration.decks import deck_for

    found = {deck_for(k) for k in planets_of(state, seat)} - {None}
    return [f"deck:{d}" for d in sorted(d for d in found if d is not None)
            if state.explore_decks.get(d) or state.explore_discards.get(d)]


@component_action("archaeological_expedition", ready=lambda s, seat, w: bool(_expedition_decks(s, seat, w)),
                  targets=_expedition_decks)
def archaeological_expedition(play: Play) -> list[Event]:
    """Turn over the top three cards of an exploration deck of a trait your planets have: keep the relic
    fragments among them, discard the rest (nothing else they say happens)."""
    from engines.galaxy.actions.expansion import ExplorationCardsRevealed, FragmentGained
    from engines.galaxy.content.decks import decks
    from engines.galaxy.exploration.decks import discard, draw

    state, deck = play.state, _what(play.target)
    shown = [c for c in (draw(state, deck) for _ in range(EXPEDITION_CARDS)) if c is not None]
    events: list[Event] = [ExplorationCardsRevealed(seat=play.seat, deck=deck, cards=shown)]
    cards = decks().exploration_cards()
    for found in shown:
        if cards[found].kind == "relic_fragment":
            state.players[play.seat].fragments.append(found)
            events.append(FragmentGained(seat=play.seat, fragment=found))
        else:
            discard(state, deck, found)
    return events


def _probe_targets(state: TIState, seat: int, window: Maybe) -> list[str]:
    """"system:<node>" for each frontier token in or next to a system holding the seat's ships (adjacency as the
    seat's ships see it: wormhole tokens and the seat's own links count)."""
    board = galaxy_for(state, seat)
    near = set()
    for key in state.systems:
        node = int(key)
        if has_ships(state, seat, node):
            near |= {node, *board.adjacent.get(node, ())}
    return [f"system:{n}" for n in sorted(near) if n in state.frontier]


@component_action("exploration_probe", ready=lambda s, seat, w: bool(_probe_targets(s, seat, w)),
                  targets=_probe_targets)
def exploration_probe(play: Play) -> list[Event]:
    """Explore a frontier token in or next to a system with your ships."""
    from engines.galaxy.procedures import run

    return run("explore", play.state, play.seat, play.target, play.card)


def _seizable(state: TIState, seat: int, window: Maybe) -> list[str]:
    """"pair:seat:<n>+fragment:<id>": each fragment type a neighbour holds (fragments lie face up)."""
    return [f"pair:seat:{n}+fragment:{f}" for n in neighbours(state, seat)
            for f in sorted(set(state.players[n].fragments))]


@component_action("seize_artifact", ready=lambda s, seat, w: bool(_seizable(s, seat, w)), targets=_seizable)
def seize_artifact(play: Play) -> list[Event]:
    """A neighbour with relic fragments gives you the one you name."""
    from engines.galaxy.actions.expansion import FragmentGained
    from engines.galaxy.relics.fragments import give_fragment

    first, _, second = _what(play.target).partition("+")
    giver, fragment = int(_what(first)), _what(second)
    give_fragment(play.state, giver, play.seat, fragment)
    return [FragmentGained(seat=play.seat, fragment=fragment)]

