"""The laws of the expansion's agenda deck: each outcome, then what the law does while it is in play.

A law's lasting effects are registered effects named after the law (``effects.effect``) or window
answers (``windows.answer``); ``agenda/laws.py`` puts them in force for everyone, or for the law's
holder when it elects a player.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.adjacency import NEXUS, Overlay
from engines.galaxy.agenda.choices import ask_each
from engines.galaxy.agenda.laws import repeal
from engines.galaxy.agenda.outcomes import Resolution, nothing, outcome
from engines.galaxy.board import ADJACENCY, galaxy, planets_in, system
from engines.galaxy.cards.common import (
    destroy_units,
    discard_hand,
    discard_random,
    wormhole_nodes,
)
from engines.galaxy.content.technologies import generic_technologies
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.flow import parent, push
from engines.galaxy.forces import NON_FIGHTERS, place_command_token
from engines.galaxy.hands import draw_action_cards, draw_secret
from engines.galaxy.seats import in_game, neighbours, speaker_order
from engines.galaxy.state import NOBODY, Modifier, TIState
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

HAND_LIMIT_UNDER_SANCTIONS = 3
FLEET_CAP = 4
WAR_SUN = "war_sun"

# ----- Regulated Conscription, Conventions of War, Homeland Defense Act -----------------------------------


@effect("regulated_conscription", hook="one_unit_per_cost")
def regulated_conscription(ctx: Context) -> bool:
    return True


outcome("regulated_conscription")(nothing)


@effect("conventions_of_war", hook="no_bombarding_cultural")
def _conventions_of_war(ctx: Context) -> bool:
    return True


@outcome("conventions_of_war")
def conventions_of_war(r: Resolution) -> list[Event]:
    """Against: everyone who voted against discards every action card."""
    events: list[Event] = []
    if r.outcome == "against":
        for seat in r.voted():
            events += discard_hand(r.state, seat)
    return events


@effect("homeland_defense_act", hook="no_pds_limit")
def _homeland_defense_act(ctx: Context) -> bool:
    return True


@outcome("homeland_defense_act")
def homeland_defense_act(r: Resolution) -> list[Event]:
    """Against: each player destroys one of its PDS (its choice)."""
    if r.outcome == "against":
        seats = speaker_order(r.state)
        ask_each(r.state, r.agenda, "destroy_own", seats, [1] * len(seats), ["pds"])
    return []


# ----- Fleet Regulations, Anti-Intellectual Revolution, Executive Sanctions ------------------------------


@effect("fleet_regulations", hook="fleet_pool_cap")
def _fleet_regulations(ctx: Context) -> int:
    return FLEET_CAP


@outcome("fleet_regulations")
def fleet_regulations(r: Resolution) -> list[Event]:
    """For: fleet pools hold at most four tokens (the surplus goes back). Against: one more fleet token each."""
    from engines.galaxy.economy import token_reinforcements

    for seat in in_game(r.state):
        player = r.state.players[seat]
        if r.outcome == "for":
            player.fleet = min(player.fleet, FLEET_CAP)
        elif token_reinforcements(r.state, seat) > 0:
            player.fleet += 1
    return [r.said("fleet pools are capped at four" if r.outcome == "for" else "every player adds a fleet token")]


@effect("anti_intellectual_revolution", hook="technology_gained")
def _anti_intellectual_revolution(ctx: Context) -> list[Event]:
    """After researching, the researcher destroys one of its non-fighter ships."""
    ask_each(ctx.state, "anti_intellectual_revolution", "destroy_own", [ctx.seat], [1], list(NON_FIGHTERS))
    return []


@outcome("anti_intellectual_revolution")
def anti_intellectual_revolution(r: Resolution) -> list[Event]:
    """Against: at the start of the next strategy phase each player exhausts a planet per technology."""
    if r.outcome == "against":
        for seat in in_game(r.state):
            r.state.modifiers.append(Modifier("anti_intellectual_against", seat, "game"))
    return []


@effect("anti_intellectual_against", hook="start_of_strategy_phase")
def _anti_intellectual_against(ctx: Context) -> list[Event]:
    state, seat = ctx.state, ctx.seat
    state.modifiers = [m for m in state.modifiers if not (m.effect == "anti_intellectual_against" and m.owner == seat)]
    ask_each(state, "anti_intellectual_revolution", "exhaust_own", [seat], [len(state.players[seat].technologies)])
    return []


@effect("executive_sanctions", hook="hand_limit")
def _executive_sanctions(ctx: Context) -> int:
    return HAND_LIMIT_UNDER_SANCTIONS - 7


@outcome("executive_sanctions")
def executive_sanctions(r: Resolution) -> list[Event]:
    """For: hands of three (the others discard down at once). Against: each player loses a random card."""
    from engines.galaxy.hands import hand_limit
    from engines.galaxy.steps.common import DiscardActions

    events: list[Event] = []
    for seat in reversed(speaker_order(r.state)):
        if r.outcome == "against":
            events = discard_random(r.state, seat) + events
        elif len(r.state.players[seat].action_cards) > hand_limit(r.state, seat):  # the law is already in play
            push(r.state, DiscardActions(seat=seat))
    return events


# ----- Publicize Weapon Schematics, Shared Research, the wormhole laws ------------------------------------


def _war_sun_techs() -> list[str]:
    return [t for t, tech in generic_technologies().items() if tech.upgrades == WAR_SUN or t == WAR_SUN]


@effect("publicize_weapon_schematics", hook="prerequisites_ignored")
def _publicize_weapon_schematics(ctx: Context) -> list[str]:
    """Once anyone owns a war sun technology, it has no prerequisites for anyone (war suns lose SUSTAIN
    DAMAGE meanwhile: ``board.stats`` reads the law)."""
    techs = _war_sun_techs()
    owned = any(t in p.technologies for p in ctx.state.players for t in techs)
    return techs if owned else []


@outcome("publicize_weapon_schematics")
def publicize_weapon_schematics(r: Resolution) -> list[Event]:
    """Against: every owner of a war sun technology discards its action cards."""
    events: list[Event] = []
    if r.outcome == "against":
        techs = _war_sun_techs()
        for seat in in_game(r.state):
            if any(t in r.state.players[seat].technologies for t in techs):
                events += discard_hand(r.state, seat)
    return events


@effect("shared_research", hook="pass_through_nebulae")
def _shared_research(ctx: Context) -> bool:
    return True


@outcome("shared_research")
def shared_research(r: Resolution) -> list[Event]:
    """Against: each player places a command token from reinforcements in its home system."""
    if r.outcome == "against":
        for seat in in_game(r.state):
            home = r.state.players[seat].home
            if home != NOBODY:
                place_command_token(r.state, seat, home)
        return [r.said("every player places a command token in its home system")]
    return []


ADJACENCY["enforced_travel_ban"] = Overlay(blocked=("alpha", "beta"))
ADJACENCY["wormhole_reconstruction"] = Overlay(links=(("alpha", "beta"),))
ADJACENCY["nexus_sovereignty"] = Overlay(suppressed={NEXUS: ("alpha", "beta")})
ADJACENCY["mecatol_gamma"] = Overlay(wormholes={0: ("gamma",)})


@outcome("enforced_travel_ban")
def enforced_travel_ban(r: Resolution) -> list[Event]:
    """For: alpha and beta wormholes join nothing. Against: every PDS in or next to a wormhole system dies."""
    if r.outcome != "against":
        return []
    space = galaxy(r.state)
    holes = set(wormhole_nodes(r.state, ("alpha", "beta", "gamma", "delta")))
    near = holes | {n for h in holes for n in space.neighbours(h)}
    events: list[Event] = []
    for node in sorted(near):
        for planet in planets_in(r.state, node):
            for owner in sorted({s.owner for s in r.state.planets[planet].units if s.kind == "pds"}):
                events += destroy_units(r.state, owner, node, planet, ["pds"], cause="enforced_travel_ban")
    return events


@outcome("wormhole_reconstruction")
def wormhole_reconstruction(r: Resolution) -> list[Event]:
    """For: alpha and beta systems all adjacent. Against: tokens in each wormhole system with your ships."""
    if r.outcome == "against":
        for node in wormhole_nodes(r.state, ("alpha", "beta")):
            for seat in sorted({s.owner for s in system(r.state, node).space}):
                place_command_token(r.state, seat, node)
    return []


@outcome("nexus_sovereignty")
def nexus_sovereignty(r: Resolution) -> list[Event]:
    """For: the nexus's alpha and beta wormholes join nothing. Against: Mecatol Rex gains a gamma wormhole."""
    if r.outcome == "against":
        r.state.modifiers.append(Modifier("mecatol_gamma", NOBODY, "game"))
        return [r.said("a gamma wormhole opens in the Mecatol Rex system")]
    return []


# ----- Articles of War, Checks and Balances, Representative Government ------------------------------------


@effect("articles_of_war", hook="mech_abilities_lost")
def _articles_of_war(ctx: Context) -> bool:
    """Mechs keep SUSTAIN DAMAGE only (the mechs' abilities ask this hook)."""
    return True


@outcome("articles_of_war")
def articles_of_war(r: Resolution) -> list[Event]:
    """Against: everyone who voted for gains three trade goods."""
    events: list[Event] = []
    if r.outcome == "against":
        for seat in r.voted("for"):
            events += gain_trade_goods(r.state, seat, 3, "articles_of_war")
    return events


@effect("checks_and_balances", hook="strategy_card_given")
def _checks_and_balances(ctx: Context) -> bool:
    return True


@outcome("checks_and_balances")
def checks_and_balances(r: Resolution) -> list[Event]:
    """Against: when this agenda phase ends, each player readies only three planets."""
    if r.outcome == "against":
        for seat in in_game(r.state):
            r.state.modifiers.append(Modifier("checks_and_balances_against", seat, "round"))
    return []


@outcome("representative_government")
def representative_government(r: Resolution) -> list[Event]:
    """For: one vote each (the voting reads the law). Against: the voters against exhaust their cultural
    planets when the next strategy phase starts."""
    if r.outcome == "against":
        for seat in r.voted():
            r.state.modifiers.append(Modifier("representative_government_against", seat, "game"))
    return []


@effect("representative_government_against", hook="start_of_strategy_phase")
def _representative_government_against(ctx: Context) -> list[Event]:
    from engines.galaxy.cards.common import exhaust_all, with_trait

    state, seat = ctx.state, ctx.seat
    state.modifiers = [m for m in state.modifiers
                       if not (m.effect == "representative_government_against" and m.owner == seat)]
    exhaust_all(state, with_trait(state, seat, "cultural"))
    return []


# ----- the ministers and the other laws that elect a player -----------------------------------------------


@outcome("minister_of_commerce")
def minister_of_commerce(r: Resolution) -> list[Event]:
    return []


@effect("minister_of_commerce", hook="commodities_replenished")
def _minister_of_commerce(ctx: Context) -> list[Event]:
    """A trade good per neighbour whenever the holder replenishes commodities."""
    return gain_trade_goods(ctx.state, ctx.seat, len(neighbours(ctx.state, ctx.seat)), "minister_of_commerce")


outcome("minister_of_exploration")(nothing)


@effect("minister_of_exploration", hook="planet_gained")
def _minister_of_exploration(ctx: Context) -> list[Event]:
    return gain_trade_goods(ctx.state, ctx.seat, 1, "minister_of_exploration")


outcome("minister_of_industry")(nothing)


@effect("minister_of_industry", hook="structure_placed", kind="space_dock")
def _minister_of_industry(ctx: Context) -> list[Event]:
    """The holder's units in the system of a space dock it just placed may produce."""
    push(ctx.state, Production(seat=ctx.seat, system=ctx.system))
    return []


outcome("minister_of_peace")(nothing)


def _peace_applies(state: TIState, seat: int, window: Window) -> bool:
    active = window.actors[0] if window.actors else NOBODY
    from engines.galaxy.cards.common import everything_of

    return window.system >= 0 and any(owner not in (active, NOBODY) for owner, _, _ in everything_of(
        state, window.system))


@answer("minister_of_peace", "after:activation", by="any", could=_peace_applies)
def _minister_of_peace(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Discard the law: the active player's turn ends on the spot."""
    events = repeal(state, "minister_of_peace")
    tactical = parent(state, TacticalAction)
    if tactical is not None:
        tactical.stage = "close"
    turn = parent(state, PlayerTurn)
    if turn is not None:
        turn.stage = "done"
    window.closed = True
    return events


outcome("minister_of_policy")(nothing)


@effect("minister_of_policy", hook="end_of_status_phase")
def _minister_of_policy(ctx: Context) -> list[Event]:
    return draw_action_cards(ctx.state, ctx.seat, 1)


outcome("minister_of_sciences")(nothing)


@effect("minister_of_sciences", hook="technology_card_free")
def _minister_of_sciences(ctx: Context) -> bool:
    return True


outcome("minister_of_war")(nothing)


def _tokens_on_board(state: TIState, seat: int, window: Window | None = None) -> list[str]:
    return [f"system:{k}" for k, s in state.systems.items() if seat in s.tokens]


def _war_ready(state: TIState, seat: int, window: Window) -> bool:
    return bool(_tokens_on_board(state, seat))


@answer("minister_of_war", "after:action", could=_war_ready, targets=_tokens_on_board)
def _minister_of_war(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Discard the law: take one of your command tokens off the board, then take one more action."""
    from engines.galaxy.actions.events import CommandTokenRemoved

    events = repeal(state, "minister_of_war")
    node = int(target.partition(":")[2])
    system(state, node).tokens.remove(seat)
    state.modifiers.append(Modifier("master_plan", seat, "turn", amount=1))
    return [*events, CommandTokenRemoved(seat=seat, system=node)]


outcome("prophecy_of_ixth")(nothing)


@effect("prophecy_of_ixth", hook="roll_modifier", roll="combat", unit="fighter")
def _prophecy_fighters(ctx: Context) -> int:
    return 1


@effect("prophecy_of_ixth", hook="units_produced")
def _prophecy_of_ixth(ctx: Context) -> list[Event]:
    """Producing without making at least two fighters discards the law."""
    fighters = sum(n for label, n in ctx.units.items() if label.partition("@")[0] == "fighter")
    return repeal(ctx.state, "prophecy_of_ixth") if fighters < 2 else []


@effect("political_censure", hook="no_action_cards")
def _political_censure(ctx: Context) -> bool:
    return True


@outcome("political_censure")
def political_censure(r: Resolution) -> list[Event]:
    """The elected player gains a point with the card (``agenda/laws.enact``) and plays no action cards."""
    return []


@outcome("search_warrant")
def search_warrant(r: Resolution) -> list[Event]:
    """The elected player draws two secret objectives and plays with its secrets face up."""
    events: list[Event] = []
    if r.elected != NOBODY:
        for _ in range(2):
            events += draw_secret(r.state, r.elected)
    return events


@outcome("classified_document_leaks")
def classified_document_leaks(r: Resolution) -> list[Event]:
    """The elected scored secret objective becomes a public objective (its scorer keeps the point)."""
    objective = r.target
    if objective and objective not in r.state.public:
        r.state.public.append(objective)
    return [r.said("a scored secret objective becomes public")]


outcome("imperial_arbiter")(nothing)


def _arbiter_swaps(state: TIState, seat: int, window: Window) -> list[str]:
    mine = [s.card for s in state.strategy if s.holder == seat]
    theirs = [s.card for s in state.strategy if s.holder not in (seat, NOBODY)]
    return [f"pair:card:{a}+card:{b}" for a in mine for b in theirs]


def _arbiter_ready(state: TIState, seat: int, window: Window) -> bool:
    return bool(_arbiter_swaps(state, seat, window))


@answer("imperial_arbiter", "end:strategy_phase", by="any", could=_arbiter_ready, targets=_arbiter_swaps)
def _imperial_arbiter(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Discard the law to swap one of your strategy cards with one of another player's."""
    mine, _, theirs = target.partition(":")[2].partition("+")
    first = next(s for s in state.strategy if s.card == mine.partition(":")[2])
    second = next(s for s in state.strategy if s.card == theirs.partition(":")[2])
    first.holder, second.holder = second.holder, first.holder
    return repeal(state, "imperial_arbiter")


outcome("committee_formation")(nothing)


def _committee_ready(state: TIState, seat: int, window: Window) -> bool:
    from engines.galaxy.agenda.deck import card
    from engines.galaxy.agenda.phase import effective
    from engines.galaxy.steps.agenda import Agenda

    step = parent(state, Agenda)
    return step is not None and not step.hidden and card(effective(step)).elect == "player"


def _committee_targets(state: TIState, seat: int, window: Window) -> list[str]:
    return [f"seat:{s}" for s in in_game(state)]


@answer("committee_formation", "after:agenda_revealed", by="any", could=_committee_ready,
        targets=_committee_targets)
def _committee_formation(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Discard the law and choose the player the agenda elects: there is no vote."""
    from engines.galaxy.steps.agenda import Agenda

    step = parent(state, Agenda)
    assert step is not None
    step.outcome = target
    step.elected_by = seat
    window.closed = True
    return repeal(state, "committee_formation")

