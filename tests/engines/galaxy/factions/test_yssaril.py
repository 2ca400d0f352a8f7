"""The Yssaril Tribes: Stall Tactics, Scheming, Crafty, Transparasteel Plating, Mageon Implants, Ysia Yssrila."""

from __future__ import annotations

from engines.galaxy.abilities import find
from engines.galaxy.hands import draw_action_cards, hand_limit
from engines.galaxy.tactical.movement import blocked_for
from tests.engines.galaxy.factions.helpers import put, table_of, take, with_tech


def deal(state: object, seat: int, count: int) -> None:
    for _ in range(count):
        state.players[seat].action_cards.append(state.action_deck.pop())  # type: ignore[attr-defined]


def test_stall_tactics_discards_an_action_card_as_the_turns_action() -> None:
    state = table_of("yssaril")
    state.action_deck = ["spy:1", "plague:1"]
    deal(state, 0, 1)
    find("stall_tactics", ("action",)).use(state, 0, "plague:1")
    assert state.players[0].action_cards == [] and state.action_discard == ["plague:1"]


def test_scheming_draws_one_more_then_discards_one() -> None:
    state = table_of("yssaril")
    state.action_deck = ["spy:1", "plague:1", "uprising:1"]
    draw_action_cards(state, 0, 1)
    assert len(state.players[0].action_cards) == 2
    take(state, "scheming", "uprising:1")
    assert state.players[0].action_cards == ["plague:1"]


def test_crafty_has_no_hand_limit() -> None:
    state = table_of("yssaril")
    assert hand_limit(state, 0) > 100 and hand_limit(state, 1) == 7


def test_transparasteel_plating_bars_passed_players_from_action_cards_on_the_yssarils_turn() -> None:
    from engines.galaxy import flow
    from engines.galaxy.cards.action_cards.registry import barred
    from engines.galaxy.steps.phases import PlayerTurn

    state = table_of("yssaril")
    with_tech(state, 0, "transparasteel_plating")
    state.players[1].passed = True
    assert not barred(state, 1)
    flow.push(state, PlayerTurn(seat=0))
    assert barred(state, 1) and not barred(state, 2)  # seat 2 has not passed


def test_mageon_implants_take_one_of_another_players_action_cards() -> None:
    state = table_of("yssaril")
    with_tech(state, 0, "mageon_implants")
    state.action_deck = ["spy:1", "plague:1"]
    deal(state, 2, 2)
    find("mageon_implants", ("action",)).use(state, 0, "seat:2")
    take(state, "mageon_implants", "spy:1")
    assert state.players[0].action_cards == ["spy:1"] and state.players[2].action_cards == ["plague:1"]


def test_ysia_yssrila_moves_through_systems_holding_other_players_ships() -> None:
    state = table_of("yssaril")
    put(state, 1, 9, "cruiser")
    assert 9 in blocked_for(state, 0, "cruiser") and 9 not in blocked_for(state, 0, "flagship")
