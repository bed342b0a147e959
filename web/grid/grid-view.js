// grid.js — draws a nonogram board (clues + cells) and turns keyboard input into edits; pointer
// input (strokes, long press, pinch, drag count) is grid-pointer.js, zoom and fit grid-zoom.js.
// Shared by the player (player.js) and the editor (editor.js).  No solving logic lives here: the
// clue numbers it strikes come from linelogic.js, line logic over the player's own marks.
//
// Interface
//   const view = new GridView(container, options)
//     options.onEdit(changes)      one call per stroke: changes = [{r, c, from, to}] (states below)
//     options.onClueClick(kind, i) a click on a row ("row") or column ("col") clue, or Enter/Space on
//                                  it; when given, clues are keyboard stops (see "keyboard" below)
//     options.onCursor(r, c)       the keyboard cursor moved
//     options.onHover(r, c)        the row and column highlighted (pointer or cursor); -1, -1: none
//     options.label                aria-label of the grid (default "Puzzle grid")
//     options.blankState           state of an untouched cell (default "unknown"; the editor: "empty")
//     options.crossState           what the cross tool paints (default "crossed"; the editor: "empty")
//   view.setPuzzle({rows, cols})   clues as arrays of block lengths; resets cells to unknown
//   view.setClues(rows, cols)      change clues only (the editor recomputes them as you draw)
//   view.getCells() -> ["#x?", …]  rows as strings: "#" filled, "x" crossed, "?" unknown
//   view.stateOf(ch) / view.charOf(state)   one grid character as a cell state and back
//   view.setCells(rows)            replace every cell (undo/redo, restore, solve)
//   view.repaint()                 every cell's look again (after view.inks changed)
//   view.apply(changes, useTo)     set the cells of a change list to c.to (or c.from when !useTo)
//   view.mark(cells, cls) / view.clearMarks(cls)   add/remove a CSS class on [[r, c], …]
//   view.markLines(lines, cls)     lines = [["row"|"col", i], …] (clue highlight)
//   view.tool = "fill" | "cross" | "move"   what a primary click/tap does (the touch toggle; "move":
//                                  a drag pans the board's scroll box and paints nothing)
//   view.setZoom(px) / view.zoom   cell size in CSS pixels
//   view.zoomAround(px, x, y)      zoom keeping the board point under client (x, y) in place
//   view.fit({min, max})           the largest cell size at which the board fits its scroll box
//   view.scrollHome()              scroll to the first cell (past clues too big to stay sticky)
//   view.scrollToLines(lines, cells)   scroll the least that shows the cells (else the lines)
//   view.lineStates()              {rows: [state…], cols: [state…]} with "done", "bad" or ""
//                                  ("done": the filled cells make the clue; "bad": no placement of
//                                  the clue agrees with the marks)
//   view.flagBad = false           do not colour lines that cannot fit (an option)
//   view.onZoom(px)                called after every zoom (the player remembers it)
//   view.locked = true             ignore input (after a win, while solving)
//   view.inks = {char: {name, rgb}}   colour puzzles (grid-colour.js): a cell's state "ink:<char>",
//                                  getCells/setCells use the char; view.fillState is what the fill
//                                  tool paints ("filled", or "ink:<char>" for the selected colour);
//                                  view.clueInks = {rows: [[char…]], cols} colours the clue numbers
//   emptyAsCrossed(rows) -> rows   a picture's or saved grid's "." (empty) cells as the player's "x"
//
// Cells carry the accessibility/test contract: role="gridcell", aria-rowindex / aria-colindex
// (1-based), data-state = unknown | filled | crossed, aria-label "row 3, column 5, filled"; the
// grid's aria-activedescendant names the cell under the keyboard cursor.  With onClueClick, the
// clues (rowheader/columnheader) are focusable too: arrows past the grid's left or top edge move
// onto them, and their names say their state ("row 3 clue 1 2, satisfied").  Clues follow the ARIA
// grid pattern: role=columnheader with aria-colindex, role=rowheader with aria-rowindex (1-based),
// each number its own <span>, data-done="true" when linelogic.js proves that block complete.
// Every cell's look is set by one method, _paint (grid-colour.js's paintCell: state and colour).

import { PointerInput } from "./pointer.js";
import { compactClues, placeBands } from "./layout.js";
import { fitZoom, showCells, zoomAround } from "./zoom.js";
import { lineProof } from "./clue-proof.js";

import { INK, colourLineInfo, inkOf, paintCell, paintClueNumber } from "./colour.js";

const STATE = { "?": "unknown", "#": "filled", x: "crossed", ".": "empty" };
const CHAR = { unknown: "?", filled: "#", crossed: "x", empty: "." };
const CLUE_STATE_WORDS = { done: ", satisfied", bad: ", cannot match" };
const CHUNK = 48; // cells of a row grouped in one box (style.css .cells: painted and skipped as a whole)
const LOOSE_CLUES = 0.6; // a band of clues wider or taller than this share of the scroll box is not sticky
let gridCount = 0; // cell ids (for aria-activedescendant) stay unique however many grids a page holds

/**
 * Rows of a picture, solution or saved grid, where "." is an empty cell, as the player's cells: the
 * player has no empty state, a cell known to be empty is shown crossed ("x").
 */
export const emptyAsCrossed = (rows) => rows.map((row) => row.replace(/\./g, "x"));

/** The clue (block lengths) of a line of states; cells of two colours side by side are two blocks. */
export function clueOf(states) {
  const blocks = [];
  let run = 0;
  let previous = null;
  for (const s of states) {
    const ink = s === "filled" || inkOf(s) !== null;
    if (ink && s === previous) run += 1;
    else {
      if (run) blocks.push(run);
      run = ink ? 1 : 0;
    }
    previous = s;
  }
  if (run) blocks.push(run);
  return blocks;
}

/** "done" when the filled cells make exactly the clue, "bad" when no placement fits, else "". */
export function lineState(clue, states) {
  return lineInfo(clue, states).state;
}

/** A line's state plus which clue numbers its marks prove complete (see linelogic.js); colour and
 *  blotted lines (inks: each block's colour char) by grid-colour.js. */
function lineInfo(clue, states, inks) {
  if (inks || clue.some((n) => n === null || n < 0)) return colourLineInfo(clue, inks, states);
  const blocks = clueOf(states);
  const wanted = clue.filter((n) => n > 0);
  const same = blocks.length === wanted.length && blocks.every((b, i) => b === wanted[i]);
  const proof = lineProof(clue, states.map((s) => CHAR[s]).join(""));
  return { state: same ? "done" : proof.fits ? "" : "bad", done: proof.done };
}

export class GridView {
  constructor(container, options = {}) {
    this.container = container;
    this.options = options;
    this.tool = "fill";
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
    this.stroke = null;
    this.idPrefix = `grid${++gridCount}`;
    this.cluesFocusable = Boolean(options.onClueClick);
    this.flagBad = true;
    this.onZoom = null;
    this.board = document.createElement("div");
    this.board.className = "board";
    this.board.setAttribute("role", "grid");
    this.board.setAttribute("aria-label", options.label || "Puzzle grid");
    this.board.tabIndex = 0;
    container.replaceChildren(this.board);
    this.pointer = new PointerInput(this);
    this.board.addEventListener("keydown", (e) => this._key(e));
    this.board.addEventListener("focus", () => this._showCursor(true));
    this.board.addEventListener("blur", () => this._showCursor(false));
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
    this._build();
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
    this.rowClues.forEach((el, i) => this._fillClue(el, this.rows[i]));
    this.colClues.forEach((el, i) => this._fillClue(el, this.cols[i]));
    compactClues(this);
    this.info = null;
    this._refreshClues();
  }

  _build() {
    const { width, height, board } = this;
    board.replaceChildren();
    Object.assign(this, { bands: null, hovered: null, hlClues: [], cells: [], rowEls: [], rowClues: [], colClues: [] });
    board.style.setProperty("--cols", width);
    board.style.setProperty("--rows", height);
    board.setAttribute("aria-rowcount", height);
    board.setAttribute("aria-colcount", width);
    this.setZoom(this.zoom);

    const header = this._el("div", "row header", { role: "row" });
    header.append(this._el("div", "corner", { "aria-hidden": "true" }));
    this.colClues = this.cols.map((clue, c) => {
      const el = this._el("div", "clue col-clue", { role: "columnheader", "aria-colindex": c + 1 });
      el.dataset.kind = "col";
      el.dataset.index = c;
      if (this.cluesFocusable) el.tabIndex = -1;
      if ((c + 1) % 5 === 0 && c + 1 < width) el.classList.add("rule-right");
      this._fillClue(el, clue);
      header.append(el);
      return el;
    });
    board.append(header);

    for (let r = 0; r < height; r++) {
      const row = this._el("div", "row", { role: "row" });
      const clueEl = this._el("div", "clue row-clue", { role: "rowheader", "aria-rowindex": r + 1 });
      clueEl.dataset.kind = "row";
      clueEl.dataset.index = r;
      if (this.cluesFocusable) clueEl.tabIndex = -1;
      if ((r + 1) % 5 === 0 && r + 1 < height) clueEl.classList.add("rule-below");
      this._fillClue(clueEl, this.rows[r]);
      this.rowClues.push(clueEl);
      row.append(clueEl);
      const cellRow = [];
      let part = null;
      for (let c = 0; c < width; c++) {
        if (c % CHUNK === 0) part = this._cellGroup(row, Math.min(CHUNK, width - c));
        const cell = this._el("div", "cell", {
          role: "gridcell",
          "aria-rowindex": r + 1,
          "aria-colindex": c + 1,
          id: `${this.idPrefix}-${r}-${c}`,
        });
        cell.dataset.r = r;
        cell.dataset.c = c;
        if ((c + 1) % 5 === 0 && c + 1 < width) cell.classList.add("rule-right");
        if (c + 1 === width) cell.classList.add("last-col");
        if ((r + 1) % 5 === 0 && r + 1 < height) cell.classList.add("rule-below");
        this._paint(cell, r, c, this.blank);
        part.append(cell);
        cellRow.push(cell);
      }
      this.cells.push(cellRow);
      this.rowEls.push(row);
      board.append(row);
    }
    this.bands = [this._el("div", "hover-band", { "aria-hidden": "true" }), this._el("div", "hover-band", { "aria-hidden": "true" })];
    board.prepend(...this.bands); // first, so that the last row stays .row:last-child
    compactClues(this);
    placeBands(this);
    this._refreshClues();
    this._padScroll();
    this.board.setAttribute("aria-activedescendant", `${this.idPrefix}-0-0`);
    this._showCursor(false);
  }

  /** A box for the next n cells of a row (no role: its cells stay the row's gridcells). */
  _cellGroup(row, n) {
    const part = this._el("div", "cells", { role: "none" });
    part.style.setProperty("--n", n);
    row.append(part);
    return part;
  }

  _el(tag, className, attrs = {}) {
    const el = document.createElement(tag);
    el.className = className;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    return el;
  }

  _fillClue(el, clue) {
    const numbers = clue.length ? clue : [0];
    const inks = this.clueInks?.[el.dataset.kind === "row" ? "rows" : "cols"]?.[el.dataset.index] || [];
    const colours = numbers.map((_, i) => this.inks?.[inks[i]] || null);
    el.replaceChildren(...numbers.map((n, i) => {
      const span = document.createElement("span");
      span.textContent = n === null || n < 0 ? "?" : n;
      if (n >= 10) span.classList.add("wide"); // two digits: set tighter, same size as one
      if (n >= 100) span.classList.add("wider"); // three: smaller, so neighbouring columns stay apart
      paintClueNumber(span, colours[i]);
      return span;
    }));
    const name = el.dataset.kind === "row" ? "row" : "column";
    const words = numbers.map((n, i) => (n === null || n < 0 ? "?" : n) + (colours[i] ? ` ${colours[i].name}` : ""));
    el.dataset.label = `${name} ${Number(el.dataset.index) + 1} clue ${words.join(" ")}`;
    this._labelClue(el);
  }

  /** A clue's accessible name: its numbers, then its line's state ("row 3 clue 1 2, satisfied"). */
  _labelClue(el) {
    el.setAttribute("aria-label", el.dataset.label + (CLUE_STATE_WORDS[el.dataset.line] || ""));
  }

  /** The one place a cell's look is set (its state, and its colour in a colour puzzle). */
  _paint(cell, r, c, state) {
    paintCell(cell, r, c, state, this.inks);
  }

  /** Every cell's look again, states unchanged (after view.inks changed: a colour recoloured or renamed). */
  repaint() {
    (this.cells || []).forEach((row, r) => row.forEach((cell, c) => this._paint(cell, r, c, this.states[r][c])));
  }

  setZoom(px) {
    this.zoom = Math.max(6, Math.min(64, Math.round(px)));
    this.board.style.setProperty("--cell", `${this.zoom}px`);
    compactClues(this);
    this._padScroll();
    placeBands(this);
    this.onZoom?.(this.zoom);
  }

  /**
   * Clues stay in view while the grid scrolls (sticky), unless one band of them would cover most of
   * the scroll box (a 60×60's row clues on a phone fill its width): that band then scrolls away with
   * the grid ("loose-rows" / "loose-cols" on the board), or no cell could ever be reached.  Scrolling
   * a cell into view (keyboard cursor) stops short of the clues that stay.
   */
  _padScroll() {
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
   * Scroll to the grid's first cell: a band of clues that is not sticky (see _padScroll) is scrolled
   * past but for its innermost part (the numbers next to the cells), so cells are in view at once.
   */
  scrollHome() {
    const box = this.container;
    const keep = (size) => Math.round(size * (1 - LOOSE_CLUES));
    const left = this.board.classList.contains("loose-rows") ? this.rowClues[0].offsetWidth - keep(box.clientWidth) : 0;
    const top = this.board.classList.contains("loose-cols") ? this.colClues[0].offsetHeight - keep(box.clientHeight) : 0;
    box.scrollTo(Math.max(0, left), Math.max(0, top));
  }

  zoomAround(px, x, y) {
    zoomAround(this, px, x, y);
  }

  fit(limits) {
    return fitZoom(this, limits);
  }

  /** Scroll the least that shows these cells ([[r, c], …]), or else these lines ([["row"|"col", i], …]). */
  scrollToLines(lines, cells = []) {
    const whole = ([kind, i]) => (kind === "row" ? [[i, 0], [i, this.width - 1]] : [[0, i], [this.height - 1, i]]);
    showCells(this, cells?.length ? cells : lines.flatMap(whole));
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
      for (let c = 0; c < this.width; c++) this._set(r, c, this.stateOf((rows[r] || "")[c]));
    }
    this.info = null;
    this._refreshClues();
  }

  apply(changes, useTo = true) {
    for (const ch of changes) this._set(ch.r, ch.c, useTo ? ch.to : ch.from);
    this._refreshClues();
  }

  /** Set one cell; its row and column are re-proved at the next _refreshClues. */
  _set(r, c, state) {
    if (this.states[r][c] === state) return;
    this.states[r][c] = state;
    this.dirtyRows?.add(r);
    this.dirtyCols?.add(c);
    this._paint(this.cells[r][c], r, c, state);
  }

  lineStates() {
    this._refreshClues();
    return { rows: this.info.rows.map((i) => i.state), cols: this.info.cols.map((i) => i.state) };
  }

  /** Re-prove the lines whose cells changed since the last call (all of them after a rebuild). */
  _refreshClues() {
    const col = (c) => this.states.map((row) => row[c]);
    if (!this.info) {
      this.info = {
        rows: this.rows.map((clue, r) => lineInfo(clue, this.states[r], this.clueInks?.rows[r])),
        cols: this.cols.map((clue, c) => lineInfo(clue, col(c), this.clueInks?.cols[c])),
      };
      this.rowClues.forEach((el, i) => this._showClue(el, this.info.rows[i]));
      this.colClues.forEach((el, i) => this._showClue(el, this.info.cols[i]));
    } else {
      for (const r of this.dirtyRows) {
        this.info.rows[r] = lineInfo(this.rows[r], this.states[r], this.clueInks?.rows[r]);
        this._showClue(this.rowClues[r], this.info.rows[r]);
      }
      for (const c of this.dirtyCols) {
        this.info.cols[c] = lineInfo(this.cols[c], col(c), this.clueInks?.cols[c]);
        this._showClue(this.colClues[c], this.info.cols[c]);
      }
    }
    this.dirtyRows = new Set();
    this.dirtyCols = new Set();
  }

  _showClue(el, { state, done }) {
    el.classList.toggle("done", state === "done");
    el.classList.toggle("bad", state === "bad" && this.flagBad);
    [...el.children].forEach((span, i) => {
      if (done[i]) span.dataset.done = "true";
      else delete span.dataset.done;
    });
    if (!this.cluesFocusable || el.dataset.line === state) return;
    el.dataset.line = state;
    this._labelClue(el);
  }

  /** Show or hide the "cannot fit" flag on lines (the option; the state itself is unchanged). */
  setFlagBad(on) {
    this.flagBad = on;
    this.info = null;
    this._refreshClues();
  }

  mark(cells, cls) {
    this._marked(cls, cells.map(([r, c]) => this.cells[r]?.[c]));
  }

  markLines(lines, cls) {
    this._marked(cls, lines.map(([kind, i]) => (kind === "row" ? this.rowClues : this.colClues)[i]));
  }

  /** Add a mark's class, remembering where: clearing it then needs no search of a huge board. */
  _marked(cls, elements) {
    this.marks ||= new Map();
    if (!this.marks.has(cls)) this.marks.set(cls, new Set());
    for (const el of elements) {
      if (!el) continue;
      el.classList.add(cls);
      this.marks.get(cls).add(el);
    }
  }

  clearMarks(cls) {
    for (const el of this.marks?.get(cls) || []) el.classList.remove(cls);
    this.marks?.delete(cls);
  }

  /** Highlight row r and column c (-1: none): their clues get "hl", their cells a band over them. */
  _hover(r, c) {
    if (this.hovered?.r === r && this.hovered?.c === c) return; // the mouse moved within the cell
    this.options.onHover?.(r, c);
    for (const el of this.hlClues) el.classList.remove("hl");
    this.hlClues = [this.rowClues[r], this.colClues[c]].filter(Boolean);
    for (const el of this.hlClues) el.classList.add("hl");
    this.hovered = { r, c };
    placeBands(this);
  }

  // ----- keyboard ------------------------------------------------------------------------

  _key(e) {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.ctrlKey || e.metaKey || e.altKey) return; // undo/redo shortcuts belong to the page
    const clue = e.target.closest?.(".clue");
    if (clue && this.cluesFocusable) return this._clueKey(e, clue.dataset.kind, Number(clue.dataset.index));
    const { r, c } = this.cursor;
    if (this.cluesFocusable && !e.shiftKey && e.key === "ArrowLeft" && c === 0) {
      e.preventDefault();
      return this._focusClue("row", r);
    }
    if (this.cluesFocusable && !e.shiftKey && e.key === "ArrowUp" && r === 0) {
      e.preventDefault();
      return this._focusClue("col", c);
    }
    if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      return this._moveCursor(r, e.key === "Home" ? 0 : this.width - 1);
    }
    if (e.key === "PageUp" || e.key === "PageDown") {
      e.preventDefault();
      return this._moveCursor(e.key === "PageUp" ? 0 : this.height - 1, c);
    }
    if (moves[e.key]) {
      e.preventDefault();
      const [dr, dc] = moves[e.key];
      const step = e.shiftKey ? 5 : 1;
      this._moveCursor(
        Math.max(0, Math.min(this.height - 1, r + dr * step)),
        Math.max(0, Math.min(this.width - 1, c + dc * step)),
      );
      return;
    }
    const key = e.key.toLowerCase();
    let target = null;
    if (key === " " || key === "enter" || key === "f" || key === "z") target = this.fillState;
    else if (key === "x" || key === "c") target = this.crossState;
    else if (key === "delete" || key === "backspace" || key === "0" || key === "escape") target = this.blank;
    if (target === null || this.locked) return;
    e.preventDefault();
    const from = this.states[r][c];
    const to = from === target ? this.blank : target;
    if (to === from) return;
    this._set(r, c, to);
    this._refreshClues();
    this.options.onEdit?.([{ r, c, from, to }]);
  }

  /**
   * Keys on a focused clue: Enter/Space act as a click (the player crosses the rest of a
   * satisfied line); arrows along the clues move to the neighbouring clue (Shift: 5), the arrow
   * pointing into the grid or Escape go back to the grid's cursor on that line.
   */
  _clueKey(e, kind, index) {
    const row = kind === "row";
    const count = row ? this.height : this.width;
    const step = e.shiftKey ? 5 : 1;
    const along = row ? { ArrowUp: -step, ArrowDown: step } : { ArrowLeft: -step, ArrowRight: step };
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.options.onClueClick?.(kind, index);
    } else if (along[e.key] !== undefined) {
      e.preventDefault();
      this._focusClue(kind, Math.max(0, Math.min(count - 1, index + along[e.key])));
    } else if (e.key === (row ? "ArrowRight" : "ArrowDown") || e.key === "Escape") {
      e.preventDefault();
      const into = e.key !== "Escape";
      this._moveCursor(row ? index : (into ? 0 : this.cursor.r), row ? (into ? 0 : this.cursor.c) : index);
      this.board.focus({ preventScroll: true });
    }
  }

  _focusClue(kind, index) {
    const el = (kind === "row" ? this.rowClues : this.colClues)[index];
    if (!el) return;
    el.focus();
    el.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    if (kind === "row") this._hover(index, -1);
    else this._hover(-1, index);
  }

  _moveCursor(r, c, show = true) {
    this.cells[this.cursor.r]?.[this.cursor.c]?.classList.remove("cursor");
    this.cursor = { r, c };
    this.board.setAttribute("aria-activedescendant", `${this.idPrefix}-${r}-${c}`);
    this._showCursor(show || document.activeElement === this.board);
    this._hover(r, c);
    this.options.onCursor?.(r, c);
  }

  _showCursor(show) {
    const cell = this.cells?.[this.cursor.r]?.[this.cursor.c];
    if (!cell) return;
    cell.classList.toggle("cursor", show);
    if (show) cell.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }
}
