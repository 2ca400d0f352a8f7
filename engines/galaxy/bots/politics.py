"""The heuristic bot's politics: action cards and notes in windows and on its turn, votes, the choices
cards and agendas ask for, and promissory notes in transactions.

It plays a combat card when the fight is open (its odds neither hopeless nor certain) or when the card
only saves its own units; it cancels cards aimed at it; it votes, with all its influence, for the
outcome that helps it most (itself elected for a good law, an enemy for a bad one, "for" or "against"
by what the outcome does to it) and abstains when it does not care; it never gives a promissory note
away and accepts a transaction only when what it receives is worth more than what it gives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy.actions import rounds as ac
from engines.galaxy.agenda import actions as ag
from engines.galaxy.bots.memory import Memory
from engines.galaxy.bots.sight import Sight
from engines.galaxy.cards.action_cards.actions import CardOption, PlayActionCard
from engines.galaxy.promissory.actions import OfferNote, PlayNote
from engines.galaxy.windows.actions import PassWindow

OPEN_FIGHT = (0.15, 0.9)  # odds between these: a combat card may change the result
# Cards that only save the player's own units or cost an opponent: worth playing whenever offered.
SAVERS = {"shields_holding", "maneuvering_jets", "direct_hit", "emergency_repairs", "reflective_shielding",
          "courageous_to_the_end", "salvage", "parley", "bunker", "disable", "infiltrate", "reparations",
          "counterstroke", "forward_supply_base", "rally", "harness_energy", "summit", "master_plan",
          "distinguished_councilor", "political_stability", "war_machine", "ghost_squad"}
BOOSTERS = {"morale_boost", "fighter_prototype", "fire_team", "scramble_frequency", "waylay", "intercept",
            "rout", "reveal_prototype", "flank_speed", "blitz"}
# Component actions worth a turn that would otherwise be a pass.
TURN_CARDS = {"economic_initiative", "industrial_initiative", "mining_initiative", "frontline_deployment",
              "rise_of_a_messiah", "war_effort", "fighter_conscription", "lucky_shot", "uprising", "spy",
              "plague", "cripple_defenses", "reactor_meltdown", "unexpected_action", "insubordination",
              "focused_research", "refit_troops", "ghost_ship", "impersonation", "archaeological_expedition",
              "exploration_probe", "seize_artifact"}
HARMFUL = {"lucky_shot", "plague", "spy", "insubordination", "uprising", "unstable_planet", "cripple_defenses",
           "reactor_meltdown", "signal_jamming", "tactical_bombardment", "coup_detat", "public_disgrace",
           "assassinate_representative", "ancient_burial_sites", "diplomatic_pressure", "direct_hit",
           "courageous_to_the_end", "scramble_frequency", "intercept", "rout", "salvage", "parley"}
NOTE_WORTH = {"ceasefire": 1, "political_secret": 2, "trade_agreement": 3, "alliance": 5, "support_for_the_throne": 9}


# ----- windows ------------------------------------------------------------------------------------------------


def window(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """A card or note worth playing now, else pass."""
    for option in turn.options:
        if isinstance(option, PlayNote) and _note_worth_playing(sight, option):
            return option
    for option in turn.options:
        if isinstance(option, PlayActionCard) and _card_worth_playing(sight, option):
            return option
    return PassWindow()


def _note_worth_playing(sight: Sight, option: PlayNote) -> bool:
    owner = int(option.note.partition(":")[0])
    if option.note.endswith("political_secret"):
        return sight.view.players[owner].vp >= sight.me.vp
    return True


def _card_worth_playing(sight: Sight, option: PlayActionCard) -> bool:
    card = option.card
    if card == "sabotage":
        return _aimed_at_me(sight)
    if card in SAVERS:
        return True
    if card in BOOSTERS:
        return _fight_is_open(sight)
    if card in RIDERS:
        return option.target == f"outcome:{_favourite(sight)}" and _few_votes(sight)
    if card == "veto":
        return _agenda_hurts(sight)
    if card in ("confusing_legal_text", "confounding_legal_text"):
        return _election_worth(sight, option)
    if card == "deadly_plot":
        return False
    return card in HARMFUL and _target_is_rival(sight, option.target)


RIDERS = {"construction_rider", "diplomacy_rider", "imperial_rider", "leadership_rider", "politics_rider",
          "technology_rider", "trade_rider", "warfare_rider"}


def _aimed_at_me(sight: Sight) -> bool:
    from engines.galaxy.steps.cards import PlayCard

    played = next((s for s in reversed(sight.view.steps) if isinstance(s, PlayCard)), None)
    if played is None or played.seat == sight.seat:
        return False
    card = played.card.rsplit(":", 1)[0]
    return card in HARMFUL and (played.target in (f"seat:{sight.seat}", "") or _owns_target(sight, played.target))


def _owns_target(sight: Sight, target: str) -> bool:
    kind, _, what = target.partition(":")
    if kind == "planet":
        planet = sight.planets.get(what)
        return planet is not None and planet.owner == sight.seat
    if kind == "ship":
        return what.partition(":")[0] == str(sight.seat)
    return False


def _target_is_rival(sight: Sight, target: str) -> bool:
    kind, _, what = target.partition(":")
    if kind == "seat":
        return int(what) != sight.seat
    if kind == "planet":
        planet = sight.planets.get(what)
        return planet is not None and planet.owner not in (sight.seat, -1)
    if kind == "ship":
        return what.partition(":")[0] != str(sight.seat)
    return True


def _fight_is_open(sight: Sight) -> bool:
    from engines.galaxy.bots.tactics import battle_odds

    tactical = sight.view.tactical
    combat = tactical.space_combat if tactical is not None else None
    if combat is None:
        return True  # a ground combat or a movement: the card still helps
    odds = battle_odds(sight, combat.system)
    return odds is None or OPEN_FIGHT[0] <= odds <= OPEN_FIGHT[1]


# ----- the agenda ---------------------------------------------------------------------------------------------

# for/against agendas: +1 the bot wants "for", -1 "against" (from its own seat, knowing only the table)
LEANING: dict[str, Callable[[Sight], int]] = {
    "incentive_program": lambda s: 1, "shared_research": lambda s: 1, "wormhole_reconstruction": lambda s: 1,
    "homeland_defense_act": lambda s: 1, "rearmament_agreement": lambda s: 1, "unconventional_measures": lambda s: 1,
    "mutiny": lambda s: 1, "conventions_of_war": lambda s: 1,
    "fleet_regulations": lambda s: -1, "anti_intellectual_revolution": lambda s: -1,
    "executive_sanctions": lambda s: -1 if s.me.action_cards > 3 else 1,
    "publicize_weapon_schematics": lambda s: -1, "enforced_travel_ban": lambda s: -1,
    "wormhole_research": lambda s: -1, "clandestine_operations": lambda s: -1, "arms_reduction": lambda s: -1,
    "swords_to_plowshares": lambda s: -1, "checks_and_balances": lambda s: -1, "articles_of_war": lambda s: -1,
    "economic_equality": lambda s: 1 if s.me.trade_goods < 5 else -1,
    "seed_of_an_empire": lambda s: _rank(s),
    "new_constitution": lambda s: -1 if s.view.law_holders and s.seat in s.view.law_holders.values() else 1,
    "representative_government": lambda s: 1 if _influence(s) < 6 else -1,
    "ixthian_artifact": lambda s: -1,
}
# agendas electing a player: +1 good for the one elected, -1 bad
ELECTED_GOOD = {"minister_of_commerce": 1, "minister_of_exploration": 1, "minister_of_industry": 1,
                "minister_of_peace": 1, "minister_of_policy": 1, "minister_of_sciences": 1, "minister_of_war": 1,
                "prophecy_of_ixth": 1, "political_censure": 1, "imperial_arbiter": 1, "committee_formation": 1,
                "archived_secret": 1, "research_grant_reallocation": 1, "minister_of_antiquities": 1,
                "search_warrant": 1, "public_execution": -1, "armed_forces_standardization": 0}


def _rank(sight: Sight) -> int:
    points = [p.vp for p in sight.view.players if not p.eliminated]
    if sight.me.vp == max(points):
        return 1
    return -1 if sight.me.vp == min(points) else 0


def _influence(sight: Sight) -> int:
    return sum(p.influence for p in sight.view.planets if p.owner == sight.seat)


def _leader(sight: Sight) -> int:
    rivals = [p for p in sight.view.players if p.seat != sight.seat and not p.eliminated]
    return max(rivals, key=lambda p: p.vp).seat if rivals else sight.seat


def _favourite(sight: Sight) -> str:
    agenda = sight.view.agenda
    if agenda is None or not agenda.outcomes:
        return ""
    return max(agenda.outcomes, key=lambda o: _outcome_worth(sight, agenda.agenda, o))


def _outcome_worth(sight: Sight, agenda_id: str, outcome: str) -> float:
    if agenda_id in LEANING and outcome in ("for", "against"):
        lean = LEANING[agenda_id](sight)
        return lean if outcome == "for" else -lean
    kind, _, what = outcome.partition(":")
    if kind == "seat":
        good = ELECTED_GOOD.get(agenda_id, 0)
        seat = int(what)
        if seat == sight.seat:
            return 2.0 * good
        return -1.0 * good if seat == _leader(sight) else -0.5 * good
    if kind == "planet":
        planet = sight.planets.get(what)
        return 1.0 if planet is not None and planet.owner == _leader(sight) else -2.0 if planet is not None and \
            planet.owner == sight.seat else 0.0
    return 0.0


def _agenda_hurts(sight: Sight) -> bool:
    agenda = sight.view.agenda
    return agenda is not None and all(_outcome_worth(sight, agenda.agenda, o) < 0 for o in agenda.outcomes)


def _few_votes(sight: Sight) -> bool:
    return _influence(sight) < 4


def _election_worth(sight: Sight, option: PlayActionCard) -> bool:
    agenda = sight.view.agenda
    if agenda is None:
        return False
    good = ELECTED_GOOD.get(agenda.agenda, 0)
    return good > 0 if option.card == "confounding_legal_text" else good < 0


def vote(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    agenda = sight.view.agenda
    casts = [o for o in turn.options if isinstance(o, ag.CastVotes)]
    if agenda is None or not casts:
        return ag.Abstain()
    best = max(casts, key=lambda o: _outcome_worth(sight, agenda.agenda, o.outcome))
    if ag.Abstain() not in turn.options:  # bound to an outcome (Genetic Recombination)
        return best
    return best if _outcome_worth(sight, agenda.agenda, best.outcome) > 0 else ag.Abstain()


def recombination(turn: BotTurn, sight: Sight) -> Any:
    """Genetic Recombination before another player's vote: name the outcome the bot wants most, if it wants one."""
    agenda = sight.view.agenda
    uses = [o for o in turn.options if isinstance(o, ac.UseAbility) and o.source == "genetic_recombination"]
    if agenda is None or not uses:
        return None
    best = max(uses, key=lambda o: _outcome_worth(sight, agenda.agenda, o.target))
    return best if _outcome_worth(sight, agenda.agenda, best.target) > 0 else None


GILA_RESERVE = 3


def exhaust_for_votes(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    for option in turn.options:
        if isinstance(option, ag.ExtraVotes) and option.source == "gila_the_silvertongue" and (
                sight.me.trade_goods <= GILA_RESERVE):
            continue  # two votes a trade good: spent only while the bot is well off
        if isinstance(option, ag.ExtraVotes | ag.ExhaustForVotes):
            return option
    return ag.DoneVoting()


def speaker_decides(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    agenda = sight.view.agenda
    options = [o for o in turn.options if isinstance(o, ag.ChooseOutcome)]
    if agenda is None:
        return options[0]
    return max(options, key=lambda o: _outcome_worth(sight, agenda.agenda, o.outcome))


# ----- the choices cards and agendas ask for ------------------------------------------------------------------


def agenda_choice(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    from engines.galaxy.steps.agenda import AgendaStep

    step = next((s for s in reversed(sight.view.steps) if isinstance(s, AgendaStep)), None)
    options = [o for o in turn.options if isinstance(o, ag.AgendaChoice)]
    part = step.part if step is not None else ""
    rank = CHOICE_RANKS.get(part)
    return min(options, key=lambda o: rank(sight, o.value)) if rank is not None else options[0]


def _unit_cost(sight: Sight, value: str) -> float:
    from engines.galaxy.content.units import unit_stats

    kind = value.split("|")[-1]
    return float(unit_stats(kind, sight.me.technologies, sight.me.faction).cost or 0)


CHOICE_RANKS: dict[str, Callable[[Sight, str], float]] = {
    "destroy_own": _unit_cost,
    "remove_tokens": lambda s, pool: -float(getattr(s.me, pool)),
    "exhaust_own": lambda s, planet: float(s.planets[planet].influence + s.planets[planet].resources),
    "give_note": lambda s, note: float(NOTE_WORTH.get(note.partition(":")[2], 4)),
    "colonial_choice": lambda s, seat: 0.0 if int(seat) == s.seat else 1.0,
    "give_strategy_card": lambda s, seat: float(s.view.players[int(seat)].vp),
    "crisis_secondary": lambda s, answer: 0.0 if answer == "yes" else 1.0,
}


def card_option(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    options = [o for o in turn.options if isinstance(o, CardOption)]
    done = [o for o in options if o.value == "done"]
    return done[0] if done else options[0]


# ----- the turn and transactions ------------------------------------------------------------------------------


def turn_card(turn: BotTurn) -> Any:
    """A component-action card worth the turn (played instead of passing)."""
    for option in turn.options:
        if isinstance(option, PlayActionCard) and option.card in TURN_CARDS:
            return option
    return None


def note_offer(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """The bot puts no note in its offers and asks for none."""
    return OfferNote("")


def answer_with_note(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    """Asked for a note of its choice: refuse, unless the goods offered are worth it; then the cheapest."""
    from engines.galaxy.bots.economy import last_step
    from engines.galaxy.steps.common import Transaction

    step = last_step(sight, Transaction)
    accepts = [o for o in turn.options if isinstance(o, ac.AcceptTransaction) and o.note]
    if step is None or not accepts:
        return ac.RefuseTransaction()
    received = step.give_tg + step.give_commodities
    if received < 3 + step.get_tg:
        return ac.RefuseTransaction()
    return min(accepts, key=lambda o: NOTE_WORTH.get(o.note.partition(":")[2], 4))


CHOOSERS: list[tuple[type, Callable[[BotTurn, Sight, Memory], Any]]] = [
    (PassWindow, window),
    (ag.CastVotes, vote),
    (ag.DoneVoting, exhaust_for_votes),
    (ag.ChooseOutcome, speaker_decides),
    (ag.AgendaChoice, agenda_choice),
    (CardOption, card_option),
    (OfferNote, note_offer),
]
