"""The solving pipeline for colour and blotted puzzles: the black-and-white stages' colour twins.

``board`` (per-line, per-colour cell masks), ``propagate`` (line logic to a fixpoint),
``probe`` (contradiction probing over every colour a cell may take), ``search`` (depth-first
guessing) and ``pipeline`` (the ``Result``).  ``nonogram_core.native.solve_native`` sends a puzzle
here only when it is not black-and-white, so the black-and-white hot path pays nothing.
"""
