// library/new-puzzle.js — "New puzzle": a size, a difficulty and colours, a puzzle generated in the worker (the
// webapi kind "generate", nonogram_core.generate) with elapsed time shown and Cancel, saved in the
// library (shared/store.js) and opened at once.  Also the pieces the daily puzzle (library/daily.js)
// and the editor's "Random picture" (editor/random.js: the one import from another feature) share.
//
// Interface
//   SIZES, DIFFICULTIES, COLOURS           the choices offered (5×5 … 40×40; trivial … hard; black and
//                                          white, 2, 3 or 4 ink colours: the worker's "colours")
//   choiceFields(prefix) -> {element, value()}   the two <select>s; value() -> {width, height, difficulty}
//   randomSeed() -> int                    a fresh seed (crypto), 0 … 2^31-1
//   generate(client, request, {onTick}) -> Promise<{puzzle, seed, grade}>
//       onTick(seconds) every 100 ms while the worker works; rejects with type "Cancelled" when
//       client.cancel() stopped it (the worker is restarted: the only sure stop)
//   mountNewPuzzle({client, status})       adds the "New puzzle" panel above the library list
//   libraryPanel(id, title) -> section | null   a titled panel above the library list (null when
//                                          the page has no list or the panel is already there)
//
// A generated puzzle is saved as "gen-<w>x<h>-<difficulty>-<seed>" ("…-<difficulty>-c<inks>-<seed>"
// in colour), so the same request is the same library entry, and its progress is kept like any
// other puzzle's.  An easy colour puzzle needs more than 30 cells (fewer than one line-logic step per
// 30 cells, nonogram_core.generate), so "Easy" is disabled only for 5×5 in colour.

import { button, el } from "../shared/dom.js";
import { savePuzzle } from "../shared/store.js";

export const SIZES = [5, 10, 15, 20, 25, 30, 35, 40];
export const DIFFICULTIES = ["trivial", "easy", "medium", "hard"];
export const COLOURS = [[1, "Black and white"], [2, "2 colours"], [3, "3 colours"], [4, "4 colours"]];

function select(id, label, options, chosen) {
  const box = el("select", { id }, options.map(([value, text]) => new Option(text, value, false, value === chosen)));
  return el("label", { class: "gen-field" }, [`${label} `, box]);
}

export function choiceFields(prefix) {
  const element = el("span", { class: "gen-fields" }, [
    select(`${prefix}-size`, "Size", SIZES.map((n) => [String(n), `${n}×${n}`]), "15"),
    select(`${prefix}-difficulty`, "Difficulty", DIFFICULTIES.map((d) => [d, d[0].toUpperCase() + d.slice(1)]), "medium"),
  ]);
  const value = () => {
    const side = Number(element.querySelector(`#${prefix}-size`).value);
    return { width: side, height: side, difficulty: element.querySelector(`#${prefix}-difficulty`).value };
  };
  return { element, value };
}

export function randomSeed() {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0] >>> 1;
}

export async function generate(client, request, { onTick = () => {} } = {}) {
  const started = performance.now();
  const timer = setInterval(() => onTick((performance.now() - started) / 1000), 100);
  onTick(0);
  try {
    return await client.request("generate", request);
  } finally {
    clearInterval(timer);
  }
}

/** Save a generated puzzle in the library; its id. */
export function keepGenerated({ puzzle, seed, grade }, id = null) {
  const inks = (puzzle.colours?.length || 0) - 1;
  const key = id || `gen-${puzzle.width}x${puzzle.height}-${grade}-${inks > 1 ? `c${inks}-` : ""}${seed}`;
  const { saved, ...clean } = puzzle;
  return savePuzzle(key, clean) ? key : null;
}

export function mountNewPuzzle({ client, status }) {
  const panel = libraryPanel("new-puzzle", "New puzzle");
  if (!panel) return;
  const fields = choiceFields("new-puzzle");
  const colours = colourField(fields.element);
  const make = button("New puzzle", { id: "new-puzzle-make" });
  const cancel = button("Cancel", { id: "new-puzzle-cancel", hidden: true, on: { click: () => client.cancel() } });
  const progress = el("span", { class: "gen-progress", role: "progressbar", "aria-label": "Generating", hidden: true });
  panel.append(el("div", { class: "gen-row" }, [fields.element, make, cancel, progress]));

  make.addEventListener("click", async () => {
    const request = { ...fields.value(), colours: Number(colours.value), seed: randomSeed() };
    const what = `${request.width}×${request.height} ${request.difficulty}` +
      (request.colours > 1 ? ` ${request.colours}-colour` : "");
    make.disabled = true;
    cancel.hidden = false;
    progress.hidden = false;
    try {
      const result = await generate(client, request, {
        onTick: (s) => (progress.textContent = `Generating a ${what} puzzle… ${s.toFixed(1)} s`),
      });
      const id = keepGenerated(result);
      if (!id) {
        status("This browser cannot store the new puzzle.", "error");
        return;
      }
      status(`New ${what} puzzle (seed ${result.seed}).`, "info");
      location.hash = `#play/${encodeURIComponent(id)}`;
    } catch (error) {
      if (error.type === "Cancelled") status("Generating cancelled.", "info");
      else status(`No puzzle: ${error.message}`, "error");
    } finally {
      make.disabled = false;
      cancel.hidden = true;
      progress.hidden = true;
    }
  });
}

/**
 * The "Colours" choice of "New puzzle", added to its fields.  "Easy" is disabled for a 5×5 colour
 * puzzle (25 cells: one line-logic step is already medium) and a chosen "Easy" becomes "Medium" there;
 * every other size makes easy colour puzzles.
 */
function colourField(fields) {
  // "Palette", not "Colours": the player's palette radiogroup is named that
  const field = select("new-puzzle-colours", "Palette", COLOURS.map(([n, text]) => [String(n), text]), "1");
  fields.append(field);
  const box = field.querySelector("select");
  const size = fields.querySelector("#new-puzzle-size");
  const difficulty = fields.querySelector("#new-puzzle-difficulty");
  const easy = difficulty.querySelector('option[value="easy"]');
  const update = () => {
    const never = Number(box.value) > 1 && Number(size.value) ** 2 <= 30;
    easy.disabled = never;
    easy.title = never ? `A ${size.value}×${size.value} colour puzzle is never easy: choose 10×10 or larger` : "";
    if (never && difficulty.value === "easy") difficulty.value = "medium";
  };
  box.addEventListener("change", update);
  size.addEventListener("change", update);
  return box;
}

/** A titled panel above the library list ("New puzzle", "Daily puzzle"). */
export function libraryPanel(id, title) {
  const list = document.getElementById("library-list");
  if (!list || document.getElementById(id)) return null;
  const panel = el("section", { id, class: "gen-panel", "aria-labelledby": `${id}-heading` },
    el("h3", { id: `${id}-heading`, text: title }));
  list.before(panel);
  return panel;
}
