// library/picture-shelf.js — the library's "Pictures" section: the packs in packs.json order (each with
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
//   matches(filter, pack, info) -> bool   does a picture (its packs.json facts) pass the filters?
//
// Contract: the section is named by its heading "Pictures"; each pack is a link (data-pack,
// data-solved, data-total), each picture a link (data-picture="<pack>/<n>", data-state = new,
// started, solved or revealed); the filters are <select>s named "Grid", "Grade" and "Ink".

import { isComplete, mosaicCanvas, mosaicFacts, tileStates } from "../packs/mosaic.js";
import {
  facts, findPack, forPlayer, knowsTitle, knownPictures, loadIndex, loadPack, mosaicOf, noteClues,
  pictureId, pictureLink, pictureState, progressFor,
} from "../packs/packs.js";
import { el } from "../shared/dom.js";
import { loadMeta } from "../shared/store.js";
import { filter, mountFilters, onFilterChange, passes } from "./filters.js";
import { mosaicPage } from "./mosaic.js";
import { thumbnail } from "./thumbnail.js";
import { bestTimeText } from "../shared/time.js";

const STATE_TEXT = { new: "not started", started: "started", solved: "✓ Solved", revealed: "revealed" };

export const matches = (chosen, pack, info) => passes(chosen, { ...info, colour: Boolean(pack.colour) });

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
    mountFilters(this.section); // once, above the pictures (app/main.js has put them below the panels by now)
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
    const list = el("ul", { class: "library picture-packs" });
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
    const list = el("ul", { class: "library picture-list" });
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
  const stack = el("span", { class: `stack pack-tile${pack.colour ? " colour" : ""}`, "aria-hidden": "true", text: String(total) });
  const source = data.sources?.find((s) => s.id === pack.source);
  const ink = pack.colour ? "Colour" : "Black and white";
  const mosaic = mosaicOf(pack);
  const complete = mosaic && isComplete(tileStates(pack));
  if (mosaic) {
    stack.classList.add("mosaic-tile");
    stack.textContent = "";
    if (complete) showWhole(pack, stack);
    else whenSeen(stack, () => showWhole(pack, stack, { mix: true }));
  }
  // a completed mosaic is called by its picture's title, its pack's name under it
  const named = complete && mosaic.title;
  const line = [named && pack.name, mosaic ? mosaicFacts(pack) : ink, mosaic && ink, source?.name].filter(Boolean).join(" · ");
  const link = el("a", {
    href: `#pictures/${encodeURIComponent(pack.id)}`, data: { pack: pack.id, solved: String(solved), total: String(total) },
  }, [stack, texts(named || pack.name, line, count(solved, total))]);
  return el("li", { class: "card group" }, link);
}

/**
 * A completed mosaic's card shows its whole picture (its pack loaded for the tiles' colours); an
 * unfinished one (mix) its solved tiles and each other tile in the mix of its colours, so that no
 * two mosaic cards look alike and none gives its picture away.
 */
async function showWhole(pack, stack, { mix = false } = {}) {
  const puzzles = await loadPack(pack.id);
  if (!puzzles || !stack.isConnected) return;
  const canvas = mosaicCanvas(pack, puzzles, tileStates(pack), 48, null, { mix });
  canvas.className = mix ? "thumb mosaic-preview" : "thumb";
  stack.replaceWith(canvas);
}

/** Run `then` once the element scrolls into view (a mosaic's pack is fetched only for a card seen). */
function whenSeen(element, then) {
  if (typeof IntersectionObserver !== "function") return then();
  const watch = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    watch.disconnect();
    then();
  }, { rootMargin: "200px" });
  watch.observe(element);
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
  const canvas = mosaicCanvas(pack, puzzles, tileStates(pack), 48);
  canvas.className = "thumb";
  const all = pack.puzzles.length;
  const link = el("a", { href: `#pictures/${encodeURIComponent(pack.id)}`, data: { mosaic: pack.id, state: "solved" } },
    [canvas, texts(mosaicOf(pack).title, `${pack.name} · ${mosaicFacts(pack)}`, count(all, all))]);
  return el("li", { class: "card picture" }, link);
}

function pictureCard(pack, n, info, puzzle, { named = false } = {}) {
  const id = pictureId(pack.id, n);
  noteClues(id, puzzle);
  const state = pictureState(id);
  const known = knowsTitle(state);
  const wire = forPlayer(pack, n, puzzle);
  const progress = known ? progressFor(id) : null; // no picture of an unsolved one, however far it got
  const line = `${named ? `${pack.name} ` : ""}${known ? `#${n} · ` : ""}${facts(info)}`; // (found by a search: its pack named)
  const stateText = el("span", { class: "state", data: { kind: state }, text: STATE_TEXT[state] },
    state === "solved" ? bestTimeText(loadMeta(id)) : null);
  const link = el("a", { href: pictureLink(pack.id, n), data: { picture: `${pack.id}/${n}`, state } },
    [thumbnail(wire, progress), texts(known ? puzzle.title : `#${n}`, line, stateText)]);
  return el("li", { class: "card picture" }, link);
}

function texts(title, meta, state) {
  return el("span", { class: "text" }, [el("span", { class: "title", text: title }), el("span", { class: "meta", text: meta }), state]);
}

function count(solved, total, what = "solved") {
  const kind = solved === total ? "solved" : solved ? "started" : "new";
  return el("span", { class: "state pack-count", data: { kind }, text: `${solved}/${total} ${what}` });
}

const heading = (level, id, text) => el(level, { id, text });
const note = (text) => el("p", { class: "picture-note", text });
const backLink = () => el("a", { class: "picture-back", href: "#library", text: "← All picture packs" });
const emptyItem = (text) => el("li", { class: "empty", text });
