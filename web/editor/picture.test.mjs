// Unit tests of editor/picture.js (node --test): pure helpers on a design's rows of characters.
import assert from "node:assert/strict";
import test from "node:test";

import { MAX_SIDE, blank, clampSide, cluesOf, inkChars, recode, resized } from "./picture.js";

test("the clues of a black-and-white picture, an empty line's clue empty", () => {
  const { rows, cols } = cluesOf(["#.#", "###", "..."]);
  assert.deepEqual(rows, [[1, 1], [3], []]);
  assert.deepEqual(cols, [[2], [1], [2]]);
});

test("colour blocks of two colours side by side are two blocks, each with its colour", () => {
  const { rows, rowInks, cols, colInks } = cluesOf(["aab.", "..bb"]);
  assert.deepEqual(rows, [[2, 1], [2]]);
  assert.deepEqual(rowInks, [["a", "b"], ["b"]]);
  assert.deepEqual(cols, [[1], [1], [2], [1]]);
  assert.deepEqual(colInks, [["a"], ["a"], ["b"], ["b"]]);
});

test("ink characters: '#' for one ink, letters (no 'x') beyond", () => {
  assert.deepEqual(inkChars(2), [".", "#"]);
  assert.deepEqual(inkChars(4), [".", "a", "b", "c"]);
  assert.ok(!inkChars(30).includes("x"));
  assert.equal(new Set(inkChars(32)).size, 32);
});

test("recoding maps each character, and anything unknown to background", () => {
  assert.deepEqual(recode(["#.#", "?#."], [".", "#"], [".", "a"]), ["a.a", ".a."]);
});

test("resizing adds or removes one line at an edge, never below 1×1", () => {
  assert.deepEqual(resized(["#"], "top", 1), [".", "#"]);
  assert.deepEqual(resized(["#"], "right", 1), ["#."]);
  assert.deepEqual(resized(["#.", ".#"], "left", -1), [".", "#"]);
  assert.deepEqual(resized(["#"], "bottom", -1), ["#"]);
  assert.deepEqual(blank(3, 2), ["...", "..."]);
  assert.equal(clampSide(0), 1);
  assert.equal(clampSide(MAX_SIDE + 5), MAX_SIDE);
});
