"""The editor's core: check a drawn design and suggest small changes that fix it.

``check`` answers "is this picture the only solution of its clues?" (and where it is ambiguous,
and where line logic stalls); ``suggest`` searches for a few cell flips that make a design unique
or solvable by single-line logic, each verified by the solver; ``handlers`` exposes both to the
web worker as JSON-in/JSON-out functions.  None of it imports the web layer.
"""

from .check import (
    DesignCheck,
    Picture,
    Position,
    Verdict,
    apply_flips,
    check_clues,
    check_design,
    differing,
    normalise_picture,
)
from .suggest import Suggestion, suggest_line_solvable, suggest_unique

__all__ = [
    "DesignCheck",
    "Picture",
    "Position",
    "Suggestion",
    "Verdict",
    "apply_flips",
    "check_clues",
    "check_design",
    "differing",
    "normalise_picture",
    "suggest_line_solvable",
    "suggest_unique",
]
