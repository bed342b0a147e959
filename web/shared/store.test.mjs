// Unit tests of shared/store.js (node --test): the stores on top of shared/storage.js, run over an
// in-memory localStorage put where the page's would be.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";

import {
  collections, loadMeta, loadProgress, loadPuzzle, progressIds, puzzleId, removeCollection, removePuzzle, restore,
  saveCollection, saveMeta, saveProgress, savePuzzle, savedPuzzles,
} from "./store.js";

beforeEach(() => {
  const map = new Map();
  globalThis.localStorage = {
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
  };
});

const CROSS = { rows: [[1], [1, 1], [1]], cols: [[1], [1, 1], [1]] };

test("puzzleId depends on the clues alone, and different clues give different ids", () => {
  assert.equal(puzzleId({ ...CROSS, title: "a" }), puzzleId({ ...CROSS, title: "b" }));
  assert.match(puzzleId(CROSS), /^u[0-9a-z]+$/);
  assert.notEqual(puzzleId(CROSS), puzzleId({ rows: [[1], [1, 1], [1]], cols: [[1], [2], [1]] }));
  assert.notEqual(puzzleId({ rows: [[1, 1]], cols: [[1], [0], [1]] }), puzzleId({ rows: [[11]], cols: [[1], [0], [1]] }));
});

test("progress comes back with the time it was saved; a record without cells is none", () => {
  assert.equal(saveProgress("p", { cells: ["#x?"], elapsedMs: 5 }), true);
  const back = loadProgress("p");
  assert.deepEqual(back.cells, ["#x?"]);
  assert.ok(Math.abs(back.updated - Date.now()) < 5000);
  localStorage.setItem("nonogram:progress:q", JSON.stringify({ elapsedMs: 3 }));
  assert.equal(loadProgress("q"), null);
  assert.deepEqual(progressIds(), ["p", "q"]);
});

test("meta is patched, not replaced", () => {
  saveMeta("p", { grade: "easy" });
  saveMeta("p", { bestMs: 900 });
  assert.deepEqual(loadMeta("p"), { grade: "easy", bestMs: 900 });
  assert.deepEqual(loadMeta("never"), {});
});

test("a stored puzzle needs rows and cols to count", () => {
  savePuzzle("a", CROSS);
  savePuzzle("b", { rows: [[1]] });
  assert.deepEqual(loadPuzzle("a"), CROSS);
  assert.equal(loadPuzzle("b"), null);
  assert.deepEqual(savedPuzzles().map(({ id }) => id), ["a"]);
});

test("removing a daily puzzle keeps its progress and meta (the streak); Undo restores the rest", () => {
  savePuzzle("daily-2026-01-02", CROSS);
  saveProgress("daily-2026-01-02", { cells: ["#"], solved: true });
  saveMeta("daily-2026-01-02", { bestMs: 1 });
  const removed = removePuzzle("daily-2026-01-02");
  assert.equal(loadPuzzle("daily-2026-01-02"), null);
  assert.equal(loadProgress("daily-2026-01-02").solved, true);
  assert.deepEqual(loadMeta("daily-2026-01-02"), { bestMs: 1 });
  restore(removed);
  assert.deepEqual(loadPuzzle("daily-2026-01-02"), CROSS);
});

test("removing a collection takes its own puzzles only, and restore brings all of it back", () => {
  savePuzzle("mine", { ...CROSS, collection: "c1" });
  saveProgress("mine", { cells: ["#"] });
  savePuzzle("bundled-too", CROSS); // listed in the collection, but not stored as one of its puzzles
  saveCollection("c1", { title: "Set", ids: ["mine", "bundled-too"] });
  const removed = removeCollection("c1");
  assert.deepEqual(collections(), []);
  assert.equal(loadPuzzle("mine"), null);
  assert.equal(loadProgress("mine"), null);
  assert.deepEqual(loadPuzzle("bundled-too"), CROSS);
  assert.equal(restore(removed), true);
  assert.deepEqual(collections(), [{ id: "c1", title: "Set", ids: ["mine", "bundled-too"] }]);
  assert.deepEqual(loadProgress("mine").cells, ["#"]);
});

test("a malformed collection is not listed", () => {
  localStorage.setItem("nonogram:collection:bad", JSON.stringify({ title: 3, ids: "x" }));
  saveCollection("good", { title: "Good", ids: [] });
  assert.deepEqual(collections().map((c) => c.id), ["good"]);
});
