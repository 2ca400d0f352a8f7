"""A host killed with SIGKILL loses nothing it told its players: `starboard serve` in its own process.

The host journals each accepted move before it answers, and writes the snapshot when the game
starts, so killing it at any moment (even the first instant of a game) and resuming it gives
back the version the players last saw.
"""

from __future__ import annotations

import asyncio
import signal
import subprocess
from pathlib import Path

from engines.net.client import Client
from engines.net.protocol import Accepted
from engines.net.store import load_autosave
from tests.engines.core.toy import Bank
from tests.net.processes import TIMEOUT, serve, start
from tests.net.support import LOOPBACK, run, until

CODE = "LANTS"


async def seated(port: int, seats: int) -> list[Client]:
    clients = []
    for seat in range(seats):
        client = Client(reconnect=False)
        await client.connect(LOOPBACK, port, CODE, f"Player {seat}")
        await client.claim(seat)
        clients.append(client)
    await until(lambda: all(c.envelope is not None for c in clients))
    return clients


def kill(host: subprocess.Popen[str]) -> None:
    host.send_signal(signal.SIGKILL)
    host.communicate(timeout=TIMEOUT)
    assert host.returncode == -signal.SIGKILL


def resume(autosave: Path, port: int) -> subprocess.Popen[str]:
    again = start("toy", "serve", "toy", "--resume", str(autosave), "--port", str(port), "--bind", LOOPBACK,
                  "--no-beacon")
    assert again.stdout is not None
    first = again.stdout.readline()
    assert "serving toy" in first, again.communicate(timeout=TIMEOUT)[1]
    return again


def resume_and_move(autosave: Path, port: int, token: str) -> tuple[int, int, int]:
    """Resume the killed host; seat 0 comes back with its token and banks a point.

    Returns the version seat 0 finds, its score then, and the version its move makes.
    """
    again = resume(autosave, port)

    async def go_on() -> tuple[int, int, int]:
        client = Client(reconnect=False)
        await client.connect(LOOPBACK, port, CODE, "Player 0")
        await client.rejoin(token)
        await until(lambda: client.envelope is not None)
        assert client.envelope is not None
        found, score = client.envelope.version, client.envelope.view.scores[0]
        reply = await client.act(Bank(1))
        assert isinstance(reply, Accepted)
        await client.close()
        return found, score, reply.version

    try:
        found: tuple[int, int, int] = run(go_on())
    finally:
        again.kill()
        again.communicate(timeout=TIMEOUT)
    return found


def test_moves_accepted_just_before_a_kill_9_are_all_there_after_resume(tmp_path: Path) -> None:
    autosave = tmp_path / "lan.starboard"
    host, port = serve("toy", 2, "--option", "goal=50", "--autosave", str(autosave))

    async def play() -> tuple[int, str]:
        clients = await seated(port, 2)
        await asyncio.sleep(0.7)  # long past the start: only the moves below are new
        mover, version = clients[0], 0
        for step in range(6):
            reply = await (mover.undo() if step == 3 else mover.act(Bank(1), mover.envelope.version))
            assert isinstance(reply, Accepted)
            version = reply.version
            await until(lambda v=version: mover.envelope is not None and mover.envelope.version == v)
        kill(host)  # at once: the last moves were accepted a few milliseconds ago
        return version, mover.token

    version, token = run(play())
    match, _room = load_autosave(autosave)
    assert match.version == version == 6  # five moves and an undo, which raises the version too
    assert match.state.scores[0] == 4

    client_sees = resume_and_move(autosave, port, token)
    assert client_sees == (version, 4, version + 1)


def test_a_host_killed_as_the_game_starts_resumes(tmp_path: Path) -> None:
    autosave = tmp_path / "lan.starboard"
    host, port = serve("toy", 2, "--autosave", str(autosave))

    async def start_and_kill() -> str:
        clients = await seated(port, 2)  # the second claim starts the game
        kill(host)
        return clients[0].token

    token = run(start_and_kill())
    assert resume_and_move(autosave, port, token) == (0, 0, 1)
