"""Why a supposition fails, cell by cell: the forced cells a person can check one after another.

A supposition (``contradiction``, ``colour.probe``) is followed line by line until a line cannot
fit its clue.  Following it proves many cells, most of them beside the point; a hint that names
the lines only ("row 3 would force a cell of column 10 ...") cannot be checked.  This module keeps
what the failure needs and nothing more:

1. the *trace* of the supposition: the cells it set (``supposed``), then every line solve in the
   order it happened, each with the cells it proved (an ``Event``), and the line that broke;
2. from the broken line backwards, the fewest cells it needs to break (each cell dropped in turn,
   the latest first, while the line still breaks), then for each of those the fewest earlier cells
   of the line that forced it, and so on back to the supposition (``needed_steps``).

Every step told is then true on its own: its line, given the board, the supposition and the cells
named before it, forces the cells it names; and the last line, given those, cannot fit.

A fact is an ``Atom``, ``(row, col, value)``: in black and white, the cell *is* ``value``
(``FILLED`` or ``EMPTY``); in colour, the cell is *not* colour ``value``.  The line solvers are
complete single-line logic, so cells a line proved itself add nothing when it is solved again:
they are never counted among its reasons.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

Atom = tuple[int, int, int]
"""``(row, col, value)``: one fact a supposition leads to (see the module's docstring)."""

Implies = Callable[[int, Sequence[Atom], "tuple[Atom, ...] | None"], bool]
"""``implies(line, facts, targets)``: single-line logic on ``line`` (rows ``0..height-1``, then columns),
given the board and ``facts``, proves every atom of ``targets``; with ``targets`` ``None``: the line
cannot fit its clue."""


@dataclass(frozen=True)
class Event:
    """One line solve during a supposition: the line and the facts it proved that were not known."""

    line: int
    atoms: tuple[Atom, ...]


@dataclass(frozen=True)
class Trace:
    """Everything a failed supposition went through, in order (made only to explain a failure)."""

    supposed: tuple[Atom, ...]
    events: tuple[Event, ...]
    broken: int


@dataclass(frozen=True)
class Step:
    """One step of an explanation: ``line`` forces ``atoms``."""

    line: int
    atoms: tuple[Atom, ...]


def needed_steps(trace: Trace, height: int, implies: Implies) -> list[Step]:
    """The steps the failure needs, in the order they happened (each relies only on earlier ones)."""
    born = {atom: -1 for atom in trace.supposed}
    maker: dict[Atom, int] = {}
    for index, event in enumerate(trace.events):
        for atom in event.atoms:
            if atom not in born:
                born[atom], maker[atom] = index, event.line
    on_line: dict[int, list[Atom]] = {}
    for atom in born:
        for line in (atom[0], height + atom[1]):
            on_line.setdefault(line, []).append(atom)
    needed: dict[int, set[Atom]] = {}

    def reasons(line: int, before: int, targets: tuple[Atom, ...] | None) -> None:
        """Record the fewest facts of ``line`` known before event ``before`` that still prove ``targets``."""
        facts = [a for a in on_line.get(line, ()) if born[a] < before and maker.get(a) != line]
        given = [a for a in facts if born[a] < 0]
        # drop facts already needed last, the latest first: short chains that share their steps
        order = sorted((a for a in facts if born[a] >= 0),
                       key=lambda a: (a in needed.get(born[a], ()), -born[a]))
        assert implies(line, facts, targets)  # what the supposition did: the trace is of a real failure
        keep = set(order)
        for atom in order:
            keep.discard(atom)
            if not implies(line, [*given, *keep], targets):
                keep.add(atom)
        for atom in keep:
            needed.setdefault(born[atom], set()).add(atom)

    reasons(trace.broken, len(trace.events), None)
    steps: list[Step] = []
    while needed:
        index = max(needed)
        atoms = tuple(sorted(needed.pop(index)))
        line = trace.events[index].line
        reasons(line, index, atoms)
        steps.append(Step(line, atoms))
    return steps[::-1]


__all__ = ["Atom", "Event", "Implies", "Step", "Trace", "needed_steps"]
