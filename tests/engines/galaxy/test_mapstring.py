"""Map strings: the community format read and written, exact round trips, one clear error."""

from __future__ import annotations

import pytest

from engines.galaxy.layouts import all_layouts
from engines.galaxy.mapstring import MapStringError, parse_map

EXAMPLES = {
    "6p": "26 61 64 59 62 63 71 45 69 41 65 68 72 79 66 80 75 67 0 73 40 0 74 46 0 37 49 0 60 77 0 76 47 0 70 78",
    "3p": "22 44 19 42 24 45 35 23 36 39 38 25 33 47 27 26 30 40 -1 -1 50 0 31 -1 -1 -1 29 0 34 -1 -1 -1 28 0 21 -1",
    "5p_hyperlanes": "77 40 41 85A0 39 65 67 60 70 66 74 88A0 75 87A0 68 72 73 69 0 62 76 0 79 71 0 80 83A0 "
                     "86A0 84A0 63 0 64 78 0 61 59",
    "8p_alternate": "87A1 90B3 65 88A2 89B0 66 19 21 45 31 46 64 22 73 44 34 49 24 27 50 72 40 59 85B2 62 76 "
                    "41 37 43 35 48 63 83B2 74 36 79 0 42 30 0 -1 -1 0 68 -1 0 47 71 0 39 61 0 -1 -1 0 67 -1 "
                    "0 78 28",
}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_a_canonical_map_string_round_trips_exactly(name: str) -> None:
    assert parse_map(EXAMPLES[name]).to_string() == EXAMPLES[name]


@pytest.mark.parametrize("name", sorted(all_layouts()))
def test_every_layout_skeleton_round_trips(name: str) -> None:
    skeleton = all_layouts()[name].skeleton.replace("?", "-1")
    assert parse_map(skeleton).to_string() == skeleton


def test_positions_count_from_the_centre_which_is_implied() -> None:
    galaxy = parse_map("26 -1 0 83A2")
    assert galaxy.tokens == ["18", "26", "-1", "0", "83A2"]
    assert [galaxy.kind(p) for p in range(6)] == ["system", "system", "empty", "home", "hyperlane", "empty"]


def test_a_centre_in_braces_replaces_mecatol_and_is_written_back() -> None:
    assert parse_map("{82} 26").tokens[0] == "82"
    assert parse_map("{-1} 26").to_string() == "{-1} 26"


def test_commas_lower_case_and_spacing_are_accepted_and_written_canonically() -> None:
    assert parse_map(" 26,25 ,  83a2\n0 ").to_string() == "26 25 83A2 0"


@pytest.mark.parametrize(
    ("text", "token", "position"),
    [
        ("26 25 x", "'x'", 3),
        ("26 83", "'83'", 2),
        ("26 83A", "'83A'", 2),
        ("26 83A7", "'83A7'", 2),
        ("26 99", "'99'", 2),
        ("26 -3", "'-3'", 2),
        ("26 92B1", "'92B1'", 2),
        ("26 {18}", "'{18}'", 2),
        ("{18 26", "'{18'", 0),
        ("26 25 26", "'26'", 3),
    ],
)
def test_a_bad_string_gets_one_message_naming_the_token_and_its_position(text: str, token: str,
                                                                         position: int) -> None:
    with pytest.raises(MapStringError) as caught:
        parse_map(text)
    message = str(caught.value)
    assert f"token {token} at position {position}:" in message and "\n" not in message


def test_an_empty_string_is_refused() -> None:
    with pytest.raises(MapStringError, match="empty"):
        parse_map("  ")


def test_hyperlane_tiles_may_repeat_but_system_tiles_may_not() -> None:
    assert parse_map("83A0 83A3").tokens[1:] == ["83A0", "83A3"]
    with pytest.raises(MapStringError, match="already at position 0"):
        parse_map("26 18")
