"""Ghost ships: going ghost, the ghost abilities, and the way back (LSF-TERM-1..5, LSF-GAP-14/15/20)."""

from __future__ import annotations

import pytest

from engines.colony import actions as ev
from engines.colony.content import CARDS
from tests.engines.colony.helpers import GAME, a, act, keys, options, pass_turns, play, table


def ghost(state: object, seat: int) -> None:
    """Make a ship ghost the way the rules do, by taking its last people."""
    from engines.colony import rules

    ship = state.ships[seat]
    ship.people = 0
    rules.go_ghost(state, seat, [])


@pytest.mark.rule("LSF-TERM-1", "LSF-OVERVIEW-6")
def test_a_ship_goes_ghost_the_moment_its_last_person_is_lost() -> None:
    state = table(("wayfarer", "bastion"), people={0: 2, 1: 0}, deck=["stinger_swarm", "choking_pollen"])
    events = pass_turns(state, 2)
    ghosts = [e.seat for e in events if isinstance(e, ev.WentGhost)]
    assert ghosts == [0, 1]
    assert state.outcome == "lost"


@pytest.mark.rule("LSF-TERM-2", "LSF-GAP-15")
def test_a_ghost_shuffles_hand_discard_and_docked_cards_back_but_not_atmosphere_cards() -> None:
    state = table(("foundry", "bastion"), hands={0: ["heavy_plating", "welding_arc", "relay_beacon"]})
    play(state, 0, "heavy_plating")
    act(state, 1, a.AddPerson())
    play(state, 0, "relay_beacon", a.ChooseSlot(1))
    act(state, 1, a.AddPerson())
    ghost(state, 0)
    ship = state.ships[0]
    assert not ship.hand and not ship.discard and not ship.docked
    assert len(ship.deck) == 22
    assert CARDS[state.slots[0].card].key == "relay_beacon", "its atmosphere card stays docked"


@pytest.mark.rule("LSF-TERM-3", "LSF-TERM-4", "LSF-GAP-14")
def test_a_ghost_neither_plays_nor_draws_and_uses_its_ability_on_its_turn() -> None:
    state = table(("lancer", "bastion"), slots={3: "thornbeast_nest"})
    ghost(state, 0)
    state.turn_started = False
    from engines.colony import flow

    events: list[object] = []
    flow.advance(state, events)
    assert ev.TurnBegan(seat=0, ghost=True) in events
    assert state.slots[2].hp == 6 - (2 - 1), "Sentry Gun: 2 structural, less the Nest's armor 1"
    assert not state.ships[0].hand, "a ghost draws nothing at the end of its turn"
    assert GAME.decisions(state)[0].seat == 1
    two = table(("lancer", "bastion"), slots={3: "thornbeast_nest", 4: "pollen_storm"})
    ghost(two, 0)
    two.turn_started = False
    flow.advance(two, [])
    assert GAME.decisions(two)[0].options == [a.ChooseTarget(3), a.ChooseTarget(4)]
    assert a.AddPerson() not in GAME.decisions(two)[0].options
    with pytest.raises(Exception, match="ghost"):
        act(two, 0, a.PlayCard(two.ships[0].deck[0]))


@pytest.mark.rule("LSF-TERM-5", "LSF-GAP-14")
def test_a_ghost_comes_back_when_another_ship_adds_people_to_it_and_draws_three() -> None:
    state = table(("mender", "bastion"), hands={1: ["supply_run"]}, first=1)
    ghost(state, 0)
    events = play(state, 1, "supply_run", a.ChooseShip(0))
    assert any(isinstance(e, ev.CameBack) for e in events)
    ship = state.ships[0]
    assert not ship.ghost and ship.people == 2 and len(ship.hand) == 3


@pytest.mark.rule("LSF-OVERVIEW-7", "LSF-GAP-20")
def test_humanity_is_lost_the_moment_every_ship_is_ghost() -> None:
    state = table(("wayfarer", "bastion"), people={0: 0, 1: 0}, deck=["choking_pollen", "calm_season"])
    pass_turns(state, 2)
    assert state.outcome == "lost" and not GAME.decisions(state)
    assert keys(state.deck) == ["calm_season"], "the game stopped before the next card"


@pytest.mark.rule("LSF-GAP-20", "LSF-GAP-19")
def test_landing_the_last_people_to_reach_the_goal_wins() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, people={0: 3, 1: 0}, goal=10,
                  surface={1: 6})
    ghost(state, 1)
    play(state, 0, "long_descent", a.ChooseSpace(1), a.ChooseCount(3))
    assert state.ships[0].ghost and state.total == 10
    assert state.outcome == "won" and GAME.result(state).winners == [0, 1]


@pytest.mark.rule("LSF-GAP-15")
def test_a_ship_holds_three_docked_cards_and_a_fourth_discards_the_oldest() -> None:
    state = table(("bastion", "lancer"), hands={0: ["reinforced_hull", "reinforced_hull", "bulkhead_seals"]},
                  first=0)
    state.ships[0].hand.append(next(c for c in CARDS if CARDS[c].key == "ablative_armor"))
    for key in ("reinforced_hull", "bulkhead_seals", "reinforced_hull", "ablative_armor"):
        play(state, 0, key)
        act(state, 1, a.AddPerson())
    assert keys(state.ships[0].docked) == ["bulkhead_seals", "reinforced_hull", "ablative_armor"]
    assert "reinforced_hull" in keys(state.ships[0].discard)


def test_every_ghost_ability_does_what_its_mat_says() -> None:
    state = table(("wayfarer", "bastion", "mender", "lancer", "pathfinder", "foundry"),
                  surface={3: 2}, slots={2: "hive_cloud"})
    for seat in (0, 1, 2, 4, 5):
        ghost(state, seat)
    state.ships[3].discard.append(next(c for c in CARDS if CARDS[c].key == "combat_drop"))
    state.deck = [next(c for c in CARDS if CARDS[c].key == k) for k in ("calm_season", "clear_skies", "tremor")]
    state.active, state.turn_started, state.turns_left = 0, False, 6
    from engines.colony import flow

    flow.advance(state, [])
    assert state.surface[3] == 3, "Homing Beacon adds to the only occupied S#"
    assert state.ships[3].aegis == 2, "Aegis Relay guards the only living ship"
    act(state, 2, options(state, 2)[0])
    assert state.ships[0].people == 1 and not state.ships[0].ghost, "Lifeline brings a ship back"
    act(state, 3, a.AddPerson())
    assert GAME.view(state, 0).top_card.key == "tremor", "Survey shows everyone the top planet card"
    events = act(state, 4, a.PlaceTop(True))
    assert [(e.key, e.bottom) for e in events if isinstance(e, ev.TopRevealed)] == [("tremor", True)]
    returned = [e.key for e in events if isinstance(e, ev.CardReturned)]
    assert returned == ["combat_drop"], "Salvage returns a card from an ally's discard pile to their hand"
