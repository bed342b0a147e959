// grid/keyboard.js — the keys on the board (grid/grid-view.js): arrows move the cursor (Ctrl: 5
// cells; Home/End, Page Up/Down to the edges), Shift+arrows paint a run from the cursor (what a drag
// paints: the tool's state, or blank when the run starts on a cell already in it; one undo step,
// made when Shift is let go), Space/Enter/F/Z fill, X/C cross, Delete, Backspace, 0 or Escape
// clear; with clue stops (the player), the arrows past the grid's first column or row reach the
// clues, whose Enter/Space acts as a click.  Other Ctrl, Cmd and Alt keys belong to the page (undo,
// redo).
//
// Interface
//   new KeyboardInput(board, port)   binds itself to the board's keydown and keyup; port: what it
//       may read and do (the view's inputPort): cursor, width, height, cluesFocusable, locked, tool,
//       fillState, crossState, blank, stateAt(r, c), setCell(r, c, state), refreshClues(),
//       moveCursor(r, c), focusClue(kind, i), edit(changes), edited(changes), clueClicked(kind, i)

import { Stroke } from "./stroke.js";

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export class KeyboardInput {
  constructor(board, port) {
    this.board = board;
    this.port = port;
    this.run = null; // the Shift+arrows run being painted (grid/stroke.js: the rule a drag keeps)
    board.addEventListener("keydown", (e) => this.key(e));
    board.addEventListener("keyup", (e) => { if (e.key === "Shift") this.endRun(); });
    board.addEventListener("blur", () => this.endRun());
    board.addEventListener("pointerdown", () => this.endRun());
  }

  key(e) {
    const port = this.port;
    const { r, c } = port.cursor;
    if (MOVES[e.key] && e.ctrlKey && !e.shiftKey && !e.altKey && !e.metaKey) { // Ctrl+arrow: five cells
      e.preventDefault();
      const [dr, dc] = MOVES[e.key];
      return port.moveCursor(clamp(r + dr * 5, port.height), clamp(c + dc * 5, port.width));
    }
    if (e.key === "Shift") return;
    if (!(MOVES[e.key] && e.shiftKey)) this.endRun();
    if (e.ctrlKey || e.metaKey || e.altKey) return; // undo/redo shortcuts belong to the page
    const clue = e.target.closest?.(".clue");
    if (clue && port.cluesFocusable) return this.clueKey(e, clue.dataset.kind, Number(clue.dataset.index));
    if (port.cluesFocusable && !e.shiftKey && e.key === "ArrowLeft" && c === 0) {
      e.preventDefault();
      return port.focusClue("row", r);
    }
    if (port.cluesFocusable && !e.shiftKey && e.key === "ArrowUp" && r === 0) {
      e.preventDefault();
      return port.focusClue("col", c);
    }
    if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      return port.moveCursor(r, e.key === "Home" ? 0 : port.width - 1);
    }
    if (e.key === "PageUp" || e.key === "PageDown") {
      e.preventDefault();
      return port.moveCursor(e.key === "PageUp" ? 0 : port.height - 1, c);
    }
    if (MOVES[e.key]) {
      e.preventDefault();
      const [dr, dc] = MOVES[e.key];
      if (e.shiftKey && !port.locked) this.startRun();
      port.moveCursor(clamp(r + dr, port.height), clamp(c + dc, port.width));
      if (this.run) this.extendRun();
      return;
    }
    const target = this.targetOf(e.key.toLowerCase());
    if (target === null || port.locked) return;
    e.preventDefault();
    const from = port.stateAt(r, c);
    const to = from === target ? port.blank : target;
    if (to === from) return;
    port.edit([{ r, c, from, to }]);
  }

  // ----- Shift+arrows: a run, painted as a drag paints one ----------------------------------

  startRun() {
    if (this.run) return;
    const port = this.port;
    this.run = new Stroke(port, { ...port.cursor }, port.tool === "cross" ? "cross" : "fill");
    this.extendRun();
  }

  /** The run from its start to the cursor, as a drag to there would paint it. */
  extendRun() {
    this.run.extend(this.port.cursor);
  }

  /** Shift let go (or another key, a click, the focus gone): the run becomes one undo step. */
  endRun() {
    const run = this.run;
    if (!run) return;
    this.run = null;
    const changes = run.changes();
    if (changes.length) this.port.edited(changes);
  }

  /** The state a key paints (a second press on a cell in that state clears it), or null. */
  targetOf(key) {
    const port = this.port;
    if (key === " " || key === "enter" || key === "f" || key === "z") return port.fillState;
    if (key === "x" || key === "c") return port.crossState;
    if (key === "delete" || key === "backspace" || key === "0" || key === "escape") return port.blank;
    return null;
  }

  /**
   * Keys on a focused clue: Enter/Space act as a click (the player crosses the rest of a
   * satisfied line); arrows along the clues move to the neighbouring clue (Shift: 5), the arrow
   * pointing into the grid or Escape go back to the grid's cursor on that line.
   */
  clueKey(e, kind, index) {
    this.endRun();
    const port = this.port;
    const row = kind === "row";
    const count = row ? port.height : port.width;
    const step = e.shiftKey ? 5 : 1;
    const along = row ? { ArrowUp: -step, ArrowDown: step } : { ArrowLeft: -step, ArrowRight: step };
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      port.clueClicked(kind, index);
    } else if (along[e.key] !== undefined) {
      e.preventDefault();
      port.focusClue(kind, Math.max(0, Math.min(count - 1, index + along[e.key])));
    } else if (e.key === (row ? "ArrowRight" : "ArrowDown") || e.key === "Escape") {
      e.preventDefault();
      const into = e.key !== "Escape";
      const { r, c } = port.cursor;
      port.moveCursor(row ? index : (into ? 0 : r), row ? (into ? 0 : c) : index);
      this.board.focus({ preventScroll: true });
    }
  }
}

const clamp = (i, n) => Math.max(0, Math.min(n - 1, i));
