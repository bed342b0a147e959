// library/continue.js — the library's "Continue" section, first on its page: the puzzles the player
// has started and not finished (nor revealed), the most recently played first, so that a puzzle in
// progress is one tap away instead of somewhere down the lists.  A picture keeps its title secret
// here too (its cover "#12 · 20×20 · medium" and its pack); a daily puzzle is named by its day.
//
// Interface
//   const shelf = new ContinueShelf(section, { find })   section: #continue; find(id) -> a bundled or
//                                              stored puzzle (library/library.js find) or null
//   shelf.show()     list what is in progress (hidden when nothing is, or while the library is searched)
//   shelf.clear()    empty it (a puzzle is being played)
//   inProgress() -> [{id, updated}]   the started, unfinished puzzles, the most recent first
//
// Contract: section#continue, named by its heading "Continue"; a card per puzzle, a link to
// "#play/<id>" or, for a picture, "#pictures/<pack>/<n>" (data-id = the progress id).

import { facts, findPack, loadIndex, mosaicOf, pictureLink, pictureState, tileName } from "../packs/packs.js";
import { el } from "../shared/dom.js";
import { displayText } from "../shared/safe-text.js";
import { loadProgress, progressIds } from "../shared/store.js";
import { formatTime } from "../shared/time.js";

const SHOWN = 6; // cards at most: the rest are in their lists

/** The started and unfinished puzzles (any non-blank mark, neither solved nor revealed), newest first. */
export function inProgress() {
  const started = [];
  for (const id of progressIds()) {
    const progress = loadProgress(id);
    if (!progress || progress.solved || progress.revealed || !progress.cells.some((row) => /[^?]/.test(row))) continue;
    started.push({ id, updated: Number(progress.updated) || 0, progress });
  }
  return started.sort((a, b) => b.updated - a.updated);
}

export class ContinueShelf {
  constructor(section, { find }) {
    this.section = section;
    this.find = find;
    this.turn = 0; // a late packs.json never draws over a newer view
    this.search = document.getElementById("library-search");
    // (the library's main page only: a pack's or a collection's page has no Continue)
    this.search?.addEventListener("input", () => { if (section.closest("#library-view")?.dataset.page === "main") this.show(); });
  }

  clear() {
    this.turn += 1;
    this.section.replaceChildren();
    this.section.hidden = true;
  }

  async show() {
    const turn = ++this.turn;
    const items = this.search?.value.trim() ? [] : inProgress();
    const pictures = items.some(({ id }) => id.startsWith("pictures/")) ? await loadIndex() : null;
    if (turn !== this.turn) return;
    const cards = items.map((item) => this._card(item, pictures)).filter(Boolean).slice(0, SHOWN);
    this.section.hidden = !cards.length;
    this.section.replaceChildren(...(cards.length ? [
      el("h3", { id: "continue-heading", text: "Continue" }),
      el("ul", { class: "library continue-list" }, cards),
    ] : []));
  }

  /** A card for a puzzle in progress, or null when it cannot be found (a removed puzzle, a pack gone). */
  _card({ id, progress }, index) {
    const done = `${percent(progress)}% done · ${formatTime(progress.elapsedMs || 0)} played`;
    if (id.startsWith("pictures/")) {
      const [, packId, n] = id.split("/");
      const pack = index && findPack(index, packId);
      const info = pack?.puzzles[Number(n) - 1];
      if (!info || pictureState(id) !== "started") return null;
      const title = mosaicOf(pack) ? `${tileName(pack, Number(n))} · ${facts(info)}` : `#${n} · ${facts(info)}`;
      return card(pictureLink(packId, Number(n)), id, title, pack.name, done);
    }
    const puzzle = this.find(id);
    if (!puzzle) return null;
    const title = displayText(puzzle.title) || "Untitled puzzle"; // a daily's is its day, its picture's name a secret
    return card(`#play/${encodeURIComponent(id)}`, id, title, `${puzzle.cols.length}×${puzzle.rows.length}`, done);
  }
}

function percent(progress) {
  const cells = progress.cells.join("");
  const known = cells.replace(/\?/g, "").length;
  return Math.max(1, Math.round((100 * known) / Math.max(1, cells.length)));
}

function card(href, id, title, meta, state) {
  const link = el("a", { href, data: { id } }, [
    el("span", { class: "continue-mark", "aria-hidden": "true" }),
    el("span", { class: "text" }, [
      el("span", { class: "title", text: title }),
      el("span", { class: "meta", text: meta }),
      el("span", { class: "state", data: { kind: "started" }, text: state }),
    ]),
  ]);
  return el("li", { class: "card" }, link);
}
