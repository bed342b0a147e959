// library/thumbnail.js — the small picture on a library card: a solved (or revealed) puzzle's own
// cells (grid/miniature.js: never the stored solution), so an unsolved picture shows nothing.
//
// Interface
//   thumbnail(puzzle, progress) -> <canvas>     the card's picture (a blank tile until solved)

import { miniature } from "../grid/miniature.js";

const SIZE = 48; // pixels; CSS shows it at 3rem (library/library.css .thumb)

export function thumbnail(puzzle, progress) {
  const known = (progress?.solved || progress?.revealed) && Array.isArray(progress.cells);
  if (!known) return miniature([], puzzle, SIZE, { class: "thumb blank" });
  return miniature(progress.cells, puzzle, SIZE, { class: "thumb" });
}
