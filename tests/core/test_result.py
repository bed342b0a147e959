"""``Result``'s own helpers, on hand-made results (no solve, so every case is pinned down)."""

from nonogram_core.model import Cell
from nonogram_core.result import Result, Status

F, E, U = Cell.FILLED, Cell.EMPTY, Cell.UNKNOWN


def test_unknown_cells_reads_grid_by_default_and_line_grid_on_request() -> None:
    result = Result(Status.MULTIPLE, grid=[[F, U], [U, E]], line_grid=[[U, U], [E, U]])
    assert result.unknown_cells() == [(0, 1), (1, 0)]
    assert result.unknown_cells(line_logic_only=True) == [(0, 0), (0, 1), (1, 1)]
    assert result.line_unknown_cells() == [(0, 0), (0, 1), (1, 1)]


def test_unknown_cells_of_a_missing_line_grid_is_empty() -> None:
    result = Result(Status.NONE, grid=[[U]], line_grid=None)
    assert result.unknown_cells(line_logic_only=True) == []
    assert result.unknown_cells() == [(0, 0)]

