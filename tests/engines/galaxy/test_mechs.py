"""Mechs (TI-MECH-1..8): each faction's mech card with its values, produced like other units from the start, a
ground force carried and fighting on planets, four to a colour (TI-GAP-6); DEPLOY only from reinforcements and
once per trigger (the Clan of Saar's Scavenger Zeta, the Barony of Letnev's Dunlain Reaper)."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import flow
from engines.galaxy.actions.rounds import ExhaustPlanet, UseAbility
from engines.galaxy.board import stats
from engines.galaxy.content.decks import decks
from engines.galaxy.content.factions import factions
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.effects import in_force
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.forces import reinforcements
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.actions import (
    Activate,
    EndMovement,
    FinishLanding,
    FinishProduction,
    Land,
    Load,
    MoveFrom,
    MoveShip,
    Produce,
)
from engines.galaxy.tactical.events import DiceRolled, PlanetGained
from tests.engines.galaxy.pok import pok_table
from tests.engines.galaxy.tactics import choose, decision, on, options, put, script, space, start

ALL = sorted(decks().factions)


def home_planet(state: Any, seat: int) -> str:
    home = state.players[seat].home
    return next(k for k, p in sorted(state.planets.items()) if p.system == home)


def offered_now(state: Any, source: str) -> bool:
    return any(isinstance(o, UseAbility) and o.source == source for d in flow.decisions(state) for o in d.options)


def invade_lodor(state: Any, cargo: dict[str, int]) -> list[Any]:
    """Seat 0 flies a carrier from its home (22) to Lodor's system (9) with ``cargo`` from its home planet, lands it
    all and finishes landing."""
    planet = home_planet(state, 0)
    put(state, 0, 22, "carrier")
    for kind, number in cargo.items():
        put(state, 0, 22, f"{kind}={number}", planet=planet)
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    for kind, number in cargo.items():
        for _ in range(number):
            choose(state, Load(kind, 22, planet))
    choose(state, EndMovement())
    for kind, number in cargo.items():
        for _ in range(number):
            choose(state, Land(kind, "Lodor"))
    return choose(state, FinishLanding())


# ----- the card -------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-MECH-1", "TI-MECH-5", "TI-MECH-3")
@pytest.mark.parametrize("trio", [ALL[i:i + 3] for i in range(0, 24, 3)])
def test_each_faction_fields_its_own_mech_with_the_values_of_its_card(trio: list[str]) -> None:
    state = pok_table(factions=tuple(trio))
    for seat, faction in enumerate(trio):
        card = factions()[faction].mech
        mech = stats(state, seat, "mech")
        assert mech.name == card.name and mech.type == "ground_force", faction
        assert (mech.cost, mech.combat) == (card.cost, card.combat), faction
        for ability in ("bombardment", "space_cannon", "production"):
            assert getattr(mech, ability) == getattr(card, ability), (faction, ability)
        assert mech.sustain_damage, faction  # every mech card has SUSTAIN DAMAGE
        assert "mech" in GROUND_FORCES
        source = next(u.id for u in decks().factions[faction].units if u.type == "mech")
        assert source in in_force(state, seat), faction  # its ability is in force from the start


@pytest.mark.rule("TI-MECH-2", "TI-GAP-6")
def test_mechs_are_produced_like_other_units_from_the_start_four_to_a_colour() -> None:
    state = pok_table(factions=("arborec", "hacan", "letnev"))
    planet = home_planet(state, 0)
    put(state, 0, 22, "space_dock", planet=planet)
    start(state, 0)
    choose(state, Activate(22))
    choose(state, EndMovement())
    assert Produce("mech", planet) in options(state)  # no technology needed
    choose(state, Produce("mech", planet))
    choose(state, FinishProduction())
    while any(isinstance(o, ExhaustPlanet) for d in flow.decisions(state) for o in d.options):
        flow.perform(state, 0, next(o for o in options(state) if isinstance(o, ExhaustPlanet)))
    assert on(state, planet, 0).get("mech") == 1
    assert ruling("units")["per_colour"]["mech"] == 4 and stats(state, 0, "mech").reinforcements == 4
    assert reinforcements(state, 0, "mech") == 3
    put(state, 0, 9, "mech=3")
    assert reinforcements(state, 0, "mech") == 0


@pytest.mark.rule("TI-MECH-4", "TI-MECH-3")
def test_a_mech_is_carried_lands_and_fights_in_ground_combat_with_its_own_values() -> None:
    state = pok_table({9: "26"}, factions=("arborec", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry", planet="Lodor")
    script(state, 6, 1)  # the Letani Behemoth hits on 6; the defender misses
    events = invade_lodor(state, {"mech": 1})
    rolls = [e for e in events if isinstance(e, DiceRolled)]
    assert rolls and rolls[0].seat == 0 and rolls[0].hits == 1
    assert PlanetGained(seat=0, planet="Lodor", previous=1) in events
    assert on(state, "Lodor", 0) == {"mech": 1} and on(state, "Lodor", 1) == {}


# ----- DEPLOY ---------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-MECH-6", "TI-MECH-8")
def test_scavenger_zeta_deploys_a_mech_for_a_trade_good_on_a_planet_just_gained_once() -> None:
    state = pok_table({9: "26"}, factions=("saar", "hacan", "letnev"))
    state.players[0].trade_goods = 3
    events = invade_lodor(state, {"infantry": 1})
    assert PlanetGained(seat=0, planet="Lodor", previous=-1) in events
    assert offered_now(state, "scavenger_zeta")
    goods = state.players[0].trade_goods
    flow.perform(state, 0, UseAbility("scavenger_zeta", ""))
    assert on(state, "Lodor", 0) == {"infantry": 1, "mech": 1}
    assert state.players[0].trade_goods == goods - 1
    assert not offered_now(state, "scavenger_zeta")  # one use for this planet gained


@pytest.mark.rule("TI-MECH-7")
def test_a_deploy_places_only_a_mech_from_reinforcements() -> None:
    state = pok_table({9: "26"}, factions=("saar", "hacan", "letnev"))
    state.players[0].trade_goods = 3
    put(state, 0, 7, "mech=4")  # every mech of the colour is on the board
    invade_lodor(state, {"infantry": 1})
    assert not offered_now(state, "scavenger_zeta")
    assert on(state, "Lodor", 0) == {"infantry": 1}
    gained = Window(keys=["after:gain_control"], actors=[0], system=9, planet="Lodor")
    from engines.galaxy.windows.registry import BY_SOURCE

    zeta = BY_SOURCE["scavenger_zeta"][0]
    assert not zeta.could(state, 0, gained)
    state.systems["7"].space.clear()
    assert zeta.could(state, 0, gained)


@pytest.mark.rule("TI-MECH-6", "TI-MECH-7")
def test_dunlain_reaper_turns_an_infantry_into_a_mech_at_the_start_of_a_ground_combat_round() -> None:
    state = pok_table({9: "26"}, factions=("letnev", "hacan", "sol"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry=2", planet="Lodor")
    planet = home_planet(state, 0)
    put(state, 0, 22, "carrier")
    put(state, 0, 22, "infantry=2", planet=planet)
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    choose(state, Load("infantry", 22, planet))
    choose(state, Load("infantry", 22, planet))
    choose(state, EndMovement())
    choose(state, Land("infantry", "Lodor"))
    choose(state, Land("infantry", "Lodor"))
    choose(state, FinishLanding())
    assert offered_now(state, "dunlain_reaper")
    flow.perform(state, 0, UseAbility("dunlain_reaper", ""))
    assert on(state, "Lodor", 0) == {"infantry": 1, "mech": 1}
    assert reinforcements(state, 0, "mech") == 3
    paying = flow.decisions(state)[0]
    assert paying.seat == 0 and any(isinstance(o, ExhaustPlanet) for o in paying.options)
    while any(isinstance(o, ExhaustPlanet) for d in flow.decisions(state) for o in d.options):
        flow.perform(state, 0, next(o for o in flow.decisions(state)[0].options if isinstance(o, ExhaustPlanet)))
    assert not offered_now(state, "dunlain_reaper")  # the window goes on, but it was used for this trigger


# ----- the mechs' other abilities ------------------------------------------------------------------------


def arrive(state: Any, ships: str, target: int = 9) -> list[Any]:
    """Seat 0 activates ``target`` and moves ``ships`` there from its home (22)."""
    start(state, 0)
    choose(state, Activate(target))
    choose(state, MoveFrom(22))
    for kind in ships.split(","):
        choose(state, MoveShip(kind))
    return choose(state, EndMovement())


def test_iconoclast_keeps_anti_fighter_barrage_off_the_naalu_units_in_its_system() -> None:
    def fighters_left(mech: bool) -> int:
        state = pok_table({9: "26"}, factions=("sol", "naalu", "letnev"))
        put(state, 1, 9, "fighter=3,carrier")
        if mech:
            put(state, 1, 9, "mech", planet="Lodor")
        put(state, 0, 22, "destroyer")
        script(state, 9, 9)
        arrive(state, "destroyer")
        decision(state)  # windows passed: the combat has begun
        return space(state, 9, 1).get("fighter", 0)

    assert fighters_left(mech=False) == 1  # the destroyer's barrage: two hits
    assert fighters_left(mech=True) == 3


def test_indomitus_fires_space_cannon_into_adjacent_systems() -> None:
    from engines.galaxy.tactical.space_cannon import offence_units

    state = pok_table({9: "26"}, factions=("sol", "xxcha", "letnev"))
    put(state, 1, 9, "mech", planet="Lodor")
    assert [s.kind for s in offence_units(state, 1, 9)] == ["mech"]
    assert [s.kind for s in offence_units(state, 1, 22)] == ["mech"]  # Jord's system is next to Lodor's
    state.players[1].faction = "letnev"
    state.players[1].technologies = []
    assert offence_units(state, 1, 22) == []  # another faction's mech has no SPACE CANNON at all


def test_moll_terminus_bars_sustain_damage_to_other_players_ground_forces_on_its_planet() -> None:
    from engines.galaxy.combat.hits import sustain_barred

    state = pok_table({9: "26"}, factions=("mentak", "hacan", "letnev"))
    put(state, 0, 9, "mech", planet="Lodor")
    put(state, 1, 9, "mech", planet="Lodor")
    assert sustain_barred(state, 1, 9, "Lodor") and not sustain_barred(state, 0, 9, "Lodor")
    assert not sustain_barred(state, 1, 9, "")  # the space area: the Mentak mech bars nothing there
    state.planets["Lodor"].units = [s for s in state.planets["Lodor"].units if s.owner != 0]
    assert not sustain_barred(state, 1, 9, "Lodor")


def test_mordred_rolls_plus_two_against_a_player_whose_faction_technology_the_nekro_assimilated() -> None:
    from engines.galaxy.combat import dice

    state = pok_table(factions=("nekro", "hacan", "letnev"))
    plain = dice.plan(state, 0, ["mech"], "combat", opponent=1).best()
    state.players[0].technologies.append("quantum_datahub_node")  # a Hacan technology
    better = dice.plan(state, 0, ["mech"], "combat", opponent=1).best()
    assert plain is not None and better is not None and better.hit_on == plain.hit_on - 2
    against_letnev = dice.plan(state, 0, ["mech"], "combat", opponent=2).best()
    assert against_letnev is not None and against_letnev.hit_on == plain.hit_on
    infantry = dice.plan(state, 0, ["infantry"], "combat", opponent=1).best()
    assert infantry is not None and infantry.hit_on == stats(state, 0, "infantry").combat.hit_on  # type: ignore[union-attr]


def test_valkyrie_exoskeleton_hits_back_when_it_sustains_damage_in_ground_combat() -> None:
    state = pok_table({9: "26"}, factions=("sardakk", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry=2", planet="Lodor")
    script(state, 1, 7, 1)  # the mech misses; one defender hits, the other misses
    invade_lodor(state, {"mech": 1})
    for _ in range(5):  # the Sardakk take the hit on their mech's SUSTAIN DAMAGE
        asked = flow.decisions(state)
        if offered_now(state, "valkyrie_exoskeleton"):
            break
        flow.perform(state, asked[0].seat, asked[0].options[0])
    assert offered_now(state, "valkyrie_exoskeleton")
    flow.perform(state, 0, UseAbility("valkyrie_exoskeleton", ""))
    assert on(state, "Lodor", 1) == {"infantry": 1}  # the only choice for the hit: Hacan infantry


def _turn(faction: str) -> Any:
    from tests.engines.galaxy.rounds import holding

    return holding("technology", factions=[faction, "hacan", "letnev"])


def _component(state: Any, source: str, target: str) -> list[Any]:
    from engines.galaxy import GAME
    from engines.galaxy.actions.rounds import TakeComponentAction

    action = TakeComponentAction(source, target)
    assert action in flow.decisions(state)[0].options
    return GAME.apply(state, 0, action)


def _answer_offer(state: Any, source: str, target: str) -> None:
    from engines.galaxy import GAME
    from engines.galaxy.actions.factions import UseFactionAbility

    asked = flow.decisions(state)[0]
    assert asked.seat == 0 and UseFactionAbility(source, target) in asked.options, asked.options
    GAME.apply(state, 0, UseFactionAbility(source, target))


@pytest.mark.rule("TI-MECH-6")
def test_zs_thunderbolt_m2_deploys_a_mech_for_3_resources_after_orbital_drop() -> None:
    state = _turn("sol")
    _component(state, "orbital_drop", "Jord")
    _answer_offer(state, "zs_thunderbolt_m2", "planet:Jord")
    assert on(state, "Jord", 0).get("mech") == 1
    asked = flow.decisions(state)[0]
    assert asked.seat == 0 and any(isinstance(o, ExhaustPlanet) for o in asked.options)  # the 3 resources


def test_blackshade_infiltrator_deploys_a_mech_after_stall_tactics() -> None:
    state = _turn("yssaril")
    state.players[0].action_cards = ["sabotage"]
    home = home_planet(state, 0)
    _component(state, "stall_tactics", "sabotage")
    _answer_offer(state, "blackshade_infiltrator", f"planet:{home}")
    assert on(state, home, 0).get("mech") == 1 and state.players[0].action_cards == []


def test_ember_colossus_adds_an_infantry_when_star_forge_is_used_nearby() -> None:
    state = _turn("muaat")
    home = state.players[0].home
    planet = home_planet(state, 0)
    put(state, 0, home, "war_sun")
    put(state, 0, home, "mech", planet=planet)
    before = on(state, planet, 0).get("infantry", 0)
    _component(state, "star_forge", f"fighter:{home}")
    _answer_offer(state, "ember_colossus", f"planet:{planet}")
    assert on(state, planet, 0).get("infantry", 0) == before + 1


def test_aerie_sentinel_uses_no_capacity_beside_argent_carriers() -> None:
    from engines.galaxy.forces import excess
    from engines.galaxy.steps.movement import Cargo, Transit
    from engines.galaxy.tactical.movement import fits

    state = pok_table(factions=("argent", "hacan", "letnev"))
    put(state, 0, 7, "cruiser,infantry,mech")  # the cruiser carries nothing: no ship with capacity
    assert excess(state, 0, 7)[0] == 2
    put(state, 0, 7, "carrier")  # capacity 4: the infantry fits, the mech needs none
    put(state, 0, 7, "infantry=3")
    assert excess(state, 0, 7)[0] == 0
    carrier = [Transit("carrier", 7, -1, False, 0, False)]
    loads = [Cargo("infantry", 7, "", False)] * 4 + [Cargo("mech", 7, "", False)]
    assert fits(state, 0, carrier, loads, 9)
    state.players[0].faction = "hacan"  # another faction's mech needs its room
    assert not fits(state, 0, carrier, loads, 9)


def test_shield_paling_lets_jol_nar_infantry_on_its_planet_ignore_fragile() -> None:
    from engines.galaxy.combat import dice

    state = pok_table({9: "26"}, factions=("jolnar", "hacan", "letnev"))
    printed = stats(state, 0, "infantry").combat.hit_on  # type: ignore[union-attr]
    put(state, 0, 9, "infantry", planet="Lodor")
    alone = dice.plan(state, 0, ["infantry"], "combat", planet="Lodor").best()
    assert alone is not None and alone.hit_on == printed + 1  # Fragile
    put(state, 0, 9, "mech", planet="Lodor")
    beside = dice.plan(state, 0, ["infantry"], "combat", planet="Lodor").best()
    mech = dice.plan(state, 0, ["mech"], "combat", planet="Lodor").best()
    assert beside is not None and beside.hit_on == printed
    assert mech is not None and mech.hit_on == stats(state, 0, "mech").combat.hit_on + 1  # type: ignore[union-attr]


@pytest.mark.rule("TI-MECH-6", "TI-MECH-7")
def test_letani_behemoth_turns_an_infantry_into_a_mech_instead_of_mitosis() -> None:
    from engines.galaxy.effects import fire
    from tests.engines.galaxy.pok import offer, take

    state = pok_table(factions=("arborec", "hacan", "letnev"))
    put(state, 0, 22, "infantry=2", planet="Nestphar")
    fire(state, "status_phase_started", [0])
    assert "mech@planet:Nestphar" in offer(state).targets and "planet:Nestphar" in offer(state).targets
    take(state, "mech@planet:Nestphar")
    assert on(state, "Nestphar", 0) == {"infantry": 1, "mech": 1}
    put(state, 0, 9, "mech=3")  # no mech left in reinforcements: only Mitosis itself
    fire(state, "status_phase_started", [0])
    assert not [t for t in offer(state).targets if t.startswith("mech@")]


def test_moyins_ashes_makes_indoctrination_bring_a_yin_mech_for_one_influence_more() -> None:
    state = pok_table({9: "26"}, factions=("yin", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry=2", planet="Lodor")
    invade_lodor(state, {"infantry": 1})
    assert offered_now(state, "moyins_ashes") and offered_now(state, "indoctrination")
    flow.perform(state, 0, UseAbility("moyins_ashes", ""))
    assert on(state, "Lodor", 0) == {"infantry": 1, "mech": 1} and on(state, "Lodor", 1) == {"infantry": 1}
    paying = flow.decisions(state)[0]
    assert paying.seat == 0 and any(isinstance(o, ExhaustPlanet) for o in paying.options)
    while any(isinstance(o, ExhaustPlanet) for d in flow.decisions(state) for o in d.options):
        flow.perform(state, 0, next(o for o in flow.decisions(state)[0].options if isinstance(o, ExhaustPlanet)))
    assert not offered_now(state, "indoctrination")  # it was used with the mech


def test_watcher_leaves_the_board_to_cancel_an_action_card_played_near_it() -> None:
    from engines.galaxy.steps.cards import PlayCard
    from engines.galaxy.windows.registry import BY_SOURCE

    state = pok_table({9: "26"}, factions=("empyrean", "hacan", "letnev"))
    put(state, 0, 9, "mech", planet="Lodor")
    played = PlayCard(seat=1, card="sabotage:1")
    flow.push(state, played)
    window = Window(keys=["when:action_card_played"], actors=[1], subject="sabotage")
    flow.push(state, window)
    watcher = BY_SOURCE["watcher"][0]
    assert not watcher.could(state, 0, window)  # Hacan has nothing in or next to the mech's system
    put(state, 1, 22, "cruiser")  # beside Lodor's system
    assert watcher.could(state, 0, window) and watcher.targets is not None
    assert watcher.targets(state, 0, window) == ["planet:Lodor"]
    watcher.use(state, 0, window, "planet:Lodor")
    assert played.cancelled and on(state, "Lodor", 0) == {}


def test_reanimator_captures_the_vuilraith_infantry_destroyed_on_its_planet() -> None:
    from engines.galaxy.capture.units import captured
    from engines.galaxy.forces import destroy

    state = pok_table({9: "26"}, factions=("vuilraith", "hacan", "letnev"))
    put(state, 0, 9, "infantry=2,mech", planet="Lodor")
    destroy(state, 0, 9, "Lodor", "infantry", by=1, cause="combat")
    assert captured(state, 0, "infantry") == 1
    state.planets["Lodor"].units = [s for s in state.planets["Lodor"].units if s.kind != "mech"]
    destroy(state, 0, 9, "Lodor", "infantry", by=1, cause="combat")
    assert captured(state, 0, "infantry") == 1  # no Reanimator on the planet any more


@pytest.mark.rule("TI-MECH-6")
def test_hecatoncheires_puts_a_mech_and_an_infantry_where_a_pds_would_go() -> None:
    from engines.galaxy.actions.rounds import PlaceStructureOn
    from engines.galaxy.steps.common import PlaceStructure
    from tests.engines.galaxy.pok import take

    state = pok_table(factions=("titans", "hacan", "letnev"))
    planet = home_planet(state, 0)
    flow.push(state, PlaceStructure(seat=0, kinds=["pds"]))
    flow.perform(state, 0, PlaceStructureOn("pds", planet))
    take(state, f"planet:{planet}")
    assert on(state, planet, 0) == {"mech": 1, "infantry": 1}


def test_icarus_drive_leaves_the_board_to_bring_a_creuss_wormhole_token_to_its_system() -> None:
    from engines.galaxy.board import galaxy_for
    from engines.galaxy.windows.registry import BY_SOURCE

    state = pok_table(factions=("creuss", "hacan", "letnev"))
    put(state, 0, 7, "mech")
    icarus = BY_SOURCE["icarus_drive"][0]
    activated = Window(keys=["after:activation"], actors=[1], system=12)
    assert icarus.targets is not None and icarus.targets(state, 0, activated) == ["alpha:7", "beta:7"]
    icarus.use(state, 0, activated, "alpha:7")
    assert space(state, 7, 0) == {} and "alpha" in galaxy_for(state, 0).wormholes(7)
    assert not icarus.could(state, 0, activated)  # no mech left on the board


def test_reclaimer_builds_on_a_planet_the_winnu_gained_in_the_tactical_action() -> None:
    state = pok_table({9: "26"}, factions=("winnu", "hacan", "letnev"))
    invade_lodor(state, {"mech": 1})
    from engines.galaxy.windows.actions import PassWindow

    for _ in range(20):  # the other windows of the action pass by
        if offered_now(state, "reclaimer") or not flow.decisions(state):
            break
        asked = flow.decisions(state)[0]
        flow.perform(state, asked.seat, PassWindow() if PassWindow() in asked.options else asked.options[0])
    assert offered_now(state, "reclaimer")
    flow.perform(state, 0, UseAbility("reclaimer", "space_dock@planet:Lodor"))
    assert on(state, "Lodor", 0) == {"mech": 1, "space_dock": 1}


def test_quantum_manipulator_sustains_damage_to_cancel_a_hit_on_nomad_ships() -> None:
    from engines.galaxy.combat.hits import push_hits
    from engines.galaxy.windows.registry import BY_SOURCE

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    put(state, 0, 7, "carrier,mech")
    push_hits(state, 0, 2, 7)
    below = flow.top(state)
    window = Window(keys=["before:hits_assigned"], actors=[0], opponents=[1], system=7, subject="space", amount=2)
    flow.push(state, window)
    manipulator = BY_SOURCE["quantum_manipulator"][0]
    assert manipulator.could(state, 0, window)
    manipulator.use(state, 0, window, "")
    assert below.hits == 1  # type: ignore[union-attr]
    assert [s.damaged for s in state.systems["7"].space if s.kind == "mech"] == [1]
    assert not manipulator.could(state, 0, window)  # its SUSTAIN DAMAGE is used


def test_aerie_sentinel_rides_a_full_carrier_when_the_move_resolves() -> None:
    """LRR 16 (capacity) with the Aerie Sentinel: a carrier full of infantry also takes the mech, and the
    move resolves with every item on the carrier (it raised "declared cargo found no ship" in a game)."""
    from engines.galaxy.steps.movement import Cargo, Movement, Transit
    from engines.galaxy.tactical.movement import board_cargo, fits

    state = pok_table(factions=("argent", "hacan", "letnev"))
    put(state, 0, 7, "carrier,infantry=4,mech")
    carrier = [Transit("carrier", 7, -1, False, 0, False)]
    loads = [Cargo("infantry", 7, "", False)] * 4 + [Cargo("mech", 7, "", False)]
    assert fits(state, 0, carrier, loads, 9)
    assert board_cargo(state, Movement(seat=0, system=9, ships=carrier, cargo=loads)) == [0] * 5
