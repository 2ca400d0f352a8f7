"""`starboard serve` and `starboard join` end to end, as separate processes on loopback."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from tests.net.processes import TIMEOUT, join, last_json, serve, start
from tests.net.support import lan_games


@pytest.mark.parametrize("game_id", lan_games())
def test_serve_and_three_joins_end_with_the_same_json_line(game_id: str) -> None:
    host, port = serve(game_id, 4, "--bots", "random")
    joins = [join(game_id, port, f"Joiner {i}", "--seed", str(i)) for i in range(3)]
    results = [last_json(p) for p in joins]
    hosted = last_json(host)
    assert set(hosted) == {"result", "version", "digest"}
    assert all(r == hosted for r in results)
    assert isinstance(hosted["version"], int) and hosted["version"] > 0


def test_a_killed_join_is_run_again_and_takes_back_its_seat(tmp_path: Path) -> None:
    host, port = serve("toy", 2, "--bots", "random", "--bot-delay", "0.05", "--autosave", str(tmp_path / "a.sb"))
    first = join("toy", port, "Kim")
    assert first.stderr is not None
    assert "playing" in first.stderr.readline()
    first.send_signal(signal.SIGKILL)
    first.wait(TIMEOUT)
    again = join("toy", port, "Kim")
    said: list[str] = []
    assert last_json(again, said) == last_json(host)
    assert "in seat 1 as Kim (took back my seat)" in said[0]


def test_serve_refuses_an_unknown_game_in_one_line() -> None:
    proc = start("toy", "serve", "no_such_game", "--port", "0")
    out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("starboard: ") and "no_such_game" in err


def test_join_with_a_wrong_code_fails_in_one_clear_line() -> None:
    host, port = serve("toy", 2, "--bots", "random")
    try:
        proc = start("toy", "join", f"127.0.0.1:{port}", "--code", "WRONG", "--name", "Eve")
        out, err = proc.communicate(timeout=TIMEOUT)
        assert proc.returncode == 2 and out == ""
        assert err.startswith("starboard: Wrong room code") and err.count("\n") == 1
    finally:
        host.kill()
        host.communicate()


def test_join_with_nothing_listening_says_so() -> None:
    proc = start("toy", "join", "127.0.0.1:9", "--code", "X", "--name", "Eve", "--timeout", "2")
    _out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 2 and "Cannot reach a Starboard host at 127.0.0.1:9" in err


def test_a_stopped_serve_resumes_from_its_autosave_and_the_joiner_comes_back_by_itself(tmp_path: Path) -> None:
    autosave = tmp_path / "lan.starboard"
    host, port = serve("toy", 2, "--bots", "random", "--bot-delay", "0.1", "--autosave", str(autosave))
    joiner = join("toy", port, "Kim")
    assert joiner.stderr is not None and "playing" in joiner.stderr.readline()
    assert host.stderr is not None
    while "seat 1 Kim: connected" not in host.stderr.readline():
        pass
    host.send_signal(signal.SIGTERM)
    _out, err = host.communicate(timeout=TIMEOUT)
    assert host.returncode == 130 and f"--resume {autosave}" in err
    again = start("toy", "serve", "toy", "--resume", str(autosave), "--port", str(port), "--bind", "127.0.0.1",
                  "--no-beacon")
    assert last_json(joiner) == last_json(again)


def test_serve_hands_a_seat_whose_player_stays_away_to_a_bot_and_finishes() -> None:
    host, port = serve("toy", 2, "--bots", "random", "--bot-delay", "0.05", "--replace-after", "0.3")
    gone = join("toy", port, "Lou")
    assert gone.stderr is not None and "playing" in gone.stderr.readline()
    gone.send_signal(signal.SIGKILL)
    gone.wait(TIMEOUT)
    said: list[str] = []
    assert set(last_json(host, said)) == {"result", "version", "digest"}
    assert "A random bot now plays for Lou." in said[0]


def test_serve_bound_to_this_computer_says_so_and_announces_where_it_is_told() -> None:
    from engines.net.discovery import Finder
    from tests.net.support import run, until
    from tests.net.test_discovery import free_udp_port

    discovery = free_udp_port()

    async def scenario() -> None:
        finder = Finder(port=discovery, bind="127.0.0.1")
        await finder.start()
        host = start("toy", "serve", "toy", "--players", "2", "--port", "0", "--code", "LANTS", "--bind",
                     "127.0.0.1", "--announce", "127.0.0.1", "--discovery-port", str(discovery))
        try:
            assert host.stdout is not None and host.stderr is not None
            port = int(host.stdout.readline().split("on port ")[1].split(",")[0])
            assert host.stdout.readline().startswith(f"join with: starboard join 127.0.0.1:{port} --code LANTS")
            said = [host.stderr.readline()]
            while "announcing" not in said[-1] and said[-1]:
                said.append(host.stderr.readline())
            assert any(f"listening on 127.0.0.1:{port} only" in line for line in said)
            assert f"announcing the game to 127.0.0.1 (UDP port {discovery})" in said[-1]
            await until(lambda: any(f.advert.port == port for f in finder.games()), 5)
        finally:
            host.kill()
            host.communicate(timeout=TIMEOUT)
            finder.stop()

    run(scenario())


def test_twilight_imperium_is_served_and_joined_to_the_end() -> None:
    """`starboard serve galaxy`: a host bot and three joined players finish a game (one round, a house limit)."""
    host, port = serve("galaxy", 4, "--bots", "random", "--option", "round_limit=1")
    joins = [join("galaxy", port, f"Joiner {i}", "--seed", str(i)) for i in range(3)]
    results = [last_json(p) for p in joins]
    hosted = last_json(host)
    assert all(r == hosted for r in results) and hosted["result"]


def test_the_last_json_line_names_the_seats_in_the_summary() -> None:
    """The summary a player reads at the end of `serve` and `join` names the seats, not "{p0}"."""
    host, port = serve("woodland", 2, "--bots", "normal,open", "--bot-delay", "0")
    joined = last_json(join("woodland", port, "Zed", "--bot", "normal"))
    hosted = last_json(host)
    assert joined == hosted
    summary = str(hosted["result"]["summary"])  # type: ignore[index]
    assert "Zed (" in summary and "{p" not in summary, summary
