// player/pencil.js — the player's pencil: provisional marks for the guess a hard puzzle needs.
//
// With the "Pencil" toggle on (aria-pressed; key P), a stroke's marks are pencil marks: ordinary
// cell states (filled, crossed, a colour) flagged as provisional, drawn lighter and hatched with a
// dotted cross (player/player.css, data-pencil="true" on the cell).  "Keep" turns every pencil
// mark into an ordinary one, "Discard" clears them all: one undo step each.  Check and Hint see
// the grid without them (committed()), a pencil fill keeps a grid from counting as solved, and
// they are saved with the progress ("pencil": [[r, c], …]).  The pencil never changes an ordinary
// mark: a pencil stroke over one leaves it as it was.  A hint's "Apply this step" replaces the pencil
// marks on the cells it proves (hint-step.js), so hints make progress around a guess.
//
// Interface (used by player.js)
//   const pencil = new Pencil({ view, root, status, recordStep, isWon })   adds the toggle to the
//                                        toolbar (root: #player-view) and the Keep/Discard bar;
//                                        recordStep(changes): Keep and Discard become one undo step
//                                        each; isWon(): a won game says nothing of them
//   pencil.open(saved)                   after the grid is set: the saved marks ([[r, c]…] or none);
//                                        the pencil is off in a newly opened puzzle
//   pencil.annotate(changes) -> changes  a stroke's change list, each change given fromPencil /
//                                        toPencil (ordinary marks a pencil stroke touched are put back
//                                        and left out); the flags are set on the cells
//   pencil.apply(changes, useTo)         undo (false) / redo (true): the flags as they were / became
//   pencil.release(changes, rows)        a whole-grid replacement (Solve, Reset, Rewind) ends every
//                                        pencil mark: the change list gains the unchanged ones
//   pencil.committed(rows) -> rows       the grid with pencil marks as unknown ("?")
//   pencil.anyFilled() / pencil.saved() / pencil.refresh() (after every change)

import { button, el, svgIcon } from "../shared/dom.js";

const BLANK = "unknown";
const PENCIL_ICON = ["M13.5 3.5l3 3L7 16H4v-3z", "M11.5 5.5l3 3"];

const key = (r, c) => `${r},${c}`;

export class Pencil {
  constructor({ view, root, status, recordStep, isWon }) {
    Object.assign(this, { view, root, status, recordStep, isWon });
    this.on = false;
    this.marks = new Set();
    this._build();
    document.addEventListener("keydown", (e) => {
      if (root.hidden || e.ctrlKey || e.metaKey || e.altKey || e.key.toLowerCase() !== "p") return;
      if (e.target.matches?.("input, textarea, select")) return;
      e.preventDefault();
      this.toggle();
    });
  }

  _build() {
    const $ = (id) => this.root.querySelector(`#${id}`);
    this.button = button(null, {
      id: "tool-pencil", title: "Pencil: provisional marks for a guess (P)", "aria-pressed": "false",
      on: { click: () => this.toggle() },
    }, [svgIcon(PENCIL_ICON), el("span", { class: "label", text: "Pencil" })]);
    $("tool-cross").after(this.button); // in the group "What a click or tap does": the pencil is part of the answer

    this.count = el("span", { class: "pencil-count" });
    this.keepButton = button("Keep", { title: "Make the pencil marks ordinary marks", on: { click: () => this.keep() } });
    this.discardButton = button("Discard", { title: "Remove every pencil mark", on: { click: () => this.discard() } });
    this.bar = el("div", { id: "pencil-bar", class: "pencil-bar", role: "group", "aria-label": "Pencil marks", hidden: true },
      [this.count, this.keepButton, this.discardButton]);
    $("palette").after(this.bar);
    this.root.querySelector(".help-rules")?.append(el("p", { text: "Pencil (P) makes provisional marks, hatched, for a guess: Keep makes them " +
      "ordinary marks, Discard removes them all. Check and Hint ignore them; Apply this step replaces those " +
      "on the cells it proves." }));
  }

  toggle(on = !this.on) {
    this.on = on;
    this.button.setAttribute("aria-pressed", String(on));
    this.view.board.classList.toggle("pencil-mode", on);
    this._show();
  }

  // ----- the flags ------------------------------------------------------------------------

  _flag(r, c, on) {
    const cell = this.view.cells?.[r]?.[c];
    if (on) this.marks.add(key(r, c));
    else this.marks.delete(key(r, c));
    if (!cell) return;
    if (on) cell.dataset.pencil = "true";
    else delete cell.dataset.pencil;
    const label = (cell.getAttribute("aria-label") || "").replace(/, pencil$/, "");
    cell.setAttribute("aria-label", on ? `${label}, pencil` : label);
  }

  has(r, c) {
    return this.marks.has(key(r, c));
  }

  open(saved) {
    this.marks = new Set();
    const { height, width } = this.view;
    for (const [r, c] of Array.isArray(saved) ? saved : []) {
      if (Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < height && c < width &&
          this.view.states[r][c] !== BLANK) this._flag(r, c, true);
    }
    this.toggle(false); // a new puzzle starts with the pen: a guess belongs to one puzzle
  }

  saved() {
    return [...this.marks].map((k) => k.split(",").map(Number));
  }

  annotate(changes) {
    if (changes.every((ch) => "toPencil" in ch)) return changes; // Keep, Discard, a replacement
    const kept = [];
    const putBack = [];
    for (const ch of changes) {
      const fromPencil = this.has(ch.r, ch.c);
      if (this.on && !fromPencil && ch.from !== BLANK) {
        putBack.push(ch); // the pencil never changes an ordinary mark
        continue;
      }
      ch.fromPencil = fromPencil;
      ch.toPencil = this.on && ch.to !== BLANK;
      this._flag(ch.r, ch.c, ch.toPencil);
      kept.push(ch);
    }
    if (putBack.length) this.view.apply(putBack, false);
    return kept;
  }

  apply(changes, useTo) {
    for (const ch of changes) {
      if ("toPencil" in ch) this._flag(ch.r, ch.c, useTo ? ch.toPencil : ch.fromPencil);
    }
  }

  release(changes, rows) {
    const changed = new Set(changes.map((ch) => key(ch.r, ch.c)));
    for (const [r, c] of this.saved()) {
      if (changed.has(key(r, c))) continue;
      const state = this.view.stateOf(rows[r][c]);
      changes.push({ r, c, from: state, to: state });
    }
    for (const ch of changes) {
      ch.fromPencil = this.has(ch.r, ch.c);
      ch.toPencil = false;
    }
  }

  committed(rows) {
    if (!this.marks.size) return rows;
    return rows.map((row, r) => [...row].map((ch, c) => (this.has(r, c) ? "?" : ch)).join(""));
  }

  anyFilled() {
    return this.saved().some(([r, c]) => this.view.states[r][c] !== "crossed");
  }

  // ----- Keep and Discard -----------------------------------------------------------------

  keep() {
    this._commit((state) => state, "Pencil marks kept as ordinary marks (Undo takes that back).");
  }

  discard() {
    this._commit(() => BLANK, "Pencil marks removed (Undo brings them back).");
  }

  /** One undo step that ends every pencil mark, each cell's state becoming `to(state)`. */
  _commit(to, message) {
    if (!this.marks.size || this.view.locked) return;
    const changes = this.saved().map(([r, c]) => {
      const from = this.view.states[r][c];
      return { r, c, from, to: to(from), fromPencil: true, toPencil: false };
    });
    this.view.apply(changes, true);
    this.apply(changes, true);
    this.recordStep(changes);
    if (!this.isWon()) this.status(message, "info");
  }

  /** After every change: the bar, and a word when only the pencil keeps the grid from being solved. */
  refresh() {
    this._show();
    if (!this.anyFilled()) return;
    const { rows, cols } = this.view.lineStates();
    if (rows.every((s) => s === "done") && cols.every((s) => s === "done")) {
      this.status("Your pencil marks complete the puzzle: Keep them to make it count.", "info");
    }
  }

  _show() {
    const n = this.marks.size;
    this.bar.hidden = !this.on && !n;
    this.count.textContent = n ? `Pencil: ${n} mark${n === 1 ? "" : "s"}` : "Pencil: your marks are provisional";
    this.keepButton.disabled = this.discardButton.disabled = !n;
  }
}
