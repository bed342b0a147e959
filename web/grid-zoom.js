// grid-zoom.js — the cell size of a GridView: fitting the board (grid and clues) into its scroll
// box, and zooming around a point (the pointer, or the middle of a pinch) so that the cell under
// it stays under it.  Zoom changes only the layout (--cell), never a cell's state.
//
// Interface (GridView calls these; see view.fit and view.zoomAround)
//   fitZoom(view, {min, max}) -> px   sets and returns the largest size at which the board fits
//                                     view.container's visible box (never below min)
//   zoomAround(view, px, x, y)        zoom to px keeping the board point at client (x, y) in place

/** The room inside the scroll box (its client size less its padding). */
function room(box) {
  const style = getComputedStyle(box);
  const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  return { width: box.clientWidth - padX, height: box.clientHeight - padY };
}

export function fitZoom(view, { min = 14, max = 40 } = {}) {
  const box = view.container;
  const { width, height } = room(box);
  if (width <= 0 || height <= 0) return view.zoom;
  const fits = () => view.board.offsetWidth <= width && view.board.offsetHeight <= height;
  // Clue text has a minimum size, so the board does not scale exactly with the cell: estimate
  // from one measurement, then step down until it fits (two or three layouts in practice).
  let zoom = max;
  view.setZoom(zoom);
  for (let tries = 0; tries < 12 && !fits() && zoom > min; tries++) {
    const scale = Math.min(width / view.board.offsetWidth, height / view.board.offsetHeight);
    const next = Math.floor(zoom * scale);
    zoom = Math.max(min, next < zoom ? next : zoom - 1);
    view.setZoom(zoom);
  }
  return view.zoom;
}

let anchor = null; // the board point a run of zoom steps at one spot keeps under that spot

/** The cell at client (x, y) and where in it (0..1), or the board itself when no cell is there. */
function pointOn(view, x, y) {
  const hit = document.elementFromPoint(x, y);
  const cell = hit && view.board.contains(hit) ? hit.closest(".cell") : null;
  const el = cell || view.board;
  const box = el.getBoundingClientRect();
  return { el, fx: (x - box.left) / box.width, fy: (y - box.top) / box.height };
}

export function zoomAround(view, px, x, y) {
  const box = view.container;
  // Several steps at the same spot (wheel notches, a pinch) keep the first step's point: while
  // the board is smaller than its box it stays centred and the point drifts, so each step aims
  // at the original point and reaches it once the board is large enough to scroll.
  const now = performance.now();
  const again = anchor && anchor.view === view && Math.hypot(anchor.x - x, anchor.y - y) < 24 &&
    now - anchor.at < 1500 && view.board.contains(anchor.el);
  if (!again) anchor = { view, ...pointOn(view, x, y) };
  Object.assign(anchor, { at: now, x, y });
  view.setZoom(px);
  const after = anchor.el.getBoundingClientRect();
  box.scrollLeft += after.left + anchor.fx * after.width - x;
  box.scrollTop += after.top + anchor.fy * after.height - y;
}
