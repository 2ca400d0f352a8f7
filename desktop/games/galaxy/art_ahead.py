"""The tile art of a game's first frame, rendered while the new-game dialog is read (``load_ahead``).

Painting the tiles' art was most of what the Twilight Imperium table's first frame cost (an eight-player map
is 62 tiles, about 1.3 ms each on a quiet core). Whatever seed and player count are chosen, the map is laid
from the same tiles: the pool's systems, Mecatol Rex, the home systems and the nexus. So the faces a game's
map shows at its start are known before the game is set up, and their masters at normal detail (the level
the fitted zoom of every player count shows in a window of common size) are rendered ahead into the shared
cache, a tile per step; the first frame then only scales and blits them. The faces are made by the board's
own ``slot_face`` and ``nexus_face``, so they are the very keys the table asks the cache for
(`tests/desktop/games/test_galaxy_first_paint.py`).

Left to the table: the hyperlanes of the few layouts with them (6 dim tiles; rendering all 17 faces the
layouts lay would also make the 8 dim starfields they share, 5 MB), placeholders of homes not yet chosen,
the nexus turned to its active side, and the masters of other levels (a very small or very large window).
The 82 masters take about 12 MB.
"""

from __future__ import annotations

from collections.abc import Iterator

from desktop.games.galaxy.board import nexus_face, slot_face
from desktop.games.galaxy.tile_item import ART, TileFace
from engines.galaxy.builder.view import NexusView, SlotView
from engines.galaxy.tiles import NEXUS_TILE, catalogue

LEVEL = "normal"
NO_SEAT_ART = ("", "", "")


def _slot(tile: str) -> SlotView:
    return SlotView(0, 0, 0, 0, 0.0, 0.0, "system", tile=tile)


def game_faces() -> list[TileFace]:
    """The faces a game's map may show at its start, most likely first: the pool's systems, then Mecatol
    Rex and the home systems, then the nexus on its inactive side."""
    tiles = catalogue()
    nexus = NexusView(0, NEXUS_TILE, "inactive", [], [])
    faces: dict[object, TileFace] = {}

    def add(face: TileFace | None) -> None:
        if face is not None:
            faces.setdefault(face.key, face)

    systems = sorted((t for t in tiles.values() if t.kind not in ("hyperlane", "nexus")), key=lambda t: not t.in_pool)
    for tile in systems:
        add(slot_face(_slot(tile.id), tiles, lambda _seat: NO_SEAT_ART, [], nexus, fixed=True))
    add(nexus_face(tiles, NEXUS_TILE, tuple(tiles[NEXUS_TILE].sides["inactive"]), fixed=True))
    return list(faces.values())


def load_ahead() -> Iterator[None]:
    """One face's master per step (the steps run in the dialog's idle turns: desktop/shell/load_ahead.py)."""
    for face in game_faces():
        ART.prepare(face, LEVEL)
        yield
