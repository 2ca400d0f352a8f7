"""The factions' promissory notes (LRR 69): each played by another player who holds it, in its window or as
a component action, with its outcome; notes that are used up go home to their owner (LRR 69.4)."""

from __future__ import annotations

from typing import Any

from engines.galaxy import flow
from engines.galaxy.abilities import offered
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.combat import dice
from engines.galaxy.economy import influence, resources
from engines.galaxy.effects import any_true, in_force
from engines.galaxy.promissory.actions import PlayNote
from engines.galaxy.state import TIState
from engines.galaxy.windows import open_window
from tests.engines.galaxy.cards import pass_until
from tests.engines.galaxy.factions.helpers import offered as offer_on_top
from tests.engines.galaxy.factions.helpers import put, table_of

GROUND_START = ["start:ground_combat_round", "start:combat_round", "start:ground_combat", "start:combat"]


def _hold(state: TIState, holder: int, note: str) -> None:
    state.players[holder].notes.append(note)


def _play(state: TIState, holder: int, note: str) -> list[Any]:
    """Pass until ``holder`` is asked in the open window, then play ``note`` there."""
    flow.settle(state)
    decision = pass_until(state, holder)
    assert PlayNote(note) in decision.options, decision.options
    return flow.perform(state, holder, PlayNote(note))


def _take_offer(state: TIState, target: str) -> None:
    step = offer_on_top(state)
    assert step is not None, flow.top(state)
    flow.perform(state, step.seat, UseFactionAbility(step.source, target))


def _action(state: TIState, seat: int, note: str) -> list[Any]:
    """Play ``note`` as the component action the seat is offered for it."""
    found = [(a, t) for a, t in offered(state, seat, ("action",)) if a.source == f"note_action:{note.split(':')[1]}"]
    assert found, f"{note} is not offered as an action"
    entry, target = found[0]
    assert target == note
    return entry.use(state, seat, target)


def _home(state: TIState, note: str) -> bool:
    owner = int(note.split(":")[0])
    return note in state.players[owner].notes and not any(
        note in p.notes or note in p.promissory for p in state.players if p.seat != owner)


def test_cybernetic_enhancements_gain_one_more_command_token() -> None:
    state = table_of("l1z1x")
    _hold(state, 1, "0:cybernetic_enhancements")
    before = state.players[1].strategy
    open_window(state, "during:status_gain_tokens", actors=[0, 1, 2])
    _play(state, 1, "0:cybernetic_enhancements")
    assert state.players[1].strategy == before + 1 and _home(state, "0:cybernetic_enhancements")


def _ground(state: TIState, attacker: int, defender: int) -> None:
    put(state, attacker, 9, "infantry=2", planet="Lodor")
    put(state, defender, 9, "infantry=2", planet="Lodor")
    open_window(state, GROUND_START, actors=[attacker, defender], opponents=[attacker, defender], system=9,
                planet="Lodor")


def _infantry_hits_on(state: TIState, seat: int, opponent: int) -> int:
    planned = dice.plan(state, seat, ["infantry"], "combat", target=opponent, combat="ground", system=9,
                        planet="Lodor", opponent=opponent)
    return planned.aims[0].hit_on


def test_tekklar_legion_gives_plus_one_and_minus_one_to_the_norr() -> None:
    state = table_of("sardakk", tiles={9: "26"})
    _hold(state, 1, "0:tekklar_legion")
    _ground(state, 1, 0)
    norr, holder = _infantry_hits_on(state, 0, 1), _infantry_hits_on(state, 1, 0)
    _play(state, 1, "0:tekklar_legion")
    assert _infantry_hits_on(state, 1, 0) == holder - 1
    assert _infantry_hits_on(state, 0, 1) == norr + 1, "the N'orr lose their +1 against the holder"
    assert _home(state, "0:tekklar_legion")


def test_greyfire_mutagen_turns_one_enemy_infantry() -> None:
    state = table_of("yin", "hacan", "letnev", tiles={9: "26"})
    _hold(state, 1, "0:greyfire_mutagen")
    _ground(state, 1, 2)
    _play(state, 1, "0:greyfire_mutagen")
    mine = {s.owner: s.count for s in state.planets["Lodor"].units}
    assert mine == {1: 3, 2: 1} and _home(state, "0:greyfire_mutagen")


def test_military_support_puts_two_infantry_and_costs_sol_a_strategy_token() -> None:
    state = table_of("sol", tiles={9: "26"})
    state.planets["Lodor"].owner = 1
    _hold(state, 1, "0:military_support")
    tokens = state.players[0].strategy
    open_window(state, "start:turn", actors=[0])  # the Sol player's turn
    _play(state, 1, "0:military_support")
    _take_offer(state, "planet:Lodor")
    assert {s.kind: s.count for s in state.planets["Lodor"].units if s.owner == 1} == {"infantry": 2}
    assert state.players[0].strategy == tokens - 1 and _home(state, "0:military_support")


def test_spy_net_takes_one_of_the_yssaril_action_cards() -> None:
    state = table_of("yssaril")
    state.players[0].action_cards = ["sabotage:1", "ghost_ship:1"]
    _hold(state, 1, "0:spy_net")
    open_window(state, "start:turn", actors=[1])
    _play(state, 1, "0:spy_net")
    _take_offer(state, "ghost_ship:1")
    assert state.players[0].action_cards == ["sabotage:1"] and "ghost_ship:1" in state.players[1].action_cards
    assert _home(state, "0:spy_net")


def test_stymie_puts_an_arborec_token_into_a_system_of_the_holders_choice() -> None:
    state = table_of("arborec")
    put(state, 0, 9, "carrier")
    put(state, 1, 9, "destroyer")
    _hold(state, 1, "0:stymie")
    open_window(state, "after:move_into", actors=[0], system=9)
    _play(state, 1, "0:stymie")
    _take_offer(state, "system:23")
    assert 0 in state.systems["23"].tokens and _home(state, "0:stymie")


def test_raghs_call_sends_the_saar_ground_forces_to_another_saar_planet() -> None:
    state = table_of("saar", tiles={9: "26", 23: "25"})
    state.planets["Lodor"].owner = 1
    state.planets["Quann"].owner = 0
    put(state, 0, 9, "infantry=2", planet="Lodor")
    _hold(state, 1, "0:raghs_call")
    open_window(state, ["after:landing", "after:commit_ground_forces"], actors=[0], opponents=[1], system=9,
                planet="Lodor")
    _play(state, 1, "0:raghs_call")
    _take_offer(state, "planet:Quann")
    assert not any(s.owner == 0 for s in state.planets["Lodor"].units)
    assert {s.kind: s.count for s in state.planets["Quann"].units if s.owner == 0} == {"infantry": 2}


def test_trade_convoys_let_the_holder_trade_with_anyone_until_it_activates_a_hacan_system() -> None:
    from engines.galaxy.effects import fire

    state = table_of("hacan")
    _hold(state, 1, "0:trade_convoys")
    assert not any_true(state, "trade_with_anyone", 1)
    _action(state, 1, "0:trade_convoys")
    assert "0:trade_convoys" in state.players[1].promissory and any_true(state, "trade_with_anyone", 1)
    put(state, 0, 9, "destroyer")
    fire(state, "system_activated", [1], system=9, active=1)
    assert _home(state, "0:trade_convoys") and not any_true(state, "trade_with_anyone", 1)


def test_promise_of_protection_laid_face_up_stops_pillage() -> None:
    from engines.galaxy.factions.mentak import _plunder
    from engines.galaxy.steps.windows import Window

    state = table_of("mentak")
    state.players[1].trade_goods = 5
    put(state, 0, 23, "destroyer")  # both have ships in 23: neighbours (LRR 60)
    put(state, 1, 23, "destroyer")
    _hold(state, 1, "0:promise_of_protection")
    window = Window(keys=["after:gain_trade_goods"], actors=[1], amount=1)
    before = _plunder(state, 0, window)
    _action(state, 1, "0:promise_of_protection")
    assert "0:promise_of_protection" in state.players[1].promissory
    assert before and not _plunder(state, 0, window)


def test_antivirus_laid_face_up_at_the_start_of_a_combat_with_the_nekro() -> None:
    state = table_of("nekro")
    _hold(state, 1, "0:antivirus")
    open_window(state, ["start:space_combat", "start:combat"], actors=[0, 1], opponents=[0, 1], system=9)
    _play(state, 1, "0:antivirus")
    assert "0:antivirus" in state.players[1].promissory and "antivirus" in in_force(state, 1)


def test_fires_of_the_gashlai_give_the_war_sun_and_cost_the_muaat_a_fleet_token() -> None:
    state = table_of("muaat")
    fleet = state.players[0].fleet
    _hold(state, 1, "0:fires_of_the_gashlai")
    _action(state, 1, "0:fires_of_the_gashlai")
    assert "war_sun" in state.players[1].technologies and state.players[0].fleet == fleet - 1
    assert _home(state, "0:fires_of_the_gashlai")


def test_terraform_attaches_for_good_with_one_more_resource_and_influence() -> None:
    state = table_of("titans", tiles={9: "26"})
    state.planets["Lodor"].owner = 1
    before = resources(state, "Lodor"), influence(state, "Lodor")
    _hold(state, 1, "0:terraform")
    _action(state, 1, "0:terraform")
    _take_offer(state, "planet:Lodor")
    assert (resources(state, "Lodor"), influence(state, "Lodor")) == (before[0] + 1, before[1] + 1)
    assert "terraform" in state.planets["Lodor"].attachments
    assert not any("0:terraform" in p.notes for p in state.players), "it never goes home"


def test_creuss_iff_moves_a_creuss_wormhole_token_where_the_holder_says() -> None:
    from engines.galaxy.factions.creuss import TOKEN

    state = table_of("creuss")
    _hold(state, 1, "0:creuss_iff")
    open_window(state, "start:turn", actors=[1])
    _play(state, 1, "0:creuss_iff")
    _take_offer(state, "alpha:9")
    assert [(m.owner, m.target) for m in state.modifiers if m.effect == TOKEN] == [(0, 9)]
    assert _home(state, "0:creuss_iff")


def test_gift_of_prescience_gives_the_holder_the_zero_token_until_the_status_phase_ends() -> None:
    from engines.galaxy.effects import fire
    from engines.galaxy.seats import initiative

    state = table_of("naalu")
    _hold(state, 1, "0:gift_of_prescience")
    assert initiative(state, 0) == 0
    open_window(state, "end:strategy_phase")
    _play(state, 1, "0:gift_of_prescience")
    assert initiative(state, 1) == 0 and initiative(state, 0) > 0, "the Naalu lose Telepathic meanwhile"
    fire(state, "status_phase_ended", [0, 1, 2])
    assert _home(state, "0:gift_of_prescience") and initiative(state, 0) == 0


def test_acquiescence_makes_the_secondary_free_for_its_holder() -> None:
    from engines.galaxy.strategic import costs_token

    state = table_of("winnu")
    _hold(state, 1, "0:acquiescence")
    assert costs_token("technology", state, 1)
    open_window(state, "when:strategic_action", actors=[0], subject="technology")
    _play(state, 1, "0:acquiescence")
    assert not costs_token("technology", state, 1) and _home(state, "0:acquiescence")


def test_scepter_of_dominion_makes_players_on_the_mahact_sheet_place_a_token() -> None:
    from engines.galaxy.economy import HELD_TOKEN
    from engines.galaxy.state import Modifier

    state = table_of("mahact")
    state.modifiers.append(Modifier(HELD_TOKEN, 0, "game", target=2))
    put(state, 1, 9, "destroyer")
    _hold(state, 1, "0:scepter_of_dominion")
    open_window(state, "start:strategy_phase")
    _play(state, 1, "0:scepter_of_dominion")
    _take_offer(state, "system:9")
    assert state.systems["9"].tokens == [2] and _home(state, "0:scepter_of_dominion")


def test_research_agreement_gives_the_holder_what_the_jolnar_research() -> None:
    from engines.galaxy.actions.rounds import ResearchTechnology
    from engines.galaxy.steps.common import Research

    state = table_of("jolnar")
    _hold(state, 1, "0:research_agreement")
    flow.push(state, Research(seat=0))
    flow.settle(state)
    flow.perform(state, 0, ResearchTechnology("sarween_tools"))
    _play(state, 1, "0:research_agreement")
    assert "sarween_tools" in state.players[0].technologies and "sarween_tools" in state.players[1].technologies
    assert _home(state, "0:research_agreement")


def test_voidwatch_makes_a_player_moving_in_give_the_empyrean_a_note() -> None:
    from tests.engines.galaxy.factions.helpers import answer

    state = table_of("empyrean")
    state.players[0].technologies.append("voidwatch")  # an Empyrean faction technology
    put(state, 0, 9, "destroyer")
    state.players[1].notes = ["1:ceasefire", "1:trade_agreement"]
    open_window(state, "after:move_into", actors=[1], system=9)
    flow.settle(state)
    answer(state, 0, "voidwatch")
    _take_offer(state, "1:trade_agreement")
    assert "1:trade_agreement" in state.players[0].notes and state.players[1].notes == ["1:ceasefire"]


def test_dark_whispers_deal_the_empyrean_both_their_notes() -> None:
    from engines.galaxy import GAME

    state = GAME.new_state(3, 5, GAME.resolve_options({"factions": "empyrean,sol,hacan"}))
    seat = next(p.seat for p in state.players if p.faction == "empyrean")
    assert {f"{seat}:blood_pact", f"{seat}:dark_pact"} <= set(state.players[seat].notes)


def test_blood_pact_adds_four_votes_where_holder_and_empyrean_agree() -> None:
    from engines.galaxy.effects import collect
    from engines.galaxy.steps.agenda import Agenda, Vote

    state = table_of("empyrean")
    _hold(state, 1, "0:blood_pact")
    _action(state, 1, "0:blood_pact")
    step = Agenda(agenda="mutiny", stage="voting", votes=[Vote(0, "for", 3)], current="for")
    flow.push(state, step)
    assert collect(state, "vote_bonus", 1) == [("blood_pact", 4)]
    step.current = "against"
    assert collect(state, "vote_bonus", 1) == []


def test_dark_pact_gives_both_a_trade_good_for_a_full_load_of_commodities() -> None:
    from engines.galaxy.economy import commodity_value
    from engines.galaxy.effects import fire

    state = table_of("empyrean")
    _hold(state, 1, "0:dark_pact")
    _action(state, 1, "0:dark_pact")
    full = commodity_value(state, 1)
    goods = state.players[0].trade_goods, state.players[1].trade_goods
    fire(state, "transaction_made", [1, 0], given={1: full - 1, 0: 0})
    assert (state.players[0].trade_goods, state.players[1].trade_goods) == goods
    fire(state, "transaction_made", [1, 0], given={1: full, 0: 0})
    assert (state.players[0].trade_goods, state.players[1].trade_goods) == (goods[0] + 1, goods[1] + 1)


def _carrier_to_mecatol(with_crucible: bool) -> tuple[TIState, bool]:
    """Seat 0 activates Mecatol Rex with a carrier (move 1) at 22, the rift at 9 between; whether it may move."""
    from engines.galaxy.tactical.actions import Activate, MoveFrom
    from tests.engines.galaxy.tactics import options, start, table

    state = table({9: "41"}, factions=("sol", "vuilraith", "letnev"))
    put(state, 0, 22, "carrier")
    if with_crucible:
        _hold(state, 0, "1:crucible")
    start(state, 0)
    flow.perform(state, 0, Activate(0))
    if with_crucible:
        _play(state, 0, "1:crucible")
    flow.settle(state)
    return state, MoveFrom(22) in options(state)


def test_crucible_spares_rift_rolls_and_adds_one_more_move_per_rift() -> None:
    """Without it the carrier cannot reach Mecatol Rex; with it, one more move leaving the rift, no roll, and the
    note goes home."""
    from engines.galaxy.tactical.actions import EndMovement, MoveFrom, MoveShip
    from engines.galaxy.tactical.events import RiftRoll
    from tests.engines.galaxy.tactics import space

    assert not _carrier_to_mecatol(False)[1]
    state, movable = _carrier_to_mecatol(True)
    assert movable and _home(state, "1:crucible")
    flow.perform(state, 0, MoveFrom(22))
    flow.perform(state, 0, MoveShip("carrier"))
    events = flow.perform(state, 0, EndMovement())
    assert not [e for e in events if isinstance(e, RiftRoll)] and space(state, 0, 0) == {"carrier": 1}


def _barrage_missed(holder_plays: bool, result: int) -> TIState:
    """Seat 0's destroyer missed its barrage at seat 1's fighters; with the note, its one more die shows ``result``."""
    from engines.galaxy.combat.dice import open_after_ability_roll
    from engines.galaxy.steps.combat import Die
    from tests.engines.galaxy.tactics import script, table

    state = table(factions=("sol", "argent", "letnev"))
    put(state, 0, 9, "destroyer")
    put(state, 1, 9, "carrier,fighter=2")
    _hold(state, 0, "1:strike_wing_ambuscade")
    open_after_ability_roll(state, 0, 1, "anti_fighter_barrage", [Die("destroyer", 3, 9)], 0, 9)
    if holder_plays:
        script(state, result)
        _play(state, 0, "1:strike_wing_ambuscade")
    return state


def test_strike_wing_ambuscade_rolls_one_more_die_whose_hit_lands() -> None:
    from tests.engines.galaxy.tactics import space

    state = _barrage_missed(True, 9)
    _drive(state)
    assert space(state, 9, 1) == {"carrier": 1, "fighter": 1} and _home(state, "1:strike_wing_ambuscade")
    missed = _barrage_missed(True, 8)
    _drive(missed)
    assert space(missed, 9, 1) == {"carrier": 1, "fighter": 2}


def _drive(state: TIState) -> None:
    from tests.engines.galaxy.factions.helpers import drive_quietly

    drive_quietly(state)


def _war_funding_duel(play: bool) -> TIState:
    """Seat 0's cruiser attacks seat 1's: 3 (a miss) against 9 (a hit); War Funding's rerolls show 2, then 8."""
    from engines.galaxy.windows.actions import PassWindow
    from tests.engines.galaxy.factions.helpers import drive_quietly, duel, script

    state = table_of("sol")  # sol, hacan, letnev
    _hold(state, 0, "2:war_funding")
    script(state, 3, 9, 2, 8)
    duel(state, "cruiser", "cruiser")
    for _ in range(100):
        found = flow.decisions(state)
        if not found:
            break
        decision = found[0]
        if play and decision.seat == 0 and PlayNote("2:war_funding") in decision.options:
            flow.perform(state, 0, PlayNote("2:war_funding"))
            break
        if PassWindow() not in decision.options:
            break
        flow.perform(state, decision.seat, PassWindow())
    drive_quietly(state)
    return state


def test_war_funding_rerolls_the_opponents_dice_and_the_holders_misses_after_both_rolled() -> None:
    from tests.engines.galaxy.tactics import space

    assert space(_war_funding_duel(False), 9, 0) == {}  # the 9 hits, the 3 misses
    state = _war_funding_duel(True)
    assert space(state, 9, 0) == {"cruiser": 1} and space(state, 9, 1) == {}
    assert _home(state, "2:war_funding")


def _cavalry_duel(play: bool, dice_script: tuple[int, ...]) -> tuple[TIState, list[Any]]:
    """Seat 0 (holding the Nomad's Cavalry) attacks seat 1's two destroyers with a cruiser, scripted dice."""
    from engines.galaxy.windows.actions import PassWindow
    from tests.engines.galaxy.factions.helpers import drive_quietly, duel, script

    state = table_of("sol", "hacan", "nomad")
    _hold(state, 0, "2:the_cavalry")
    script(state, *dice_script)
    events = duel(state, "cruiser", "destroyer=2")
    for _ in range(100):
        found = flow.decisions(state)
        if not found:
            break
        decision = found[0]
        if play and decision.seat == 0 and PlayNote("2:the_cavalry") in decision.options:
            events += flow.perform(state, 0, PlayNote("2:the_cavalry"))
            events += flow.perform(state, 0, UseFactionAbility("the_cavalry", "cruiser"))
            play = False
            continue
        if PassWindow() not in decision.options:
            break
        events += flow.perform(state, decision.seat, PassWindow())
    events += drive_quietly(state)
    return state, events


def test_the_cavalry_fights_one_ship_as_the_nomad_flagship_for_the_combat() -> None:
    """Memoria I: combat 7 with 2 dice, ANTI-FIGHTER BARRAGE 8 with 3 dice, SUSTAIN DAMAGE."""
    from tests.engines.galaxy.factions.helpers import rolls
    from tests.engines.galaxy.tactics import space

    # Destroyers: ANTI-FIGHTER BARRAGE 9 with 2 dice each, combat 9. Alone, the cruiser rolls one die on 7:
    # it sinks one destroyer, and the other's hit sinks it.
    plain, _ = _cavalry_duel(False, (1, 1, 1, 1, 7, 9, 1))
    assert space(plain, 9, 0) == {} and space(plain, 9, 1) == {"destroyer": 1}
    # With the Cavalry: its barrage (3 dice on 8) and the destroyers' (4), then two dice on 7 sink both, and
    # the one hit it takes is cancelled by SUSTAIN DAMAGE.
    state, events = _cavalry_duel(True, (1, 1, 1, 1, 1, 1, 1, 7, 7, 9, 1))
    assert [d.hit_on for d in rolls(events, 0, "anti_fighter_barrage")] == [8, 8, 8]
    assert [d.hit_on for d in rolls(events, 0)] == [7, 7]
    assert space(state, 9, 1) == {} and space(state, 9, 0) == {"cruiser": 1}
    assert _home(state, "2:the_cavalry")
