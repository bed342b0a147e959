// editor-tools.js — the editor's panels around the grid: fix suggestions (editor-fixes.js), difficulty, opening
// (file, share link, image), export, share, play-test, drafts, and offline start-up.
//
// Interface (used by editor.js only)
//   const tools = new EditorTools(editor)   editor: picture(), setPicture(), metadata(), check, …
//   tools.bind()      wire the panels' buttons
//   tools.start()     first picture: the share code in location.hash, else the autosaved draft,
//                     else a blank 15×15; then formats for export and the service worker.  The hash
//                     "#import" opens the image the player was handed instead (image-handover.js)
//   tools.autosave()  keep the current design in localStorage (called after every change)
// Drafts live in localStorage: "nonogram:editor:draft" (autosave) and "nonogram:editor:drafts"
// (named, newest first).  Nothing here solves: every answer comes from the worker.

import { DEFAULT_PALETTE, isPalette } from "./editor-colours.js";
import { MAX_SIDE, blank, cluesOf, inkChars, recode } from "./editor-picture.js";
import { DrawingTools } from "./editor-draw.js";
import { FixPanel } from "./editor-fixes.js";
import { ImagePanel } from "./editor-image.js";
import { IMPORT_HASH, takeHandedOver } from "./image-handover.js";
import { registerServiceWorker } from "./offline.js";

const DRAFT_KEY = "nonogram:editor:draft";
const DRAFTS_KEY = "nonogram:editor:drafts";
const MAX_DRAFTS = 50;
const $ = (id) => document.getElementById(id);

function readJson(key, fallback) {
  try {
    return JSON.parse(localStorage.getItem(key)) ?? fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** A draft's palette when it holds a valid one, else black-and-white. */
const paletteOf = (draft) => (isPalette(draft.palette) ? draft.palette : DEFAULT_PALETTE);

/** Rows of equal, non-zero length within the editor's size limit (drafts and files are checked). */
function isPicture(rows) {
  return Array.isArray(rows) && rows.length > 0 && rows.length <= MAX_SIDE &&
    typeof rows[0] === "string" && rows[0].length > 0 && rows[0].length <= MAX_SIDE &&
    rows.every((r) => typeof r === "string" && r.length === rows[0].length);
}

export class EditorTools {
  constructor(editor) {
    this.editor = editor;
    this.fixes = new FixPanel(editor);
    this.draw = new DrawingTools(editor);
    this.image = new ImagePanel(editor);
  }

  get client() {
    return this.editor.client;
  }

  // ----- start-up and drafts -------------------------------------------------------------

  start() {
    const code = location.hash.slice(1);
    const draft = readJson(DRAFT_KEY, null);
    if (draft && isPicture(draft.picture)) {
      this.editor.setMetadata(draft);
      this.editor.setPicture(draft.picture, { undoable: false, palette: paletteOf(draft) });
    } else {
      this.editor.setPicture(blank(15, 15), { undoable: false });
    }
    if (code === IMPORT_HASH) this.takeImage();
    else if (code) this.openCode(code);
    this.refreshDrafts();
    this.loadFormats();
    // Precaching downloads the whole runtime again: start it once the solver has loaded, so the two
    // downloads do not compete for the first answer.
    const register = () => registerServiceWorker();
    this.client.ready.then(register, register);
  }

  autosave() {
    const saved = writeJson(DRAFT_KEY, { ...this.editor.snapshot(), ...this.editor.metadata() });
    this.showFormats();
    if (!saved && !this.warned) {
      this.warned = true;
      this.editor.notice("Drafts cannot be saved in this browser (storage is full or blocked).", "error");
    }
  }

  saveDraft() {
    const meta = this.editor.metadata();
    const name = `${meta.title || "Untitled"} (${new Date().toLocaleString()})`;
    const drafts = readJson(DRAFTS_KEY, []).filter((d) => d.name !== name);
    drafts.unshift({ name, ...this.editor.snapshot(), ...meta });
    const ok = writeJson(DRAFTS_KEY, drafts.slice(0, MAX_DRAFTS));
    this.editor.notice(ok ? `Saved the draft “${name}”.` : "The draft could not be saved (storage full?).", ok ? "info" : "error");
    this.refreshDrafts();
  }

  refreshDrafts() {
    const drafts = readJson(DRAFTS_KEY, []);
    $("drafts").replaceChildren(...drafts.map((d, i) => new Option(d.name, String(i))));
    $("open-draft").disabled = !drafts.length;
    $("drafts").hidden = !drafts.length;
  }

  openDraft() {
    const draft = readJson(DRAFTS_KEY, [])[Number($("drafts").value)];
    if (!draft || !isPicture(draft.picture)) return;
    this.editor.setMetadata(draft);
    this.editor.setPicture(draft.picture, { palette: paletteOf(draft) });
    this.editor.notice(`Opened the draft “${draft.name}”.`);
  }

  // ----- difficulty ----------------------------------------------------------------------

  async grade() {
    const editor = this.editor;
    const out = $("grade-result");
    const key = editor.designKey();
    out.textContent = "Analysing…";
    editor.clearMarks("stall");
    let result;
    try {
      result = await this.client.request("grade", { ...editor.design(), ...editor.metadata() });
    } catch (error) {
      if (error.type !== "Cancelled") out.textContent = `The analysis failed: ${error.message}`;
      return;
    }
    if (key !== editor.designKey()) return (out.textContent = "");
    this.showGrade(result);
  }

  showGrade(result) {
    const depth = Number(result.max_depth) || 0;
    const how = {
      contradictory: "The clues contradict each other.",
      timeout: "The analysis ran out of time.",
      "needs-guessing": "Logic stalls: a person would have to guess (or it has more than one solution).",
      hard: `Needs contradiction reasoning (look-ahead depth ${depth}).`,
    }[result.grade] || (result.line_solvable ? "Solvable by single-line logic alone." : "Needs more than line logic.");
    const count = Object.values(result.steps || {}).reduce((a, b) => a + Number(b || 0), 0);
    let text = `${how} Difficulty: ${result.grade}${count ? ` (${count} steps)` : ""}.`;
    if (Array.isArray(result.stall_grid)) {
      const stall = [];
      result.stall_grid.forEach((row, r) => [...row].forEach((ch, c) => ch === "?" && stall.push([r, c])));
      this.editor.mark(stall, "stall");
      if (stall.length) text += " The cells logic cannot reach are highlighted.";
    } else if (!result.line_solvable && this.editor.check?.line_unknown?.length) {
      // Logic finishes, but only with look-ahead: show where single-line logic alone stops.
      this.editor.mark(this.editor.check.line_unknown, "stall");
      text += " The highlighted cells are those single-line logic alone cannot reach.";
    }
    $("grade-result").textContent = text;
  }

  // ----- opening -------------------------------------------------------------------------

  async openFile(file) {
    if (file.size > 5_000_000) return this.editor.notice(`${file.name} is too large to be a puzzle.`, "error");
    try {
      const { puzzles } = await this.client.request("load", { text: await file.text(), filename: file.name });
      await this.openPuzzle(puzzles[0], file.name);
    } catch (error) {
      if (error.type !== "Cancelled") this.editor.notice(`${file.name}: ${error.message}`, "error");
    }
  }

  async openCode(text) {
    let code = text.trim();
    if (code.includes("#")) code = code.slice(code.indexOf("#") + 1);
    code = code.replace(/^playtest\//, "");
    if (!code) return;
    try {
      const { puzzles } = await this.client.request("load", { code });
      await this.openPuzzle(puzzles[0], "The link");
    } catch (error) {
      if (error.type !== "Cancelled") this.editor.notice(`This link does not hold a puzzle: ${error.message}`, "error");
    }
  }

  /** Open a puzzle from the worker's wire form: its picture when known, else the solver's. */
  async openPuzzle(puzzle, name) {
    const editor = this.editor;
    if (puzzle.rows.length > MAX_SIDE || puzzle.cols.length > MAX_SIDE) {
      return editor.notice(`${name} is ${puzzle.cols.length}×${puzzle.rows.length}; the editor goes up to ${MAX_SIDE}×${MAX_SIDE}.`, "error");
    }
    const colour = puzzle.colours?.length > 2 || (puzzle.colours?.length === 2 && puzzle.colours[1].rgb !== "000000");
    const palette = colour ? puzzle.colours.map(({ name: n, rgb }) => ({ name: n, rgb })) : DEFAULT_PALETTE;
    const wireChars = colour ? puzzle.colours.map((c) => c.char) : [".", "#"];
    const blotted = [...puzzle.rows, ...puzzle.cols].some((clue) => clue.some((n) => n === null || n < 0));
    const hasGoal = isPicture(puzzle.goal) && puzzle.goal.length === puzzle.rows.length;
    let picture = hasGoal ? puzzle.goal : null;
    if (!picture) {
      editor.notice(`${name}: only the clues are known; solving for the picture…`);
      const clues = colour ? { colours: puzzle.colours, row_colours: puzzle.row_colours, col_colours: puzzle.col_colours } : {};
      const result = await this.client.request("design_check", { rows: puzzle.rows, cols: puzzle.cols, ...clues, timeout: 20 });
      if (!result.picture) {
        const why = result.verdict === "contradiction" ? "contradiction — its clues have no solution" : "no picture found in time";
        editor.notice(`${name}: ${why}; the design was left as it was.`, "error");
        if (result.verdict === "contradiction") editor.status("contradiction — the opened clues have no solution.", "error");
        return;
      }
      picture = result.picture;
    }
    editor.setMetadata(puzzle);
    editor.setPicture(recode(picture, wireChars, inkChars(palette.length)), { palette });
    const blots = blotted ? " Its blotted numbers are now the picture's own." : "";
    editor.notice(`Opened ${puzzle.title || name}.${blots}`);
  }

  // ----- image import --------------------------------------------------------------------

  /** "#import": the image the player was handed instead of a puzzle (image-handover.js), in the image import. */
  async takeImage() {
    history.replaceState(null, "", location.pathname + location.search); // a reload does not take it again
    const file = await takeHandedOver();
    if (!file) return this.editor.notice("No image was handed over: choose one under “Start from: An image”.", "error");
    await this.image.load(file);
    if (!$("image-panel").hidden) {
      this.editor.notice(`${file.name}: choose the size and colours, then “Use this picture”.`);
      $("image-panel").scrollIntoView({ block: "nearest" });
    }
  }

  loadImage(file) {
    return this.image.load(file);
  }

  // ----- export, share, play-test --------------------------------------------------------

  async loadFormats() {
    try {
      const { formats } = await this.client.request("design_formats");
      this.formats = formats;
      $("export-format").replaceChildren(...formats.map((f) => Object.assign(new Option("", f.name), { format: f })));
      if (formats.some((f) => f.name === "non")) $("export-format").value = "non";
    } catch {
      // the worker could not answer (it failed to load): the Download button stays without a choice
    }
    this.showFormats();
  }

  /** Grey out the formats that cannot hold a colour design, saying why, while the design has colours. */
  showFormats() {
    const select = $("export-format");
    const colour = this.editor.colours.isColour;
    for (const option of select.options) {
      const f = option.format;
      if (!f) continue;
      const refused = colour && !f.colour;
      option.disabled = refused;
      option.textContent = `${f.name} (${f.extension})${refused ? ` — no colours: ${f.reason}` : ""}`;
      option.title = refused ? f.reason : "";
    }
    if (select.selectedOptions[0]?.disabled) select.value = colour ? "xml" : "non";
    $("export").disabled = !select.options.length;
  }

  async exportFile() {
    const editor = this.editor;
    const format = $("export-format").value;
    try {
      const result = await this.client.request("design_export", { ...editor.design(), format, ...editor.metadata() });
      const bytes = result.encoding === "base64"
        ? Uint8Array.from(atob(result.text), (ch) => ch.charCodeAt(0))
        : new TextEncoder().encode(result.text);
      const name = (editor.metadata().title || "design").replace(/[^\w.-]+/g, "-").slice(0, 60) || "design";
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
      link.download = `${name}${result.extension}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      editor.notice(`Exported as ${link.download}.`);
    } catch (error) {
      if (error.type !== "Cancelled") editor.notice(`Export failed: ${error.message}`, "error");
    }
  }

  /** The design in the worker's puzzle wire form (clues with their colours, the picture as goal). */
  puzzleJson() {
    const picture = this.editor.picture();
    const { rows, cols, rowInks, colInks } = cluesOf(picture);
    const colours = this.editor.colours.wire();
    const puzzle = { rows, cols, ...this.editor.metadata(), goal: picture };
    if (!colours) return puzzle;
    const index = (line) => line.map((ch) => colours.findIndex((c) => c.char === ch));
    return { ...puzzle, colours, row_colours: rowInks.map(index), col_colours: colInks.map(index) };
  }

  async shareCode() {
    const { code } = await this.client.request("share", { puzzle: this.puzzleJson() });
    return code;
  }

  async share() {
    const check = this.editor.check;
    const warning = $("share-warning");
    warning.hidden = check?.verdict === "unique";
    warning.textContent = !check
      ? "Careful: the design has not been checked yet."
      : "Careful: this design is not unique yet — players may reach a different picture.";
    try {
      const url = new URL(`index.html#${await this.shareCode()}`, location.href).href;
      $("share-link").hidden = false;
      $("share-link").value = url;
      await navigator.clipboard?.writeText(url).catch(() => {});
      this.editor.notice("Share link ready (copied when the browser allows).");
    } catch (error) {
      if (error.type !== "Cancelled") this.editor.notice(`Sharing failed: ${error.message}`, "error");
    }
  }

  async playtest() {
    try {
      // "#playtest/<code>": the player opens it without saving progress or adding it to the library.
      window.open(new URL(`index.html#playtest/${await this.shareCode()}`, location.href).href, "_blank");
    } catch (error) {
      if (error.type !== "Cancelled") this.editor.notice(`Play-test failed: ${error.message}`, "error");
    }
  }

  // ----- wiring --------------------------------------------------------------------------

  bind() {
    const on = (id, event, handler) => $(id).addEventListener(event, handler);
    this.draw.bind();
    on("suggest-unique", "click", () => this.fixes.search("unique"));
    on("suggest-line", "click", () => this.fixes.search("line_solvable"));
    on("grade", "click", () => this.grade());
    on("open-file", "change", (e) => {
      const [file] = e.target.files;
      if (file) this.openFile(file);
      e.target.value = "";
    });
    on("open-code-form", "submit", (e) => {
      e.preventDefault();
      this.openCode($("open-code").value);
    });
    this.image.bind();
    on("export", "click", () => this.exportFile());
    on("share", "click", () => this.share());
    on("playtest", "click", () => this.playtest());
    on("save-draft", "click", () => this.saveDraft());
    on("open-draft", "click", () => this.openDraft());
    for (const id of ["title", "author", "license"]) on(id, "input", () => this.autosave());
    window.addEventListener("hashchange", () => {
      const code = location.hash.slice(1);
      if (code === IMPORT_HASH) this.takeImage();
      else if (code) this.openCode(code);
    });
  }
}
