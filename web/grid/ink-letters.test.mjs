// Unit tests of grid/ink-letters.js (node --test): a distinct, readable letter per ink.
import assert from "node:assert/strict";
import test from "node:test";

import { inkLetters, paletteLetters } from "./ink-letters.js";

const lettersOf = (names) => names.map((name) => inkLetters(names).get(name));

test("greys by their first word: grey, pale grey, light grey, dark grey, charcoal", () => {
  assert.deepEqual(lettersOf(["grey", "pale grey", "light grey", "dark grey", "charcoal"]), ["G", "P", "L", "D", "C"]);
});

test("a one-word name keeps its initial; a longer one takes its next free initial", () => {
  assert.deepEqual(lettersOf(["dark red", "red", "green", "dark green"]), ["A", "R", "G", "D"]);
  assert.deepEqual(lettersOf(["brown", "brown 2", "beige"]), ["R", "2", "B"]);
});

test("distinct whatever the names, and the same in any order", () => {
  const names = ["red", "red 2", "red 3", "rose", "ruby", "colour 7", ""];
  const letters = lettersOf(names);
  assert.equal(new Set(letters).size, names.length);
  assert.deepEqual(lettersOf([...names].reverse()), [...letters].reverse());
});

test("a board's letters are worked out once per inks object, and afresh for new inks", () => {
  const inks = { a: { name: "grey", rgb: "808080" }, b: { name: "pale grey", rgb: "D0D0D0" } };
  assert.equal(paletteLetters(inks), paletteLetters(inks));
  assert.deepEqual([...paletteLetters(inks)], [["grey", "G"], ["pale grey", "P"]]);
  const renamed = { ...inks, b: { name: "light grey", rgb: "D0D0D0" } };
  assert.deepEqual([...paletteLetters(renamed)], [["grey", "G"], ["light grey", "L"]]);
  assert.equal(paletteLetters(null).size, 0);
});
