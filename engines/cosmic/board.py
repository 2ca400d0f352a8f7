"""The 3x3 grid, who stands where, and small lookups the rules share."""

from __future__ import annotations

from engines.cosmic.content import CONTENDERS, PLANETS, PlanetInfo
from engines.cosmic.state import Contender, CosmicState

SIZE = 3
CELLS = tuple(range(SIZE * SIZE))


def _neighbours(cell: int) -> tuple[int, ...]:
    row, col = divmod(cell, SIZE)
    found = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < SIZE and 0 <= c < SIZE:
            found.append(r * SIZE + c)
    return tuple(found)


# CC-MOVE-3: orthogonal neighbours of each cell.
ADJACENT: tuple[tuple[int, ...], ...] = tuple(_neighbours(cell) for cell in CELLS)


def planet_at(state: CosmicState, cell: int) -> PlanetInfo:
    return PLANETS[state.grid[cell]]


def cell_of_planet(state: CosmicState, planet: int) -> int:
    return state.grid.index(planet)


def name_of(key: int) -> str:
    return CONTENDERS[key].name


def at(state: CosmicState, cell: int) -> list[Contender]:
    """Every Contender in play standing on a cell."""
    return [c for c in state.contenders if c.cell == cell and c.owner >= 0]


def mine_at(state: CosmicState, seat: int, cell: int) -> list[Contender]:
    contenders = state.contenders
    return [contenders[k] for k in state.teams[seat] if contenders[k].cell == cell]


def foes_at(state: CosmicState, seat: int, cell: int) -> list[Contender]:
    return [c for c in state.contenders if c.cell == cell and c.owner >= 0 and c.owner != seat]


def controlled(state: CosmicState, seat: int) -> list[int]:
    return [cell for cell, owner in enumerate(state.control) if owner == seat]


def occupied(state: CosmicState, seat: int) -> list[int]:
    """Cells where the seat has at least one Contender (CC-GAP-8: one Contender occupies)."""
    contenders = state.contenders
    return sorted({contenders[k].cell for k in state.teams[seat] if contenders[k].cell >= 0})


def team_cell(state: CosmicState, seat: int) -> int:
    """Where the team stands when the whole team moves together (CC-GAP-14 team option)."""
    return state.contenders[state.teams[seat][0]].cell
