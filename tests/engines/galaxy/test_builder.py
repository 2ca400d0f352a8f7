"""The galaxy builder: the deal, the speaker's tiles, turn order, rings and the placement rules."""

from __future__ import annotations

import msgspec
import pytest

from engines.core.contract import IllegalAction
from engines.core.options import OptionError
from engines.galaxy.balance import spread, tile_value
from engines.galaxy.builder import BUILDER as GAME
from engines.galaxy.builder.actions import PickTile, PlaceTile, PutBack
from engines.galaxy.layouts import layout
from engines.galaxy.mapstring import OPEN, parse_map
from engines.galaxy.tiles import catalogue
from tests.engines.galaxy.helpers import build, finish, options_of, place

# Ring 1 filled except position 2, for scenarios; the rest of a three-player galaxy open.
RING_ONE_BUT_TWO = "41 -1 20 21 22 23"


def colours(tiles: list[str]) -> dict[str, int]:
    kinds = [catalogue()[t].kind for t in tiles]
    return {"blue": kinds.count("blue"), "red": kinds.count("red")}


@pytest.mark.rule("TI-SETUP-3", "TI-SETUP-5", "TI-SETUP-8", "TI-ALTHYPER-4", "TI-ALTHYPER-6", "TI-BIGGAL-3")
@pytest.mark.parametrize(("players", "choice", "blue", "red"), [
    (3, "standard", 6, 2), (4, "standard", 5, 3), (5, "standard", 4, 2), (5, "hyperlanes", 3, 2),
    (6, "standard", 3, 2), (6, "large", 6, 3), (7, "standard", 4, 2), (7, "alternate", 3, 2),
    (8, "standard", 4, 2), (8, "alternate", 3, 2),
])
def test_each_player_is_dealt_the_blue_and_red_tiles_of_the_variant(players: int, choice: str, blue: int,
                                                                    red: int) -> None:
    state = build(players, layout=choice)
    assert all(colours(hand) == {"blue": blue, "red": red} for hand in state.hands)
    every = [t for hand in state.hands for t in hand] + state.speaker_tiles
    assert len(set(every)) == len(every)


@pytest.mark.rule("TI-SETUP-7", "TI-GAP-12")
def test_seven_players_the_speaker_first_lays_three_blue_and_two_red_beside_the_centre() -> None:
    state = build(7)
    assert colours(state.speaker_tiles) == {"blue": 3, "red": 2}
    for _ in range(5):
        decision = GAME.decisions(state)[0]
        assert decision.seat == 0 and "speaker" in decision.prompt
        tile = options_of(state)[0].tile
        GAME.apply(state, 0, PickTile(tile))
        assert {o.position for o in options_of(state) if isinstance(o, PlaceTile)} <= set(range(1, 7))
        GAME.apply(state, 0, options_of(state)[0])
    assert not state.speaker_tiles and sum(t != OPEN for t in state.tokens[1:7]) == 5
    assert GAME.decisions(state)[0].seat == 0 and len(state.hands[0]) == 6


@pytest.mark.rule("TI-SETUP-10", "TI-GAP-12")
def test_eight_players_the_speaker_lays_two_blue_and_two_red_one_per_side() -> None:
    state = build(8)
    assert colours(state.speaker_tiles) == {"blue": 2, "red": 2}
    for _ in range(4):
        GAME.apply(state, 0, options_of(state)[-1])
        GAME.apply(state, 0, options_of(state)[0])
    laid = [t for t in state.tokens[1:7] if t != OPEN]
    assert colours(laid) == {"blue": 2, "red": 2}
    assert state.tokens[1:7].count(OPEN) == 2 and GAME.decisions(state)[0].seat == 0


def test_five_players_without_hyperlanes_the_speaker_adds_one_red_tile() -> None:
    assert colours(build(5).speaker_tiles) == {"blue": 0, "red": 1}
    assert build(5, layout="hyperlanes").speaker_tiles == []


@pytest.mark.rule("TI-SETUP-4", "TI-SETUP-6", "TI-SETUP-9", "TI-ALTHYPER-5", "TI-ALTHYPER-7")
@pytest.mark.parametrize(("players", "choice"), [(5, "hyperlanes"), (7, "standard"), (7, "alternate"),
                                                 (8, "alternate")])
def test_hyperlane_tiles_are_in_place_before_anyone_places_a_tile(players: int, choice: str) -> None:
    state = build(players, layout=choice)
    for position, token in layout(state.layout).hyperlanes.items():
        assert state.tokens[int(position)] == token


@pytest.mark.rule("TI-GAP-1")
def test_players_place_one_tile_each_in_turn_from_the_speaker_clockwise() -> None:
    state = build(6)
    seats = []
    for _ in range(8):
        seats.append(GAME.decisions(state)[0].seat)
        GAME.apply(state, seats[-1], options_of(state)[0])
        GAME.apply(state, seats[-1], options_of(state)[0])
    assert seats == [0, 1, 2, 3, 4, 5, 0, 1]


@pytest.mark.rule("TI-ALTHYPER-3", "TI-GAP-1")
def test_each_ring_is_filled_before_the_next() -> None:
    state = build(6)
    for _ in range(6):
        GAME.apply(state, GAME.decisions(state)[0].seat, options_of(state)[0])
        spots = {o.position for o in options_of(state) if isinstance(o, PlaceTile)}
        assert spots <= set(range(1, 7))
        GAME.apply(state, GAME.decisions(state)[0].seat, PlaceTile(min(spots)))
    GAME.apply(state, GAME.decisions(state)[0].seat, options_of(state)[0])
    assert {o.position for o in options_of(state) if isinstance(o, PlaceTile)} <= set(range(7, 19))


@pytest.mark.rule("TI-ALTHYPER-3")
def test_a_tile_outside_the_current_ring_is_refused_with_the_reason() -> None:
    state = build(6)
    GAME.apply(state, 0, options_of(state)[0])
    with pytest.raises(IllegalAction, match="Ring 1 must be complete before tiles go into ring 2"):
        GAME.apply(state, 0, PlaceTile(9))


@pytest.mark.rule("TI-GAP-1")
def test_an_anomaly_may_not_go_beside_an_anomaly_when_another_place_is_free() -> None:
    state = build(3, map="41 -1 -1 -1 -1 -1")
    state.hands[0] = ["42", "19"]
    GAME.apply(state, 0, PickTile("42"))
    assert [o.position for o in options_of(state) if isinstance(o, PlaceTile)] == [3, 4, 5]
    with pytest.raises(IllegalAction, match="anomaly may not go beside the anomaly at position 1"):
        GAME.apply(state, 0, PlaceTile(2))


@pytest.mark.rule("TI-GAP-1")
def test_matching_wormholes_may_not_sit_side_by_side_when_avoidable() -> None:
    state = build(3, map="26 -1 -1 -1 -1 -1")
    state.hands[0] = ["39", "19"]
    GAME.apply(state, 0, PickTile("39"))
    assert [o.position for o in options_of(state) if isinstance(o, PlaceTile)] == [3, 4, 5]
    with pytest.raises(IllegalAction, match="alpha wormhole may not go beside"):
        GAME.apply(state, 0, PlaceTile(6))


@pytest.mark.rule("TI-GAP-1")
def test_a_tile_that_breaks_a_rule_everywhere_waits_while_another_tile_fits() -> None:
    state = build(3, map=RING_ONE_BUT_TWO)
    state.hands[0] = ["42", "19"]
    assert options_of(state) == [PickTile("19")]
    with pytest.raises(IllegalAction, match="another tile can go in cleanly"):
        GAME.apply(state, 0, PickTile("42"))


@pytest.mark.rule("TI-GAP-1")
def test_a_rule_may_be_broken_when_nothing_else_is_possible() -> None:
    state = build(3, map=RING_ONE_BUT_TWO)
    state.hands[0] = ["42"]
    place(state, "42", 2)
    assert state.tokens[2] == "42"


def test_a_taken_tile_can_be_put_back_and_another_chosen() -> None:
    state = build(3)
    first = options_of(state)[0]
    GAME.apply(state, 0, first)
    assert PutBack() in options_of(state)
    GAME.apply(state, 0, PutBack())
    assert options_of(state)[0] == first and state.picked == ""


def test_refusals_say_what_is_wrong() -> None:
    state = build(3)
    with pytest.raises(IllegalAction, match="Choose a tile first"):
        GAME.apply(state, 0, PlaceTile(1))
    with pytest.raises(IllegalAction, match="not among your tiles"):
        GAME.apply(state, 0, PickTile("18"))
    with pytest.raises(IllegalAction, match="not your decision"):
        GAME.apply(state, 1, options_of(state)[0])


@pytest.mark.rule("TI-GAP-1")
def test_the_galaxy_is_complete_when_every_tile_is_placed_with_a_score_per_seat() -> None:
    state = build(4, seed=3)
    assert GAME.result(state) is None
    finish(state)
    result = GAME.result(state)
    assert result is not None and result.winners == [] and len(result.scores) == 4
    assert "Balance by seat: seat 1 " in result.summary and "seat 4" in result.summary
    assert not any(state.hands) and OPEN not in parse_map(GAME.map_string(state)).tokens


def test_a_balanced_deal_is_at_least_as_even_as_a_plain_one() -> None:
    for seed in range(5):
        plain = [sum(tile_value(t) for t in hand) for hand in build(6, seed).hands]
        even = [sum(tile_value(t) for t in hand) for hand in build(6, seed, balanced=True).hands]
        assert spread(even) <= spread(plain)
    assert spread([sum(tile_value(t) for t in h) for h in build(6, 0, balanced=True).hands]) < 2.0


def test_a_starting_map_places_its_tiles_and_deals_the_rest() -> None:
    state = build(3, map="26 25 19")
    assert state.tokens[1:4] == ["26", "25", "19"]
    assert sum(len(h) for h in state.hands) == state.tokens.count(OPEN)
    assert not {"26", "25", "19"} & {t for h in state.hands for t in h}
    finish(state)
    assert GAME.result(state) is not None


def test_a_complete_starting_map_is_already_a_galaxy() -> None:
    text = "26 61 64 59 62 63 71 45 69 41 65 68 72 79 66 80 75 67 0 73 40 0 74 46 0 37 49 0 60 77 0 76 47 0 70 78"
    state = build(6, map=text)
    assert GAME.decisions(state) == [] and GAME.map_string(state) == text


@pytest.mark.parametrize(("options", "message"), [
    ({"map": "26 x"}, "token 'x' at position 2"),
    ({"map": "26 0"}, "token '0' at position 2: the three players layout needs a blue or red tile"),
    ({"map": "-1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 26"}, "position 22"),
    ({"layout": "large"}, "3 players have no large layout"),
])
def test_bad_options_are_refused_clearly(options: dict[str, str], message: str) -> None:
    with pytest.raises(OptionError, match=message):
        build(3, **options)


@pytest.mark.rule("TI-HYPER-5", "TI-GAP-4")
def test_the_view_carries_every_position_with_what_is_needed_to_draw_it() -> None:
    state = build(5, layout="hyperlanes")
    view = GAME.view(state, None)
    assert len(view.slots) == 37 and view.step == "pick" and view.ring == 1
    lane = view.slots[4]
    assert (lane.kind, lane.tile, lane.rotation, lane.lanes) == ("hyperlane", "86A", 0, [[1, 5]])
    assert lane.lanes_by_side == [[], [5], [], [], [], [1]] and lane.adjacent == []
    homes = [s for s in view.slots if s.kind == "home"]
    assert [(s.position, s.seat) for s in homes] == [(19, 0), (22, 1), (25, 2), (31, 3), (34, 4)]
    assert view.nexus.side == "inactive" and view.nexus.wormholes == ["gamma"]
    assert view.trade_goods == [0] * 5 and len(view.scores) == 5
    assert all(t in view.tiles for hand in view.hands for t in hand)
    assert GAME.view_from(msgspec.to_builtins(view)) == view


def test_the_base_five_player_view_shows_the_extra_trade_goods() -> None:
    assert GAME.view(build(5), 2).trade_goods == [0, 2, 4, 2, 0]


def test_log_lines_and_labels_are_in_words() -> None:
    state = build(3)
    label = GAME.describe(state, PickTile("26"))
    assert label.startswith("tile 26: Lodor 3/1") and "alpha wormhole" in label
    assert GAME.describe(state, PlaceTile(8)) == "position 8 (ring 2)"
    events = GAME.apply(state, 0, options_of(state)[0])
    assert GAME.narrate(events[0]).startswith("{p0} took tile")
