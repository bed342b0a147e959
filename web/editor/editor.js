// editor/editor.js — the design being drawn: its picture (in the board, grid/grid-view.js), palette
// (editor/colours.js), title, author and licence; undo and redo; and the live check: after every
// edit the worker says whether the design is unique.  The page's other parts (editor/main.js makes
// them) reach it through a narrow port of its methods (main.js's `design`), never its fields.
//
// The picture lives in the GridView (cells "filled"/"empty"; getCells() gives rows of "#"/"."), or,
// in a colour design, of the palette's characters; clues are recomputed here on every edit, and
// everything that needs solving is asked of the worker (nonogram_core.design.handlers):
// "design_check" (verdict, ambiguous cells, where line logic stalls).  Undo/redo keep whole pictures
// with their palettes (small, and resizes and palette changes undo too); a step that gave the design
// a new title and author (New blank, an opened file or draft, an imported image) also keeps the old
// ones, so Undo brings them back with the picture.  The history survives a reload (editor/startup.js
// stores history() and gives it back to restoreHistory()).
//
// Live check: debounced; at most one check runs at a time; a reply for a picture that has since
// changed is dropped and the newest picture checked instead; a check still running after
// STALE_CANCEL_MS when the design changes is cancelled (client.cancel restarts the worker).
// window.nonogramEditor is this editor, for tests (stats.checks: round-trip times in ms;
// stats.cancelled: stale checks stopped).
//
// Interface
//   const editor = new Editor({ client, view, colours, messages, onChange })
//     onChange(): after every change of the design (the panels reset, the draft is autosaved)
//   editor.picture() / snapshot() / design() / designKey() / metadata()   the design, as undo, the
//     worker and a stale reply's test see it
//   editor.setPicture(rows, {undoable, palette, metadata, draft}) / setMetadata({title, author, license})
//     metadata: the new design's title, author and licence (one undo step with the picture);
//     draft: the id of the saved draft it is (editor/drafts.js: Save writes over it), or null
//   editor.draftId            the draft the design was opened from or saved as (null: none)
//   editor.history() / restoreHistory(h)   the undo and redo stacks, as stored across a reload
//   editor.edited()           the board's stroke (its onEdit)
//   editor.previewFix(fix | null), mark(cells, cls), clearMarks(cls?), check (the last verdict)
//   editor.selectTool("fill" | "erase"), status(…), notice(…)

import { displayText } from "../shared/safe-text.js";
import { MAX_SIDE, blank, clampSide, cluesOf, resized } from "./picture.js";

const CHECK_DELAY_MS = 120;
const STALE_CANCEL_MS = 1500;
const CHECK_TIMEOUT_S = 8;
const UNDO_LIMIT = 200;
const MARKS = ["ambiguous", "undecided", "suggest-flip", "stall"];
const FLAGGED_MARKS = ["ambiguous", "undecided"]; // also set data-<mark>="true" (the CSS and tests read it)
const $ = (id) => document.getElementById(id);

export class Editor {
  constructor({ client, view, colours, messages, onChange }) {
    Object.assign(this, { client, view, colours, messages, onChange });
    this.undoStack = [];
    this.redoStack = [];
    this.draftId = null;
    this.check = null;
    this.inflight = null;
    this.stats = { checks: [], cancelled: 0 };
    this.colours.apply(this.colours.palette);
    this.bind();
  }

  // ----- the picture ---------------------------------------------------------------------

  /** The design's rows (while a fix or the other solution is shown, the design under it). */
  picture() {
    return (this.previewing || this.showingOther) && this.last ? this.last.picture : this.view.getCells();
  }

  /** What undo keeps: the picture and its palette. */
  snapshot() {
    return { picture: this.picture(), palette: this.colours.palette.map((c) => ({ ...c })) };
  }

  /** The design as the worker takes it: the picture, and the palette in colour. */
  design() {
    const colours = this.colours.wire();
    return colours ? { picture: this.picture(), colours } : { picture: this.picture() };
  }

  metadata() {
    return { title: $("title").value.trim(), author: $("author").value.trim(), license: $("license").value.trim() };
  }

  setMetadata({ title = "", author = "", license = "" } = {}) {
    $("title").value = displayText(title || ""); // no bidi override or terminal escape steers the field
    $("author").value = author || "";
    $("license").value = license || "";
  }

  /** What an undo step keeps: the picture and palette drawn last, and (retitled: the step changes
   *  them too) the title, author, licence and draft the design has now. */
  state(retitled = false) {
    return { ...this.last, meta: this.metadata(), draft: this.draftId, retitled };
  }

  /** Go back to an undo or redo step, its title and draft too when the step changed them. */
  restore(step) {
    const meta = step.retitled ? { metadata: step.meta || {}, draft: step.draft ?? null } : {};
    this.setPicture(step.picture, { undoable: false, palette: step.palette, ...meta });
  }

  /** The undo and redo stacks (to store across a reload). */
  history() {
    return { undo: this.undoStack, redo: this.redoStack };
  }

  /** Stacks stored before a reload; steps that are not pictures are dropped. */
  restoreHistory(history, isStep) {
    const steps = (list) => (Array.isArray(list) ? list.filter(isStep).slice(-UNDO_LIMIT) : []);
    this.undoStack = steps(history?.undo);
    this.redoStack = steps(history?.redo);
    $("undo").disabled = !this.undoStack.length;
    $("redo").disabled = !this.redoStack.length;
  }

  /** Replace the whole picture (any size), and the palette when given; one undo step unless
   *  undoable is false.  The rows are in the palette's characters.  With metadata (a new design's
   *  title, author and licence: {} empties them) the step also keeps the old ones for Undo; draft
   *  says which saved draft the design now is (null: none). */
  setPicture(rows, { undoable = true, palette = null, metadata = undefined, draft = undefined } = {}) {
    this.endPreview();
    const retitled = metadata !== undefined || draft !== undefined;
    if (undoable && this.last) this.pushUndo(this.state(retitled));
    this.stopShowingOther();
    if (palette) this.colours.apply(palette);
    if (metadata !== undefined) this.setMetadata(metadata);
    if (draft !== undefined) this.draftId = draft;
    const { rows: rowClues, cols: colClues } = cluesOf(rows);
    if (rows.length !== this.view.height || rows[0].length !== this.view.width) {
      this.view.setPuzzle({ rows: rowClues, cols: colClues });
      this.fitZoom();
    }
    this.view.setCells(rows);
    this.afterChange();
  }

  edited() {
    this.pushUndo(this.state());
    this.afterChange();
  }

  pushUndo(picture) {
    this.undoStack.push(picture);
    if (this.undoStack.length > UNDO_LIMIT) this.undoStack.shift();
    this.redoStack = [];
  }

  /** End a fix's preview (its Preview button too), the design back on the board. */
  endPreview() {
    if (!this.previewing) return;
    for (const b of document.querySelectorAll(".suggestion .preview")) b.setAttribute("aria-pressed", "false");
    this.previewFix(null);
  }

  undo() {
    this.endPreview();
    if (!this.undoStack.length || this.showingOther) return;
    const previous = this.undoStack.pop();
    this.redoStack.push(this.state(previous.retitled));
    this.restore(previous);
  }

  redo() {
    this.endPreview();
    if (!this.redoStack.length || this.showingOther) return;
    const next = this.redoStack.pop();
    this.undoStack.push(this.state(next.retitled));
    this.restore(next);
  }

  afterChange() {
    const picture = this.picture();
    this.last = this.snapshot();
    this.showClues(picture);
    this.clearMarks();
    this.check = null;
    $("width").value = picture[0].length;
    $("height").value = picture.length;
    $("undo").disabled = !this.undoStack.length;
    $("redo").disabled = !this.redoStack.length;
    this.onChange();
    this.scheduleCheck();
  }

  resizeEdge(edge, delta) {
    const picture = this.picture();
    const along = edge === "top" || edge === "bottom" ? picture.length : picture[0].length;
    if (delta > 0 && along >= MAX_SIDE) return this.notice(`The largest size is ${MAX_SIDE}×${MAX_SIDE}.`);
    const next = resized(picture, edge, delta);
    if (next !== picture) this.setPicture(next);
  }

  setSize(width, height, { clear = false } = {}) {
    const w = clampSide(Math.round(Number(width)) || 1);
    const h = clampSide(Math.round(Number(height)) || 1);
    const old = clear ? [] : this.picture();
    const rows = blank(w, h).map((empty, r) => ((old[r] || "") + empty).slice(0, w));
    // a new blank is a new puzzle: no title, author or licence, and no draft of its own yet
    this.setPicture(rows, clear ? { metadata: {}, draft: null } : {});
  }

  /** "New blank": an empty grid of the size fields' size, and a new puzzle's empty title, author and licence. */
  newBlank() {
    this.setSize($("width").value, $("height").value, { clear: true });
    this.notice("");
  }

  /** Size the cells so the board (grid and clues, as drawn now) fills the drawing area: the
   *  page's width less the side panels when they sit beside it (not the board's own box, which is
   *  only as wide as the board already is), and then also the window's height below the board's
   *  top, so a small design is drawn big and a tall one needs no scrolling.  8 to 40 px. */
  fitZoom() {
    this.view.setZoom(8); // a board too wide at the old size has wrapped the panels below it
    const body = document.querySelector(".editor-body");
    const panels = document.querySelector(".panels");
    const beside = panels && body && panels.offsetTop === body.offsetTop ? panels.offsetWidth + 16 : 0;
    const width = Math.max(240, (body?.clientWidth || window.innerWidth) - beside - 80);
    const top = this.view.board.getBoundingClientRect().top + window.scrollY;
    const height = beside ? Math.max(240, window.innerHeight - top - 56) : Infinity; // a phone scrolls
    const board = this.view.board;
    const scale = () => Math.min(width / board.offsetWidth, height / board.offsetHeight);
    this.view.setZoom(28);
    // clue text has a minimum size, so the board does not scale exactly with the cell: estimate
    // from one measurement, then step down until it fits
    this.view.setZoom(Math.max(8, Math.min(40, Math.floor(28 * scale()))));
    for (let tries = 0; tries < 8 && scale() < 1 && this.view.zoom > 8; tries++) {
      this.view.setZoom(Math.max(8, Math.min(this.view.zoom - 1, Math.floor(this.view.zoom * scale()))));
    }
  }

  // ----- live check ----------------------------------------------------------------------

  scheduleCheck() {
    clearTimeout(this.timer);
    if (this.messages.engineError) return this.status(this.messages.engineError, "error");
    this.status("Checking…", "busy");
    if (this.inflight?.sent && performance.now() - this.inflight.sent > STALE_CANCEL_MS) {
      this.stats.cancelled += 1;
      this.client.cancel(); // terminates the worker (a fresh one loads); the check below goes to it
    }
    this.timer = setTimeout(() => this.runCheck(), CHECK_DELAY_MS);
  }

  async runCheck() {
    if (this.inflight) return; // its reply is stale; the reply handler checks the newest picture
    const design = this.design();
    const picture = design.picture;
    const key = this.designKey();
    this.inflight = { sent: null, key }; // not "sent" while Python loads: never cancel a load
    await this.client.ready.catch(() => {});
    const started = performance.now();
    this.inflight.sent = started;
    let result = null;
    let error = null;
    try {
      result = await this.client.request("design_check", { ...design, timeout: CHECK_TIMEOUT_S });
    } catch (e) {
      error = e;
    }
    const ms = performance.now() - started;
    this.inflight = null;
    if (key !== this.designKey() || error?.type === "Cancelled") return this.runCheck();
    if (error) return this.status(this.messages.engineError || `The check failed: ${error.message}`, "error");
    this.stats.checks.push({ ms, solverMs: result.elapsed_ms, width: picture[0].length, height: picture.length });
    this.showCheck(result, ms);
  }

  /** A design's identity: a reply for another key is stale (a palette change counts as a change). */
  designKey() {
    return JSON.stringify(this.design());
  }

  showCheck(result, ms) {
    this.check = result;
    const n = result.ambiguous.length;
    if (!this.previewing) {
      this.clearMarks();
      this.markCheck(result);
    }
    if (result.verdict === "unique") {
      const how = result.line_solvable ? "solvable line by line" : "but line logic alone gets stuck";
      this.status(`unique — exactly one solution, ${how}.`, "win");
    } else if (result.verdict === "multiple") {
      const more = this.undecidedOnly(result);
      const rest = more.length ? `; logic leaves ${more.length} more cells open (outlined)` : "";
      this.status(`multiple solutions — ${n} cells differ between two of them (marked)${rest}.`, "error");
    } else if (result.verdict === "contradiction") {
      this.status("contradiction — these clues have no solution.", "error");
    } else {
      this.status(`The check gave up after ${CHECK_TIMEOUT_S} s: the design is too hard to decide quickly.`, "error");
    }
    $("check-detail").textContent = checkFinding(result);
    $("check-detail").title = `Checked in ${Math.round(ms)} ms (solver ${Math.round(result.elapsed_ms)} ms).`;
    $("marks-legend").hidden = result.verdict !== "multiple";
    $("show-other").hidden = !result.other;
    $("suggest-unique").hidden = result.verdict !== "multiple";
    $("suggest-line").hidden = result.verdict !== "unique" || result.line_solvable;
  }

  /** The clues of a picture on the board's edges (in colour, each number in its ink). */
  showClues(picture) {
    const { rows, cols, rowInks, colInks } = cluesOf(picture);
    this.view.clueInks = this.colours.isColour ? { rows: rowInks, cols: colInks } : null;
    this.view.setClues(rows, cols);
  }

  /** Show a suggested fix on the board ({picture, cells: [[r, c, value]], label}) with its clues,
   *  drawing paused and its changed cells marked "suggest-flip"; null puts the design back. */
  previewFix(fix) {
    if (!fix) {
      if (!this.previewing) return;
      this.previewing = false;
      this.view.setCells(this.last.picture);
      this.showClues(this.last.picture);
      this.view.locked = false;
      this.view.board.classList.remove("previewing-fix");
      this.clearMarks("suggest-flip");
      if (this.check) this.markCheck(this.check);
      this.notice("");
      return;
    }
    this.stopShowingOther();
    this.previewing = true;
    this.clearMarks();
    this.view.setCells(fix.picture);
    this.showClues(fix.picture);
    this.view.locked = true;
    this.view.board.classList.add("previewing-fix");
    this.mark(fix.cells, "suggest-flip");
    this.notice(`Previewing ${fix.label}: the changed cells are outlined; drawing is paused until you ` +
      "press Preview again or apply it.");
  }

  /** The check's marks: the ambiguous cells, and the other cells logic leaves open. */
  markCheck(result) {
    if (result.verdict !== "multiple") return;
    this.mark(result.ambiguous, "ambiguous");
    this.mark(this.undecidedOnly(result), "undecided");
  }

  undecidedOnly(result) {
    const ambiguous = new Set(result.ambiguous.map(([r, c]) => `${r},${c}`));
    return (result.undecided || []).filter(([r, c]) => !ambiguous.has(`${r},${c}`));
  }

  toggleOther() {
    if (this.showingOther) return this.stopShowingOther();
    if (!this.check?.other) return;
    this.endPreview();
    this.showingOther = true;
    this.view.setCells(this.check.other);
    this.view.locked = true;
    this.view.board.classList.add("showing-other");
    $("show-other").setAttribute("aria-pressed", "true");
    this.notice("Showing the other solution: drawing is paused until you switch back.");
  }

  stopShowingOther() {
    if (!this.showingOther) return;
    this.showingOther = false;
    this.view.setCells(this.last.picture);
    this.view.locked = false;
    this.view.board.classList.remove("showing-other");
    $("show-other").setAttribute("aria-pressed", "false");
    this.notice("");
  }

  // ----- marks and messages --------------------------------------------------------------

  /** Mark cells [[r, c, value?], …] with a class: "ambiguous" (data-ambiguous="true"), "undecided"
   *  (data-undecided="true": open after logic, possibly ambiguous in another solution),
   *  "suggest-flip" (data-flip = the value the cell would take) or "stall". */
  mark(cells, cls) {
    for (const [r, c, value] of cells) {
      const cell = this.view.cells[r]?.[c];
      if (!cell) continue;
      cell.classList.add(cls);
      if (FLAGGED_MARKS.includes(cls)) cell.dataset[cls] = "true";
      if (cls === "suggest-flip") cell.dataset.flip = value;
    }
  }

  clearMarks(only = null) {
    for (const cls of only ? [only] : MARKS) {
      for (const cell of this.view.board.querySelectorAll(`.${cls}`)) {
        cell.classList.remove(cls);
        if (FLAGGED_MARKS.includes(cls)) delete cell.dataset[cls];
        if (cls === "suggest-flip") delete cell.dataset.flip;
      }
    }
  }

  status(message, kind = "info") {
    this.messages.status(message, kind);
  }

  notice(message, kind = "info") {
    this.messages.notice(message, kind);
  }

  // ----- wiring --------------------------------------------------------------------------

  /** What a press on the board does: "fill" paints, "erase" clears, "move" drags a zoomed board
   *  (as the player's Move tool: one finger pans, two pinch). */
  selectTool(name) {
    this.view.tool = { fill: "fill", erase: "cross", move: "move" }[name] || "fill";
    for (const tool of ["fill", "erase", "move"]) $(`tool-${tool}`).setAttribute("aria-pressed", String(name === tool));
  }

  /** The zoom buttons: around the middle of the board's visible part, so what is in view stays. */
  zoomBy(step) {
    const box = this.view.container.getBoundingClientRect();
    const board = this.view.board.getBoundingClientRect();
    const x = (Math.max(box.left, board.left) + Math.min(box.right, board.right)) / 2;
    const y = (Math.max(box.top, board.top) + Math.min(box.bottom, board.bottom)) / 2;
    this.view.zoomAround(this.view.zoom + step, x, y);
  }

  bind() {
    $("tool-fill").addEventListener("click", () => this.selectTool("fill"));
    $("tool-erase").addEventListener("click", () => this.selectTool("erase"));
    $("tool-move").addEventListener("click", () => this.selectTool("move"));
    $("undo").addEventListener("click", () => this.undo());
    $("redo").addEventListener("click", () => this.redo());
    $("apply-size").addEventListener("click", () => this.setSize($("width").value, $("height").value));
    $("new-blank").addEventListener("click", () => this.newBlank());
    $("zoom-in").addEventListener("click", () => this.zoomBy(4));
    $("zoom-out").addEventListener("click", () => this.zoomBy(-4));
    for (const button of document.querySelectorAll("[data-edge]")) {
      button.addEventListener("click", () => this.resizeEdge(button.dataset.edge, Number(button.dataset.delta)));
    }
    $("show-other").addEventListener("click", () => this.toggleOther());
    document.addEventListener("keydown", (e) => {
      if (e.target.matches("input, textarea, select")) return;
      if (this.colours.key(e)) return e.preventDefault();
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) this.undo();
      else if (key === "y" || (key === "z" && e.shiftKey)) this.redo();
      else return;
      e.preventDefault();
    });
  }
}

/** What the Check panel found, in a line ("Unique: one solution." / "2+ solutions: 4 cells differ."). */
function checkFinding(result) {
  const n = result.ambiguous.length;
  if (result.verdict === "unique") {
    return result.line_solvable ? "Unique: one solution, solvable line by line." :
      "Unique: one solution, but line logic alone gets stuck.";
  }
  if (result.verdict === "multiple") return `2+ solutions: ${n} ${n === 1 ? "cell differs" : "cells differ"}.`;
  if (result.verdict === "contradiction") return "No solution: the clues contradict each other.";
  return `Undecided: the check gave up after ${CHECK_TIMEOUT_S} s.`;
}
