// Unit tests of enter/entry.js (node --test): the clue text areas read as check_entry reads them.
// tests/web/test_enter_parse.py compares every answer with Python's on many more texts.
import assert from "node:assert/strict";
import test from "node:test";

import { checkEntry, pyRepr, textLines } from "./entry.js";

const messages = (found) => found.problems.map((p) => p.message);

test("a clue too long for its line and totals that differ, in check_entry's words", () => {
  const found = checkEntry("5 2\n1\n", "1\n1\n1\n1\n1\n1\n1\n");
  assert.deepEqual(messages(found), ["Row 1: 5 2 needs 8 cells, the row has 7", "the rows fill 8 cells, the columns 7"]);
  assert.equal(found.reads, true);
  assert.deepEqual(found.rows.map((l) => l.clue), [[5, 2], [1]]);
});

test("every line that does not read is named, with the column of its bad token", () => {
  const found = checkEntry("1 x\n3 -1\n1,,2\n999\n1 0 2\n0\n\n1r 2b\n", "1\n");
  assert.deepEqual(found.problems.map((p) => [p.line, p.column, p.message]), [
    [1, 3, "Row 1: expected a number, found 'x' (a colour clue puts letters after a number, as in 3r)"],
    [2, 3, "Row 2: a number cannot be negative, found '-1'"],
    [3, null, "Row 3: 1 2 needs 4 cells, the row has 1"],
    [4, 1, "Row 4: number 999 is larger than the limit 500"],
    [5, null, "Row 5: a block length of 0 is only allowed alone, meaning an empty line"],
    [8, null, "Row 8: 1r 2b needs 3 cells, the row has 1"],
  ]);
  assert.equal(found.reads, false);
});

test("empty areas, trailing blank lines and too many lines", () => {
  assert.deepEqual(messages(checkEntry("", "")), ["no row clues yet", "no column clues yet"]);
  assert.deepEqual(messages(checkEntry("1\n", "\n \n")), ["no column clues yet"]);
  assert.deepEqual(messages(checkEntry("1\n".repeat(501), "1")), ["501 rows: at most 500 are allowed", "no row clues yet"]);
  assert.deepEqual(textLines("1\r\n\n2\n \n\n"), ["1", "", "2"]);
});

test("colour clues: letters in order of use, usual colours, the palette's names, totals per colour", () => {
  const found = checkEntry("3r 3b\n", "1r\n".repeat(5));
  assert.deepEqual(found.colours, [{ key: "r", name: "red", rgb: "FF0000" }, { key: "b", name: "blue", rgb: "0000FF" }]);
  assert.deepEqual(messages(found), ["Row 1: 3r 3b needs 6 cells, the row has 5", "the rows fill 3 red cells, the columns 5",
    "the rows fill 3 blue cells, the columns 0"]);
  const named = checkEntry("1r 1\n", "1r\n0\n1\n", { r: { name: "rust", rgb: "B7410E" } });
  assert.deepEqual(named.colours, [{ key: "r", name: "rust", rgb: "B7410E" }, { key: "", name: "black", rgb: "000000" }]);
  assert.deepEqual(messages(named), []);
  assert.deepEqual(messages(checkEntry("1r 1r\n", "1r\n0\n1r\n")), []); // one colour: a gap between its blocks
  assert.deepEqual(messages(checkEntry("2r\n1r\n", "1r\n1r\n")), ["the rows fill 3 cells, the columns 2"]); // one ink: unnamed
});

test("tokens are quoted as Python's repr quotes them", () => {
  assert.equal(pyRepr("it's"), '"it\'s"');
  assert.equal(pyRepr("a\u0000b"), "'a\\x00b'");
  assert.equal(pyRepr("\u200b"), "'\\u200b'");
  assert.equal(pyRepr("é1"), "'é1'");
  assert.equal(pyRepr(`'"`), `'\\'"'`);
  assert.equal(checkEntry("1".repeat(50), "1").problems[0].message,
    `Row 1: number ${"1".repeat(39)}… is larger than the limit 500`);
});
