// library.js — the library page: a card per puzzle (a small picture once solved, size, grade,
// progress, best time), one card per collection (a file of many puzzles: its count, opened on a
// page of its own), search by title, and removing what the user added (with Undo).  The picture
// packs are pictures-library.js's section of the same page; a daily picture's secret title
// (puzzle.picture.title) joins its card's title only once it is solved or revealed.
//
// Interface
//   const library = new Library({ root, status })   root: the #library-view element
//   library.setBundled(puzzles)     the puzzles of library.json
//   library.show(collectionId?)     render the whole library, or one collection's puzzles
//   library.find(id) -> puzzle      a bundled or stored puzzle
//   library.nextAfter(id) -> id     the next unsolved puzzle after `id` (its collection's, else the
//                                   library's order), or null
//   thumbnail(puzzle, progress) -> <canvas>   (exported) the small picture of a solved puzzle
// Rendering stays short however much is stored: the main page lists collections as one card each,
// and a list shows PAGE cards at a time with a "Show more" button.

import {
  collections, loadCollection, loadMeta, loadProgress, loadPuzzle, removeCollection, removePuzzle,
  restore, savedPuzzles,
} from "./store.js";
import { displayText } from "./safe-text.js";
import { bestTimeText } from "./time.js";

const PAGE = 60;

export class Library {
  constructor({ root, status }) {
    this.root = root;
    this.status = status;
    this.bundled = [];
    this.list = root.querySelector("#library-list");
    this.search = root.querySelector("#library-search");
    this.heading = root.querySelector("#library-heading");
    this.search.addEventListener("input", () => this._render());
  }

  setBundled(puzzles) {
    this.bundled = puzzles;
  }

  find(id) {
    return this.bundled.find((p) => p.id === id) || loadPuzzle(id);
  }

  show(collectionId = null) {
    this.collection = collectionId ? loadCollection(collectionId) : null;
    this.heading.textContent = this.collection ? this.collection.title : "Library";
    this.limit = PAGE;
    this._render();
  }

  /** The puzzles in play order: the bundled ones, then those the user opened one at a time. */
  _loose() {
    const stored = savedPuzzles().filter(({ id, puzzle }) => !puzzle.collection && !this.bundled.some((p) => p.id === id));
    return [...this.bundled.map((p) => ({ id: p.id, puzzle: p, bundled: true })), ...stored];
  }

  _members(collection) {
    return collection.ids.map((id) => ({ id, puzzle: this.find(id) })).filter(({ puzzle }) => puzzle);
  }

  nextAfter(id) {
    const stored = loadPuzzle(id);
    const group = stored?.collection && loadCollection(stored.collection);
    const order = group ? this._members(group) : this._loose();
    const at = order.findIndex((item) => item.id === id);
    const rest = [...order.slice(at + 1), ...order.slice(0, Math.max(0, at))];
    return rest.find((item) => !loadProgress(item.id)?.solved)?.id ?? null;
  }

  _render() {
    const query = this.search.value.trim().toLowerCase();
    const matches = (title) => !query || (title || "").toLowerCase().includes(query);
    let cards;
    if (this.collection) {
      cards = this._members(this.collection).filter(({ puzzle }) => matches(puzzle.title))
        .map((item) => this._puzzleCard(item, false));
    } else {
      const groups = collections();
      const inGroups = query ? groups.flatMap((g) => this._members(g).map((m) => ({ ...m, removable: false }))) : [];
      cards = [
        ...groups.filter((g) => matches(g.title) || (query && this._members(g).some(({ puzzle }) => matches(puzzle.title))))
          .map((g) => this._groupCard(g)),
        ...this._loose().filter(({ puzzle }) => matches(puzzle.title)).map((item) => this._puzzleCard(item, !item.bundled)),
        ...inGroups.filter(({ puzzle }) => matches(puzzle.title)).map((item) => this._puzzleCard(item, false)),
      ];
    }
    const shown = cards.slice(0, this.limit);
    if (cards.length > this.limit) shown.push(this._moreCard(cards.length - this.limit));
    if (!cards.length) shown.push(emptyCard(query));
    if (this.collection) shown.unshift(backCard());
    this.list.replaceChildren(...shown);
  }

  _moreCard(hidden) {
    const li = document.createElement("li");
    li.className = "more";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = `Show ${Math.min(hidden, PAGE)} more (${hidden} not shown)`;
    button.addEventListener("click", () => {
      this.limit += PAGE;
      this._render();
    });
    li.append(button);
    return li;
  }

  _puzzleCard({ id, puzzle }, removable) {
    const progress = loadProgress(id);
    const meta = loadMeta(id);
    const li = document.createElement("li");
    li.className = "card";
    const a = document.createElement("a");
    a.href = `#play/${encodeURIComponent(id)}`;
    a.dataset.id = id;
    a.append(thumbnail(puzzle, progress));
    const text = document.createElement("span");
    text.className = "text";
    const title = document.createElement("span");
    title.className = "title";
    title.textContent = shownTitle(puzzle, progress);
    const facts = document.createElement("span");
    facts.className = "meta";
    const grade = meta.grade || puzzle.grade?.replace(/-/g, " "); // bundled puzzles ship their grade
    facts.textContent = [`${puzzle.cols.length}×${puzzle.rows.length}`, grade, puzzle.author]
      .filter(Boolean).join(" · ");
    const state = document.createElement("span");
    state.className = "state";
    const [label, kind] = progressLabel(puzzle, progress);
    state.textContent = label;
    state.dataset.kind = kind;
    if (progress?.solved) state.append(bestTimeText(meta));
    text.append(title, facts, state);
    a.append(text);
    li.append(a);
    if (removable) li.append(this._removeButton(puzzle.title || "Untitled puzzle", () => removePuzzle(id)));
    return li;
  }

  _groupCard(group) {
    const members = group.ids;
    const solved = members.filter((id) => loadProgress(id)?.solved).length;
    const li = document.createElement("li");
    li.className = "card group";
    const a = document.createElement("a");
    a.href = `#collection/${encodeURIComponent(group.id)}`;
    const stack = document.createElement("span");
    stack.className = "stack";
    stack.setAttribute("aria-hidden", "true");
    stack.textContent = String(members.length);
    const text = document.createElement("span");
    text.className = "text";
    const title = document.createElement("span");
    title.className = "title";
    title.textContent = group.title;
    const facts = document.createElement("span");
    facts.className = "meta";
    facts.textContent = `Collection · ${members.length} puzzles`;
    const state = document.createElement("span");
    state.className = "state";
    state.textContent = solved ? `${solved} solved` : "not started";
    text.append(title, facts, state);
    a.append(stack, text);
    li.append(a, this._removeButton(group.title, () => removeCollection(group.id)));
    return li;
  }

  _removeButton(title, remove) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "remove";
    button.setAttribute("aria-label", `Remove ${title}`);
    button.title = "Remove from the library";
    button.textContent = "×";
    button.addEventListener("click", () => {
      const removed = remove();
      this._render();
      this.status(`Removed “${title}” from the library.`, "info", {
        label: "Undo",
        run: () => {
          restore(removed);
          this._render();
          this.status(`“${title}” is back in the library.`, "info");
        },
      });
    });
    return button;
  }
}

/** A puzzle's title; a picture's secret (the daily picture: puzzle.picture) joins it once solved or revealed. */
function shownTitle(puzzle, progress) {
  const title = displayText(puzzle.title) || "Untitled puzzle";
  const secret = puzzle.picture?.title;
  return secret && (progress?.solved || progress?.revealed) ? `${title} · ${secret}` : title;
}

function progressLabel(puzzle, progress) {
  if (progress?.revealed) return ["revealed", "revealed"];
  if (progress?.solved) return ["✓ Solved", "solved"];
  const total = puzzle.rows.length * puzzle.cols.length;
  const done = progress ? progress.cells.join("").replace(/\?/g, "").length : 0;
  return done ? [`${Math.max(1, Math.round((100 * done) / total))}% done`, "started"] : ["not started", "new"];
}

/** A small picture of a solved (or revealed) puzzle (its filled cells); a blank tile otherwise. */
export function thumbnail(puzzle, progress) {
  const w = puzzle.cols.length;
  const h = puzzle.rows.length;
  const canvas = document.createElement("canvas");
  canvas.className = "thumb";
  canvas.setAttribute("aria-hidden", "true");
  const scale = Math.max(1, Math.floor(48 / Math.max(w, h)));
  canvas.width = w * scale;
  canvas.height = h * scale;
  if (!(progress?.solved || progress?.revealed) || !Array.isArray(progress.cells)) {
    canvas.classList.add("blank");
    return canvas;
  }
  const ctx = canvas.getContext("2d");
  const ink = getComputedStyle(document.body).getPropertyValue("--filled").trim() || "#1f2430";
  const colours = Object.fromEntries((puzzle.colours || []).slice(1).map((k) => [k.char, `#${k.rgb}`]));
  progress.cells.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch !== "#" && !colours[ch]) return; // a colour puzzle's cells in their colours
    ctx.fillStyle = colours[ch] || ink;
    ctx.fillRect(c * scale, r * scale, scale, scale);
  }));
  return canvas;
}

function backCard() {
  const li = document.createElement("li");
  li.className = "back";
  const a = document.createElement("a");
  a.href = "#library";
  a.textContent = "← All puzzles";
  li.append(a);
  return li;
}

function emptyCard(query) {
  const li = document.createElement("li");
  li.className = "empty";
  li.textContent = query ? `No puzzle title contains “${query}”.` : "No puzzles here.";
  return li;
}
