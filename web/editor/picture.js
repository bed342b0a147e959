// editor/picture.js — pure helpers on a picture for the editor: rows of "#" filled / "." empty, or,
// in a colour design, of each palette colour's character (inkChars: "." then "a", "b", …).
//
// Interface
//   MAX_SIDE                                the editor's largest width and height (bigger grids are
//                                           readable but too large to draw on)
//   clampSide(n) -> number                  n kept within 1..MAX_SIDE
//   cluesOf(picture) -> {rows, cols, rowInks, colInks}  the clues (arrays of block lengths) of a
//                                           picture and each block's character (its colour)
//   inkChars(count) -> [".", "#"] | [".", "a", "b", …]  the character of each palette index: "#"
//                                           while there is one ink, letters beyond (as the core's
//                                           colour_chars gives them, so grids mean the same there)
//   recode(picture, from, to) -> picture    each character from[k] replaced by to[k] (others: ".")
//   blank(width, height) -> picture         an empty picture
//   resized(picture, edge, delta) -> picture  one line added (+1) or removed (-1) at "top",
//                                           "bottom", "left" or "right" (never below 1×1)

import { colourBlocks } from "../grid/colour.js";

export const MAX_SIDE = 200;
const LETTERS = "abcdefghijklmnopqrstuvwyz0123456789ABCDEFGHIJKLMNOPQRSTUVWYZ";

export const clampSide = (n) => Math.max(1, Math.min(MAX_SIDE, n));

export function cluesOf(picture) {
  const width = picture[0]?.length || 0;
  const rows = picture.map((row) => colourBlocks([...row]));
  const cols = Array.from({ length: width }, (_, c) => colourBlocks(picture.map((row) => row[c])));
  return {
    rows: rows.map((b) => b.clue),
    cols: cols.map((b) => b.clue),
    rowInks: rows.map((b) => b.inks),
    colInks: cols.map((b) => b.inks),
  };
}

export const inkChars = (count) => (count <= 2 ? [".", "#"] : [".", ...LETTERS.slice(0, count - 1)]);

export function recode(picture, from, to) {
  const map = new Map(from.map((ch, k) => [ch, to[k] ?? "."]));
  return picture.map((row) => [...row].map((ch) => map.get(ch) ?? ".").join(""));
}

export function blank(width, height) {
  return Array.from({ length: height }, () => ".".repeat(width));
}

/** The picture grown or shrunk by one line at an edge (delta +1 adds an empty line, -1 removes one). */
export function resized(picture, edge, delta) {
  const width = picture[0].length;
  if (edge === "top" || edge === "bottom") {
    if (delta > 0) return edge === "top" ? [".".repeat(width), ...picture] : [...picture, ".".repeat(width)];
    return picture.length > 1 ? (edge === "top" ? picture.slice(1) : picture.slice(0, -1)) : picture;
  }
  if (delta > 0) return picture.map((row) => (edge === "left" ? `.${row}` : `${row}.`));
  return width > 1 ? picture.map((row) => (edge === "left" ? row.slice(1) : row.slice(0, -1))) : picture;
}
