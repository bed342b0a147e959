// pictures-library.js — the library's "Pictures" section: the packs in packs.json order (each with
// solved/total), a pack's own page (#pictures/<pack>) with a card per picture, a mosaic's page (its
// board: library/mosaic.js), and the solved pictures the library's search finds.  An unsolved
// picture's card names no title and shows no picture ("#12", "20×20 · medium"); a solved or
// revealed one shows both.  The filters (library/filters.js) are the library's: its bar is put
// above this section, and the packs, a pack's pictures and a mosaic's count follow them.
//
// Interface
//   const shelf = new PictureShelf(section)   section: the #pictures element of the library view
//   shelf.show(packId = null)   the pack list, or one pack's pictures (null: the list); loads
//                               packs.json (and the pack) when first needed; while the library is
//                               searched, only the packs whose name has the words (none: hidden)
//   shelf.clear()               empty it (a puzzle is played: no title of any kind stays in the page)
//   shelf.nextAfter(packId, n) -> route | null   the next unsolved picture of the pack (filters
//                               kept); a mosaic's tile: back to its board
//   shelf.nextSimilar(packId, n) -> route | null   after a daily: an unsolved picture of its size
//   foundPictures(query) -> Promise<[li]>   the search's solved pictures (never an unsolved one)
//
// Contract: the section is named by its heading "Pictures"; each pack is a link (data-pack,
// data-solved, data-total), each picture a link (data-picture="<pack>/<n>", data-state = new,
// started, solved or revealed); the filters are <select>s named "Grid", "Grade" and "Ink".

import { filter, mountFilters, onFilterChange } from "./filters.js";
import { isComplete, mosaicCanvas, mosaicFacts, mosaicPage, tileStates } from "./mosaic.js";
import { thumbnail } from "./thumbnail.js";
import {
  facts, findPack, forPlayer, knowsTitle, knownPictures, loadIndex, loadPack, matches, mosaicOf, noteClues,
  pictureId, pictureLink, pictureState, progressFor,
} from "../packs/packs.js";
import { loadMeta } from "../shared/store.js";
import { bestTimeText } from "../shared/time.js";

const STATE_TEXT = { new: "not started", started: "started", solved: "✓ Solved", revealed: "revealed" };

export class PictureShelf {
  constructor(section) {
    this.section = section;
    this.filter = filter; // the library's (library/filters.js): the puzzle list follows it too
    this.packId = null;
    this.shown = 0; // counts renders, so a late load never draws over a newer view
    this.search = document.getElementById("library-search");
    const again = () => { if (this.section.childElementCount) this.show(this.packId); };
    onFilterChange(again);
    this.search?.addEventListener("input", () => { if (!this.packId) again(); });
  }

  clear() {
    this.shown += 1;
    this.section.replaceChildren();
  }

  async show(packId = null) {
    mountFilters(this.section); // once, above the pictures (app.js has put them below the panels by now)
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
          : pack ? this._packPage(pack, puzzles) : [this._packList(data)];
    this.section.dataset.page = pack ? (mosaicOf(pack) ? "mosaic" : "pack") : "packs";
    const filters = document.getElementById("library-filters");
    if (filters) filters.hidden = this.section.dataset.page === "mosaic"; // a board is never cut
    this.section.replaceChildren(heading("h3", "pictures-heading", "Pictures"), ...body);
    // a search that names no pack: the section steps aside, so what it finds is at hand
    this.section.hidden = !pack && Boolean(this.search?.value.trim()) && !this.section.querySelector("a[data-pack]");
  }

  /** The pictures of a pack that pass the filters: [{n, info}] (n is 1-based). */
  _chosen(pack) {
    return pack.puzzles.map((info, i) => ({ n: i + 1, info })).filter(({ info }) => matches(this.filter, pack, info));
  }

  /** The packs with a picture that passes the filters (while searching: whose name matches). */
  _packList(data) {
    const query = this.search?.value.trim().toLowerCase() || "";
    const list = document.createElement("ul");
    list.className = "library picture-packs";
    for (const pack of data.packs) {
      const chosen = this._chosen(pack);
      if (!chosen.length || (query && !packNamed(pack, query))) continue;
      const solved = chosen.filter(({ n }) => pictureState(pictureId(pack.id, n)) === "solved").length;
      list.append(packCard(pack, data, solved, chosen.length));
    }
    if (!list.childElementCount) {
      list.append(emptyItem(query ? "No picture pack has that name." : "No picture matches these filters."));
    }
    return list;
  }

  _packPage(pack, puzzles) {
    if (mosaicOf(pack)) return this._mosaicPage(pack, puzzles);
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

  /** A mosaic's page: its board, whole (filters do not cut a picture). */
  _mosaicPage(pack, puzzles) {
    const parts = mosaicPage(pack, puzzles); // (notes each tile's clues first: their states are then sure)
    const states = tileStates(pack);
    const title = heading("h4", "pack-heading", pack.name);
    title.append(" ", count(states.filter(knowsTitle).length, states.length, "tiles solved"));
    return [backLink(), title, ...parts];
  }

  async nextAfter(packId, n) {
    const data = await loadIndex();
    const pack = data && findPack(data, packId);
    if (!pack) return null;
    if (mosaicOf(pack)) return `#pictures/${encodeURIComponent(packId)}`; // back to the board
    const chosen = this._chosen(pack).map((item) => item.n);
    const order = [...chosen.filter((m) => m > n), ...chosen.filter((m) => m < n)];
    const next = order.find((m) => !knowsTitle(pictureState(pictureId(packId, m))));
    return next ? pictureLink(packId, next) : `#pictures/${encodeURIComponent(packId)}`;
  }

  /**
   * After a daily picture: an unsolved picture of about its size (its area within half again
   * either way; its own pack's next first, then the packs in order), else the nearest in size,
   * else null.  Mosaic tiles are left to their boards.
   */
  async nextSimilar(packId, n) {
    const data = await loadIndex();
    const pack = data && findPack(data, packId);
    const like = pack?.puzzles[n - 1];
    if (!like) return null;
    const area = (info) => info.width * info.height;
    const distance = (info) => Math.abs(Math.log(area(info) / area(like)));
    const all = data.packs.filter((p) => !mosaicOf(p)).flatMap((p) => p.puzzles.map((info, i) => ({ p, m: i + 1, info })));
    const own = all.findIndex(({ p, m }) => p.id === packId && m === n);
    const order = [...all.slice(own + 1), ...all.slice(0, Math.max(0, own))]
      .filter(({ p, m, info }) => matches(filter, p, info) && !knowsTitle(pictureState(pictureId(p.id, m))));
    const pick = order.find(({ info }) => distance(info) <= Math.log(1.5))
      || order.reduce((best, item) => (!best || distance(item.info) < distance(best.info) ? item : best), null);
    return pick ? pictureLink(pick.p.id, pick.m) : null;
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
  const ink = pack.colour ? "Colour" : "Black and white";
  const mosaic = mosaicOf(pack);
  const complete = mosaic && isComplete(tileStates(pack));
  if (mosaic) {
    stack.classList.add("mosaic-tile");
    stack.textContent = "";
    if (complete) showWhole(pack, stack);
  }
  // a completed mosaic is called by its picture's title, its pack's name under it
  const named = complete && mosaic.title;
  const line = [named && pack.name, mosaic ? mosaicFacts(pack) : ink, mosaic && ink, source?.name].filter(Boolean).join(" · ");
  a.append(stack, texts(named || pack.name, line, count(solved, total)));
  li.append(a);
  return li;
}

/** A completed mosaic's card shows its whole picture (its pack loaded for the tiles' colours). */
async function showWhole(pack, stack) {
  const puzzles = await loadPack(pack.id);
  if (!puzzles || !stack.isConnected) return;
  const canvas = mosaicCanvas(pack, puzzles, tileStates(pack), 48);
  canvas.className = "thumb";
  stack.replaceWith(canvas);
}

/** While searching, a pack is listed when its name has the words (a completed mosaic's title is found as a picture). */
const packNamed = (pack, query) => pack.name.toLowerCase().includes(query);

/**
 * The library search's pictures: cards (in packs.json order) of the solved or revealed pictures
 * whose title has `query`; an unsolved picture is never found (its title is a secret), nor a
 * mosaic's tile (its title would tell the whole's).  Only packs with a known picture are loaded.
 */
export async function foundPictures(query) {
  const data = query && (await loadIndex());
  if (!data) return [];
  const known = knownPictures();
  await Promise.all([...known.keys()].map((packId) => findPack(data, packId) && loadPack(packId))); // at once, not one by one
  const cards = [];
  for (const pack of data.packs) {
    if (!known.has(pack.id)) continue;
    const puzzles = await loadPack(pack.id);
    if (mosaicOf(pack)) {
      if (puzzles && mosaicFound(pack, query)) cards.push(mosaicCard(pack, puzzles));
      continue;
    }
    for (const n of known.get(pack.id).sort((a, b) => a - b)) {
      const puzzle = puzzles?.[n - 1];
      const info = pack.puzzles[n - 1];
      if (!puzzle || !info || !matches(filter, pack, info)) continue;
      noteClues(pictureId(pack.id, n), puzzle);
      const state = pictureState(pictureId(pack.id, n));
      if (knowsTitle(state) && (puzzle.title || "").toLowerCase().includes(query)) cards.push(pictureCard(pack, n, info, puzzle, { named: true }));
    }
  }
  return cards;
}

/** A search finds a mosaic by its whole picture's title once every tile is known, and only then. */
function mosaicFound(pack, query) {
  const { title } = mosaicOf(pack);
  return title.toLowerCase().includes(query) && isComplete(tileStates(pack)) && pack.puzzles.some((info) => matches(filter, pack, info));
}

/** A completed mosaic as a search finds it: its whole picture and title, a link to its board. */
function mosaicCard(pack, puzzles) {
  const li = document.createElement("li");
  li.className = "card picture";
  const a = document.createElement("a");
  a.href = `#pictures/${encodeURIComponent(pack.id)}`;
  Object.assign(a.dataset, { mosaic: pack.id, state: "solved" });
  const canvas = mosaicCanvas(pack, puzzles, tileStates(pack), 48);
  canvas.className = "thumb";
  a.append(canvas, texts(mosaicOf(pack).title, `${pack.name} · ${mosaicFacts(pack)}`, count(pack.puzzles.length, pack.puzzles.length)));
  li.append(a);
  return li;
}

function pictureCard(pack, n, info, puzzle, { named = false } = {}) {
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
  const line = `${named ? `${pack.name} ` : ""}${known ? `#${n} · ` : ""}${facts(info)}`; // (found by a search: its pack named)
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

function count(solved, total, what = "solved") {
  const span = document.createElement("span");
  span.className = "state pack-count";
  span.dataset.kind = solved === total ? "solved" : solved ? "started" : "new";
  span.textContent = `${solved}/${total} ${what}`;
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
