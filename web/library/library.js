// library/library.js — the library page: a card per puzzle (a small picture once solved, size, grade,
// progress, best time), one card per collection (a file of many puzzles: its count, opened on a
// page of its own), search by title, and removing what the user added (with Undo).  The picture
// packs are library/picture-shelf.js's section of the same page; a daily picture's secret title
// (puzzle.picture.title), or a library puzzle's on a site built with --hide-titles
// (puzzle.hidden_title), joins its card's title only once it is solved or revealed.
//
// Interface
//   const library = new Library({ root, status, continuing })   root: the #library-view element;
//                                   continuing: the "Continue" section (library/continue.js), filled on
//                                   the main page with the puzzles in progress, newest first (a list's
//                                   puzzle moves there: the page has one card per puzzle)
//   library.setBundled(puzzles)     the puzzles of library.json
//   library.show(collectionId?)     render the whole library, or one collection's puzzles
//   library.find(id) -> puzzle      a bundled or stored puzzle
//   library.nextAfter(id) -> id     the next unsolved puzzle after `id` (its collection's, else the
//                                   library's order; after a daily puzzle one of about its size), or null
// Rendering stays short however much is stored: the main page lists collections as one card each,
// and a list shows PAGE cards at a time with a "Show more" button.  The library's filters
// (library/filters.js: size, grade, ink) narrow this list as they do the picture packs; a search
// also lists the solved pictures whose title has the words (library/picture-shelf.js foundPictures).
// Contract: the search box is role=searchbox (#library-search); #library-list holds one li per
// puzzle (or collection) and nothing else ("Show more" and an empty result's words follow it).

import { button, el } from "../shared/dom.js";
import { displayText } from "../shared/safe-text.js";
import {
  collections, loadCollection, loadMeta, loadProgress, loadPuzzle, removeCollection, removePuzzle,
  restore, savedPuzzles,
} from "../shared/store.js";
import { bestTimeText } from "../shared/time.js";
import { active, filter, mountFilters, onFilterChange, passes } from "./filters.js";
import { inProgress, percentDone } from "./continue.js";
import { foundPictures } from "./picture-shelf.js";
import { thumbnail } from "./thumbnail.js";

const PAGE = 60;

export class Library {
  constructor({ root, status, continuing }) {
    this.root = root;
    this.status = status;
    this.continuing = continuing;
    this.bundled = [];
    this.list = root.querySelector("#library-list");
    this.search = root.querySelector("#library-search");
    this.heading = root.querySelector("#library-heading");
    this.listHeading = root.querySelector("#puzzles-heading");
    // beside the list, not in it: #library-list holds one li per puzzle (or collection) and nothing else
    this.foot = el("div", { id: "library-foot", class: "library-foot" });
    this.list.after(this.foot);
    this.back = el("a", { class: "library-back", href: "#library", text: "← All puzzles" });
    this.turn = 0; // counts renders, so a late search of the pictures never draws over a newer one
    this.search.addEventListener("input", () => this._render());
    onFilterChange(() => { if (!root.hidden) this._render(); });
  }

  setBundled(puzzles) {
    this.bundled = puzzles;
  }

  find(id) {
    return this.bundled.find((p) => p.id === id) || loadPuzzle(id);
  }

  show(collectionId = null) {
    // the bar goes above the pictures (or, on a site without them, above this list)
    mountFilters(document.getElementById("pictures") || this.listHeading || this.list);
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
    const rest = [...order.slice(at + 1), ...order.slice(0, Math.max(0, at))]
      .filter((item) => !loadProgress(item.id)?.solved && !item.id.startsWith("daily-"));
    if (!id.startsWith("daily-") || !stored) return rest[0]?.id ?? null;
    // after a daily puzzle: not the library's first (a 5×5), but one of about the day's size
    const area = (p) => p.rows.length * p.cols.length;
    const distance = ({ puzzle }) => Math.abs(Math.log(area(puzzle) / area(stored)));
    const near = [...rest].sort((a, b) => distance(a) - distance(b))[0];
    return (rest.find((item) => distance(item) <= Math.log(1.5)) || near)?.id ?? null;
  }

  _render() {
    const turn = ++this.turn;
    const query = this.search.value.trim().toLowerCase();
    const moved = this._continue(query);
    const cards = this._cards(query, moved);
    this._draw(cards, query, query && !this.collection ? "searching" : "done");
    if (query && !this.collection) {
      foundPictures(query).then((pictures) => {
        if (turn === this.turn && !this.root.hidden) this._draw([...cards, ...pictures], query, "done");
      });
    }
  }

  /**
   * "Continue" on the main page (not searched nor filtered: then the lists show everything): the
   * puzzles in progress, newest first, a list's puzzle with its own card (moved: left out of the
   * list).  Returns the ids moved.
   */
  _continue(query) {
    if (!this.continuing) return new Set();
    if (this.collection || this.root.dataset.page === "pack" || query || active(filter)) {
      this.continuing.clear();
      return new Set();
    }
    const entries = [];
    for (const { id, progress } of inProgress()) {
      if (id.startsWith("pictures/")) {
        entries.push({ id, progress });
        continue;
      }
      const puzzle = this.find(id);
      if (!puzzle) continue;
      const bundled = this.bundled.some((p) => p.id === id);
      entries.push({ id, card: this._puzzleCard({ id, puzzle }, !bundled && !puzzle.collection) });
    }
    this.continuing.show(entries);
    return new Set(entries.filter((entry) => entry.card).map((entry) => entry.id));
  }

  /** The cards of the puzzles (and collections) that pass the search and the filters (less those moved to Continue). */
  _cards(query, moved = new Set()) {
    const keep = (item) => (!query || shownTitle(item.puzzle, loadProgress(item.id)).toLowerCase().includes(query))
      && (!active(filter) || passes(filter, factsOf(item.puzzle, loadMeta(item.id))));
    if (this.collection) return this._members(this.collection).filter(keep).map((item) => this._puzzleCard(item, false));
    const groups = collections();
    const inGroups = query || active(filter) ? groups.flatMap((g) => this._members(g)) : [];
    const groupShown = (g) => (!query || g.title.toLowerCase().includes(query) || this._members(g).some(keep))
      && (!active(filter) || this._members(g).some(keep));
    return [
      ...groups.filter(groupShown).map((g) => this._groupCard(g)),
      ...this._loose().filter((item) => keep(item) && !moved.has(item.id)).map((item) => this._puzzleCard(item, !item.bundled)),
      ...(query ? inGroups.filter(keep).map((item) => this._puzzleCard(item, false)) : []),
    ];
  }

  /** The list: its cards (a page of them), or why it is empty; "searching" while pictures are sought. */
  _draw(cards, query, phase) {
    this.list.replaceChildren(...cards.slice(0, this.limit));
    const foot = [];
    if (cards.length > this.limit) foot.push(this._moreButton(cards.length - this.limit));
    if (!cards.length) foot.push(emptyNote(this.search.value.trim(), active(filter))); // (pictures found later replace it)
    this.foot.replaceChildren(...foot);
    if (this.collection) this.list.before(this.back);
    else this.back.remove();
    this.list.dataset.search = phase;
    if (this.listHeading) this.listHeading.textContent = query && !this.collection ? "Found" : "Puzzles";
  }

  _moreButton(hidden) {
    return button(`Show ${Math.min(hidden, PAGE)} more (${hidden} not shown)`, { on: { click: () => {
      this.limit += PAGE;
      this._render();
    } } });
  }

  _puzzleCard({ id, puzzle }, removable) {
    const progress = loadProgress(id);
    const meta = loadMeta(id);
    const grade = meta.grade || puzzle.grade?.replace(/-/g, " "); // bundled puzzles ship their grade
    const facts = [`${puzzle.cols.length}×${puzzle.rows.length}`, grade, puzzle.author].filter(Boolean).join(" · ");
    const [label, kind] = progressLabel(puzzle, progress);
    const state = el("span", { class: "state", text: label, data: { kind } }, progress?.solved ? bestTimeText(meta) : null);
    const link = el("a", { href: `#play/${encodeURIComponent(id)}`, data: { id } },
      [thumbnail(puzzle, progress), cardText(shownTitle(puzzle, progress), facts, state)]);
    return el("li", { class: "card" },
      [link, removable && this._removeButton(puzzle.title || "Untitled puzzle", () => removePuzzle(id))]);
  }

  _groupCard(group) {
    const members = group.ids;
    const solved = members.filter((id) => loadProgress(id)?.solved).length;
    const stack = el("span", { class: "stack", "aria-hidden": "true", text: String(members.length) });
    const state = el("span", { class: "state", text: solved ? `${solved} solved` : "not started" });
    const link = el("a", { href: `#collection/${encodeURIComponent(group.id)}` },
      [stack, cardText(group.title, `Collection · ${members.length} puzzles`, state)]);
    return el("li", { class: "card group" }, [link, this._removeButton(group.title, () => removeCollection(group.id))]);
  }

  _removeButton(title, remove) {
    return button("×", {
      class: "remove", "aria-label": `Remove ${title}`, title: "Remove from the library",
      on: { click: () => {
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
      } },
    });
  }
}

/** A puzzle's title; a secret (the daily picture's puzzle.picture, a hidden library title) joins it once solved or revealed. */
function shownTitle(puzzle, progress) {
  const title = displayText(puzzle.title) || "Untitled puzzle";
  const secret = puzzle.picture?.title || displayText(puzzle.hidden_title);
  return secret && (progress?.solved || progress?.revealed) ? `${title} · ${secret}` : title;
}

function progressLabel(puzzle, progress) {
  if (progress?.revealed) return ["revealed", "revealed"];
  if (progress?.solved) return ["✓ Solved", "solved"];
  const done = progress ? percentDone(progress, puzzle.rows.length * puzzle.cols.length) : 0;
  return done ? [`${done}% done`, "started"] : ["not started", "new"];
}

/** A card's words: its title, a line of facts, and its state (an element: it may carry a best time). */
function cardText(title, facts, state) {
  return el("span", { class: "text" }, [el("span", { class: "title", text: title }), el("span", { class: "meta", text: facts }), state]);
}

function emptyNote(query, filtered) {
  return el("p", { class: "empty", text: !query ? (filtered ? "No puzzle here matches the filters." : "No puzzles here.")
    : `No puzzle title contains “${query}” (nor any solved picture's)${filtered ? " among those the filters show" : ""}.` });
}

/** What the filters look at: the size, the grade (shipped, or learnt by the player) and the ink. */
function factsOf(puzzle, meta) {
  return {
    width: puzzle.cols.length,
    height: puzzle.rows.length,
    grade: meta.grade || puzzle.grade,
    colour: (puzzle.colours?.length || 0) > 2,
  };
}
