// Unit tests of print/layout.js (node --test): puzzles on paper fit the page both A4 and Letter hold.
import assert from "node:assert/strict";
import test from "node:test";

import { CAPTION, GAP, HEADER, PAGE, READABLE_CELL, bookletLayout, extent, pack, singleLayout, solutionsLayout } from "./layout.js";

/** A square puzzle whose every line has `blocks` ones (clues as long as they get). */
const square = (size, blocks = 1) => {
  const clue = Array.from({ length: blocks }, () => 1);
  return { rows: Array.from({ length: size }, () => clue), cols: Array.from({ length: size }, () => clue) };
};

test("a puzzle's extent counts its longest clues and its grid; an empty clue still takes a slot", () => {
  assert.deepEqual(extent({ rows: [[1, 2], []], cols: [[3], [], [1, 1, 1]] }), { left: 2, top: 3, width: 3, height: 2 });
  assert.deepEqual(extent({ rows: [[]], cols: [[]] }), { left: 1, top: 1, width: 1, height: 1 });
});

test("one puzzle fills its page up to 50×50 with long clues, and a 5×5 is not blown up", () => {
  const big = square(50, 13); // 13 blocks of 1 in every line: 25 cells of clue are impossible, 13 is a lot
  const { cell } = singleLayout(big);
  assert.ok((13 + 50) * cell <= PAGE.width && (13 + 50) * cell + HEADER <= PAGE.height, `cell ${cell}`);
  assert.ok(cell >= 2.9, `a 50×50's cells stay near 3 mm (${cell})`);
  assert.equal(singleLayout(square(5)).cell, 9);
});

test("six 10×10 to 15×15 puzzles make two booklet pages, their solutions one", () => {
  const puzzles = [square(10, 3), square(12, 5), square(15, 8), square(15, 7), square(11, 4), square(14, 6)];
  const booklet = bookletLayout(puzzles);
  assert.equal(booklet.pages.length, 2);
  assert.deepEqual(booklet.pages.flat(2), [0, 1, 2, 3, 4, 5]);
  assert.ok(booklet.puzzles.every((p) => p.cell >= READABLE_CELL));
  assert.equal(solutionsLayout(puzzles).pages.length, 1);
});

test("every booklet page holds what it is given, and a large puzzle gets a page of its own", () => {
  const puzzles = [square(10, 2), square(40, 12), square(10, 2), square(25, 9), square(5)];
  const booklet = bookletLayout(puzzles);
  booklet.pages.forEach((rows, p) => {
    const height = rows.reduce((sum, row) => sum + Math.max(...row.map((i) => booklet.puzzles[i].h)), 0) + GAP * (rows.length - 1);
    assert.ok(height <= PAGE.height - (p === 0 ? 14 : 0), `page ${p + 1}: ${height} mm`);
    for (const row of rows) {
      const width = row.reduce((sum, i) => sum + booklet.puzzles[i].w, 0) + GAP * (row.length - 1);
      assert.ok(width <= PAGE.width, `a row of page ${p + 1}: ${width} mm`);
    }
  });
  assert.ok(booklet.pages.some((rows) => rows.length === 1 && rows[0].length === 1 && rows[0][0] === 1));
  assert.ok(booklet.puzzles[1].h > CAPTION + 150);
});

test("shelf packing keeps the order and starts a new page when a row does not fit", () => {
  const boxes = [{ w: 80, h: 100 }, { w: 80, h: 100 }, { w: 80, h: 100 }, { w: 80, h: 150 }, { w: 200, h: 10 }];
  // 0 and 1 side by side, 2 below; 3 beside 2 would make that row too tall, and below it too low:
  // page two, where 4 (too wide to stand beside it) goes below it
  assert.deepEqual(pack(boxes, { width: 188, height: 252 }), [[[0, 1], [2]], [[3], [4]]]);
  assert.deepEqual(pack(boxes.slice(0, 2), { width: 188, height: 252, first: 90 }), [[[0]], [[1]]]);
});
