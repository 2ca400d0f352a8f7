"""Every objective scored by its real condition (LRR 61), checked on the known three-player map.

Seat 0 plays the Sol (home at 22: Jord), seat 1 the Yin (28: Darien), seat 2 the Arborec (34:
Nestphar). For each objective: the board does not meet it, a change makes it met.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engines.galaxy.board import add
from engines.galaxy.content.objectives import objectives
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.flow import settle
from engines.galaxy.scoring import EVALUATORS, WHERE, meets
from engines.galaxy.state import Feat, TIState
from tests.engines.galaxy.rounds import give, known

INDUSTRIAL = ["Wellon", "Thibah", "Tar'mann", "Saudor", "New Albion", "Lazar", "Qucen'n"]
CULTURAL = ["Quann", "Lodor", "Torkan", "Rarron"]
HAZARDOUS = ["Vefut II", "Mehar Xull", "Starpoint", "Tequ'ran"]
SPECIALTY = ["Wellon", "Thibah", "Tar'mann", "Mehar Xull", "New Albion"]
EMPTY_SYSTEMS = [21, 23, 27, 29, 33]  # no planets (the rift, the nebula, the asteroid field, two empty)
EDGE = [21, 23, 27, 29, 33]  # ring 3 systems other than homes


def ships(state: TIState, node: int, kind: str = "cruiser", count: int = 1, seat: int = 0) -> None:
    add(state.systems[str(node)].space, seat, kind, count)


def planets(state: TIState, names: list[str], seat: int = 0) -> None:
    for name in names:
        give(state, seat, name)


def structure(state: TIState, planet: str, kind: str = "pds", count: int = 1, seat: int = 0) -> None:
    give(state, seat, planet, **{kind: count})


def techs(state: TIState, *names: str) -> None:
    state.players[0].technologies += list(names)


def _rule_distant_lands(state: TIState) -> None:
    planets(state, ["Lazar", "Bereg"])  # 13 is beside Yin's home (28), 17 beside Arborec's (34)


def _push_boundaries(state: TIState) -> None:
    ships(state, 13)  # a neighbour of the Yin
    ships(state, 17)  # and of the Arborec
    planets(state, ["Wellon"])


def _foster_cohesion(state: TIState) -> None:
    ships(state, 13)
    ships(state, 17)


def _produce_en_masse(state: TIState) -> None:
    structure(state, "New Albion", "space_dock")  # 1 + 2
    structure(state, "Starpoint", "space_dock")  # 3 + 2


def _stake_your_claim(state: TIState) -> None:
    give(state, 0, "New Albion")
    give(state, 1, "Starpoint")


def _occupy_the_seat(state: TIState) -> None:
    give(state, 0, MECATOL_REX)
    ships(state, 0, count=3)


SCENARIOS: dict[str, Callable[[TIState], None]] = {
    # stage I
    "corner_the_market": lambda s: planets(s, INDUSTRIAL[:4]),
    "expand_borders": lambda s: planets(s, INDUSTRIAL[:6]),
    "found_research_outposts": lambda s: planets(s, SPECIALTY[:3]),
    "discover_lost_outposts": lambda s: [planets(s, ["Quann", "Lodor"]), s.planets["Quann"].attachments.append("x"),
                                         s.planets["Lodor"].attachments.append("y")],
    "develop_weaponry": lambda s: techs(s, "carrier_2", "cruiser_2"),
    "diversify_research": lambda s: techs(s, "gravity_drive", "bio_stims"),
    "erect_a_monument": lambda s: setattr(s.players[0], "trade_goods", 4),  # Jord's 4 resources + 4
    "lead_from_the_front": lambda s: setattr(s.players[0], "tactic", 1),  # 1 tactic + 2 strategy
    "negotiate_trade_routes": lambda s: setattr(s.players[0], "trade_goods", 5),
    "sway_the_council": lambda s: setattr(s.players[0], "trade_goods", 6),  # Jord's 2 influence + 6
    "amass_wealth": lambda s: setattr(s.players[0], "trade_goods", 7),  # 4 res (Jord), 3 inf and 3 goods
    "intimidate_council": lambda s: [ships(s, 1), ships(s, 2)],
    "build_defenses": lambda s: structure(s, "Jord", "pds", 2) or structure(s, "Wellon", "pds", 1),
    "engineer_a_marvel": lambda s: ships(s, 9, "war_sun"),
    "explore_deep_space": lambda s: [ships(s, n) for n in EMPTY_SYSTEMS[:3]],
    "make_history": lambda s: [ships(s, 0), ships(s, 21)],
    "populate_the_outer_rim": lambda s: [ships(s, n) for n in EDGE[:3]],
    "improve_infrastructure": lambda s: [structure(s, p) for p in ("Wellon", "Thibah", "Saudor")],
    "push_boundaries": _push_boundaries,
    "raise_a_fleet": lambda s: ships(s, 22, "cruiser", 2),  # with the two carriers and the destroyer
    # stage II
    "conquer_the_weak": lambda s: give(s, 0, "Darien"),
    "form_galactic_brain_trust": lambda s: planets(s, SPECIALTY),
    "subdue_the_galaxy": lambda s: planets(s, INDUSTRIAL + CULTURAL),
    "unify_the_colonies": lambda s: planets(s, INDUSTRIAL[:6]),
    "reclaim_ancient_monuments": lambda s: [planets(s, CULTURAL[:3])] + [s.planets[p].attachments.append("x")
                                                                        for p in CULTURAL[:3]],
    "rule_distant_lands": _rule_distant_lands,
    "revolutionize_warfare": lambda s: techs(s, "carrier_2", "cruiser_2", "fighter_2"),
    "master_the_sciences": lambda s: techs(s, "gravity_drive", "bio_stims", "sarween_tools", "graviton_laser_system",
                                           "plasma_scoring", "magen_defense_grid"),
    "centralize_galactic_trade": lambda s: setattr(s.players[0], "trade_goods", 10),
    "found_a_golden_age": lambda s: setattr(s.players[0], "trade_goods", 12),
    "galvanize_the_people": lambda s: setattr(s.players[0], "tactic", 4),  # 4 tactic + 2 strategy
    "manipulate_galactic_law": lambda s: setattr(s.players[0], "trade_goods", 14),
    "hold_vast_reserves": lambda s: setattr(s.players[0], "trade_goods", 14),
    "achieve_supremacy": lambda s: ships(s, 0, "flagship"),
    "become_a_legend": lambda s: [ships(s, n) for n in (0, 21, 23, 27)],
    "command_an_armada": lambda s: ships(s, 22, "dreadnought", 5),
    "construct_massive_cities": lambda s: [structure(s, p, "pds", 2) for p in ("Jord", "Wellon", "Thibah")],
    "control_the_borderlands": lambda s: [ships(s, n) for n in EDGE],
    "patrol_vast_territories": lambda s: [ships(s, n) for n in EMPTY_SYSTEMS],
    "protect_the_border": lambda s: [structure(s, p) for p in INDUSTRIAL[:5]],
    # secrets
    "forge_an_alliance": lambda s: planets(s, CULTURAL),
    "mine_rare_metals": lambda s: planets(s, HAZARDOUS),
    "monopolize_production": lambda s: planets(s, INDUSTRIAL[:4]),
    "seize_an_icon": lambda s: give(s, 0, "Primor"),
    "control_the_region": lambda s: [ships(s, n) for n in (1, 2, 3, 4, 5)],  # and the home's
    "learn_the_secrets_of_the_cosmos": lambda s: [ships(s, n) for n in (8, 12)],  # and home 22, beside 21
    "threaten_enemies": lambda s: ships(s, 13),
    "establish_a_perimeter": lambda s: [structure(s, p, "pds", 2) for p in ("Jord", "Wellon")],
    "fuel_the_war_machine": lambda s: [structure(s, p, "space_dock") for p in ("Wellon", "Thibah")],
    "gather_a_mighty_fleet": lambda s: ships(s, 22, "dreadnought", 5),
    "adapt_new_strategies": lambda s: techs(s, "spec_ops_ii", "advanced_carrier_ii"),
    "become_the_gatekeeper": lambda s: [ships(s, 7), ships(s, 8)],  # Quann's beta, Lodor's alpha
    "cut_supply_lines": lambda s: ships(s, 28),
    "form_a_spy_network": lambda s: setattr(s.players[0], "action_cards", [f"x:{n}" for n in range(5)]),
    "master_the_laws_of_physics": lambda s: techs(s, "gravity_drive", "sling_relay", "fleet_logistics"),
    "occupy_the_seat_of_the_empire": _occupy_the_seat,
    "defy_space_and_time": lambda s: ships(s, -82),
    "establish_hegemony": lambda s: planets(s, ["Mehar Xull", "Torkan", "Rarron", "Centauri", "Wellon"]),
    "hoard_raw_materials": lambda s: planets(s, ["Lodor", "Starpoint", "Zohbat"]),
    "foster_cohesion": _foster_cohesion,
    "mechanize_the_military": lambda s: [give(s, 0, p, mech=1) for p in ("Jord", "Wellon", "Thibah", "Saudor")],
    "occupy_the_fringe": lambda s: give(s, 0, "Wellon", infantry=7, mech=2),
    "produce_en_masse": _produce_en_masse,
    "strengthen_bonds": lambda s: s.players[0].promissory.append("1:ceasefire"),
    "stake_your_claim": _stake_your_claim,
    "dictate_policy": lambda s: s.laws.extend(["a", "b", "c"]),
}

EVENTS = sorted(o.id for o in objectives().values() if o.condition["kind"] == "event")
NOT_YET = {"destroy_heretical_works": "relic fragments come with exploration (the Prophecy of Kings issue)"}


def board(objective_id: str) -> TIState:
    state = known(overrides={18: "65"} if objective_id == "seize_an_icon" else None)
    if objective_id == "lead_from_the_front":
        for player in state.players:
            player.tactic = 0
    return state


@pytest.mark.parametrize("objective_id", sorted(SCENARIOS))
def test_each_objective_is_scored_by_its_condition(objective_id: str) -> None:
    """LRR 61.4-61.5: the requirement on the card, evaluated on the board."""
    state = board(objective_id)
    assert not meets(state, 0, objective_id)
    SCENARIOS[objective_id](state)
    assert meets(state, 0, objective_id)
    assert not meets(state, 2, objective_id) or objective_id in ("dictate_policy",)


def test_every_objective_has_a_scenario_an_event_or_a_reason() -> None:
    ids = set(objectives())
    assert ids == set(SCENARIOS) | set(EVENTS) | set(NOT_YET)
    assert len(ids) == 80


def test_every_condition_kind_and_place_is_understood() -> None:
    """The content check for the condition vocabulary: a new kind or phrase fails here."""
    for objective in objectives().values():
        condition = objective.condition
        assert condition["kind"] in EVALUATORS, objective.id
        for key in ("where", "system", "planet_without"):
            if key in condition:
                assert condition[key] in WHERE, (objective.id, condition[key])


def test_relic_fragments_are_not_in_play_yet() -> None:
    state = board("destroy_heretical_works")
    assert not meets(state, 0, "destroy_heretical_works")


# ----- action-phase secrets scored by what happens (LRR 61.5b) -------------------------------------------


def with_secret(objective_id: str, seat: int = 0) -> TIState:
    state = known()
    state.players[seat].secrets = [objective_id]
    return state


def feat_scores(state: TIState, feat: Feat) -> bool:
    state.feats.append(feat)
    settle(state)
    return bool(state.players[feat.seat].scored)


@pytest.mark.parametrize(("objective_id", "feat"), [
    ("brave_the_void", Feat("combat_won", 0, other=1, system=21)),
    ("darken_the_skies", Feat("combat_won", 0, other=1, system=28)),
    ("unveil_flagship", Feat("combat_won", 0, other=1, system=9, unit="flagship")),
    ("demonstrate_your_power", Feat("space_combat_ended", 0, system=9, number=3)),
    ("destroy_their_greatest_ship", Feat("destroyed", 0, other=1, system=9, unit="war_sun")),
    ("make_an_example_of_their_world", Feat("bombardment_cleared", 0, other=1, system=9, planet="Lodor")),
    ("turn_their_fleets_to_dust", Feat("space_cannon_cleared", 0, other=1, system=9)),
    ("fight_with_precision", Feat("barrage_cleared", 0, other=1, system=9)),
    ("become_a_martyr", Feat("planet_lost", 0, other=1, system=22, planet="Jord")),
])
def test_action_phase_secrets_score_when_their_event_happens(objective_id: str, feat: Feat) -> None:
    state = with_secret(objective_id)
    assert feat_scores(state, feat)
    assert state.players[0].scored == [objective_id] and state.players[0].vp == 1


@pytest.mark.parametrize(("objective_id", "feat"), [
    ("brave_the_void", Feat("combat_won", 0, other=1, system=9)),  # no anomaly there
    ("darken_the_skies", Feat("combat_won", 0, other=1, system=22)),  # its own home
    ("unveil_flagship", Feat("combat_won", 0, other=1, system=9)),  # no flagship
    ("demonstrate_your_power", Feat("space_combat_ended", 0, system=9, number=2)),
    ("destroy_their_greatest_ship", Feat("destroyed", 0, other=1, system=9, unit="dreadnought")),
    ("become_a_martyr", Feat("planet_lost", 0, other=1, system=9, planet="Lodor")),
])
def test_an_event_that_misses_the_condition_scores_nothing(objective_id: str, feat: Feat) -> None:
    assert not feat_scores(with_secret(objective_id), feat)


def test_spark_a_rebellion_needs_the_leader_beaten() -> None:
    state = with_secret("spark_a_rebellion")
    state.players[1].vp = 3
    assert not feat_scores(state, Feat("combat_won", 0, other=2, system=9))
    assert feat_scores(state, Feat("combat_won", 0, other=1, system=9))


def test_one_objective_per_combat() -> None:
    """LRR 61.7: at most one objective during or after each combat."""
    from engines.galaxy.steps.combat import SpaceCombat

    state = with_secret("brave_the_void")
    state.players[0].secrets.append("darken_the_skies")
    state.stack.append(SpaceCombat(seat=0, system=21, defender=1))
    state.feats.append(Feat("combat_won", 0, other=1, system=21))
    state.feats.append(Feat("combat_won", 0, other=1, system=21))
    from engines.galaxy.objective_events import read_feats

    read_feats(state)
    assert state.players[0].scored == ["brave_the_void"]


def test_prove_endurance_goes_to_the_last_player_to_pass() -> None:
    from engines.galaxy.objective_events import last_to_pass

    state = with_secret("prove_endurance", seat=1)
    last_to_pass(state, 1)
    assert state.players[1].scored == ["prove_endurance"]
