"""Standing passes: a seat answers "pass" to a kind of window until the end of an agenda, a phase,
a round or the game. They apply whatever the seat holds, so setting one tells the table nothing
about its hand; the seat simply is not asked."""

from __future__ import annotations

from engines.galaxy.state import AutoPass, TIState
from engines.galaxy.steps.windows import Window

SCOPES = ("agenda", "phase", "round", "game")


def matches(entry: AutoPass, window: Window) -> bool:
    key = window.keys[0]
    if entry.key == "*":
        return True
    if entry.key.endswith(":*"):
        return key.startswith(entry.key[:-1])
    return entry.key == key


def autopassed(state: TIState, seat: int, window: Window) -> bool:
    standing = state.players[seat].autopass
    if standing:
        for entry in standing:  # ``matches``, inline (asked for every seat of every window)
            wanted = entry.key
            if wanted == "*" or wanted == window.keys[0] or (
                    wanted.endswith(":*") and window.keys[0].startswith(wanted[:-1])):
                return True
    return False


def set_autopass(state: TIState, seat: int, key: str, until: str) -> None:
    if until not in SCOPES:
        raise ValueError(f"unknown auto-pass scope {until!r}")
    mine = state.players[seat].autopass
    if not any(e.key == key and e.until == until for e in mine):
        mine.append(AutoPass(key, until))


def end_autopass(state: TIState, scope: str) -> None:
    """Drop the standing passes that last until the end of ``scope`` (and of any shorter scope)."""
    shorter = SCOPES[: SCOPES.index(scope) + 1]
    for player in state.players:
        if player.autopass:
            player.autopass = [e for e in player.autopass if e.until not in shorter]


def clear_autopass(state: TIState, seat: int) -> None:
    state.players[seat].autopass = []
