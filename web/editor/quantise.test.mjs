// Unit tests of editor/quantise.js (node --test): an image reduced to a few colours for a puzzle.
import assert from "node:assert/strict";
import test from "node:test";

import { nameOf, quantiseCells, thresholdCells } from "./quantise.js";

/** RGBA bytes of an image `scale` pixels a cell, each cell painted by paint(r, c, y, x) -> [r, g, b]. */
function image(width, height, scale, paint) {
  const w = width * scale;
  const bytes = new Uint8ClampedArray(w * height * scale * 4);
  for (let y = 0; y < height * scale; y++) {
    for (let x = 0; x < w; x++) {
      const [r, g, b] = paint(Math.floor(y / scale), Math.floor(x / scale), y, x);
      bytes.set([r, g, b, 255], (y * w + x) * 4);
    }
  }
  return bytes;
}

const WHITE = [255, 255, 255];
const RED = [220, 40, 40];
const BLUE = [40, 80, 220];

test("plain colours are named by the nearest of a few names", () => {
  assert.equal(nameOf([250, 250, 250]), "white");
  assert.equal(nameOf([10, 10, 10]), "black");
  assert.equal(nameOf([200, 30, 30]), "red");
  assert.equal(nameOf([30, 60, 230]), "blue");
});

test("a red square on white: white is the background, red the ink, every cell labelled", () => {
  const rgba = image(6, 6, 4, (r, c) => (r >= 1 && r <= 4 && c >= 1 && c <= 4 ? RED : WHITE));
  const { palette, labels } = quantiseCells(rgba, 6, 6, 4, 2);
  assert.deepEqual(palette.map((c) => c.name), ["white", "red"]);
  const rows = Array.from({ length: 6 }, (_, r) => labels.slice(r * 6, r * 6 + 6).join(""));
  assert.deepEqual(rows, ["000000", "011110", "011110", "011110", "011110", "000000"]);
});

test("inks come after the background, most used first; an unused colour is dropped", () => {
  const rgba = image(8, 4, 2, (r, c) => (c < 2 ? BLUE : c < 3 ? RED : WHITE));
  const { palette, labels } = quantiseCells(rgba, 8, 4, 2, 4);
  assert.deepEqual(palette.map((c) => c.name), ["white", "blue", "red"]);
  assert.equal(labels.filter((k) => k === 1).length, 8);
  assert.equal(labels.filter((k) => k === 2).length, 4);
});

test("an anti-aliased edge does not become a colour of its own", () => {
  // a red disc edge blended into white: the blends (pink) are edge pixels, not an ink
  const rgba = image(6, 6, 6, (_, __, y, x) => {
    const d = Math.hypot(y - 18, x - 18);
    const t = Math.max(0, Math.min(1, (d - 9) / 3)); // 0 inside, 1 outside, a 3 px blend between
    return RED.map((v, i) => Math.round(v + t * (WHITE[i] - v)));
  });
  const { palette } = quantiseCells(rgba, 6, 6, 6, 3);
  assert.deepEqual(palette.map((c) => c.name), ["white", "red"]);
});

test("a blank image still has one ink to draw with", () => {
  const { palette, labels } = quantiseCells(image(3, 3, 2, () => WHITE), 3, 3, 2, 3);
  assert.equal(palette.length, 2);
  assert.ok(labels.every((k) => k === 0));
});

test("black and white: a one-cell stripe drawn across two cells keeps the cell it covers most", () => {
  // 10 cells, 8 pixels a cell; dark stripes 8 pixels tall starting 3 pixels into cells 2, 5 and 8
  const bytes = image(3, 10, 8, (r, c, y) => ([19, 43, 67].some((top) => y >= top && y < top + 8) ? [30, 80, 220] : WHITE));
  const labels = [...thresholdCells(bytes, 3, 10, 8, 128)];
  assert.deepEqual(labels, [0, 0, 1, 0, 0, 1, 0, 0, 1, 0].flatMap((l) => [l, l, l]));
  assert.deepEqual([...thresholdCells(bytes, 3, 10, 8, 128, true)], labels.map((l) => 1 - l));
});
