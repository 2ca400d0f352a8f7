"""The leaders of the Naalu, the Nekro Virus, the Naaz-Rokha and the Nomad that session 4 made real (one test named
after each): Z'eu, M'aban, Nekro Malleon, UNIT.DSGN.FLAYESH, Hesh and Prit, Artuno the Betrayer, Field Marshal
Mercer, The Thundarian and the Nomad hero's exact reach."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import GAME, flow
from engines.galaxy.abilities import find
from engines.galaxy.actions.factions import UseFactionAbility
from engines.galaxy.leaders.base import status
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.actions import Activate
from engines.galaxy.windows.registry import BY_SOURCE
from tests.engines.galaxy.pok import pok_table, take
from tests.engines.galaxy.tactics import pass_windows, put


def window_answer(source: str, key: str) -> Any:
    return next(a for a in BY_SOURCE[source] if key in a.keys)


def use(state: Any, source: str, target: str = "", seat: int = 0, window: str = "action") -> list[Any]:
    events = find(source, (window,)).use(state, seat, target)
    return events + flow.settle(state)


def activations(state: Any) -> list[int]:
    pass_windows(state)
    return [o.system for d in flow.decisions(state) for o in d.options if isinstance(o, Activate)]


# ----- the Naalu ------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4", "TI-LEADER-11")
def test_zeu_lets_a_chosen_player_make_a_tactical_action_outside_the_homes_without_a_command_token() -> None:
    state = pok_table(factions=("naalu", "hacan", "letnev"))
    use(state, "zeu", "seat:1")
    assert status(state, 0, "zeu") == "exhausted"
    asked = flow.top(state)
    assert isinstance(asked, FactionOffer) and asked.seat == 1  # the chosen player may decline
    take(state, "")
    action = flow.top(state)
    assert isinstance(action, TacticalAction) and action.seat == 1 and action.free
    systems = activations(state)
    assert 9 in systems and not {22, 28, 34} & set(systems)  # no home system
    tactic = state.players[1].tactic
    GAME.apply(state, 1, Activate(9))
    assert state.players[1].tactic == tactic and 1 not in state.systems["9"].tokens  # no token spent or placed


def test_zeu_used_on_the_naalu_themselves_starts_their_own_free_tactical_action() -> None:
    state = pok_table(factions=("naalu", "hacan", "letnev"))
    use(state, "zeu", "seat:0")
    action = flow.top(state)
    assert isinstance(action, TacticalAction) and action.seat == 0 and action.free


def test_maban_shows_the_naalu_their_neighbours_notes_and_the_agenda_decks_top_and_bottom() -> None:
    from engines.galaxy.content.action_deck import agenda_deck

    state = pok_table(factions=("naalu", "hacan", "letnev"))
    state.agenda_deck = list(agenda_deck())
    put(state, 0, 1, "carrier")
    put(state, 1, 2, "carrier")  # seat 1 is a neighbour (adjacent systems), seat 2 is not
    state.players[1].notes = ["1:ceasefire"]
    state.players[2].notes = ["2:trade_agreement"]
    top, bottom = state.agenda_deck[-1], state.agenda_deck[0]
    assert GAME.view(state, 0).looked == []  # locked
    secrets = GAME.secrets(state)
    assert "1:ceasefire" in secrets[1] and top in secrets[None]
    state.players[0].unlocked.append("maban")
    view = GAME.view(state, 0)
    assert set(view.looked) == {"1:ceasefire", top, bottom}
    assert GAME.view(state, 1).looked == []
    secrets = GAME.secrets(state)  # what the Naalu see is no longer one hand's (or the deck's) secret
    assert "1:ceasefire" not in secrets[1] and "2:trade_agreement" in secrets[2]
    assert top not in secrets[None] and bottom not in secrets[None]


# ----- the Nekro Virus ------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4")
def test_nekro_malleon_lets_a_player_give_up_a_command_token_or_an_action_card_for_two_trade_goods() -> None:
    from tests.engines.galaxy.cards import hand

    state = pok_table(factions=("nekro", "hacan", "letnev"))
    assert "seat:1" in find("nekro_malleon", ("any",)).targets(state, 0)  # type: ignore[misc]
    use(state, "nekro_malleon", "seat:1", window="any")
    assert status(state, 0, "nekro_malleon") == "exhausted"
    asked = flow.top(state)
    assert isinstance(asked, FactionOffer) and asked.seat == 1 and "fleet" in asked.targets
    fleet, goods = state.players[1].fleet, state.players[1].trade_goods
    take(state, "fleet")
    assert (state.players[1].fleet, state.players[1].trade_goods) == (fleet - 1, goods + 2)
    card = hand(state, 2, "spy")[0]
    state.players[0].exhausted.clear()
    use(state, "nekro_malleon", "seat:2", window="any")
    take(state, f"card:{card}")
    assert state.players[2].action_cards == [] and card in state.action_discard and state.players[2].trade_goods == 2


@pytest.mark.rule("TI-LEADER-8", "TI-PURGE-1")
def test_unit_dsgn_flayesh_destroys_the_units_on_a_specialty_planet_and_gives_its_values_and_a_technology() -> None:
    state = pok_table({9: "24"}, factions=("nekro", "hacan", "letnev"))  # Mehar Xull, red specialty, 1/3
    state.players[0].unlocked.append("unit_dsgn_flayesh")
    assert find("unit_dsgn_flayesh", ("action",)).targets(state, 0) == []  # type: ignore[misc]
    put(state, 0, 9, "destroyer")
    put(state, 1, 9, "infantry=2", planet="Mehar Xull")
    state.planets["Mehar Xull"].owner = 1
    use(state, "unit_dsgn_flayesh", "planet:Mehar Xull")
    assert state.planets["Mehar Xull"].units == [] and status(state, 0, "unit_dsgn_flayesh") == "purged"
    assert state.players[0].trade_goods == 4
    asked = flow.top(state)
    assert isinstance(asked, FactionOffer) and asked.must and "plasma_scoring" in asked.targets
    assert "gravity_drive" not in asked.targets  # blue: not the specialty's colour
    take(state, "plasma_scoring")
    assert "plasma_scoring" in state.players[0].technologies


# ----- the Naaz-Rokha Alliance ----------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-8", "TI-RELIC-3")
def test_hesh_and_prit_draw_a_relic_then_resolve_two_secondaries_of_cards_nobody_chose_or_still_ready() -> None:
    from engines.galaxy.state import StrategySlot
    from engines.galaxy.steps.strategic import CardAbility
    from tests.engines.galaxy.pok import relic_on_top

    state = pok_table(factions=("naazrokha", "hacan", "letnev"))
    state.players[0].unlocked.append("hesh_and_prit")
    state.strategy = [StrategySlot("leadership"), StrategySlot("trade", holder=1, used=True),
                      StrategySlot("politics", holder=2)]
    relic_on_top(state, "codex")
    strategy = state.players[0].strategy
    use(state, "hesh_and_prit")
    assert state.players[0].relics == ["codex"] and status(state, 0, "hesh_and_prit") == "purged"
    asked = flow.top(state)
    assert isinstance(asked, FactionOffer) and set(asked.targets) == {"leadership", "politics"}
    assert "leadership" in asked.targets and "trade" not in asked.targets  # Trade was used this round
    GAME.apply(state, 0, UseFactionAbility("hesh_and_prit", "leadership"))
    resolving = flow.top(state)
    assert isinstance(resolving, CardAbility) and (resolving.card, resolving.part) == ("leadership", "secondary")
    second = state.stack[-2]
    assert isinstance(second, FactionOffer) and second.targets == ["politics"] and second.amount == 1
    assert state.players[0].strategy == strategy  # no token from the strategy pool


# ----- the Nomad ------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4", "TI-LEADER-5")
def test_artuno_the_betrayer_puts_as_many_goods_on_the_card_and_pays_them_when_it_readies() -> None:
    from engines.galaxy.economy import gain_trade_goods
    from engines.galaxy.effects import fire
    from engines.galaxy.steps.windows import Window

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    answer = window_answer("artuno_the_betrayer", "after:gain_trade_goods")
    gained = Window(keys=["after:gain_trade_goods"], actors=[0], amount=3)
    assert answer.could(state, 0, gained) and not answer.could(state, 1, gained)
    assert not answer.could(state, 0, Window(keys=["after:gain_trade_goods"], actors=[0]))  # a transaction's
    gain_trade_goods(state, 0, 3, "test")
    answer.use(state, 0, gained, "")
    assert state.players[0].trade_goods == 3 and status(state, 0, "artuno_the_betrayer") == "exhausted"
    fire(state, "cards_readied", [0], cards=("artuno_the_betrayer",))
    assert state.players[0].trade_goods == 6
    fire(state, "cards_readied", [0], cards=("artuno_the_betrayer",))
    assert state.players[0].trade_goods == 6  # paid once


def test_artuno_the_betrayer_is_paid_in_the_status_phase_when_the_cards_ready() -> None:
    from engines.galaxy.phases.status import StatusHandler
    from engines.galaxy.state import Modifier
    from engines.galaxy.steps.phases import StatusPhase

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    state.modifiers.append(Modifier("artuno_goods", 0, "game", amount=2))
    state.players[0].exhausted.append("artuno_the_betrayer")
    StatusHandler()._ready(state, StatusPhase(order=[0, 1, 2]))
    assert state.players[0].trade_goods == 2 and not [m for m in state.modifiers if m.effect == "artuno_goods"]


@pytest.mark.rule("TI-LEADER-4")
def test_field_marshal_mercer_moves_up_to_two_ground_forces_onto_the_active_players_planets() -> None:
    from engines.galaxy.steps.windows import Window

    state = pok_table({9: "26"}, factions=("nomad", "hacan", "letnev"))
    state.planets["Lodor"].owner = 1
    put(state, 1, 28, "infantry=2", planet=next(p for p in state.systems["28"].planets))
    put(state, 1, 7, "mech")
    answer = window_answer("field_marshal_mercer", "end:tactical_action")
    ending = Window(keys=["end:tactical_action"], actors=[1], system=9)
    assert answer.could(state, 0, ending)
    assert not answer.could(state, 0, Window(keys=["end:tactical_action"], actors=[2], system=9))  # no planet there
    answer.use(state, 0, ending, "")
    assert status(state, 0, "field_marshal_mercer") == "exhausted"
    asked = flow.top(state)
    assert isinstance(asked, FactionOffer) and asked.seat == 1 and "mech@system:7>planet:Lodor" in asked.targets
    take(state, "mech@system:7>planet:Lodor")
    home = next(p for p in state.systems["28"].planets)
    take(state, f"infantry@planet:{home}>planet:Lodor")
    assert {s.kind: s.count for s in state.planets["Lodor"].units if s.owner == 1} == {"mech": 1, "infantry": 1}
    assert not isinstance(flow.top(state), FactionOffer)  # two at most


@pytest.mark.rule("TI-LEADER-4")
def test_the_thundarian_voids_the_rounds_dice_and_sends_the_combat_back_to_its_roll() -> None:
    from engines.galaxy.steps.combat import Die, SpaceCombat
    from engines.galaxy.steps.windows import Window

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    combat = SpaceCombat(seat=1, system=9, defender=2, round=1, stage="count_attacker")
    state.stack.append(combat)
    answer = window_answer("the_thundarian", "after:combat_roll")
    after = Window(keys=["after:combat_roll"], actors=[2], opponents=[1], system=9, subject="space")
    assert not answer.could(state, 0, after)  # only the attacker has rolled
    combat.stage, combat.hits, combat.dice = "count_defender", [2, 0], [Die("cruiser", 9, 7)]
    assert answer.could(state, 0, after)
    answer.use(state, 0, after, "")
    assert (combat.stage, combat.hits, combat.dice) == ("roll_attacker", [0, 0], [])
    assert status(state, 0, "the_thundarian") == "exhausted"


@pytest.mark.rule("TI-LEADER-8")
def test_ahk_syl_siven_moves_only_the_flagship_and_what_it_carries_out_of_a_system_with_a_nomad_token() -> None:
    from engines.galaxy.state import Modifier
    from engines.galaxy.tactical.actions import Load, MoveFrom, MoveShip
    from tests.engines.galaxy.tactics import choose, options, start

    state = pok_table(factions=("nomad", "hacan", "letnev"))
    put(state, 0, 23, "flagship,carrier,infantry=2")
    state.systems["23"].tokens.append(0)
    start(state, 0)
    choose(state, Activate(9))
    assert MoveFrom(23) not in options(state)  # the token holds them
    state.modifiers.append(Modifier("siven_free_moves", 0, "round"))  # Probability Matrix this round
    assert MoveFrom(23) in options(state)
    choose(state, MoveFrom(23))
    ships = {o.kind for o in options(state) if isinstance(o, MoveShip)}
    assert ships == {"flagship"}  # the carrier stays
    choose(state, MoveShip("flagship"))
    assert Load("infantry", 23) in options(state)  # what the flagship carries comes along
