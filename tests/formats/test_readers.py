"""Readers: known inputs give known puzzles; bad inputs give one precise PuzzleFormatError."""

from __future__ import annotations

import pytest

from nonogram_core import BLOTTED, ContradictoryCluesError, Puzzle, PuzzleFormatError, UnsupportedPuzzleError
from nonogram_core.formats import FORMATS, detect, load, load_file, read, write

DANCER_NON = """catalogue "webpbn.com #1"
title "Dancer"
by "Jan Wolter"
copyright "&copy; 2004 Jan Wolter"
license CC-BY-3.0
width 5
height 10

rows
2
2,1
1,1
3
1,1
1,1
2
1,1
1,2
2

columns
2,1
2,1,3
7
1,3
2,1
"""
DANCER_ROWS = ((2,), (2, 1), (1, 1), (3,), (1, 1), (1, 1), (2,), (1, 1), (1, 2), (2,))
DANCER_COLS = ((2, 1), (2, 1, 3), (7,), (1, 3), (2, 1))


def test_non_reads_clues_and_properties() -> None:
    [p] = read(DANCER_NON)
    assert (p.rows, p.cols) == (DANCER_ROWS, DANCER_COLS)
    assert (p.title, p.author, p.copyright, p.license) == (
        "Dancer",
        "Jan Wolter",
        "© 2004 Jan Wolter",
        "CC-BY-3.0",
    )
    assert dict(p.extra) == {"catalogue": "webpbn.com #1"}


def test_non_goal_and_blank_empty_lines() -> None:
    text = 'width 3\nheight 2\nrows\n\n3\ncolumns\n1\n1\n1\ngoal "000111"\n'
    [p] = read(text)
    assert p.rows == ((), (3,)) and p.goal == ("...", "###")


def test_non_pbnsolve_multiline_goal_and_saved() -> None:
    text = "width 3\nheight 2\nrows\n1\n2\ncolumns\n1\n1\n1\ngoal\n 010\n 011\nsaved\n0?0\n??1\n"
    [p] = read(text)
    assert p.goal == (".#.", ".##") and p.saved == ("x?x", "??#")


def test_nin() -> None:
    text = "5 10\n" + "\n".join(" ".join(map(str, c)) for c in DANCER_ROWS + DANCER_COLS) + "\n"
    assert detect(text) == "nin"
    [p] = read(text)
    assert (p.rows, p.cols) == (DANCER_ROWS, DANCER_COLS)


def test_tournament_titles_and_order() -> None:
    # 2×2: columns first, then rows.
    text = "$1\n2\n0\n1\n1\n$2\n1\n1\n2\n0\n"
    assert detect(text) == "tournament"
    first, second = read(text)
    assert (first.title, first.cols, first.rows) == ("1", ((2,), ()), ((1,), (1,)))
    assert (second.title, second.cols, second.rows) == ("2", ((1,), (1,)), ((2,), ()))


def test_tournament_solution_block_is_a_picture() -> None:
    [p] = read("$4\n1\t0\n1\t1\n")
    assert p.goal == ("#.", "##") and p.rows == ((1,), (2,)) and p.cols == ((2,), (1,))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"format": "nonogram", "version": 1, "rows": [[1], []], "cols": [[1], [0]], "title": "t"}', "json"),
        ('{"rows": [[1], []], "cols": [[1], []]}', "json"),
        ('{"rows": [[1], [0]], "columns": [[1], [0]]}', "thomasr"),
        ('{"image": ["# ", "  "]}', "davidje13"),
        ('{"rows": [[["!", 1]], []], "cols": [[["!", 1]], []]}', "nonogram-rs"),
    ],
)
def test_json_dialects(text: str, expected: str) -> None:
    assert detect(text) == expected
    [p] = read(text)
    assert p.rows == ((1,), ()) and p.cols == ((1,), ())


def test_our_json_blotted_and_collection() -> None:
    a, b = read('[{"rows": [[null, 1]], "cols": [[1], [1], [1]]}, {"rows": [[1]], "cols": [[1]]}]')
    assert a.rows == ((BLOTTED, 1),) and b.rows == ((1,),)


def test_davidje13_null_line_is_unsupported_but_still_a_format_error() -> None:
    with pytest.raises(UnsupportedPuzzleError) as info:
        read('{"rows": [null, [1]], "cols": [[1], []]}', filename="x.json")
    assert isinstance(info.value, PuzzleFormatError) and info.value.file == "x.json"


@pytest.mark.parametrize(
    ("text", "line", "column", "phrase"),
    [
        ("width 5\nheight 2\nrows\n1\n1\ncolumns\n1\n1\nx\n1\n1\n", 8, None, "'columns' has 2 clue lines"),
        ("width 2\nheight 1\nrows\n1,q\ncolumns\n1\n0\n", 4, 3, "block length"),
        ("width 9999999\nheight 1\nrows\n1\ncolumns\n1\n", 1, None, "limit"),
        ("width 2\nheight 1\nrows\n99999999999999999999\ncolumns\n1\n1\n", 4, 1, "limit"),
        ("width 2\nrows\n1\ncolumns\n1\n1\n", 7, None, "missing 'height N' line"),
        ("width 2\nheight 1\nrows\n" + ",".join(["1"] * 501) + "\ncolumns\n1\n1\n", 4, 1001, "more than 500 blocks"),
        ("width 2\nheight 1\nrows\n1a, 1\ncolumns\n1a\n1a\n", 4, 6, "every block needs its colour character"),
        (":\n" + " ".join(["1"] * 501) + "\n:\n1\n:\n", 2, 1001, "more than 500 blocks"),
        ("#d\n  r:r  red\n:\n1r 1q\n:\n1r\n1\n:\n", 4, 5, "colour 'q' is not declared"),
        ("#d\n  r:r  red\n:\n1r 1\n:\n1r\nx1\n:\n", 7, 1, "expected a block length, found 'x1'"),
        ("2 1\n1\n1\n", 3, None, "found 2 row and column clue lines, expected 3"),
        ("$1\n1\n1\n1\n", 4, None, "as many rows as columns"),
        ('{"rows": [[1]], "cols": [[1]', 1, 29, "invalid JSON"),
        ('{"rows": [[1, 0]], "cols": [[1]]}', 1, 11, "only allowed alone"),
        ('{"rows": [[1.5]], "cols": [[1]]}', 1, 12, "rows[0][0]: expected a block length (a whole number), found the "),
        ('[{"rows": [[1]], "cols": [[1]]},\n {"rows": [[1, 0]], "cols": [[1]]}]', 2, 12, "[1]rows[0]"),
        ('{"rows": [[["a", 1]]],\n "cols": [[["a", 0]]]}', 2, 12, "cols[0][0]: a block length must be at least 1"),
        ("[" * 100000 + "]" * 100000, None, None, "invalid JSON"),
        ('{"rows": [[1]], "cols": [[1]], "title": "\\ud800"}', 1, 41, "surrogate"),
        ("hello world", 1, None, "unrecognised"),
        (
            '<puzzleset><puzzle>\n<clues type="rows"><line><count>x</count></line></clues></puzzle></puzzleset>',
            2,
            26,
            "block length",
        ),
        ("<puzzleset>\n\n<puzzle></puzzleset>", 3, 11, "invalid XML"),
        ('<puzzleset><puzzle>\n<color name="red">12345G</color></puzzle></puzzleset>', 2, None, "RRGGBB"),
        ("<puzzleset>" + "<p>" * 100, 1, 201, "nested"),
        ('<!DOCTYPE x [<!ENTITY a "aaaa">]><puzzleset/>', None, None, "entity"),
    ],
)
def test_errors_are_precise(text: str, line: int | None, column: int | None, phrase: str) -> None:
    with pytest.raises(PuzzleFormatError) as info:
        read(text, filename="f")
    error = info.value
    assert phrase in error.message and "internal reader error" not in error.message
    assert (error.file, error.line, error.column) == ("f", line, column)  # None: the reader cannot know


def test_huge_input_rejected_before_parsing() -> None:
    with pytest.raises(PuzzleFormatError, match="limit"):
        read(b"1" * (33 * 1024 * 1024))


def test_load_reports_contradictory_clues() -> None:
    text = "width 2\nheight 1\nrows\n1\ncolumns\n1\n1\n"
    [p] = read(text)  # plain read keeps it: it is well-formed
    with pytest.raises(ContradictoryCluesError, match="the rows fill 1 cells but the columns fill 2"):
        load(text, filename="bad.non")


def test_a_clue_too_long_for_its_line_is_a_read_error_naming_the_line() -> None:
    with pytest.raises(PuzzleFormatError) as failed:
        read("width 8\nheight 3\nrows\n1\n1\n5,4\ncolumns\n" + "1\n" * 8, filename="long.non")
    assert str(failed.value) == "long.non: row 3: clue 5 4 needs 10 cells, the row has 8"


def test_load_file_reads_in_the_named_format_then_checks_the_clues(tmp_path) -> None:
    dancer = tmp_path / "dancer.dat"  # an extension no format claims
    dancer.write_text(DANCER_NON)
    assert [p.title for p in load_file(dancer, format="non")] == ["Dancer"]
    with pytest.raises(PuzzleFormatError, match="dancer.dat"):
        load_file(dancer, format="json")  # detection would have read it: the named format wins
    bad = tmp_path / "bad.dat"
    bad.write_text("width 2\nheight 1\nrows\n1\ncolumns\n1\n1\n")
    with pytest.raises(ContradictoryCluesError, match="bad.dat.*the rows fill 1 cells"):
        load_file(bad, format="non")


def test_davidje13_csv_rule_codes() -> None:
    # Three glyphs of davidje13/Nonogram's games/alphabet.csv (CC BY-SA), header and comment as there.
    text = "# davidje13 CC BY-SA\n\nname,rules\nA,RrW8eI3iI3\nO,RrW-o1e-o1c\n'#',RrWPHiPHg\n"
    assert detect(text) == "davidje13-csv"
    a, o, hash_ = read(text)
    assert (a.title, o.title, hash_.title) == ("A", "O", "#")
    assert a.rows == ((3,), (1, 1), (5,), (1, 1), (1, 1))
    assert a.cols == ((4,), (1, 1), (1, 1), (1, 1), (4,))
    from nonogram_core.formats.davidje13_csv import encode_rules

    assert encode_rules(a) == "RrW8eI3iI3" and encode_rules(o) == "RrW-o1e-o1c"


def test_large_files_are_detected_from_all_their_content() -> None:
    big = '{"rows": [' + ", ".join([str([1] * 30)] * 500) + "]"
    data = (big + ', "columns": ' + big[len('{"rows": ') :] + "}").encode()
    assert len(data) > 65536
    assert detect(data) == "thomasr"
    assert read(data)[0].width == 500


def test_p4_bytes_are_read_raw() -> None:
    [p] = read(b"P4\n# c\n9 2\n" + bytes([0b11111111, 0b10000000, 0b10000000, 0b00000000]))
    assert p.goal == ("#########", "#........")


@pytest.mark.parametrize("name", sorted(n for n, m in FORMATS.items() if m.write is not None))
def test_windows_line_endings_and_byte_order_mark(name: str) -> None:
    picture = ("##.#.", ".###.", "#...#")
    puzzle = Puzzle(rows=((2, 1), (3,), (1, 1)), cols=((1, 1), (2,), (1,), (2,), (1,)), title="t", goal=picture)
    if name == "tournament":
        puzzle = Puzzle(rows=((2,), (1,)), cols=((1,), (2,)), title="1", goal=("##", ".#"))
    text = write(puzzle, name)
    if isinstance(text, bytes):  # a binary format (PNG) has no lines
        return
    data = b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8")
    [back] = read(data, format=name)
    assert (back.rows, back.cols) == (puzzle.rows, puzzle.cols)
    [detected] = read(data)
    assert (detected.rows, detected.cols) == (puzzle.rows, puzzle.cols)


@pytest.mark.parametrize(
    ("text", "message", "line", "column"),
    [
        ('{"rows": [[1]]}', "missing 'cols'", None, None),  # the whole document
        ('[{"rows": [[1]]}]', "[0]: missing 'cols'", 1, 2),
        ('[{"rows": [[1]], "cols": [[1]]},\n  {"rows": [[1]]}]', "[1]: missing 'cols'", 2, 3),
    ],
)
def test_our_json_missing_key_names_the_object(text: str, message: str, line: int | None, column: int | None) -> None:
    with pytest.raises(PuzzleFormatError) as info:
        read(text, format="json")
    assert (info.value.message, info.value.line, info.value.column) == (message, line, column)
