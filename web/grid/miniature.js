// grid/miniature.js — a grid's cells drawn small on a canvas: the library's cards, a mosaic's
// picture, the miniature beside a named picture.  It draws the cells it is given (the player's own,
// never a stored solution), filled ones in the theme's ink and colour ones in their colours.
//
// Interface
//   drawCells(ctx, cells, puzzle, {x, y, scale})   paint rows of cell characters ("#", a colour's
//                                   char; puzzle.colours names them) at (x, y), `scale` pixels a cell
//   miniature(cells, puzzle, size, props) -> <canvas>   the cells at the largest whole scale within
//                                   size pixels (at least 1 a cell); props: the canvas's (class, id, …)

import { el } from "../shared/dom.js";

export function drawCells(ctx, cells, puzzle, { x = 0, y = 0, scale = 1 } = {}) {
  const ink = getComputedStyle(document.body).getPropertyValue("--filled").trim() || "#1f2430";
  const colours = Object.fromEntries((puzzle.colours || []).slice(1).map((k) => [k.char, `#${k.rgb}`]));
  cells.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch !== "#" && !colours[ch]) return; // a colour puzzle's cells in their colours
    ctx.fillStyle = colours[ch] || ink;
    ctx.fillRect(x + c * scale, y + r * scale, scale, scale);
  }));
}

export function miniature(cells, puzzle, size, props = {}) {
  const width = puzzle.cols?.length ?? puzzle.width;
  const height = puzzle.rows?.length ?? puzzle.height;
  const scale = Math.max(1, Math.floor(size / Math.max(width, height)));
  const canvas = el("canvas", { "aria-hidden": "true", ...props, width: width * scale, height: height * scale });
  if (cells.length) drawCells(canvas.getContext("2d"), cells, puzzle, { scale });
  return canvas;
}
