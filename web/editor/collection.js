// editor/collection.js — several drafts gathered into one collection file (.nonpack or an XML
// puzzle set): the drafts ticked in the list (editor/drafts.js), in the list's order, each with its
// verdict — unique, multiple solutions, no solution — checked by the worker as soon as it is ticked
// and shown beside it (data-verdict), and counted in the summary before "Export collection".
// Exporting a collection with a puzzle that is not unique is allowed, but the summary and the
// notice name each such puzzle first.
//
// Interface (editor/main.js makes it)
//   new CollectionPanel({ client, notice, drafts })   drafts: the DraftShelf (editor/drafts.js)
// Worker kinds: "design_check" (each draft's verdict), "collection_export" (nonogram_core.design.collection).

import { download } from "../shared/dom.js";
import { paletteWire } from "./colours.js";
import { paletteOf } from "./drafts.js";

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

export class CollectionPanel {
  constructor({ client, notice, drafts }) {
    Object.assign(this, { client, notice, drafts });
    this.verdicts = new Map(); // design key -> "unique" | "multiple" | "none" | "timeout" | "checking"
    this.queue = Promise.resolve(); // one check at a time, after the editor's own
    drafts.onChange = () => this.refresh();
    $("export-collection").addEventListener("click", () => this.exportFile());
    this.refresh();
  }

  /** The ticked drafts, in the list's order. */
  picked() {
    return this.drafts.all().filter((d) => this.drafts.picked.has(d.id));
  }

  refresh() {
    const picked = new Set(this.picked().map((d) => d.id));
    for (const draft of this.drafts.all()) {
      const badge = document.querySelector(`.draft[data-id="${draft.id}"] .verdict`);
      if (!badge) continue;
      const verdict = picked.has(draft.id) ? this.verdictOf(draft) : null;
      badge.textContent = verdict ? VERDICT_TEXT[verdict] : "";
      if (verdict) badge.dataset.verdict = verdict;
      else delete badge.dataset.verdict;
    }
    this.summarise();
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
    const summary = $("collection-summary");
    summary.dataset.kind = others.length ? "error" : "info";
    if (!picked.length) summary.textContent = "Tick drafts above to gather them into one collection.";
    else if (pending) summary.textContent = `${picked.length} ticked; checking ${pending}…`;
    else {
      summary.textContent = `${picked.length} puzzle${picked.length === 1 ? "" : "s"}: ${unique} unique` +
        (others.length ? `; not unique: ${others.join(", ")}.` : ", ready to export.");
    }
    $("export-collection").disabled = !picked.length || pending > 0;
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
