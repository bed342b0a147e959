// library/thumbnail.js — the small pictures of the library: a solved (or revealed) puzzle's card,
// a mosaic's tiles and its whole picture.  Each draws the player's own cells (never the stored
// solution), so an unsolved picture shows nothing.
//
// Interface
//   thumbnail(puzzle, progress) -> <canvas>     the card's picture (a blank tile until solved)
//   drawCells(ctx, cells, puzzle, {x, y, scale})  paint rows of cell characters ("#", a colour's
//                                               char) at (x, y), `scale` pixels a cell

/** A small picture of a solved (or revealed) puzzle (its filled cells); a blank tile otherwise. */
export function thumbnail(puzzle, progress) {
  const w = puzzle.cols.length;
  const h = puzzle.rows.length;
  const canvas = document.createElement("canvas");
  canvas.className = "thumb";
  canvas.setAttribute("aria-hidden", "true");
  const scale = Math.max(1, Math.floor(48 / Math.max(w, h)));
  canvas.width = w * scale;
  canvas.height = h * scale;
  if (!(progress?.solved || progress?.revealed) || !Array.isArray(progress.cells)) {
    canvas.classList.add("blank");
    return canvas;
  }
  drawCells(canvas.getContext("2d"), progress.cells, puzzle, { scale });
  return canvas;
}

export function drawCells(ctx, cells, puzzle, { x = 0, y = 0, scale = 1 } = {}) {
  const ink = getComputedStyle(document.body).getPropertyValue("--filled").trim() || "#1f2430";
  const colours = Object.fromEntries((puzzle.colours || []).slice(1).map((k) => [k.char, `#${k.rgb}`]));
  cells.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch !== "#" && !colours[ch]) return; // a colour puzzle's cells in their colours
    ctx.fillStyle = colours[ch] || ink;
    ctx.fillRect(x + c * scale, y + r * scale, scale, scale);
  }));
}
