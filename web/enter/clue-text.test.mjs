// Unit tests of enter/clue-text.js (node --test): puzzles written as the clue areas' lines, and back.
import assert from "node:assert/strict";
import test from "node:test";

import { clueLine, letterFor, puzzleText, replaceLine } from "./clue-text.js";
import { checkEntry } from "./entry.js";

test("a black-and-white puzzle: a line per clue, 0 for an empty line, its title kept", () => {
  const text = puzzleText({ rows: [[1, 1], [], [3]], cols: [[1], [0], [2], [1]], title: "Cup" });
  assert.deepEqual(text, { rows: "1 1\n0\n3", cols: "1\n0\n2\n1", palette: {}, title: "Cup" });
});

test("a colour puzzle: each ink a letter (its name's usual letter, else its own char), read back alike", () => {
  const puzzle = {
    rows: [[2, 1], [1]], cols: [[1], [1, 1], [1]],
    colours: [{ name: "white", rgb: "ffffff", char: "." }, { name: "red", rgb: "e02020", char: "1" },
      { name: "black", rgb: "000000", char: "#" }],
    row_colours: [[1, 2], [1]], col_colours: [[1], [1, 2], [2]],
  };
  const text = puzzleText(puzzle);
  assert.equal(text.rows, "2r 1k\n1r");
  assert.equal(text.cols, "1r\n1r 1k\n1k");
  assert.deepEqual(text.palette, { r: { name: "red", rgb: "E02020" }, k: { name: "black", rgb: "000000" } });
  const read = checkEntry(text.rows, text.cols, text.palette);
  assert.deepEqual(read.rows.map((l) => l.clue), [[2, 1], [1]]);
  assert.deepEqual(read.colours.map((c) => c.name), ["red", "black"]);
});

test("letters never repeat, whatever the names", () => {
  const taken = new Set(["r"]);
  assert.equal(letterFor({ name: "red", char: "r" }, taken), "R"); // r is taken: its capital
  assert.equal(letterFor({ name: "red", char: "a" }, new Set()), "r"); // the name before the file's char
  assert.equal(letterFor({ name: "sky", char: "a" }, new Set()), "a");
  assert.equal(letterFor({ name: "Rose", char: "" }, new Set()), "r");
  assert.equal(letterFor({ name: "", char: "" }, new Set(["a"])), "b");
});

test("a suggestion as a line: numbers, their inks' letters, 0 when empty", () => {
  const inks = [{ key: "r" }, { key: "" }];
  assert.equal(clueLine([3, 1], [1, 2], inks), "3r 1");
  assert.equal(clueLine([3, 1]), "3 1");
  assert.equal(clueLine([], [], inks), "0");
});

test("one line replaced, the others and their line ends kept", () => {
  assert.equal(replaceLine("1\r\n2\r\n3", 1, "4"), "1\r\n4\r\n3");
  assert.equal(replaceLine("1\n2\n", 1, "5 1"), "1\n5 1\n");
  assert.equal(replaceLine("1", 2, "2"), "1\n\n2");
});
