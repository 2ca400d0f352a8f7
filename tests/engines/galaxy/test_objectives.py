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
from engines.galaxy.objective_events import combat_ended, last_to_pass, last_unit_destroyed, planet_lost, unit_destroyed
from engines.galaxy.scoring import EVALUATORS, WHERE, meets
from engines.galaxy.state import TIState
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
    # Not the Arborec: their infantry's PRODUCTION would meet Produce En Masse at home.
    state = known(factions=["sol", "yin", "l1z1x"], overrides={18: "65"} if objective_id == "seize_an_icon" else None)
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


def won(state: TIState, system: int, loser: int = 1, kind: str = "space", combat: int = 1) -> bool:
    """Seat 0 attacked ``loser`` in ``system`` and won."""
    combat_ended(state, combat, kind, system, 0, loser, 0)
    return bool(state.players[0].scored)


def test_brave_the_void_darken_the_skies_unveil_flagship() -> None:
    assert won(with_secret("brave_the_void"), 21)  # the gravity rift
    assert not won(with_secret("brave_the_void"), 9)
    assert won(with_secret("darken_the_skies"), 28)  # the Yin's home
    assert not won(with_secret("darken_the_skies"), 22)  # its own
    state = with_secret("unveil_flagship")
    assert not won(state, 9)
    ships(state, 9, "flagship")
    assert won(state, 9) and not won(with_secret("unveil_flagship"), 9, kind="ground")


def test_demonstrate_your_power_counts_non_fighter_ships_at_the_end() -> None:
    state = with_secret("demonstrate_your_power")
    ships(state, 9, "cruiser", 2)
    ships(state, 9, "fighter", 3)
    assert not won(state, 9)
    ships(state, 9, "destroyer", 1)
    assert won(state, 9)


def test_spark_a_rebellion_needs_the_leader_beaten() -> None:
    state = with_secret("spark_a_rebellion")
    state.players[1].vp = 3
    assert not won(state, 9, loser=2)
    assert won(state, 9, loser=1)


def test_betray_a_friend_needs_the_losers_note() -> None:
    state = with_secret("betray_a_friend")
    assert not won(state, 9)
    state.players[0].promissory.append("1:ceasefire")
    assert won(state, 9)


def test_destroy_their_greatest_ship() -> None:
    state = with_secret("destroy_their_greatest_ship")
    unit_destroyed(state, 0, 1, "dreadnought", 9)
    assert not state.players[0].scored
    unit_destroyed(state, 0, 0, "war_sun", 9)
    assert not state.players[0].scored
    unit_destroyed(state, 0, 1, "flagship", 9)
    assert state.players[0].scored == ["destroy_their_greatest_ship"]


@pytest.mark.parametrize(("how", "objective_id"), [
    ("bombardment", "make_an_example_of_their_world"), ("space_cannon", "turn_their_fleets_to_dust"),
    ("anti_fighter_barrage", "fight_with_precision")])
def test_wiping_out_the_last_units(how: str, objective_id: str) -> None:
    state = with_secret(objective_id)
    last_unit_destroyed(state, 0, 1, how, 9)
    assert state.players[0].scored == [objective_id] and state.players[0].vp == 1


def test_become_a_martyr_needs_a_home_planet() -> None:
    state = with_secret("become_a_martyr")
    planet_lost(state, 0, "Lodor")
    assert not state.players[0].scored
    planet_lost(state, 0, "Jord")
    assert state.players[0].scored == ["become_a_martyr"]


def test_one_objective_per_combat() -> None:
    """LRR 61.7: at most one objective during or after each combat."""
    state = with_secret("brave_the_void")
    state.players[0].secrets.append("darken_the_skies")
    combat_ended(state, 4, "space", 21, 0, 1, 0)
    state.players[1].home = 21  # as if the rift were the Yin's home: Darken the Skies is met too
    combat_ended(state, 4, "space", 21, 0, 1, 0)
    assert state.players[0].scored == ["brave_the_void"]
    combat_ended(state, 5, "ground", 21, 0, 1, 0)
    assert state.players[0].scored == ["brave_the_void", "darken_the_skies"]


def test_prove_endurance_goes_to_the_last_player_to_pass() -> None:
    state = with_secret("prove_endurance", seat=1)
    last_to_pass(state, 1)
    assert state.players[1].scored == ["prove_endurance"]


def test_every_event_objective_has_its_event() -> None:
    from pathlib import Path

    import engines.galaxy.objective_events as module

    text = Path(module.__file__).read_text()
    for objective_id in EVENTS:
        assert objective_id in text or objective_id == "drive_the_debate", objective_id
