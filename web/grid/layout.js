// grid-layout.js — what a GridView measures on its drawn board: the width of the row clues' column
// (every row is a grid of its own, see style.css "the board") and the boxes of the two hover bands.
//
// Interface (grid.js calls these after building, zooming or changing clues)
//   sizeClueColumn(view)   sets --clue-width on view.board: the widest row clue's width
//   compactClues(view)     sizeClueColumn, after shrinking the clue digits (never below 8 px) while a
//                          band of clues would take more than CLUE_SHARE of the scroll box
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

const CLUE_SHARE = 0.28; // the most of the scroll box's width (height) the row (column) clues may take
const MIN_CLUE_FONT = 8;

/**
 * Clue bands stay compact as the cells grow: the digits are 0.58 of a cell (style.css --clue-font),
 * so zooming in on a 40×40 with 13 numbers a line made the row clues ~40 % of a phone's width and
 * the column clues 45 % of its height, leaving two columns of cells in view.  While a band takes
 * more than CLUE_SHARE of the box, its digits get smaller (a few measured steps: paddings do not scale).
 */
export function compactClues(view) {
  const board = view.board;
  board.style.removeProperty("--clue-font");
  sizeClueColumn(view);
  const box = view.container;
  if (!view.rowClues?.length || !view.colClues?.length || !box.clientWidth || !box.clientHeight) return;
  for (let step = 0; step < 4; step++) {
    const over = Math.max(view.rowClues[0].offsetWidth / (box.clientWidth * CLUE_SHARE),
      view.colClues[0].offsetHeight / (box.clientHeight * CLUE_SHARE));
    const font = parseFloat(getComputedStyle(board).fontSize);
    const next = Math.max(MIN_CLUE_FONT, Math.floor((font / Math.max(over, 1)) * 4) / 4);
    if (over <= 1 || next >= font) return;
    board.style.setProperty("--clue-font", `${next}px`);
    sizeClueColumn(view);
  }
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
