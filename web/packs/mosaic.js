// packs/mosaic.js — a mosaic pack (packs/packs.js mosaicOf) as a whole: its layout, its tiles'
// states, and its picture drawn from the player's own tiles.  Used by the library's board page
// (library/mosaic.js) and by the player, which shows the whole picture once the last tile is done
// (player/secret-title.js).
//
// Interface
//   layout(pack) -> {rows, cols, widths, heights, width, height}   column widths and row heights
//   tileStates(pack) -> [state]               each tile's packs.js state, in tile order
//   isComplete(states) -> bool                every tile solved or revealed
//   mosaicFacts(pack) -> "Mosaic · 2×2 tiles · 20×20"
//   mosaicCanvas(pack, puzzles, states, size, current?, {mix}) -> <canvas>   the board's picture: solved
//                                             tiles drawn; mix: each other tile in the mix of its inks
//   tileMix(puzzle) -> "#rrggbb"              a tile's colours mixed as many times as its clues use them

import { drawCells } from "../grid/miniature.js";
import { el } from "../shared/dom.js";
import { forPlayer, knowsTitle, mosaicOf, pictureId, pictureState, progressFor } from "./packs.js";

const PAPER = "#ffffff";
const sum = (list) => list.reduce((a, b) => a + b, 0);

export const tileStates = (pack) => pack.puzzles.map((_, i) => pictureState(pictureId(pack.id, i + 1)));
export const isComplete = (states) => states.length > 0 && states.every(knowsTitle);

/** Column widths and row heights (tiles of a column share a width, of a row a height). */
export function layout(pack) {
  const { rows, cols } = mosaicOf(pack);
  const widths = Array.from({ length: cols }, (_, c) => pack.puzzles[c].width);
  const heights = Array.from({ length: rows }, (_, r) => pack.puzzles[r * cols].height);
  return { rows, cols, widths, heights, width: sum(widths), height: sum(heights) };
}

export function mosaicFacts(pack) {
  const { rows, cols, width, height } = layout(pack);
  return `Mosaic · ${rows}×${cols} tiles · ${width}×${height}`;
}

/**
 * The board's picture: every solved or revealed tile in its place, at about `size` pixels wide;
 * `current` ({n, cells}) is a tile just completed in the player (its progress may not be saved yet).
 */
export function mosaicCanvas(pack, puzzles, states, size, current = null, { mix = false } = {}) {
  const { cols, widths, heights, width, height } = layout(pack);
  const scale = Math.max(1, Math.round(size / Math.max(width, height)));
  const canvas = el("canvas", { width: width * scale, height: height * scale, "aria-hidden": "true" });
  const ctx = canvas.getContext("2d");
  states.forEach((state, i) => {
    const progress = current?.n === i + 1 ? current : knowsTitle(state) ? progressFor(pictureId(pack.id, i + 1)) : null;
    if (!puzzles[i]) return;
    const [r, c] = [Math.floor(i / cols), i % cols];
    const [x, y] = [sum(widths.slice(0, c)) * scale, sum(heights.slice(0, r)) * scale];
    if (!progress) {
      if (!mix) return;
      ctx.fillStyle = tileMix(puzzles[i]); // an unsolved tile: its colours blurred into one, no shape
      ctx.fillRect(x, y, widths[c] * scale, heights[r] * scale);
      return;
    }
    const wire = forPlayer(pack, i + 1, puzzles[i]); // the colours under the characters the player saved
    if (!wire.black_and_white) { // a colour tile on its paper: inks chosen against white (charcoal) stay seen in the dark theme
      ctx.fillStyle = PAPER;
      ctx.fillRect(x, y, widths[c] * scale, heights[r] * scale);
    }
    drawCells(ctx, progress.cells, wire, { x, y, scale });
  });
  return canvas;
}

/**
 * A tile's colours mixed in proportion to their cells, counted from its row clues (so no more than
 * the clues say): what a card shows of an unsolved mosaic, its own without giving its picture away.
 */
export function tileMix(puzzle) {
  const inks = (puzzle.colours || []).map((k) => k.rgb);
  const rgbOf = (i) => (/^[0-9a-f]{6}$/i.test(inks[i] || "") ? inks[i] : i ? "1f2430" : "ffffff");
  const counts = new Map();
  let painted = 0;
  (puzzle.rows || []).forEach((clue, r) => clue.forEach((length, k) => {
    const ink = puzzle.row_colours?.[r]?.[k] ?? 1;
    counts.set(ink, (counts.get(ink) || 0) + length);
    painted += length;
  }));
  const cells = (puzzle.rows?.length || 0) * (puzzle.cols?.length || 0);
  counts.set(0, Math.max(0, cells - painted) / 2); // the paper counts half: a mostly empty tile still shows its inks
  const total = Math.max(1, [...counts.values()].reduce((a, b) => a + b, 0));
  const channel = (at) => {
    let mixed = 0;
    for (const [ink, n] of counts) mixed += (n / total) * parseInt(rgbOf(ink).slice(at, at + 2), 16);
    return Math.round(mixed).toString(16).padStart(2, "0");
  };
  return `#${channel(0)}${channel(2)}${channel(4)}`;
}
