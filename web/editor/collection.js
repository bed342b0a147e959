// editor/collection.js — several drafts gathered into one collection file (.nonpack or an XML
// puzzle set): the drafts ticked in the list (editor/drafts.js), in the list's order, each with its
// verdict — unique, multiple solutions, no solution — checked by the worker as soon as it is ticked
// and shown beside it (data-verdict), and counted in the summary before "Export collection".
// Exporting a collection with a puzzle that is not unique is allowed, but the summary and the
// notice name each such puzzle first.  The same puzzle ticked twice (the same clues, whatever the
// titles: build_wheel.py --collection refuses it) is flagged beside both drafts (data-duplicate)
// and named in the summary.  "Print the collection as a booklet" hands the ticked drafts to the
// print page (shared/print-handover.js), which opens in a new tab.
//
// Interface (editor/main.js makes it)
//   new CollectionPanel({ client, notice, drafts })   drafts: the DraftShelf (editor/drafts.js)
// Worker kinds: "design_check" (each draft's verdict), "collection_export" (nonogram_core.design.collection).

import { download, el } from "../shared/dom.js";
import { handOverCollection } from "../shared/print-handover.js";
import { paletteWire } from "./colours.js";
import { paletteOf } from "./drafts.js";
import { cluesOf } from "./picture.js";

const CHECK_TIMEOUT_S = 10;
const VERDICT_TEXT = {
  checking: "checking…",
  unique: "unique",
  multiple: "multiple solutions",
  none: "no solution",
  timeout: "undecided (too hard to check quickly)",
};
const $ = (id) => document.getElementById(id);

/** A draft as the worker takes it: its picture, and its palette in colour. */
function designOf(draft) {
  const colours = paletteWire(paletteOf(draft));
  return colours ? { picture: draft.picture, colours } : { picture: draft.picture };
}

/** A draft as a puzzle in the wire form (clues, their colours, the picture as its solution). */
function puzzleOf(draft) {
  const { picture, colours } = designOf(draft);
  const { rows, cols, rowInks, colInks } = cluesOf(picture);
  const meta = { title: draft.title || draft.name, author: draft.author || "", license: draft.license || "" };
  if (!colours) return { rows, cols, goal: picture, ...meta };
  const index = (line) => line.map((ch) => colours.findIndex((c) => c.char === ch));
  return { rows, cols, colours, row_colours: rowInks.map(index), col_colours: colInks.map(index), goal: picture, ...meta };
}

/** What makes two drafts the same puzzle: their clues and the colours of their blocks (not titles). */
function cluesKey(draft) {
  const { rows, cols, colours, row_colours: rowColours, col_colours: colColours } = puzzleOf(draft);
  const rgb = (line) => line.map((i) => colours[i].rgb);
  return JSON.stringify(colours ? [rows, cols, rowColours.map(rgb), colColours.map(rgb)] : [rows, cols]);
}

export class CollectionPanel {
  constructor({ client, notice, drafts }) {
    Object.assign(this, { client, notice, drafts });
    this.verdicts = new Map(); // design key -> "unique" | "multiple" | "none" | "timeout" | "checking"
    this.queue = Promise.resolve(); // one check at a time, after the editor's own
    drafts.onChange = () => this.refresh();
    $("export-collection").addEventListener("click", () => this.exportFile());
    $("print-collection").addEventListener("click", (event) => this.print(event));
    this.refresh();
  }

  /** The ticked drafts, in the list's order. */
  picked() {
    return this.drafts.all().filter((d) => this.drafts.picked.has(d.id));
  }

  refresh() {
    const picked = new Set(this.picked().map((d) => d.id));
    const twins = this.duplicates();
    for (const draft of this.drafts.all()) {
      const badge = document.querySelector(`.draft[data-id="${draft.id}"] .verdict`);
      if (!badge) continue;
      const verdict = picked.has(draft.id) ? this.verdictOf(draft) : null;
      badge.textContent = verdict ? VERDICT_TEXT[verdict] : "";
      if (verdict) badge.dataset.verdict = verdict;
      else delete badge.dataset.verdict;
      this.markDuplicate(badge, twins.get(draft.id));
    }
    this.summarise();
  }

  /** The ticked drafts that are the same puzzle as another ticked one: id -> the others' names. */
  duplicates() {
    const byClues = new Map();
    for (const draft of this.picked()) {
      const key = cluesKey(draft);
      byClues.set(key, [...(byClues.get(key) || []), draft]);
    }
    const twins = new Map();
    for (const group of byClues.values()) {
      if (group.length < 2) continue;
      for (const draft of group) twins.set(draft.id, group.filter((d) => d !== draft).map((d) => d.name));
    }
    return twins;
  }

  /** "same puzzle as “B”" beside the verdict of a draft ticked twice over (the draft's li: data-duplicate). */
  markDuplicate(badge, others) {
    const li = badge.closest(".draft");
    let mark = li.querySelector(".duplicate");
    if (!others) {
      mark?.remove();
      delete li.dataset.duplicate;
      return;
    }
    if (!mark) {
      mark = el("span", { class: "duplicate", role: "note" });
      badge.after(mark);
    }
    mark.textContent = `same puzzle as ${others.map((name) => `“${name}”`).join(", ")}`;
    li.dataset.duplicate = "yes";
  }

  /** The draft's verdict when known, else "checking" (and the check is queued once). */
  verdictOf(draft) {
    const key = JSON.stringify(designOf(draft));
    if (!this.verdicts.has(key)) {
      this.verdicts.set(key, "checking");
      this.queue = this.queue.then(() => this.check(key, draft)).then(() => this.refresh());
    }
    return this.verdicts.get(key);
  }

  async check(key, draft, tries = 2) {
    try {
      const result = await this.client.request("design_check", { ...designOf(draft), timeout: CHECK_TIMEOUT_S });
      const verdict = { unique: "unique", multiple: "multiple", contradiction: "none" }[result.verdict] || "timeout";
      this.verdicts.set(key, verdict);
    } catch (error) {
      // a cancelled request (the live check restarted the worker) is asked again
      if (error.type === "Cancelled" && tries > 1) return this.check(key, draft, tries - 1);
      this.verdicts.set(key, "timeout");
    }
  }

  summarise() {
    const picked = this.picked().map((d) => ({ name: d.name, verdict: this.verdicts.get(JSON.stringify(designOf(d))) }));
    const pending = picked.filter((p) => p.verdict === "checking").length;
    const unique = picked.filter((p) => p.verdict === "unique").length;
    const others = picked.filter((p) => p.verdict !== "unique" && p.verdict !== "checking")
      .map((p) => `“${p.name}” (${VERDICT_TEXT[p.verdict]})`);
    const twice = this.twiceText();
    const summary = $("collection-summary");
    summary.dataset.kind = others.length || twice ? "error" : "info";
    if (!picked.length) summary.textContent = "Tick drafts above to gather them into one collection.";
    else if (pending) summary.textContent = `${picked.length} ticked; checking ${pending}…${twice ? ` ${twice}` : ""}`;
    else {
      summary.textContent = `${picked.length} puzzle${picked.length === 1 ? "" : "s"}: ${unique} unique` +
        (others.length ? `; not unique: ${others.join(", ")}.` : twice ? "." : ", ready to export.") + (twice ? ` ${twice}` : "");
    }
    $("export-collection").disabled = !picked.length || pending > 0;
    $("print-collection").setAttribute("aria-disabled", String(!picked.length));
  }

  /** The summary's words on puzzles ticked twice: "The same puzzle twice: “A” and “B”." (or ""). */
  twiceText() {
    const seen = new Set();
    const pairs = [];
    for (const [id, others] of this.duplicates()) {
      const name = this.drafts.all().find((d) => d.id === id)?.name;
      const group = [name, ...others].sort();
      if (seen.has(group.join("\n"))) continue;
      seen.add(group.join("\n"));
      pairs.push(group.map((n) => `“${n}”`).join(" and "));
    }
    return pairs.length ? `The same puzzle twice (a published site refuses it): ${pairs.join("; ")}.` : "";
  }

  /** The link's click: the ticked drafts handed to the print page, opened in a tab of the hand-over's name. */
  print(event) {
    const picked = this.picked();
    const tab = picked.length ? handOverCollection({
      title: $("collection-title").value.trim() || "Collection", puzzles: picked.map(puzzleOf),
    }) : null;
    if (!tab) {
      event.preventDefault();
      this.notice(picked.length ? "The collection could not be handed to the print page (this browser's storage is full or blocked)."
        : "Tick the drafts to print first.", "error");
      return;
    }
    event.currentTarget.target = tab; // the print page knows the editor's collection by its tab's name
  }

  async exportFile() {
    const picked = this.picked();
    if (!picked.length) return;
    const format = $("collection-format").value;
    const puzzles = picked.map((d) => ({ ...designOf(d), title: d.title || d.name, author: d.author || "", license: d.license || "" }));
    let result;
    try {
      result = await this.client.request("collection_export", { format, puzzles });
    } catch (error) {
      if (error.type !== "Cancelled") this.notice(`The collection could not be exported: ${error.message}`, "error");
      return;
    }
    const base = $("collection-title").value.trim() || "collection";
    const name = `${base.replace(/[^\w.-]+/g, "-").slice(0, 60) || "collection"}${result.extension}`;
    download(name, result.text);
    const warn = $("collection-summary").dataset.kind === "error" ? ` ${$("collection-summary").textContent}` : "";
    this.notice(`Exported ${result.count} puzzles as ${name}.${warn}`, warn ? "error" : "info");
  }
}
