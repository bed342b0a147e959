// player/player.js — one puzzle being played: undo/redo, timer, autosave, Check, Hint, Solve (a
// reveal), Rewind, fitting the board to the window, and winning.  Its helpers (solver-help, pencil,
// access, colour, options) each get the few things they use (a port), never the player itself.
//
// Interface
//   const player = new Player({ root, client, status, sayComplete })
//     root    the #player-view element (buttons are found inside it by id)
//     client  a SolverClient (solver/client.js); status(message, kind, action?) shows text in the
//             role=status box (action {label, run}: a button beside it, e.g. the hint's "Apply this step")
//     sayComplete({complete, won, time, record, standing}) -> words | null   (optional) called whenever
//             the grid becomes complete or not; its words replace the usual win or reveal message
//             (player/secret-title.js names a picture)
//   player.open(id, puzzle)  start or resume a puzzle ({rows, cols, title, author, …})
//   player.close()           stop the timer (leaving the page or opening another puzzle)
//   player.replaceGrid(rows) another grid on the board (a link's or file's progress) as one undo step
//   player.standing          {id, won, revealed, cells, elapsedMs}: how the open puzzle stands
//   player.saveNow()         save at once (the page is being left)
//   event "next"             the win's "Next puzzle" button (Player is an EventTarget)
//   event "change"           after every change of the grid (a step, an undo, a redo)
//   event "opened"           after a puzzle is opened (player.id is the new one)
// Everything the solver knows comes from the worker (player/solver-help.js asks it); the only logic
// here is bookkeeping and the win test (every line's filled cells make exactly its clue: any
// valid solution wins).  Solve is a reveal, not a win: one undo step, and the puzzle is recorded as
// "revealed" (never as solved, and no best time).

import { GridView } from "../grid/grid-view.js";
import { emptyAsCrossed } from "../grid/lines.js";
import { stepChanges } from "./hint-step.js";
import { PlayerAccess } from "./access.js";
import { Clock } from "./clock.js";
import { ask } from "./confirm.js";
import { BoardFit } from "./fit.js";
import { HelpPanel } from "./help.js";
import { History } from "./history.js";
import { PlayerOptions, restOfLine, withCrossedLines } from "./options.js";
import { PlayerColours } from "./colour.js";
import { Pencil } from "./pencil.js";
import { MARKS, SolverHelp } from "./solver-help.js";
import { loadMeta, loadProgress, saveMeta, saveProgress } from "../shared/store.js";
import { displayText } from "../shared/safe-text.js";
import { formatTime } from "../shared/time.js";

const SAVE_LATER_CELLS = 10_000; // a grid this big is saved 400 ms after the last edit, not during the click

export class Player extends EventTarget {
  constructor({ root, client, status, sayComplete = () => null }) {
    super();
    this.root = root;
    this.client = client;
    this.status = status;
    this.sayComplete = sayComplete;
    this.$ = (id) => root.querySelector(`#${id}`);
    const view = new GridView(this.$("board-wrap"), {
      label: "Puzzle grid",
      onEdit: (changes) => this.recordStep(this._autoCross(changes)),
      onClueClick: (kind, i) => this._crossRest(kind, i),
      onHover: (r, c) => this.access?.show(r, c),
      onOverviewTap: (r, c) => this.fitter.tapped(r, c),
    });
    this.view = view;
    this.fitter = new BoardFit({ view, root, button: this.$("zoom-whole") }); // the cells' size (player/fit.js)
    this.options = new PlayerOptions(root);
    this.help = new HelpPanel(root);
    this.access = new PlayerAccess({ view, root });
    this.history = new History(); // undo and redo, kept across a reload (player/history.js)
    this.clock = new Clock(this.$("timer")); // the time played (elapsedMs below)
    this.solver = new SolverHelp({ client, status, view, cancelButton: this.$("cancel"), game: this._solverPort() });
    this.colours = new PlayerColours({ view, root, container: this.$("palette"), selectFill: () => this.selectTool("fill") });
    // provisional marks (pencil.js): hooks in recordStep, undo, redo, _setAll, _save
    this.pencil = new Pencil({
      view, root, status, recordStep: (changes) => this.recordStep(changes), isWon: () => this.solved,
    });
    this.win = document.getElementById("win"); // in the status line, which moves between views
    this._bindButtons();
  }

  /** What Check, Hint, Solve and Rewind read and change (player/solver-help.js). */
  _solverPort() {
    return {
      puzzle: () => this.puzzle,
      // Check and Hint see the grid without pencil marks (pencil.js): they are a guess, not a claim
      grid: () => this.pencil.committed(this.view.getCells()),
      history: () => this.grids(),
      isOver: () => this.solved || this.revealed,
      hinted: () => this.hinted(),
      applyStep: (proves) => this.applyStep(proves),
      reveal: (rows) => this.reveal(rows),
      rewindTo: (rows) => this._setAll(rows),
      declareComplete: () => {
        this._showComplete(true, true);
        this._updateButtons();
      },
    };
  }

  /** How the open puzzle stands; its cells are read when asked for (a huge grid's are many). */
  get standing() {
    const view = this.view;
    return {
      id: this.id, won: this.solved, revealed: this.revealed, elapsedMs: this.elapsedMs,
      get cells() { return view.getCells(); },
    };
  }

  // ----- opening --------------------------------------------------------------------------

  open(id, puzzle) {
    this.close();
    this.id = id;
    this.puzzle = puzzle;
    this.history.clear();
    this.$("puzzle-title").textContent = displayText(puzzle.title) || "Untitled puzzle";
    const by = [puzzle.author && `by ${puzzle.author}`, puzzle.copyright, puzzle.license].filter(Boolean).map(displayText);
    this.$("puzzle-meta").textContent = `${puzzle.cols.length}×${puzzle.rows.length}` +
      (by.length ? ` · ${by.join(" · ")}` : "");
    this.colours.open(puzzle);
    this.view.setPuzzle(puzzle);
    const progress = loadProgress(id);
    const saved = progress?.cells || (puzzle.saved ? emptyAsCrossed(puzzle.saved) : null);
    if (saved) this.view.setCells(saved);
    this.pencil.open(progress?.pencil);
    if (progress && id) {
      const { width, height } = this.view;
      this.history.load(id, this.view.getCells(), (ch) => this.view.stateOf(ch), (r, c) => r >= 0 && c >= 0 && r < height && c < width);
    }
    this.elapsedMs = progress?.elapsedMs || 0;
    this.hintsUsed = progress?.hints || 0; // hints asked for on this grid: a win with them is marked
    // a "revealed" saved with a grid that is not complete any more (an Undo before this version) is stale
    this.revealed = Boolean(progress?.revealed) && this._isSolved();
    this.toldReveal = false;
    this.solved = false;
    const at = progress?.at; // the last cell played: a board that scrolls opens there
    const resume = Array.isArray(at) && this.view.cells[at[0]]?.[at[1]] ? { r: at[0], c: at[1] } : null;
    if (resume) {
      this.view.moveCursor(resume.r, resume.c, false);
      this.view.highlight(-1, -1);
    }
    this.lastAt = resume;
    this.fitter.open(resume);
    this._showComplete(this._isSolved(), false);
    if (this.view.locked) this.fitter.showWhole(); // a finished picture is seen whole
    this._updateButtons();
    this.access.opened();
    if (!this.view.locked) {
      this.clock.start();
      this.status(progress ? "Progress restored." : "", "info");
    }
    this.solver.opened(id, puzzle);
    this.dispatchEvent(new Event("opened"));
  }

  close() {
    clearTimeout(this.saveTimer);
    this.win.hidden = true;
    this.clock.stop();
    if (this.id) this._save();
    this.id = null;
    this.solver.closed();
  }

  // ----- editing, undo, redo --------------------------------------------------------------

  /** A change list made on the board (a stroke, Keep/Discard, a hint's step) becomes one undo step. */
  recordStep(changes) {
    changes = this.pencil.annotate(changes);
    if (!changes.length) return;
    this.history.record(changes);
    if (!changes.revealed) this.lastAt = { r: changes.at(-1).r, c: changes.at(-1).c }; // (not Solve's, Reset's)
    this._afterChange();
  }

  _afterChange() {
    for (const cls of MARKS) this.view.clearMarks(cls);
    this._showComplete(this._isSolved(), true);
    this.pencil.refresh();
    this._saveSoon();
    this._updateButtons();
    this.dispatchEvent(new Event("change"));
  }

  /** Save after an edit: at once, but a huge grid (its every cell serialised) a moment after the last edit. */
  _saveSoon() {
    clearTimeout(this.saveTimer);
    if (this.view.width * this.view.height < SAVE_LATER_CELLS) return this._save();
    this.saveTimer = setTimeout(() => this._save(), 400);
  }

  undo() {
    if (this.solved || !this.history.canUndo) return; // a solved (locked) board keeps its history
    this._step(this.history.undoStep(), false);
  }

  redo() {
    if (this.solved || !this.history.canRedo) return; // a solved (locked) board keeps its history
    this._step(this.history.redoStep(), true);
  }

  /**
   * Undo (forward false) or redo a step, with what else it changed: Undo of Solve gives the game
   * back; Undo of Reset gives back the time and the hints it zeroed, plus the time played since.
   */
  _step(changes, forward) {
    this.view.apply(changes, forward);
    this.pencil.apply(changes, forward);
    const [was, now] = forward ? ["before", "after"] : ["after", "before"];
    if (changes.revealed) this.revealed = changes.revealed[now];
    if (changes.time) {
      this.elapsedMs = Math.max(0, this.elapsedMs + changes.time[now] - changes.time[was]);
    }
    if (changes.hints) this.hintsUsed = Math.max(0, this.hintsUsed + changes.hints[now] - changes.hints[was]);
    this._afterChange();
  }

  /**
   * Replace the whole grid as one undoable step (false when nothing changes).  `revealed`: whether
   * the grid after it is Solve's reveal; the step remembers it, so undoing a reveal (or a Reset
   * after one) puts the flag back as it was and a hand-made solution is a win again.
   */
  _setAll(rows, revealed = this.revealed, extra = {}) {
    const before = this.view.getCells();
    const changes = [];
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      if (before[r][c] !== ch) changes.push({ r, c, from: this.view.stateOf(before[r][c]), to: this.view.stateOf(ch) });
    }));
    this.pencil.release(changes, rows);
    if (!changes.length) return false;
    changes.revealed = { before: this.revealed, after: revealed };
    Object.assign(changes, extra);
    this.revealed = revealed;
    this.view.locked = false;
    this.view.apply(changes, true);
    this.pencil.apply(changes, true);
    this.recordStep(changes);
    return true;
  }

  /** The grids before each undoable step, newest first (for Rewind). */
  grids() {
    return this.history.grids(this.view.getCells(), (state) => this.view.charOf(state));
  }

  /** Solve's reveal: the solution on the board as one undo step, recorded as "revealed". */
  reveal(rows) {
    if (!this._setAll(rows, true)) this._showComplete(this._isSolved(), true);
    this._save();
  }

  /** Put another grid on the board (progress from a share link or file) as one undoable step. */
  replaceGrid(rows) {
    this.view.locked = false;
    this._setAll(rows, false);
    if (!this.solved && !this.clock.running) this.clock.start();
  }

  /** Solve, asked first: a slip must not spoil the picture. */
  async askSolve() {
    if (this.view.locked) return;
    const yes = await ask({
      title: "Reveal the solution?",
      text: "The whole picture goes on the board, and the puzzle will not count as solved. Undo hides it again.",
      yes: "Yes, solve it",
    });
    if (yes && !this.view.locked) this.solver.solve();
  }

  /** Reset, asked first: a slip must not wipe the progress. */
  async askReset() {
    if (this.view.getCells().every((row) => /^\?*$/.test(row))) return this.status("The grid is already empty.", "info");
    const yes = await ask({
      title: "Clear the whole grid?",
      text: "Every mark goes and the clock starts again from 0:00. Undo brings them back, with the time.",
      yes: "Yes, reset it",
    });
    if (yes) this.reset();
  }

  /** Clear the grid, the clock and the hints counted, as one undo step (its Undo gives all three back). */
  reset() {
    if (this.view.getCells().every((row) => /^\?*$/.test(row))) return;
    if (this.clock.running) this.clock.tick(); // the clock up to now is what Undo gives back
    const time = { before: Math.round(this.elapsedMs), after: 0 };
    const hints = { before: this.hintsUsed, after: 0 };
    this.solved = false;
    this.elapsedMs = 0;
    this.hintsUsed = 0;
    this._setAll(this.puzzle.rows.map(() => "?".repeat(this.puzzle.cols.length)), false, { time, hints });
    this._save();
    this.clock.start();
    this.status("Puzzle reset (Undo brings it back, with its time).", "info");
  }

  _crossRest(kind, index) {
    if (this.solved || this.view.locked) return;
    const { rows, cols } = this.view.lineStates();
    if ((kind === "row" ? rows : cols)[index] !== "done") return;
    const changes = restOfLine(this.view, kind, index);
    if (!changes.length) return;
    this.view.apply(changes, true);
    this.recordStep(changes);
  }

  /** The player's own edit, plus (option "auto-cross") the rest of each line it completes, as one step. */
  _autoCross(changes) {
    return this.options.autoCross ? withCrossedLines(this.view, changes) : changes;
  }

  /**
   * "Apply this step": the cells a hint proves, as one undoable step (pencil marks on them are
   * replaced: the hint was found without them).  Returns how many cells changed and how many of
   * them were pencil marks; {cells: 0} when none can change.
   */
  applyStep(proves) {
    if (this.view.locked) return { cells: 0, pencil: 0 };
    const changes = stepChanges(this.view, proves, this.puzzle.colours, (r, c) => this.pencil.has(r, c));
    if (!changes.length) return { cells: 0, pencil: 0 };
    const pencil = changes.filter((ch) => ch.fromPencil).length;
    this.view.apply(changes, true);
    const all = this._autoCross(changes);
    for (const ch of all) if (!("toPencil" in ch)) Object.assign(ch, { fromPencil: false, toPencil: false });
    this.pencil.apply(all, true);
    this.recordStep(all);
    return { cells: changes.length, pencil };
  }

  // ----- winning, timer, saving -----------------------------------------------------------

  /** Every line done, and no pencil fill among the marks that make it so (pencil crosses do not matter). */
  _isSolved() {
    const { rows, cols } = this.view.lineStates();
    return rows.every((s) => s === "done") && cols.every((s) => s === "done") && !this.pencil.anyFilled();
  }

  /**
   * The grid is complete (or not any more).  Complete by the player: a win (locked, the picture
   * shown cleanly, the time, "Next puzzle").  Complete after Solve revealed it: shown the same
   * but not a win, and Undo still works.  Not complete: play goes on (the timer runs again).
   */
  _showComplete(complete, announce) {
    const won = complete && !this.revealed;
    const wasWon = this.solved;
    this.solved = won;
    this.view.locked = complete;
    const board = this.view.board;
    board.classList.toggle("solved", complete);
    board.classList.toggle("revealed", complete && this.revealed);
    this.root.dataset.solved = won ? "yes" : "no";
    this.root.dataset.revealed = complete && this.revealed ? "yes" : "no";
    this.win.hidden = !won;
    if (!complete) {
      this.sayComplete({ complete, won, standing: this.standing });
      if (this.id !== undefined && !this.clock.running && this.puzzle) this.clock.start();
      if (this.toldReveal) this.status("", "info"); // the reveal is undone: so is its message
      this.toldReveal = false;
      return;
    }
    this.clock.stop();
    if (announce) this.fitter.showWhole(); // a zoomed board's picture is seen whole
    if (!won) {
      // Undo hides the reveal only while its step is there to undo (a history too big to keep is not)
      const undoable = Boolean(this.history.top?.revealed?.after);
      this.status(this.sayComplete({ complete, won, undoable, standing: this.standing }) ||
        (undoable ? "Solution revealed: this does not count as solved. Undo hides it again; finish the grid by hand " +
          "after that and it counts, with your time."
          : "Solution revealed: this does not count as solved. Reset clears the grid to play it again by hand."), "info");
      this.toldReveal = true;
      return;
    }
    const best = this._recordBest(announce && !wasWon);
    const n = this.hintsUsed;
    const hints = n ? `, with ${n === 1 ? "1 hint" : `${n} hints`}` : "";
    const record = (best && formatTime(best) !== formatTime(this.elapsedMs) ? ` (best ${formatTime(best)})` : "") + hints;
    const told = this.sayComplete({ complete, won, time: formatTime(this.elapsedMs), record, standing: this.standing });
    this.status(told || `Solved! ${displayText(this.puzzle.title) || "The puzzle"} in ${formatTime(this.elapsedMs)}${record}.`, "win");
    this.view.highlight(-1, -1);
    if (!announce) return;
    board.classList.remove("celebrate");
    void board.offsetWidth; // restart the animation
    board.classList.add("celebrate");
    this.$("next-puzzle").focus({ preventScroll: true });
  }

  /**
   * A fresh win updates the best time, marked when hints helped (bestHints: the library says so
   * beside it); returns the best time known (ms) or null.
   */
  _recordBest(fresh) {
    if (!this.id) return null;
    const best = loadMeta(this.id).bestMs;
    if (!fresh || (best && best <= this.elapsedMs)) return best || null;
    saveMeta(this.id, { bestMs: Math.round(this.elapsedMs), bestHints: this.hintsUsed > 0 });
    return Math.round(this.elapsedMs);
  }

  /** A hint was given: the win on this grid will be marked as made with hints. */
  hinted() {
    this.hintsUsed += 1;
    this._save();
  }

  /** The time played on this grid (player/clock.js counts it). */
  get elapsedMs() { return this.clock.ms; }
  set elapsedMs(ms) { this.clock.ms = ms; }

  /** Save now (the page is being hidden or left). */
  saveNow() {
    clearTimeout(this.saveTimer);
    if (this.id) this._save();
  }

  _save() {
    if (!this.id) return;
    const cells = this.view.getCells();
    const ok = saveProgress(this.id, {
      cells,
      elapsedMs: Math.round(this.elapsedMs),
      solved: this.solved,
      revealed: this.revealed,
      pencil: this.pencil.saved(),
      hints: this.hintsUsed,
      at: this.lastAt ? [this.lastAt.r, this.lastAt.c] : undefined,
    });
    if (ok) this.history.save(this.id, cells, (state) => this.view.charOf(state)); // Undo after a reload
    if (!ok && !this.warnedStorage) {
      this.warnedStorage = true;
      this.status("Progress cannot be saved in this browser (storage is full or blocked).", "error");
    }
  }

  // ----- buttons and keys -----------------------------------------------------------------

  _bindButtons() {
    const on = (id, fn) => this.$(id).addEventListener("click", fn);
    on("undo", () => this.undo());
    on("redo", () => this.redo());
    on("reset", () => this.askReset());
    on("check", () => this.solver.check());
    on("hint", () => this.solver.hint());
    on("solve", () => this.askSolve());
    on("rewind", () => this.solver.rewind());
    on("cancel", () => this.client.cancel());
    this.win.querySelector("#next-puzzle").addEventListener("click", () => this.dispatchEvent(new Event("next")));
    this.$("flag-bad").addEventListener("change", (e) => this.view.setFlagBad(e.target.checked));
    on("tool-fill", () => this.selectTool("fill"));
    on("tool-cross", () => this.selectTool("cross"));
    on("tool-move", () => this.selectTool("move"));
    on("zoom-in", () => this._zoomBy(1.25));
    on("zoom-out", () => this._zoomBy(1 / 1.25));
    document.addEventListener("keydown", (e) => {
      if (this.root.hidden || !(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) { e.preventDefault(); this.undo(); }
      else if (key === "y" || (key === "z" && e.shiftKey)) { e.preventDefault(); this.redo(); }
    });
  }

  /** Zoom buttons: around the middle of the visible board. */
  _zoomBy(factor) {
    const box = this.view.container.getBoundingClientRect();
    const next = this.view.zoom * factor;
    const px = Math.round(next) === this.view.zoom ? this.view.zoom + Math.sign(factor - 1) : next;
    this.view.zoomAround(px, box.left + box.width / 2, box.top + box.height / 2);
  }

  selectTool(tool) {
    this.view.tool = tool;
    this.$("tool-fill").setAttribute("aria-pressed", tool === "fill");
    this.$("tool-cross").setAttribute("aria-pressed", tool === "cross");
    this.$("tool-move").setAttribute("aria-pressed", tool === "move");
  }

  _updateButtons() {
    this.$("undo").disabled = !this.history.canUndo || this.solved;
    this.$("redo").disabled = !this.history.canRedo || this.solved;
    const locked = this.view.locked;
    for (const id of ["rewind", "check", "hint", "solve"]) this.$(id).disabled = locked;
  }
}
