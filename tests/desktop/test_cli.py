"""The command line: exact names and outputs other tools rely on, and one-line errors with status 2."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.cli import main
from engines.registry import GAME_MODULES, game_ids

STARBOARD = [sys.executable, "-m", "desktop.app"]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_games_lists_every_game_id_one_a_line(capsys: Any) -> None:
    code, out, _ = run(["games"], capsys)
    assert code == 0
    assert out.split() == game_ids()


def test_version_prints_the_version(capsys: Any) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith("starboard ")


def test_simulate_prints_one_json_object_as_its_last_line(capsys: Any) -> None:
    code, out, _ = run(["simulate", "lostworlds", "--games", "3", "--players", "3", "--seed", "5"], capsys)
    report = json.loads(out.strip().splitlines()[-1])
    assert code == 0
    for key in ("game", "games", "completed", "errors", "seconds", "games_per_s", "actions_per_s",
                "mean_actions", "wins_by_seat"):
        assert key in report
    assert report["game"] == "lostworlds" and report["completed"] == 3 and report["errors"] == 0
    assert len(report["wins_by_seat"]) == 3 and sum(report["wins_by_seat"]) == pytest.approx(3)


def test_simulate_with_a_bot_per_seat(capsys: Any) -> None:
    code, out, _ = run(["simulate", "lostworlds", "--games", "2", "--players", "2",
                        "--bots", "heuristic,random"], capsys)
    assert code == 0 and json.loads(out.splitlines()[-1])["bots"] == ["heuristic", "random"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "nosuchgame"], "unknown game 'nosuchgame'"),
        (["simulate", "lostworlds", "--option", "nosuch=1"], "no option 'nosuch'"),
        (["simulate", "lostworlds", "--option", "events"], "KEY=VALUE"),
        (["simulate", "lostworlds", "--players", "9"], "takes 2 to 5 players"),
        (["simulate", "lostworlds", "--bots", "genius"], "no bot 'genius'"),
        (["play", "nosuchgame"], "unknown game"),
        (["load", "/no/such/file.starboard"], "Cannot read"),
        (["screenshot", "lostworlds", "--out", "x.png", "--size", "big"], "WIDTHxHEIGHT"),
        (["screenshot", "lostworlds", "--out", "x.png", "--bots", "genius"], "no bot 'genius'"),
        (["screenshot", "lostworlds", "--players", "3", "--out", "x.png", "--bots", "hard,easy"], "exactly 3"),
        (["frobnicate"], "invalid choice"),
        (["screenshot", "lostworlds", "--out", "x.png", "--actions", "-5"], "0 or more, not -5"),
        # values the schema takes but the game's setup refuses: a reason, not a traceback or a run of errors
        (["play", "galaxy", "--option", "factions=foo"], "there is no faction 'foo'"),
        (["screenshot", "galaxy", "--out", "x.png", "--option", "factions=foo"], "there is no faction 'foo'"),
        (["simulate", "galaxy", "--option", "factions=sol,sol,hacan"], "sol is chosen twice"),
        (["simulate", "galaxy", "--option", "map=1,2,3"], "map string"),
        (["simulate", "woodland", "--option", "factions=marquise,foo"], "unknown faction 'foo'"),
        (["simulate", "woodland", "--option", "head_start=x"], "head_start takes"),
        (["play", "lostworlds", "--option", "campaign=zzz"], "campaign option is damaged"),
    ],
)
def test_a_user_mistake_is_one_line_on_stderr_with_status_2(argv: list[str], message: str, capsys: Any) -> None:
    try:
        code = main(argv)
    except SystemExit as stop:
        code = int(stop.code or 0)
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1


def test_a_damaged_save_given_to_load_is_refused_with_status_2(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "broken.starboard"
    path.write_text("not json")
    code, _, err = run(["load", str(path)], capsys)
    assert code == 2 and "damaged" in err


def test_simulate_save_writes_each_game_and_record_prints_one_json_object(tmp_path: Path, capsys: Any) -> None:
    folder = tmp_path / "bot games"
    code, _, _ = run(["simulate", "cosmic", "--games", "2", "--players", "3", "--seed", "8", "--save", str(folder)],
                     capsys)
    saves = sorted(folder.glob("*.starboard"))
    assert code == 0 and [p.name for p in saves] == ["cosmic-seed8.starboard", "cosmic-seed9.starboard"]
    code, out, _ = run(["record", str(saves[0]), "--json"], capsys)
    lines = out.strip().splitlines()
    record = json.loads(lines[0])
    assert code == 0 and len(lines) == 1
    assert {"game", "result", "moves", "series"} <= set(record)
    assert record["game"] == "cosmic" and record["moves"] > 0 and len(record["series"]) == 3
    assert [s[-1] for s in record["series"]] == record["result"]["scores"]
    code, out, _ = run(["record", str(saves[1])], capsys)
    assert code == 0 and out.startswith("Cosmic Conquest: ") and "Gambit points after each round" in out


def test_record_refuses_a_damaged_file_with_the_reason(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "broken.starboard"
    path.write_text('{"format": "starboard-save", "format_version": 2, "game": "cosmic"')
    code, out, err = run(["record", str(path), "--json"], capsys)
    assert code == 2 and out == "" and "damaged" in err and len(err.strip().splitlines()) == 1


def test_screenshot_renders_a_game_to_a_png(tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "table.png"
    code, _, _ = run(["screenshot", "lostworlds", "--players", "3", "--actions", "20", "--out", str(out),
                      "--size", "800x500"], capsys)
    assert code == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 500)


def test_a_screenshots_first_moves_are_played_by_the_bots_named(monkeypatch: Any) -> None:
    """``--bots`` names who plays the ``--actions`` first: each move is chosen by the asked seat's bot."""
    import engines.core.bots as bots
    from desktop.offscreen import play_bots
    from engines.core.match import Match, SeatConfig
    from engines.registry import get_game

    chosen_by: list[tuple[int, str]] = []
    made = bots.make_bot

    def spied(game: Any, spec: str) -> Any:
        bot = made(game, spec)
        choose = bot.choose
        bot.choose = lambda turn: chosen_by.append((turn.seat, spec)) or choose(turn)  # type: ignore[method-assign]
        return bot

    monkeypatch.setattr(bots, "make_bot", spied)
    game = get_game("cosmic")
    match = Match(game, 2, 7, {}, [SeatConfig(f"P{i}", i, "human") for i in range(2)])
    assert play_bots(match, 30, ["normal", "easy"], 7) == 30
    by_seat_0 = [spec for seat, spec in chosen_by if seat == 0]
    easy = [seat for seat, spec in chosen_by if spec == "easy"]  # Easy asks a heuristic of its own too
    assert set(by_seat_0) == {"normal"} and set(easy) == {1} and len(by_seat_0) + len(easy) == 30


def test_self_test_passes_for_every_registered_game() -> None:
    done = subprocess.run([*STARBOARD, "--self-test"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    for game_id in (g for g in game_ids() if g in GAME_MODULES):
        assert f"ok    {game_id}" in done.stdout
    assert done.stderr.strip() == ""


def test_a_game_without_a_seed_gets_128_bits_from_the_os_and_a_given_seed_is_kept(capsys: Any) -> None:
    from desktop.cli import resolve_setup

    args = argparse.Namespace(game="lostworlds", players=None, option=[], seed=None)
    seeds = {resolve_setup(args)[3] for _ in range(8)}
    assert len(seeds) == 8 and max(seed.bit_length() for seed in seeds) > 120
    args.seed = 2**127 + 5
    assert resolve_setup(args)[3] == 2**127 + 5
    code, out, _ = run(["simulate", "lostworlds", "--games", "2", "--seed", str(2**127 + 5)], capsys)
    assert code == 0 and json.loads(out.strip().splitlines()[-1])["games"] == 2


def test_a_galaxy_screenshot_waits_for_the_tile_art_rendered_in_the_background(
        tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    """On a busy machine the map's art is still being rendered when the table first shows: the picture
    must show the tiles, not their dark stand-ins."""
    from desktop.games.galaxy.tile_item import ART
    from desktop.shell.main_window import MainWindow

    ART.clear()
    pending_at_grab: list[bool] = []
    grab = MainWindow.grab

    def grab_and_note(window: Any, *args: Any) -> Any:
        pending_at_grab.append(window.page.scene.art_pending())
        return grab(window, *args)

    monkeypatch.setattr(MainWindow, "grab", grab_and_note)
    code, _, _ = run(["screenshot", "galaxy", "--players", "3", "--seed", "5", "--out", str(tmp_path / "map.png"),
                      "--size", "1200x800"], capsys)
    assert code == 0 and pending_at_grab == [False]
