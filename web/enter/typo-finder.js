// enter/typo-finder.js — "Find the typo": for clues with no solution (or whose row and column totals
// differ), the smallest edits that give exactly one, from the worker's "typos" kind, each verified
// there.  They are listed best first in #typo-list, one <li> per suggestion with data-line ("row 4",
// "column 7") and data-clue (that line's corrected clue, numbers separated by single spaces, "0" if
// empty); choosing one hands it to the view, which writes it into the text area (one Undo step).
// While the search runs: the seconds it has taken, and Cancel.
//
// Interface
//   const finder = new TypoFinder({ client, clues, apply, onDone })
//     clues() -> {puzzle: Promise<wire puzzle | null>, inks, key}   the clues now: the worker's puzzle
//              ("enter"), enter/entry.js's colours, and a key of both texts
//     apply(suggestion, lineText, key)   write a suggestion into the clues of that key (both texts)
//     onDone()  a search ended (the view re-enables its buttons)
//   finder.button / finder.element        "Find the typo" and the panel of suggestions
//   finder.keep(key) / finder.matches(key)   the clues the list was made for, or one of its
//                                         suggestions applied (kept by the view): the list stays for those
//   finder.reset()                        no list (the clues changed under it); a search still running
//                                         is left to end, its answer dropped

import { el, button } from "../shared/dom.js";
import { clueLine } from "./clue-text.js";

const TIMEOUT_S = 8; // a 20×20 answers within 10 s in the browser, with room for a slow phone
const KIND_WORDS = {
  changed: "one number changed", missing: "a missing number added", extra: "an extra number removed",
  swapped: "two neighbours swapped", colour: "a block's colour changed",
};

export class TypoFinder {
  constructor({ client, clues, apply, onDone = () => {} }) {
    Object.assign(this, { client, clues, apply, onDone });
    this.button = button("Find the typo", { id: "find-typo", hidden: true, on: { click: () => this.start() } });
    this.heading = el("p", { class: "typo-heading", "aria-live": "polite" });
    this.progress = el("progress", { class: "typo-progress", max: TIMEOUT_S, value: 0, "aria-label": "Searching for the typo" });
    this.cancel = button("Cancel", { id: "typo-cancel", on: { click: () => this.stop() } });
    this.working = el("div", { class: "typo-working", hidden: true }, [this.progress, this.cancel]);
    this.list = el("ol", { id: "typo-list", class: "typo-list" });
    this.element = el("section", { class: "enter-panel typo-panel", hidden: true, "aria-label": "Suggested fixes" },
      [this.heading, this.working, this.list]);
    this.keys = new Set(); // the clue texts the list holds for
    this.searching = 0;
    this.ticker = null;
  }

  start() {
    const { puzzle, inks, key } = this.clues();
    this.search(puzzle, inks, key);
  }

  async search(puzzlePromise, inks, key) {
    const searching = ++this.searching;
    this.element.hidden = false;
    this.list.replaceChildren();
    this.keys = new Set([key]);
    this.working.hidden = false;
    this.heading.textContent = "Looking for the typo…";
    const started = performance.now();
    clearInterval(this.ticker);
    this.ticker = setInterval(() => {
      const seconds = (performance.now() - started) / 1000;
      this.progress.value = Math.min(seconds, TIMEOUT_S);
      this.heading.textContent = `Looking for the typo… ${Math.floor(seconds)} s (at most ${TIMEOUT_S} s)`;
    }, 250);
    let reply;
    try {
      const puzzle = await puzzlePromise;
      if (!puzzle) throw Object.assign(new Error("fix the marked lines first"), { type: "Unreadable" });
      reply = await this.client.request("typos", { puzzle, limit: 10, timeout: TIMEOUT_S });
    } catch (error) {
      if (searching !== this.searching) return;
      this.finish();
      this.heading.textContent = error.type === "Cancelled" ? "Search cancelled." : `The search failed: ${error.message}.`;
      return;
    }
    if (searching !== this.searching) return;
    this.finish();
    this.show(reply, inks, key, performance.now() - started);
  }

  finish() {
    clearInterval(this.ticker);
    this.working.hidden = true;
    this.onDone();
  }

  stop() {
    this.searching += 1;
    this.client.cancel(); // the worker is stopped and a fresh one started (solver/client.js)
    this.finish();
    this.heading.textContent = "Search cancelled.";
  }

  show(reply, inks, key, ms) {
    const seconds = (ms / 1000).toFixed(1);
    if (reply.status !== "none") {
      this.heading.textContent = reply.status === "unique" ? "These clues have exactly one solution: nothing to fix." :
        "These clues have solutions: no typo to find (Check says more).";
      return;
    }
    const found = reply.suggestions;
    const done = reply.complete ? `${seconds} s` : `stopped after ${seconds} s: the ones found so far`;
    this.heading.textContent = found.length ?
      `${found.length === 1 ? "One edit gives" : `${found.length} edits give`} exactly one solution, best first (${done}). ` +
      "Choose one to apply it:" :
      `No single edit gives exactly one solution (${done}): there may be two mistakes, or a line missing.`;
    this.list.replaceChildren(...found.map((s) => this.item(s, inks, key)));
  }

  item(suggestion, inks, base) {
    const line = clueLine(suggestion.numbers, suggestion.colours, inks);
    const [what, n] = suggestion.line.split(" ");
    const item = el("li", { data: { line: suggestion.line, clue: suggestion.clue, kind: suggestion.kind } }, [
      button(null, { class: "typo-choice" }, [
        el("span", { class: "typo-line", text: `${what[0].toUpperCase()}${what.slice(1)} ${n}` }),
        el("span", { class: "typo-clue", text: line }),
        el("span", { class: "typo-was", text: `was ${suggestion.was}` }),
        el("span", { class: "typo-kind", text: KIND_WORDS[suggestion.kind] || suggestion.kind }),
      ]),
    ]);
    item.addEventListener("click", () => {
      for (const other of this.list.children) other.removeAttribute("data-applied");
      item.dataset.applied = "true";
      this.apply(suggestion, line, base);
    });
    return item;
  }

  keep(key) {
    this.keys.add(key);
  }

  matches(key) {
    return this.keys.has(key);
  }

  reset() {
    if (!this.working.hidden) this.finish();
    this.searching += 1;
    this.keys = new Set();
    this.list.replaceChildren();
    this.element.hidden = true;
  }
}
