"""The directives of the expansion's agenda deck: each resolves once and is discarded."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokensArranged, SpeakerChanged
from engines.galaxy.agenda.choices import ask_each, part
from engines.galaxy.agenda.laws import repeal
from engines.galaxy.agenda.outcomes import Resolution, outcome
from engines.galaxy.board import galaxy, system
from engines.galaxy.cards.common import (
    destroy_units,
    discard_hand,
    everything_of,
    home_planets_of,
    place,
    wormhole_nodes,
)
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.economy import gain_trade_goods, specialty, token_reinforcements
from engines.galaxy.effects import Context, effect
from engines.galaxy.flow import push
from engines.galaxy.forces import destroy
from engines.galaxy.hands import draw_action_cards, draw_secret
from engines.galaxy.research import catalogue, gain_technology
from engines.galaxy.seats import clockwise_from, in_game, speaker_order
from engines.galaxy.state import NOBODY, Modifier, TIState
from engines.galaxy.steps.agenda import AgendaStep
from engines.galaxy.steps.common import Research
from engines.galaxy.victory import gain_points, lose_points

MECATOL_NODE = 0
ARTIFACT_SUCCESS = 6


def _research_each(state: TIState, seats: list[int], times: int = 1, optional: bool = True) -> None:
    for seat in reversed(seats):  # pushed last-first: the first seat researches first
        for _ in range(times):
            push(state, Research(seat=seat, optional=optional))


# ----- directives that elect a law ----------------------------------------------------------------------


@outcome("judicial_abolishment")
def judicial_abolishment(r: Resolution) -> list[Event]:
    """The elected law is discarded."""
    return repeal(r.state, r.target)


@outcome("miscount_disclosed")
def miscount_disclosed(r: Resolution) -> list[Event]:
    """The elected law is voted on again, as if it had just been revealed."""
    from engines.galaxy.steps.agenda import Agenda

    law = r.target
    if law not in r.state.laws:
        return []
    events = repeal(r.state, law)
    r.state.agenda_discard.remove(law)
    push(r.state, Agenda(agenda=law, stage="when_revealed", again=True))
    return events


@outcome("new_constitution")
def new_constitution(r: Resolution) -> list[Event]:
    """For: every law is discarded; home planets are exhausted when the next strategy phase starts."""
    if r.outcome != "for":
        return []
    events: list[Event] = []
    for law in list(r.state.laws):
        events += repeal(r.state, law)
    for seat in in_game(r.state):
        r.state.modifiers.append(Modifier("new_constitution", seat, "game"))
    return events


@effect("new_constitution", hook="start_of_strategy_phase")
def _new_constitution(ctx: Context) -> list[Event]:
    from engines.galaxy.cards.common import exhaust_all

    ctx.state.modifiers = [m for m in ctx.state.modifiers
                           if not (m.effect == "new_constitution" and m.owner == ctx.seat)]
    exhaust_all(ctx.state, home_planets_of(ctx.state, ctx.seat))
    return []


# ----- the fleets: Arms Reduction, Ixthian Artifact, Swords to Plowshares, Rearmament --------------------


@outcome("arms_reduction")
def arms_reduction(r: Resolution) -> list[Event]:
    """For: each player destroys its dreadnoughts beyond two and cruisers beyond four (its choice which).
    Against: planets with a technology specialty are exhausted when the next strategy phase starts."""
    state = r.state
    if r.outcome == "against":
        state.modifiers.append(Modifier("arms_reduction_against", state.speaker, "game"))
        return []
    from engines.galaxy.scoring import units_on_board

    seats = list(reversed(speaker_order(state)))
    for kind, kept in (("cruiser", 4), ("dreadnought", 2)):  # pushed last-first: dreadnoughts are asked first
        counts = [max(0, units_on_board(state, s, [kind]) - kept) for s in seats]
        ask_each(state, r.agenda, "destroy_own", list(reversed(seats)), list(reversed(counts)), [kind])
    return []


@effect("arms_reduction_against", hook="start_of_strategy_phase")
def _arms_reduction_against(ctx: Context) -> list[Event]:
    state = ctx.state
    state.modifiers = [m for m in state.modifiers if m.effect != "arms_reduction_against"]
    for key, planet in state.planets.items():
        if planet.owner != NOBODY and specialty(key):
            planet.exhausted = True
    return []


@outcome("ixthian_artifact")
def ixthian_artifact(r: Resolution) -> list[Event]:
    """For: the speaker rolls. 6 or more: each player may research two technologies. Otherwise everything
    in the Mecatol Rex system is destroyed and each player loses three units in each adjacent system."""
    state = r.state
    if r.outcome != "for":
        return []
    roll = state.rng.roll(10)
    events: list[Event] = [r.said("the speaker rolls %d" % roll)]
    if roll >= ARTIFACT_SUCCESS:
        _research_each(state, speaker_order(state), times=2)
        return events
    for owner, planet, kind in everything_of(state, MECATOL_NODE):
        events += destroy(state, owner, MECATOL_NODE, planet, kind, cause="ixthian_artifact")
    for node in galaxy(state).neighbours(MECATOL_NODE):
        owners = sorted({owner for owner, _, _ in everything_of(state, node)})
        kinds = [*SHIPS, *GROUND_FORCES, "pds", "space_dock"]
        counts = [min(3, sum(1 for o, _, _ in everything_of(state, node) if o == s)) for s in owners]
        ask_each(state, r.agenda, "destroy_own", owners, counts, kinds, target=str(node))
    return events


@outcome("swords_to_plowshares")
def swords_to_plowshares(r: Resolution) -> list[Event]:
    """For: on each planet each player destroys half its infantry (rounded up), a trade good each.
    Against: each player puts an infantry on each planet it controls."""
    state = r.state
    events: list[Event] = []
    for key, planet in state.planets.items():
        if r.outcome == "for":
            for owner in sorted({s.owner for s in planet.units if s.kind == "infantry"}):
                count = sum(s.count for s in planet.units if s.owner == owner and s.kind == "infantry")
                lost = -(-count // 2)
                events += destroy_units(state, owner, planet.system, key, ["infantry"], lost, cause=r.agenda)
                events += gain_trade_goods(state, owner, lost, r.agenda)
        elif planet.owner != NOBODY:
            events += place(state, planet.owner, planet.system, key, "infantry", source="swords_to_plowshares")
    return events


@outcome("rearmament_agreement")
def rearmament_agreement(r: Resolution) -> list[Event]:
    """For: each player puts a mech on a planet of its home system (its choice). Against: every mech on
    the board becomes an infantry of its owner."""
    state = r.state
    events: list[Event] = []
    if r.outcome == "for":
        seats = speaker_order(state)
        ask_each(state, r.agenda, "place_mech_home", seats, [1] * len(seats))
        return events
    for key, planet in state.planets.items():
        for stack in [s for s in planet.units if s.kind == "mech"]:
            owner, number = stack.owner, stack.count
            planet.units.remove(stack)
            events += place(state, owner, planet.system, key, "infantry", number, "rearmament_agreement")
    for node, holding in state.systems.items():
        for stack in [s for s in holding.space if s.kind == "mech"]:
            owner, number = stack.owner, stack.count
            holding.space.remove(stack)
            events += place(state, owner, int(node), "", "infantry", number, "rearmament_agreement")
    return events


@part("place_mech_home")
class PlaceMechHome:
    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        from engines.galaxy.forces import reinforcements

        seat = step.order[0]
        if (reinforcements(state, seat, "mech") or 0) <= 0:
            return None
        planets = [p for p in home_planets_of(state, seat) if state.planets[p].owner == seat]
        return "put a mech on a planet of your home system", [(p, p) for p in planets]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        return place(state, step.order[0], state.planets[value].system, value, "mech", source=step.agenda)


# ----- planets: Compensated Disarmament, Colonial Redistribution ------------------------------------------


@outcome("compensated_disarmament")
def compensated_disarmament(r: Resolution) -> list[Event]:
    """Every ground force on the elected planet is destroyed; its controller gains a trade good for each."""
    state, key = r.state, r.target
    planet = state.planets[key]
    lost = sum(s.count for s in planet.units if s.kind in GROUND_FORCES)
    events: list[Event] = []
    for owner in sorted({s.owner for s in planet.units if s.kind in GROUND_FORCES}):
        events += destroy_units(state, owner, planet.system, key, GROUND_FORCES, cause=r.agenda)
    if planet.owner != NOBODY:
        events += gain_trade_goods(state, planet.owner, lost, r.agenda)
    return events


@outcome("colonial_redistribution")
def colonial_redistribution(r: Resolution) -> list[Event]:
    """Every unit on the elected planet is destroyed; its controller names one of the players with the
    fewest points, who puts an infantry there from reinforcements (and so takes the planet)."""
    state, key = r.state, r.target
    planet = state.planets[key]
    events: list[Event] = []
    for owner in sorted({s.owner for s in planet.units}):
        events += destroy_units(state, owner, planet.system, key, [s.kind for s in planet.units if s.owner == owner],
                                cause=r.agenda)
    if planet.owner != NOBODY:
        ask_each(state, r.agenda, "colonial_choice", [planet.owner], [1], target=key)
    return events


@part("colonial_choice")
class ColonialChoice:
    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        playing = in_game(state)
        fewest = min(state.players[s].vp for s in playing)
        return f"choose a player with the fewest points to put an infantry on {step.target}", [
            (str(s), "{p%d}" % s) for s in playing if state.players[s].vp == fewest]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        from engines.galaxy.tactical.invasion import gain_control

        seat, key = int(value), step.target
        events = place(state, seat, state.planets[key].system, key, "infantry", source=step.agenda)
        if events:
            events += gain_control(state, seat, key)
        return events


# ----- trade goods and points: Economic Equality, Mutiny, Seed of an Empire -------------------------------


@outcome("economic_equality")
def economic_equality(r: Resolution) -> list[Event]:
    """For: every player returns its trade goods, then gains five. Against: every player returns them."""
    events: list[Event] = []
    for seat in in_game(r.state):
        r.state.players[seat].trade_goods = 0
        if r.outcome == "for":
            events += gain_trade_goods(r.state, seat, 5, r.agenda)
    return [r.said("every player returns all trade goods"), *events]


@outcome("mutiny")
def mutiny(r: Resolution) -> list[Event]:
    """For: each player who voted for gains a point. Against: each player who voted for loses one."""
    events: list[Event] = []
    for seat in r.voted("for"):
        events += gain_points(r.state, seat, 1, r.agenda) if r.outcome == "for" else lose_points(
            r.state, seat, 1, r.agenda)
    return events


@outcome("seed_of_an_empire")
def seed_of_an_empire(r: Resolution) -> list[Event]:
    """For: the players with the most points gain one. Against: those with the fewest gain one."""
    playing = in_game(r.state)
    points = [r.state.players[s].vp for s in playing]
    wanted = max(points) if r.outcome == "for" else min(points)
    events: list[Event] = []
    from engines.galaxy.seats import initiative_order

    for seat in initiative_order(r.state):
        if r.state.players[seat].vp == wanted:
            events += gain_points(r.state, seat, 1, r.agenda)
    return events


# ----- players: Public Execution, Archived Secret, Armed Forces Standardization, Research Grant --------


@outcome("public_execution")
def public_execution(r: Resolution) -> list[Event]:
    """The elected player discards its action cards, gives the speaker token to its left and votes no
    more this agenda phase."""
    state, seat = r.state, r.elected
    if seat == NOBODY:
        return []
    events = discard_hand(state, seat)
    if state.speaker == seat:
        state.speaker = clockwise_from(state, seat, include=False)[0]
        events.append(SpeakerChanged(seat=state.speaker))
    state.modifiers.append(Modifier("public_execution", seat, "round"))
    return events


@effect("public_execution", hook="no_votes")
def _public_execution(ctx: Context) -> bool:
    return True


@outcome("archived_secret")
def archived_secret(r: Resolution) -> list[Event]:
    """The elected player draws a secret objective."""
    return draw_secret(r.state, r.elected) if r.elected != NOBODY else []


@outcome("armed_forces_standardization")
def armed_forces_standardization(r: Resolution) -> list[Event]:
    """The elected player's command sheet becomes 3 tactic, 3 fleet and 2 strategy tokens."""
    seat = r.elected
    if seat == NOBODY:
        return []
    player = r.state.players[seat]
    spare = token_reinforcements(r.state, seat) + player.tactic + player.fleet + player.strategy
    player.tactic = min(3, spare)
    player.fleet = min(3, spare - player.tactic)
    player.strategy = min(2, spare - player.tactic - player.fleet)
    return [CommandTokensArranged(seat=seat, tactic=player.tactic, fleet=player.fleet, strategy=player.strategy)]


@outcome("research_grant_reallocation")
def research_grant_reallocation(r: Resolution) -> list[Event]:
    """The elected player gains a technology of its choice, then returns a fleet token per prerequisite."""
    if r.elected != NOBODY:
        ask_each(r.state, r.agenda, "grant_technology", [r.elected], [1])
    return []


@part("grant_technology")
class GrantTechnology:
    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        from engines.galaxy.research import pool

        seat = step.order[0]
        owned = set(state.players[seat].technologies)
        techs = catalogue()
        return "choose the technology you gain", [(t, techs[t].name) for t in pool(state, seat)
                                                  if t not in owned and t in techs]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        seat = step.order[0]
        events = gain_technology(state, seat, value)
        cost = sum(catalogue()[value].prerequisites.values())
        player = state.players[seat]
        player.fleet = max(0, player.fleet - cost)
        return events


@outcome("minister_of_antiquities")
def minister_of_antiquities(r: Resolution) -> list[Event]:
    """The elected player gains a relic (the top of the relic deck: the procedure ``relic`` the expansion's
    relic rules register with ``engines.galaxy.procedures.acts``)."""
    from engines.galaxy.procedures import run

    if r.elected == NOBODY or not r.state.relic_deck:
        return [r.said("no relic is left to draw")]
    return run("relic", r.state, r.elected, "minister_of_antiquities")


# ----- cards and objectives: Incentive Program, Unconventional Measures, Galactic Crisis Pact ----------


@outcome("incentive_program")
def incentive_program(r: Resolution) -> list[Event]:
    """For: one more stage I objective is revealed. Against: one more stage II objective."""
    from engines.galaxy.actions.events import ObjectiveRevealed

    deck, stage = (r.state.stage1, "I") if r.outcome == "for" else (r.state.stage2, "II")
    if not deck:
        return []
    revealed = deck.pop()
    r.state.public.append(revealed)
    return [ObjectiveRevealed(objective=revealed, stage=stage)]


@outcome("unconventional_measures")
def unconventional_measures(r: Resolution) -> list[Event]:
    """For: each player who voted for draws two action cards. Against: they discard all their action cards."""
    events: list[Event] = []
    for seat in reversed(r.voted("for")):
        events = (draw_action_cards(r.state, seat, 2) if r.outcome == "for" else discard_hand(r.state, seat)) + events
    return events


@outcome("galactic_crisis_pact")
def galactic_crisis_pact(r: Resolution) -> list[Event]:
    """Every player, from the speaker, may resolve the elected strategy card's secondary without a token."""
    from engines.galaxy.strategic import SECONDARY_READY

    card = r.target
    ready = [s for s in speaker_order(r.state) if SECONDARY_READY[card](r.state, s)]
    ask_each(r.state, r.agenda, "crisis_secondary", ready, [1] * len(ready), target=card)
    return []


@part("crisis_secondary")
class CrisisSecondary:
    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        from engines.galaxy.words import card

        return f"resolve the secondary of {card(step.target)} without a command token?", [
            ("yes", "Yes, resolve it"), ("no", "No")]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        from engines.galaxy.actions.events import SecondaryResolved
        from engines.galaxy.steps.strategic import CardAbility

        if value != "yes":
            return []
        push(state, CardAbility(seat=step.order[0], card=step.target, part="secondary"))
        return [SecondaryResolved(seat=step.order[0], card=step.target, free=True)]


# ----- wormholes and tokens: Wormhole Research, Clandestine Operations ------------------------------------


@outcome("wormhole_research")
def wormhole_research(r: Resolution) -> list[Event]:
    """For: each player with ships in an alpha or beta wormhole system may research a technology; then
    every ship in those systems is destroyed. Against: each player who voted against returns a command
    token from its sheet."""
    state = r.state
    if r.outcome == "against":
        seats = r.voted()
        ask_each(state, r.agenda, "remove_tokens", seats, [1] * len(seats))
        return []
    holes = wormhole_nodes(state, ("alpha", "beta"))
    push(state, AgendaStep(agenda=r.agenda, part="wormhole_ships", target=",".join(map(str, holes))))
    researchers = [s for s in speaker_order(state) if any(x.owner == s and x.kind in SHIPS
                                                          for n in holes for x in system(state, n).space)]
    _research_each(state, researchers)
    return []


@part("wormhole_ships")
class WormholeShips:
    """Not a choice: once the research is done, the ships in the wormhole systems are destroyed."""

    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        return None

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        return []

    def finish(self, state: TIState, step: AgendaStep) -> list[Event]:
        events: list[Event] = []
        for node in (int(n) for n in step.target.split(",") if n):
            for stack in list(system(state, node).space):
                if stack.kind in SHIPS:
                    events += destroy_units(state, stack.owner, node, "", [stack.kind], cause="wormhole_research")
        return events


@outcome("clandestine_operations")
def clandestine_operations(r: Resolution) -> list[Event]:
    """For: each player returns two command tokens from its sheet. Against: one from its fleet pool."""
    seats = speaker_order(r.state)
    if r.outcome == "for":
        ask_each(r.state, r.agenda, "remove_tokens", seats, [2] * len(seats))
    else:
        ask_each(r.state, r.agenda, "remove_tokens", seats, [1] * len(seats), ["fleet"])
    return []


@outcome("covert_legislation")
def covert_legislation(r: Resolution) -> list[Event]:
    """Never resolved itself: the phase resolves the hidden agenda in its place."""
    return []

