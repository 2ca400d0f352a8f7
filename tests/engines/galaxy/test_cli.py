"""`starboard galaxy generate` and `starboard galaxy adjacency`, run through the real command line."""

from __future__ import annotations

import json

import pytest

from desktop.cli import main
from engines.galaxy.layouts import layout_for
from engines.galaxy.mapstring import parse_map


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["galaxy", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.rule("TI-HYPER-1", "TI-ALTHYPER-1", "TI-BIGGAL-1")
@pytest.mark.parametrize(("players", "choice"), [(3, "standard"), (5, "hyperlanes"), (6, "large"),
                                                 (7, "alternate"), (8, "hyperlanes")])
def test_generate_prints_one_map_string_for_the_layout(capsys: pytest.CaptureFixture[str], players: int,
                                                       choice: str) -> None:
    code, out, err = run(capsys, "generate", "--players", str(players), "--layout", choice, "--seed", "4")
    assert code == 0 and err == "" and out.count("\n") == 1
    tokens = parse_map(out).tokens
    chosen = layout_for(players, choice)
    assert [tokens[h] for h in chosen.homes] == ["0"] * players


def test_generate_is_repeatable_with_a_seed_and_balanced_differs(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "generate", "--players", "6", "--seed", "9")[1]
    assert run(capsys, "generate", "--players", "6", "--seed", "9")[1] == first
    assert run(capsys, "generate", "--players", "6", "--seed", "9", "--balanced")[1] != first


@pytest.mark.rule("TI-NEXUS-5", "TI-NEXUS-7")
def test_adjacency_prints_systems_and_neighbours_by_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "adjacency", "--map", "26 83A0 -1 -1 -1 25")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["tiles"] == {"0": "18", "1": "26", "6": "25", "nexus": "82"}
    assert data["adjacent"]["0"] == [1, 6]
    assert data["adjacent"]["1"] == [0, 6] and data["adjacent"]["nexus"] == []
    active = json.loads(run(capsys, "adjacency", "--map", "26 83A0 -1 -1 -1 25", "--nexus", "active")[1])
    assert active["adjacent"]["nexus"] == [1, 6] and "nexus" in active["adjacent"]["1"]


@pytest.mark.rule("TI-HYPER-5")
def test_adjacency_lists_no_hyperlane_or_empty_positions(capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(run(capsys, "adjacency", "--map", "{88A0} 19 20 21 22 23 24")[1])
    assert "0" not in data["tiles"] and data["adjacent"]["1"] == [2, 5, 6]


@pytest.mark.parametrize(("argv", "message"), [
    (["generate", "--players", "6", "--layout", "alternate"], "6 players have no alternate layout"),
    (["generate", "--players", "9"], "3 to 8 players, not 9"),
    (["generate", "--players", "5", "--layout", "huge"], "invalid choice: 'huge'"),
    (["generate"], "--players"),
    (["adjacency", "--map", "26 25 x9"], "token 'x9' at position 3"),
    (["adjacency", "--map", "26", "--nexus", "sideways"], "invalid choice: 'sideways'"),
    (["teleport"], "invalid choice: 'teleport'"),
    ([], "required"),
])
def test_mistakes_get_one_line_on_stderr_and_status_2(capsys: pytest.CaptureFixture[str], argv: list[str],
                                                      message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1
