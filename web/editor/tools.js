// editor-tools.js — the editor's panels around the grid: fix suggestions (editor-fixes.js), difficulty, opening
// (file and share link: editor/open.js; image), export, share, play-test, and offline start-up.
//
// Interface (used by editor.js only)
//   const tools = new EditorTools(editor)   editor: picture(), setPicture(), metadata(), check, …
//   tools.bind()      wire the panels' buttons
//   tools.start()     first picture: the share code in location.hash, else the autosaved draft,
//                     else a blank 15×15; then formats for export and the service worker.  The hash
//                     "#import" opens the image the player was handed instead (image-handover.js)
//   tools.autosave()  keep the current design in localStorage (called after every change)
// The design is autosaved in localStorage "nonogram:editor:draft"; named drafts are editor/drafts.js's.
// Nothing here solves: every answer comes from the worker.

import { blank, cluesOf } from "./picture.js";
import { DrawingTools } from "./draw.js";
import { paletteOf } from "./drafts.js";
import { isPicture } from "./open.js";
import { FixPanel } from "./fixes.js";
import { ImagePanel } from "./image.js";
import { IMPORT_HASH, takeHandedOver } from "../shared/image-handover.js";
import { registerServiceWorker } from "../offline/register.js";
import { storage } from "../shared/storage.js";

const DRAFT_KEY = "editor:draft"; // "nonogram:editor:draft": the design as it was last drawn
const $ = (id) => document.getElementById(id);

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

  // ----- start-up and autosave -------------------------------------------------------------

  start() {
    const code = location.hash.slice(1);
    const draft = storage.readJson(DRAFT_KEY);
    if (draft && isPicture(draft.picture)) {
      this.editor.setMetadata(draft);
      this.editor.setPicture(draft.picture, { undoable: false, palette: paletteOf(draft) });
    } else {
      this.editor.setPicture(blank(15, 15), { undoable: false });
    }
    if (code === IMPORT_HASH) this.takeImage();
    else if (code) this.openCode(code);
    this.loadFormats();
    // Precaching downloads the whole runtime again: start it once the solver has loaded, so the two
    // downloads do not compete for the first answer.
    const register = () => registerServiceWorker();
    this.client.ready.then(register, register);
  }

  autosave() {
    const saved = storage.writeJson(DRAFT_KEY, { ...this.editor.snapshot(), ...this.editor.metadata() });
    this.showFormats();
    if (!saved && !this.warned) {
      this.warned = true;
      this.editor.notice("Drafts cannot be saved in this browser (storage is full or blocked).", "error");
    }
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

  // editor/open.js opens files (a collection lists its puzzles) and share links
  openFile(file) {
    return this.editor.opener.openFile(file);
  }

  openCode(text) {
    return this.editor.opener.openCode(text);
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
    for (const id of ["title", "author", "license"]) on(id, "input", () => this.autosave());
    window.addEventListener("hashchange", () => {
      const code = location.hash.slice(1);
      if (code === IMPORT_HASH) this.takeImage();
      else if (code) this.openCode(code);
    });
  }
}
