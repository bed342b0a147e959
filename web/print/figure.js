// print/figure.js — a puzzle as shapes for paper: its clue numbers (text, so a PDF of it is sharp
// and searchable), its grid lines (thin, heavier every five, heavy around) and, for a solution, its
// filled cells.  Pure (no DOM): print/draw.js turns the shapes into SVG; node --test checks them
// (figure.test.mjs).  Units are cells: the page scales the whole figure to its cell size in mm.
//
// Interface
//   figure(puzzle, {clues = true, solution = null, cell}) -> {x, y, width, height, rects, lines, texts}
//     (x, y, width, height: the view box, the grid's frame included)
//     puzzle: our wire form ({rows, cols, colours?, row_colours?, col_colours?}; a blotted number is
//             null or -1 and prints "?"); solution: rows of characters ("#" or a colour's char)
//     rects: [{x, y, w, h, fill, stroke?}]  lines: [{x1, y1, x2, y2, weight}]  (weight: "thin" |
//     "five" | "frame" | "guide")   texts: [{x, y, text, size, fill}]  (x, y: the number's centre)
//     cell: the cell size in mm, so that a line is as thick on paper whatever the scale
//   inkOf(puzzle, index) -> "#rrggbb"      a block's colour (black for a black-and-white puzzle)
//   textOn(rgb) -> "#000000" | "#ffffff"   the number's colour on that ink, whichever reads better

import { luminance } from "../grid/colour.js";
import { FRAME } from "./layout.js";

const LINE_MM = { thin: 0.12, guide: 0.1, five: 0.35, frame: FRAME };
const LINE_COLOUR = { thin: "#8a8a8a", guide: "#c8c8c8", five: "#000000", frame: "#000000" };
export { LINE_COLOUR };

const BLACK = "#000000";

export function inkOf(puzzle, index) {
  const colours = puzzle.colours || [];
  if (colours.length <= 2 || !(index > 0)) return BLACK;
  return `#${colours[index]?.rgb || "000000"}`;
}

/** Black or white text, whichever has more contrast on `rgb` ("#rrggbb"). */
export function textOn(rgb) {
  const light = luminance(rgb.slice(1));
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? BLACK : "#ffffff";
}

const numberText = (n) => (n === null || n === undefined || n < 0 ? "?" : String(n));
/** The font size (in cells) of a number: one digit large, more digits smaller so they stay in their slot. */
const sizeOf = (text) => (text.length <= 1 ? 0.64 : text.length === 2 ? 0.6 : 0.44);

/** The square a colour block's number sits on: its ink, outlined when the ink is pale (white on paper). */
function chip(x, y, fill) {
  const pale = textOn(fill) === BLACK && fill.toLowerCase() !== BLACK;
  return { x: x + 0.06, y: y + 0.06, w: 0.88, h: 0.88, fill, stroke: pale ? "#9a9a9a" : null };
}

export function figure(puzzle, { clues = true, solution = null, cell = 4 } = {}) {
  const width = puzzle.cols.length;
  const height = puzzle.rows.length;
  const colour = (puzzle.colours || []).length > 2;
  const longest = (lines) => Math.max(1, ...lines.map((clue) => Math.max(1, clue.length)));
  const left = clues ? longest(puzzle.rows) : 0;
  const top = clues ? longest(puzzle.cols) : 0;
  const rects = [];
  const lines = [];
  const texts = [];
  const number = (x, y, n, ink) => {
    const text = numberText(n);
    if (colour && ink !== BLACK) rects.push(chip(x, y, ink));
    texts.push({ x: x + 0.5, y: y + 0.5, text, size: sizeOf(text), fill: colour ? textOn(ink) : BLACK });
  };
  if (clues) {
    puzzle.rows.forEach((clue, r) => {
      const list = clue.length ? clue : [0];
      list.forEach((n, k) => number(left - list.length + k, top + r, n,
        clue.length ? inkOf(puzzle, puzzle.row_colours?.[r]?.[k] ?? 1) : BLACK));
    });
    puzzle.cols.forEach((clue, c) => {
      const list = clue.length ? clue : [0];
      list.forEach((n, k) => number(left + c, top - list.length + k, n,
        clue.length ? inkOf(puzzle, puzzle.col_colours?.[c]?.[k] ?? 1) : BLACK));
    });
  }
  if (solution) {
    const inks = new Map((puzzle.colours || []).map((c, i) => [c.char, i]));
    solution.forEach((row, r) => [...row].forEach((ch, c) => {
      if (ch === "." || ch === " " || ch === "?") return;
      const index = colour ? inks.get(ch) : 1;
      if (index === 0 || index === undefined) return;
      rects.push({ x: left + c, y: top + r, w: 1, h: 1, fill: inkOf(puzzle, index) });
    }));
  }
  const weight = (i, size) => (i === 0 || i === size ? "frame" : i % 5 === 0 ? "five" : "thin");
  for (let c = 0; c <= width; c++) {
    if (clues && c % 5 === 0 && c > 0 && c < width) lines.push({ x1: left + c, y1: 0, x2: left + c, y2: top, weight: "guide" });
    lines.push({ x1: left + c, y1: top, x2: left + c, y2: top + height, weight: weight(c, width) });
  }
  for (let r = 0; r <= height; r++) {
    if (clues && r % 5 === 0 && r > 0 && r < height) lines.push({ x1: 0, y1: top + r, x2: left, y2: top + r, weight: "guide" });
    lines.push({ x1: left, y1: top + r, x2: left + width, y2: top + r, weight: weight(r, height) });
  }
  // heavier lines last, so a thin one never paints over a line every five
  const order = { guide: 0, thin: 1, five: 2, frame: 3 };
  lines.sort((a, b) => order[a.weight] - order[b.weight]);
  for (const line of lines) line.width = LINE_MM[line.weight] / cell;
  // the figure reaches half the frame's width beyond the outer lines, so that no half of it is cut off
  const edge = LINE_MM.frame / cell / 2;
  return { x: -edge, y: -edge, width: left + width + 2 * edge, height: top + height + 2 * edge, rects, lines, texts };
}
