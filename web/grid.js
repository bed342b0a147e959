// grid.js — draws a nonogram board (clues + cells) and turns pointer/keyboard input into edits.
// Shared by the player (player.js) and the editor (editor.js).  No solving logic lives here.
//
// Interface
//   const view = new GridView(container, options)
//     options.onEdit(changes)      one call per stroke: changes = [{r, c, from, to}] (states below)
//     options.onClueClick(kind, i) a click on a row ("row") or column ("col") clue, or Enter/Space on
//                                  it; when given, clues are keyboard stops (see "keyboard" below)
//     options.onCursor(r, c)       the keyboard cursor moved
//     options.label                aria-label of the grid (default "Puzzle grid")
//     options.blankState           state of an untouched cell (default "unknown"; the editor: "empty")
//     options.crossState           what the cross tool paints (default "crossed"; the editor: "empty")
//   view.setPuzzle({rows, cols})   clues as arrays of block lengths; resets cells to unknown
//   view.setClues(rows, cols)      change clues only (the editor recomputes them as you draw)
//   view.getCells() -> ["#x?", …]  rows as strings: "#" filled, "x" crossed, "?" unknown
//   view.setCells(rows)            replace every cell (undo/redo, restore, solve)
//   view.apply(changes, useTo)     set the cells of a change list to c.to (or c.from when !useTo)
//   view.mark(cells, cls) / view.clearMarks(cls)   add/remove a CSS class on [[r, c], …]
//   view.markLines(lines, cls)     lines = [["row"|"col", i], …] (clue highlight)
//   view.tool = "fill" | "cross"   what a primary click/tap does (the touch toggle)
//   view.setZoom(px) / view.zoom   cell size in CSS pixels
//   view.lineStates()              {rows: [state…], cols: [state…]} with "done", "bad" or ""
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
// onto them, and their names say their state ("row 3 clue 1 2, satisfied").

import { INK, inkOf, paintCell, paintClueNumber } from "./grid-colour.js";

const STATE = { "?": "unknown", "#": "filled", x: "crossed", ".": "empty" };
const CHAR = { unknown: "?", filled: "#", crossed: "x", empty: "." };
const LONG_PRESS_MS = 450;
const CLUE_STATE_WORDS = { done: ", satisfied", bad: ", cannot match" };
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

/** "done" when the filled cells make exactly the clue, "bad" when they visibly cannot, else "". */
export function lineState(clue, states) {
  const blocks = clueOf(states);
  const same = blocks.length === clue.length && blocks.every((b, i) => b === clue[i]);
  if (same) return "done";
  const filled = states.filter((s) => s === "filled").length;
  const total = clue.reduce((a, b) => a + b, 0);
  const longest = Math.max(0, ...clue);
  const decided = !states.includes("unknown");
  if (decided || filled > total || blocks.some((b) => b > longest)) return "bad";
  return "";
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
    this.board = document.createElement("div");
    this.board.className = "board";
    this.board.setAttribute("role", "grid");
    this.board.setAttribute("aria-label", options.label || "Puzzle grid");
    this.board.tabIndex = 0;
    container.replaceChildren(this.board);
    this._bindInput();
  }

  // ----- building ------------------------------------------------------------------------

  setPuzzle({ rows, cols }) {
    this.rows = rows.map((c) => [...c]);
    this.cols = cols.map((c) => [...c]);
    this.height = rows.length;
    this.width = cols.length;
    this.states = Array.from({ length: this.height }, () => Array(this.width).fill(this.blank));
    this.cursor = { r: 0, c: 0 };
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
    this._refreshClues();
  }

  _build() {
    const { width, height, board } = this;
    board.replaceChildren();
    board.style.setProperty("--cols", width);
    board.style.setProperty("--rows", height);
    board.setAttribute("aria-rowcount", height);
    board.setAttribute("aria-colcount", width);
    this.setZoom(this.zoom);

    const header = this._el("div", "row header", { role: "row" });
    header.append(this._el("div", "corner", { "aria-hidden": "true" }));
    this.colClues = this.cols.map((clue, c) => {
      const el = this._el("div", "clue col-clue", { role: "columnheader" });
      el.dataset.kind = "col";
      el.dataset.index = c;
      if (this.cluesFocusable) el.tabIndex = -1;
      if ((c + 1) % 5 === 0 && c + 1 < width) el.classList.add("rule-right");
      this._fillClue(el, clue);
      header.append(el);
      return el;
    });
    board.append(header);

    this.cells = [];
    this.rowClues = [];
    for (let r = 0; r < height; r++) {
      const row = this._el("div", "row", { role: "row" });
      const clueEl = this._el("div", "clue row-clue", { role: "rowheader" });
      clueEl.dataset.kind = "row";
      clueEl.dataset.index = r;
      if (this.cluesFocusable) clueEl.tabIndex = -1;
      if ((r + 1) % 5 === 0 && r + 1 < height) clueEl.classList.add("rule-below");
      this._fillClue(clueEl, this.rows[r]);
      this.rowClues.push(clueEl);
      row.append(clueEl);
      const cellRow = [];
      for (let c = 0; c < width; c++) {
        const cell = this._el("div", "cell", {
          role: "gridcell",
          "aria-rowindex": r + 1,
          "aria-colindex": c + 1,
          id: `${this.idPrefix}-${r}-${c}`,
        });
        cell.dataset.r = r;
        cell.dataset.c = c;
        if ((c + 1) % 5 === 0 && c + 1 < width) cell.classList.add("rule-right");
        if ((r + 1) % 5 === 0 && r + 1 < height) cell.classList.add("rule-below");
        this._paint(cell, r, c, this.blank);
        row.append(cell);
        cellRow.push(cell);
      }
      this.cells.push(cellRow);
      board.append(row);
    }
    this._refreshClues();
    this.board.setAttribute("aria-activedescendant", `${this.idPrefix}-0-0`);
    this._showCursor(false);
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

  _paint(cell, r, c, state) {
    paintCell(cell, r, c, state, this.inks);
  }

  setZoom(px) {
    this.zoom = Math.max(6, Math.min(64, Math.round(px)));
    this.board.style.setProperty("--cell", `${this.zoom}px`);
  }

  // ----- state ---------------------------------------------------------------------------

  getCells() {
    return this.states.map((row) => row.map((s) => CHAR[s] ?? inkOf(s)).join(""));
  }

  setCells(rows) {
    for (let r = 0; r < this.height; r++) {
      for (let c = 0; c < this.width; c++) {
        const ch = (rows[r] || "")[c];
        this._set(r, c, this.inks?.[ch] ? INK + ch : STATE[ch] || this.blank);
      }
    }
    this._refreshClues();
  }

  apply(changes, useTo = true) {
    for (const ch of changes) this._set(ch.r, ch.c, useTo ? ch.to : ch.from);
    this._refreshClues();
  }

  _set(r, c, state) {
    if (this.states[r][c] === state) return;
    this.states[r][c] = state;
    this._paint(this.cells[r][c], r, c, state);
  }

  lineStates() {
    const col = (c) => this.states.map((row) => row[c]);
    return {
      rows: this.rows.map((clue, r) => lineState(clue, this.states[r])),
      cols: this.cols.map((clue, c) => lineState(clue, col(c))),
    };
  }

  _refreshClues() {
    const { rows, cols } = this.lineStates();
    const show = (el, state) => {
      el.classList.toggle("done", state === "done");
      el.classList.toggle("bad", state === "bad");
      if (!this.cluesFocusable || el.dataset.line === state) return;
      el.dataset.line = state;
      this._labelClue(el);
    };
    rows.forEach((s, i) => show(this.rowClues[i], s));
    cols.forEach((s, i) => show(this.colClues[i], s));
  }

  mark(cells, cls) {
    for (const [r, c] of cells) this.cells[r]?.[c]?.classList.add(cls);
  }

  markLines(lines, cls) {
    for (const [kind, i] of lines) (kind === "row" ? this.rowClues : this.colClues)[i]?.classList.add(cls);
  }

  clearMarks(cls) {
    for (const el of this.board.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
  }

  // ----- input ---------------------------------------------------------------------------

  _bindInput() {
    const board = this.board;
    board.addEventListener("contextmenu", (e) => e.preventDefault());
    board.addEventListener("pointerdown", (e) => this._down(e));
    board.addEventListener("pointermove", (e) => this._move(e));
    window.addEventListener("pointerup", () => this._up());
    board.addEventListener("pointercancel", () => this._cancelStroke());
    board.addEventListener("pointerleave", () => this._hover(-1, -1));
    board.addEventListener("keydown", (e) => this._key(e));
    board.addEventListener("focus", () => this._showCursor(true));
    board.addEventListener("blur", () => this._showCursor(false));
  }

  _cellAt(x, y) {
    const el = document.elementFromPoint(x, y);
    if (!el || !el.classList.contains("cell") || !this.board.contains(el)) return null;
    return { r: Number(el.dataset.r), c: Number(el.dataset.c) };
  }

  _down(e) {
    const clue = e.target.closest(".clue");
    if (clue && e.button === 0) {
      this.options.onClueClick?.(clue.dataset.kind, Number(clue.dataset.index));
      return;
    }
    const at = this._cellAt(e.clientX, e.clientY);
    if (!at || this.locked) return;
    e.preventDefault();
    this.board.focus({ preventScroll: true });
    this._moveCursor(at.r, at.c, false);
    const secondary = e.button === 2 || (e.button === 0 && (e.ctrlKey || e.shiftKey));
    const tool = secondary ? (this.tool === "fill" ? "cross" : "fill") : this.tool;
    this._startStroke(at, tool);
    if (e.pointerType === "touch" && !secondary) {
      this.stroke.longPress = setTimeout(() => {
        if (this.stroke && this.stroke.cells.length <= 1) this._restartStroke(tool === "fill" ? "cross" : "fill");
      }, LONG_PRESS_MS);
    }
  }

  _startStroke(at, tool) {
    const from = this.states[at.r][at.c];
    const target = tool === "fill" ? this.fillState : this.crossState;
    const to = from === target ? this.blank : target;
    this.stroke = { start: at, from, to, tool, original: new Map(), cells: [] };
    this._extendStroke(at);
  }

  _restartStroke(tool) {
    const start = this.stroke.start;
    this._revertStroke();
    this._startStroke(start, tool);
    navigator.vibrate?.(20);
  }

  _move(e) {
    const at = this._cellAt(e.clientX, e.clientY);
    if (!this.stroke) {
      if (at) this._hover(at.r, at.c);
      return;
    }
    if (!at) return;
    if (this.stroke.longPress && (at.r !== this.stroke.start.r || at.c !== this.stroke.start.c)) {
      clearTimeout(this.stroke.longPress);
      this.stroke.longPress = null;
    }
    this._hover(at.r, at.c);
    this._extendStroke(at);
  }

  // A stroke paints a straight run from its first cell along the axis the pointer moved furthest,
  // changing only cells that were in the first cell's original state (so a fill drag never wipes
  // out crosses and a clearing drag clears only what it started on).
  _extendStroke(at) {
    const s = this.stroke;
    this._revertStroke(false);
    const dr = at.r - s.start.r;
    const dc = at.c - s.start.c;
    const horizontal = Math.abs(dc) >= Math.abs(dr);
    const steps = horizontal ? Math.abs(dc) : Math.abs(dr);
    const sign = Math.sign(horizontal ? dc : dr);
    s.cells = [];
    for (let k = 0; k <= steps; k++) {
      const r = horizontal ? s.start.r : s.start.r + sign * k;
      const c = horizontal ? s.start.c + sign * k : s.start.c;
      if (this.states[r][c] !== s.from) continue;
      s.original.set(`${r},${c}`, this.states[r][c]);
      s.cells.push({ r, c });
      this._set(r, c, s.to);
    }
    this._refreshClues();
  }

  _revertStroke(refresh = true) {
    const s = this.stroke;
    for (const [key, state] of s.original) {
      const [r, c] = key.split(",").map(Number);
      this._set(r, c, state);
    }
    s.original.clear();
    if (refresh) this._refreshClues();
  }

  _up() {
    const s = this.stroke;
    if (!s) return;
    clearTimeout(s.longPress);
    this.stroke = null;
    const changes = s.cells.map(({ r, c }) => ({ r, c, from: s.from, to: s.to }));
    if (changes.length) this.options.onEdit?.(changes);
  }

  _cancelStroke() {
    if (!this.stroke) return;
    clearTimeout(this.stroke.longPress);
    this._revertStroke();
    this.stroke = null;
  }

  _hover(r, c) {
    this.clearMarks("hl");
    if (r < 0 && c < 0) return;
    this.rowClues[r]?.classList.add("hl");
    this.colClues[c]?.classList.add("hl");
    for (const cell of this.cells[r] || []) cell.classList.add("hl");
    for (const row of this.cells) row[c]?.classList.add("hl");
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
