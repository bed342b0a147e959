// Unit tests of library/filters.js (node --test): which puzzles the library's filters let through.
import assert from "node:assert/strict";
import test from "node:test";

import { active, passes } from "./filters.js";

const any = { grid: "", grade: "", ink: "" };

test("no choice lets everything through and is not active", () => {
  assert.equal(active(any), false);
  assert.equal(passes(any, { width: 99, height: 1, grade: undefined, colour: true }), true);
});

test("the grid band goes by the longer side", () => {
  const medium = { ...any, grid: "m" };
  assert.equal(active(medium), true);
  assert.equal(passes(medium, { width: 16, height: 5 }), true);
  assert.equal(passes(medium, { width: 15, height: 15 }), false);
  assert.equal(passes(medium, { width: 10, height: 21 }), false);
});

test("a learnt grade with a space matches the filter's hyphenated one; ink splits colour from black and white", () => {
  assert.equal(passes({ ...any, grade: "needs-guessing" }, { width: 5, height: 5, grade: "needs guessing" }), true);
  assert.equal(passes({ ...any, grade: "easy" }, { width: 5, height: 5, grade: "medium" }), false);
  assert.equal(passes({ ...any, ink: "colour" }, { width: 5, height: 5, colour: false }), false);
  assert.equal(passes({ ...any, ink: "bw" }, { width: 5, height: 5, colour: false }), true);
});
