// Unit tests of enter/history.js (node --test): what Undo and Redo give back in the "Enter a puzzle" view.
import assert from "node:assert/strict";
import test from "node:test";

import { EntryHistory } from "./history.js";

function clock() {
  const time = { t: 0 };
  return { time, now: () => time.t };
}

test("a burst of typing in one field is one step; a pause or another field starts the next", () => {
  const { time, now } = clock();
  const history = new EntryHistory("", { now, pause: 1000 });
  for (const text of ["1", "1 ", "1 2"]) { history.typed(text, "rows"); time.t += 100; }
  time.t += 2000;
  history.typed("1 2\n3", "rows");
  history.typed("x", "cols");
  assert.equal(history.undo(), "1 2\n3");
  assert.equal(history.undo(), "1 2");
  assert.equal(history.undo(), "");
  assert.equal(history.undo(), null);
  assert.equal(history.redo(), "1 2");
});

test("a change made for the person is a step of its own, and Undo restores what was typed", () => {
  const { now } = clock();
  const history = new EntryHistory("3 2", { now });
  history.typed("3 2\n1", "rows");
  history.replace("3 1\n1"); // a typo suggestion applied
  assert.equal(history.current, "3 1\n1");
  assert.equal(history.undo(), "3 2\n1");
  assert.ok(history.canRedo);
  history.typed("3 2\n1 1", "rows"); // typing again forgets what was undone
  assert.equal(history.canRedo, false);
});

test("Undo and Redo walk back and forth over the same steps, and each ends where it has nothing left", () => {
  const history = new EntryHistory("a");
  history.replace("b");
  history.replace("c");
  assert.equal(history.redo(), null);
  assert.deepEqual([history.undo(), history.undo(), history.undo()], ["b", "a", null]);
  assert.deepEqual([history.redo(), history.redo(), history.redo()], ["b", "c", null]);
  assert.equal(history.current, "c");
  assert.deepEqual([history.canUndo, history.canRedo], [true, false]);
  assert.equal(history.undo(), "b");
  assert.deepEqual([history.canUndo, history.canRedo], [true, true]);
});
