// Unit tests of library/continue.js (node --test): the "n% done" every library card says.
import assert from "node:assert/strict";
import test from "node:test";

import { percentDone } from "./continue.js";

test("the share of the grid marked, in whole percent, at least 1 once a cell is marked", () => {
  assert.equal(percentDone({ cells: ["??", "??"] }), 0);
  assert.equal(percentDone({ cells: ["#?", "x?"] }), 50);
  assert.equal(percentDone({ cells: ["#" + "?".repeat(399)] }), 1); // 0.25 % is not "0% done"
  assert.equal(percentDone({ cells: ["##", "x#"] }), 100);
  assert.equal(percentDone({ cells: ["#?"] }, 4), 25); // of the puzzle's size, when the caller knows it
});
