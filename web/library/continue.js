// library/continue.js — the library's "Continue" section, first on its main page: the puzzles the
// player has started and not finished (nor revealed), the most recently played first, so that a
// puzzle in progress is one tap away instead of somewhere down the lists.  A puzzle of the
// library's lists is moved here (its own card, library/library.js draws it: one link per puzzle on
// the page); a picture gets a card here whose title stays a secret (its cover "#12 · 20×20 ·
// medium" and its pack).  Not while the library is searched or filtered: its lists then show all.
//
// Interface
//   const shelf = new ContinueShelf(section)   section: #continue
//   shelf.show(entries)   entries: the chosen ones, newest first ([{id, card?, progress?}]: a list
//                         puzzle's card made by the library; a picture's is made here from its
//                         progress, as inProgress read it); none: hidden
//   shelf.clear()         empty it (a puzzle is being played)
//   inProgress(limit) -> [{id, updated, progress}]   the started, unfinished puzzles, newest first
//   percentDone(progress, total?) -> n   the share of the grid marked, in whole percent (at least 1
//                         once a cell is marked; 0 when none is): every card's "n% done"
//
// Contract: section#continue, named by its heading "Continue"; a card per puzzle, a link to
// "#play/<id>" or, for a picture, "#pictures/<pack>/<n>".

import { facts, findPack, loadIndex, mosaicOf, pictureLink, pictureState, tileName } from "../packs/packs.js";
import { el } from "../shared/dom.js";
import { loadProgress, progressIds } from "../shared/store.js";
import { formatTime } from "../shared/time.js";
import { thumbnail } from "./thumbnail.js";

const SHOWN = 6; // cards at most: the rest are in their lists

/** The started and unfinished puzzles (any non-blank mark, neither solved nor revealed), newest first. */
export function inProgress(limit = SHOWN) {
  const started = [];
  for (const id of progressIds()) {
    if (id === "tutorial") continue; // (the tutorial is started afresh from its link)
    const progress = loadProgress(id);
    if (!progress || progress.solved || progress.revealed || !progress.cells.some((row) => /[^?]/.test(row))) continue;
    if (id.startsWith("pictures/") && pictureState(id) !== "started") continue; // saved for other clues
    started.push({ id, updated: Number(progress.updated) || 0, progress });
  }
  return started.sort((a, b) => b.updated - a.updated).slice(0, limit);
}

export class ContinueShelf {
  constructor(section) {
    this.section = section;
    this.turn = 0; // a late packs.json never draws over a newer view
  }

  clear() {
    this.turn += 1;
    this.section.replaceChildren();
    this.section.hidden = true;
  }

  async show(entries) {
    const turn = ++this.turn;
    const pictures = entries.some(({ id }) => id.startsWith("pictures/")) ? await loadIndex() : null;
    if (turn !== this.turn) return;
    const cards = entries.map((entry) => entry.card || pictureCard(entry, pictures)).filter(Boolean);
    this.section.hidden = !cards.length;
    this.section.replaceChildren(...(cards.length ? [
      el("h3", { id: "continue-heading", text: "Continue" }),
      el("ul", { class: "library continue-list" }, cards),
    ] : []));
  }
}

/** A picture in progress: its cover and its pack (its title is a secret), or null when its pack is gone. */
function pictureCard({ id, progress }, index) {
  const [, packId, n] = id.split("/");
  const pack = index && findPack(index, packId);
  const info = pack?.puzzles[Number(n) - 1];
  if (!info || !progress) return null;
  const title = mosaicOf(pack) ? `${tileName(pack, Number(n))} · ${facts(info)}` : `#${n} · ${facts(info)}`;
  const done = `${percentDone(progress)}% done · ${formatTime(progress.elapsedMs || 0)} played`;
  return card(pictureLink(packId, Number(n)), id, title, pack.name, done, thumbnail(info, null));
}

export function percentDone(progress, total = progress.cells.join("").length) {
  const known = progress.cells.join("").replace(/\?/g, "").length;
  return known ? Math.max(1, Math.round((100 * known) / Math.max(1, total))) : 0;
}

function card(href, id, title, meta, state, picture) {
  const link = el("a", { href, data: { id } }, [
    picture,
    el("span", { class: "text" }, [
      el("span", { class: "title", text: title }),
      el("span", { class: "meta", text: meta }),
      el("span", { class: "state", data: { kind: "started" }, text: state }),
    ]),
  ]);
  return el("li", { class: "card" }, link);
}
