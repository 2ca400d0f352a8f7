"""The game's options (the new-game dialog and ``--option KEY=VALUE``) and reading them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.core.options import GameOption, OptionError
from engines.galaxy.content.factions import factions
from engines.galaxy.layouts import LAYOUT_CHOICES

MODES = ("play", "build")
GALAXIES = ("balanced", "random", "build")

OPTIONS = (
    GameOption("mode", "What to play", "play", choices=MODES, source="house",
               words=(("play", "A game of Twilight Imperium"), ("build", "Only build a galaxy")),
               help="play: a game of Twilight Imperium; build: only build a galaxy, ring by ring, to keep its map"),
    GameOption("layout", "Galaxy layout", "standard", choices=LAYOUT_CHOICES, source="rulebook",
               words=(("standard", "Standard rings"), ("hyperlanes", "Hyperlanes (5, 7 or 8 players)"),
                      ("alternate", "Alternate (7 or 8 players)"), ("large", "Large: four rings (6 players)")),
               help="standard; hyperlanes (5, 7, 8 players); alternate (7, 8); large (6 players, four rings)"),
    GameOption("galaxy", "How the galaxy is made", "balanced", choices=GALAXIES, source="house",
               words=(("balanced", "Generated, balanced between the seats"), ("random", "Generated at random"),
                      ("build", "The players build it, ring by ring")),
               help="balanced or random: the generator lays it; build: the players place their dealt tiles "
                    "(a map string below becomes the starting map)"),
    GameOption("map", "Map string", "", source="house",
               help="A whole galaxy to play on (homes as 0 or as home tiles), or with build the tiles already "
                    "placed (-1: still open). Repeated tiles are kept, with a warning."),
    GameOption("balanced", "Deal hands of even value", False, source="house", printed=False,
               help="When the players build the galaxy: deal the tiles so every hand is worth about the same."),
    GameOption("factions", "Factions", "random", source="rulebook",
               help="random; draft (pick in turn from a few more than there are players); or faction ids in "
                    "seat order separated by commas, e.g. sol,hacan,xxcha"),
    GameOption("points", "Victory points to win", 0, minimum=0, maximum=14, source="rulebook",
               words=(("0", "As printed: 10, or 14 on the large galaxy"),),
               help="0: 10, or 14 on the large galaxy (LRR 98.2a, TI-BIGGAL-4)"),
    GameOption("round_limit", "Round limit", 0, minimum=0, maximum=99, source="house", printed=0,
               words=(("0", "None"),),
               help="0: none (the rules end the game when no objective is left to reveal); otherwise the game "
                    "ends after that round's status phase and the most victory points win"),
)


def faction_choice(text: str, players: int) -> list[str] | None:
    """The factions in seat order for ids, None for ``random`` and ``draft``; OptionError if wrong."""
    words = [w.strip().lower() for w in text.split(",") if w.strip()]
    if words in (["random"], ["draft"], []):
        return None
    known = factions()
    unknown = [w for w in words if w not in known]
    if unknown:
        raise OptionError(f"option factions: there is no faction {unknown[0]!r} "
                          f"(factions: {', '.join(sorted(known))})")
    if len(words) != players:
        raise OptionError(f"option factions: {players} players need {players} factions, not {len(words)}")
    repeated = sorted({w for w in words if words.count(w) > 1})
    if repeated:
        raise OptionError(f"option factions: {repeated[0]} is chosen twice; each player plays a different faction")
    return words


def drafting(options: Mapping[str, Any]) -> bool:
    return str(options["factions"]).strip().lower() == "draft"
