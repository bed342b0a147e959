"""The tests' oracles: ground truth that shares no code or idea with ``nonogram_core``'s solver, so
that a verdict the solver gives is checked by something else.  One home, so that a bug found in
one is looked for in its neighbours.

Black and white:

* ``bw_bruteforce``: every picture of a small grid, or every solution of a small puzzle, by
  enumeration (numpy); the exact solution count of every clue set of a grid size.
* ``bw_naive_solver``: every placement of every row clue, backtracking row by row; line logic as
  the intersection of placements (the editor's design checks are compared with it).
* ``bw_plain_solver``: a textbook line dynamic program, a queue and a depth-first search on
  characters, for grids too big to enumerate (unique verdicts, other solutions).
* ``line_truth``: a line's arrangements, the cells they force, a puzzle's solutions and the
  single-line fixpoint, all by enumeration (the hint engine's techniques are checked with it).

Colour (and blotted clues):

* ``colour_bruteforce``: every colouring of a small grid grouped by clues; random grids, clues and
  mutations for the colour tests.
* ``colour_line_enum``: a colour line's solutions by enumeration and by a small automaton.
* ``colour_plain_solver``: cell sets, a line dynamic program and a search, counting solutions of
  grids too big to enumerate.
* ``colour_line_truth``: the colour hint engine's ground truth by enumeration.

Either:

* ``sat_uniqueness``: uniqueness of a picture as a SAT problem (python-sat; skipped without it).
* ``random_pictures``: seeded random pictures, one generator so that a seed names the same
  picture in every test.
"""
