"""The next deduction for a player's colour grid: the easiest step that settles a cell, told in full.

A player's grid holds settled cells and unknown ones, nothing in between, so a hint that only rules
a colour out ("cannot be blue") could not be entered, and asking again would give it again.  So
when no single step settles a cell, the narrowing steps are followed on a scratch copy of the board
(easiest first, line techniques before suppositions) until one settles a cell, and the hint tells
the steps that step relies on ("Row 3: the clue has no blue block, so ... Then column 5: ...").  A
line step relies on an earlier step that narrowed a cell of its line; a supposition on the earlier
steps that touched the lines of its chain.  The hint's technique is the hardest one told.
"""

from __future__ import annotations

from ..board import Finding, LineRef
from ..clock import Clock
from ..techniques import MISTAKE, TECHNIQUES
from ..words import line_word
from .board import ColourBoard
from .ladder import ColourLadder, settled_count
from .probe import ColourProber

MAX_TOLD = 4
"""Steps told one by one; a longer chain names its earlier lines and tells the last step."""


def colour_deduction(board: ColourBoard, clock: Clock | None = None) -> Finding | None:
    """The easiest chain of deductions ending in a settled cell, as one finding; ``None`` if none.

    Raises ``Deadline`` when ``clock`` runs out first.  A ``"mistake"`` finding means the grid cannot be
    completed whatever a cell is.
    """
    scratch = board.copy()
    ladder = ColourLadder(scratch, clock=clock)
    prober = ColourProber(scratch, clock)
    steps: list[Finding] = []
    while True:
        finding = ladder.find(settling=True) or prober.next_finding()
        if finding is None or finding.technique == MISTAKE:
            return finding
        steps.append(finding)
        if settled_count(finding):
            return _told(_relied_on(steps))
        ladder.apply(finding)


def _relied_on(steps: list[Finding]) -> list[Finding]:
    """The last step and, going back, every earlier step that narrowed a cell of a line a kept step uses."""
    kept = [steps[-1]]
    lines: set[LineRef] = set(steps[-1].lines)
    for step in reversed(steps[:-1]):
        if any(("row", r) in lines or ("col", c) in lines for r, c in step.proves):
            kept.append(step)
            lines.update(step.lines)
    return kept[::-1]


def _told(steps: list[Finding]) -> Finding:
    """One finding for a chain of steps: the last step's cells, every step's lines, the hardest technique."""
    last = steps[-1]
    if len(steps) <= MAX_TOLD:
        sentence = " ".join([steps[0].sentence] + [f"Then {_lower_first(s.sentence)}" for s in steps[1:]])
    else:
        earlier = list(dict.fromkeys(ref for step in steps[:-1] for ref in step.lines))
        named = ", ".join(line_word(*ref) for ref in earlier[:6]) + (", …" if len(earlier) > 6 else "")
        sentence = (f"First rule colours out line by line ({len(steps) - 1} steps, on {named}). "
                    f"Then {_lower_first(last.sentence)}")
    return Finding(
        max((step.technique for step in steps), key=TECHNIQUES.index),
        sentence,
        dict(last.proves),
        list(dict.fromkeys(ref for step in steps for ref in step.lines)),
        depth=max(step.depth for step in steps),
    )


def _lower_first(sentence: str) -> str:
    return sentence[:1].lower() + sentence[1:]


__all__ = ["colour_deduction"]
