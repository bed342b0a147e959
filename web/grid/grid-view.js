// grid/grid-view.js — draws a nonogram board (clues + cells) and keeps its cells' states.  Shared by
// the player (player/player.js) and the editor (editor/editor.js).  Its parts: keys are
// grid/keyboard.js, pointer input (strokes, long press, pinch, drag count) grid/pointer.js, zoom and
// fit grid/zoom.js, measuring grid/layout.js, a clue header grid/clues.js, a cell's look in colour
// grid/colour.js; each gets what it needs, not the view.  No solving logic lives here: the clue
// numbers it strikes come from grid/lines.js (grid/clue-proof.js), line logic over the marks.
//
// Interface
//   const view = new GridView(container, options)
//     options.onEdit(changes)      one call per stroke: changes = [{r, c, from, to}] (states below)
//     options.onClueClick(kind, i) a click on a row ("row") or column ("col") clue, or Enter/Space on
//                                  it; when given, clues are keyboard stops (grid/keyboard.js)
//     options.onCursor(r, c)       the keyboard cursor moved
//     options.onHover(r, c)        the row and column highlighted (pointer or cursor); -1, -1: none
//     options.onOverviewTap(r, c)  a tap on cell (r, c) while view.overview is set (the whole board
//                                  shown small to choose where to play: the tap paints nothing)
//     options.label                aria-label of the grid (default "Puzzle grid")
//     options.blankState           state of an untouched cell (default "unknown"; the editor: "empty")
//     options.crossState           what the cross tool paints (default "crossed"; the editor: "empty")
//   view.setPuzzle({rows, cols})   clues as arrays of block lengths; resets cells to unknown
//   view.setClues(rows, cols)      change clues only (the editor recomputes them as you draw)
//   view.getCells() -> ["#x?", …]  rows as strings: "#" filled, "x" crossed, "?" unknown
//   view.stateOf(ch) / view.charOf(state)   one grid character as a cell state and back
//   view.setCells(rows)            replace every cell (undo/redo, restore, solve)
//   view.repaint()                 every cell's look again (after view.inks changed)
//   view.setCell(r, c, state)      one cell, its clues re-proved at the next refreshClues()
//   view.refreshClues()            re-prove the lines whose cells changed (strike, flag)
//   view.apply(changes, useTo)     set the cells of a change list to c.to (or c.from when !useTo)
//   view.edit(changes)             apply a stroke made outside the pointer (keys, drawing tools) and
//                                  report it through onEdit, as a pointer stroke is
//   view.highlight(r, c)           the row and column bands and clue highlight (-1: none)
//   view.moveCursor(r, c, show?)   the keyboard cursor (aria-activedescendant)
//   view.focusClue(kind, i)        focus a clue header (clue stops only)
//   view.mark(cells, cls) / view.clearMarks(cls)   add/remove a CSS class on [[r, c], …]
//   view.markLines(lines, cls)     lines = [["row"|"col", i], …] (clue highlight)
//   view.tool = "fill" | "cross" | "move"   what a primary click/tap does (the touch toggle; "move":
//                                  a drag pans the board's scroll box and paints nothing)
//   view.shape                     the editor's drawing tools' stroke shape (grid/pointer.js)
//   view.setZoom(px) / view.zoom   cell size in CSS pixels
//   view.zoomAround(px, x, y)      zoom keeping the board point under client (x, y) in place
//   view.fit({min, max, height})   the largest cell size at which the board fits its scroll box
//                                  (height: its height only); view.fitsWhole: whether it does whole
//   view.centreOn(r, c)            scroll cell (r, c) to the middle of the box
//   view.showsWhole()              whether the whole board is in view (nothing to scroll)
//   view.scrollHome()              scroll to the first cell (past clues too big to stay sticky)
//   view.scrollToLines(lines, cells)   scroll the least that shows the cells (else the lines)
//   view.lineStates()              {rows: [state…], cols: [state…]} with "done", "bad" or ""
//                                  ("done": the filled cells make the clue; "bad": no placement of
//                                  the clue agrees with the marks)
//   view.setFlagBad(on)            colour lines that cannot fit, or not (an option)
//   view.onZoom(px)                called after every zoom (the player remembers it)
//   view.locked = true             ignore input (after a win, while solving)
//   view.inks = {char: {name, rgb}}   colour puzzles (grid/colour.js): a cell's state "ink:<char>",
//                                  getCells/setCells use the char; view.fillState is what the fill
//                                  tool paints ("filled", or "ink:<char>" for the selected colour);
//                                  view.clueInks = {rows: [[char…]], cols} colours the clue numbers
//
// Cells carry the accessibility/test contract: role="gridcell", aria-rowindex / aria-colindex
// (1-based), data-state = unknown | filled | crossed, aria-label "row 3, column 5, filled"; the
// grid's aria-activedescendant names the cell under the keyboard cursor.  With onClueClick, the
// clues (rowheader/columnheader) are focusable too: arrows past the grid's left or top edge move
// onto them, and their names say their state ("row 3 clue 1 2, satisfied").  Clues follow the ARIA
// grid pattern: role=columnheader with aria-colindex, role=rowheader with aria-rowindex (1-based),
// each number its own <span>, data-done="true" when grid/clue-proof.js proves that block complete.
// Every cell's look is set by one method, paint (grid/colour.js's paintCell: state and colour).

import { el } from "../shared/dom.js";
import { fillClue, showClue } from "./clues.js";
import { paletteLetters } from "./ink-letters.js";
import { INK, inkOf, paintCell } from "./colour.js";
import { KeyboardInput } from "./keyboard.js";
import { compactClues, placeBands } from "./layout.js";
import { CHAR, STATE, lineInfo } from "./lines.js";
import { PointerInput } from "./pointer.js";
import { centreOn, fitZoom, showCells, zoomAround } from "./zoom.js";

const CHUNK = 48; // cells of a row grouped in one box (grid/grid.css .cells: painted and skipped as a whole)
const LOOSE_CLUES = 0.6; // a band of clues wider or taller than this share of the scroll box is not sticky
let gridCount = 0; // cell ids (for aria-activedescendant) stay unique however many grids a page holds

export class GridView {
  constructor(container, options = {}) {
    this.container = container;
    this.options = options;
    this.tool = "fill";
    this.shape = null;
    this.blank = options.blankState || "unknown";
    this.crossState = options.crossState || "crossed";
    this.locked = false;
    this.inks = null;
    this.clueInks = null;
    this.fillState = "filled";
    this.zoom = 24;
    this.rows = [];
    this.cols = [];
    this.cursor = { r: 0, c: 0 };
    this.idPrefix = `grid${++gridCount}`;
    this.cluesFocusable = Boolean(options.onClueClick);
    this.flagBad = true;
    this.onZoom = null;
    this.overview = false;
    this.board = el("div", { class: "board", role: "grid", "aria-label": options.label || "Puzzle grid", tabIndex: 0 });
    container.replaceChildren(this.board);
    const port = this.inputPort();
    this.pointer = new PointerInput(this.board, container, port);
    this.keyboard = new KeyboardInput(this.board, port);
    this.board.addEventListener("focus", () => this.showCursor(true));
    this.board.addEventListener("blur", () => this.showCursor(false));
  }

  /** What the pointer and the keys may read and do on this board (grid/pointer.js, grid/keyboard.js). */
  inputPort() {
    const view = this;
    return {
      get tool() { return view.tool; },
      get locked() { return view.locked; },
      get shape() { return view.shape; },
      get fillState() { return view.fillState; },
      get crossState() { return view.crossState; },
      get blank() { return view.blank; },
      get zoom() { return view.zoom; },
      get cursor() { return view.cursor; },
      get width() { return view.width; },
      get height() { return view.height; },
      get cluesFocusable() { return view.cluesFocusable; },
      get overview() { return view.overview; },
      stateAt: (r, c) => view.states[r]?.[c],
      setCell: (r, c, state) => view.setCell(r, c, state),
      refreshClues: () => view.refreshClues(),
      edit: (changes) => view.edit(changes),
      edited: (changes) => view.options.onEdit?.(changes),
      highlight: (r, c) => view.highlight(r, c),
      moveCursor: (r, c, show) => view.moveCursor(r, c, show),
      focusClue: (kind, index) => view.focusClue(kind, index),
      zoomAround: (px, x, y) => view.zoomAround(px, x, y),
      clueClicked: (kind, index) => view.options.onClueClick?.(kind, index),
      overviewTap: (r, c) => view.options.onOverviewTap?.(r, c),
    };
  }

  // ----- building ------------------------------------------------------------------------

  setPuzzle({ rows, cols }) {
    this.rows = rows.map((c) => [...c]);
    this.cols = cols.map((c) => [...c]);
    this.height = rows.length;
    this.width = cols.length;
    this.states = Array.from({ length: this.height }, () => Array(this.width).fill(this.blank));
    this.cursor = { r: 0, c: 0 };
    this.info = null;
    this.build();
  }

  setClues(rows, cols) {
    if (rows.length !== this.height || cols.length !== this.width) {
      const keep = this.getCells();
      this.setPuzzle({ rows, cols });
      this.setCells(keep.slice(0, this.height).map((r) => r.slice(0, this.width).padEnd(this.width, "?")));
      return;
    }
    this.rows = rows.map((c) => [...c]);
    this.cols = cols.map((c) => [...c]);
    this.rowClues.forEach((clue, i) => this.fillClue(clue, this.rows[i]));
    this.colClues.forEach((clue, i) => this.fillClue(clue, this.cols[i]));
    this.compactClues();
    this.info = null;
    this.refreshClues();
  }

  build() {
    const { width, height, board } = this;
    board.replaceChildren();
    Object.assign(this, { bands: null, hovered: null, hlClues: [], cells: [], rowClues: [], colClues: [] });
    board.style.setProperty("--cols", width);
    board.style.setProperty("--rows", height);
    board.setAttribute("aria-rowcount", height);
    board.setAttribute("aria-colcount", width);
    this.setZoom(this.zoom);
    const stop = this.cluesFocusable ? -1 : null; // clue stops: focusable by the keys, not by Tab
    const ruleAfter = (i, n) => (i + 1) % 5 === 0 && i + 1 < n;

    this.colClues = this.cols.map((clue, c) => {
      const header = el("div", {
        class: ruleAfter(c, width) ? "clue col-clue rule-right" : "clue col-clue",
        role: "columnheader", "aria-colindex": c + 1, data: { kind: "col", index: c }, tabIndex: stop,
      });
      this.fillClue(header, clue);
      return header;
    });
    board.append(el("div", { class: "row header", role: "row" }, [
      el("div", { class: "corner", "aria-hidden": "true" }), ...this.colClues]));

    for (let r = 0; r < height; r++) {
      const clue = el("div", {
        class: ruleAfter(r, height) ? "clue row-clue rule-below" : "clue row-clue",
        role: "rowheader", "aria-rowindex": r + 1, data: { kind: "row", index: r }, tabIndex: stop,
      });
      this.fillClue(clue, this.rows[r]);
      this.rowClues.push(clue);
      const row = el("div", { class: "row", role: "row" }, clue);
      const cellRow = [];
      let part = null;
      for (let c = 0; c < width; c++) {
        if (c % CHUNK === 0) {
          // a box for the next cells of the row (no role: its cells stay the row's gridcells)
          part = el("div", { class: "cells", role: "none", style: { "--n": Math.min(CHUNK, width - c) } });
          row.append(part);
        }
        const classes = ["cell", ruleAfter(c, width) && "rule-right", c + 1 === width && "last-col",
          ruleAfter(r, height) && "rule-below"];
        const cell = el("div", {
          class: classes.filter(Boolean).join(" "), role: "gridcell", "aria-rowindex": r + 1, "aria-colindex": c + 1,
          id: `${this.idPrefix}-${r}-${c}`, data: { r, c },
        });
        this.paint(cell, r, c, this.blank);
        part.append(cell);
        cellRow.push(cell);
      }
      this.cells.push(cellRow);
      board.append(row);
    }
    this.bands = [0, 1].map(() => el("div", { class: "hover-band", "aria-hidden": "true" }));
    board.prepend(...this.bands); // first, so that the last row stays .row:last-child
    this.compactClues();
    placeBands(board, this.bands, this.cells, this.hovered ?? undefined);
    this.refreshClues();
    this.padScroll();
    this.board.setAttribute("aria-activedescendant", `${this.idPrefix}-0-0`);
    this.showCursor(false);
  }

  /** A clue's numbers, each in its block's colour (the line's clueInks, looked up in inks) and letter. */
  fillClue(header, clue) {
    const numbers = clue.length ? clue : [0];
    const inks = this.clueInks?.[header.dataset.kind === "row" ? "rows" : "cols"]?.[header.dataset.index] || [];
    const letters = paletteLetters(this.inks);
    fillClue(header, clue, numbers.map((_, i) => {
      const colour = this.inks?.[inks[i]];
      return colour ? { ...colour, letter: letters.get(String(colour.name ?? "").trim()) } : null;
    }));
  }

  compactClues() {
    compactClues(this.board, this.container, this.rowClues, this.colClues);
  }

  /** The one place a cell's look is set (its state, and its colour in a colour puzzle). */
  paint(cell, r, c, state) {
    paintCell(cell, r, c, state, this.inks);
  }

  /** Every cell's look again, states unchanged (after view.inks changed: a colour recoloured or renamed). */
  repaint() {
    (this.cells || []).forEach((row, r) => row.forEach((cell, c) => this.paint(cell, r, c, this.states[r][c])));
  }

  setZoom(px) {
    this.zoom = Math.max(6, Math.min(64, Math.round(px)));
    this.board.style.setProperty("--cell", `${this.zoom}px`);
    this.compactClues();
    this.padScroll();
    placeBands(this.board, this.bands, this.cells, this.hovered ?? undefined);
    this.onZoom?.(this.zoom);
    return this.zoom;
  }

  /**
   * Clues stay in view while the grid scrolls (sticky), unless one band of them would cover most of
   * the scroll box (a 60×60's row clues on a phone fill its width): that band then scrolls away with
   * the grid ("loose-rows" / "loose-cols" on the board), or no cell could ever be reached.  Scrolling
   * a cell into view (keyboard cursor) stops short of the clues that stay.
   */
  padScroll() {
    if (!this.colClues?.length || !this.rowClues?.length) return;
    const box = this.container;
    const wide = this.rowClues[0].offsetWidth;
    const tall = this.colClues[0].offsetHeight;
    if (box.clientWidth && box.clientHeight) {
      this.board.classList.toggle("loose-rows", wide > box.clientWidth * LOOSE_CLUES);
      this.board.classList.toggle("loose-cols", tall > box.clientHeight * LOOSE_CLUES);
    }
    box.style.scrollPaddingTop = this.board.classList.contains("loose-cols") ? "0px" : `${tall}px`;
    box.style.scrollPaddingLeft = this.board.classList.contains("loose-rows") ? "0px" : `${wide}px`;
  }

  /**
   * Scroll to the grid's first cell: a band of clues that is not sticky (see padScroll) is scrolled
   * past but for its innermost part (the numbers next to the cells), so cells are in view at once.
   */
  scrollHome() {
    const box = this.container;
    const keep = (size) => Math.round(size * (1 - LOOSE_CLUES));
    const left = this.board.classList.contains("loose-rows") ? this.rowClues[0].offsetWidth - keep(box.clientWidth) : 0;
    const top = this.board.classList.contains("loose-cols") ? this.colClues[0].offsetHeight - keep(box.clientHeight) : 0;
    box.scrollTo(Math.max(0, left), Math.max(0, top));
  }

  /** What grid/zoom.js lays out: the board, its scroll box, the size, and a way to change it. */
  sizer() {
    return { board: this.board, box: this.container, zoom: this.zoom, setZoom: (px) => this.setZoom(px) };
  }

  zoomAround(px, x, y) {
    zoomAround(this.sizer(), px, x, y);
  }

  fit(limits) {
    const { zoom, fits } = fitZoom(this.sizer(), limits);
    if (fits !== undefined) this.fitsWhole = limits?.height ? this.showsWhole() : fits;
    return zoom;
  }

  /** Does the whole board show in its box (nothing to scroll to)? */
  showsWhole() {
    const box = this.container;
    return box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1;
  }

  /** Scroll so that cell (r, c) is in the middle of the board's box (as near as its edges allow). */
  centreOn(r, c) {
    const cell = this.cells[r]?.[c];
    if (cell) centreOn(this.container, cell);
  }

  /** Scroll the least that shows these cells ([[r, c], …]), or else these lines ([["row"|"col", i], …]). */
  scrollToLines(lines, cells = []) {
    const whole = ([kind, i]) => (kind === "row" ? [[i, 0], [i, this.width - 1]] : [[0, i], [this.height - 1, i]]);
    showCells(this.container, this.cells, cells?.length ? cells : lines.flatMap(whole), this.zoom);
  }

  // ----- state ---------------------------------------------------------------------------

  /** A grid character as a cell state: "#" filled, "x", "?", ".", or a colour's char ("ink:<char>"). */
  stateOf(ch) {
    return this.inks?.[ch] ? INK + ch : STATE[ch] || this.blank;
  }

  /** A cell state as its grid character (the inverse of stateOf). */
  charOf(state) {
    return CHAR[state] ?? inkOf(state) ?? "?";
  }

  getCells() {
    return this.states.map((row) => row.map((s) => this.charOf(s)).join(""));
  }

  setCells(rows) {
    for (let r = 0; r < this.height; r++) {
      for (let c = 0; c < this.width; c++) this.setCell(r, c, this.stateOf((rows[r] || "")[c]));
    }
    this.info = null;
    this.refreshClues();
  }

  apply(changes, useTo = true) {
    for (const ch of changes) this.setCell(ch.r, ch.c, useTo ? ch.to : ch.from);
    this.refreshClues();
  }

  edit(changes) {
    this.apply(changes, true);
    if (changes.length) this.options.onEdit?.(changes);
  }

  setCell(r, c, state) {
    if (this.states[r][c] === state) return;
    this.states[r][c] = state;
    this.dirtyRows?.add(r);
    this.dirtyCols?.add(c);
    this.paint(this.cells[r][c], r, c, state);
  }

  lineStates() {
    this.refreshClues();
    return { rows: this.info.rows.map((i) => i.state), cols: this.info.cols.map((i) => i.state) };
  }

  /** Re-prove the lines whose cells changed since the last call (all of them after a rebuild). */
  refreshClues() {
    const col = (c) => this.states.map((row) => row[c]);
    const show = (header, info) => showClue(header, info, { flagBad: this.flagBad, focusable: this.cluesFocusable });
    if (!this.info) {
      this.info = {
        rows: this.rows.map((clue, r) => lineInfo(clue, this.states[r], this.clueInks?.rows[r])),
        cols: this.cols.map((clue, c) => lineInfo(clue, col(c), this.clueInks?.cols[c])),
      };
      this.rowClues.forEach((header, i) => show(header, this.info.rows[i]));
      this.colClues.forEach((header, i) => show(header, this.info.cols[i]));
    } else {
      for (const r of this.dirtyRows) {
        this.info.rows[r] = lineInfo(this.rows[r], this.states[r], this.clueInks?.rows[r]);
        show(this.rowClues[r], this.info.rows[r]);
      }
      for (const c of this.dirtyCols) {
        this.info.cols[c] = lineInfo(this.cols[c], col(c), this.clueInks?.cols[c]);
        show(this.colClues[c], this.info.cols[c]);
      }
    }
    this.dirtyRows = new Set();
    this.dirtyCols = new Set();
  }

  /** Show or hide the "cannot fit" flag on lines (the option; the state itself is unchanged). */
  setFlagBad(on) {
    this.flagBad = on;
    this.info = null;
    this.refreshClues();
  }

  mark(cells, cls) {
    this.marked(cls, cells.map(([r, c]) => this.cells[r]?.[c]));
  }

  markLines(lines, cls) {
    this.marked(cls, lines.map(([kind, i]) => (kind === "row" ? this.rowClues : this.colClues)[i]));
  }

  /** Add a mark's class, remembering where: clearing it then needs no search of a huge board. */
  marked(cls, elements) {
    this.marks ||= new Map();
    if (!this.marks.has(cls)) this.marks.set(cls, new Set());
    for (const element of elements) {
      if (!element) continue;
      element.classList.add(cls);
      this.marks.get(cls).add(element);
    }
  }

  clearMarks(cls) {
    for (const element of this.marks?.get(cls) || []) element.classList.remove(cls);
    this.marks?.delete(cls);
  }

  /** Highlight row r and column c (-1: none): their clues get "hl", their cells a band over them. */
  highlight(r, c) {
    if (this.hovered?.r === r && this.hovered?.c === c) return; // the mouse moved within the cell
    this.options.onHover?.(r, c);
    for (const clue of this.hlClues) clue.classList.remove("hl");
    this.hlClues = [this.rowClues[r], this.colClues[c]].filter(Boolean);
    for (const clue of this.hlClues) clue.classList.add("hl");
    this.hovered = { r, c };
    placeBands(this.board, this.bands, this.cells, this.hovered);
  }

  // ----- the cursor and the clue stops -------------------------------------------------------

  focusClue(kind, index) {
    const clue = (kind === "row" ? this.rowClues : this.colClues)[index];
    if (!clue) return;
    clue.focus();
    clue.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    if (kind === "row") this.highlight(index, -1);
    else this.highlight(-1, index);
  }

  moveCursor(r, c, show = true) {
    this.cells[this.cursor.r]?.[this.cursor.c]?.classList.remove("cursor");
    this.cursor = { r, c };
    this.board.setAttribute("aria-activedescendant", `${this.idPrefix}-${r}-${c}`);
    this.showCursor(show || document.activeElement === this.board);
    this.highlight(r, c);
    this.options.onCursor?.(r, c);
  }

  showCursor(show) {
    const cell = this.cells?.[this.cursor.r]?.[this.cursor.c];
    if (!cell) return;
    cell.classList.toggle("cursor", show);
    if (show) cell.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }
}
