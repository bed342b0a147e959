// grid-layout.js — what a GridView measures on its drawn board: the width of the row clues' column
// (every row is a grid of its own, see style.css "the board") and the boxes of the two hover bands.
//
// Interface (grid.js calls these after building, zooming or changing clues)
//   sizeClueColumn(view)   sets --clue-width on view.board: the widest row clue's width
//   placeBands(view)       puts view.bands ([row band, column band]) over the cells of view.hovered's
//                          row and column ({r, c}; -1 hides a band)

/**
 * The row clues' column gets one width, the widest clue's.  Measured on the few clues that look
 * widest (digits and numbers), since measuring a row that content-visibility skipped lays it out.
 */
export function sizeClueColumn(view) {
  if (!view.rowClues?.length) return;
  const board = view.board;
  board.style.setProperty("--clue-width", "max-content");
  const guess = (el) => el.textContent.length + 0.8 * el.childElementCount;
  const widest = [...view.rowClues].sort((a, b) => guess(b) - guess(a)).slice(0, 6);
  const width = Math.max(...widest.map((el) => el.getBoundingClientRect().width));
  board.style.setProperty("--clue-width", `${Math.ceil(width)}px`);
}

/** The hover bands over the hovered row's and column's cells, in the board's coordinates. */
export function placeBands(view) {
  if (!view.bands) return;
  const { r, c } = view.hovered || { r: -1, c: -1 };
  const [rowBand, colBand] = view.bands;
  rowBand.hidden = !view.cells[r];
  colBand.hidden = !view.cells[0]?.[c];
  if (rowBand.hidden && colBand.hidden) return;
  const origin = view.board.getBoundingClientRect();
  const box = (cell) => {
    const b = cell.getBoundingClientRect();
    return { left: b.left - origin.left, top: b.top - origin.top, right: b.right - origin.left, bottom: b.bottom - origin.top };
  };
  const place = (band, a, b) => Object.assign(band.style, {
    left: `${a.left}px`, top: `${a.top}px`, width: `${b.right - a.left}px`, height: `${b.bottom - a.top}px` });
  if (!rowBand.hidden) place(rowBand, box(view.cells[r][0]), box(view.cells[r][view.width - 1]));
  if (!colBand.hidden) place(colBand, box(view.cells[0][c]), box(view.cells[view.height - 1][c]));
}
