// player/solver-help.js — what the player asks the solver worker: Check, Hint, Solve (a reveal), Rewind,
// and, once per puzzle in the background, its verdict and difficulty grade (for the library, and
// to say once when a puzzle has several solutions or none).
//
// Interface
//   const help = new SolverHelp({ client, status, view, cancelButton, game })
//     game: the few things of the open game it reads and changes (player.js's solver port):
//       puzzle(), grid() (without pencil marks), history(), isOver(), hinted(), applyStep(proves),
//       reveal(rows), rewindTo(rows), declareComplete()
//   help.opened(id, puzzle) / help.closed()
//   help.check() / help.hint() / help.solve() / help.rewind()
//
// Rewind takes away the marks that no solution agrees with and keeps every correct one, made
// before or after the mistake (a correct mark the player overwrote comes back from the newest grid
// without a mistake, found by walking the undo history); one undo step.  "Mistake" means what Check
// means.  The solutions come from the worker, like every other answer here.

import { emptyAsCrossed } from "../grid/lines.js";
import { loadMeta, saveMeta } from "../shared/store.js";

const SLOW_MS = 300; // show "working…" and Cancel after this long
const BACKGROUND_TIMEOUT_S = 3; // the background verdict and grade give up after this (each)
const MARKS = ["hint-cell", "hint-line", "mistake", "wrong"];
const SEVERAL = "This puzzle has more than one solution: any grid that fits the clues wins.";
const NONE = "These clues have no solution: no grid can satisfy every line.";

export class SolverHelp {
  constructor({ client, status, view, cancelButton, game }) {
    this.client = client;
    this.status = status;
    this.view = view;
    this.cancelButton = cancelButton;
    this.game = game;
    this.background = null;
    this.solutions = null; // {key, status, solutions} for the open puzzle, once asked
  }

  // ----- once per puzzle ------------------------------------------------------------------

  opened(id, puzzle) {
    this.solutions = null;
    this.key = id ?? JSON.stringify([puzzle.rows, puzzle.cols]);
    const meta = id ? loadMeta(id) : this.playtestMeta?.[this.key] || {};
    if (meta.verdict && meta.grade) return this._tellVerdict(id, meta);
    const key = this.key;
    const request = this.client.request("analyse", { puzzle, timeout: BACKGROUND_TIMEOUT_S });
    this.background = request.catch(() => null).finally(() => {
      if (this.background === pending) this.background = null;
    });
    const pending = this.background;
    const learn = (learnt) => {
      if (key !== this.key) return; // another puzzle is open now
      if (id) saveMeta(id, learnt);
      else (this.playtestMeta ||= {})[key] = learnt;
      this._tellVerdict(id, { ...meta, ...learnt });
    };
    request.then(
      (reply) => learn({ verdict: reply.status, grade: gradeName(reply.grade?.grade) }),
      (error) => { if (error.type === "ContradictoryCluesError") learn({ verdict: "none", grade: "no solution" }); },
    );
  }

  closed() {
    this.key = null;
  }

  /** Say once per puzzle (ever, in this browser) that it has several solutions or none. */
  _tellVerdict(id, meta) {
    const message = meta.verdict === "multiple" ? SEVERAL : meta.verdict === "none" ? NONE : null;
    if (!message || meta.told) return;
    if (id) saveMeta(id, { told: true });
    else (this.playtestMeta ||= {})[this.key] = { ...meta, told: true };
    this.status(message, meta.verdict === "none" ? "error" : "info");
  }

  // ----- requests the player makes --------------------------------------------------------

  /**
   * One request for the open puzzle and grid.  A request the player makes supersedes (cancels)
   * another of theirs still running, but waits behind the short background analysis rather than
   * restarting the worker for it.
   */
  async _ask(kind, extra = {}) {
    const payload = { puzzle: this.game.puzzle(), grid: this.game.grid(), ...extra };
    const started = performance.now();
    const words = { solve: "Solving", check: "Checking", hint: "Looking for a hint" }[kind] || "Working";
    const tick = () => {
      this.cancelButton.hidden = false;
      const seconds = (performance.now() - started) / 1000;
      const waiting = this.client.info ? "" : " (the solver is still loading)";
      this.status(`${words}… ${seconds.toFixed(1)} s${waiting}`, "busy");
    };
    let ticker = null;
    const slow = setTimeout(() => { tick(); ticker = setInterval(tick, 250); }, SLOW_MS);
    try {
      return await this.client.request(kind, payload, { supersede: !this.background });
    } catch (error) {
      if (error.type !== "Cancelled") this.status(error.message, "error");
      else this.status("Cancelled.", "info");
      return null;
    } finally {
      clearTimeout(slow);
      clearInterval(ticker);
      if (!this.client.busy) this.cancelButton.hidden = true;
    }
  }

  _clearMarks() {
    for (const cls of MARKS) this.view.clearMarks(cls);
  }

  async check() {
    const reply = await this._ask("check", { timeout: 20 });
    if (!reply) return;
    this._clearMarks();
    if (reply.solved) return this.game.declareComplete();
    if (reply.status === "none") return this.status(NONE, "error");
    if (reply.status === "timeout") return this.status("The solver ran out of time checking this puzzle.", "error");
    this.view.mark(reply.wrong, "wrong");
    const n = reply.wrong.length;
    if (n) this.status(`${n} ${n === 1 ? "cell is" : "cells are"} wrong (outlined and hatched).`, "error");
    else this.status(`No mistakes so far; ${reply.unknown} cells to go.`, "info");
  }

  async hint() {
    const reply = await this._ask("hint", { timeout: 20 });
    if (!reply) return;
    this._clearMarks();
    if (reply.sentence) this.game.hinted();
    const view = this.view;
    view.mark(reply.mistakes || [], "mistake");
    view.mark((reply.proves || []).map(([r, c]) => [r, c]), "hint-cell");
    view.markLines(reply.lines || [], "hint-line");
    const apply = () => {
      const done = this.game.applyStep(reply.proves);
      if (this.game.isOver()) return; // the win's message stays
      if (!done.cells) return this.status("Nothing left to apply: the board has changed since the hint. Ask for another Hint.", "info");
      const pencil = done.pencil ? ` (${done.pencil === 1 ? "1 pencil mark" : `${done.pencil} pencil marks`} replaced)` : "";
      this.status(`Step applied${pencil}: Undo takes it back.`, "info");
      view.scrollToLines(reply.lines || [], reply.proves); // after the message: the panel's size changes the board's box
    };
    const steps = (reply.proves || []).length > 0;
    this.status(reply.sentence || "No hint available.", "hint", steps ? { label: "Apply this step", run: apply } : null);
    view.scrollToLines(reply.lines || [], reply.proves);
  }

  /** The puzzle's solutions (up to two), asked once per opened puzzle; null when there are none. */
  async _solutions() {
    if (this.solutions?.key === this.key) return this.solutions;
    const key = this.key;
    const reply = await this._ask("solve", { timeout: 60, max_solutions: 2 });
    if (!reply) return null;
    if (reply.status === "none") return this.status(NONE, "error"), null;
    if (reply.status === "timeout") return this.status("The solver gave up (time limit).", "error"), null;
    const found = { key, status: reply.status, solutions: reply.solutions, differing: reply.differing_cells };
    if (key === this.key) this.solutions = found;
    return found;
  }

  async solve() {
    const found = await this._solutions();
    if (!found) return;
    this.game.reveal(emptyAsCrossed(found.solutions[0]));
    if (found.status === "multiple") {
      this.view.mark(found.differing, "hint-cell");
      this.status("Solution revealed: this does not count as solved (Undo hides it again). This puzzle has more than one solution: " +
        "the highlighted cells can differ.", "info");
    }
  }

  /**
   * Rewind: take away the marks no solution agrees with, and keep every correct mark, made before
   * the mistake or after it.  A correct mark the player changed into a wrong one comes back as it
   * was in the last grid without a mistake (the undo history, walked back); one step to undo.
   */
  async rewind() {
    const found = await this._solutions();
    if (!found) return;
    const cells = this.view.getCells();
    const solution = closest(cells, found.solutions);
    if (agrees(cells, solution)) return this.status("No mistakes on the board: nothing to rewind.", "info");
    let steps = 0;
    let clean = null; // the last grid without a mistake (of this solution)
    for (const grid of this.game.history()) {
      steps += 1;
      if (agrees(grid, solution)) {
        clean = grid;
        break;
      }
    }
    const target = withoutMistakes(cells, solution, clean);
    const wrong = count(cells, (ch, r, c) => ch !== target[r][c]);
    this.game.rewindTo(target);
    const marks = (n, what) => `${n} ${what} mark${n === 1 ? "" : "s"}`;
    if (!clean) {
      return this.status(`Took away ${marks(wrong, "wrong")} (they came before this session) and kept the rest. ` +
        "Undo brings them back.", "info");
    }
    // the correct marks made since that grid, which a plain step back would have thrown away
    const kept = count(cells, (ch, r, c) => ch !== clean[r][c] && ch === target[r][c]);
    const since = steps === 1 ? "with your last move" : `${steps} moves ago`;
    this.status(`Took away ${marks(wrong, "wrong")} (the first came ${since})` +
      (kept ? `; the ${marks(kept, "correct")} made since stay.` : ".") + " Undo brings it back.", "info");
  }
}

/** The solution the grid agrees with most (several solutions: the player's own picture). */
function closest(grid, solutions) {
  const misses = (solution) => count(grid, (ch, r, c) => ch !== "?" && !same(ch, solution[r][c]));
  return solutions.reduce((best, solution) => (misses(solution) < misses(best) ? solution : best));
}

/** Cells of a grid (rows of chars) for which test(ch, r, c) holds. */
function count(grid, test) {
  let n = 0;
  grid.forEach((row, r) => [...row].forEach((ch, c) => { if (test(ch, r, c)) n += 1; }));
  return n;
}

/** Do the player's marks (rows of "#", "x", "?") agree with a solution (rows of "#", ".")? */
function agrees(grid, solution) {
  return grid.every((row, r) => [...row].every((ch, c) => ch === "?" || same(ch, solution[r][c])));
}

/** The grid with its wrong marks taken away: each one as it was in `clean` (when that agrees), else unknown. */
function withoutMistakes(grid, solution, clean = null) {
  const right = (ch, r, c) => ch === "?" || same(ch, solution[r][c]);
  return grid.map((row, r) => [...row].map((ch, c) => {
    if (right(ch, r, c)) return ch;
    const before = clean?.[r]?.[c];
    return before !== undefined && right(before, r, c) ? before : "?";
  }).join(""));
}

/** The grade as the library shows it ("needs-guessing" → "needs guessing"; no "timeout"). */
function gradeName(grade) {
  if (!grade || grade === "timeout" || grade === "contradictory") return grade === "contradictory" ? "no solution" : null;
  return grade.replace(/-/g, " ");
}

export { MARKS };

/** A known cell (a colour's char, "#", or "x" for background) agrees with a solution's char ("." background). */
function same(ch, solved) {
  return ch === "x" ? solved === "." : ch === solved;
}
