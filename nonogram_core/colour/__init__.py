"""The solving pipeline for colour and blotted puzzles: the black-and-white stages' colour twins.

``board`` (per-line, per-colour cell masks), ``propagate`` (line logic to a fixpoint),
``probe`` (contradiction probing over every colour a cell may take), ``search`` (depth-first
guessing) and ``pipeline`` (``ColourEngine``, those stages as the one solve driver,
``nonogram_core.native.solve_native``, runs them).  The driver imports this package only for a
puzzle that is not black-and-white, so the black-and-white hot path pays nothing.
"""
