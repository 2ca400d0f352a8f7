"""Event cards (LW-EVENT-*, LW-GAP-27)."""

from __future__ import annotations

import pytest

from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.content import EVENT_KEYS, EVENTS
from engines.lostworlds.state import ACTION, LWState
from tests.engines.lostworlds.helpers import face, fleets, kind, on, options, place, play, scenario, wid

TABLE = ("glasshaven", "cinderfall")


def with_event(key: str, players: int = 2, dice: tuple[int, ...] = (0, 0, 0), tokens: int = 3) -> LWState:
    """Seat 0's turn with only the event ``key`` in play."""
    state = scenario(players, TABLE[:players] if players == 2 else (*TABLE, "mirelight"), dice=dice, events=True)
    state.ev_deck += state.ev_table
    state.ev_table, state.ev_tokens = [EVENT_KEYS[key]], [tokens]
    state.ev_deck.remove(EVENT_KEYS[key])
    return state


def use(state: LWState, key: str) -> None:
    play(state, A.UseEvent(EVENT_KEYS[key]))


@pytest.mark.rule("LW-EVENT-2", "LW-EVENT-3", "LW-EVENT-8")
def test_two_events_are_dealt_each_with_its_tokens_x_being_the_player_count() -> None:
    state = scenario(4, events=True)
    assert len(state.ev_table) == 2
    for card, tokens in zip(state.ev_table, state.ev_tokens, strict=True):
        assert tokens == (EVENTS[card].tokens or 4)
    council = with_event("trade_compact", players=3)
    council.ev_table = []
    council.ev_deck.append(EVENT_KEYS["high_council"])
    from engines.lostworlds.eventcards import refill

    refill(council, [])
    assert council.ev_tokens[0] == 3


@pytest.mark.rule("LW-EVENT-4", "LW-EVENT-5", "LW-EVENT-6", "LW-EVENT-7", "LW-GAP-9")
def test_tokens_are_spent_on_use_an_empty_card_leaves_and_play_refills_to_two() -> None:
    state = with_event("pathfinders", tokens=1)
    state.explorer = True
    use(state, "pathfinders")
    assert state.ev_table == [] and state.ev_discard == [EVENT_KEYS["pathfinders"]]
    play(state, A.PASS_RENOWN)
    assert len(state.ev_table) == 2
    state.ev_deck, state.ev_table, state.ev_tokens = [], [], []
    play(state, A.PASS_RENOWN)
    assert state.ev_table == [EVENT_KEYS["pathfinders"]]  # the discards are shuffled back


@pytest.mark.rule("LW-EVENT-9")
def test_relic_engines_activate_a_renown_die_twice() -> None:
    state = with_event("relic_engines", dice=(face(0, "SR", "and"), 0, 0))
    use(state, "relic_engines")
    play(state, A.ACTIVATE[0], A.SKIP, A.SKIP)
    assert state.ps[0].renown == 3 and kind(state) == "menu"


@pytest.mark.rule("LW-EVENT-10", "LW-EVENT-13", "LW-GAP-27")
def test_discarding_a_die_readies_two_fleets_once_per_turn_and_ends_the_rolling_phase() -> None:
    for key in ("fold_in_space", "salvage_drones"):
        state = with_event(key)
        use(state, key)
        play(state, A.DISCARD[1])
        assert state.ps[0].hyper == 1 and state.spent == 0b010 and state.phase == ACTION
        assert A.UseEvent(EVENT_KEYS[key]) not in options(state)


@pytest.mark.rule("LW-EVENT-11")
def test_trade_compact_gives_you_and_a_chosen_player_one_renown() -> None:
    state = with_event("trade_compact", players=3)
    use(state, "trade_compact")
    play(state, A.Ally(2))
    assert [p.renown for p in state.ps] == [2, 1, 2]


@pytest.mark.rule("LW-EVENT-12", "LW-GAP-27")
def test_duel_at_dusk_places_the_champion_for_one_renown_and_wrecks_a_fleet() -> None:
    state = with_event("duel_at_dusk")
    state.ps[0].morality = 6  # the duel ignores morality
    fleets(state, "glasshaven", "conquer", 1, 2)
    use(state, "duel_at_dusk")
    play(state, A.PICK_WORLD[wid("glasshaven")], A.Wreck(wid("glasshaven"), "conquer", 1))
    assert state.ps[0].renown == 0 and state.ps[0].champ == 0
    assert on(state, "glasshaven", "conquer", 1) == 1


@pytest.mark.rule("LW-EVENT-14")
def test_pathfinders_ready_two_after_settling_a_world_no_opponent_occupied() -> None:
    state = with_event("pathfinders", dice=(face(0, "SS", "and"), 0, 0))
    assert A.UseEvent(EVENT_KEYS["pathfinders"]) not in options(state)
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))
    use(state, "pathfinders")
    assert state.ps[0].home == 3 and state.ps[0].hyper == 3


@pytest.mark.rule("LW-EVENT-15")
def test_scorched_sky_pays_one_renown_per_fleet_the_conquest_wrecked() -> None:
    state = with_event("scorched_sky", dice=(0, 0, face(2, "CC", "and")))
    fleets(state, "cinderfall", "settle", 1, 2)
    play(state, A.ACTIVATE[2], place("cinderfall", "conquer"), place("cinderfall", "conquer"))
    use(state, "scorched_sky")
    assert state.ps[0].renown == 3


@pytest.mark.rule("LW-EVENT-16", "LW-GAP-27")
def test_the_high_council_grants_renown_readying_or_two_wrecks() -> None:
    state = with_event("high_council")
    fleets(state, "glasshaven", "conquer", 1, 1)
    fleets(state, "cinderfall", "settle", 1, 1)
    use(state, "high_council")
    play(state, A.Senate("wreck"), A.Wreck(wid("glasshaven"), "conquer", 1), A.Wreck(wid("cinderfall"), "settle", 1))
    assert state.ps[1].renown == 3
    assert A.UseEvent(EVENT_KEYS["high_council"]) not in options(state)


@pytest.mark.rule("LW-EVENT-17")
def test_rally_call_moves_a_fleet_to_a_world_your_champion_occupies() -> None:
    state = with_event("rally_call")
    fleets(state, "glasshaven", "conquer", 0, 1)
    state.ps[0].champ, state.table[1].champs = 1, 1
    use(state, "rally_call")
    play(state, A.MOVE_FROM[wid("glasshaven")][1])
    assert set(options(state)) == {A.MOVE_TO[wid("cinderfall")][0], A.MOVE_TO[wid("cinderfall")][1], A.SKIP}
    play(state, A.MOVE_TO[wid("cinderfall")][1])
    assert state.ps[0].conquered == [wid("cinderfall")]  # the Champion made one fleet enough


@pytest.mark.rule("LW-EVENT-18", "LW-GAP-27")
def test_hush_money_moves_any_champion_off_a_world_you_occupy_for_one_renown() -> None:
    state = with_event("hush_money")
    fleets(state, "glasshaven", "settle", 0, 1)
    state.ps[1].champ, state.table[0].champs = 0, 0b10
    use(state, "hush_money")
    play(state, A.PickPiece(1, wid("glasshaven")), A.PICK_WORLD[wid("cinderfall")])
    assert state.ps[1].champ == 1 and state.ps[0].renown == 0


@pytest.mark.rule("LW-EVENT-19", "LW-GAP-27")
def test_black_market_guns_wreck_as_many_fleets_as_the_discarded_die_shows_icons() -> None:
    state = with_event("black_market_guns", dice=(face(0, "SS", "and"), 0, 0))
    fleets(state, "glasshaven", "settle", 0, 1)
    fleets(state, "glasshaven", "conquer", 1, 3)
    use(state, "black_market_guns")
    wreck = A.Wreck(wid("glasshaven"), "conquer", 1)
    play(state, A.DISCARD[0], A.PICK_WORLD[wid("glasshaven")], wreck, wreck)
    assert on(state, "glasshaven", "conquer", 1) == 1 and kind(state) == "menu"


@pytest.mark.rule("LW-EVENT-20")
def test_narrow_escape_moves_your_champion_to_another_world() -> None:
    state = with_event("narrow_escape")
    state.ps[0].champ, state.table[0].champs = 0, 1
    use(state, "narrow_escape")
    play(state, A.PickPiece(0, wid("glasshaven")), A.PICK_WORLD[wid("cinderfall")])
    assert state.ps[0].champ == 1 and state.table[0].champs == 0


@pytest.mark.rule("LW-EVENT-21", "LW-GAP-8")
def test_twin_moons_let_a_slash_face_count_as_both_icons() -> None:
    state = with_event("twin_moons", dice=(face(0, "SC", "or"), 0, 0), tokens=2)
    play(state, A.ACTIVATE[0])
    assert A.UseEvent(EVENT_KEYS["twin_moons"]) in options(state)
    play(state, A.UseEvent(EVENT_KEYS["twin_moons"]), place("glasshaven", "settle"), place("glasshaven", "conquer"))
    assert state.ev_tokens == [1] and on(state, "glasshaven", "conquer", 0) == 1


@pytest.mark.rule("LW-GAP-27")
def test_once_per_turn_means_once_in_each_players_turn() -> None:
    state = with_event("trade_compact")
    use(state, "trade_compact")
    play(state, A.Ally(1))
    assert A.UseEvent(EVENT_KEYS["trade_compact"]) not in options(state)
    play(state, A.PASS_RENOWN)
    assert A.UseEvent(EVENT_KEYS["trade_compact"]) in GAME.decisions(state)[0].options
