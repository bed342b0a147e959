// Unit tests of editor/draw.js's shapes (node --test): the cells a line, a rectangle and a fill cover.
import assert from "node:assert/strict";
import test from "node:test";

import { floodCells, lineCells, rectCells } from "./draw.js";

const key = (cells) => cells.map(({ r, c }) => `${r},${c}`).sort();

test("a line covers both ends and steps one cell at a time", () => {
  const cells = lineCells({ r: 0, c: 0 }, { r: 2, c: 5 });
  assert.deepEqual(cells[0], { r: 0, c: 0 });
  assert.deepEqual(cells.at(-1), { r: 2, c: 5 });
  assert.equal(cells.length, 6);
  cells.slice(1).forEach((cell, i) => assert.ok(Math.abs(cell.r - cells[i].r) <= 1 && Math.abs(cell.c - cells[i].c) <= 1));
  assert.deepEqual(lineCells({ r: 1, c: 1 }, { r: 1, c: 1 }), [{ r: 1, c: 1 }]);
});

test("a rectangle is its outline, whichever corner it starts from", () => {
  const cells = rectCells({ r: 2, c: 3 }, { r: 0, c: 0 });
  assert.equal(cells.length, 10); // a 3×4 box: 12 cells less the 2 inside
  assert.ok(!key(cells).includes("1,1") && !key(cells).includes("1,2"));
  assert.deepEqual(key(rectCells({ r: 0, c: 0 }, { r: 2, c: 3 })), key(cells));
});

test("a fill takes the 4-connected region of the start's state, not diagonals", () => {
  const states = [
    ["empty", "empty", "filled"],
    ["filled", "empty", "filled"],
    ["empty", "filled", "empty"],
  ];
  assert.deepEqual(key(floodCells(states, { r: 0, c: 0 })), ["0,0", "0,1", "1,1"]);
  assert.deepEqual(key(floodCells(states, { r: 2, c: 2 })), ["2,2"]);
});
