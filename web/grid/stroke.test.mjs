// Unit tests of grid/stroke.js (node --test): the one rule a drag, a Shift+arrows run and the
// editor's keyboard shapes paint by.
import assert from "node:assert/strict";
import test from "node:test";

import { Stroke, straightRun, strokeRule } from "./stroke.js";

/** A board of one-character states ("." blank, "#" filled, "x" crossed) behind the port a stroke uses. */
function board(rows, shape = null) {
  const cells = rows.map((row) => [...row]);
  return {
    fillState: "#", crossState: "x", blank: ".", shape, refreshed: 0,
    stateAt: (r, c) => cells[r]?.[c],
    setCell: (r, c, state) => { cells[r][c] = state; },
    refreshClues() { this.refreshed += 1; },
    rows: () => cells.map((row) => row.join("")),
  };
}

test("without a shape a fill drag paints only cells like its first, and skips crosses", () => {
  const port = board(["..x.."]);
  const stroke = new Stroke(port, { r: 0, c: 0 }, "fill");
  stroke.extend({ r: 0, c: 4 });
  assert.deepEqual(port.rows(), ["##x##"]);
  assert.deepEqual(stroke.changes().map(({ c, from, to }) => [c, from, to]), [[0, ".", "#"], [1, ".", "#"], [3, ".", "#"], [4, ".", "#"]]);
});

test("a drag started on its own state clears only that state; pulled back, it paints less", () => {
  const port = board(["##x#."]);
  const stroke = new Stroke(port, { r: 0, c: 0 }, "fill");
  stroke.extend({ r: 0, c: 4 });
  assert.deepEqual(port.rows(), ["..x.."]);
  stroke.extend({ r: 0, c: 1 });
  assert.deepEqual(port.rows(), ["..x#."]);
  assert.equal(stroke.length, 2);
  stroke.revert();
  assert.deepEqual(port.rows(), ["##x#."]);
  assert.deepEqual(stroke.changes(), []);
});

test("the rule: overwrite paints over anything; toggle clears when started on its state, else paints over", () => {
  const plain = board(["."]);
  assert.deepEqual(strokeRule(plain, "#", "#"), { to: ".", overwrite: false });
  assert.deepEqual(strokeRule(plain, "x", "#"), { to: "#", overwrite: false });
  const overwrite = board(["."], { overwrite: true, cells: () => null });
  assert.deepEqual(strokeRule(overwrite, "#", "#"), { to: "#", overwrite: true });
  const toggle = board(["."], { toggle: true, cells: () => null });
  assert.deepEqual(strokeRule(toggle, "#", "#"), { to: ".", overwrite: false });
  assert.deepEqual(strokeRule(toggle, "x", "#"), { to: "#", overwrite: true });
  assert.deepEqual(strokeRule(toggle, ".", "."), { to: ".", overwrite: true }); // erasing never toggles to paint
});

test("a shape's cells are painted once even when a cell is its own mirror image", () => {
  const mirrored = (stroke, at) => straightRun(stroke.start, at).cells.flatMap(({ r, c }) => [{ r, c }, { r, c: 4 - c }]);
  const port = board([".x..."], { toggle: true, cells: mirrored });
  const stroke = new Stroke(port, { r: 0, c: 0 }, "fill");
  stroke.extend({ r: 0, c: 2 });
  assert.deepEqual(port.rows(), ["#####"]); // the pen paints over the cross; column 2 mirrors onto itself
  assert.equal(stroke.changes().length, 5);
  assert.deepEqual(stroke.changes().find(({ c }) => c === 1), { r: 0, c: 1, from: "x", to: "#" });
});

test("a straight run follows the axis moved furthest, and counts its cells", () => {
  assert.deepEqual(straightRun({ r: 2, c: 2 }, { r: 3, c: 0 }), { cells: [{ r: 2, c: 2 }, { r: 2, c: 1 }, { r: 2, c: 0 }], length: 3 });
  assert.deepEqual(straightRun({ r: 2, c: 2 }, { r: 0, c: 1 }).cells, [{ r: 2, c: 2 }, { r: 1, c: 2 }, { r: 0, c: 2 }]);
  assert.deepEqual(straightRun({ r: 1, c: 1 }, { r: 1, c: 1 }), { cells: [{ r: 1, c: 1 }], length: 1 });
});
