"""The Vuil'raith Cabal's leaders so far: That Which Molds Flesh (commander); The Stillness of Stars and It Feeds
on Carrion are still to come."""

from __future__ import annotations

from engines.galaxy.effects import Context, effect

MOLDS_FLESH = "that_which_molds_flesh"


@effect(MOLDS_FLESH, hook="uncounted_units")
def that_which_molds_flesh(ctx: Context) -> int:
    """Two fighters or infantry of a production do not count against its limit."""
    return 2
