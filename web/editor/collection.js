// editor/collection.js — several drafts gathered into one collection file (.nonpack or an XML
// puzzle set): the drafts ticked in the list (editor/drafts.js), in the list's order.  Beside each
// draft, in its .draft-facts box, the panel shows FACTS: a thumbnail of its picture, and for a ticked
// one its verdict — unique, multiple solutions, no solution — and the grade a person would find
// (checked by the worker as soon as it is ticked), counted in the summary before "Export
// collection".  Exporting a collection with a puzzle that is not unique is allowed, but the summary
// and the notice name each such puzzle first.  The file name and format, like the ticks and the
// order, survive a reload.  The same puzzle ticked twice (the same clues, whatever the titles:
// build_wheel.py --collection refuses it) is flagged beside both drafts (data-duplicate, and a
// "duplicate" fact) and named in the summary.  "Print the collection as a booklet" hands the ticked
// drafts to the print page (shared/print-handover.js), which opens in a new tab.
//
// Interface (editor/main.js makes it)
//   new CollectionPanel({ client, notice, drafts })   drafts: the DraftShelf (editor/drafts.js)
//   FACTS: what is shown beside a draft, in order; each {name, show(draft, context) -> element | null},
//     context = {ticked, info (the worker's findings: {verdict, grade}, or undefined), picked (the
//     ticked drafts, in order), twins (the names of the other ticked drafts that are the same puzzle,
//     or undefined)}: to show one more thing, add an entry (and its look in editor.css).
// Worker kinds: "design_check" (each draft's verdict), "grade" (its difficulty), "collection_export"
// (nonogram_core.design.collection).

import { miniature } from "../grid/miniature.js";
import { download, el } from "../shared/dom.js";
import { handOverCollection } from "../shared/print-handover.js";
import { storage } from "../shared/storage.js";
import { paletteWire } from "./colours.js";
import { paletteOf } from "./drafts.js";
import { cluesOf } from "./picture.js";

const CHECK_TIMEOUT_S = 10;
const THUMBNAIL_PX = 40;
const SETTINGS_KEY = "editor:collection"; // "nonogram:editor:collection": {title, format}
const VERDICT_TEXT = {
  checking: "checking…",
  unique: "unique",
  multiple: "multiple solutions",
  none: "no solution",
  timeout: "undecided (too hard to check quickly)",
};
const GRADE_TEXT = {
  trivial: "trivial", easy: "easy", medium: "medium", hard: "hard", "needs-guessing": "needs guessing",
  contradictory: "contradictory", timeout: "not graded (too long)",
};
const $ = (id) => document.getElementById(id);

/** A draft as the worker takes it: its picture, and its palette in colour. */
function designOf(draft) {
  const colours = paletteWire(paletteOf(draft));
  return colours ? { picture: draft.picture, colours } : { picture: draft.picture };
}

const keyOf = (draft) => JSON.stringify(designOf(draft));

/** What is shown beside each draft, in this order. */
export const FACTS = [
  {
    name: "thumbnail",
    show(draft) {
      const colours = paletteWire(paletteOf(draft));
      const puzzle = { width: draft.picture[0].length, height: draft.picture.length, colours: colours || [] };
      return miniature(draft.picture, puzzle, THUMBNAIL_PX, { class: "draft-thumb", "aria-hidden": "true" });
    },
  },
  {
    name: "verdict",
    show(draft, { ticked, info }) {
      if (!ticked) return null;
      const verdict = info?.verdict || "checking";
      return el("span", { class: "verdict", text: VERDICT_TEXT[verdict], data: { verdict } });
    },
  },
  {
    name: "grade",
    show(draft, { ticked, info }) {
      if (!ticked || !info?.grade) return null;
      return el("span", { class: "draft-grade", text: GRADE_TEXT[info.grade] || info.grade,
        title: "How hard a person would find it", data: { grade: info.grade } });
    },
  },
  {
    name: "duplicate",
    show(draft, { twins }) {
      if (!twins) return null;
      return el("span", { class: "duplicate", role: "note", text: `same puzzle as ${twins.map((name) => `“${name}”`).join(", ")}` });
    },
  },
];

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
    this.info = new Map(); // design key -> {verdict, grade}: the worker's findings ("checking" meanwhile)
    this.queue = Promise.resolve(); // one check at a time, after the editor's own
    drafts.onChange = (list) => this.refresh(list);
    $("export-collection").addEventListener("click", () => this.exportFile());
    $("print-collection").addEventListener("click", (event) => this.print(event));
    this.keepSettings();
    this.refresh();
  }

  /** The file name and format are kept as they are typed and chosen, and given back after a reload. */
  keepSettings() {
    const saved = storage.readJson(SETTINGS_KEY, {}) || {};
    if (typeof saved.title === "string") $("collection-title").value = saved.title.slice(0, 120);
    if ([...$("collection-format").options].some((o) => o.value === saved.format)) $("collection-format").value = saved.format;
    const store = () => storage.writeJson(SETTINGS_KEY, { title: $("collection-title").value, format: $("collection-format").value });
    $("collection-title").addEventListener("input", store);
    $("collection-format").addEventListener("change", store);
  }

  /** The ticked drafts, in the list's order (of `all`: the drafts as the caller read them, once). */
  picked(all = this.drafts.all()) {
    return all.filter((d) => this.drafts.picked.has(d.id));
  }

  /** Every draft's facts and the summary, from one reading of the stored drafts (each holds its picture). */
  refresh(all = this.drafts.all()) {
    const picked = this.picked(all);
    const ticked = new Set(picked.map((d) => d.id));
    const duplicates = this.duplicates(picked);
    for (const draft of all) {
      const box = document.querySelector(`.draft[data-id="${draft.id}"] .draft-facts`);
      if (!box) continue;
      const isTicked = ticked.has(draft.id);
      const twins = duplicates.get(draft.id);
      const context = { ticked: isTicked, info: isTicked ? this.infoOf(draft) : undefined, picked, twins };
      box.replaceChildren(...FACTS.map((fact) => fact.show(draft, context)).filter(Boolean));
      const li = box.closest(".draft");
      if (twins) li.dataset.duplicate = "yes";
      else delete li.dataset.duplicate;
    }
    this.summarise(picked, duplicates);
  }

  /** The ticked drafts that are the same puzzle as another ticked one: id -> the others' names. */
  duplicates(picked) {
    const byClues = new Map();
    for (const draft of picked) {
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

  /** What the worker found about a draft (the check is queued once; {verdict: "checking"} meanwhile). */
  infoOf(draft) {
    const key = keyOf(draft);
    if (!this.info.has(key)) {
      this.info.set(key, { verdict: "checking" });
      this.queue = this.queue.then(() => this.check(key, draft)).then(() => this.refresh());
    }
    return this.info.get(key);
  }

  async check(key, draft) {
    const verdict = await this.ask("design_check", draft).then(
      (result) => ({ unique: "unique", multiple: "multiple", contradiction: "none" })[result.verdict] || "timeout",
      () => "timeout");
    this.info.set(key, { verdict });
    this.refresh();
    const grade = await this.ask("grade", draft).then((result) => result.grade, () => null);
    this.info.set(key, { verdict, grade });
  }

  /** One request about a draft; a request cancelled because the live check restarted the worker is asked again. */
  async ask(kind, draft, tries = 2) {
    try {
      return await this.client.request(kind, { ...designOf(draft), timeout: CHECK_TIMEOUT_S });
    } catch (error) {
      if (error.type === "Cancelled" && tries > 1) return this.ask(kind, draft, tries - 1);
      throw error;
    }
  }

  summarise(ticked, duplicates) {
    const picked = ticked.map((d) => ({ name: d.name, verdict: this.info.get(keyOf(d))?.verdict }));
    const pending = picked.filter((p) => p.verdict === "checking").length;
    const unique = picked.filter((p) => p.verdict === "unique").length;
    const others = picked.filter((p) => p.verdict !== "unique" && p.verdict !== "checking")
      .map((p) => `“${p.name}” (${VERDICT_TEXT[p.verdict]})`);
    const twice = twiceText(ticked, duplicates);
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

/** The summary's words on puzzles ticked twice: "The same puzzle twice: “A” and “B”." (or ""). */
function twiceText(picked, duplicates) {
  const seen = new Set();
  const pairs = [];
  for (const [id, others] of duplicates) {
    const name = picked.find((d) => d.id === id)?.name;
    const group = [name, ...others].sort();
    if (seen.has(group.join("\n"))) continue;
    seen.add(group.join("\n"));
    pairs.push(group.map((n) => `“${n}”`).join(" and "));
  }
  return pairs.length ? `The same puzzle twice (a published site refuses it): ${pairs.join("; ")}.` : "";
}
