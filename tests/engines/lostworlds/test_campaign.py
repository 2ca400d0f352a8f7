"""Space Opera: claims, gates, campaign powers, victory and defeat, the end (LW-OPERA-*, LW-CLAIM-*...)."""

from __future__ import annotations

import pytest

from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.campaign import game_options, new_campaign
from engines.lostworlds.campaign_rules import LOST, MAP, SECTORS, WORMHOLES, campaign_points, legal_claims
from engines.lostworlds.state import Campaign, LWState
from tests.engines.lostworlds.helpers import face, kind, options, place, play, scenario, wid

SETTLE, CONQUER = 0, 1
SS = face(0, "SS", "and")


def camp(players: int = 2, **claims: int) -> Campaign:
    """A campaign where map world ``wN`` is claimed by the given seat."""
    c = new_campaign(players, campaign_id="test")
    for name, seat in claims.items():
        c.claims[int(name[1:])] = seat
    return c


def game(c: Campaign, dice: tuple[int, ...] = (SS, 0, 0)) -> LWState:
    table = ("glasshaven", "cinderfall", "mirelight", "sable_exchange", "brasshollow")[: min(c.players, 4)]
    return scenario(c.players, table, dice=dice, campaign=game_options(c)["campaign"])


def settle_glasshaven(state: LWState) -> None:
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))


def w(sector: int, index: int) -> int:
    """The map world at ``index`` (0-7) in a ring sector: 0-1 colonies, 2-5 linked, 6-7 strongholds."""
    return 8 * sector + index


@pytest.mark.rule("LW-OPERA-9", "LW-OPERA-10", "LW-OPERA-5", "LW-GAP-14")
def test_a_new_campaign_gives_each_empire_a_blank_reference_card() -> None:
    c = new_campaign(3, ["Azure Dominion", "Red Concord", "Free Drift"])
    view = GAME.view(game(c), 0).campaign
    assert view is not None and [e.empire for e in view.empires] == ["Azure Dominion", "Red Concord", "Free Drift"]
    assert all((e.wins, e.losses, e.settled, e.conquered, e.powers, e.morality) == (0, 0, 0, 0, [], "Scoundrel")
               for e in view.empires)


@pytest.mark.rule("LW-GAP-11")
def test_the_map_has_sectors_wormholes_colonies_linked_worlds_strongholds_and_a_lost_sector() -> None:
    assert len(SECTORS) == 7 and SECTORS[LOST]["lost"] and not any(LOST in pair for pair in WORMHOLES)
    for sector in SECTORS:
        kinds = [m.kind for m in MAP if m.sector == sector["id"]]
        assert {"colony", "linked", "stronghold"} <= set(kinds)
    assert all(m.below >= 0 and MAP[m.below].kind == "colony" for m in MAP if m.kind == "linked")
    assert sum(1 for s in SECTORS if s["starting"]) >= 3


@pytest.mark.rule("LW-OPERA-1", "LW-OPERA-3", "LW-OPERA-4", "LW-CLAIM-1", "LW-CLAIM-2", "LW-OPERA-2")
def test_acquiring_a_world_asks_for_a_sticker_first_on_a_starting_colony() -> None:
    state = game(camp(2), dice=(SS, 0, 0))
    state.events = True  # modules combine with the campaign
    settle_glasshaven(state)
    assert kind(state) == "claim" and GAME.decisions(state)[0].seat == 0
    starting = {m.id for m in MAP if m.kind == "colony" and SECTORS[m.sector]["starting"]}
    assert {o.node for o in options(state)} == starting  # the icon does not matter for the first
    play(state, A.Claim(w(0, 1)))
    assert state.camp is not None and state.camp.claims[w(0, 1)] == 0


@pytest.mark.rule("LW-CLAIM-3")
def test_the_first_to_colonise_a_sector_names_it() -> None:
    state = game(camp(2))
    settle_glasshaven(state)
    play(state, A.Claim(w(2, 0)))
    assert kind(state) == "name"
    play(state, options(state)[1])
    assert state.camp is not None and state.camp.names[2] == SECTORS[2]["names"][1]


@pytest.mark.rule("LW-CLAIM-4", "LW-CLAIM-8", "LW-CLAIM-12")
def test_later_stickers_match_the_icon_and_go_below_your_colony_or_on_a_stronghold() -> None:
    c = camp(2, w0=0)
    assert set(legal_claims(c, 0, SETTLE)) == {w(0, 2), w(0, 6), w(1, 1), w(5, 1)}
    assert set(legal_claims(c, 0, CONQUER)) == {w(0, 3), w(0, 7), w(1, 0), w(5, 0)}
    state = game(c)
    settle_glasshaven(state)
    assert state.camp is not None and state.camp.settled == [1, 0]


@pytest.mark.rule("LW-CLAIM-5", "LW-CLAIM-6", "LW-CLAIM-7")
def test_a_new_sector_needs_a_wormhole_from_one_you_occupy_and_starts_with_a_colony() -> None:
    c = camp(2, w0=0)
    reach = {MAP[n].sector for n in legal_claims(c, 0, SETTLE) + legal_claims(c, 0, CONQUER)}
    assert reach == {0, 1, 5}
    assert all(MAP[n].kind == "colony" for n in legal_claims(c, 0, CONQUER) if MAP[n].sector != 0)


@pytest.mark.rule("LW-CLAIM-9", "LW-WINLOSS-13", "LW-CLAIM-10")
def test_never_two_colonies_or_two_strongholds_in_a_sector_and_one_sticker_a_world() -> None:
    c = camp(2, w0=0, w6=0, w2=1)
    assert w(0, 1) not in legal_claims(c, 0, CONQUER)  # a second colony
    assert w(0, 7) not in legal_claims(c, 0, CONQUER)  # a second stronghold
    assert w(0, 2) not in legal_claims(c, 0, SETTLE)  # already claimed


@pytest.mark.rule("LW-CLAIM-11", "LW-WINLOSS-9", "LW-WINLOSS-10", "LW-WINLOSS-11")
def test_with_no_legal_place_the_wormhole_gate_goes_on_a_wormhole_and_opens_the_lost_sector() -> None:
    c = camp(2, w0=0, w2=1, w6=1, w9=1, w41=1)
    assert legal_claims(c, 0, SETTLE) == []
    state = game(c)
    settle_glasshaven(state)
    assert options(state) == [A.Gate(i) for i in range(len(WORMHOLES))]
    play(state, A.Gate(2))
    assert state.camp is not None and state.camp.gates[0] == 2
    reach = {MAP[n].sector for n in legal_claims(state.camp, 0, SETTLE) + legal_claims(state.camp, 0, CONQUER)}
    assert {2, 3, LOST} <= reach


@pytest.mark.rule("LW-CLAIM-13", "LW-GAP-29")
def test_in_four_and_five_player_campaigns_the_first_world_of_a_game_places_two_stickers() -> None:
    state = game(camp(4))
    settle_glasshaven(state)
    play(state, A.Claim(w(0, 0)))
    play(state, options(state)[0])  # the sector's name
    assert kind(state) == "claim"
    play(state, A.Claim(w(0, 2)))
    assert state.camp is not None and state.camp.settled[0] == 1  # recorded once
    three = game(camp(3))
    settle_glasshaven(three)
    play(three, A.Claim(w(0, 0)))
    play(three, options(three)[0])
    assert kind(three) == "menu"


@pytest.mark.rule("LW-CPOWER-1", "LW-CPOWER-2", "LW-GAP-12")
def test_claiming_every_world_linked_to_your_colony_unlocks_the_sector_power_at_once() -> None:
    c = camp(2, w16=0, w19=0)  # sector 2's colony and one linked world; its power is glory
    state = game(c)
    settle_glasshaven(state)
    play(state, A.Claim(w(2, 2)))
    assert state.camp is not None and 2 in state.camp.powers[0]
    assert state.ps[0].vp_bonus == 2
    view = GAME.view(state, 1).campaign
    assert view is not None and view.empires[0].powers == [SECTORS[2]["power"]]


@pytest.mark.rule("LW-WINLOSS-1")
def test_campaign_vp_bonuses_count_in_the_game_score() -> None:
    from engines.lostworlds.turn import score

    c = camp(2)
    c.powers[0] = [2]  # glory
    state = game(c)
    assert score(state, 0) == score(state, 1) + 2


@pytest.mark.rule("LW-WINLOSS-2", "LW-WINLOSS-3", "LW-WINLOSS-4", "LW-WINLOSS-5", "LW-GAP-29", "LW-GAP-15",
                  "LW-OPERA-6")
def test_at_the_end_winners_take_victories_and_the_defeated_choose_bonuses_lowest_first() -> None:
    state = game(camp(3))
    state.ps[0].settled = [wid("gilded_abyss")]
    state.ps[2].settled = [wid("sable_exchange")]
    state.final_left = 1
    play(state, A.PASS_RENOWN)
    assert kind(state) == "zone" and GAME.decisions(state)[0].seat == 1  # fewest VP first
    assert options(state) == [A.Unlock(b) for b in ("wormhole", "war_chest", "reserves", "momentum")]
    play(state, A.Unlock("war_chest"))
    assert GAME.decisions(state)[0].seat == 2
    play(state, A.Unlock("reserves"))
    camp_after = state.camp
    assert camp_after is not None and camp_after.wins == [1, 0, 0] and camp_after.losses == [0, 1, 1]
    assert GAME.result(state) is not None and campaign_points(camp_after)[0] >= 2


@pytest.mark.rule("LW-WINLOSS-6", "LW-WINLOSS-7", "LW-WINLOSS-8")
def test_each_defeat_bonus_has_limited_spaces_and_one_sticker_per_player() -> None:
    from engines.lostworlds.campaign_rules import free_bonuses

    c = camp(2)
    c.bonuses = [["war_chest"], []]
    assert "war_chest" not in free_bonuses(c, 1)  # one space in a 2-player campaign
    assert "war_chest" not in free_bonuses(c, 0)
    four = camp(4)
    four.bonuses = [["war_chest"], [], [], []]
    assert "war_chest" in free_bonuses(four, 1)


@pytest.mark.rule("LW-WINLOSS-12")
def test_a_lost_sector_colony_has_an_immediate_effect() -> None:
    c = camp(2, w0=0)
    c.gates[0] = 0
    state = game(c)
    settle_glasshaven(state)
    assert A.Claim(48) in options(state)
    play(state, A.Claim(48))
    assert state.ps[0].hyper == 0 and state.ps[0].renown == 3  # windfall: READY all and 2 Renown


@pytest.mark.rule("LW-CEND-1", "LW-CEND-2", "LW-OPERA-7", "LW-OPERA-8")
def test_colonising_the_last_sector_ends_the_campaign_and_the_game_unscored() -> None:
    claims = {f"w{8 * s}": s % 2 for s in range(6)}
    c = camp(2, **claims)
    c.gates[0] = 0
    state = game(c)
    settle_glasshaven(state)
    play(state, A.Claim(48))
    assert GAME.decisions(state) == [] and state.camp is not None and state.camp.over
    result = GAME.result(state)
    assert result is not None and "not scored" in result.summary
    assert result.scores == [float(p) for p in campaign_points(state.camp)]


@pytest.mark.rule("LW-CEND-3", "LW-GAP-13", "LW-WINLOSS-3")
def test_campaign_points_for_victories_colonies_strongholds_and_campaign_morality() -> None:
    c = camp(2, w0=0, w6=0, w8=0, w1=1)
    c.wins = [1, 0]
    c.settled, c.conquered = [6, 0], [0, 1]
    assert campaign_points(c) == [2 + 2 * 2 + 1 + 3, 2 + 0]


@pytest.mark.rule("LW-NEXT-1", "LW-NEXT-2")
def test_the_next_game_starts_with_setup_bonuses_and_the_lowest_scorer_first() -> None:
    c = camp(3)
    c.bonuses = [[], ["war_chest", "reserves"], []]
    c.first = 2
    state = GAME.new_state(3, 5, {"catch_up": False, "campaign": game_options(c)["campaign"]})
    assert state.active == 2 and state.first == 2
    assert (state.ps[1].renown, state.ps[1].home, state.ps[1].hyper) == (2, 4, 2)
