// pictures-library.js — the library's "Pictures" section: the packs (each with solved/total),
// filters by grid size, grade and ink, and a pack's own page (#pictures/<pack>) with a card per
// picture.  An unsolved picture's card names no title and shows no picture ("#12", "20×20 ·
// medium"); a solved or revealed one shows both.
//
// Interface
//   const shelf = new PictureShelf(section)   section: the #pictures element of the library view
//   shelf.show(packId = null)   the pack list, or one pack's pictures (null: the list); loads
//                               packs.json (and the pack) when first needed
//   shelf.clear()               empty it (a puzzle is played: no title of any kind stays in the page)
//   shelf.nextAfter(packId, n) -> route | null   the next unsolved picture of the pack (filters kept)
//
// Contract: the section is named by its heading "Pictures"; each pack is a link (data-pack,
// data-solved, data-total), each picture a link (data-picture="<pack>/<n>", data-state = new,
// started, solved or revealed); the filters are <select>s named "Grid", "Grade" and "Ink".

import { thumbnail } from "./library.js";
import {
  FILTERS, facts, findPack, forPlayer, knowsTitle, loadIndex, loadPack, matches, noteClues, pictureId,
  pictureLink, pictureState, progressFor,
} from "./pictures.js";
import { loadMeta } from "./store.js";
import { bestTimeText } from "./time.js";

const STATE_TEXT = { new: "not started", started: "started", solved: "✓ Solved", revealed: "revealed" };

export class PictureShelf {
  constructor(section) {
    this.section = section;
    this.filter = { grid: "", grade: "", ink: "" };
    this.packId = null;
    this.shown = 0; // counts renders, so a late load never draws over a newer view
  }

  clear() {
    this.shown += 1;
    this.section.replaceChildren();
  }

  async show(packId = null) {
    const turn = ++this.shown;
    this.packId = packId;
    if (!this.section.childElementCount) this.section.append(heading("h3", "pictures-heading", "Pictures"), note("Loading the pictures…"));
    const data = await loadIndex();
    const pack = data && packId ? findPack(data, packId) : null;
    const puzzles = pack ? await loadPack(packId) : null;
    if (turn !== this.shown) return;
    const body = !data ? [note("The pictures could not be loaded (they need a connection the first time).")]
      : packId && !pack ? [note(`There is no picture pack “${packId}”.`), backLink()]
        : packId && !puzzles ? [note(`The pack “${pack.name}” could not be loaded.`), backLink()]
          : [this._filters(), ...(pack ? this._packPage(pack, puzzles) : [this._packList(data)])];
    this.section.dataset.page = pack ? "pack" : "packs";
    this.section.replaceChildren(heading("h3", "pictures-heading", "Pictures"), ...body);
  }

  _filters() {
    const bar = document.createElement("div");
    bar.className = "picture-filters";
    for (const [key, label, options] of FILTERS) {
      const wrap = document.createElement("label");
      wrap.append(`${label} `);
      const box = document.createElement("select");
      box.name = key;
      box.dataset.filter = key;
      for (const [value, text] of options) box.append(new Option(text, value, false, value === this.filter[key]));
      box.addEventListener("change", () => {
        this.filter[key] = box.value;
        this.show(this.packId);
      });
      wrap.append(box);
      bar.append(wrap);
    }
    return bar;
  }

  /** The pictures of a pack that pass the filters: [{n, info}] (n is 1-based). */
  _chosen(pack) {
    return pack.puzzles.map((info, i) => ({ n: i + 1, info })).filter(({ info }) => matches(this.filter, pack, info));
  }

  _packList(data) {
    const list = document.createElement("ul");
    list.className = "library picture-packs";
    for (const pack of data.packs) {
      const chosen = this._chosen(pack);
      if (!chosen.length) continue;
      const solved = chosen.filter(({ n }) => pictureState(pictureId(pack.id, n)) === "solved").length;
      list.append(packCard(pack, data, solved, chosen.length));
    }
    if (!list.childElementCount) list.append(emptyItem("No picture matches these filters."));
    return list;
  }

  _packPage(pack, puzzles) {
    const chosen = this._chosen(pack);
    const solved = chosen.filter(({ n }) => pictureState(pictureId(pack.id, n)) === "solved").length;
    const title = heading("h4", "pack-heading", pack.name);
    title.append(" ", count(solved, chosen.length));
    const list = document.createElement("ul");
    list.className = "library picture-list";
    for (const { n, info } of chosen) {
      const puzzle = puzzles[n - 1];
      if (puzzle) list.append(pictureCard(pack, n, info, puzzle));
    }
    if (!list.childElementCount) list.append(emptyItem("No picture of this pack matches these filters."));
    return [backLink(), title, list];
  }

  async nextAfter(packId, n) {
    const data = await loadIndex();
    const pack = data && findPack(data, packId);
    if (!pack) return null;
    const chosen = this._chosen(pack).map((item) => item.n);
    const order = [...chosen.filter((m) => m > n), ...chosen.filter((m) => m < n)];
    const next = order.find((m) => !knowsTitle(pictureState(pictureId(packId, m))));
    return next ? pictureLink(packId, next) : `#pictures/${encodeURIComponent(packId)}`;
  }
}

function packCard(pack, data, solved, total) {
  const li = document.createElement("li");
  li.className = "card group";
  const a = document.createElement("a");
  a.href = `#pictures/${encodeURIComponent(pack.id)}`;
  Object.assign(a.dataset, { pack: pack.id, solved: String(solved), total: String(total) });
  const stack = document.createElement("span");
  stack.className = `stack pack-tile${pack.colour ? " colour" : ""}`;
  stack.setAttribute("aria-hidden", "true");
  stack.textContent = String(total);
  const source = data.sources?.find((s) => s.id === pack.source);
  a.append(stack, texts(pack.name, [pack.colour ? "Colour" : "Black and white", source?.name].filter(Boolean).join(" · "),
    count(solved, total)));
  li.append(a);
  return li;
}

function pictureCard(pack, n, info, puzzle) {
  const id = pictureId(pack.id, n);
  noteClues(id, puzzle);
  const state = pictureState(id);
  const known = knowsTitle(state);
  const wire = forPlayer(pack, n, puzzle);
  const li = document.createElement("li");
  li.className = "card picture";
  const a = document.createElement("a");
  a.href = pictureLink(pack.id, n);
  Object.assign(a.dataset, { picture: `${pack.id}/${n}`, state });
  const progress = known ? progressFor(id) : null; // no picture of an unsolved one, however far it got
  a.append(thumbnail(wire, progress));
  const line = known ? `#${n} · ${facts(info)}` : facts(info);
  const stateText = document.createElement("span");
  stateText.className = "state";
  stateText.dataset.kind = state === "new" ? "new" : state;
  stateText.textContent = STATE_TEXT[state];
  if (state === "solved") stateText.append(bestTimeText(loadMeta(id)));
  a.append(texts(known ? puzzle.title : `#${n}`, line, stateText));
  li.append(a);
  return li;
}

function texts(title, meta, state) {
  const box = document.createElement("span");
  box.className = "text";
  const parts = [["title", title], ["meta", meta]].map(([cls, text]) => {
    const span = document.createElement("span");
    span.className = cls;
    span.textContent = text;
    return span;
  });
  box.append(...parts, state);
  return box;
}

function count(solved, total) {
  const span = document.createElement("span");
  span.className = "state pack-count";
  span.dataset.kind = solved === total ? "solved" : solved ? "started" : "new";
  span.textContent = `${solved}/${total} solved`;
  return span;
}

function heading(level, id, text) {
  const h = document.createElement(level);
  h.id = id;
  h.textContent = text;
  return h;
}

function note(text) {
  const p = document.createElement("p");
  p.className = "picture-note";
  p.textContent = text;
  return p;
}

function backLink() {
  const a = document.createElement("a");
  a.className = "picture-back";
  a.href = "#library";
  a.textContent = "← All picture packs";
  return a;
}

function emptyItem(text) {
  const li = document.createElement("li");
  li.className = "empty";
  li.textContent = text;
  return li;
}
