"""Activation and movement of the tactical action (LRR 5, 89.1, 58, 95, 16, 37, 41, 59, 11, 86, 100)."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.state import Modifier, key
from engines.galaxy.steps.movement import Movement
from engines.galaxy.tactical.actions import Activate, EndMovement, FinishOrigin, Load, MoveFrom, MoveShip, Remove
from engines.galaxy.tactical.activation import can_take_tactical_action
from engines.galaxy.tactical.events import RiftRoll, UnitsRemoved
from tests.engines.galaxy.tactics import choose, decision, on, options, put, script, space, start, step_name, table

# Sol's home is 22; 22 touches 9, 21 and 23; 9 touches 2, 3, 8, 10, 21, 22; 2 touches Mecatol Rex (0).


def moving(state: object) -> Movement:
    top = flow.top(state)  # type: ignore[arg-type]
    assert isinstance(top, Movement)
    return top


def test_activation_spends_a_tactic_token_into_a_system_without_ones_own_lrr_89_1() -> None:
    """LRR 89.1, 5.2, 5.3: a tactic token goes to a system that holds none of yours; others' tokens do not stop it."""
    state = table()
    state.systems[key(9)].tokens.append(0)
    state.systems[key(2)].tokens.append(1)
    start(state, 0)
    offered = {o.system for o in options(state)}
    assert 9 not in offered and 2 in offered
    choose(state, Activate(2))
    assert state.players[0].tactic == 2 and state.systems[key(2)].tokens == [1, 0]
    assert step_name(state) == "Movement"


def test_no_tactical_action_without_a_tactic_token_lrr_20_4() -> None:
    state = table()
    state.players[0].tactic = 0
    assert not can_take_tactical_action(state, 0)
    state.players[0].tactic = 1
    assert can_take_tactical_action(state, 0)


def test_ships_need_the_move_value_to_reach_the_active_system_lrr_58_4f() -> None:
    """A carrier (move 1) cannot reach a system two away; a cruiser (move 2) can."""
    state = table()
    put(state, 0, 22, "carrier,cruiser")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(22))
    kinds = {o.kind for o in options(state) if isinstance(o, MoveShip)}
    assert kinds == {"cruiser"}


def test_ships_in_a_system_with_their_command_token_stay_lrr_58_4c() -> None:
    state = table()
    put(state, 0, 22, "cruiser")
    put(state, 0, 23, "cruiser")
    state.systems[key(23)].tokens.append(0)
    start(state, 0)
    choose(state, Activate(9))
    assert [o.system for o in options(state) if isinstance(o, MoveFrom)] == [22]


def test_ships_cannot_pass_other_players_ships_but_may_end_there_lrr_58_4b() -> None:
    state = table()
    put(state, 0, 22, "cruiser")
    put(state, 1, 9, "destroyer")
    start(state, 0)
    choose(state, Activate(2))  # 22 -> 9 -> 2 is the only two-step route
    assert MoveFrom(22) not in options(state)
    state = table()
    put(state, 0, 22, "cruiser")
    put(state, 1, 9, "destroyer")
    start(state, 0)
    choose(state, Activate(9))
    assert MoveFrom(22) in options(state)


def test_light_wave_deflector_passes_through_other_players_ships() -> None:
    """Light/Wave Deflector: ships may move through systems holding other players' ships."""
    state = table()
    state.players[0].technologies.append("light_wave_deflector")
    put(state, 0, 22, "cruiser")
    put(state, 1, 9, "destroyer")
    start(state, 0)
    choose(state, Activate(2))
    assert MoveFrom(22) in options(state)


def test_asteroid_fields_and_supernovas_block_movement_lrr_11_1_86_1() -> None:
    """Antimass Deflectors lets ships into and through asteroid fields, never supernovas."""
    for tile, tech, passes in (("44", "", False), ("44", "antimass_deflectors", True),
                               ("43", "antimass_deflectors", False)):
        state = table({9: tile})
        if tech:
            state.players[0].technologies.append(tech)
        put(state, 0, 22, "cruiser")
        start(state, 0)
        choose(state, Activate(2))
        assert (MoveFrom(22) in options(state)) is passes, tile


def test_a_nebula_is_entered_only_as_the_active_system_lrr_59_1() -> None:
    state = table({9: "42"})
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(2))
    assert MoveFrom(22) not in options(state)  # it would pass through the nebula
    state = table({9: "42"})
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(9))
    assert MoveFrom(22) in options(state)


def test_a_ship_starting_in_a_nebula_has_move_1_lrr_59_2() -> None:
    state = table({9: "42"})
    put(state, 0, 9, "cruiser")
    start(state, 0)
    choose(state, Activate(0))  # 9 -> 2 -> 0: two moves, but only one from a nebula
    assert MoveFrom(9) not in options(state)
    state = table({9: "42"})
    put(state, 0, 9, "cruiser")
    start(state, 0)
    choose(state, Activate(2))
    assert MoveFrom(9) in options(state)


def test_a_gravity_rift_adds_a_move_and_a_roll_that_removes_on_1_to_3_lrr_41() -> None:
    """LRR 41.1, 41.2, 41.2a-b: a carrier with move 1 gets through the rift; it rolls, its cargo does not."""
    state = table({9: "41"})
    put(state, 0, 9, "carrier,fighter=2")
    start(state, 0)
    choose(state, Activate(2))  # 9 is a rift: leaving it costs no move
    choose(state, MoveFrom(9))
    choose(state, MoveShip("carrier"))
    choose(state, Load("fighter", 9))
    script(state, 3)
    events = choose(state, EndMovement())
    rolls = [e for e in events if isinstance(e, RiftRoll)]
    assert [(r.kind, r.result, r.lost) for r in rolls] == [("carrier", 3, True)]
    assert space(state, 2, 0) == {} and space(state, 9, 0) == {}  # the fighter left behind has no ship (16.3)
    removed = [(e.kind, e.reason) for e in events if isinstance(e, UnitsRemoved)]
    assert removed == [("carrier", "gravity rift"), ("fighter", "gravity rift"), ("fighter", "capacity")]


def test_a_ship_surviving_the_rift_arrives_with_its_cargo() -> None:
    state = table({9: "41"})
    put(state, 0, 9, "carrier,fighter=2")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("carrier"))
    choose(state, Load("fighter", 9))
    choose(state, Load("fighter", 9))
    script(state, 4)
    choose(state, EndMovement())
    assert space(state, 2, 0) == {"carrier": 1, "fighter": 2}


def test_routes_avoid_gravity_rifts_when_they_can() -> None:
    """A cruiser going round the rift rolls nothing (the route with fewest rift exits is used)."""
    state = table({9: "41"})
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(10))  # 22 -> 23 -> 10 avoids the rift at 9
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    assert not any(isinstance(e, RiftRoll) for e in choose(state, EndMovement()))


def test_nothing_moves_until_movement_ends_lrr_58_6() -> None:
    state = table()
    put(state, 0, 22, "cruiser=2")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    choose(state, MoveShip("cruiser"))
    assert space(state, 22, 0) == {"cruiser": 2} and space(state, 9, 0) == {}
    assert MoveShip("cruiser") not in options(state)  # both are declared
    choose(state, EndMovement())
    assert space(state, 9, 0) == {"cruiser": 2}


def test_transport_picks_up_at_the_start_on_the_way_and_in_the_active_system_lrr_95_1() -> None:
    """A carrier from 22 passing 9 into 2 picks up infantry from Jord (start), from 9, and lifts one off a planet
    of the active system."""
    state = table({2: "26"})
    state.players[0].technologies.append("carrier_2")  # move 2
    put(state, 0, 22, "carrier")
    put(state, 0, 22, "infantry", planet="Jord")
    put(state, 0, 9, "infantry")
    put(state, 0, 2, "infantry", planet="Lodor")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier", via=9))
    for load in (Load("infantry", 22, "Jord"), Load("infantry", 9), Load("infantry", 2, "Lodor")):
        choose(state, load)
    choose(state, EndMovement())
    assert space(state, 2, 0) == {"carrier": 1, "infantry": 3}
    assert on(state, "Jord", 0) == {} and on(state, "Lodor", 0) == {}


def test_no_pick_up_from_another_system_with_ones_command_token_lrr_95_3() -> None:
    state = table({2: "26"})
    state.players[0].technologies.append("carrier_2")
    put(state, 0, 22, "carrier")
    put(state, 0, 9, "infantry")
    state.systems[key(9)].tokens.append(0)
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(22))
    assert MoveShip("carrier", via=9) not in options(state)


def test_cargo_never_exceeds_capacity_lrr_16_1() -> None:
    state = table()
    put(state, 0, 22, "cruiser,destroyer,carrier,fighter=8")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    assert not [o for o in options(state) if isinstance(o, Load)]  # nothing declared with capacity yet
    choose(state, MoveShip("carrier"))
    for _ in range(6):  # the Sol's Advanced Carrier I carries 6
        choose(state, Load("fighter", 22))
    assert Load("fighter", 22) not in options(state)


def test_units_left_beyond_capacity_are_removed_by_their_owners_choice_lrr_16_3() -> None:
    state = table()
    put(state, 0, 22, "carrier=2,fighter=2,infantry=2")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    choose(state, FinishOrigin())
    choose(state, EndMovement())
    # 4 fighters and ground forces stay with 4 capacity: nothing to remove; now the second carrier leaves too
    assert space(state, 22, 0) == {"carrier": 1, "fighter": 2, "infantry": 2}
    state = table()
    put(state, 0, 22, "carrier,destroyer,fighter=2,infantry=1")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    choose(state, EndMovement())
    asked = decision(state)
    assert asked.rule == "LRR 16.3" and set(asked.options) == {Remove("fighter"), Remove("infantry")}
    choose(state, Remove("fighter"))
    assert flow.decisions(state)  # still over: one more
    choose(state, Remove("fighter"))
    assert space(state, 22, 0) == {"destroyer": 1}
    assert space(state, 9, 0) == {"carrier": 1}


def test_the_fleet_pool_limits_non_fighter_ships_in_the_active_system_lrr_37_1() -> None:
    state = table()
    state.players[0].fleet = 2
    put(state, 0, 9, "destroyer")
    put(state, 0, 22, "cruiser=3")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    assert MoveShip("cruiser") not in options(state)


def test_fighter_2_moves_alone_and_excess_fighters_count_against_the_fleet_pool() -> None:
    """Fighter II: move 2 without transport; fighters beyond capacity count against the fleet pool (LRR 37.3)."""
    state = table()
    state.players[0].technologies.append("fighter_2")
    state.players[0].fleet = 2
    put(state, 0, 9, "cruiser")
    put(state, 0, 22, "fighter=2")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("fighter"))
    choose(state, MoveShip("fighter"))
    choose(state, EndMovement())
    assert decision(state).rule == "LRR 37.3"  # cruiser + 2 loose fighters against a fleet pool of 2
    choose(state, Remove("fighter"))
    assert space(state, 9, 0) == {"cruiser": 1, "fighter": 1}


def test_gravity_drive_gives_one_ship_one_more_move() -> None:
    state = table()
    state.players[0].technologies.append("gravity_drive")
    put(state, 0, 22, "carrier=2")
    start(state, 0)
    choose(state, Activate(2))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("carrier"))
    assert MoveShip("carrier") not in options(state)  # the bonus is used
    choose(state, EndMovement())
    assert space(state, 2, 0) == {"carrier": 1}


def test_the_wormhole_nexus_turns_active_when_a_ship_moves_in_lrr_100_2() -> None:
    state = table({9: "82"})
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    assert not state.nexus_active
    choose(state, EndMovement())
    assert state.nexus_active


def test_tactical_scope_modifiers_end_with_the_tactical_action() -> None:
    """Effects lasting "this tactical action" are dropped when it ends; longer ones stay."""
    state = table()
    state.modifiers += [Modifier("bonus", 0, "tactical"), Modifier("law", 0, "game")]
    start(state, 0)
    choose(state, Activate(9))
    choose(state, EndMovement())
    assert not state.stack and [m.effect for m in state.modifiers] == ["law"]


def sample(cls: type) -> object:
    """An instance with plain field values (a cruiser, Jord, Sarween Tools, zeros)."""
    values = {"kind": "cruiser", "planet": "Jord", "technology": "sarween_tools", "units": {"cruiser": 1},
              "dice": [], "purpose": "space_combat", "reason": "capacity", "source": "magen_defense_grid"}
    names = [f for f in cls.__struct_fields__ if f != "only"]  # type: ignore[attr-defined]
    return cls(**{f: values.get(f, 0) for f in names})


def test_every_tactical_option_and_event_has_our_own_words() -> None:
    """Labels and log lines exist for every action and event of the tactical action (no class-name fallback)."""
    from engines.galaxy.tactical.actions import TACTICAL_ACTIONS
    from engines.galaxy.tactical.events import TACTICAL_EVENTS
    from engines.galaxy.words import describe, narrate

    state = table()
    for action_type in TACTICAL_ACTIONS:
        assert describe(state, sample(action_type)) != action_type.__name__
    for event_type in TACTICAL_EVENTS:
        assert narrate(sample(event_type)) != event_type.__name__


def test_the_view_shows_the_tactical_action_in_progress() -> None:
    """The table draws declared ships from the view; the steps hold nothing hidden."""
    import msgspec

    from engines.galaxy.view import game_view

    state = table()
    put(state, 0, 22, "cruiser")
    assert game_view(state, 1).tactical is None
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    seen = game_view(state, 1).tactical
    assert seen is not None and seen.action is not None and seen.action.system == 9
    assert seen.movement is not None and [s.kind for s in seen.movement.ships] == ["cruiser"]
    assert msgspec.json.decode(msgspec.json.encode(seen)) is not None


def test_each_exit_from_a_gravity_rift_rolls_lrr_41_3() -> None:
    """A cruiser (move 2) reaches Mecatol Rex from 22 through two rifts: two more moves, two rolls."""
    state = table({9: "41", 2: "67"})
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(0))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    script(state, 5, 6)
    events = choose(state, EndMovement())
    assert [(e.result, e.lost) for e in events if isinstance(e, RiftRoll)] == [(5, False), (6, False)]
    assert space(state, 0, 0) == {"cruiser": 1}


def test_a_command_token_placed_comes_from_reinforcements_else_the_fullest_pool_lrr_20_6_78_7d() -> None:
    from engines.galaxy.forces import place_command_token

    state = table()
    player = state.players[0]
    place_command_token(state, 0, 9)
    assert state.systems[key(9)].tokens == [0] and (player.tactic, player.fleet, player.strategy) == (3, 3, 2)
    place_command_token(state, 0, 9)  # already there: nothing more (20.6)
    assert state.systems[key(9)].tokens == [0]
    player.tactic, player.fleet, player.strategy = 4, 6, 5  # with the token on the board: all 16 in use
    place_command_token(state, 0, 10)
    assert 0 in state.systems[key(10)].tokens and (player.tactic, player.fleet, player.strategy) == (4, 5, 5)


def test_a_refused_ship_from_the_creuss_home_names_the_real_reason_lrr_58_4() -> None:
    """LRR 58.4: moving from the Creuss home (node -51, beyond its gate) is moving from a chosen system; a ship
    that is not there is refused for that, not with "choose a system first"."""
    from engines.galaxy.adjacency import DELTA_HOME
    from engines.galaxy.board import galaxy
    from engines.galaxy.tactical.refusals import refusal

    state = table(factions=("creuss", "hacan", "letnev"))
    put(state, 0, DELTA_HOME, "carrier=1")
    (gate,) = galaxy(state).adjacent[DELTA_HOME]
    start(state, 0)
    choose(state, Activate(gate))
    choose(state, MoveFrom(DELTA_HOME))
    reason = refusal(state, 0, MoveShip("fighter"))
    assert "Choose a system" not in reason and "carried by a ship" in reason
