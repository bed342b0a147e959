// enter/enter-view.js — "Enter a puzzle" (index.html#enter): type a puzzle's clues from paper, or
// paste one, and see at once what is wrong, line by line; Check asks the solver for the verdict,
// Play and "Open in editor" take the clues on, "Find the typo" mends clues with no solution.
//
// Its parts: the two clue areas (clue-area.js), the reading and its sentences (entry.js, pure, the
// worker's check_entry in JavaScript), the palette (palette-panel.js), "Paste a puzzle" (paste.js),
// the board and the verdict (check-panel.js), the typo search (typo-finder.js), Undo (history.js).
// What is typed is kept in localStorage ("nonogram:enter:draft", shared/storage.js) as it is typed.
//
// Interface (app/main.js makes it, app/views.js shows it)
//   const enter = new EnterView({ root, client, status, play(puzzle) })
//     play(puzzle): open a wire puzzle in the player (app/open.js stores it in the library)
//   enter.show()     read what was typed (restored when the view was made) and draw it
//   enter.leave()    save, and take the board and the body out of the document (nothing of a hidden view
//                    left in the page: no grid cells, no stop for Tab)
//   enter.take(text, name)   a file's text into "Paste a puzzle", read (the player's "Mend its clues")
//   mountLibraryLink(head)    the library's way in: "Type in a puzzle" beside its heading

import { button, el, svgIcon } from "../shared/dom.js";
import { storage } from "../shared/storage.js";
import { CheckPanel } from "./check-panel.js";
import { ClueArea } from "./clue-area.js";
import { puzzleText, replaceLine } from "./clue-text.js";
import { USUAL, checkEntry } from "./entry.js";
import { EntryHistory } from "./history.js";
import { PalettePanel } from "./palette-panel.js";
import { PasteBox } from "./paste.js";
import { TypoFinder } from "./typo-finder.js";

const DRAFT_KEY = "enter:draft";
const MAX_SAVED_CHARS = 1_000_000; // more is not kept across a reload (and is said so)
const PREVIEW_PAUSE_MS = 300; // the board follows the clues once typing pauses
const RESIZE_PAUSE_MS = 900; // ... and takes a new size (all its cells built again) after a longer pause
const PROBLEMS_SHOWN = 100;
const MORE_INKS = [["purple", "7B2FBE"], ["lime", "7CC924"], ["navy", "1F3A93"], ["olive", "808000"],
  ["maroon", "800000"], ["gold", "E0B000"], ["salmon", "FA8072"], ["turquoise", "30C0B0"]];
const EXAMPLE = {
  rows: "4\n6\n2 2 2\n10\n1 6 1\n2\n4\n1 1\n1 1\n4", cols: "2\n2\n4\n2 2 4\n7 1\n7 1\n2 2 4\n4\n2\n2",
  palette: {}, title: "Mushroom",
};
const EMPTY = { rows: "", cols: "", palette: {}, title: "" };
const KEYBOARD_ICON = ["M2 5h16v10H2z", "M5 8h1M8 8h1M11 8h1M14 8h1M6 12h8"]; // as index.html's "Enter clues"

export class EnterView {
  constructor({ root, client, status, play }) {
    Object.assign(this, { root, client, status, play });
    this.entry = checkEntry("", "");
    this.palette = {};
    this.previewTimer = null;
    this.saveTimer = null;
    this.build(); // now, hidden: the view's status slot must be there when the view is first shown
  }

  show() {
    if (!this.body.isConnected) this.root.append(this.body);
    this.refresh();
    this.previewNow();
    // the worker imports what Check and the typo search need now, so the first Check answers at once
    if (!this.warmed) {
      this.warmed = true;
      this.client.request("enter", { rows: "1", cols: "1" }).catch(() => {});
      this.client.request("design_check", { rows: [[1]], cols: [[1]] }).catch(() => {});
    }
  }

  leave() {
    this.saveNow();
    clearTimeout(this.previewTimer);
    this.checker.clear();
    // out of the document while another view shows: Chromium's Tab past the player's last control
    // otherwise stops outside the page instead of coming round to "Skip to the grid"
    this.body.remove();
  }

  take(text, name) {
    this.paste.take(text, name);
  }

  // ----- building ----------------------------------------------------------------------

  build() {
    this.rowsArea = new ClueArea({
      side: "rows", label: "Row clues", hint: "one line per row, top to bottom",
      onInput: () => this.typed("rows"),
    });
    this.colsArea = new ClueArea({
      side: "cols", label: "Column clues", hint: "one line per column, left to right",
      onInput: () => this.typed("cols"),
    });
    this.palettePanel = new PalettePanel({ onChange: (key, ink) => this.inkChanged(key, ink) });
    this.paste = new PasteBox({ client: this.client, onPuzzle: (puzzle) => this.pasted(puzzle) });
    this.checker = new CheckPanel({
      client: this.client, onVerdict: () => this.updateButtons(),
      onClue: (kind, index) => this.areaOf(kind === "row" ? "rows" : "cols").showLine(index + 1),
    });
    this.finder = new TypoFinder({
      client: this.client,
      clues: () => ({ puzzle: this.workerPuzzle(), inks: this.entry.colours, key: this.key() }),
      apply: (suggestion, line, base) => this.applySuggestion(suggestion, line, base),
      onDone: () => this.updateButtons(),
    });
    this.title = el("input", { id: "enter-title", type: "text", placeholder: "Untitled", maxLength: 200, spellcheck: false });
    this.title.addEventListener("input", () => this.typed("title"));
    this.size = el("span", { id: "enter-size", class: "enter-size" });
    this.problems = el("ul", { id: "enter-problems", class: "enter-problems", "aria-label": "Problems, line by line" });
    this.fine = el("p", { id: "enter-fine", class: "enter-fine" });
    this.buttons = {
      check: button("Check", { id: "enter-check", class: "primary", on: { click: () => this.check() } }),
      play: button("Play", { id: "enter-play", on: { click: () => this.playIt() } }),
      editor: button("Open in editor", { id: "enter-editor", on: { click: () => this.openEditor() } }),
      undo: button("Undo", { id: "enter-undo", title: "Undo (Ctrl+Z)", on: { click: () => this.undo() } }),
      redo: button("Redo", { id: "enter-redo", title: "Redo (Ctrl+Y)", on: { click: () => this.redo() } }),
      clear: button("Clear", { id: "enter-clear", title: "Empty both clue boxes (Undo brings them back)",
        on: { click: () => this.replace({ ...EMPTY }, "Cleared. Undo brings the clues back.") } }),
      example: button("Example", { id: "enter-example", title: "Fill in a small puzzle to try",
        on: { click: () => this.replace({ ...EXAMPLE }, "An example: Check it, or Play it.") } }),
    };
    const b = this.buttons;
    this.root.replaceChildren(
      el("div", { class: "enter-head" }, [
        el("h2", { id: "enter-heading", text: "Enter a puzzle" }), this.size,
        el("div", { class: "status-slot", data: { view: "enter" } }),
      ]),
      el("p", { class: "enter-intro", text: "Type the clues of a puzzle from a newspaper, a book or another app — " +
        "numbers separated by spaces, commas or dots, 0 for an empty line — or paste one. What is wrong shows as you type." }),
      this.body = el("div", { class: "enter-body" }, [
        el("div", { class: "enter-typing" }, [
          this.paste.element,
          el("div", { class: "enter-tools", role: "group", "aria-label": "Editing the clues" }, [
            b.undo, b.redo, b.clear, b.example,
            el("label", { class: "enter-title-field" }, ["Title ", this.title]),
          ]),
          el("div", { class: "enter-areas" }, [this.rowsArea.element, this.colsArea.element]),
          // not a live region: it changes at every keystroke; each area is aria-invalid while a line has a problem
          el("div", { class: "enter-findings" }, [this.fine, this.problems]),
        ]),
        el("div", { class: "enter-side" }, [
          this.palettePanel.element,
          el("section", { class: "enter-panel enter-verdict-panel", "aria-label": "The solver's verdict" }, [
            el("div", { class: "enter-actions" }, [b.check, this.finder.button, b.play, b.editor, this.checker.reveal]),
            this.checker.verdict,
          ]),
          this.finder.element,
          this.checker.board,
        ]),
      ]),
    );
    this.bindKeys();
    window.addEventListener("pagehide", () => this.saveNow());
    this.restore();
    this.body.remove(); // (show puts it in)
  }

  bindKeys() {
    this.root.addEventListener("keydown", (e) => {
      if (!(e.ctrlKey || e.metaKey) || e.target === this.paste.box) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) this.undo();
      else if (key === "y" || (key === "z" && e.shiftKey)) this.redo();
      else return;
      e.preventDefault();
    });
    // a phone's or a context menu's Undo: ours too, so a suggestion or a paste is undone as one step
    this.root.addEventListener("beforeinput", (e) => {
      if (e.target === this.paste.box || !e.inputType.startsWith("history")) return;
      e.preventDefault();
      if (e.inputType === "historyUndo") this.undo();
      else this.redo();
    });
  }

  // ----- state -------------------------------------------------------------------------

  state() {
    return { rows: this.rowsArea.value, cols: this.colsArea.value, palette: { ...this.palette }, title: this.title.value };
  }

  key(state = this.state()) {
    return JSON.stringify([state.rows, state.cols]);
  }

  setState(state) {
    this.rowsArea.value = state.rows;
    this.colsArea.value = state.cols;
    this.palette = { ...state.palette };
    this.title.value = state.title;
  }

  restore() {
    const draft = storage.readJson(DRAFT_KEY);
    const ok = draft && typeof draft.rows === "string" && typeof draft.cols === "string";
    const state = ok ? { ...EMPTY, ...draft, palette: cleanPalette(draft.palette), title: String(draft.title || "") } : { ...EMPTY };
    this.setState(state);
    this.history = new EntryHistory(this.state());
  }

  /** After the person typed: read, then one step of Undo per burst of typing. */
  typed(field) {
    this.refresh();
    this.history.typed(this.state(), field);
    this.afterChange();
  }

  /** A change made for the person (paste, clear, example, suggestion): one step of Undo. */
  replace(state, message = null) {
    this.setState(state);
    this.refresh();
    this.history.replace(this.state());
    this.afterChange();
    if (message) this.status(message, "info");
  }

  undo() {
    const state = this.history.undo();
    if (!state) return this.status("Nothing to undo.", "info");
    this.restoreStep(state);
  }

  redo() {
    const state = this.history.redo();
    if (state) this.restoreStep(state);
  }

  restoreStep(state) {
    this.setState(state);
    this.refresh();
    this.afterChange();
  }

  inkChanged(key, ink) {
    this.palette[key] = ink;
    this.refresh();
    this.history.typed(this.state(), `ink:${key}`);
    this.afterChange();
  }

  afterChange() {
    this.checker.stale();
    if (!this.finder.matches(this.key())) this.finder.reset();
    this.saveSoon();
    this.schedulePreview();
    this.updateButtons();
  }

  saveSoon() {
    this.dirty = true;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), 250);
  }

  /** Keep what was typed (only when something changed: other views call this as they are shown). */
  saveNow() {
    clearTimeout(this.saveTimer);
    if (!this.dirty) return;
    this.dirty = false;
    const state = this.state();
    const size = state.rows.length + state.cols.length;
    const kept = size <= MAX_SAVED_CHARS && storage.writeJson(DRAFT_KEY, state);
    if (!kept && !this.unsaved) this.status(size > MAX_SAVED_CHARS ? "This much text is not kept after a reload." :
      "This browser cannot keep the clues (storage is full or blocked): they will be lost on a reload.", "error");
    this.unsaved = !kept;
  }

  // ----- reading as you type -----------------------------------------------------------

  refresh() {
    let entry = checkEntry(this.rowsArea.value, this.colsArea.value, this.palette);
    if (this.learnLetters(entry)) entry = checkEntry(this.rowsArea.value, this.colsArea.value, this.palette);
    this.entry = entry;
    const bySide = { rows: [], cols: [] };
    for (const p of entry.problems) bySide[p.side]?.push(p);
    this.rowsArea.mark(bySide.rows);
    this.colsArea.mark(bySide.cols);
    this.palettePanel.render(entry.colours);
    this.size.textContent = entry.rowCount && entry.colCount ? `${entry.colCount} × ${entry.rowCount}` : "";
    this.size.title = entry.rowCount && entry.colCount ? `${entry.colCount} columns, ${entry.rowCount} rows` : "";
    this.showProblems(entry);
    this.updateButtons();
  }

  /** A letter typed for the first time that has no usual colour gets a colour of its own (not black). */
  learnLetters(entry) {
    let learnt = false;
    for (const ink of entry.colours || []) {
      if (!ink.key || this.palette[ink.key] || USUAL[ink.key.toLowerCase()]) continue;
      const used = new Set((entry.colours || []).map((i) => i.name));
      const [name, rgb] = MORE_INKS.find(([n]) => !used.has(n)) || [`colour ${ink.key}`, "777777"];
      this.palette[ink.key] = { name, rgb };
      learnt = true;
    }
    return learnt;
  }

  showProblems(entry) {
    const empty = !entry.rowCount && !entry.colCount; // "no row clues yet": the sentence below says it kindly
    const shown = empty ? [] : entry.problems;
    this.problems.replaceChildren(...shown.slice(0, PROBLEMS_SHOWN).map((p) => el("li", {
      data: { side: p.side, line: String(p.line) }, class: p.line > 0 ? "at-line" : null,
      on: p.line > 0 && p.line <= 500 ? { click: () => this.areaOf(p.side).showLine(p.line) } : null,
    }, shortened(p.message))));
    if (shown.length > PROBLEMS_SHOWN) this.problems.append(el("li", { text: `… and ${shown.length - PROBLEMS_SHOWN} more` }));
    const totals = entry.reads ? entry.rows.reduce((n, l) => n + l.clue.reduce((a, b) => a + b, 0), 0) : 0;
    this.fine.textContent = empty ? "Nothing typed yet: type the clues, paste a puzzle, or try the Example." :
      entry.problems.length ? "" : `Every line reads: ${entry.colCount} columns, ${entry.rowCount} rows; rows and columns both fill ${totals} cells.`;
  }

  areaOf(side) {
    return side === "cols" ? this.colsArea : this.rowsArea;
  }

  schedulePreview() {
    clearTimeout(this.previewTimer);
    // a new size builds every cell again: that waits for a longer pause than new clue numbers do
    const pause = this.checker.rebuilds(this.entry) ? RESIZE_PAUSE_MS : PREVIEW_PAUSE_MS;
    this.previewTimer = setTimeout(() => this.previewNow(), pause);
  }

  previewNow() {
    clearTimeout(this.previewTimer);
    this.previewTimer = null;
    if (this.root.hidden) return;
    this.checker.preview(this.entry);
  }

  updateButtons() {
    if (!this.checker || !this.finder) return; // (the parts call it while they are made)
    const entry = this.entry;
    const verdict = this.checker.verdict.dataset.verdict;
    const cannot = entry.reads && entry.problems.length > 0; // a clue that cannot fit, totals that differ
    this.finder.button.hidden = !(cannot || verdict === "none");
    const playable = entry.reads && !entry.problems.length && verdict !== "none";
    this.buttons.play.disabled = !playable;
    this.buttons.editor.disabled = !playable;
    this.buttons.undo.disabled = !this.history?.canUndo;
    this.buttons.redo.disabled = !this.history?.canRedo;
  }

  // ----- the worker --------------------------------------------------------------------

  /** The worker's puzzle of the clues as typed (null while a line does not read). */
  async workerPuzzle() {
    const used = (this.entry.colours || []).filter((ink) => ink.key && this.palette[ink.key]);
    const palette = used.map((ink) => ({ key: ink.key, name: this.palette[ink.key].name, rgb: this.palette[ink.key].rgb }));
    const reply = await this.client.request("enter", { rows: this.rowsArea.value, cols: this.colsArea.value, palette });
    if (reply.puzzle && this.title.value.trim()) reply.puzzle.title = this.title.value.trim();
    return reply.puzzle;
  }

  async check() {
    await this.checkNow();
    // on a phone the verdict may be below the buttons' row, out of sight: bring it in (a no-op when in view)
    if (!this.root.hidden && this.checker.verdict.dataset.verdict) this.checker.verdict.scrollIntoView({ block: "nearest" });
  }

  async checkNow() {
    const entry = this.entry;
    if (this.previewTimer !== null) this.previewNow(); // the board of these clues, if typing had not paused yet
    this.checker.pending();
    if (!entry.rowCount || !entry.colCount) {
      return this.checker.say("", "Type the clues first: a line per row in Row clues, a line per column in Column clues.");
    }
    if (!entry.reads) {
      const first = entry.problems.find((p) => p.line > 0);
      return this.checker.say("", `Fix the marked lines first: ${first ? first.message : "some lines do not read"}.`);
    }
    if (entry.problems.length) {
      const more = entry.problems.length > 1 ? ` (and ${entry.problems.length - 1} more: see the list)` : "";
      return this.checker.say("none", `No solution: ${entry.problems[0].message}${more}. “Find the typo” looks for the mistake.`);
    }
    try {
      await this.checker.check(await this.workerPuzzle());
    } catch (error) {
      this.checker.say("", `The check failed: ${error.message}`);
    }
  }

  async playIt() {
    try {
      const puzzle = await this.workerPuzzle();
      if (!puzzle) return this.status("Fix the marked lines first.", "error");
      puzzle.title ||= `Typed-in puzzle ${puzzle.cols.length}×${puzzle.rows.length}`;
      this.saveNow();
      this.play(puzzle);
    } catch (error) {
      if (error.type !== "Cancelled") this.status(`These clues cannot be played: ${error.message}`, "error");
    }
  }

  async openEditor() {
    try {
      const puzzle = await this.workerPuzzle();
      if (!puzzle) return this.status("Fix the marked lines first.", "error");
      const { code } = await this.client.request("share", { puzzle });
      this.saveNow();
      location.href = `editor.html#${code}`;
    } catch (error) {
      if (error.type !== "Cancelled") this.status(`These clues cannot go to the editor: ${error.message}`, "error");
    }
  }

  pasted(puzzle) {
    const text = puzzleText(puzzle);
    this.replace({ ...text, palette: { ...this.palette, ...text.palette } });
    this.previewNow();
  }

  /** Write a suggestion into its line of the clues it was found for; then check them. */
  applySuggestion(suggestion, line, base) {
    const [rows, cols] = JSON.parse(base);
    const state = { ...this.state(), rows, cols };
    if (suggestion.axis === "row") state.rows = replaceLine(rows, suggestion.index, line);
    else state.cols = replaceLine(cols, suggestion.index, line);
    const where = `${suggestion.axis === "row" ? "Row" : "Column"} ${suggestion.index + 1}`;
    this.finder.keep(this.key(state)); // the list stays, to choose another suggestion instead
    this.replace(state, `${where} is now “${line}” (it was “${suggestion.was}”). Undo puts it back.`);
    this.areaOf(suggestion.axis === "row" ? "rows" : "cols").flash(suggestion.index + 1);
    this.previewNow();
    this.checkNow(); // (no scroll: the list under the fingers stays where it is)
  }
}

/** A message cut for the page (a clue of thousands of numbers is named in full by the reading). */
const shortened = (text, limit = 240) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

/** A stored palette, kept only where it is well formed (storage is data from anywhere). */
function cleanPalette(palette) {
  const clean = {};
  if (!palette || typeof palette !== "object") return clean;
  for (const [key, ink] of Object.entries(palette)) {
    if (/^[A-Za-z]+$/.test(key) && ink && typeof ink.name === "string" && /^[0-9A-Fa-f]{6}$/.test(ink.rgb)) {
      clean[key] = { name: ink.name, rgb: ink.rgb };
    }
  }
  return clean;
}

/** The library's way in: a link beside its heading (no panel: the library's first screen keeps its height). */
export function mountLibraryLink(head) {
  head?.querySelector("h2")?.after(el("a", {
    href: "#enter", class: "button enter-library-link",
    title: "Stuck on a puzzle from a newspaper or another app? Type its clues, or paste a file or a Pattern game ID",
  }, [svgIcon(KEYBOARD_ICON), el("span", { text: "Type in a puzzle" })]));
}
