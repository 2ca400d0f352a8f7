"""Tokens exploration puts on the board: gamma wormhole tokens (Gamma Wormhole, Gamma Relay), the ion storm
(a wormhole of its face-up type, flipped when ships move into or out of its system: a ruling) and the
Mirage planet token. Their wormholes join the galaxy through the hook "board_overlay"."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.expansion import BoardTokenPlaced
from engines.galaxy.adjacency import Overlay
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.sources import TABLE
from engines.galaxy.state import TIState

GAMMA = "gamma_wormhole"
ION_STORM = "ion_storm"


def wormhole_of(token: str) -> str | None:
    if token == GAMMA:
        return "gamma"
    if token.startswith(f"{ION_STORM}:"):
        return token.split(":", 1)[1]
    return None


@effect(TABLE, hook="board_overlay")
def board_tokens(ctx: Context) -> Overlay | None:
    """Every wormhole token exploration placed (the same answer for every seat: overlays are joined)."""
    found: dict[int, tuple[str, ...]] = {}
    for node, tokens in ctx.state.board_tokens.items():
        kinds = tuple(w for w in (wormhole_of(t) for t in tokens) if w is not None)
        if kinds:
            found[int(node)] = kinds
    return Overlay(wormholes=found) if found else None


def ion_storm_at(state: TIState) -> tuple[int, str] | None:
    for node, tokens in state.board_tokens.items():
        for token in tokens:
            if token.startswith(f"{ION_STORM}:"):
                return int(node), token
    return None


@effect(TABLE, hook="ships_moved")
def flip_ion_storm(ctx: Context) -> list[Event]:
    """After ships move into or out of the ion storm's system, the token turns over."""
    found = ion_storm_at(ctx.state)
    if found is None or (found[0] != ctx.system and found[0] not in ctx.origins):
        return []
    node, token = found
    flipped = f"{ION_STORM}:{'beta' if token.endswith('alpha') else 'alpha'}"
    tokens = ctx.state.board_tokens[str(node)]
    tokens[tokens.index(token)] = flipped
    return [BoardTokenPlaced(system=node, token=flipped)]
