// player/tutorial.js — the tutorial (#tutorial): a first-timer plays a 5×5 heart with a coach beside
// the board that explains one idea a step (a full line, crossing what must be empty, fitting "1 1"
// into what is left, finishing alone) and moves on as soon as the board shows the step done.  About
// two minutes.  The library offers it once (library/tutorial-offer.js); Help always links to it.
//
// Interface
//   TUTORIAL_ID, TUTORIAL           the puzzle's progress id and the puzzle (the player's wire form)
//   const coach = new Coach({ player, root, show })   root: #player-view; show(id, puzzle) opens a
//                                   puzzle in the player (app/views.js showPuzzle)
//   coach.start()                   a fresh tutorial: the coach's panel, then the puzzle
// Contract: the coach is section#tutorial-coach (role region "Tutorial", data-step = 1…4, then
// "done"); its buttons "Skip the tutorial" and, at the end, "Back to the library".

import { button, el } from "../shared/dom.js";
import { clearProgress, saveTutorial } from "../shared/store.js";

export const TUTORIAL_ID = "tutorial";
export const TUTORIAL = {
  title: "Tutorial: your first nonogram",
  rows: [[1, 1], [5], [5], [3], [1]],
  cols: [[2], [4], [4], [4], [2]],
  black_and_white: true,
};

const crossed = (grid, cells) => cells.every(([r, c]) => grid[r][c] === "x");
const filled = (grid, cells) => cells.every(([r, c]) => grid[r][c] === "#");

/** One idea a step; `done(grid, won)` says when the board shows it (grid: rows of "#", "x", "?"). */
const STEPS = [
  {
    lines: [["row", 1], ["row", 2]],
    text: "Each number is a block of filled cells in its row (the numbers on the left) or its column " +
      "(on top), in order, with at least one empty cell between two blocks. Rows 2 and 3 say 5: all " +
      "five cells are filled. Fill them: tap each cell, or drag along the row.",
    done: (grid) => grid[1] === "#####" && grid[2] === "#####",
  },
  {
    lines: [["col", 0], ["col", 4]],
    text: "Column 1 says 2, and its two filled cells are there already, so the rest of the column is " +
      "empty: mark it with crosses. Long press a cell (right click with a mouse), or choose Cross below " +
      "and tap. Cross the rest of columns 1 and 5. (A tap on a finished clue crosses the rest of its line.)",
    done: (grid) => crossed(grid, [[0, 0], [3, 0], [4, 0], [0, 4], [3, 4], [4, 4]]),
  },
  {
    lines: [["row", 0]],
    text: "Row 1 says 1 1: two single cells with a gap between them. Its ends are crossed, so three " +
      "cells are left, and the only way to fit 1, a gap and 1 into three cells is the 2nd and the 4th. " +
      "Fill them (choose Fill again if Cross is on).",
    done: (grid) => filled(grid, [[0, 1], [0, 3]]),
  },
  {
    lines: [["row", 3], ["row", 4]],
    text: "Now finish it on your own: row 4 says 3 and row 5 says 1. A number is struck through once " +
      "your marks prove its block. Stuck on a bigger puzzle? Check finds mistakes, Hint explains the next step.",
    done: (grid, won) => won,
  },
];

export class Coach {
  constructor({ player, root, show }) {
    Object.assign(this, { player, root, show });
    this.step = -1;
    this.text = el("p", { class: "coach-text" });
    this.count = el("span", { class: "coach-count" });
    this.buttons = el("div", { class: "coach-buttons" });
    this.panel = el("section", { id: "tutorial-coach", class: "coach", role: "region", "aria-label": "Tutorial",
      "aria-live": "polite", hidden: true },
    [el("div", { class: "coach-head" }, [el("strong", { text: "Tutorial" }), this.count]), this.text, this.buttons]);
    root.querySelector(".player-side").prepend(this.panel);
    player.addEventListener("change", () => this._check());
    player.addEventListener("opened", () => { if (player.id !== TUTORIAL_ID) this.stop(); });
  }

  /** A fresh tutorial: its panel first (the board is fitted beside it), then the puzzle. */
  start() {
    clearProgress(TUTORIAL_ID);
    saveTutorial("started");
    this.panel.hidden = false;
    this.step = 0;
    this._say({ marks: false }); // its words before the board is fitted beside them
    this.show(TUTORIAL_ID, TUTORIAL);
    this._say();
    this._check();
  }

  stop() {
    this.step = -1;
    this.panel.hidden = true;
    this.player.view.clearMarks("coach-line");
  }

  leave() {
    this.stop();
    location.hash = "#library";
  }

  /** After every change: on to the next step the board already shows done (a player may run ahead). */
  _check() {
    if (this.step < 0 || this.player.id !== TUTORIAL_ID) return;
    const grid = this.player.view.getCells();
    let moved = false;
    while (this.step < STEPS.length && STEPS[this.step].done(grid, this.player.solved)) {
      this.step += 1;
      moved = true;
    }
    if (moved) this._say();
  }

  _say({ marks = true } = {}) {
    const view = this.player.view;
    if (marks) view.clearMarks("coach-line");
    const step = STEPS[this.step];
    if (!step) return this._finish();
    this.panel.dataset.step = String(this.step + 1);
    this.count.textContent = `Step ${this.step + 1} of ${STEPS.length}`;
    this.text.textContent = step.text;
    this.buttons.replaceChildren(button("Skip the tutorial", { on: { click: () => this.leave() } }));
    if (marks) view.markLines(step.lines, "coach-line");
  }

  _finish() {
    saveTutorial("done");
    this.panel.dataset.step = "done";
    this.count.textContent = "Done";
    this.text.textContent = "You solved your first nonogram: a heart! Every puzzle works the same way, " +
      "only bigger. The library's easy pictures are a good next step; Help has the rules and keys.";
    this.buttons.replaceChildren(button("Back to the library", { class: "primary", on: { click: () => this.leave() } }));
  }
}
