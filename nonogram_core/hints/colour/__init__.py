"""Hints and grading for colour and blotted puzzles: the black-and-white ladder's colour twin.

Cells are bit sets over colours (``board``), the line techniques name colours in their sentences
(``line_techniques``, ``line_logic``, ``words``), ``ladder`` finds the easiest line step, ``probe``
supposes a cell's colour and follows the lines to a contradiction, and ``deduce`` chains steps that
only rule colours out until one settles a cell, which is what a player's hint needs.  The entry
points stay ``next_hint`` and ``grade`` (in ``..hint`` and ``..grading``): they choose this engine
for every puzzle that is not black-and-white, so the black-and-white engine runs unchanged.
"""
