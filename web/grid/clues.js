// grid/clues.js — one clue header of the board (a row's or a column's): its numbers, each in its
// block's colour, its accessible name, and how its line stands (done, bad, numbers struck).
// Functions of the clue's element alone, so grid/grid-view.js keeps the board and these keep a clue.
//
// Interface
//   fillClue(el, clue, colours)   the numbers ([] or [0]: one "0"; null or negative: "?"), colours[i]
//                                 ({name, rgb} or null) the i-th block's; sets data-label, the name
//                                 ("row 3 clue 1 2" or "column 5 clue 2 red 1 blue")
//   labelClue(el)                 aria-label: the name and the line's state ("…, satisfied")
//   showClue(el, {state, done}, {flagBad, focusable})   class "done" / "bad" (bad only with flagBad),
//                                 data-done="true" on each proved number; a focusable clue's name
//                                 says the state (data-line)
// Contract: each number its own <span>; data-done="true" when its block is proved complete.

import { el as make } from "../shared/dom.js";
import { paintClueNumber } from "./colour.js";

const STATE_WORDS = { done: ", satisfied", bad: ", cannot match" };
const shown = (n) => (n === null || n < 0 ? "?" : n);

export function fillClue(el, clue, colours) {
  const numbers = clue.length ? clue : [0];
  el.replaceChildren(...numbers.map((n, i) => {
    // two digits: set tighter, same size as one; three: smaller, so neighbouring columns stay apart
    const span = make("span", { text: shown(n), class: n >= 100 ? "wide wider" : n >= 10 ? "wide" : null });
    paintClueNumber(span, colours[i] || null);
    return span;
  }));
  const name = el.dataset.kind === "row" ? "row" : "column";
  const words = numbers.map((n, i) => shown(n) + (colours[i] ? ` ${colours[i].name}` : ""));
  el.dataset.label = `${name} ${Number(el.dataset.index) + 1} clue ${words.join(" ")}`;
  labelClue(el);
}

export function labelClue(el) {
  el.setAttribute("aria-label", el.dataset.label + (STATE_WORDS[el.dataset.line] || ""));
}

export function showClue(el, { state, done }, { flagBad, focusable }) {
  el.classList.toggle("done", state === "done");
  el.classList.toggle("bad", state === "bad" && flagBad);
  [...el.children].forEach((span, i) => {
    if (done[i]) span.dataset.done = "true";
    else delete span.dataset.done;
  });
  if (!focusable || el.dataset.line === state) return;
  el.dataset.line = state;
  labelClue(el);
}
