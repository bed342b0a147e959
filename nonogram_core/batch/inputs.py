"""Tasks from what the user named: files, directories (searched recursively) and collections.

Every puzzle is its own task: a file holding one puzzle is the task ``FILE``, the N-th puzzle of a
collection (a tournament file, an XML puzzle set, a ``.nonpack``...) is ``FILE#N``.  The files are
read here, in the calling process, so that the total is known before the first task starts (the
progress display needs it) and so that workers, which may be cluster nodes without the files,
receive puzzles rather than paths.

In a directory, a file is taken when some format recognises its *content*; the rest (READMEs,
licences, spreadsheets) are reported as skipped, not as errors.  A file named on the command line
is always read, and failing to read it is an error, as it always was.
"""

from __future__ import annotations

import os
from collections import namedtuple
from collections.abc import Callable, Iterator, Sequence

from ..drawing import one_line
from ..formats import detect_by_content, read, read_file, read_input
from ..formats._common import to_text
from ..model import Puzzle, PuzzleError, PuzzleFormatError
from . import Task


class PuzzleJob(namedtuple("PuzzleJob", "file index count puzzle")):
    """One puzzle of an input: the file as the user named it (``-`` for standard input), its 0-based
    ``index`` among the file's ``count`` puzzles, and the ``Puzzle``: the payload of a puzzle task."""

    __slots__ = ()


class Gathered(namedtuple("Gathered", "tasks unreadable skipped")):
    """The tasks found, and how many inputs could not be read (errors) or were not puzzles (skipped)."""

    __slots__ = ()


def task_key(file: str, index: int, count: int) -> str:
    """``FILE`` for a file's only puzzle, ``FILE#N`` (N from 1) for a collection's; the path normalised,
    so ``./a.non`` and ``a.non`` are one task.

    >>> task_key("./dir//a.txt", 2, 60), task_key("a.non", 0, 1)
    ('dir/a.txt#3', 'a.non')
    """
    path = file if file == "-" else os.path.normpath(file)
    return path if count == 1 else f"{path}#{index + 1}"


def describe(file: str, error: Exception) -> str:
    """One line ``FILE:LINE: what is wrong`` for any read error.

    One line whatever the file is called or holds: the message's whitespace collapsed, the file name
    escaped (``drawing.one_line``: a file named ``"a\\nFAKE: unique"`` cannot start a line of its own).
    """
    if isinstance(error, OSError):
        return f"{one_line(file)}: {_words(error.strerror or str(error))}"
    if isinstance(error, PuzzleFormatError) and error.file is not None:
        where = [one_line(error.file), *(str(n) for n in (error.line, error.column) if n is not None)]
        return f"{':'.join(where)}: {_words(error.message)}"
    return f"{one_line(file)}: {_words(str(error))}"


def _words(text: str) -> str:
    """``text`` on one line: runs of whitespace (newlines too) as one space, the rest escaped."""
    return one_line(" ".join(text.split()))


def puzzle_tasks(inputs: Sequence[str], report: Callable[[str], None], *, ignore: str | None = None) -> Gathered:
    """A task per puzzle of every input, in order, each once; ``report`` receives a line for each
    input that could not be read (``error: ...``) or, inside a directory, is not a puzzle (``skipped: ...``).

    ``ignore`` is a file a directory search passes over: the batch's own results file, which may
    well sit in the folder being checked.
    """
    tasks: dict[str, Task] = {}
    unreadable = skipped = 0
    for name in inputs:
        walk_errors: list[str] = []
        folder = name != "-" and os.path.isdir(name)
        found = _walk(name, walk_errors) if folder else [(name, True)]
        before = len(tasks), unreadable
        for path, named in found:
            if not named and ignore is not None and os.path.abspath(path) == os.path.abspath(ignore):
                continue
            try:
                puzzles = read_file(path) if named else _read_if_recognised(path)
            except (PuzzleError, OSError) as error:
                report(f"error: {describe(path, error)}")
                unreadable += 1
                continue
            if puzzles is None:
                report(f"skipped: {one_line(path)}: no puzzle format recognises its content")
                skipped += 1
                continue
            for index, puzzle in enumerate(puzzles):
                key = task_key(path, index, len(puzzles))
                tasks.setdefault(key, Task(key, PuzzleJob(path, index, len(puzzles), puzzle)))
        for problem in walk_errors:
            report(f"error: {problem}")
        unreadable += len(walk_errors)
        if folder and (len(tasks), unreadable) == before:  # nothing in it, not even a file to complain of
            report(f"error: {one_line(name)}: no puzzle found in this folder (nor in its subfolders)")
            unreadable += 1
    return Gathered(list(tasks.values()), unreadable, skipped)


def _walk(top: str, errors: list[str]) -> Iterator[tuple[str, bool]]:
    """``(path, False)`` for every file under ``top``, sorted, hidden files and directories left out;
    a directory that cannot be listed adds its error to ``errors``."""

    def unreadable_directory(error: OSError) -> None:
        errors.append(describe(error.filename or top, error))

    for directory, subdirectories, files in os.walk(top, onerror=unreadable_directory):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
        for file in sorted(files):
            if not file.startswith("."):
                yield os.path.join(directory, file), False


def _read_if_recognised(path: str) -> list[Puzzle] | None:
    """The puzzles of a file met in a directory, or ``None`` when no format recognises its content
    (the extension alone does not count: ``notes.txt`` is not a tournament file).  The detectors run
    once: the format they find is the one read."""
    text = to_text(read_input(path))
    name = detect_by_content(text, path)
    return None if name is None else read(text, filename=path, format=name)
