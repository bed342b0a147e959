// player.js — one puzzle being played: undo/redo, timer, autosave, Check, Hint, Solve, winning.
//
// Interface
//   const player = new Player({ root, client, status })
//     root    the #player-view element (buttons are found inside it by id)
//     client  a SolverClient (client.js); status(message, kind) shows text in the role=status box
//   player.open(id, puzzle)  start or resume a puzzle ({rows, cols, title, author, …})
//   player.close()           stop the timer (leaving the page or opening another puzzle)
// Everything the solver knows comes from the worker; the only logic here is bookkeeping and the
// win test (every line's filled cells make exactly its clue: any valid solution wins).

import { GridView, emptyAsCrossed } from "./grid.js";
import { clearProgress, loadProgress, saveProgress } from "./store.js";

const SLOW_MS = 300; // show "working…" and Cancel after this long
const MARKS = ["hint-cell", "hint-line", "mistake", "wrong"];

export class Player {
  constructor({ root, client, status }) {
    this.root = root;
    this.client = client;
    this.status = status;
    this.$ = (id) => root.querySelector(`#${id}`);
    this.view = new GridView(this.$("board-wrap"), {
      label: "Puzzle grid",
      onEdit: (changes) => this._edited(changes),
      onClueClick: (kind, i) => this._crossRest(kind, i),
    });
    this.undoStack = [];
    this.redoStack = [];
    this.timer = null;
    this._bindButtons();
  }

  // ----- opening --------------------------------------------------------------------------

  open(id, puzzle) {
    this.close();
    this.id = id;
    this.puzzle = puzzle;
    this.undoStack = [];
    this.redoStack = [];
    this.$("puzzle-title").textContent = puzzle.title || "Untitled puzzle";
    const by = [puzzle.author && `by ${puzzle.author}`, puzzle.copyright, puzzle.license].filter(Boolean);
    this.$("puzzle-meta").textContent = `${puzzle.cols.length}×${puzzle.rows.length}` +
      (by.length ? ` · ${by.join(" · ")}` : "");
    this.view.setPuzzle(puzzle);
    this.view.setZoom(this._fitZoom());
    const progress = loadProgress(id);
    const saved = progress?.cells || (puzzle.saved ? emptyAsCrossed(puzzle.saved) : null);
    if (saved) this.view.setCells(saved);
    this.elapsedMs = progress?.elapsedMs || 0;
    this.solved = false;
    this._setSolved(this._isSolved(), false);
    this._updateButtons();
    if (!this.solved) {
      this._startTimer();
      this.status(progress ? "Progress restored." : "", "info");
    }
  }

  close() {
    clearInterval(this.timer);
    this.timer = null;
    if (this.id) this._save();
    this.id = null;
  }

  _fitZoom() {
    const wrap = this.$("board-wrap");
    const available = Math.max(200, (wrap.clientWidth || window.innerWidth) - 24);
    const clueCells = Math.max(...this.puzzle.rows.map((c) => c.length), 1) * 0.9 + 1;
    const fit = available / (this.puzzle.cols.length + clueCells);
    return Math.max(12, Math.min(28, fit));
  }

  // ----- editing, undo, redo --------------------------------------------------------------

  _edited(changes) {
    this.undoStack.push(changes);
    this.redoStack = [];
    this._afterChange();
  }

  _afterChange() {
    for (const cls of MARKS) this.view.clearMarks(cls);
    this._save();
    this._updateButtons();
    this._setSolved(this._isSolved(), true);
  }

  undo() {
    if (this.solved || !this.undoStack.length) return; // a solved (locked) board keeps its history
    const changes = this.undoStack.pop();
    this.view.apply(changes, false);
    this.redoStack.push(changes);
    this._afterChange();
  }

  redo() {
    if (this.solved || !this.redoStack.length) return; // a solved (locked) board keeps its history
    const changes = this.redoStack.pop();
    this.view.apply(changes, true);
    this.undoStack.push(changes);
    this._afterChange();
  }

  /** Replace the whole grid as one undoable step. */
  _setAll(rows) {
    const before = this.view.getCells();
    const changes = [];
    const name = { "#": "filled", x: "crossed", "?": "unknown" };
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      if (before[r][c] !== ch) changes.push({ r, c, from: name[before[r][c]], to: name[ch] });
    }));
    if (!changes.length) return;
    this.view.apply(changes, true);
    this._edited(changes);
  }

  /** Put another grid on the board (progress from a share link or file) as one undoable step. */
  replaceGrid(rows) {
    this.view.locked = false;
    this._setAll(rows);
    if (!this.solved && !this.timer) this._startTimer();
  }

  reset() {
    if (this.view.getCells().every((row) => /^\?*$/.test(row))) return;
    this.solved = false;
    this.view.locked = false;
    this._setAll(this.puzzle.rows.map(() => "?".repeat(this.puzzle.cols.length)));
    this.elapsedMs = 0;
    clearProgress(this.id);
    this._save();
    this._startTimer();
    this.status("Puzzle reset (Undo brings it back).", "info");
  }

  _crossRest(kind, index) {
    if (this.solved || this.view.locked) return;
    const { rows, cols } = this.view.lineStates();
    if ((kind === "row" ? rows : cols)[index] !== "done") return;
    const cells = this.view.getCells();
    const changes = [];
    const n = kind === "row" ? this.puzzle.cols.length : this.puzzle.rows.length;
    for (let k = 0; k < n; k++) {
      const [r, c] = kind === "row" ? [index, k] : [k, index];
      if (cells[r][c] === "?") changes.push({ r, c, from: "unknown", to: "crossed" });
    }
    if (!changes.length) return;
    this.view.apply(changes, true);
    this._edited(changes);
  }

  // ----- winning, timer, saving -----------------------------------------------------------

  _isSolved() {
    const { rows, cols } = this.view.lineStates();
    return rows.every((s) => s === "done") && cols.every((s) => s === "done");
  }

  _setSolved(solved, announce) {
    this.solved = solved;
    this.view.locked = solved;
    this.view.board.classList.toggle("solved", solved);
    this.root.dataset.solved = solved ? "yes" : "no";
    if (!solved) return;
    clearInterval(this.timer);
    this.timer = null;
    this._save();
    this._updateButtons();
    this.status(`Solved! ${this.puzzle.title || "The puzzle"} in ${formatTime(this.elapsedMs)}.`, "win");
    if (announce) this.root.querySelector(".board")?.focus();
  }

  _startTimer() {
    clearInterval(this.timer);
    let last = performance.now();
    this.timer = setInterval(() => {
      const now = performance.now();
      if (!document.hidden) this.elapsedMs += now - last;
      last = now;
      this.$("timer").textContent = formatTime(this.elapsedMs);
    }, 1000);
    this.$("timer").textContent = formatTime(this.elapsedMs);
  }

  /** Save now (the page is being hidden or left). */
  saveNow() {
    if (this.id) this._save();
  }

  _save() {
    if (!this.id) return;
    const ok = saveProgress(this.id, {
      cells: this.view.getCells(),
      elapsedMs: Math.round(this.elapsedMs),
      solved: this.solved,
    });
    if (!ok && !this.warnedStorage) {
      this.warnedStorage = true;
      this.status("Progress cannot be saved in this browser (storage is full or blocked).", "error");
    }
  }

  // ----- asking the solver ----------------------------------------------------------------

  async _ask(kind, extra = {}) {
    const payload = { puzzle: this.puzzle, grid: this.view.getCells(), ...extra };
    const started = performance.now();
    const words = { solve: "Solving", check: "Checking", hint: "Looking for a hint" }[kind] || "Working";
    const tick = () => {
      this.$("cancel").hidden = false;
      const seconds = (performance.now() - started) / 1000;
      const waiting = this.client.info ? "" : " (the solver is still loading)";
      this.status(`${words}… ${seconds.toFixed(1)} s${waiting}`, "busy");
    };
    let ticker = null;
    const slow = setTimeout(() => { tick(); ticker = setInterval(tick, 250); }, SLOW_MS);
    try {
      return await this.client.request(kind, payload, { supersede: true });
    } catch (error) {
      if (error.type !== "Cancelled") this.status(error.message, "error");
      else this.status("Cancelled.", "info");
      return null;
    } finally {
      clearTimeout(slow);
      clearInterval(ticker);
      if (!this.client.busy) this.$("cancel").hidden = true;
    }
  }

  async check() {
    const reply = await this._ask("check", { timeout: 20 });
    if (!reply) return;
    for (const cls of MARKS) this.view.clearMarks(cls);
    if (reply.solved) return this._setSolved(true, true);
    if (reply.status === "none") return this.status("These clues have no solution.", "error");
    if (reply.status === "timeout") return this.status("The solver ran out of time checking this puzzle.", "error");
    this.view.mark(reply.wrong, "wrong");
    const n = reply.wrong.length;
    if (n) this.status(`${n} ${n === 1 ? "cell is" : "cells are"} wrong (outlined in red).`, "error");
    else this.status(`No mistakes so far; ${reply.unknown} cells to go.`, "info");
  }

  async hint() {
    const reply = await this._ask("hint", { timeout: 20 });
    if (!reply) return;
    for (const cls of MARKS) this.view.clearMarks(cls);
    this.view.mark(reply.mistakes || [], "mistake");
    this.view.mark((reply.proves || []).map(([r, c]) => [r, c]), "hint-cell");
    this.view.markLines(reply.lines || [], "hint-line");
    this.status(reply.sentence || "No hint available.", "hint");
  }

  async solve() {
    const reply = await this._ask("solve", { timeout: 60 });
    if (!reply) return;
    if (reply.status === "none") return this.status("These clues have no solution.", "error");
    if (reply.status === "timeout") return this.status("The solver gave up (time limit).", "error");
    this._setAll(emptyAsCrossed(reply.solutions[0]));
    if (reply.status === "multiple") {
      this.view.mark(reply.differing_cells, "hint-cell");
      this.status("Solved by the computer — this puzzle has more than one solution " +
        "(the highlighted cells can differ).", "info");
    }
  }

  // ----- buttons and keys -----------------------------------------------------------------

  _bindButtons() {
    const on = (id, fn) => this.$(id).addEventListener("click", fn);
    on("undo", () => this.undo());
    on("redo", () => this.redo());
    on("reset", () => this.reset());
    on("check", () => this.check());
    on("hint", () => this.hint());
    on("solve", () => this.solve());
    on("cancel", () => this.client.cancel());
    on("tool-fill", () => this._tool("fill"));
    on("tool-cross", () => this._tool("cross"));
    on("zoom-in", () => this.view.setZoom(this.view.zoom * 1.25));
    on("zoom-out", () => this.view.setZoom(this.view.zoom / 1.25));
    document.addEventListener("keydown", (e) => {
      if (this.root.hidden || !(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) { e.preventDefault(); this.undo(); }
      else if (key === "y" || (key === "z" && e.shiftKey)) { e.preventDefault(); this.redo(); }
    });
  }

  _tool(tool) {
    this.view.tool = tool;
    this.$("tool-fill").setAttribute("aria-pressed", tool === "fill");
    this.$("tool-cross").setAttribute("aria-pressed", tool === "cross");
  }

  _updateButtons() {
    this.$("undo").disabled = !this.undoStack.length || this.solved;
    this.$("redo").disabled = !this.redoStack.length || this.solved;
  }
}

export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
