"""davidje13/Nonogram CSV collections: ``name,rules[,source,author,license]`` per line.

The ``rules`` column is davidje13's compact rule code: ``R`` followed by base64url sextets
(``A–Z a–z 0–9 - _``, most significant bit first) of a bit stream holding the width and height
(exponential-Golomb, k = 4), then for every row (against the width) and every column (against the
height) a line's total filled count and its block lengths, each in a canonical Huffman code over
0..limit with weights 1/(i+2) — small numbers get short codes.  Only as many blocks are stored as
can be followed by another; the last block is what remains of the total.  Lines starting with
``#`` are comments; the first other line is the header; fields may be quoted (``"'"``, ``','``; see
``csv_records``).
Other rule codes (images) are not supported.

>>> p = read("name,rules\\nA,RrW8eI3iI3\\n")[0]   # davidje13's "A" (CC BY-SA)
>>> p.title, p.width, p.height
('A', 5, 5)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..model import MAX_SIDE, Puzzle
from . import _detect
from ._common import MAX_PUZZLES, UnsupportedFeatureError, fail, make_puzzle, shorten, text_lines

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})  # and name, author, licence, source
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_MAX_CODE = 20_000


def read(data: str | bytes) -> list[Puzzle]:
    records = csv_records(text_lines(data))
    if not records:
        raise fail("the file is empty; expected a header line 'name,rules'", 1)
    number, header_fields = records[0]
    header = [v.lower() for v in header_fields]
    if "rules" not in header:
        raise fail("expected a header line with a 'rules' column (e.g. 'name,rules')", number)
    puzzles = []
    for number, fields in records[1:]:
        values = dict(zip(header, fields, strict=False))
        rows_, cols = decode_rules(values.get("rules", ""), number)
        meta = {"title": values.get("name", ""), "author": values.get("author", ""),
                "license": values.get("license", "")}
        extra = (("source", values["source"]),) if values.get("source") else ()
        puzzles.append(make_puzzle(rows_, cols, extra=extra, **meta))
        if len(puzzles) > MAX_PUZZLES:
            raise fail(f"more than {MAX_PUZZLES} puzzles in one file", number)
    if not puzzles:
        raise fail("the collection holds no puzzles", number)
    return puzzles


def csv_records(lines: Sequence[str]) -> list[tuple[int, list[str]]]:
    """The records of davidje13's CSV dialect, each with its line number.

    As his ``readCSV``: ``,`` separates fields; ``'`` or ``"`` quote (a comma or ``#`` inside is text,
    and the quote characters can be mixed in one field); ``\\`` escapes the next character; ``#``
    outside quotes starts a comment to the end of the line; spaces around an unquoted field are
    dropped; a line with no field (blank, or only a comment) is no record.  A quote left open at the
    end of a line is an error here (his reader would run on into the next line).
    """
    records = []
    for number, line in enumerate(lines, 1):
        fields = _csv_fields(line, number)
        if fields:
            records.append((number, fields))
    return records


def _csv_fields(line: str, number: int) -> list[str]:
    fields: list[str] = []
    cell: list[str] = []
    literal: list[bool] = []  # per character: quoted or escaped (kept even if it is a space)
    quote = ""
    pending = False  # a separator was seen: the field after it exists even if empty
    at = 0
    while at < len(line):
        ch = line[at]
        if ch == "\\" and at + 1 < len(line):
            cell.append(line[at + 1])
            literal.append(True)
            at += 2
            continue
        if quote:
            if ch == quote:
                quote = ""
            else:
                cell.append(ch)
                literal.append(True)
        elif ch == ",":
            fields.append(_trimmed(cell, literal))
            cell, literal, pending = [], [], True
        elif ch in "'\"":
            quote, pending = ch, True
        elif ch == "#":
            break
        else:
            cell.append(ch)
            literal.append(False)
        at += 1
    if quote:
        raise fail(f"a field's {quote} quote is not closed on this line", number, len(line))
    if cell or pending:
        fields.append(_trimmed(cell, literal))
    return fields


def _trimmed(cell: list[str], literal: list[bool]) -> str:
    """The field without the unquoted spaces and tabs around it."""
    kept = [k for k, ch in enumerate(cell) if literal[k] or ch not in " \t"]
    return "".join(cell[kept[0] : kept[-1] + 1]) if kept else ""


@lru_cache(maxsize=1024)
def _code_lengths(limit: int) -> tuple[int, ...]:
    """Huffman code lengths of the symbols 0..limit weighted 1/(i+2), ties broken as davidje13 does."""
    if limit == 0:
        return (0,)
    from fractions import Fraction  # here: it imports decimal, 1.5 ms of every start-up that reads a file

    nodes: list[dict[str, Any]] = [{"p": Fraction(1, i + 2), "parent": None} for i in range(limit + 1)]
    queue = sorted(nodes, key=lambda node: -node["p"])  # stable: low p at the end
    while len(queue) > 1:
        low = queue.pop()
        second = queue.pop()
        parent: dict[str, Any] = {"p": low["p"] + second["p"], "parent": None}
        low["parent"] = second["parent"] = parent
        at = 0
        while at < len(queue) and queue[at]["p"] > parent["p"]:
            at += 1
        queue.insert(at, parent)
    lengths = []
    for node in nodes:
        depth = 0
        while node["parent"] is not None:
            node = node["parent"]
            depth += 1
        lengths.append(depth)
    return tuple(lengths)


@lru_cache(maxsize=1024)
def _codes(limit: int) -> dict[int, str]:
    """Canonical codes: shorter first, then by symbol; each code is the previous one plus one."""
    lengths = _code_lengths(limit)
    codes: dict[int, str] = {}
    value = -1
    previous = 0
    for symbol in sorted(range(limit + 1), key=lambda s: lengths[s]):
        value = (value + 1) << (lengths[symbol] - previous) if value >= 0 else 0
        previous = lengths[symbol]
        codes[symbol] = format(value, f"0{previous}b") if previous else ""
    return codes


@lru_cache(maxsize=1024)
def _decoder(limit: int) -> dict[str, int]:
    return {code: symbol for symbol, code in _codes(limit).items()}


class _BitReader:
    def __init__(self, code: str, line: int) -> None:
        self.bits = "".join(format(_B64.index(ch), "06b") for ch in code)
        self.at = 0
        self.line = line

    def bit(self) -> str:
        if self.at >= len(self.bits):
            raise fail("the rules code is cut short", self.line)
        self.at += 1
        return self.bits[self.at - 1]

    def exp_golomb(self, k: int) -> int:
        zeros = 0
        while self.bit() == "0":
            zeros += 1
            if zeros > 12:
                raise fail("the rules code holds a size out of range", self.line)
        value = 1
        for _ in range(zeros):
            value = value * 2 + int(self.bit())
        low = 0
        for _ in range(k):
            low = low * 2 + int(self.bit())
        return ((value - 1) << k) + low

    def huffman(self, limit: int) -> int:
        table = _decoder(limit)
        code = ""
        while code not in table:
            code += self.bit()
            if len(code) > limit + 2:
                raise fail("the rules code is not valid", self.line)
        return table[code]


def decode_rules(code: str, line: int | None = None) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """Row and column clues from a davidje13 ``R…`` rules code."""
    if not code:
        raise fail("expected a rules code (R…) in the 'rules' column", line)
    if not code.startswith("R"):
        raise UnsupportedFeatureError(f"only 'R…' rule codes are supported, not {shorten(code, 12)!r}", line=line)
    body = code[1:]
    if len(body) > _MAX_CODE or not re.fullmatch(r"[A-Za-z0-9_-]*", body):
        raise fail("the rules code must be base64url characters", line)
    reader = _BitReader(body, line or 0)
    width, height = reader.exp_golomb(4), reader.exp_golomb(4)
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise fail(f"the rules code's size {width}×{height} is outside 1..{MAX_SIDE}", line)
    rows = [_rule(reader, width) for _ in range(height)]
    cols = [_rule(reader, height) for _ in range(width)]
    return rows, cols


def _rule(reader: _BitReader, limit: int) -> tuple[int, ...]:
    remaining = reader.huffman(limit)
    cap = limit - remaining
    blocks: list[int] = []
    while remaining > 0 and len(blocks) < cap:
        block = reader.huffman(remaining - 1) + 1
        remaining -= block
        blocks.append(block)
    if remaining > 0:
        blocks.append(remaining)
    return tuple(blocks)


def encode_rules(puzzle: Puzzle) -> str:
    """The davidje13 ``R…`` rules code of a black-and-white puzzle whose clues fit their lines."""
    if not puzzle.is_black_and_white or puzzle.row_colours or puzzle.problems():
        raise ValueError("davidje13 rule codes hold black-and-white clues that fit their lines")
    bits: list[str] = []
    for side in (puzzle.width, puzzle.height):
        a = (side >> 4) + 1
        bits.append("0" * (a.bit_length() - 1) + format(a, "b") + format(side & 15, "04b"))
    for clues, limit in ((puzzle.rows, puzzle.width), (puzzle.cols, puzzle.height)):
        for clue in clues:
            total = sum(clue)
            bits.append(_codes(limit)[total])
            remaining = total
            for block in clue[: min(len(clue), limit - total)]:
                bits.append(_codes(remaining - 1)[block - 1])
                remaining -= block
    stream = "".join(bits)
    stream += "0" * (-len(stream) % 6)
    return "R" + "".join(_B64[int(stream[i : i + 6], 2)] for i in range(0, len(stream), 6))


def write(puzzles: Sequence[Puzzle]) -> str:
    lines = ["name,rules,source,author,license"]
    for number, puzzle in enumerate(puzzles, 1):
        source = dict(puzzle.extra).get("source", "")
        fields = [puzzle.title or f"puzzle {number}", encode_rules(puzzle), source, puzzle.author, puzzle.license]
        if any(re.search(r"[\n\r]", f) for f in fields):
            raise ValueError("davidje13 CSV fields cannot hold line breaks")
        lines.append(",".join(map(_csv_field, fields)).rstrip(","))
    return "\n".join(lines) + "\n"


def _csv_field(value: str) -> str:
    """``value`` as one field his reader gives back whole: bare when safe, else double-quoted with
    ``\\`` before a ``"`` or ``\\`` inside."""
    if re.fullmatch(r"[^,#'\"\\\s]([^,#'\"\\]*[^,#'\"\\\s])?", value) or not value:
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
