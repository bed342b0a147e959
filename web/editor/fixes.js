// editor/fixes.js — "Make it unique" / "Make it solvable by line logic": the search for small
// changes that fix the design (nonogram_core.design.suggest, in the worker), with its progress and
// Cancel, then up to three fixes, best first, each previewed on the board with its changed cells
// marked, and applied as one undoable step.
//
// Interface (editor/main.js makes it)
//   const fixes = new FixPanel({ client, design, colours, preview, onFound })   design: the editor's
//                                        port (design(), key(), setPicture(), notice()); colours: the
//                                        palette (editor/colours.js); preview(fix | null): show a fix on
//                                        the board; onFound(list): the worker's answers (for tests)
//   fixes.search(goal)                    goal "unique" or "line_solvable"
//   fixes.clear()                         the design changed: the list of fixes is for another one
//   fixes.bind()                          the two search buttons
// The worker cannot report from inside a search (the page cancels by restarting it), so progress is
// the time spent against the search's budget; Cancel stops it at once (client.cancel()).
//
// Page contract (tests read it): the progress box #suggest-progress (a <progress>, the elapsed
// seconds, a "Cancel" button); the list #suggestions of li.suggestion[data-index][data-cells][data-cost],
// best first, each with "Preview" (aria-pressed) and "Apply" buttons; previewed changed cells carry
// the class "suggest-flip"; window.nonogramEditor.lastSuggestions holds the last answers (the worker's JSON).

import { button, el } from "../shared/dom.js";

const BUDGET_S = 10;
const MAX_CELLS = 16; // fixes of up to 8 cells are tried first, wider ones only when none is found
const $ = (id) => document.getElementById(id);
const RANKS = ["Best fix", "Second fix", "Third fix"];

export class FixPanel {
  constructor({ client, design, colours, preview, onFound }) {
    Object.assign(this, { client, design, colours, preview, onFound });
  }

  bind() {
    $("suggest-unique").addEventListener("click", () => this.search("unique"));
    $("suggest-line").addEventListener("click", () => this.search("line_solvable"));
  }

  clear() {
    $("suggestions").replaceChildren();
  }

  /** The progress box under the buttons, made on first use. */
  progressBox() {
    let box = $("suggest-progress");
    if (box) return box;
    const text = el("span", { class: "suggest-progress-text" });
    const bar = el("progress", { max: BUDGET_S, value: 0, "aria-label": "Time spent searching" });
    const cancel = button("Cancel", { "aria-label": "Cancel the search", on: { click: () => this.client.cancel() } });
    box = el("div", { id: "suggest-progress", class: "suggest-progress", "aria-live": "polite", hidden: true },
      [text, " ", bar, " ", cancel]);
    $("suggestions").before(box);
    return box;
  }

  async search(goal) {
    const design = this.design;
    const key = design.key();
    const list = $("suggestions");
    this.preview(null);
    list.replaceChildren();
    const box = this.progressBox();
    const text = box.querySelector(".suggest-progress-text");
    const bar = box.querySelector("progress");
    const buttons = [$("suggest-unique"), $("suggest-line")];
    for (const b of buttons) b.disabled = true;
    box.hidden = false;
    const started = performance.now();
    const tick = () => {
      const s = (performance.now() - started) / 1000;
      bar.value = Math.min(BUDGET_S, s);
      text.textContent = `Searching… ${s.toFixed(1)} s (at most ${BUDGET_S} s)`;
    };
    tick();
    const timer = setInterval(tick, 200);
    let found = null;
    let failure = null;
    try {
      const request = { ...design.design(), goal, max_suggestions: 3, max_flips: MAX_CELLS, budget_s: BUDGET_S };
      ({ suggestions: found } = await this.client.request("suggest", request));
    } catch (error) {
      failure = error;
    } finally {
      clearInterval(timer);
      box.hidden = true;
      for (const b of buttons) b.disabled = false;
    }
    if (key !== design.key()) return; // drawn on since: the answer is for another design
    if (failure) return this.message(failure.type === "Cancelled" ? "Search cancelled." : `No suggestions: ${failure.message}`);
    if (!found.length) {
      return this.message(`No change of up to ${MAX_CELLS} cells was found in ${BUDGET_S} s. ` +
        "Try redrawing the marked cells, then search again.");
    }
    this.onFound(found);
    list.replaceChildren(...found.map((s, i) => this.item(s, i)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    design.notice(`${found.length} fix${found.length > 1 ? "es" : ""} found in ${seconds} s, best first: ` +
      "Preview shows one on the board.");
  }

  message(words) {
    $("suggestions").replaceChildren(el("li", { text: words }));
  }

  item(suggestion, index) {
    const colours = this.colours;
    const changes = suggestion.changes || [];
    const cells = changes.map(([r, c, ch]) => [r, c, ch === "." ? "empty" : colours.isColour ? "colour" : "filled"]);
    const words = changes.map(([r, c, ch]) => `row ${r + 1} column ${c + 1} → ${colours.nameOf(ch)}`).join("; ");
    const count = `${cells.length} cell${cells.length > 1 ? "s" : ""}`;
    const rank = RANKS[index] || `Fix ${index + 1}`;
    const preview = button("Preview", { class: "preview", "aria-label": `Preview fix ${index + 1} (${count}): ${words}`,
      "aria-pressed": "false" });
    preview.addEventListener("click", () => {
      const on = preview.getAttribute("aria-pressed") !== "true";
      for (const b of document.querySelectorAll(".suggestion .preview")) b.setAttribute("aria-pressed", "false");
      preview.setAttribute("aria-pressed", String(on));
      this.preview(on ? { picture: suggestion.picture, cells, label: `${rank} (${count})` } : null);
    });
    const apply = button("Apply", { class: "apply", "aria-label": `Apply fix ${index + 1} (${count}): ${words}`, on: {
      click: () => {
        this.design.setPicture(suggestion.picture);
        this.design.notice(`Applied: ${words}. Undo takes it back.`);
      },
    } });
    // the two buttons are kept together when the line wraps
    const actions = el("span", { class: "suggestion-actions" }, [preview, " ", apply]);
    return el("li", { class: "suggestion", data: { index, cells: cells.length, cost: suggestion.cost ?? "" } },
      [el("strong", { text: `${rank}:` }), " ", el("span", { text: `${count}, ${words}` }), " ", actions]);
  }
}
