"""The window's own options in words."""

from __future__ import annotations

from typing import Any

from engines.galaxy.state import TIState
from engines.galaxy.windows.actions import ClearAutoPass, PassWindow
from engines.galaxy.words import label_for

UNTIL = {"agenda": "this agenda", "phase": "this phase", "round": "this round", "game": "the rest of the game"}


@label_for(PassWindow)
def _pass(state: TIState, action: Any) -> str:
    if not action.until:
        return "Pass"
    what = "every window" if action.every else "windows like this"
    return f"Pass on {what} for {UNTIL[action.until]}"


@label_for(ClearAutoPass)
def _clear(state: TIState, action: Any) -> str:
    return "Be asked in every window again"
