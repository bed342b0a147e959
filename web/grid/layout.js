// grid/layout.js — what the board (grid/grid-view.js) measures once drawn: the width of the row
// clues' column (every row is a grid of its own, see grid/grid.css) and the boxes of the two hover
// bands.  Functions of the board's elements, which the view passes in.
//
// Interface (grid/grid-view.js calls these after building, zooming or changing clues)
//   sizeClueColumn(board, rowClues)   sets --clue-width on the board: the widest row clue's width
//   compactClues(board, box, rowClues, colClues)   sizeClueColumn, after shrinking the clue digits
//                          (never below 8 px) while a band of clues would take more than CLUE_SHARE
//                          of the scroll box
//   placeBands(board, bands, cells, {r, c})   puts bands ([row band, column band]) over the cells
//                          (rows of cell elements) of row r and column c (-1 hides a band)

/**
 * The row clues' column gets one width, the widest clue's.  Measured on the few clues that look
 * widest (digits and numbers), since measuring a row that content-visibility skipped lays it out.
 */
export function sizeClueColumn(board, rowClues) {
  if (!rowClues?.length) return;
  board.style.setProperty("--clue-width", "max-content");
  const guess = (el) => el.textContent.length + 0.8 * el.childElementCount;
  const widest = [...rowClues].sort((a, b) => guess(b) - guess(a)).slice(0, 6);
  const width = Math.max(...widest.map((el) => el.getBoundingClientRect().width));
  board.style.setProperty("--clue-width", `${Math.ceil(width)}px`);
}

const CLUE_SHARE = 0.28; // the most of the scroll box's width (height) the row (column) clues may take
const MIN_CLUE_FONT = 8;

/**
 * Clue bands stay compact as the cells grow: the digits are 0.58 of a cell (grid/grid.css --clue-font),
 * so zooming in on a 40×40 with 13 numbers a line made the row clues ~40 % of a phone's width and
 * the column clues 45 % of its height, leaving two columns of cells in view.  While a band takes
 * more than CLUE_SHARE of the box, its digits get smaller (a few measured steps: paddings do not scale).
 */
export function compactClues(board, box, rowClues, colClues) {
  board.style.removeProperty("--clue-font");
  sizeClueColumn(board, rowClues);
  if (!rowClues?.length || !colClues?.length || !box.clientWidth || !box.clientHeight) return;
  for (let step = 0; step < 4; step++) {
    const over = Math.max(rowClues[0].offsetWidth / (box.clientWidth * CLUE_SHARE),
      colClues[0].offsetHeight / (box.clientHeight * CLUE_SHARE));
    const font = parseFloat(getComputedStyle(board).fontSize);
    const next = Math.max(MIN_CLUE_FONT, Math.floor((font / Math.max(over, 1)) * 4) / 4);
    if (over <= 1 || next >= font) return;
    board.style.setProperty("--clue-font", `${next}px`);
    sizeClueColumn(board, rowClues);
  }
}

/** The hover bands over the hovered row's and column's cells, in the board's coordinates. */
export function placeBands(board, bands, cells, { r, c } = { r: -1, c: -1 }) {
  if (!bands) return;
  const [rowBand, colBand] = bands;
  rowBand.hidden = !cells[r];
  colBand.hidden = !cells[0]?.[c];
  if (rowBand.hidden && colBand.hidden) return;
  const origin = board.getBoundingClientRect();
  const box = (cell) => {
    const b = cell.getBoundingClientRect();
    return { left: b.left - origin.left, top: b.top - origin.top, right: b.right - origin.left, bottom: b.bottom - origin.top };
  };
  const place = (band, a, b) => Object.assign(band.style, {
    left: `${a.left}px`, top: `${a.top}px`, width: `${b.right - a.left}px`, height: `${b.bottom - a.top}px` });
  if (!rowBand.hidden) place(rowBand, box(cells[r][0]), box(cells[r].at(-1)));
  if (!colBand.hidden) place(colBand, box(cells[0][c]), box(cells.at(-1)[c]));
}
