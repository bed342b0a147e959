// editor-picture.js — pure helpers on a picture (rows of "#" filled / "." empty) for the editor.
//
// Interface
//   MAX_SIDE                                the editor's largest width and height (bigger grids are
//                                           readable but too large to draw on)
//   clampSide(n) -> number                  n kept within 1..MAX_SIDE
//   cluesOf(picture) -> {rows, cols}        the clues (arrays of block lengths) of a picture
//   blank(width, height) -> picture         an empty picture
//   resized(picture, edge, delta) -> picture  one line added (+1) or removed (-1) at "top",
//                                           "bottom", "left" or "right" (never below 1×1)

import { clueOf } from "./grid.js";

export const MAX_SIDE = 200;

export const clampSide = (n) => Math.max(1, Math.min(MAX_SIDE, n));

export function cluesOf(picture) {
  const line = (chars) => clueOf(chars.map((ch) => (ch === "#" ? "filled" : "empty")));
  const width = picture[0]?.length || 0;
  return {
    rows: picture.map((row) => line([...row])),
    cols: Array.from({ length: width }, (_, c) => line(picture.map((row) => row[c]))),
  };
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
