// Unit tests of grid/ink-letters.js (node --test): a distinct, readable letter per ink.
import assert from "node:assert/strict";
import test from "node:test";

import { inkLetters } from "./ink-letters.js";

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
