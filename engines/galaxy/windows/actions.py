"""What a seat may answer in a timing window besides using a source: pass, now or standing."""

from __future__ import annotations

from engines.core.contract import Action


class PassWindow(Action, frozen=True):
    """Pass on this window; with ``until`` ("agenda", "phase", "round", "game") also on every window of this
    kind (with ``every``: on every window) until the end of that scope."""

    until: str = ""
    every: bool = False


class ClearAutoPass(Action, frozen=True):
    """Be asked again in every window (drops the seat's standing passes)."""


WINDOW_ACTIONS: tuple[type[Action], ...] = (PassWindow, ClearAutoPass)
