"""Complete single-line logic for colour lines and blotted clues, bit-parallel per colour.

A colour line of ``n`` cells with ``K`` colours (colour 0 the background) is ``K`` ints:
``allowed[k]`` has bit ``i`` set when cell ``i`` may still take colour ``k``.  The clue is a list
of blocks, each a length (or ``BLOTTED``: some length >= 1) and a colour; blocks of the same
colour need a background cell between them, blocks of different colours may touch.  The solver
returns, per colour, the cells that take that colour in *at least one* arrangement of the clue
agreeing with ``allowed``, so a cell keeps exactly the colours some arrangement gives it.

How (the technique of ``complete.py``, one mask per colour): *positions* ``0..n`` are the
boundaries before each cell.  Going left to right, after block ``j`` we hold the set ``E`` of
positions where it may end, then ``G = E | (((E & bg) + bg) ^ bg)``, the positions reachable
from those through background cells (one integer addition carries every position through its run
of cells that may be background; the ``E |`` keeps positions whose next cell may not be).  The
next block may start at any position of ``G`` -- or, when it has the same colour as block ``j``,
only at ``(G & bg) << 1``, past at least one background cell.  A block of length ``b`` and colour
``c`` starts where ``b`` cells may take ``c`` (``runs_of(allowed[c], b)``) and ends ``b`` later; a
blotted block starts on any cell that may take ``c`` and ends anywhere a slide through
``allowed[c]`` (at least one cell) reaches.  The same pass on the mirrored line gives, per block,
where the rest of the clue fits after it.  A block start is valid when both passes allow it, and
the block then covers ``cover(valid, b)``; a blotted block covers the cells reachable both from a
forward start and (backwards) from a backward end through cells of its colour.  A cell may be
background when, for some gap ``g``, blocks ``0..g-1`` fit before it and blocks ``g..`` after it.

Every set the backward pass needs from the forward one is mirrored at once: lines of up to 64
cells through an ``array`` of machine words (as ``complete.py`` does), longer ones through
``int.to_bytes`` chunks of whole bytes.  The backward pass works on the mirrored line and its
answers are mirrored back in one more batch.  A clue of fixed numbers all of one colour is a
black-and-white line (background or that colour) and goes to ``complete.solve_line``, twice as fast.

>>> solve_colour_line((2, 1), (1, 2), 4, [0b1111, 0b1111, 0b1111])  # a red 2 then a green 1
[13, 7, 12]
>>> solve_colour_line((1, 1), (1, 1), 2, [0b11, 0b11]) is None  # two black 1s need a gap
True
>>> solve_colour_line((BLOTTED,), (1,), 3, [0b101, 0b111])  # a blotted block over a known cell 1
[5, 7]
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from itertools import repeat
from struct import Struct

from ..model import BLOTTED, Clue
from .complete import _BYTE_MIRROR, runs_of, solve_line

__all__ = ["BLOTTED", "colour_block_starts", "solve_colour_line"]

_WORD_CODES = {array(code).itemsize * 8: code for code in "BHIQ"}
_MAX_WORD_BITS = max(_WORD_CODES)
_WORD_OF_SIZE = [
    next((_WORD_CODES[bits], bits - size) for bits in sorted(_WORD_CODES) if bits >= size)
    for size in range(_MAX_WORD_BITS + 1)
]
"""Per line size: the ``array`` code of the narrowest machine word holding the line's cells, and
``top``, how many bits that word has above them (a cell mask is shifted up by ``top`` before
mirroring, so that cell ``i`` lands on mirrored cell ``n-1-i``)."""


def _mirrored(code: str | None, width: int, words: list[int]) -> Sequence[int]:
    """Each word (a cell mask shifted up by ``top``) mirrored over ``width`` bits, in REVERSE order.

    All in C whatever the count: the words' bytes (little-endian), each byte mirrored by a table,
    then the whole byte string reversed, which reverses the words' order and each word's byte
    order.  ``code`` is the ``array`` type code of a ``width``-bit machine word, or ``None`` for
    longer lines (``width`` then a multiple of 8): the same steps with ``int.to_bytes`` mapped
    over the words and a ``struct`` format splitting the result into one chunk per word.
    """
    if code is not None:
        return array(code, array(code, words).tobytes().translate(_BYTE_MIRROR)[::-1])
    length = width >> 3
    to_bytes, from_bytes = int.to_bytes, int.from_bytes  # map over C methods: mypy cannot follow their signatures
    mirrored = b"".join(map(to_bytes, words, repeat(length), repeat("little"))).translate(  # type: ignore[arg-type]
        _BYTE_MIRROR)[::-1]
    return list(map(from_bytes, _chunks(length, len(words)).unpack(mirrored), repeat("little")))  # type: ignore[arg-type]


_CHUNKS: dict[tuple[int, int], Struct] = {}


def _chunks(length: int, count: int) -> Struct:
    """The ``struct`` format splitting ``count * length`` bytes into ``count`` chunks (made once)."""
    found = _CHUNKS.get((length, count))
    if found is None:
        found = _CHUNKS[length, count] = Struct(f"{length}s" * count)
    return found


def solve_colour_line(clue: Clue, colours: tuple[int, ...], size: int, allowed: Sequence[int]) -> list[int] | None:
    """Per colour, the cells that take it in some arrangement of ``clue`` agreeing with ``allowed``.

    ``clue[j]`` is block ``j``'s length (or ``BLOTTED``), ``colours[j]`` its colour (>= 1);
    ``allowed[k]`` the cells that may still take colour ``k`` (0: background).  Returns a new list
    of ``len(allowed)`` masks, each a subset of ``allowed[k]`` (0 for colours not in the clue), or
    ``None`` when no arrangement agrees with ``allowed``.
    """
    if clue and BLOTTED not in clue and colours.count(colours[0]) == len(colours):
        return _one_colour(clue, colours[0], size, allowed)
    return _solve(clue, colours, size, allowed, None)


def _one_colour(clue: Clue, colour: int, size: int, allowed: Sequence[int]) -> list[int] | None:
    """``solve_colour_line`` for a clue of fixed numbers all of one colour: a black-and-white line.

    Only the background and ``colour`` matter, so ``complete.solve_line`` answers it, with cells
    that may not be background as filled and cells that may not take ``colour`` as empty (a cell
    that may be neither is both, which no arrangement fits).  Its word-sized passes and its
    closed form for blank lines make it about twice as fast as the colour passes.
    """
    cells = (1 << size) - 1
    known = solve_line(clue, size, cells & ~allowed[0], cells & ~allowed[colour])
    if known is None:
        return None
    filled, empty = known
    result = [0] * len(allowed)
    result[0] = cells & ~filled
    result[colour] = cells & ~empty
    return result


def colour_block_starts(clue: Clue, colours: tuple[int, ...], size: int, allowed: Sequence[int]) -> list[int] | None:
    """Per block, the mask of its valid start cells (for a blotted block: of the cells it may cover).

    A start is valid when some arrangement agreeing with ``allowed`` puts the block there; the
    hint engine explains deductions with these.  ``None`` when no arrangement fits.

    >>> [bin(m) for m in colour_block_starts((2, 1), (1, 1), 5, [0b11111, 0b11111])]
    ['0b11', '0b11000']
    """
    blocks: list[int] = []
    if _solve(clue, colours, size, allowed, blocks) is None:
        return None
    return blocks


def _solve(
    clue: Clue, colours: tuple[int, ...], size: int, allowed: Sequence[int], blocks: list[int] | None
) -> list[int] | None:
    """``solve_colour_line``; when ``blocks`` is a list, also fill it with ``colour_block_starts``.

    One function on purpose, as ``complete.solve_line``: it is the colour solver's hottest code,
    and a call or a comprehension costs as much as several of its big-int operations.
    """
    cells = (1 << size) - 1
    bg = allowed[0] & cells
    if not clue:
        if bg != cells:
            return None
        return [cells] + [0] * (len(allowed) - 1)
    if size <= _MAX_WORD_BITS:
        code, top = _WORD_OF_SIZE[size]
    else:
        code, top = None, -size & 7
    # forward pass: per gap the cells that may be background there, per block its starts
    words = [bg << top]  # then each clue colour's cells, then gap 0, block 0, gap 1, ..., gap k
    paint: dict[int, int] = {}  # per clue colour, the cells that may take it
    for colour in colours:
        if colour not in paint:
            mask = paint[colour] = allowed[colour] & cells
            words.append(mask << top)
    used = len(paint)
    reach = 1 | (((1 & bg) + bg) ^ bg)
    previous = 0
    fits: dict[int, int] = {}  # per (length, colour) key, the starts where the block's cells may take its colour
    for block, colour in zip(clue, colours, strict=True):
        words.append((reach & bg) << top)
        if colour == previous:
            reach = (reach & bg) << 1
        if block == BLOTTED:
            mask = paint[colour]
            starts = reach & mask
            if not starts:
                return None
            position = starts << 1
            ends = position | (((position & mask) + mask) ^ mask)
            words.append((ends >> 1) << top)  # cells reachable from a start through the block's colour
        else:
            key = block << 16 | colour
            fitting = fits.get(key)
            if fitting is None:
                mask = paint[colour]
                fitting = fits[key] = mask if block == 1 else runs_of(mask, block)
            starts = reach & fitting
            if not starts:
                return None
            words.append(starts << top)
            ends = starts << block
        reach = ends | (((ends & bg) + bg) ^ bg)
        previous = colour
    if not (reach >> size) & 1:
        return None
    words.append((reach & bg) << top)
    # backward pass on the mirrored line (block k-1 first), meeting the forward sets there; the
    # forward pass proved that an arrangement exists, so this one cannot fail
    mirrored = _mirrored(code, size + top, words)  # gap k, block k-1, ..., block 0, gap 0, paints (last first), bg
    index = len(words) - 1  # the mirrored background, after the paints of the clue's colours, last first
    bg = mirrored[index]
    for colour in paint:
        index -= 1
        paint[colour] = mirrored[index]
    found = dict.fromkeys(paint, 0)
    reach = 1 | (((1 & bg) + bg) ^ bg)
    can_bg = reach & mirrored[0]
    previous = 0
    fits.clear()
    index = 1
    for block, colour in zip(reversed(clue), reversed(colours), strict=True):
        if colour == previous:
            reach = (reach & bg) << 1
        if block == BLOTTED:
            mask = paint[colour]
            position = (reach & mask) << 1
            ends = position | (((position & mask) + mask) ^ mask)
            covered = (ends >> 1) & mirrored[index]
            found[colour] |= covered
            if blocks is not None:
                blocks.append(covered << top)
        else:
            key = block << 16 | colour
            fitting = fits.get(key)
            if fitting is None:
                mask = paint[colour]
                fitting = fits[key] = mask if block == 1 else runs_of(mask, block)
            starts = reach & fitting
            valid = starts & (mirrored[index] >> (block - 1))
            if blocks is not None:
                blocks.append(valid << (block - 1 + top))  # mirrored back below, this is the block's start
            ends = starts << block
            done = 1
            while done < block:  # ``cover(valid, block)``, inlined
                step = done if done * 2 <= block else block - done
                valid |= valid << step
                done += step
            found[colour] |= valid
        reach = ends | (((ends & bg) + bg) ^ bg)
        previous = colour
        can_bg |= reach & mirrored[index + 1]
        index += 2
    # back to the line: blocks (collected last first), then the clue's colours, then the background
    back = blocks if blocks is not None else []
    for mask in found.values():
        back.append(mask << top)
    back.append(can_bg << top)
    out = _mirrored(code, size + top, back)
    result = [0] * len(allowed)
    result[0] = out[0]
    index = used
    for colour in paint:
        result[colour] = out[index]
        index -= 1
    if blocks is not None:
        blocks[:] = out[used + 1 :]
    return result
