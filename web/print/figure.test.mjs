// Unit tests of print/figure.js (node --test): the numbers, lines and cells a printed puzzle is made of.
import assert from "node:assert/strict";
import test from "node:test";

import { figure, inkOf, textOn } from "./figure.js";

const ARROW = { rows: [[1], [3], [1, 1, 1], [1], [1]], cols: [[1], [1], [5], [1], [1]] };

test("every clue number is a text, right-aligned beside its row and bottom-aligned above its column", () => {
  const shape = figure(ARROW, { cell: 5 });
  assert.equal(shape.texts.length, 7 + 5);
  const row3 = shape.texts.filter((t) => t.y === 2 + 1 + 0.5); // top = 1 clue row; row 3 is at y 3
  assert.deepEqual(row3.map((t) => [t.x, t.text]), [[0.5, "1"], [1.5, "1"], [2.5, "1"]]);
  const column3 = shape.texts.filter((t) => t.x === 3 + 2 + 0.5);
  assert.deepEqual(column3.map((t) => [t.y, t.text]), [[0.5, "5"]]);
  assert.ok(shape.texts.every((t) => t.fill === "#000000"));
});

test("an empty line prints 0, a blotted number ?, and longer numbers smaller", () => {
  const shape = figure({ rows: [[], [12]], cols: [[null], [1]] }, { cell: 5 });
  assert.deepEqual(shape.texts.map((t) => t.text).sort(), ["0", "1", "12", "?"]);
  const size = (text) => shape.texts.find((t) => t.text === text).size;
  assert.ok(size("12") < size("1"));
});

test("lines: thin, heavier every five, a frame around; heavier ones drawn last", () => {
  const shape = figure({ rows: Array(10).fill([1]), cols: Array(10).fill([1]) }, { cell: 4 });
  const weights = shape.lines.filter((l) => l.weight !== "guide").map((l) => l.weight);
  assert.equal(weights.filter((w) => w === "frame").length, 4);
  assert.equal(weights.filter((w) => w === "five").length, 2);
  assert.equal(weights.filter((w) => w === "thin").length, 16);
  assert.deepEqual([...weights].sort((a, b) => ["thin", "five", "frame"].indexOf(a) - ["thin", "five", "frame"].indexOf(b)), weights);
  const frame = shape.lines.find((l) => l.weight === "frame");
  assert.ok(Math.abs(frame.width * 4 - 0.5) < 1e-9); // 0.5 mm on paper at 4 mm a cell
  assert.ok(shape.x < 0 && shape.width > 11); // the frame's outer half is inside the view box
});

test("a solution fills its cells; without clues the grid starts at the corner", () => {
  const shape = figure(ARROW, { clues: false, solution: ["..#..", ".###.", "#.#.#", "..#..", "..#.."], cell: 2 });
  assert.equal(shape.texts.length, 0);
  assert.equal(shape.rects.length, 9);
  assert.deepEqual(shape.rects[0], { x: 2, y: 0, w: 1, h: 1, fill: "#000000" });
});

test("colour clues sit on their ink, the number black or white as reads better; pale inks are outlined", () => {
  const puzzle = {
    rows: [[1, 1]], cols: [[1], [1]], row_colours: [[1, 2]], col_colours: [[1], [2]],
    colours: [{ name: "white", rgb: "FFFFFF", char: "." }, { name: "red", rgb: "CC0000", char: "a" }, { name: "yellow", rgb: "FFEE33", char: "b" }],
  };
  const shape = figure(puzzle, { cell: 5, solution: ["ab"] });
  const red = shape.rects.filter((r) => r.fill === "#CC0000");
  assert.equal(red.length, 3); // a row chip, a column chip, a cell
  assert.ok(shape.rects.some((r) => r.fill === "#FFEE33" && r.stroke));
  assert.deepEqual(shape.texts.map((t) => t.fill).sort(), ["#000000", "#000000", "#ffffff", "#ffffff"]);
  assert.equal(inkOf(puzzle, 2), "#FFEE33");
  assert.equal(inkOf(ARROW, 1), "#000000");
  assert.equal(textOn("#000080"), "#ffffff");
  assert.equal(textOn("#ffff00"), "#000000");
});
