"""LAN round trip: a move sent until every client holds the new view, with 8 clients on loopback.

The host runs in its own process (the same Server, Room and autosave with its fsynced move journal
that `starboard serve` uses); the clients run here and decode every update into the game's view,
like a player's window does.
It also finds how many 8-player matches one such process holds, each moving at a brisk pace,
with the p95 still within the target, and runs boardgame.io's peer benchmark in the same session
(../shared/peers/bgio/run.sh 8 500) to report the ratio.

Run: `.venv/bin/python -m bench lan` (or `python -m bench.bench_lan` for the table only).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import msgspec

from engines.core.contract import Action, Decision, Event, Game, Result
from engines.core.rng import Rng

ROOT = Path(__file__).resolve().parents[1]
# ../shared from the main checkout; a worktree in ../wt/NAME finds the same folder one level further up
PEER = next((folder / "shared" / "peers" / "bgio" / "run.sh" for folder in (ROOT.parent, ROOT.parent.parent)
             if (folder / "shared" / "peers" / "bgio" / "run.sh").exists()), ROOT.parent / "shared" / "peers")
CLIENTS = 8
MOVES = 500
PACE = 5.0  # moves a second in each match while measuring capacity
STATED_PEER_P95 = 4.0  # the figure, used only if the peer cannot run here


# ----- the game: boardgame.io's relay, move for move --------------------------------------------
class Tick(Action, frozen=True):
    pass


class RelayState(msgspec.Struct):
    rng: Rng
    players: int
    n: int = 0
    active: int = 0
    hands: list[list[int]] = []


class RelayView(msgspec.Struct):
    n: int
    active: int
    hand: list[int]


class Relay(Game[RelayState]):
    """The peer's game: each move adds one and passes the turn; each seat has a private hand of 3."""

    id = "relay"
    title = "Relay"
    blurb = "A benchmark game."
    min_players = 2
    max_players = 16
    state_type = RelayState
    action_type = Tick
    event_type = Event
    view_type = RelayView
    _tick: ClassVar[list[Any]] = [Tick()]

    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> RelayState:
        return RelayState(Rng.from_seed(seed), players, hands=[[i, i + 1, i + 2] for i in range(players)])

    def decisions(self, state: RelayState) -> list[Decision]:
        return [Decision(state.active, "tick", self._tick)]

    def perform(self, state: RelayState, seat: int, action: Any) -> list[Event]:
        state.n += 1
        state.active = (state.active + 1) % state.players
        return []

    def view(self, state: RelayState, seat: int | None) -> RelayView:
        return RelayView(state.n, state.active, list(state.hands[seat]) if seat is not None else [])

    def result(self, state: RelayState) -> Result | None:
        return None

    def turn_key(self, state: RelayState) -> Any:
        return state.n


def _register() -> None:
    from engines.registry import register

    register(Relay())


# ----- the host process ---------------------------------------------------------------------------
async def _host(game_id: str, rooms: int, players: int, folder: Path, defaults: bool = False) -> None:
    """Serve ``rooms`` matches on one port, autosaved in ``folder``; print the port and codes, run until killed."""
    import gc

    from engines.net.protocol import Limits
    from engines.net.room import Room
    from engines.net.seats import plan_seats
    from engines.net.server import Server
    from engines.net.store import Autosaver
    from engines.registry import get_game

    # measuring speed, not the flood guard: one seat may move many times in a row in a real game
    # (``defaults``: the limits `starboard serve` has, to show they take every room's players)
    limits = Limits() if defaults else Limits(rate=1e6, burst=10**6)
    server = Server(limits=limits)
    codes = [f"BENCH{i}" for i in range(rooms)]
    for code in codes:
        room = Room(get_game(game_id), plan_seats(["open"] * players), {}, 1, code, limits)
        room.auto_start = True
        Autosaver(room, folder / f"{code}.starboard")  # as `starboard serve` does: every move journalled
        server.add(room)
    port = await server.start("127.0.0.1", 0)
    gc.freeze()  # the long-lived objects made so far never need scanning again
    print(json.dumps({"port": port, "codes": codes}), flush=True)
    await asyncio.Event().wait()


class HostProcess:
    """A host in its own process, like `starboard serve`."""

    def __init__(self, rooms: int, players: int = CLIENTS, game_id: str = "relay", defaults: bool = False) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.folder = tempfile.mkdtemp(prefix="starboard-bench-lan-")
        command = [sys.executable, "-m", "bench.bench_lan", "--host", game_id, str(rooms), str(players), self.folder,
                   "defaults" if defaults else "fast"]
        self.proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        ready = json.loads(self.proc.stdout.readline())
        self.port: int = ready["port"]
        self.codes: list[str] = ready["codes"]

    def cpu_seconds(self) -> float:
        """CPU time the host process has used so far (Linux; 0 elsewhere)."""
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return 0.0
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        self.proc.kill()
        self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


# ----- the clients ----------------------------------------------------------------------------------
class Table:
    """One match's 8 clients and a way to wait until all of them hold a given version."""

    def __init__(self) -> None:
        self.clients: list[Any] = []
        self.counts: dict[int, int] = {}
        self.waiter: tuple[int, asyncio.Future[None]] | None = None

    def heard(self, version: int) -> None:
        count = self.counts.get(version, 0) + 1
        self.counts[version] = count
        waiter = self.waiter
        if count == len(self.clients) and waiter is not None and waiter[0] == version and not waiter[1].done():
            waiter[1].set_result(None)

    async def everyone_at(self, version: int) -> None:
        if self.counts.get(version, 0) >= len(self.clients):
            return
        self.waiter = (version, asyncio.get_running_loop().create_future())
        await self.waiter[1]

    async def move(self) -> float:
        """One move by a seat asked (its first option); the seconds until every client holds the new view."""
        asked = next(c for c in self.clients if c.envelope.decision is not None)
        envelope = asked.envelope
        started = time.perf_counter()
        sending = asyncio.ensure_future(asked.act(envelope.decision.options[0].action, envelope.version))
        try:
            await asyncio.wait_for(self.everyone_at(envelope.version + 1), 10)
        except TimeoutError:
            raise RuntimeError(f"no update after the move: {await sending}") from None
        elapsed = time.perf_counter() - started
        await sending
        self.counts.pop(envelope.version, None)
        return elapsed


async def seat_table(port: int, code: str, players: int = CLIENTS) -> Table:
    from engines.net.client import Client
    from engines.net.listener import ClientListener

    table = Table()

    class Ears(ClientListener):
        def update(self, update: Any) -> None:
            table.heard(update.envelope.version)

    for seat in range(players):
        client = Client(Ears(), reconnect=False)
        await client.connect("127.0.0.1", port, code, f"bot{seat}")
        table.clients.append(client)
        await client.claim(seat)
    await table.everyone_at(0)
    return table


async def latency(port: int, code: str, moves: int = MOVES, players: int = CLIENTS) -> list[float]:
    table = await seat_table(port, code, players)
    for _ in range(20):
        await table.move()  # warm-up
    found = []
    for _ in range(moves):
        if table.clients[0].envelope.result is not None:
            break  # a real game may end first
        found.append(await table.move())
    await asyncio.gather(*[c.close() for c in table.clients])
    return found


async def game_latency(game_id: str, players: int, moves: int = 300) -> list[dict[str, Any]]:
    """The same round trip in a real game (its own views, options and log), if it is installed."""
    from engines.registry import game_ids

    if game_id not in game_ids():
        return []
    host = HostProcess(1, players, game_id)
    try:
        found = await latency(host.port, host.codes[0], moves, players)
    finally:
        host.stop()
    return [{"metric": f"rtt_p50_{players}_clients_{game_id}", "value": round(percentile(found, 0.5) * 1000, 2),
             "unit": "ms"},
            {"metric": f"rtt_p95_{players}_clients_{game_id}", "value": round(percentile(found, 0.95) * 1000, 2),
             "unit": "ms"}]


async def paced(tables: list[Table], seconds: float, pace: float) -> list[float]:
    """Every table moves ``pace`` times a second for ``seconds``; all latencies."""
    found: list[float] = []

    async def run(table: Table, offset: float) -> None:
        await asyncio.sleep(offset)
        stop = time.perf_counter() + seconds
        while time.perf_counter() < stop:
            started = time.perf_counter()
            found.append(await table.move())
            await asyncio.sleep(max(0.0, 1 / pace - (time.perf_counter() - started)))

    await asyncio.gather(*[run(t, i / pace / len(tables)) for i, t in enumerate(tables)])
    return found


async def load_step(rooms: int, pace: float, players: int = CLIENTS, defaults: bool = False) -> dict[str, Any]:
    """``rooms`` matches in one host process, each moving ``pace`` times a second: p95 and host CPU."""
    host = HostProcess(rooms, players, defaults=defaults)
    try:
        tables = [await seat_table(host.port, code, players) for code in host.codes]
        seconds = max(3.0, 200 / (rooms * pace))
        cpu = host.cpu_seconds()
        found = await paced(tables, seconds, pace)
        cpu = host.cpu_seconds() - cpu
        await asyncio.gather(*[c.close() for t in tables for c in t.clients])
    finally:
        host.stop()
    return {"matches": rooms, "p95_ms": round(percentile(found, 0.95) * 1000, 2), "moves": len(found),
            "host_cpu_share": round(cpu / seconds, 2)}


async def capacity(target_ms: float, pace: float = PACE, largest: int = 256) -> tuple[int, list[dict[str, Any]]]:
    """The most matches (by doubling from 8, or halving below it) one host holds with p95 within target."""
    best, steps, rooms = 0, [], 8
    while rooms <= largest:
        steps.append(await load_step(rooms, pace))
        if steps[-1]["p95_ms"] > target_ms:
            break
        best, rooms = rooms, rooms * 2
    rooms = 4
    while best == 0 and rooms >= 1:
        steps.append(await load_step(rooms, pace))
        best = rooms if steps[-1]["p95_ms"] <= target_ms else 0
        rooms //= 2
    return best, steps


async def many_rooms(target_ms: float, rooms: int = 16, players: int = 6) -> dict[str, Any]:
    """16 rooms of 6 on one host with the limits `serve` has: everyone gets in, and the p95 holds."""
    from engines.net.protocol import NetError

    try:
        step = await load_step(rooms, PACE, players, defaults=True)
    except NetError as error:  # somebody was refused a seat
        return {"metric": f"rtt_p95_{rooms}_rooms_of_{players}_default_limits", "value": -1, "unit": "ms",
                "target": "everyone admitted", "ok": False, "refused": str(error)}
    return {"metric": f"rtt_p95_{rooms}_rooms_of_{players}_default_limits", "value": step["p95_ms"], "unit": "ms",
            "target": f"<= {target_ms} (boardgame.io p95), {rooms * players} clients, none refused",
            "ok": step["p95_ms"] <= target_ms, "moves": step["moves"], "host_cpu_share": step["host_cpu_share"]}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def peer() -> dict[str, Any] | None:
    """boardgame.io's figures measured now on this machine, or None if node/npm cannot run it."""
    try:
        out = subprocess.run(["bash", str(PEER), str(CLIENTS), str(MOVES)], capture_output=True, text=True,
                             timeout=300, cwd=ROOT)
        found: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
        return found
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        return None


async def _measure() -> list[dict[str, Any]]:
    host = HostProcess(1)
    try:
        found = await latency(host.port, host.codes[0])
    finally:
        host.stop()
    p50, p95 = percentile(found, 0.5) * 1000, percentile(found, 0.95) * 1000
    theirs = peer()
    peer_p95 = float(theirs["p95_ms"]) if theirs else STATED_PEER_P95
    rows: list[dict[str, Any]] = [
        {"metric": "rtt_p50_8_clients", "value": round(p50, 2), "unit": "ms"},
        {"metric": "rtt_p95_8_clients", "value": round(p95, 2), "unit": "ms",
         "target": f"<= {peer_p95} (boardgame.io p95)", "ok": p95 <= peer_p95},
        {"metric": "rtt_mean_8_clients", "value": round(statistics.fmean(found) * 1000, 2), "unit": "ms"},
    ]
    if theirs:
        rows += [{"metric": "bgio_p50_8_clients", "value": theirs["p50_ms"], "unit": "ms"},
                 {"metric": "bgio_p95_8_clients", "value": theirs["p95_ms"], "unit": "ms"}]
    rows.append({"metric": "p95_ratio_starboard_over_bgio", "value": round(p95 / peer_p95, 2), "unit": "x",
                 "target": "<= 1.0", "ok": p95 <= peer_p95})
    rows += await game_latency("lostworlds", 4)
    rows.append(await many_rooms(peer_p95))
    best, steps = await capacity(peer_p95)
    rows.append({"metric": f"matches_per_host_process_at_{PACE:g}_moves_s", "value": best, "unit": "matches",
                 "target": f"p95 <= {peer_p95} ms", "steps": steps})
    within = [step["matches"] for step in steps if step["p95_ms"] <= STATED_PEER_P95]
    rows.append({"metric": f"matches_per_host_process_p95_within_{STATED_PEER_P95:g}ms",
                 "value": max(within, default=0), "unit": "matches"})
    return rows


def run() -> list[dict[str, Any]]:
    _register()
    return asyncio.run(_measure())


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--host":
        _register()
        game_id, rooms, players, folder, kind = sys.argv[2:7]
        asyncio.run(_host(game_id, int(rooms), int(players), Path(folder), kind == "defaults"))
    else:
        for row in run():
            print(json.dumps(row), flush=True)
