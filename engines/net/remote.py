"""``LanClient``: a joined game run on a background thread, for the desktop's Join dialog and table."""

from __future__ import annotations

import concurrent.futures
from typing import Any

from engines.core.match import Envelope, LogEntry
from engines.net.client import Client, Reply
from engines.net.listener import ClientListener
from engines.net.loop import LoopThread
from engines.net.protocol import End, NetError, RoomInfo
from engines.net.store import TokenStore


class LanClient:
    """Every method is called from the GUI thread and waits at most a few seconds.

    The listener's callbacks arrive on the network thread (relay them with queued Qt signals).
    Seat tokens are remembered in a TokenStore, so joining again with the same address, room code
    and name takes back the same seat.
    """

    def __init__(self, listener: ClientListener | None = None, reconnect: bool = True,
                 store: TokenStore | None = None) -> None:
        self.thread = LoopThread("starboard-join")
        self.listener = listener
        self.reconnect = reconnect
        self.store = store or TokenStore()
        self.client: Client | None = None

    def connect(self, host: str, port: int, code: str, name: str, timeout: float = 5.0) -> RoomInfo:
        """Reach the host and say hello; NetError with the host's reason if refused."""
        self.thread.start()

        async def make() -> RoomInfo:
            self.client = Client(self.listener, self.reconnect)
            return await self.client.connect(host, port, code, name, timeout)

        try:
            return self.thread.run(make(), timeout + 5)
        except BaseException:
            self.thread.stop()
            raise

    @property
    def _key(self) -> str:
        client = self._client
        return TokenStore.key(client.address, client.code, client.name)

    def remembered_token(self) -> str:
        """The token this computer keeps for this host, room code and name ('' if none)."""
        return self.store.get(self._key)

    def claim(self, seat: int | None = None, colour: int | None = None) -> int:
        seat_taken = self.thread.run(self._client.claim(seat, colour))
        self.store.put(self._key, self._client.token)
        return int(seat_taken)

    def rejoin(self, token: str | None = None) -> int:
        """Take back a seat with a token (default: the remembered one)."""
        key = self._key
        token = token or self.store.get(key)
        if not token:
            raise NetError("No seat token is remembered for this game.")
        seat = self.thread.run(self._client.rejoin(token))
        self.store.put(self._key, token)
        return int(seat)

    def watch(self) -> None:
        self.thread.run(self._client.watch())

    def act(self, action: Any, version: int | None = None) -> Reply:
        """Send a move chosen on ``version`` and wait for the host's answer (a round trip)."""
        return self.thread.run(self._client.act(action, version))

    def act_later(self, action: Any, version: int | None = None) -> concurrent.futures.Future[Reply]:
        """Send a move without waiting; the future holds the host's answer."""
        return self.thread.submit(self._client.act(action, version))

    def undo(self) -> Reply:
        return self.thread.run(self._client.undo())

    def chat(self, text: str) -> Reply:
        return self.thread.run(self._client.say(text))

    def resync(self) -> Reply:
        return self.thread.run(self._client.resync())

    def leave(self) -> None:
        """Leave for good: the token is forgotten."""
        if self.client is not None:
            self.store.forget(self._key)
            self.thread.run(self.client.leave())
        self.thread.stop()

    def close(self) -> None:
        """Close the window's connection but keep the token, to rejoin later."""
        if self.client is not None and self.thread.running:
            self.thread.run(self.client.close())
        self.thread.stop()

    @property
    def _client(self) -> Client:
        if self.client is None:
            raise NetError("Connect to a host first.")
        return self.client

    # The client's latest data; read-only snapshots safe to read from the GUI thread.
    @property
    def seat(self) -> int | None:
        return self._client.seat

    @property
    def token(self) -> str:
        return self._client.token

    @property
    def room(self) -> RoomInfo | None:
        return self._client.room

    @property
    def envelope(self) -> Envelope | None:
        return self._client.envelope

    @property
    def log(self) -> list[LogEntry]:
        return list(self._client.log)

    @property
    def end(self) -> End | None:
        return self._client.end

    def replay_bytes(self, app_version: str = "") -> bytes:
        """This seat's own replay file: every update it received (written on the network thread)."""
        recording = self._client.recording
        if recording is None:
            raise NetError("Nothing was received from the host yet.")
        if self.thread.running:
            return self.thread.call(recording.to_bytes, app_version)
        return recording.to_bytes(app_version)
