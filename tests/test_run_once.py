"""tests/run_once.py: what the pytest workers of a run share is made once, and read by the rest."""

from __future__ import annotations

from tests.run_once import once


def test_a_thing_is_made_once_per_folder_and_every_time_without_one(tmp_path) -> None:
    made: list[int] = []

    def make() -> bytes:
        made.append(1)
        return b"made %d" % len(made)

    assert once(tmp_path, "thing", make) == b"made 1"
    assert once(tmp_path, "thing", make) == b"made 1"  # read, not made again
    assert once(tmp_path, "other", make) == b"made 2"
    assert once(None, "thing", make) == b"made 3"  # no other worker: nothing kept
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")) == ["other", "thing"]
