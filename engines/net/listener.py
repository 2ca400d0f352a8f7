"""Callbacks a host or client reports through; the desktop subclasses them and relays Qt signals.

Every method is called on the network thread, never on the GUI thread: a Qt subclass should
only emit a signal (queued across threads) and return at once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from engines.net.protocol import ChatLine, End, Rejected, RoomInfo, Update

log = logging.getLogger("starboard.net")
L = TypeVar("L")


class RoomListener:
    """What a host's window hears from its room. Override what you need; the rest do nothing."""

    watch_public: bool = False  # True: also receive the spectator Update (seat None) after each change

    def room_changed(self, room: RoomInfo) -> None:
        """Someone joined, left, came back, or a seat changed kind."""

    def update(self, seat: int | None, update: Update) -> None:
        """A local seat's (or the public) envelope after a change; ``update.envelope.view`` is a view object."""

    def chat(self, line: ChatLine) -> None:
        """A chat line from anyone, the host included."""

    def notice(self, text: str, waiting: list[int]) -> None:
        """A line for the players: 'waiting for NAME', 'NAME is back', a seat handed to a bot."""

    def finished(self, end: End) -> None:
        """The game is over."""

    def error(self, text: str) -> None:
        """Something went wrong on the host; the game goes on."""


class ClientListener:
    """What a joiner's window hears from its connection. Override what you need."""

    def room_changed(self, room: RoomInfo) -> None:
        """The lobby changed: seats claimed, players away or back, the game started."""

    def seated(self, seat: int | None, token: str) -> None:
        """This client holds a seat (None: spectator); keep the token to rejoin later."""

    def update(self, update: Update) -> None:
        """A new envelope: ``view`` and the options' actions are already the game's own types."""

    def chat(self, line: ChatLine) -> None:
        """A chat line from anyone."""

    def notice(self, text: str, waiting: list[int]) -> None:
        """A line from the host: waiting for someone, a seat handed to a bot."""

    def rejected(self, rejected: Rejected) -> None:
        """The host refused one of this client's messages, with the reason."""

    def finished(self, end: End) -> None:
        """The game is over."""

    def disconnected(self, reason: str) -> None:
        """The connection ended; ``reason`` is written for the player."""


class _Guarded:
    """Calls a listener's methods, logging what they raise: a window's bug never stops the network."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._inner, name)
        if not callable(value):
            return value

        def call(*args: Any) -> Any:
            try:
                return value(*args)
            except Exception:  # the listener is someone else's code; the game must go on
                log.exception("listener %s.%s failed", type(self._inner).__name__, name)
                return None

        return call


def guarded(listener: L) -> L:
    """The listener, wrapped so that an exception in a callback is logged instead of raised."""
    wrapped: Callable[[Any], L] = _Guarded  # type: ignore[assignment]
    return wrapped(listener)
