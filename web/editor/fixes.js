// editor-fixes.js — "Make it unique" / "Make it solvable by line logic": the search for small
// changes that fix the design (nonogram_core.design.suggest, in the worker), with its progress and
// Cancel, then up to three fixes, best first, each previewed on the board with its changed cells
// marked, and applied as one undoable step.
//
// Interface (used by editor-tools.js)
//   const fixes = new FixPanel(editor)   editor: client, design(), designKey(), colours, previewFix(),
//                                        setPicture(), notice()
//   fixes.search(goal)                    goal "unique" or "line_solvable"
// The worker cannot report from inside a search (the page cancels by restarting it), so progress is
// the time spent against the search's budget; Cancel stops it at once (client.cancel()).
//
// Page contract (tests read it): the progress box #suggest-progress (a <progress>, the elapsed
// seconds, a "Cancel" button); the list #suggestions of li.suggestion[data-index][data-cells][data-cost],
// best first, each with "Preview" (aria-pressed) and "Apply" buttons; previewed changed cells carry
// the class "suggest-flip"; editor.lastSuggestions holds the last answers (the worker's JSON).

const BUDGET_S = 10;
const MAX_CELLS = 16; // fixes of up to 8 cells are tried first, wider ones only when none is found
const $ = (id) => document.getElementById(id);
const RANKS = ["Best fix", "Second fix", "Third fix"];

export class FixPanel {
  constructor(editor) {
    this.editor = editor;
    this.running = null;
  }

  /** The progress box under the buttons, made on first use. */
  progressBox() {
    let box = $("suggest-progress");
    if (box) return box;
    box = document.createElement("div");
    box.id = "suggest-progress";
    box.className = "suggest-progress";
    box.setAttribute("aria-live", "polite");
    box.hidden = true;
    const text = document.createElement("span");
    text.className = "suggest-progress-text";
    const bar = Object.assign(document.createElement("progress"), { max: BUDGET_S, value: 0 });
    bar.setAttribute("aria-label", "Time spent searching");
    const cancel = Object.assign(document.createElement("button"), { type: "button", textContent: "Cancel" });
    cancel.setAttribute("aria-label", "Cancel the search");
    cancel.addEventListener("click", () => this.editor.client.cancel());
    box.append(text, " ", bar, " ", cancel);
    $("suggestions").before(box);
    return box;
  }

  async search(goal) {
    const editor = this.editor;
    const key = editor.designKey();
    const list = $("suggestions");
    editor.previewFix(null);
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
      const request = { ...editor.design(), goal, max_suggestions: 3, max_flips: MAX_CELLS, budget_s: BUDGET_S };
      ({ suggestions: found } = await editor.client.request("suggest", request));
    } catch (error) {
      failure = error;
    } finally {
      clearInterval(timer);
      box.hidden = true;
      for (const b of buttons) b.disabled = false;
    }
    if (key !== editor.designKey()) return; // drawn on since: the answer is for another design
    if (failure) return this.message(failure.type === "Cancelled" ? "Search cancelled." : `No suggestions: ${failure.message}`);
    if (!found.length) {
      return this.message(`No change of up to ${MAX_CELLS} cells was found in ${BUDGET_S} s. ` +
        "Try redrawing the marked cells, then search again.");
    }
    editor.lastSuggestions = found; // for tests (window.nonogramEditor)
    list.replaceChildren(...found.map((s, i) => this.item(s, i)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    editor.notice(`${found.length} fix${found.length > 1 ? "es" : ""} found in ${seconds} s, best first: ` +
      "Preview shows one on the board.");
  }

  message(words) {
    const item = document.createElement("li");
    item.textContent = words;
    $("suggestions").replaceChildren(item);
  }

  item(suggestion, index) {
    const editor = this.editor;
    const changes = suggestion.changes || [];
    const cells = changes.map(([r, c, ch]) => [r, c, ch === "." ? "empty" : editor.colours.isColour ? "colour" : "filled"]);
    const words = changes.map(([r, c, ch]) => `row ${r + 1} column ${c + 1} → ${editor.colours.nameOf(ch)}`).join("; ");
    const count = `${cells.length} cell${cells.length > 1 ? "s" : ""}`;
    const item = document.createElement("li");
    item.className = "suggestion";
    Object.assign(item.dataset, { index, cells: cells.length, cost: suggestion.cost ?? "" });
    const rank = Object.assign(document.createElement("strong"), { textContent: `${RANKS[index] || `Fix ${index + 1}`}:` });
    const text = Object.assign(document.createElement("span"), { textContent: `${count}, ${words}` });
    const preview = this.button("Preview", `Preview fix ${index + 1} (${count}): ${words}`, "preview");
    preview.setAttribute("aria-pressed", "false");
    const apply = this.button("Apply", `Apply fix ${index + 1} (${count}): ${words}`, "apply");
    preview.addEventListener("click", () => {
      const on = preview.getAttribute("aria-pressed") !== "true";
      for (const b of document.querySelectorAll(".suggestion .preview")) b.setAttribute("aria-pressed", "false");
      preview.setAttribute("aria-pressed", String(on));
      editor.previewFix(on ? { picture: suggestion.picture, cells, label: `${RANKS[index] || `Fix ${index + 1}`} (${count})` } : null);
    });
    apply.addEventListener("click", () => {
      editor.setPicture(suggestion.picture);
      editor.notice(`Applied: ${words}. Undo takes it back.`);
    });
    const actions = document.createElement("span");
    actions.className = "suggestion-actions";
    actions.append(preview, " ", apply); // kept together when the line wraps
    item.append(rank, " ", text, " ", actions);
    return item;
  }

  button(text, label, cls) {
    const b = Object.assign(document.createElement("button"), { type: "button", textContent: text, className: cls });
    b.setAttribute("aria-label", label);
    return b;
  }
}
