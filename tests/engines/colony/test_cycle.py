"""The cycle: planet turn, atmosphere turn, player turns (LSF-CYCLE-*)."""

from __future__ import annotations

import pytest

from engines.colony import actions as ev
from engines.colony.content import CARDS, C
from tests.engines.colony.helpers import GAME, a, act, keys, options, pass_turns, play, table

CALM = ["calm_season", "clear_skies"]
QUIET = ["calm_season", "clear_skies", "spore_rain", "sap_drip", "predator_pack", "predator_pack"]  # nothing to hit


def revealed(events: list[object]) -> list[str]:
    return [e.key for e in events if isinstance(e, ev.PlanetCardRevealed)]


@pytest.mark.rule("LSF-CYCLE-3", "LSF-CYCLE-4", "LSF-OVERVIEW-2", "LSF-GAP-17")
@pytest.mark.parametrize(("players", "draws"), [(2, 2), (3, 3), (4, 3), (5, 4), (6, 4)])
def test_the_planet_draws_by_player_count_and_resolves_in_draw_order(players: int, draws: int) -> None:
    ships = ("wayfarer", "bastion", "mender", "lancer", "pathfinder", "foundry")[:players]
    order = ["spore_rain", "calm_season", "rootquake", "venom_bloom", "stampede", "clear_skies"]
    state = table(ships, deck=order)
    events = pass_turns(state, players)
    assert revealed(events) == order[:draws]
    assert all(d.seat in range(players) for d in GAME.decisions(state)), "no one decides for the planet"


@pytest.mark.rule("LSF-TERM-12", "LSF-TERM-13", "LSF-GAP-11")
def test_the_number_of_players_stays_fixed_after_ships_go_ghost() -> None:
    state = table(("wayfarer", "bastion", "mender"), deck=QUIET[:3])
    state.ships[2].people = 0
    state.ships[2].ghost = True
    state.alive = 2
    events = pass_turns(state, 2)
    assert len(revealed(events)) == 3
    rally = table(("bastion", "mender", "lancer"), hands={0: ["rally_call"]})
    rally.ships[2].ghost, rally.ships[2].people, rally.alive = True, 0, 2
    before = rally.ships[0].people
    play(rally, 0, "rally_call")
    assert rally.ships[0].people == before + 3
    assert "NP" in CARDS[next(c for c in CARDS if CARDS[c].key == "rally_call")].text


@pytest.mark.rule("LSF-CYCLE-1", "LSF-CYCLE-2", "LSF-CYCLE-5")
def test_a_cycle_is_planet_then_atmosphere_then_players_and_repeats() -> None:
    state = table(("wayfarer", "bastion"), deck=QUIET[:4], slots={2: "hive_cloud"})
    for cycle in (2, 3):
        events = pass_turns(state, 2)
        kinds = [type(e).__name__ for e in events if type(e) in
                 (ev.CycleBegan, ev.PlanetCardRevealed, ev.AtmosphereActs, ev.TurnBegan)]
        start = kinds.index("CycleBegan")
        assert kinds[start:start + 5] == ["CycleBegan", "PlanetCardRevealed", "PlanetCardRevealed",
                                          "AtmosphereActs", "TurnBegan"]
        assert state.cycle == cycle


@pytest.mark.rule("LSF-CYCLE-6")
def test_atmosphere_cards_with_an_action_act_in_the_atmosphere_turn() -> None:
    state = table(("wayfarer", "bastion"), deck=CALM, slots={2: "hive_cloud"})
    before = [s.people for s in state.ships]
    pass_turns(state, 2)
    assert [s.people for s in state.ships] == [before[0], before[1]], "each added one and lost one"


@pytest.mark.rule("LSF-CYCLE-7")
def test_constant_atmosphere_effects_stay_in_force() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent"]}, slots={1: "canopy_mist"})
    cid = state.ships[0].hand[0]
    act(state, 0, a.PlayCard(cid))
    spaces = [o.space for o in options(state, 0)]
    assert spaces == [5, 6, 7, 8]
    assert GAME.view(state, 0).forbidden == [1, 2, 3, 4]


@pytest.mark.rule("LSF-CYCLE-8", "LSF-OVERVIEW-5")
def test_a_player_turn_is_a_card_or_one_person_then_a_draw() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent", "brace_for_impact"]}, first=1)
    assert GAME.decisions(state)[0].seat == 1, "play starts with the first player"
    act(state, 1, a.AddPerson())
    turn = options(state, 0)
    assert a.AddPerson() in turn
    assert [CARDS[o.card].key for o in turn if isinstance(o, a.PlayCard)] == ["long_descent"]
    people, hand = state.ships[0].people, len(state.ships[0].hand)
    act(state, 0, a.AddPerson())
    assert state.ships[0].people == people + 1 and len(state.ships[0].hand) == hand + 1


@pytest.mark.rule("LSF-GAP-13")
def test_an_empty_planet_deck_is_reshuffled_and_the_planet_grows_stronger() -> None:
    state = table(("wayfarer", "bastion"), deck=["calm_season"])
    state.discard = [c for c in C.decks["orbit"] if CARDS[c].key in ("clear_skies", "solar_flare")]
    pass_turns(state, 2)
    assert state.escalation == 1
    assert GAME.view(state, 0).planet_draws == 3
    lose = table(("wayfarer", "bastion"), deck=["calm_season"], deck_out="lose")
    pass_turns(lose, 2)
    assert lose.outcome == "lost" and GAME.result(lose).winners == []


@pytest.mark.rule("LSF-GAP-13")
def test_an_empty_ship_deck_is_refilled_from_its_discard_pile() -> None:
    state = table(("wayfarer", "bastion"))
    ship = state.ships[0]
    ship.discard, ship.deck = ship.deck[:5], []
    act(state, 0, a.AddPerson())
    assert len(ship.deck) == 4 and not ship.discard
    empty = state.ships[1]
    empty.deck, empty.discard, hand = [], [], len(empty.hand)
    act(state, 1, a.AddPerson())
    assert len(empty.hand) == hand, "nothing to draw"
    assert keys(ship.hand)
