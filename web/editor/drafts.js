// editor/drafts.js — the editor's named drafts, kept in this browser: save the design as a draft,
// then open, move up or down, rename (in place: Enter keeps the name, Escape cancels) or delete one (with Undo);
// each draft can be ticked into a collection (editor/collection.js shows its verdict and exports).
// Save writes over the draft the design was opened from (or last saved as); "Save as new" makes a
// copy.  A draft's name is its puzzle's title: renaming retitles it (and the design on the board,
// when it is that draft), so it is exported and published under the new name.
//
// Interface (editor/main.js makes it)
//   const drafts = new DraftShelf({ design })   design: the editor's port (snapshot(), metadata(),
//                                     retitle(), setPicture(), draft(), setDraft(), notice())
//   drafts.save()                     the design over its own draft (none yet: a new draft)
//   drafts.saveAsNew()                the design as a new draft, named by its title
//   drafts.addMany(list) -> count     drafts [{name, picture, palette, title, author, license}], on top in order
//   drafts.all() -> [draft]           newest first; draft: {id, name, picture, palette, title, author, license}
//   drafts.picked                     a Set of the ids ticked into the collection (kept across a reload)
//   drafts.onChange = (list) => …     after every change (the collection panel listens)
//   drafts.item(draft) -> <li>        one draft's row: its tick, name, size, a .draft-facts box the
//                                     collection panel fills (verdict, grade, thumbnail…), actions
// Storage: localStorage "nonogram:editor:drafts" (a list, newest first; drafts saved before ids
// existed get one when first read; the list's order is the collection's) and "nonogram:editor:picked"
// (the ticked ids), through shared/storage.js.  The autosaved design is editor/startup.js's, not a draft.

import { DEFAULT_PALETTE, isPalette } from "./colours.js";
import { isPicture } from "./open.js";
import { button, el } from "../shared/dom.js";
import { storage } from "../shared/storage.js";

const DRAFTS_KEY = "editor:drafts"; // "nonogram:editor:drafts": a list, newest first
const PICKED_KEY = "editor:picked"; // "nonogram:editor:picked": the ids ticked into the collection
const MAX_DRAFTS = 200;
const $ = (id) => document.getElementById(id);

let counter = 0;
const newId = () => `d${Date.now().toString(36)}${(counter++).toString(36)}`;

/** The stored drafts (each with an id), or [] when storage is empty, blocked or not a list. */
function readDrafts() {
  const list = storage.readJson(DRAFTS_KEY, []);
  return Array.isArray(list) ? list.filter((d) => d && isPicture(d.picture)).map((d) => ({ ...d, id: d.id || newId() })) : [];
}

/** Store the list; false when the browser refuses (storage full or blocked). */
function writeDrafts(list) {
  return storage.writeJson(DRAFTS_KEY, list);
}

/** A draft's palette when it holds a valid one, else black-and-white. */
export const paletteOf = (draft) => (isPalette(draft.palette) ? draft.palette : DEFAULT_PALETTE);

export class DraftShelf {
  constructor({ design }) {
    this.design = design;
    this.onChange = () => {};
    this.removed = null; // {draft, at}: the last deleted draft, for Undo
    this.picked = new Set(storage.readJson(PICKED_KEY, []).filter((id) => typeof id === "string"));
    $("save-draft").addEventListener("click", () => this.save());
    $("save-draft-new").addEventListener("click", () => this.saveAsNew());
    $("draft-undo").addEventListener("click", () => this.undoDelete());
    this.render();
  }

  all() {
    return readDrafts();
  }

  store(list, done) {
    const ok = writeDrafts(list.slice(0, MAX_DRAFTS));
    if (!ok) this.design.notice("The drafts could not be saved (this browser's storage is full or blocked).", "error");
    else if (done) this.design.notice(done);
    this.render();
    return ok;
  }

  /** Save over the draft the design is (opened from or saved as); a new draft when it has none. */
  save() {
    const list = this.all();
    const at = list.findIndex((d) => d.id === this.design.draft());
    if (at < 0) return this.saveAsNew();
    const meta = this.design.metadata();
    const old = list[at];
    const others = list.filter((d) => d.id !== old.id);
    // the name follows a changed title; an untitled design keeps the draft's name
    const name = meta.title && meta.title !== old.title ? freeName(meta.title, others) : old.name;
    list[at] = { ...old, name, ...this.design.snapshot(), ...meta, title: meta.title || name };
    if (this.store(list, `Saved over the draft “${name}”.`)) this.design.retitle(list[at].title);
  }

  /** The design as a new draft (the design is that draft from now on). */
  saveAsNew() {
    const meta = this.design.metadata();
    const list = this.all();
    const name = freeName(meta.title || `Untitled (${new Date().toLocaleString()})`, list);
    const draft = { id: newId(), name, ...this.design.snapshot(), ...meta, title: meta.title || name };
    if (this.store([draft, ...list], `Saved the draft “${name}”.`)) this.design.setDraft(draft.id);
  }

  addMany(list) {
    const room = Math.max(0, MAX_DRAFTS - this.all().length);
    const kept = list.slice(0, room).map((d) => ({ ...d, id: newId() })); // on top, in the collection's order
    return this.store([...kept, ...this.all()]) ? kept.length : 0;
  }

  open(id) {
    const draft = this.all().find((d) => d.id === id);
    if (!draft) return;
    const metadata = { title: draft.title || draft.name, author: draft.author, license: draft.license };
    this.design.setPicture(draft.picture, { palette: paletteOf(draft), metadata, draft: draft.id });
    this.design.notice(`Opened the draft “${draft.name}”.`);
  }

  rename(id, name) {
    const clean = name.trim().slice(0, 200);
    if (!clean) return this.design.notice("A draft needs a name: it was left as it was.", "error");
    // the name is the puzzle's title: what a collection exports and a site publishes; the design on
    // the board, when it is this draft, takes the new title too (its Save and Download use it)
    const renamed = (d) => ({ ...d, name: clean, title: clean });
    const ok = this.store(this.all().map((d) => (d.id === id ? renamed(d) : d)), `Renamed the draft to “${clean}”.`);
    if (ok && id === this.design.draft()) this.design.retitle(clean);
  }

  delete(id) {
    const list = this.all();
    const at = list.findIndex((d) => d.id === id);
    if (at < 0) return;
    this.removed = { draft: list[at], at };
    this.picked.delete(id);
    this.storePicked();
    list.splice(at, 1);
    this.store(list, `Deleted the draft “${this.removed.draft.name}”.`);
  }

  /** One place up (-1) or down (+1): a collection is exported in the list's order. */
  move(id, step) {
    const list = this.all();
    const at = list.findIndex((d) => d.id === id);
    const to = at + step;
    if (at < 0 || to < 0 || to >= list.length) return;
    [list[at], list[to]] = [list[to], list[at]];
    this.store(list);
    document.querySelector(`.draft[data-id="${id}"] [aria-label$="${step < 0 ? "up" : "down"}"]`)?.focus();
  }

  undoDelete() {
    if (!this.removed) return;
    const { draft, at } = this.removed;
    this.removed = null;
    const list = this.all();
    list.splice(at, 0, draft);
    this.store(list, `The draft “${draft.name}” is back.`);
  }

  // ----- the list ------------------------------------------------------------------------

  /** Keep the ticks (the collection being assembled survives a reload). */
  storePicked() {
    storage.writeJson(PICKED_KEY, [...this.picked]);
  }

  /** Say which draft the design is (Save writes over it) and mark it in the list. */
  showCurrent(list = this.all()) {
    const current = list.find((d) => d.id === this.design.draft());
    $("draft-current").textContent = current ? `Editing the draft “${current.name}”: Save draft writes over it.` : "";
    for (const li of document.querySelectorAll("#draft-list .draft")) {
      if (li.dataset.id === current?.id) li.setAttribute("aria-current", "true");
      else li.removeAttribute("aria-current");
    }
  }

  render() {
    const list = this.all();
    $("draft-list").replaceChildren(...list.map((d) => this.item(d)));
    this.showCurrent(list);
    $("drafts-empty").hidden = list.length > 0;
    $("draft-undo").hidden = !this.removed;
    if (this.removed) $("draft-undo").textContent = `Undo delete (“${this.removed.draft.name}”)`;
    this.onChange(list);
  }

  item(draft) {
    const pick = el("input", { type: "checkbox", class: "draft-pick", id: `pick-${draft.id}`, checked: this.picked.has(draft.id) });
    pick.addEventListener("change", () => {
      if (pick.checked) this.picked.add(draft.id);
      else this.picked.delete(draft.id);
      this.storePicked();
      this.onChange(this.all());
    });
    const li = el("li", { class: "draft", data: { id: draft.id } });
    const actions = el("span", { class: "draft-actions" }, [
      action("↑", `Move the draft ${draft.name} up`, () => this.move(draft.id, -1)),
      action("↓", `Move the draft ${draft.name} down`, () => this.move(draft.id, 1)),
      action("Open", `Open the draft ${draft.name}`, () => this.open(draft.id)),
      action("Rename", `Rename the draft ${draft.name}`, () => this.startRename(li, draft)),
      action("Delete", `Delete the draft ${draft.name}`, () => this.delete(draft.id)),
    ]);
    li.append(pick, el("label", { htmlFor: pick.id, class: "draft-name", text: draft.name }),
      el("span", { class: "draft-size", text: `${draft.picture[0].length}×${draft.picture.length}` }),
      el("span", { class: "draft-facts" }), actions);
    return li;
  }

  /** The draft's name becomes a text field: Enter (or Save) renames, Escape (or Cancel) leaves it. */
  startRename(li, draft) {
    const field = el("input", { type: "text", value: draft.name, maxLength: 200, class: "draft-rename",
      "aria-label": `New name for the draft ${draft.name}` });
    const save = action("Save", `Save the new name of ${draft.name}`, () => this.rename(draft.id, field.value));
    const cancel = action("Cancel", "Cancel renaming", () => this.render());
    field.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.rename(draft.id, field.value);
      else if (e.key === "Escape") this.render();
      else return;
      e.preventDefault();
    });
    li.querySelector(".draft-name").replaceWith(field);
    li.querySelector(".draft-actions").replaceChildren(save, cancel);
    field.focus();
    field.select();
  }
}

/** ``name``, or "name (2)", "name (3)", … when a draft already has it (saving twice keeps both, told apart). */
function freeName(name, list) {
  const taken = new Set(list.map((d) => d.name));
  let found = name;
  for (let n = 2; taken.has(found); n++) found = `${name} (${n})`;
  return found;
}

function action(text, label, run) {
  return button(text, { "aria-label": label, on: { click: run } });
}
