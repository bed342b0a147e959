// grid/zoom.js — the cell size of the board (grid/grid-view.js): fitting the board (grid and clues)
// into its scroll box, zooming around a point (the pointer, or the middle of a pinch) so that the
// cell under it stays under it, and scrolling cells into view.  Zoom changes only the layout
// (--cell), never a cell's state.  The view passes its parts: sizer = {board, box, zoom, setZoom(px)}
// (zoom: the current size; setZoom lays the board out at a size).
//
// Interface (the view's fit, zoomAround and scrollToLines call these)
//   fitZoom(sizer, {min, max, height}) -> {zoom, fits}   sets the largest size at which the board fits
//                                     the box's visible room (never below min); fits: whether it does;
//                                     height: fit its height only (it may scroll sideways)
//   zoomAround(sizer, px, x, y)       zoom to px keeping the board point at client (x, y) in place
//   showCells(box, cells, wanted, zoom)   scroll the box the least that shows the wanted [[r, c], …]
//                                     of cells (rows of cell elements)
//   centreOn(box, cell)               scroll the box so that the cell element is in the middle of
//                                     the room beside the sticky clues (as near as the edges allow)

/** The room inside the scroll box (its client size less its padding). */
function room(box) {
  const style = getComputedStyle(box);
  const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  return { width: box.clientWidth - padX, height: box.clientHeight - padY };
}

export function fitZoom({ board, box, zoom: current, setZoom }, { min = 14, max = 40, height: heightOnly = false } = {}) {
  const { width: roomWidth, height } = room(box);
  if (roomWidth <= 0 || height <= 0) return { zoom: current, fits: undefined };
  const width = heightOnly ? Infinity : roomWidth;
  const fits = () => board.offsetWidth <= width && board.offsetHeight <= height;
  // Clue text has a minimum size, so the board does not scale exactly with the cell: estimate
  // from one measurement, then step down until it fits (two or three layouts in practice).
  let zoom = max;
  let shown = setZoom(zoom);
  for (let tries = 0; tries < 12 && !fits() && zoom > min; tries++) {
    const scale = Math.min(width / board.offsetWidth, height / board.offsetHeight);
    const next = Math.floor(zoom * scale);
    zoom = Math.max(min, next < zoom ? next : zoom - 1);
    shown = setZoom(zoom);
  }
  return { zoom: shown, fits: fits() };
}

let anchor = null; // the board point a run of zoom steps at one spot keeps under that spot

/** The cell at client (x, y) and where in it (0..1), or the board itself when no cell is there. */
function pointOn(board, x, y) {
  const hit = document.elementFromPoint(x, y);
  const cell = hit && board.contains(hit) ? hit.closest(".cell") : null;
  const el = cell || board;
  const box = el.getBoundingClientRect();
  return { el, fx: (x - box.left) / box.width, fy: (y - box.top) / box.height };
}

export function zoomAround({ board, box, setZoom }, px, x, y) {
  // Several steps at the same spot (wheel notches, a pinch) keep the first step's point: while
  // the board is smaller than its box it stays centred and the point drifts, so each step aims
  // at the original point and reaches it once the board is large enough to scroll.
  const now = performance.now();
  const again = anchor && anchor.board === board && Math.hypot(anchor.x - x, anchor.y - y) < 24 &&
    now - anchor.at < 1500 && board.contains(anchor.el);
  if (!again) anchor = { board, ...pointOn(board, x, y) };
  Object.assign(anchor, { at: now, x, y });
  setZoom(px);
  const after = anchor.el.getBoundingClientRect();
  box.scrollLeft += after.left + anchor.fx * after.width - x;
  box.scrollTop += after.top + anchor.fy * after.height - y;
}

/**
 * How far to scroll one axis so that the span lo..hi (client pixels) is inside from..to: not at
 * all when it is, the least that brings it in when it fits, else (a span longer than the room)
 * to its start, unless part of it is in view already.
 */
function shift(lo, hi, from, to) {
  if (lo >= from && hi <= to) return 0;
  if (hi - lo <= to - from) return lo < from ? lo - from : hi - to;
  return lo < to && hi > from ? 0 : lo - from;
}

/**
 * Scroll the board's box the least that shows the cells [[r, c], …] (their bounding box) beside
 * the clues that stay in view (the box's scroll padding, see the view's padScroll), with a cell's
 * margin: a hint's cells are never off screen, however far the board is zoomed or scrolled.
 */
export function showCells(box, cells, wanted, zoom) {
  const inside = wanted.filter(([r, c]) => cells[r]?.[c]);
  if (!inside.length) return;
  const rs = inside.map(([r]) => r);
  const cs = inside.map(([, c]) => c);
  const first = cells[Math.min(...rs)][Math.min(...cs)].getBoundingClientRect();
  const last = cells[Math.max(...rs)][Math.max(...cs)].getBoundingClientRect();
  const rect = box.getBoundingClientRect();
  const margin = Math.min(zoom, 24);
  const left = rect.left + box.clientLeft + (parseFloat(box.style.scrollPaddingLeft) || 0) + margin;
  const top = rect.top + box.clientTop + (parseFloat(box.style.scrollPaddingTop) || 0) + margin;
  const right = rect.left + box.clientLeft + box.clientWidth - margin;
  const bottom = rect.top + box.clientTop + box.clientHeight - margin;
  box.scrollLeft += shift(first.left, last.right, left, Math.max(left + 1, right));
  box.scrollTop += shift(first.top, last.bottom, top, Math.max(top + 1, bottom));
}

/** Scroll the box so that the cell is in the middle of what the sticky clues leave in view. */
export function centreOn(box, cell) {
  const rect = box.getBoundingClientRect();
  const at = cell.getBoundingClientRect();
  const padLeft = parseFloat(box.style.scrollPaddingLeft) || 0;
  const padTop = parseFloat(box.style.scrollPaddingTop) || 0;
  const middleX = rect.left + box.clientLeft + padLeft + (box.clientWidth - padLeft) / 2;
  const middleY = rect.top + box.clientTop + padTop + (box.clientHeight - padTop) / 2;
  box.scrollLeft += at.left + at.width / 2 - middleX;
  box.scrollTop += at.top + at.height / 2 - middleY;
}
