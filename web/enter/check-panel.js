// enter/check-panel.js — the typed clues as a board, and the answer to "Check": the verdict in
// #enter-verdict (data-verdict "unique", "multiple" or "none"; "timeout" when the solver gave up, ""
// before a check or once the clues changed) with a sentence, and on the board what the editor shows
// for a design: the cells two solutions disagree on hatched (data-ambiguous="true"), the cells logic
// leaves open besides outlined (data-undecided="true"); a solution only when asked ("Show the
// solution"), so checking a newspaper's puzzle does not give its picture away.
//
// Interface
//   const panel = new CheckPanel({ client, onVerdict(verdict), onClue(kind, index) })
//     onClue: a clue of the board clicked ("row"/"col", 0-based): the view shows that line
//   panel.board / panel.verdict / panel.reveal   elements the view places
//   panel.preview(entry)        the board of the clues read (enter/entry.js's answer), marks cleared
//   panel.rebuilds(entry)       whether showing these clues builds the board anew (a new size)
//   panel.stale()               the clues changed: no verdict until the next check
//   panel.say(verdict, text)    set the verdict and its sentence (the view's own, e.g. a clue that cannot fit)
//   panel.pending()             a check is on its way: no verdict until it answers
//   panel.check(puzzle) -> verdict   ask the worker ("design_check") about the worker's puzzle
//   panel.clear()               the board taken down (leaving the view: no grid cells left behind)

import { GridView } from "../grid/grid-view.js";
import { el, button } from "../shared/dom.js";

export const CHECK_TIMEOUT_S = 10;
const BOARD_MAX_CELLS = 10_000; // larger clues are checked, but not drawn
const ROWS_NAMED = 4; // rows of ambiguous cells named in the sentence

export class CheckPanel {
  constructor({ client, onVerdict = () => {}, onClue = () => {} }) {
    Object.assign(this, { client, onVerdict, onClue });
    this.board = el("div", { id: "enter-board", class: "board-wrap enter-board" });
    this.verdict = el("p", { id: "enter-verdict", class: "enter-verdict", "aria-live": "polite", data: { verdict: "" } });
    this.reveal = button("Show the solution", { id: "enter-reveal", hidden: true, "aria-pressed": "false",
      on: { click: () => this.toggleSolution() } });
    this.view = null;
    this.result = null; // the last check's reply, for "Show the solution"
    this.inks = null;
    this.asked = 0; // the latest check's number: a reply to an older one is dropped
    this.flagged = []; // the cells markCells gave data-ambiguous or data-undecided
    this.stale();
  }

  preview(entry) {
    this.result = null;
    this.reveal.hidden = true;
    const rows = entry.rows?.map((l) => l.clue) || [];
    const cols = entry.cols?.map((l) => l.clue) || [];
    if (!entry.reads || !rows.length || !cols.length || rows.length * cols.length > BOARD_MAX_CELLS) {
      this.board.dataset.empty = rows.length * cols.length > BOARD_MAX_CELLS ? "too-big" : "true";
      if (!entry.reads) return; // the board keeps the last clues that read
      this.clear();
      return;
    }
    this.board.dataset.empty = "false";
    const fresh = !this.view;
    this.view ||= new GridView(this.board, {
      label: "Your clues as a board", onClueClick: (kind, i) => this.onClue(kind, i),
    });
    const view = this.view;
    view.locked = true;
    this.inks = entry.colours;
    const inks = entry.colours ? Object.fromEntries(entry.colours.map((ink) => [ink.key || "#", { ...ink, char: ink.key || "#" }])) : null;
    const chars = (lines) => lines.map((l) => l.letters.map((key) => key || "#"));
    view.clueInks = entry.colours ? { rows: chars(entry.rows), cols: chars(entry.cols) } : null;
    const sameInks = JSON.stringify(inks) === JSON.stringify(view.inks);
    view.inks = inks;
    // the same size: only the clues change (a keystroke's pause never rebuilds 2,500 cells)
    if (!fresh && sameInks && rows.length === view.height && cols.length === view.width) view.setClues(rows, cols);
    else {
      view.setPuzzle({ rows, cols });
      this.fit();
    }
  }

  rebuilds(entry) {
    return !this.view || entry.rowCount !== this.view.height || entry.colCount !== this.view.width;
  }

  fit() {
    if (!this.view) return;
    this.board.style.height = "";
    this.view.fit({ min: 6, max: 26 });
    const need = this.view.board.offsetHeight + 8;
    if (need < this.board.clientHeight) this.board.style.height = `${need}px`;
  }

  stale() {
    this.asked += 1;
    this.say("", "Press Check to ask the solver whether these clues have exactly one solution.");
    this.view?.clearMarks("ambiguous");
    this.view?.clearMarks("undecided");
    this.unmarkCells();
    if (this.solutionShown) this.toggleSolution();
    this.reveal.hidden = true;
    this.result = null;
  }

  say(verdict, text) {
    this.verdict.dataset.verdict = verdict;
    this.verdict.textContent = text;
    this.onVerdict(verdict);
  }

  /** A check is on its way (the view asks the worker for the puzzle first): no verdict meanwhile. */
  pending() {
    this.asked += 1;
    this.verdict.dataset.verdict = "";
    this.verdict.textContent = "Checking…";
  }

  async check(puzzle) {
    this.pending();
    const asked = this.asked;
    const started = performance.now();
    let result;
    try {
      result = await this.client.request("design_check", {
        rows: puzzle.rows, cols: puzzle.cols, colours: puzzle.colours, row_colours: puzzle.row_colours,
        col_colours: puzzle.col_colours, timeout: CHECK_TIMEOUT_S,
      });
    } catch (error) {
      if (asked !== this.asked) return null;
      if (error.type === "Cancelled") return this.say("", "Check cancelled.");
      this.say("none", `No solution: ${error.message}.`);
      return "none";
    }
    if (asked !== this.asked) return null;
    this.result = result;
    this.chars = charKeys(puzzle, this.inks);
    this.verdict.title = `Checked in ${Math.round(performance.now() - started)} ms.`;
    return this.show(result);
  }

  show(result) {
    const verdict = { unique: "unique", multiple: "multiple", contradiction: "none" }[result.verdict] || "timeout";
    if (verdict === "unique") {
      this.say(verdict, result.line_solvable ? "Unique: exactly one solution, and it can be found line by line." :
        "Unique: exactly one solution, though line logic alone gets stuck (it needs a guess or deeper reasoning).");
    } else if (verdict === "multiple") {
      this.say(verdict, multipleSentence(result, this.view !== null));
      this.markCells(result);
    } else if (verdict === "none") {
      this.say(verdict, "No solution: these clues contradict each other. “Find the typo” looks for the mistake.");
    } else {
      this.say(verdict, `The solver gave up after ${CHECK_TIMEOUT_S} s: these clues are too hard to decide quickly.`);
    }
    this.reveal.hidden = !(this.view && result.picture && (verdict === "unique" || verdict === "multiple"));
    this.reveal.textContent = verdict === "multiple" ? "Show a solution" : "Show the solution";
    return verdict;
  }

  /** The cells two solutions disagree on (hatched) and the others logic leaves open (outlined), as the editor marks them. */
  markCells(result) {
    if (!this.view) return;
    this.view.mark(result.ambiguous, "ambiguous");
    const ambiguous = new Set(result.ambiguous.map(([r, c]) => `${r},${c}`));
    const open = (result.undecided || []).filter(([r, c]) => !ambiguous.has(`${r},${c}`));
    this.view.mark(open, "undecided");
    const flag = (cells, name) => cells.map(([r, c]) => this.view.cells[r]?.[c]).filter(Boolean).map((cell) => {
      cell.setAttribute(name, "true");
      return cell;
    });
    this.flagged = [...flag(result.ambiguous, "data-ambiguous"), ...flag(open, "data-undecided")];
  }

  /** The flags markCells set, taken off the cells it set them on (every keystroke asks: no search of the board). */
  unmarkCells() {
    for (const cell of this.flagged) {
      cell.removeAttribute("data-ambiguous");
      cell.removeAttribute("data-undecided");
    }
    this.flagged = [];
  }

  get solutionShown() {
    return this.reveal.getAttribute("aria-pressed") === "true";
  }

  toggleSolution() {
    const show = !this.solutionShown;
    this.reveal.setAttribute("aria-pressed", String(show));
    if (!this.view) return;
    this.view.setCells(show && this.result?.picture ? this.pictureCells(this.result.picture) : []);
  }

  /** A solution's characters (the worker's colour chars, "#" in black and white) as the board's. */
  pictureCells(picture) {
    return picture.map((row) => [...row].map((ch) => (ch === "." ? "?" : this.chars?.[ch] ?? "#")).join(""));
  }

  clear() {
    this.view = null;
    this.flagged = [];
    this.board.replaceChildren();
    this.board.style.height = "";
  }
}

/** The worker's colour chars (its own: "a" for a bare number's black…) as the board's, by position:
 *  the worker's colour i is the entry's ink i - 1 (enter/entry.js keeps the worker's order). */
function charKeys(puzzle, inks) {
  if (!inks) return { "#": "#" };
  return Object.fromEntries((puzzle.colours || []).slice(1).map((colour, i) => [colour.char, inks[i]?.key || "#"]));
}

function multipleSentence(result, drawn) {
  const cells = result.ambiguous;
  const byRow = new Map();
  for (const [r, c] of cells) byRow.set(r, [...(byRow.get(r) || []), c + 1]);
  const rows = [...byRow.entries()];
  const named = rows.slice(0, ROWS_NAMED).map(([r, columns]) =>
    `row ${r + 1} (${columns.length === 1 ? "column" : "columns"} ${columns.join(", ")})`).join(", ");
  const more = rows.length > ROWS_NAMED ? ` and ${rows.length - ROWS_NAMED} more rows` : "";
  const where = drawn ? ", hatched on the board" : "";
  return `More than one solution: two of them disagree on ${cells.length} ${cells.length === 1 ? "cell" : "cells"}` +
    `${where}: ${named}${more}. A clue is missing or mistyped, or the puzzle is not unique as printed.`;
}
