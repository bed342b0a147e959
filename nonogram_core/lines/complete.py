"""Complete single-line logic, bit-parallel.

Given one clue and one partial line, find *every* cell that holds the same value in all
arrangements of the clue's blocks that agree with the cells already known — nothing more can be
deduced from that line alone, so a grid at the fixpoint of this solver is exactly what a person
with perfect single-line reasoning reaches.  It cannot see anything that needs two lines at once
(that is probing's job).

How: a line of ``n`` cells is two ints, ``filled`` and ``empty`` (bit ``i`` = cell ``i``).  We
track *positions* ``0..n+1`` (the boundary before cell ``p``), with a virtual empty cell ``n`` so
that every block is followed by a separator.  Going left to right, ``reach[i]`` is the set of
positions ``p`` where blocks ``1..i`` fit exactly into cells ``[0, p)`` with cell ``p-1`` empty.
Moving a position past a cell that may be empty is a "slide", done for all positions of all runs
at once by one integer addition (the carry runs through a run of free cells).  Placing a block of
length ``b`` is a mask of the starts where ``b`` paintable cells follow and the next cell may be
empty.  The same pass over the reversed line gives the suffix sets; a start is valid when both
passes allow it.  Each step is a handful of big-int operations, so a line costs O(k) machine-word
operations per 64 cells — in CPython and in WebAssembly alike.

>>> solve_line((3,), 5, 0, 0) == (0b00100, 0)
True
>>> solve_line((1, 1), 3, 0, 0) == (0b101, 0b010)
True
>>> solve_line((2,), 3, 0, 0b010) is None
True
"""

from __future__ import annotations

from array import array

from ..model import Clue

_BYTE_MIRROR = bytes(int(f"{byte:08b}"[::-1], 2) for byte in range(256))
"""Each byte value with its 8 bits in reverse order (for ``bytes.translate``)."""


def reverse_bits(mask: int, size: int) -> int:
    """Mirror the low ``size`` bits of ``mask`` (cell ``i`` becomes cell ``size-1-i``); ``mask < 2**size``.

    Three C-level steps, whatever the size: the bytes in little-endian order, each byte mirrored
    by a table, read back big-endian (which reverses the byte order), then the padding shifted out.

    >>> bin(reverse_bits(0b0011, 4))
    '0b1100'
    """
    length = (size + 7) >> 3
    mirrored = mask.to_bytes(length, "little").translate(_BYTE_MIRROR)
    return int.from_bytes(mirrored, "big") >> ((length << 3) - size)


def runs_of(mask: int, length: int) -> int:
    """Starts ``s`` such that bits ``s..s+length-1`` of ``mask`` are all set (doubling, O(log length)).

    >>> bin(runs_of(0b0111, 2))
    '0b11'
    """
    done = 1
    while done < length:
        step = done if done * 2 <= length else length - done
        mask &= mask >> step
        done += step
    return mask


def cover(starts: int, length: int) -> int:
    """Cells covered by a block of ``length`` placed at any of ``starts``.

    >>> bin(cover(0b101, 2))
    '0b1111'
    """
    done = 1
    while done < length:
        step = done if done * 2 <= length else length - done
        starts |= starts << step
        done += step
    return starts


def _forward(clue: Clue, size: int, filled: int, empty: int) -> tuple[list[int], list[int]] | None:
    """Left-to-right pass: per block the feasible starts, and per prefix the reachable positions.

    Returns ``(starts, reach)`` with ``len(starts) == k`` and ``len(reach) == k + 1``, or ``None``
    when no prefix arrangement reaches the end of the line.
    """
    free = ~filled & ((2 << size) - 1)  # cells that may be empty, plus the virtual cell ``size``
    paint = ~empty & ((1 << size) - 1)  # cells that may be filled
    reach = 1 | (((1 & free) + free) ^ free)
    starts: list[int] = []
    reaches = [reach]
    for block in clue:
        fits = reach & runs_of(paint, block) & ~(filled >> block)
        if not fits:
            return None
        starts.append(fits)
        position = fits << (block + 1)
        reach = position | (((position & free) + free) ^ free)
        reaches.append(reach)
    if not (reach >> (size + 1)) & 1:
        return None
    return starts, reaches


def _backward(clue: Clue, size: int, filled: int, empty: int) -> int:
    """The forward pass on the mirrored line, its results packed into one int, still mirrored.

    Field ``j`` (``size`` bits each) holds the starts of mirrored block ``j`` (fields ``0..k-1``),
    then field ``k + j`` prefix reach set ``j`` of the mirrored line without its position-0 bit.
    Reversing the whole int then mirrors every field and reverses their order at once, which
    lines each set up with the block (or gap) it belongs to on the real line.  The caller has
    already proved that an arrangement exists, so this pass cannot fail.
    """
    cells = (1 << size) - 1
    both = reverse_bits((empty << size) | filled, 2 * size)  # one reversal mirrors both masks
    rfilled = both >> size
    free = ~rfilled & ((2 << size) - 1)
    paint = ~both & cells  # the low field is the mirrored ``empty``
    reach = 1 | (((1 & free) + free) ^ free)
    packed_reach = (reach >> 1) & cells
    packed_starts = 0
    shift = 0
    for block in reversed(clue):
        fits = reach & runs_of(paint, block) & ~(rfilled >> block)
        packed_starts |= fits << shift
        position = fits << (block + 1)
        reach = position | (((position & free) + free) ^ free)
        shift += size
        packed_reach |= ((reach >> 1) & cells) << shift
    return packed_starts | (packed_reach << shift)


def _both_ways(clue: Clue, size: int, filled: int, empty: int) -> tuple[list[int], list[int], int, int] | None:
    """Both passes: per block the forward starts, the prefix reach sets, and two packed ints.

    The third value holds per gap ``i`` (field ``i``, ``size`` bits each) the cells ``c`` from
    which blocks ``i+1..k`` fit into cells ``c+1..`` (so cell ``c`` may be an empty cell after
    block ``i``); the fourth per block ``i`` the starts ``s`` with blocks ``i..k`` fitting from
    ``s`` on, shifted up by ``block - 1`` (``&`` with a forward start set gives the valid starts).
    """
    forward = _forward(clue, size, filled, empty)
    if forward is None:
        return None
    starts, reach = forward
    count = len(clue)
    mirrored = reverse_bits(_backward(clue, size, filled, empty), size * (2 * count + 1))
    gap_fields = size * (count + 1)
    return starts, reach, mirrored & ((1 << gap_fields) - 1), mirrored >> gap_fields


def block_starts(clue: Clue, size: int, filled: int, empty: int) -> list[int] | None:
    """Per block, the mask of starts it takes in at least one arrangement agreeing with the known cells.

    The lowest bit of each mask is the block's leftmost position, the highest its rightmost; the
    hint engine explains its "simple" techniques with these.  ``None`` when no arrangement fits.

    >>> [bin(m) for m in block_starts((2, 1), 5, 0, 0)]  # the 2 starts at cell 0 or 1, the 1 at 3 or 4
    ['0b11', '0b11000']
    """
    both = _both_ways(clue, size, filled, empty)
    if both is None:
        return None
    starts, _, _, suffix_starts = both
    return _valid_starts(clue, size, starts, suffix_starts)


def _valid_starts(clue: Clue, size: int, starts: list[int], suffix_starts: int) -> list[int]:
    """Per block, the forward starts from which the rest of the clue fits too (see ``_both_ways``)."""
    field = (1 << size) - 1
    valid = []
    for forward_starts, block in zip(starts, clue, strict=True):
        valid.append(forward_starts & ((suffix_starts & field) >> (block - 1)))
        suffix_starts >>= size
    return valid


def solve_line(clue: Clue, size: int, filled: int, empty: int) -> tuple[int, int] | None:
    """All cells forced by ``clue`` on a line of ``size`` cells with known ``filled``/``empty`` masks.

    Returns the new ``(filled, empty)`` masks (supersets of the inputs), or ``None`` when no
    arrangement of the clue agrees with the known cells.

    Lines of up to 62 cells (nearly all) keep every set in its own int of at most 64 bits: the
    forward pass runs on the line, all its sets are mirrored at once through an ``array`` of
    machine words (``_mirrored``), and the backward pass runs on the mirrored line and meets
    them there, block by block.  Longer lines go through ``_solve_line_packed``.  Same answers;
    on line states recorded from real solves (docs/webapp.md, "Measured") this one is 15% faster
    than the packed one on CPython and 23% in Pyodide, where each operation on a many-digit int
    (the packed one's 300-1000-bit ints) costs 2-3 times what it costs natively.  One function
    on purpose: this is the solver's hottest code, and a call costs as much as a few operations.
    """
    if not (filled | empty):
        return _blank_line(clue, size)
    if size > _MAX_WORD_BITS:
        return _solve_line_packed(clue, size, filled, empty)
    code, top = _WORD_OF_SIZE[size]
    # forward pass, as in ``_forward``, with each block length's fitting starts computed once
    line = (1 << size) - 1
    free = ~filled & ((2 << size) - 1)
    paint = ~empty & line
    reach = 1 | (((1 & free) + free) ^ free)
    inner = line << 1  # positions 1..size: those after a cell (which is then empty)
    ends: dict[int, int] = {}  # per block length, the cells where such a block may end, shifted up by top
    fit: dict[int, int] = {}  # per block length, its starts with paintable cells and a free cell after
    words = [reach & inner]  # gap 0, block 0's starts, gap 1, ..., gap k; then ends, then the free cells
    for block in clue:
        fitting = fit.get(block)
        if fitting is None:
            run = paint if block == 1 else runs_of(paint, block)
            ends[block] = run << (block - 1 + top)
            fitting = fit[block] = run & (free >> block)
        fits = reach & fitting
        if not fits:
            return None
        position = fits << (block + 1)
        reach = position | (((position & free) + free) ^ free)
        words += (fits, reach & inner)
    if not (reach >> (size + 1)) & 1:
        return None
    words += ends.values()
    words.append((free & line) << top)
    # Mirroring maps bit b to bit width-1-b = size-1-b + top: a cell shifted up by top lands on
    # its mirrored cell, a block's ends on its mirrored starts, a forward start on the block's
    # mirrored end shifted up by top, and a forward position p (cell p-1 empty) on bit size-p+top-1,
    # where the backward position size-p+1 (the same empty cell, from the other side) lands when
    # shifted up by top - 2.
    mirrored = _mirrored(code, words)  # in reverse order: free cells, ends, gap k, block k-1, ..., gap 0
    rfree = mirrored[0] | (1 << size)  # with the virtual cell after the line
    rfit = {}
    index = 1
    for block in reversed(ends):
        rfit[block] = mirrored[index] & (rfree >> block)
        index += 1
    # backward pass: mirrored block j is block k-1-j; a start fits both ways when it is one of
    # the block's forward starts; cell c may be empty if blocks 1..i fit before it and blocks
    # i+1..k after it, for some i (gap i, where the two passes' positions meet)
    reach = 1 | (((1 & rfree) + rfree) ^ rfree)
    gap_shift = top - 2  # a backward position's bit, moved to where the matching forward one lands
    start_shift = top - 1  # a mirrored end shifted up by top, moved back to the block's start
    can_empty = (reach << gap_shift) & mirrored[index]
    can_fill = 0
    for block in reversed(clue):
        fits = reach & rfit[block]
        valid = fits & (mirrored[index + 1] >> (block + start_shift))
        done = 1
        while done < block:  # ``cover``, inlined
            step = done if done * 2 <= block else block - done
            valid |= valid << step
            done += step
        can_fill |= valid
        position = fits << (block + 1)
        reach = position | (((position & rfree) + rfree) ^ rfree)
        index += 2
        can_empty |= (reach << gap_shift) & mirrored[index]
    can_empty, can_fill = _mirrored(code, [can_fill << top, can_empty << 1])  # back to the line
    return line & ~can_empty, line & ~can_fill


_MAX_WORD_BITS = 62
_WORD_CODES = {array(code).itemsize * 8: code for code in "BHIQ"}
_WORD_OF_SIZE = [
    next((_WORD_CODES[bits], bits - size) for bits in (8, 16, 32, 64) if bits >= size + 2)
    for size in range(_MAX_WORD_BITS + 1)
]
"""Per line size: the ``array`` type code of the narrowest machine word with two bits to spare
over the line (so every position 1..size fits), and ``top``, how many bits it has above the line."""


def _mirrored(code: str, words: list[int]) -> array[int]:
    """Each word (``< 2**size``) mirrored over the word size of ``code``, in reverse order.

    All in C whatever the count: the words' bytes, each byte mirrored by a table, then the
    whole byte string reversed (which reverses the words' order and each word's byte order).
    """
    return array(code, array(code, words).tobytes().translate(_BYTE_MIRROR)[::-1])


def _solve_line_packed(clue: Clue, size: int, filled: int, empty: int) -> tuple[int, int] | None:
    """``solve_line`` for any size, with each pass's sets packed into one many-digit int.

    The backward pass packs its 2k+1 sets into one int and one ``reverse_bits`` mirrors them all.
    """
    if not (filled | empty):
        return _blank_line(clue, size)
    both = _both_ways(clue, size, filled, empty)
    if both is None:
        return None
    starts, reach, after, suffix_starts = both
    cells = (1 << size) - 1
    can_fill = 0
    for valid, block in zip(_valid_starts(clue, size, starts, suffix_starts), clue, strict=True):
        can_fill |= cover(valid, block)
    can_empty = 0
    for prefix in reach:
        can_empty |= (prefix >> 1) & after
        after >>= size
    return cells & ~can_empty, cells & ~can_fill


def _blank_line(clue: Clue, size: int) -> tuple[int, int] | None:
    """``solve_line`` on a line with no known cell, in closed form (every line starts so).

    Block ``i`` starts anywhere from its leftmost start (all blocks packed left) to its rightmost
    (all packed right) and every start in between is possible, so it covers for sure exactly
    the cells from its rightmost start to its leftmost end.  No cell is surely empty unless the
    blocks fill the line exactly (then every cell is known) or the clue is empty.
    """
    slack = size - sum(clue) - len(clue) + 1
    if slack < 0:
        return None
    cells = (1 << size) - 1
    if not clue:
        return 0, cells
    filled = 0
    start = 0  # the leftmost start of the current block
    for block in clue:
        if block > slack:  # cells start + slack .. start + block - 1
            filled |= ((1 << (block - slack)) - 1) << (start + slack)
        start += block + 1
    return filled, (cells & ~filled if slack == 0 else 0)
