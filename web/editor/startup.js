// editor/startup.js — how the editor starts and keeps the design: the first picture (the share code
// in location.hash, else the autosaved draft, else a blank 15×15; "#import": the image the player
// was handed, shared/image-handover.js) and the autosave after every change: the design with its
// title, author, licence and the draft it is, and its undo history (so a reload loses nothing).  Also the "Start from" section's file and share-link inputs.
//
// Interface (editor/main.js makes it)
//   const startup = new Startup({ design, opener, images, exporter })   design: the editor's
//       port; opener: editor/open.js; images: the image panel (editor/image.js); exporter:
//       editor/export.js (its formats follow the design)
//   startup.start()      the first picture, then the formats for export
//   startup.autosave()   keep the current design (called after every change)
//   startup.bind()       the inputs of "Start from", the metadata fields, and the hash
// The design is autosaved in localStorage "nonogram:editor:draft" and its undo and redo steps in
// "nonogram:editor:history" (the newest steps within HISTORY_CHARS; shared/storage.js); named
// drafts are editor/drafts.js's.  Nothing here solves: every answer comes from the worker.

import { IMPORT_HASH, takeHandedOver } from "../shared/image-handover.js";
import { storage } from "../shared/storage.js";
import { paletteOf } from "./drafts.js";
import { isPalette } from "./colours.js";
import { isPicture } from "./open.js";
import { blank } from "./picture.js";

const DRAFT_KEY = "editor:draft"; // "nonogram:editor:draft": the design as it was last drawn
const HISTORY_KEY = "editor:history"; // "nonogram:editor:history": {undo: [step], redo: [step]}
const HISTORY_CHARS = 1_500_000; // what the stored history may take (localStorage holds about 5 MB)

/** An undo step as stored: a picture, with a palette when it has one. */
const isStep = (step) => step && isPicture(step.picture) && (step.palette === undefined || isPalette(step.palette));

/** The newest steps of each stack whose text fits within `room` characters (the oldest dropped first). */
const sizes = new WeakMap(); // step -> its length as JSON (steps never change: measured once)
const sizeOf = (step) => {
  if (!sizes.has(step)) sizes.set(step, JSON.stringify(step).length);
  return sizes.get(step);
};

export function trimHistory({ undo, redo }, room = HISTORY_CHARS) {
  const keep = (list, budget) => {
    const out = [];
    let used = 0;
    for (let i = list.length - 1; i >= 0; i--) {
      used += sizeOf(list[i]);
      if (used > budget) break;
      out.unshift(list[i]);
    }
    return out;
  };
  const kept = keep(redo, room / 4); // the steps just undone; undo gets the rest
  const used = kept.reduce((n, step) => n + sizeOf(step), 0);
  return { undo: keep(undo, room - used), redo: kept };
}
const $ = (id) => document.getElementById(id);

export class Startup {
  constructor({ design, opener, images, exporter }) {
    Object.assign(this, { design, opener, images, exporter });
  }

  start() {
    const code = location.hash.slice(1);
    const draft = storage.readJson(DRAFT_KEY);
    if (draft && isPicture(draft.picture)) {
      const id = typeof draft.draft === "string" ? draft.draft : null;
      const history = storage.readJson(HISTORY_KEY, null); // read first: putting the picture back autosaves
      this.design.setPicture(draft.picture, { undoable: false, palette: paletteOf(draft), metadata: draft, draft: id });
      this.design.restoreHistory(history, isStep);
      this.autosave();
    } else {
      this.design.setPicture(blank(15, 15), { undoable: false });
    }
    if (code === IMPORT_HASH) this.takeImage();
    else if (code) this.opener.openCode(code);
    this.exporter.loadFormats();
  }

  autosave() {
    const saved = storage.writeJson(DRAFT_KEY, { ...this.design.snapshot(), ...this.design.metadata(), draft: this.design.draft() });
    if (saved) storage.writeJson(HISTORY_KEY, trimHistory(this.design.history()));
    this.exporter.showFormats();
    if (!saved && !this.warned) {
      this.warned = true;
      this.design.notice("Drafts cannot be saved in this browser (storage is full or blocked).", "error");
    }
  }

  /** "#import": the image the player was handed instead of a puzzle (shared/image-handover.js), in the image import. */
  async takeImage() {
    history.replaceState(null, "", location.pathname + location.search); // a reload does not take it again
    const file = await takeHandedOver();
    if (!file) return this.design.notice("No image was handed over: choose one under “Start from: An image”.", "error");
    await this.images.load(file);
    if (!$("image-panel").hidden) {
      this.design.notice(`${file.name}: choose the size and colours, then “Use this picture”.`);
      $("image-panel").scrollIntoView({ block: "nearest" });
    }
  }

  bind() {
    const on = (id, event, handler) => $(id).addEventListener(event, handler);
    on("open-file", "change", (e) => {
      const [file] = e.target.files;
      if (file) this.opener.openFile(file);
      e.target.value = "";
    });
    on("open-code-form", "submit", (e) => {
      e.preventDefault();
      this.opener.openCode($("open-code").value);
    });
    for (const id of ["title", "author", "license"]) on(id, "input", () => this.autosave());
    window.addEventListener("hashchange", () => {
      const code = location.hash.slice(1);
      if (code === IMPORT_HASH) this.takeImage();
      else if (code) this.opener.openCode(code);
    });
  }
}
