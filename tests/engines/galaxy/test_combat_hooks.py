"""The hooks later cards and abilities use: rerolls right after a roll (LRR 74.3), the combat's timing windows
(78.2, 42.4), modifiers by scope, destroyed versus removed (31.2), and the turn-flow technologies."""

from __future__ import annotations

from engines.galaxy import effects, flow
from engines.galaxy.effects import Context, effect
from engines.galaxy.forces import destroy, take_away
from engines.galaxy.state import Modifier, key
from engines.galaxy.steps.combat import Die
from engines.galaxy.tactical.actions import Activate, AnnounceRetreat, EndMovement, MoveFrom, MoveShip, RetreatTo
from engines.galaxy.tactical.technologies import INFANTRY_RETURN
from tests.engines.galaxy.tactics import choose, on, options, put, script, space, start, table

CALLS: list[tuple[str, int, int]] = []

for _hook in ("before_combat", "start_of_combat", "start_of_combat_round", "after_assign_hits",
              "end_of_combat_round", "combat_ended", "combat_won"):
    def _watch(ctx: Context, hook: str = _hook) -> list[object]:
        CALLS.append((hook, ctx.seat, ctx.details.get("round", 0)))
        return []

    effect("test_watch", hook=_hook)(_watch)


@effect("test_loaded_dice", hook="after_roll", roll="combat")
def _loaded_dice(ctx: Context) -> list[object]:
    """A test effect: every combat die of its owner is rerolled into a 10."""
    dice: list[Die] = ctx.dice
    for die in dice:
        die.result = 10
    return []


@effect("test_fighter_drill", hook="roll_modifier", roll="combat", unit="destroyer")
def _fighter_drill(ctx: Context) -> int:
    return 2


def duel(state: object) -> None:
    """Cruiser against cruiser at 9; seat 0 gives up Jord so it has nowhere to retreat to."""
    state.planets["Jord"].owner = -1  # type: ignore[attr-defined]
    put(state, 1, 9, "cruiser")  # type: ignore[arg-type]
    put(state, 0, 22, "cruiser")  # type: ignore[arg-type]
    start(state, 0)  # type: ignore[arg-type]
    choose(state, Activate(9))  # type: ignore[arg-type]
    choose(state, MoveFrom(22))  # type: ignore[arg-type]
    choose(state, MoveShip("cruiser"))  # type: ignore[arg-type]


def test_a_reroll_right_after_the_roll_changes_the_hits_lrr_74_3() -> None:
    state = table()
    state.modifiers.append(Modifier("test_loaded_dice", 0, "combat"))
    duel(state)
    script(state, 1, 1)
    choose(state, EndMovement())
    assert space(state, 9, 1) == {} and space(state, 9, 0) == {"cruiser": 1}
    assert not state.modifiers  # a "this combat" effect ends with the combat


def test_the_combat_windows_fire_in_order_for_both_sides_lrr_78_2() -> None:
    CALLS.clear()
    state = table()
    state.modifiers += [Modifier("test_watch", 0, "game"), Modifier("test_watch", 1, "game")]
    duel(state)
    script(state, 1, 1, 7, 1)
    choose(state, EndMovement())
    hooks = [(h, s) for h, s, _ in CALLS]
    assert hooks == [
        ("before_combat", 0), ("before_combat", 1),
        ("start_of_combat", 0), ("start_of_combat", 1),
        ("start_of_combat_round", 0), ("start_of_combat_round", 1),
        ("after_assign_hits", 0), ("after_assign_hits", 1),
        ("end_of_combat_round", 0), ("end_of_combat_round", 1),
        ("start_of_combat_round", 0), ("start_of_combat_round", 1),
        ("after_assign_hits", 0), ("after_assign_hits", 1),
        ("end_of_combat_round", 0), ("end_of_combat_round", 1),
        ("combat_ended", 0), ("combat_ended", 1), ("combat_won", 0),
    ]
    assert [r for h, _, r in CALLS if h == "start_of_combat_round"] == [1, 1, 2, 2]


def test_combat_modifiers_do_not_touch_anti_fighter_barrage_lrr_10_1c() -> None:
    from engines.galaxy.combat import dice

    state = table()
    state.modifiers.append(Modifier("test_fighter_drill", 0, "game"))
    combat = dice.plan(state, 0, ["destroyer"], "combat")
    barrage = dice.plan(state, 0, ["destroyer"], "anti_fighter_barrage")
    assert combat.aims[0].hit_on == 7 and barrage.aims[0].hit_on == 9


def test_scopes_end_when_their_procedure_ends() -> None:
    state = table()
    state.modifiers += [Modifier("a", 0, "roll"), Modifier("b", 0, "combat_round"), Modifier("c", 0, "round")]
    effects.end_scope(state, "combat_round")
    assert [m.effect for m in state.modifiers] == ["a", "c"]
    effects.end_scope(state, "roll")
    assert [m.effect for m in state.modifiers] == ["c"]


def test_destroyed_units_trigger_effects_removed_units_do_not_lrr_31_2() -> None:
    """Self-Assembly Routines gives a trade good when a mech is destroyed, not when it is removed."""
    state = table({9: "26"})
    state.players[0].technologies.append("self_assembly_routines")
    put(state, 0, 9, "mech=2", planet="Lodor")
    destroy(state, 0, 9, "Lodor", "mech", by=1, cause="combat")
    assert state.players[0].trade_goods == 1
    take_away(state, 0, 9, "Lodor", "mech", 1, "capacity")
    assert state.players[0].trade_goods == 1 and on(state, "Lodor", 0) == {}


def test_infantry_2_comes_back_to_a_home_planet_at_the_start_of_the_next_turn() -> None:
    state = table({9: "26"})
    state.players[0].technologies.append("infantry_2")
    put(state, 0, 9, "infantry=2", planet="Lodor")
    script(state, 6, 5)
    destroy(state, 0, 9, "Lodor", "infantry", by=1)
    destroy(state, 0, 9, "Lodor", "infantry", by=1)
    assert [m.amount for m in state.modifiers if m.effect == INFANTRY_RETURN] == [1]
    effects.fire(state, "start_of_turn", [0])
    assert on(state, "Jord", 0) == {"infantry": 1} and not state.modifiers


def test_dark_energy_tap_retreats_into_an_empty_system() -> None:
    for owned, offered in (([], []), (["dark_energy_tap"], [RetreatTo(21), RetreatTo(23)])):
        state = table()
        state.players[0].technologies += owned
        duel(state)
        script(state, 1, 1)
        choose(state, EndMovement())
        if not offered:
            assert all(AnnounceRetreat() not in d.options for d in flow.decisions(state))
            continue
        choose(state, AnnounceRetreat())
        assert set(options(state)) >= set(offered)
        choose(state, RetreatTo(21))
        assert space(state, 21, 0) == {"cruiser": 1} and 0 in state.systems[key(21)].tokens


def test_unit_upgrades_change_the_units_in_play_lrr_97_4() -> None:
    """Destroyer II's barrage (3 dice at 6), Dreadnought II's move 2, Carrier II's capacity 6."""
    from engines.galaxy.combat import dice
    from engines.galaxy.tactical.actions import Load

    state = table()
    state.players[0].technologies += ["destroyer_2", "dreadnought_2", "carrier_2"]
    barrage = dice.plan(state, 0, ["destroyer"], "anti_fighter_barrage")
    assert [(a.hit_on, a.dice) for a in barrage.aims] == [(6, 3)]
    put(state, 0, 22, "dreadnought,carrier,fighter=6")
    start(state, 0)
    choose(state, Activate(2))  # two systems away
    choose(state, MoveFrom(22))
    assert {o.kind for o in options(state) if isinstance(o, MoveShip)} == {"dreadnought", "carrier"}
    choose(state, MoveShip("carrier"))
    for _ in range(6):
        choose(state, Load("fighter", 22))
    assert Load("fighter", 22) not in options(state)
