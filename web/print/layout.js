// print/layout.js — how puzzles are laid out on paper: each one's size in cells (its grid and its
// clues), the size of a cell in millimetres, and which puzzles go on which page.  Pure (no DOM): the
// page (print/main.js) draws what it says, node --test checks it (layout.test.mjs).
//
// Interface
//   PAGE                          the printable box in mm, the same on A4 and US Letter (below)
//   extent(puzzle) -> {left, top, width, height}   clue columns, clue rows, grid size (in cells)
//   singleLayout(puzzle) -> {cell}                 one puzzle on its page (its solution page alike)
//   bookletLayout(puzzles, {heading}) -> {puzzles: [{index, cell, w, h}], pages: [[[index]]]}
//   solutionsLayout(puzzles, {heading}) -> the same for the small solutions
//   pack(boxes, {width, height, first}) -> pages: [[row: [index]]]   shelf packing, in order
//
// Why one box for both papers: A4 is 210 × 297 mm, Letter 215.9 × 279.4 mm; with 10 mm margins the
// box both hold is 190 × 259 mm, and a little is kept back (rounding, a browser's own header) so
// that a page never spills onto a second sheet whichever paper the printer has.

export const MARGIN = 10;
export const PAGE = { width: 188, height: 252 };
export const GAP = 8; // between puzzles on a booklet's page
export const HEADER = 24; // a single puzzle's title and credit lines above its grid
export const CAPTION = 8; // a booklet puzzle's title line
export const SOLUTION_CAPTION = 6;
export const BOOKLET_HEADING = 14; // the booklet's name on its first page, "Solutions" on the first of those
export const MAX_CELL = 9; // a 5×5 is not blown up to the whole page
export const BOOKLET_CELL = 5.5;
export const READABLE_CELL = 3.2; // below this a booklet puzzle gets a page of its own
export const SOLUTION_CELL = 2.5;
export const SOLUTION_SIDE = 58; // a solution's longest side at most, in mm
export const FRAME = 0.5; // the grid's outer line, half of it outside the cells on each side (print/figure.js)

/** A puzzle's size in cells: its clue columns (left) and clue rows (top) beside the grid. */
export function extent(puzzle) {
  const longest = (lines) => Math.max(1, ...lines.map((clue) => Math.max(1, clue.length)));
  return { left: longest(puzzle.rows), top: longest(puzzle.cols), width: puzzle.cols.length, height: puzzle.rows.length };
}

/** One puzzle on a page of its own: the largest cell (up to MAX_CELL) that fits grid and clues. */
export function singleLayout(puzzle) {
  const { left, top, width, height } = extent(puzzle);
  const cell = Math.min(MAX_CELL, (PAGE.width - FRAME) / (left + width), (PAGE.height - HEADER - FRAME) / (top + height));
  return { cell: floor2(cell) };
}

/**
 * A booklet: each puzzle with its clues at one cell size chosen so that two fit across and two
 * down (a 15×15 with long clues gets about 3.9 mm), a large puzzle a page of its own; then the
 * puzzles in order, shelf-packed onto pages.  The first page also holds the booklet's heading.
 */
export function bookletLayout(puzzles, { heading = true } = {}) {
  const slotWidth = (PAGE.width - GAP) / 2;
  const slotHeight = (PAGE.height - BOOKLET_HEADING - GAP) / 2 - CAPTION;
  const placed = puzzles.map((puzzle, index) => {
    const { left, top, width, height } = extent(puzzle);
    const [w, h] = [left + width, top + height];
    let cell = Math.min(BOOKLET_CELL, (slotWidth - FRAME) / w, (slotHeight - FRAME) / h);
    if (cell < READABLE_CELL) {
      cell = Math.min(MAX_CELL, (PAGE.width - FRAME) / w, (PAGE.height - BOOKLET_HEADING - CAPTION - FRAME) / h);
    }
    cell = floor2(cell);
    return { index, cell, w: w * cell + FRAME, h: h * cell + FRAME + CAPTION };
  });
  return { puzzles: placed, pages: pack(placed, { ...PAGE, first: heading ? PAGE.height - BOOKLET_HEADING : PAGE.height }) };
}

/** The solutions, small (no clues): at most SOLUTION_CELL a cell and SOLUTION_SIDE a side. */
export function solutionsLayout(puzzles, { heading = true } = {}) {
  const placed = puzzles.map((puzzle, index) => {
    const { width, height } = extent(puzzle);
    const cell = floor2(Math.min(SOLUTION_CELL, SOLUTION_SIDE / Math.max(width, height)));
    return { index, cell, w: Math.max(width * cell + FRAME, 24), h: height * cell + FRAME + SOLUTION_CAPTION };
  });
  return { puzzles: placed, pages: pack(placed, { ...PAGE, first: heading ? PAGE.height - BOOKLET_HEADING : PAGE.height }) };
}

/**
 * Shelf packing in order: boxes ({w, h} in mm) fill a row left to right (GAP apart), rows fill a
 * page top to bottom; a box that does not fit starts the next row, a row that does not fit the
 * next page.  `first` is the first page's height (its heading takes the rest).  A box larger than a
 * page still gets one (it is then cut by the printer: the layouts above never make one).
 */
export function pack(boxes, { width, height, first = height }) {
  const pages = [];
  let page = [];
  let row = [];
  let x = 0;
  let y = 0; // the height used on this page by the rows closed so far
  let rowHeight = 0;
  const room = () => (pages.length ? height : first);
  const closeRow = () => {
    if (!row.length) return;
    page.push(row);
    y += rowHeight + GAP;
    row = [];
    x = 0;
    rowHeight = 0;
  };
  for (const [i, box] of boxes.entries()) {
    const index = box.index ?? i;
    if (row.length && x + box.w > width) closeRow();
    if (y + Math.max(rowHeight, box.h) > room() && (row.length || page.length)) {
      if (row.length) {
        // the box does not fit beside this row's height: the row stays, the box starts a new row (and page)
        closeRow();
      }
      if (y + box.h > room()) {
        pages.push(page);
        page = [];
        y = 0;
      }
    }
    row.push(index);
    x += box.w + GAP;
    rowHeight = Math.max(rowHeight, box.h);
  }
  closeRow();
  if (page.length) pages.push(page);
  return pages;
}

/** Down to a hundredth of a millimetre: a sum of rounded sizes never exceeds the box. */
const floor2 = (mm) => Math.floor(mm * 100) / 100;
